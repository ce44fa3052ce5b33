/**
 * In-process cache: the default on a machine without Redis, and the fallback
 * the best-effort wrapper uses for counters and locks while the shared backend
 * is down. Expiry is lazy on read plus a periodic unref'd sweep; the number of
 * entries is bounded (oldest written entry is evicted first).
 */
import { assertSeconds, type Cache, type HitResult } from './types';

export interface MemoryCacheOptions {
  /** Upper bound on stored keys; the least recently written key is evicted. Default 10,000. */
  maxEntries?: number;
  /** How often expired entries are swept. Default 60 s. 0 disables the sweep. */
  sweepIntervalMs?: number;
}

interface Entry {
  value: string;
  /** Epoch ms, or null for no expiry. */
  expiresAt: number | null;
}

export class MemoryCache implements Cache {
  readonly kind = 'memory' as const;
  readonly maxEntries: number;
  private readonly store = new Map<string, Entry>();
  private sweepTimer: ReturnType<typeof setInterval> | undefined;

  constructor(options: MemoryCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 10_000);
    const every = options.sweepIntervalMs ?? 60_000;
    if (every > 0) {
      this.sweepTimer = setInterval(() => this.sweep(), every);
      this.sweepTimer.unref?.();
    }
  }

  /** Number of stored entries (expired ones not yet swept included). */
  get size(): number {
    return this.store.size;
  }

  /** Drops every expired entry; returns how many were removed. */
  sweep(): number {
    const now = Date.now();
    let removed = 0;
    for (const [key, entry] of this.store) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) {
        this.store.delete(key);
        removed++;
      }
    }
    return removed;
  }

  private live(key: string): Entry | undefined {
    const entry = this.store.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.store.delete(key);
      return undefined;
    }
    return entry;
  }

  private write(key: string, entry: Entry): void {
    // Re-insert so Map order is "least recently written first".
    this.store.delete(key);
    this.store.set(key, entry);
    while (this.store.size > this.maxEntries) {
      const oldest = this.store.keys().next().value;
      if (oldest === undefined) break;
      this.store.delete(oldest);
    }
  }

  private increment(key: string): Entry {
    const entry = this.live(key);
    const current = entry ? Number(entry.value) : 0;
    if (!Number.isSafeInteger(current) || (entry && !/^-?\d+$/.test(entry.value))) {
      throw new Error('ERR value is not an integer or out of range');
    }
    const next: Entry = { value: String(current + 1), expiresAt: entry?.expiresAt ?? null };
    this.write(key, next);
    return next;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds !== undefined) assertSeconds('ttlSeconds', ttlSeconds);
    this.write(key, { value, expiresAt: ttlSeconds === undefined ? null : Date.now() + ttlSeconds * 1000 });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    assertSeconds('ttlSeconds', ttlSeconds);
    if (this.live(key)) return false;
    this.write(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
    return true;
  }

  async del(...keys: string[]): Promise<void> {
    for (const key of keys) this.store.delete(key);
  }

  async incr(key: string): Promise<number> {
    return Number(this.increment(key).value);
  }

  async hit(key: string, windowSeconds: number, peekKey?: string): Promise<HitResult> {
    assertSeconds('windowSeconds', windowSeconds);
    const entry = this.increment(key);
    const now = Date.now();
    // EXPIRE NX: only start the window when the key has no expiry yet.
    if (entry.expiresAt === null) entry.expiresAt = now + windowSeconds * 1000;
    const result: HitResult = {
      count: Number(entry.value),
      ttlSeconds: Math.max(1, Math.ceil((entry.expiresAt - now) / 1000)),
    };
    if (peekKey !== undefined) result.peek = this.live(peekKey)?.value ?? null;
    return result;
  }

  async mget(keys: readonly string[]): Promise<(string | null)[]> {
    return keys.map((key) => this.live(key)?.value ?? null);
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
    this.store.clear();
  }
}

export function createMemoryCache(options?: MemoryCacheOptions): MemoryCache {
  return new MemoryCache(options);
}
