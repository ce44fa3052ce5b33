/**
 * Work that finishes after the response has been sent (the rebuild hook, visit
 * counts). On Vercel a function instance may be frozen as soon as it has
 * answered, so such work is handed to `waitUntil`, which keeps the instance
 * alive until the promise settles. Anywhere else (npm start, tests) there is
 * no request context and this is a no-op: the process keeps running anyway.
 */
import { waitUntil } from '@vercel/functions';

export function keepAlive(work: Promise<unknown>): void {
  waitUntil(work.catch(() => undefined));
}
