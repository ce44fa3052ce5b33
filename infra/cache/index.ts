/**
 * The cache used for API response caching, API-key rotation locks and rate
 * limiting. `createCache(env)` picks the backend:
 *
 *   UPSTASH_REDIS_REST_URL + UPSTASH_REDIS_REST_TOKEN  -> Upstash (REST)
 *   REDIS_URL                                          -> Redis (TCP, ioredis)
 *   neither                                            -> in-process memory
 *
 * puts every key under the deployment's prefix (`./prefix`: CACHE_KEY_PREFIX,
 * else derived from the deployment and its database), and always wraps it in
 * `bestEffort`, so callers never see cache errors.
 *
 * Response caching uses versioned keys for O(1) invalidation:
 *   v:<area>                      a counter, bumped by `invalidate`
 *   c:<area>:<version>:<key>      the cached JSON for one response
 * Bumping the counter orphans every entry of the area at once; they expire by
 * their TTL. (The v: keys carry no TTL, so a Redis with an eviction policy
 * should use a volatile-* policy, which never evicts them.)
 */
import { bestEffort, type BestEffortCache } from './best-effort';
import { MemoryCache, type MemoryCacheOptions } from './memory';
import { cacheKeyPrefix, withKeyPrefix, type KeyPrefixConfig } from './prefix';
import { RedisCache } from './redis';
import { UpstashCache } from './upstash';
import { consoleLogger, type Cache, type CacheLogger } from './types';

export type { Cache, CacheKind, CacheLogger, HitResult } from './types';
export type { BestEffortCache } from './best-effort';
export { bestEffort } from './best-effort';
export { MemoryCache, createMemoryCache } from './memory';
export { RedisCache, createRedisCache } from './redis';
export { UpstashCache, createUpstashCache } from './upstash';
export { cacheKeyPrefix, withKeyPrefix } from './prefix';

export interface CacheConfig extends KeyPrefixConfig {
  REDIS_URL?: string;
  UPSTASH_REDIS_REST_URL?: string;
  UPSTASH_REDIS_REST_TOKEN?: string;
}

export interface CreateCacheOptions {
  logger?: CacheLogger;
  /** Prepended to every key; default `cacheKeyPrefix(config)` (tests and benchmarks pass a private one). */
  keyPrefix?: string;
  memory?: MemoryCacheOptions;
}

/** Chooses and builds the backend (Upstash > Redis > memory), wrapped best-effort. */
export function createCache(config: CacheConfig = {}, options: CreateCacheOptions = {}): BestEffortCache {
  const logger = options.logger ?? consoleLogger;
  const url = config.UPSTASH_REDIS_REST_URL?.trim();
  const token = config.UPSTASH_REDIS_REST_TOKEN?.trim();
  const redisUrl = config.REDIS_URL?.trim();
  let inner: Cache;
  if (url && token) {
    inner = new UpstashCache({ url, token });
  } else if (redisUrl) {
    inner = new RedisCache({ url: redisUrl });
  } else {
    inner = new MemoryCache(options.memory);
  }
  // The one place a key gets its prefix: every command of every caller goes through it.
  return bestEffort(withKeyPrefix(inner, options.keyPrefix ?? cacheKeyPrefix(config)), logger);
}

export const AREAS = ['articles', 'categories', 'series', 'mocks', 'live', 'ads', 'resources', 'batches'] as const;
export type Area = (typeof AREAS)[number];

export const versionKey = (area: Area): string => `v:${area}`;

/**
 * Read-through cache for one response. Looks up `c:<area>:<version>:<key>`
 * (version from `v:<area>`, '0' when missing); on a miss runs `load` and
 * stores its JSON for `ttlSeconds`. Any cache failure (or an unreadable
 * entry) just means `load` runs; errors from `load` propagate.
 */
export async function cached<T>(
  cache: Cache,
  area: Area,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  let entryKey: string | undefined;
  try {
    const version = (await cache.get(versionKey(area))) ?? '0';
    entryKey = `c:${area}:${version}:${key}`;
    const hit = await cache.get(entryKey);
    if (hit !== null) return JSON.parse(hit) as T;
  } catch {
    // unreachable cache or a corrupt entry: fall through to load
  }
  const value = await load();
  if (entryKey !== undefined && value !== undefined) {
    try {
      await cache.set(entryKey, JSON.stringify(value), ttlSeconds);
    } catch {
      // best effort
    }
  }
  return value;
}

/**
 * Reads in flight per cache, by area list: concurrent requests for the same
 * areas share one read of their versions (one MGET instead of one per request).
 */
const versionReads = new WeakMap<Cache, Map<string, Promise<string>>>();

/**
 * The current versions of the areas, joined with '.' ('0' for an area never
 * invalidated): the part of an entry key that an invalidation changes.
 */
export function areaVersions(cache: Cache, areas: readonly Area[]): Promise<string> {
  let reads = versionReads.get(cache);
  if (!reads) versionReads.set(cache, (reads = new Map()));
  const id = areas.join(',');
  let read = reads.get(id);
  if (!read) {
    const inFlight = reads;
    read = cache.mget(areas.map(versionKey)).then((values) => values.map((v) => v ?? '0').join('.'));
    const done = () => {
      if (inFlight.get(id) === read) inFlight.delete(id);
    };
    read.then(done, done);
    reads.set(id, read);
  }
  return read;
}

/** Invalidates every cached response of the given areas (one INCR each). */
export async function invalidate(cache: Cache, ...areas: Area[]): Promise<void> {
  await Promise.all([...new Set(areas)].map((area) => cache.incr(versionKey(area))));
  // A version read that started before the bump must not serve requests that come after it.
  const reads = versionReads.get(cache);
  if (reads) for (const id of [...reads.keys()]) if (id.split(',').some((a) => areas.includes(a as Area))) reads.delete(id);
}
