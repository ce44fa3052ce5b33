/**
 * "Once per client per day" for public counters (article visits, downloads).
 *
 * The first event of a (UTC) day sets `<scope>:<day>:<id>:<client hash>`
 * (SET NX, expiring when the day ends) in the shared cache, so the rule holds
 * across instances with Redis or Upstash, not per process; while the cache is
 * unreachable the best-effort cache's in-process SET NX keeps it per process.
 */
import { createHash } from 'node:crypto';
import type { Cache } from '#infra/cache/index.ts';

const DAY_MS = 86_400_000;

/** True for this client's first `scope` event on `id` today (UTC). */
export function firstToday(cache: Cache, scope: string, id: string | number, client: string, nowMs: number): Promise<boolean> {
  const day = Math.floor(nowMs / DAY_MS);
  const secondsLeft = Math.max(1, Math.ceil(((day + 1) * DAY_MS - nowMs) / 1000));
  // Hashed: the cache does not need to hold client addresses.
  const who = createHash('sha256').update(client).digest('base64url').slice(0, 16);
  return cache.setIfAbsent(`${scope}:${day}:${id}:${who}`, '1', secondsLeft);
}
