/**
 * HTTP caching headers.
 *
 * - `noStoreByDefault` (app-wide): any response that did not choose a policy
 *   gets `Cache-Control: no-store`, so user- and admin-specific answers, errors
 *   and key answers are never stored by a browser or the CDN.
 * - `publicCache(policy)` (per route, public GETs only) names the route's
 *   policy; the handler answers through `sendJson`, which adds
 *   `Cache-Control: public, max-age=0, s-maxage=…, stale-while-revalidate=…`
 *   (the CDN keeps it, browsers revalidate), the body's strong ETag and
 *   `Vary: x-api-key`, and answers a matching If-None-Match with 304. The Vary
 *   keeps the key check meaningful behind a CDN: each key (rotated hourly) has
 *   its own cache entry, and a request without a valid key never gets a cached
 *   200. `'revalidate'` (`public, no-cache`) lets caches store the response
 *   but sends every view back to the server as a cheap conditional request:
 *   used where each view must be counted.
 * A handler that sets Cache-Control itself (e.g. ?nocache=true) keeps it.
 */
import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { AppBindings } from '../context';
import type { JsonEntry } from '../read-cache';

export interface CachePolicy {
  /** Seconds a shared cache (CDN) may serve the response fresh. */
  sMaxAge: number;
  /** Seconds it may keep serving it stale while refetching in the background. */
  staleWhileRevalidate: number;
}

export const CACHE_POLICIES = {
  /** Content lists and single items: invalidated on writes in Redis, short at the CDN. */
  content: { sMaxAge: 60, staleWhileRevalidate: 300 },
  /** Rarely changing lists (categories, exams, batches). */
  stable: { sMaxAge: 300, staleWhileRevalidate: 3600 },
  /** Live update pages: fresh within seconds. */
  live: { sMaxAge: 10, staleWhileRevalidate: 30 },
  /** Live counters (GET /public/counts): every visitor of a page asks the same URL, so the CDN answers most. */
  counts: { sMaxAge: 15, staleWhileRevalidate: 15 },
} as const satisfies Record<string, CachePolicy>;

export const noStoreByDefault: MiddlewareHandler<AppBindings> = async (c, next) => {
  await next();
  if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'no-store');
};

export function etagMatches(etag: string, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === etag);
}

export function publicCache(policy: CachePolicy | 'revalidate'): MiddlewareHandler<AppBindings> {
  const header =
    policy === 'revalidate'
      ? 'public, no-cache'
      : `public, max-age=0, s-maxage=${policy.sMaxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`;
  return async (c, next) => {
    c.set('cachePolicy', header);
    await next();
  };
}

/**
 * Answers 200 with a serialized body (or 304 when the client has it), with
 * the route's public caching headers. Typed as the JSON the body came from.
 */
export function sendJson<T>(c: Context<AppBindings>, entry: JsonEntry<T>): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const policy = c.var.cachePolicy;
  const headers: Record<string, string> = policy ? { 'Cache-Control': policy, ETag: entry.etag, Vary: 'x-api-key' } : {};
  const response =
    policy && etagMatches(entry.etag, c.req.header('if-none-match'))
      ? c.body(null, 304, headers)
      : c.body(entry.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': 'application/json' });
  return response as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}
