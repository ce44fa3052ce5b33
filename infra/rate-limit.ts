/**
 * Per-client rate limiting on the shared cache (Redis / Upstash / memory),
 * the real guard behind the public API key.
 *
 * Sliding-window approximation built from two fixed windows: the count of the
 * current window plus the previous window's count weighted by how much of it
 * still overlaps the sliding window. This removes the fixed window's "double
 * burst" at a window edge while costing one atomic `hit` (INCR + EXPIRE NX)
 * with the previous window's GET in the same round trip (one script on Redis,
 * one REST call on Upstash). Window keys live two windows,
 * so the previous one is still readable.
 *
 * When the cache is unreachable the best-effort wrapper answers `hit` with a
 * count of 1: limits fail open rather than taking the site down.
 */
import type { Cache } from './cache';

export interface RateLimitRule {
  /** Bucket name, part of the key (e.g. 'search'). */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  /** Requests left in the sliding window after this one (0 when refused). */
  remaining: number;
  /** Whole seconds until a request would be allowed again (0 when allowed). */
  retryAfterSeconds: number;
}

/** The limits of the public API, per client IP. */
export const RATE_LIMITS = {
  search: { name: 'search', limit: 120, windowSeconds: 60 },
  submit: { name: 'submit', limit: 20, windowSeconds: 60 },
  /** POST /mocks/{slug}/checkpoint: one per closed section of an attempt (a few per test), retries included. */
  checkpoint: { name: 'checkpoint', limit: 60, windowSeconds: 60 },
  /** POST /mocks/{slug}/start creates a row per call. */
  mockStart: { name: 'mock-start', limit: 60, windowSeconds: 60 },
  download: { name: 'download', limit: 30, windowSeconds: 60 },
  auth: { name: 'auth', limit: 30, windowSeconds: 60 },
  adminLogin: { name: 'admin-login', limit: 10, windowSeconds: 300 },
  /** "Report this question": plenty for a real reviewer, a wall for a flood. */
  questionReport: { name: 'question-report', limit: 10, windowSeconds: 600 },
} as const satisfies Record<string, RateLimitRule>;

export async function checkRateLimit(cache: Cache, rule: RateLimitRule, clientId: string, nowMs = Date.now()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const window = Math.floor(nowMs / windowMs);
  const elapsed = (nowMs - window * windowMs) / windowMs; // 0 ≤ elapsed < 1
  const base = `rl:${rule.name}:${clientId}:`;
  const hit = await cache.hit(base + window, rule.windowSeconds * 2, base + (window - 1));
  const previous = Number(hit.peek ?? 0) || 0;
  const current = hit.count;
  const estimate = previous * (1 - elapsed) + current;
  if (estimate <= rule.limit) {
    return { allowed: true, limit: rule.limit, remaining: Math.max(0, Math.floor(rule.limit - estimate)), retryAfterSeconds: 0 };
  }
  return {
    allowed: false,
    limit: rule.limit,
    remaining: 0,
    retryAfterSeconds: Math.max(1, Math.ceil(secondsUntilAllowed(rule.limit, previous, current, elapsed) * rule.windowSeconds)),
  };
}

/**
 * Time (in windows) until one more request fits, assuming no other traffic:
 * first while the previous window's weight decays inside the current window,
 * otherwise once the current window has become the previous one.
 */
function secondsUntilAllowed(limit: number, previous: number, current: number, elapsed: number): number {
  if (previous > 0 && current + 1 <= limit) {
    const at = 1 - (limit - current - 1) / previous;
    if (at < 1) return Math.max(0, at - elapsed);
  }
  const next = current > 0 ? Math.max(0, 1 - (limit - 1) / current) : 0;
  return 1 - elapsed + next;
}
