/**
 * Read-through caching of public reads on the shared cache, with O(1)
 * invalidation per content area (`invalidate` in infra/cache bumps `v:<area>`,
 * e.g. from POST /admin/clear-cache or an admin write).
 *
 * `cachedJson` is the response cache. It keeps serialized JSON bodies with
 * their ETag, so a hit is served as is: no query, no parse, no
 * re-serialization, no hashing.
 * - Shared level (Redis / Upstash / memory): entry `j:<areas>:<key>` holds
 *   `<versions>\n<etag>\n<body>` and counts only while `<versions>` are the
 *   areas' current versions; bumping an area's version invalidates every
 *   entry of the area at once.
 * - Process level: the encoded bytes of recently served entries, tagged with
 *   the versions they were read under. Every request still reads the current
 *   versions from the shared cache (one small MGET), so an invalidation by any
 *   instance is seen at once; only the body transfer and encoding are saved.
 *   (Concurrent requests for the same areas share one version read.)
 *   Bounded by total size and count (least recently used out first).
 *
 * `readThrough` (infra/cache `cached`, entries `c:<area>:<version>:<key>`)
 * caches values a handler needs as objects (a mock test before scoring).
 * TTLs only bound how long an orphaned entry lingers.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { areaVersions, cached, type Area, type Cache } from '#infra/cache/index.ts';
import type { AppBindings } from './context';

export const READ_TTL_SECONDS = 600;
const NEAR_CACHE_BYTES = 32 * 1024 * 1024;
const NEAR_CACHE_ENTRIES = 5_000;
/** Upper bound on serving a process-level copy (matters only while the shared cache is unreachable). */
const NEAR_CACHE_MAX_AGE_MS = 60_000;
const encoder = new TextEncoder();
const NULL_BODY = 'null';

/** A serialized JSON body and its ETag; `T` is the type the body was made from. */
export interface JsonEntry<T> {
  bytes: Uint8Array;
  etag: string;
  /** The value was null (e.g. no such article). */
  isNull: boolean;
  /** Phantom: keeps the value's type for the typed response. */
  readonly __type?: T;
}

function entryOf<T>(body: string, etag: string): JsonEntry<T> {
  return { bytes: encoder.encode(body), etag, isNull: body === NULL_BODY };
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Serializes a value into an entry (also for answers that are not cached). */
export function jsonEntry<T>(value: T): JsonEntry<T> {
  const body = JSON.stringify(value);
  return entryOf(body, etagOf(body));
}

export const isNullEntry = (entry: JsonEntry<unknown>): boolean => entry.isNull;

const decoder = new TextDecoder();
/** The value back from an entry (for small entries a handler needs as an object). */
export const parseEntry = <T>(entry: JsonEntry<T>): T => JSON.parse(decoder.decode(entry.bytes)) as T;

// ---------------------------------------------------------------- process level

interface NearEntry {
  versions: string;
  entry: JsonEntry<unknown>;
  storedAt: number;
}

class NearCache {
  private readonly entries = new Map<string, NearEntry>();
  private bytes = 0;

  get(key: string, versions: string): JsonEntry<unknown> | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.versions !== versions || Date.now() - hit.storedAt > NEAR_CACHE_MAX_AGE_MS) return undefined;
    this.entries.delete(key); // most recently used last
    this.entries.set(key, hit);
    return hit.entry;
  }

  set(key: string, versions: string, entry: JsonEntry<unknown>): void {
    const old = this.entries.get(key);
    if (old) this.bytes -= old.entry.bytes.length;
    this.entries.delete(key);
    this.entries.set(key, { versions, entry, storedAt: Date.now() });
    this.bytes += entry.bytes.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= NEAR_CACHE_BYTES && this.entries.size <= NEAR_CACHE_ENTRIES) break;
      this.entries.delete(k);
      this.bytes -= v.entry.bytes.length;
    }
  }
}

const nearCaches = new WeakMap<Cache, NearCache>();
function nearCacheOf(cache: Cache): NearCache {
  let near = nearCaches.get(cache);
  if (!near) nearCaches.set(cache, (near = new NearCache()));
  return near;
}

// ---------------------------------------------------------------- read-through

export async function cachedJson<T>(
  c: Context<AppBindings>,
  areas: Area | readonly Area[],
  key: string,
  load: () => Promise<T>,
  ttlSeconds = READ_TTL_SECONDS,
): Promise<JsonEntry<T>> {
  const { cache } = c.var.deps;
  const list: readonly Area[] = typeof areas === 'string' ? [areas] : areas;
  const entryKey = `j:${list.join(',')}:${key}`;
  const versions = await areaVersions(cache, list);
  // While the shared cache is unreachable the versions read as '0': skip the process copies then.
  const near = (cache as { healthy?: boolean }).healthy === false ? undefined : nearCacheOf(cache);
  const close = near?.get(entryKey, versions);
  if (close) return close as JsonEntry<T>;

  const stored = await cache.get(entryKey);
  if (stored) {
    const first = stored.indexOf('\n');
    const second = stored.indexOf('\n', first + 1);
    if (first > 0 && second > first && stored.slice(0, first) === versions) {
      const entry = entryOf<T>(stored.slice(second + 1), stored.slice(first + 1, second));
      near?.set(entryKey, versions, entry);
      return entry;
    }
  }
  const body = JSON.stringify(await load());
  const etag = etagOf(body);
  await cache.set(entryKey, `${versions}\n${etag}\n${body}`, ttlSeconds);
  const entry = entryOf<T>(body, etag);
  near?.set(entryKey, versions, entry);
  return entry;
}

export function readThrough<T>(c: Context<AppBindings>, area: Area, key: string, load: () => Promise<T>, ttlSeconds = READ_TTL_SECONDS): Promise<T> {
  return cached(c.var.deps.cache, area, key, ttlSeconds, load);
}
