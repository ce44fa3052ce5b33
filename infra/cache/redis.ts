/**
 * Redis over TCP (ioredis), configured by REDIS_URL.
 *
 * Tuned for a cache that must never hold a request hostage: no offline queue
 * (commands fail at once while disconnected instead of piling up), one retry
 * per request, a 1 s connect timeout, and background reconnects with backoff
 * capped at 5 s. Connection errors are swallowed by an 'error' listener so
 * they cannot crash the process; the best-effort wrapper turns failed commands
 * into cache misses.
 */
import { Redis, type RedisOptions } from 'ioredis';
import { assertSeconds, type Cache, type HitResult } from './types';

export interface RedisCacheOptions {
  url: string;
  /** Default 1000 ms. */
  connectTimeoutMs?: number;
  /** Per-command timeout once connected. Default 1000 ms. */
  commandTimeoutMs?: number;
  /** Called for connection errors (default: ignored; the best-effort wrapper reports outages). */
  onError?: (error: Error) => void;
  /** Extra ioredis options (tests). */
  redisOptions?: RedisOptions;
}

/**
 * `hit` as one command: INCR, EXPIRE only for a key without one (EXPIRE NX), TTL, and GET of an optional second
 * key (the rate limit's previous window). KEYS[1] the counter, KEYS[2] the peeked key; ARGV[1] the window (s).
 * Atomic as the MULTI it replaces; a Lua false is a nil reply (the peeked key missing).
 */
export const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl == -1 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
local peek = false
if #KEYS > 1 then peek = redis.call('GET', KEYS[2]) end
return {count, ttl, peek}
`;

type HitReply = [number, number, string | null];
interface HitCommand {
  rlhit(numberOfKeys: number, ...args: (string | number)[]): Promise<HitReply>;
}

/** Reconnect delay: 100 ms, 200 ms, ... capped at 5 s. Never gives up. */
export function reconnectDelay(attempt: number): number {
  return Math.min(attempt * 100, 5_000);
}

export class RedisCache implements Cache {
  readonly kind = 'redis' as const;
  readonly client: Redis;
  private connecting: Promise<void> | undefined;
  private closed = false;

  constructor(options: RedisCacheOptions) {
    this.client = new Redis(options.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: options.connectTimeoutMs ?? 1_000,
      commandTimeout: options.commandTimeoutMs ?? 1_000,
      retryStrategy: reconnectDelay,
      // Commands issued in the same tick (concurrent requests each reading their
      // area versions) go out in one write: fewer syscalls under load.
      enableAutoPipelining: true,
      ...options.redisOptions,
    });
    // EVALSHA after the first EVAL on a connection (ioredis's Script; NOSCRIPT after a Redis restart is sent again).
    this.client.defineCommand('rlhit', { lua: HIT_SCRIPT });
    const onError = options.onError;
    this.client.on('error', (error: Error) => onError?.(error));
  }

  /**
   * With lazyConnect and no offline queue, a command issued before the first
   * connection is ready would be rejected, so the first callers wait for the
   * initial connect. Afterwards (including while ioredis reconnects in the
   * background) commands are sent straight away and fail fast when down.
   */
  private async ready(): Promise<void> {
    if (this.closed) throw new Error('cache closed');
    if (this.client.status === 'wait' && !this.connecting) {
      this.connecting = this.client.connect().finally(() => {
        this.connecting = undefined;
      });
    }
    if (this.connecting) await this.connecting;
  }

  async get(key: string): Promise<string | null> {
    await this.ready();
    return this.client.get(key);
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    await this.ready();
    if (ttlSeconds === undefined) {
      await this.client.set(key, value);
    } else {
      assertSeconds('ttlSeconds', ttlSeconds);
      await this.client.set(key, value, 'EX', ttlSeconds);
    }
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    assertSeconds('ttlSeconds', ttlSeconds);
    await this.ready();
    const res = await this.client.set(key, value, 'EX', ttlSeconds, 'NX');
    return res === 'OK';
  }

  async del(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.ready();
    await this.client.del(...keys);
  }

  async incr(key: string): Promise<number> {
    await this.ready();
    return this.client.incr(key);
  }

  private get hitCommand(): HitCommand {
    return this.client as unknown as HitCommand;
  }

  async hit(key: string, windowSeconds: number, peekKey?: string): Promise<HitResult> {
    assertSeconds('windowSeconds', windowSeconds);
    await this.ready();
    // One script (atomic like MULTI, but one command: autopipelined with the other requests' commands, where a
    // MULTI/EXEC went out as a write of its own per request): HIT_SCRIPT above.
    const [count, ttl, peek] = peekKey === undefined ? await this.hitCommand.rlhit(1, key, windowSeconds) : await this.hitCommand.rlhit(2, key, peekKey, windowSeconds);
    const result: HitResult = { count: Number(count), ttlSeconds: Number(ttl) > 0 ? Number(ttl) : windowSeconds };
    if (peekKey !== undefined) result.peek = peek ?? null;
    return result;
  }

  async mget(keys: readonly string[]): Promise<(string | null)[]> {
    if (keys.length === 0) return [];
    await this.ready();
    return this.client.mget(...keys);
  }

  async ping(): Promise<boolean> {
    try {
      await this.ready();
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.client.status === 'ready') {
      try {
        await this.client.quit();
        return;
      } catch {
        // fall through to a hard disconnect
      }
    }
    this.client.disconnect();
  }
}

export function createRedisCache(options: RedisCacheOptions): RedisCache {
  return new RedisCache(options);
}
