/**
 * One small cache interface shared by every backend (in-process memory, Redis
 * over TCP via ioredis, Upstash over REST). Values are plain strings: callers
 * JSON-encode what they store.
 */

export type CacheKind = 'memory' | 'redis' | 'upstash';

export interface HitResult {
  /** The counter value after this hit (1 for the first hit of a window). */
  count: number;
  /** Seconds until the current window ends (the key expires). */
  ttlSeconds: number;
  /** With a `peekKey`: that key's value, read in the same round trip (null when missing). */
  peek?: string | null;
}

export interface Cache {
  readonly kind: CacheKind;
  /** The value, or null when the key is missing or expired. */
  get(key: string): Promise<string | null>;
  /** Store a value; without ttlSeconds the key does not expire (and any previous expiry is cleared). */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** SET NX EX: true if the key was absent and is now set (used as a lock). */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  del(...keys: string[]): Promise<void>;
  /** Atomic increment (missing key counts as 0); keeps an existing expiry. */
  incr(key: string): Promise<number>;
  /**
   * Fixed-window counter: increments the key and starts its expiry only when
   * the key has none yet (i.e. it is new), atomically. `peekKey` (the rate
   * limit's previous window) is read in the same round trip: one command
   * (Redis, autopipelined with the other requests' hits) or one REST call (Upstash).
   */
  hit(key: string, windowSeconds: number, peekKey?: string): Promise<HitResult>;
  /** Values in the order of `keys`. */
  mget(keys: readonly string[]): Promise<(string | null)[]>;
  /** True when the backend is reachable. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface CacheLogger {
  info(message: string, meta?: Record<string, unknown>): void;
  warn(message: string, meta?: Record<string, unknown>): void;
}

export const consoleLogger: CacheLogger = {
  info: (message, meta) => console.info(`[cache] ${message}`, ...(meta ? [meta] : [])),
  warn: (message, meta) => console.warn(`[cache] ${message}`, ...(meta ? [meta] : [])),
};

/** Validates a TTL / window argument (whole seconds, at least 1). */
export function assertSeconds(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a whole number of seconds >= 1, got ${value}`);
  }
}
