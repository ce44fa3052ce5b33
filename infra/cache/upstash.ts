/**
 * Upstash Redis over its REST API (@upstash/redis), for serverless hosts
 * where a TCP connection per invocation is a poor fit.
 *
 * Wire notes (checked against @upstash/redis 1.39 in node_modules):
 * - Every call is a POST with a JSON command array (`["set","k","v","nx","ex",5]`)
 *   to `/`, or an array of those to `/pipeline` / `/multi-exec`, with
 *   `Authorization: Bearer <token>`.
 * - By default the client sends `Upstash-Encoding: base64` and base64-decodes
 *   every string in the result (except a bare "OK"); we keep that default
 *   since it is what protects non-UTF-8 / emoji payloads in production.
 * - By default the client JSON.parse()s results ("automaticDeserialization"),
 *   which would turn a cached '{"a":1}' into an object and '42' into a number.
 *   Values here are opaque strings, so it is switched off.
 * - The client retries network errors 5 times with exponential backoff
 *   (~4 s in total) and has no timeout of its own; both are tightened here so
 *   an unreachable Upstash costs a request at most ~`timeoutMs`.
 */
import { Redis } from '@upstash/redis';
import { assertSeconds, type Cache, type HitResult } from './types';

export interface UpstashCacheOptions {
  url: string;
  token: string;
  /** Abort a request (including its retry) after this long. Default 2000 ms. */
  timeoutMs?: number;
  /** Network-error retries. Default 1. */
  retries?: number;
  /** Batch commands issued in the same tick into one /pipeline request. Default true. */
  autoPipelining?: boolean;
}

export class UpstashCache implements Cache {
  readonly kind = 'upstash' as const;
  readonly client: Redis;

  constructor(options: UpstashCacheOptions) {
    const timeoutMs = options.timeoutMs ?? 2_000;
    this.client = new Redis({
      url: options.url,
      token: options.token,
      automaticDeserialization: false,
      enableTelemetry: false,
      enableAutoPipelining: options.autoPipelining ?? true,
      retry: { retries: options.retries ?? 1, backoff: () => 100 },
      signal: () => AbortSignal.timeout(timeoutMs),
    });
  }

  async get(key: string): Promise<string | null> {
    return toStringOrNull(await this.client.get<string>(key));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds === undefined) {
      await this.client.set(key, value);
    } else {
      assertSeconds('ttlSeconds', ttlSeconds);
      await this.client.set(key, value, { ex: ttlSeconds });
    }
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    assertSeconds('ttlSeconds', ttlSeconds);
    const res = await this.client.set(key, value, { nx: true, ex: ttlSeconds });
    return res === 'OK';
  }

  async del(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.del(...keys);
  }

  async incr(key: string): Promise<number> {
    return Number(await this.client.incr(key));
  }

  async hit(key: string, windowSeconds: number, peekKey?: string): Promise<HitResult> {
    assertSeconds('windowSeconds', windowSeconds);
    // One /multi-exec request: INCR, EXPIRE NX (start the window only for a new key), TTL, and the peeked key's GET
    // (one HTTPS round trip for the rate limit, not two).
    const multi = this.client.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key);
    if (peekKey !== undefined) multi.get(peekKey);
    const [count, , ttl, peek] = (await multi.exec()) as unknown[];
    const remaining = Number(ttl);
    const result: HitResult = { count: Number(count), ttlSeconds: remaining > 0 ? remaining : windowSeconds };
    if (peekKey !== undefined) result.peek = toStringOrNull(peek);
    return result;
  }

  async mget(keys: readonly string[]): Promise<(string | null)[]> {
    if (keys.length === 0) return [];
    const values = await this.client.mget<(string | null)[]>(...keys);
    return values.map(toStringOrNull);
  }

  async ping(): Promise<boolean> {
    try {
      await this.client.ping();
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    // Stateless HTTP client: nothing to close.
  }
}

function toStringOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : String(value);
}

export function createUpstashCache(options: UpstashCacheOptions): UpstashCache {
  return new UpstashCache(options);
}
