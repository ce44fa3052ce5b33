/**
 * Every key of a deployment lives under one prefix, so deployments that share
 * a Redis or Upstash database (Vercel's Preview and Production on one Upstash
 * store is common) do not share API keys, cached responses, rate-limit buckets
 * or admin-session revocations. Applied by `createCache` to every backend, so
 * no caller (rate limits, API-key rotation, read cache) builds a key that
 * escapes it.
 *
 * The prefix is CACHE_KEY_PREFIX when set; otherwise the deployment
 * (VERCEL_ENV, or 'local'/'preview'/'production') and a short hash of the
 * database's identity (DATABASE_URL's host and database name, or the embedded
 * database's folder): two deployments share cached data only when they share
 * the data it mirrors.
 */
import { createHash } from 'node:crypto';
import type { Cache, CacheKind, HitResult } from './types';

export interface KeyPrefixConfig {
  CACHE_KEY_PREFIX?: string;
  VERCEL_ENV?: string;
  DATABASE_URL?: string;
  /** From infra/env.ts: 'local', 'preview' or 'production'. */
  deployment?: string;
  /** The embedded database's folder (infra/env.ts, absolute). */
  dataDir?: string;
}

/** The database a deployment reads: host and database name (no user or password, so rotating a password keeps the prefix). */
function databaseIdentity(config: KeyPrefixConfig): string {
  const url = config.DATABASE_URL?.trim();
  if (url) {
    try {
      const parsed = new URL(url);
      return `${parsed.host}${parsed.pathname}`;
    } catch {
      return url;
    }
  }
  return `pglite:${config.dataDir ?? ''}`;
}

/** The key prefix of this deployment (ends with ':'). */
export function cacheKeyPrefix(config: KeyPrefixConfig): string {
  const explicit = config.CACHE_KEY_PREFIX?.trim();
  if (explicit) return explicit.endsWith(':') ? explicit : `${explicit}:`;
  const deployment = (config.VERCEL_ENV?.trim() || config.deployment || 'local').replace(/[^\w-]/g, '_');
  const hash = createHash('sha256').update(databaseIdentity(config)).digest('hex').slice(0, 10);
  return `${deployment}-${hash}:`;
}

/** `inner` with every key put under `prefix` (hit's INCR/EXPIRE/TTL included: they name one key). */
class Prefixed implements Cache {
  readonly kind: CacheKind;
  constructor(
    readonly inner: Cache,
    readonly prefix: string,
  ) {
    this.kind = inner.kind;
  }
  private k = (key: string): string => this.prefix + key;
  get(key: string): Promise<string | null> {
    return this.inner.get(this.k(key));
  }
  set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    return this.inner.set(this.k(key), value, ttlSeconds);
  }
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    return this.inner.setIfAbsent(this.k(key), value, ttlSeconds);
  }
  del(...keys: string[]): Promise<void> {
    return this.inner.del(...keys.map(this.k));
  }
  incr(key: string): Promise<number> {
    return this.inner.incr(this.k(key));
  }
  hit(key: string, windowSeconds: number, peekKey?: string): Promise<HitResult> {
    return this.inner.hit(this.k(key), windowSeconds, peekKey === undefined ? undefined : this.k(peekKey));
  }
  mget(keys: readonly string[]): Promise<(string | null)[]> {
    return this.inner.mget(keys.map(this.k));
  }
  ping(): Promise<boolean> {
    return this.inner.ping();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

export function withKeyPrefix(inner: Cache, prefix: string): Cache {
  return prefix ? new Prefixed(inner, prefix) : inner;
}
