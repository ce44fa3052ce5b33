/**
 * Admin sign-in throttling that an attacker cannot turn against the admin.
 *
 * Failures are counted per (admin id, client address) in the shared cache,
 * not per account: the first FREE_FAILURES cost nothing, each further one
 * doubles the wait before that client may try that id again (1 s, 2 s, 4 s,
 * ... up to 15 minutes); a success clears the count, and the count is
 * forgotten an hour after its first failure. Someone guessing from another
 * address slows only themselves, so knowing the admin id no longer lets
 * anyone lock the admin out. On top of it the per-IP limit on /admin/login
 * (infra/rate-limit.ts) bounds the attempts a client makes across ids.
 * Unknown ids are throttled exactly like real ones (no enumeration). When
 * the cache is unreachable the backoff fails open, like the rate limits.
 */
import { createHash } from 'node:crypto';
import type { Cache } from '#infra/cache/index.ts';

export const FREE_FAILURES = 3;
export const MAX_BACKOFF_SECONDS = 15 * 60;
const MEMORY_SECONDS = 60 * 60;

const keyOf = (id: string, client: string) => `admin-login:${createHash('sha256').update(id).digest('base64url').slice(0, 22)}:${client}`;

/** Seconds a client must wait after its n-th consecutive failure for an id. */
export function backoffSeconds(failures: number): number {
  return failures <= FREE_FAILURES ? 0 : Math.min(MAX_BACKOFF_SECONDS, 2 ** (failures - FREE_FAILURES - 1));
}

/** Whole seconds this client must still wait before trying this id (0: go ahead). */
export async function loginWait(cache: Cache, id: string, client: string, now: number): Promise<number> {
  const until = Number(await cache.get(`${keyOf(id, client)}:until`)) || 0;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** Counts a failure; returns the wait (seconds) it imposes on this client for this id. */
export async function recordLoginFailure(cache: Cache, id: string, client: string, now: number): Promise<number> {
  const key = keyOf(id, client);
  const { count } = await cache.hit(`${key}:n`, MEMORY_SECONDS);
  const wait = backoffSeconds(count);
  if (wait) await cache.set(`${key}:until`, String(now + wait * 1000), wait + 60);
  return wait;
}

export async function clearLoginFailures(cache: Cache, id: string, client: string): Promise<void> {
  const key = keyOf(id, client);
  await cache.del(`${key}:n`, `${key}:until`);
}
