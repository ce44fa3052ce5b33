/**
 * Best-effort wrapper: the cache is an optimisation, so an unreachable
 * backend must degrade the site, never break it. No method of the wrapped
 * cache throws.
 *
 * While the backend is failing:
 * - get / mget return null(s) (a miss: callers load from the database);
 *   set / del are dropped.
 * - hit returns { count: 1, ttlSeconds: window }: rate limiting fails open.
 * - incr falls back to an in-process counter so versioned invalidation keeps
 *   working inside this process; the keys are remembered and incremented on
 *   the backend once it is reachable again, so entries cached before the
 *   outage under the old version are not served after it.
 * - setIfAbsent falls back to an in-process SET NX EX. It is used as the lock
 *   around API-key rotation: answering `false` while the backend is down would
 *   mean no instance ever rotates the key; answering `true` to every caller
 *   would let concurrent rotations in one process race. The in-process lock
 *   gives exactly "single instance" semantics: the first caller gets true,
 *   others in this process get false until the TTL ends.
 * - ping returns false.
 *
 * The outage is logged once (warn) when the backend becomes unreachable and
 * once (info) when it recovers, not once per request.
 */
import { keepAlive } from '../after-response';
import { MemoryCache } from './memory';
import { consoleLogger, type Cache, type CacheKind, type CacheLogger, type HitResult } from './types';

export interface BestEffortCache extends Cache {
  /** The wrapped backend. */
  readonly inner: Cache;
  /** False after a failed call, until a call succeeds again. */
  readonly healthy: boolean;
}

class BestEffort implements BestEffortCache {
  readonly kind: CacheKind;
  private down = false;
  private readonly fallback = new MemoryCache({ maxEntries: 1_000 });
  /** incr keys that could not reach the backend; replayed on recovery. */
  private readonly pendingIncr = new Set<string>();
  private flushing = false;

  constructor(
    readonly inner: Cache,
    private readonly logger: CacheLogger,
  ) {
    this.kind = inner.kind;
  }

  get healthy(): boolean {
    return !this.down;
  }

  private failed(op: string, error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(`${this.kind} cache unreachable; continuing without it`, {
      op,
      error: error instanceof Error ? error.message : String(error),
    });
  }

  private succeeded(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.info(`${this.kind} cache reachable again`);
    keepAlive(this.flushPendingIncr()); // after the response on Vercel
  }

  private async flushPendingIncr(): Promise<void> {
    if (this.flushing || this.pendingIncr.size === 0) return;
    this.flushing = true;
    try {
      for (const key of [...this.pendingIncr]) {
        this.pendingIncr.delete(key);
        try {
          await this.inner.incr(key);
        } catch {
          this.pendingIncr.add(key);
          break;
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async attempt<T>(op: string, run: () => Promise<T>, fallback: () => T | Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await run();
    } catch (error) {
      if (error instanceof RangeError) {
        // A bad argument (e.g. ttl 0) is a caller bug, not an outage.
        this.logger.warn(`invalid ${op} call: ${error.message}`);
      } else {
        this.failed(op, error);
      }
      return fallback();
    }
    this.succeeded();
    return result;
  }

  get(key: string): Promise<string | null> {
    return this.attempt('get', () => this.inner.get(key), () => null);
  }

  set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    return this.attempt('set', () => this.inner.set(key, value, ttlSeconds), () => undefined);
  }

  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    return this.attempt(
      'setIfAbsent',
      () => this.inner.setIfAbsent(key, value, ttlSeconds),
      () => this.fallback.setIfAbsent(key, value, Number.isFinite(ttlSeconds) ? Math.max(1, Math.ceil(ttlSeconds)) : 60),
    );
  }

  del(...keys: string[]): Promise<void> {
    return this.attempt('del', () => this.inner.del(...keys), () => undefined);
  }

  incr(key: string): Promise<number> {
    return this.attempt(
      'incr',
      () => this.inner.incr(key),
      async () => {
        this.pendingIncr.add(key);
        try {
          return await this.fallback.incr(key);
        } catch {
          await this.fallback.del(key);
          return this.fallback.incr(key);
        }
      },
    );
  }

  hit(key: string, windowSeconds: number, peekKey?: string): Promise<HitResult> {
    return this.attempt('hit', () => this.inner.hit(key, windowSeconds, peekKey), () => ({
      count: 1,
      ttlSeconds: windowSeconds,
      ...(peekKey === undefined ? {} : { peek: null }),
    }));
  }

  mget(keys: readonly string[]): Promise<(string | null)[]> {
    return this.attempt('mget', () => this.inner.mget(keys), () => keys.map(() => null));
  }

  async ping(): Promise<boolean> {
    let ok: boolean;
    try {
      ok = await this.inner.ping();
    } catch {
      ok = false;
    }
    if (ok) this.succeeded();
    else this.failed('ping', new Error('ping failed'));
    return ok;
  }

  async close(): Promise<void> {
    await this.fallback.close();
    try {
      await this.inner.close();
    } catch {
      // closing a dead connection is not worth reporting
    }
  }
}

export function bestEffort(inner: Cache, logger: CacheLogger = consoleLogger): BestEffortCache {
  return new BestEffort(inner, logger);
}
