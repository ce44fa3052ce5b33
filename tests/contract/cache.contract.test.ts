/**
 * Contract tests for infra/cache: every backend must behave the same.
 *
 * - memory: always.
 * - redis: when REDIS_URL is set (CI: redis://127.0.0.1:6379).
 * - upstash: always, against tests/support/upstash-standin.ts, which forwards
 *   to the real Redis when REDIS_URL is set and otherwise runs in memory.
 *
 * Keys on the shared Redis live under a per-run prefix and are deleted after.
 */
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AREAS,
  areaVersions,
  bestEffort,
  cached,
  createCache,
  invalidate,
  MemoryCache,
  RedisCache,
  UpstashCache,
  withKeyPrefix,
  type Cache,
  type CacheKind,
  type CacheLogger,
} from '#infra/cache/index.ts';
import { startUpstashStandin, type UpstashStandin } from '../support/upstash-standin';

const REDIS_URL = process.env.REDIS_URL?.trim() || undefined;
const RUN = `cachetest:${process.pid}:${Date.now().toString(36)}:`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function spyLogger() {
  const warn = vi.fn<CacheLogger['warn']>();
  const info = vi.fn<CacheLogger['info']>();
  return { logger: { warn, info } satisfies CacheLogger, warn, info };
}

/** A TCP port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let standin: UpstashStandin;
let admin: Redis | undefined;

beforeAll(async () => {
  standin = await startUpstashStandin({ redisUrl: REDIS_URL });
  if (REDIS_URL) admin = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
});

afterAll(async () => {
  await standin?.close();
  if (admin) {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await admin.scan(cursor, 'MATCH', `${RUN}*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    if (keys.length) await admin.del(...keys);
    expect(await admin.keys(`${RUN}*`)).toEqual([]);
    await admin.quit();
  }
});

interface Backend {
  name: CacheKind;
  make: (prefix: string) => Cache;
}

const backends: Backend[] = [
  { name: 'memory', make: () => new MemoryCache() },
  ...(REDIS_URL ? [{ name: 'redis' as const, make: (p: string) => withKeyPrefix(new RedisCache({ url: REDIS_URL }), p) }] : []),
  {
    name: 'upstash',
    make: (p: string) => withKeyPrefix(new UpstashCache({ url: standin.url, token: standin.token }), p),
  },
];

describe.each(backends)('$name cache contract', ({ name, make }) => {
  let cache: Cache;
  let n = 0;
  const key = (label: string) => `${label}:${++n}`;

  beforeAll(() => {
    cache = make(`${RUN}${name}:`);
  });
  afterAll(async () => {
    await cache.close();
  });

  it('reports its kind and answers ping', async () => {
    expect(cache.kind).toBe(name);
    expect(await cache.ping()).toBe(true);
  });

  it('get/set round-trips strings verbatim', async () => {
    expect(await cache.get(key('missing'))).toBeNull();
    const values = ['plain', '{"a":1,"b":[true,null]}', '42', '', 'OK', 'PONG', 'नमस्ते परीक्षा 🎯', 'abcd'];
    const keys = values.map(() => key('rt'));
    for (const [i, k] of keys.entries()) await cache.set(k, values[i]);
    for (const [i, k] of keys.entries()) expect(await cache.get(k)).toBe(values[i]);
    // overwrite
    await cache.set(keys[0], 'second');
    expect(await cache.get(keys[0])).toBe('second');
  });

  it('handles concurrent commands (auto-pipelined on upstash)', async () => {
    const keys = Array.from({ length: 20 }, () => key('par'));
    await Promise.all(keys.map((k, i) => cache.set(k, `v${i}`)));
    const got = await Promise.all(keys.map((k) => cache.get(k)));
    expect(got).toEqual(keys.map((_, i) => `v${i}`));
  });

  it('expires keys after their TTL; set without TTL clears an earlier TTL', async () => {
    const short = key('ttl');
    const persisted = key('ttl-cleared');
    const lock = key('ttl-lock');
    await cache.set(short, 'x', 1);
    await cache.set(persisted, 'y', 1);
    await cache.set(persisted, 'z');
    expect(await cache.setIfAbsent(lock, 'holder-1', 1)).toBe(true);
    expect(await cache.get(short)).toBe('x');
    await sleep(1_150);
    expect(await cache.get(short)).toBeNull();
    expect(await cache.get(persisted)).toBe('z');
    // the lock's TTL ended, so it can be taken again
    expect(await cache.setIfAbsent(lock, 'holder-2', 5)).toBe(true);
    expect(await cache.get(lock)).toBe('holder-2');
  });

  it('setIfAbsent only sets a missing key', async () => {
    const k = key('nx');
    expect(await cache.setIfAbsent(k, 'first', 30)).toBe(true);
    expect(await cache.setIfAbsent(k, 'second', 30)).toBe(false);
    expect(await cache.get(k)).toBe('first');
    await cache.del(k);
    expect(await cache.setIfAbsent(k, 'third', 30)).toBe(true);
    expect(await cache.get(k)).toBe('third');
    // concurrent contenders: exactly one wins
    const contested = key('nx-race');
    const wins = await Promise.all(Array.from({ length: 8 }, (_, i) => cache.setIfAbsent(contested, `c${i}`, 30)));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('del removes several keys and ignores missing ones', async () => {
    const [a, b, c, missing] = [key('del'), key('del'), key('del'), key('del')];
    await cache.set(a, '1');
    await cache.set(b, '2');
    await cache.set(c, '3');
    await cache.del(a, b, missing);
    expect(await cache.mget([a, b, c])).toEqual([null, null, '3']);
    await cache.del(); // no keys: no-op
    expect(await cache.get(c)).toBe('3');
  });

  it('incr is monotonic and starts from 0', async () => {
    const k = key('incr');
    expect(await cache.incr(k)).toBe(1);
    expect(await cache.incr(k)).toBe(2);
    expect(await cache.incr(k)).toBe(3);
    expect(await cache.get(k)).toBe('3');
    const seeded = key('incr-seeded');
    await cache.set(seeded, '41');
    expect(await cache.incr(seeded)).toBe(42);
    const racy = key('incr-race');
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.incr(racy)));
    expect([...results].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('hit counts within a fixed window and reports the remaining TTL', async () => {
    const k = key('hit');
    const first = await cache.hit(k, 60);
    expect(first.count).toBe(1);
    expect(first.ttlSeconds).toBeGreaterThanOrEqual(59);
    expect(first.ttlSeconds).toBeLessThanOrEqual(60);
    expect((await cache.hit(k, 60)).count).toBe(2);
    const third = await cache.hit(k, 60);
    expect(third.count).toBe(3);
    expect(third.ttlSeconds).toBeLessThanOrEqual(60);
    // a different key has its own window
    expect((await cache.hit(key('hit-other'), 60)).count).toBe(1);
    // atomic under concurrency
    const racy = key('hit-race');
    const counts = (await Promise.all(Array.from({ length: 10 }, () => cache.hit(racy, 60)))).map((h) => h.count);
    expect(counts.sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('hit reads a peeked key in the same call (the rate limit\'s previous window)', async () => {
    const [k, previous, missing] = [key('hit-peek'), key('hit-peek-prev'), key('hit-peek-none')];
    await cache.set(previous, '7');
    const first = await cache.hit(k, 60, previous);
    expect(first).toMatchObject({ count: 1, peek: '7' });
    expect(first.ttlSeconds).toBeGreaterThanOrEqual(59);
    expect(await cache.hit(k, 60, missing)).toMatchObject({ count: 2, peek: null });
    // without a peeked key: no peek field (the shape callers had)
    expect(await cache.hit(k, 60)).not.toHaveProperty('peek');
    // a counter peeked at reads as its number
    expect((await cache.hit(key('hit-peek-2'), 60, k)).peek).toBe('3');
  });

  it('hit does not extend the window and resets after it', async () => {
    const k = key('hit-window');
    expect((await cache.hit(k, 1)).count).toBe(1);
    // a later hit with a longer window must not push the expiry out (EXPIRE NX)
    const second = await cache.hit(k, 30);
    expect(second.count).toBe(2);
    expect(second.ttlSeconds).toBeLessThanOrEqual(1);
    await sleep(1_150);
    const fresh = await cache.hit(k, 1);
    expect(fresh).toEqual({ count: 1, ttlSeconds: 1 });
  });

  it('mget returns values in key order with nulls for missing keys', async () => {
    const [a, b, c] = [key('mget'), key('mget'), key('mget')];
    await cache.set(a, 'A');
    await cache.set(c, 'C');
    expect(await cache.mget([c, b, a, a])).toEqual(['C', null, 'A', 'A']);
    expect(await cache.mget([])).toEqual([]);
  });

  it('cached() + invalidate(): versioned read-through', async () => {
    const wrapped = bestEffort(cache, spyLogger().logger);
    let loads = 0;
    const load = async () => ({ n: ++loads, title: 'UPSC प्रीलिम्स' });
    const k = key('list');
    expect(await cached(wrapped, 'articles', k, 60, load)).toEqual({ n: 1, title: 'UPSC प्रीलिम्स' });
    expect(await cached(wrapped, 'articles', k, 60, load)).toEqual({ n: 1, title: 'UPSC प्रीलिम्स' });
    expect(loads).toBe(1);
    // another area is unaffected by invalidating articles
    await cached(wrapped, 'series', k, 60, load);
    expect(loads).toBe(2);
    await invalidate(wrapped, 'articles');
    expect(await cached(wrapped, 'articles', k, 60, load)).toEqual({ n: 3, title: 'UPSC प्रीलिम्स' });
    expect(await cached(wrapped, 'series', k, 60, load)).toEqual({ n: 2, title: 'UPSC प्रीलिम्स' });
    expect(loads).toBe(3);
    await invalidate(wrapped, 'articles', 'series', 'series');
    await cached(wrapped, 'articles', k, 60, load);
    await cached(wrapped, 'series', k, 60, load);
    expect(loads).toBe(5);
    expect(await wrapped.mget(['v:articles', 'v:series'])).toEqual(['2', '1']);
  });

  it('areaVersions(): concurrent reads share one MGET, and an invalidation is never hidden by one in flight', async () => {
    const wrapped = bestEffort(cache, spyLogger().logger);
    await invalidate(wrapped, 'ads');
    const mget = vi.spyOn(wrapped, 'mget');
    const before = await Promise.all([1, 2, 3].map(() => areaVersions(wrapped, ['ads', 'live'])));
    expect(mget).toHaveBeenCalledTimes(1);
    expect(new Set(before).size).toBe(1);
    const [adsVersion, liveVersion] = before[0].split('.');
    expect(Number(adsVersion)).toBeGreaterThan(0);

    // A read that started before the bump is not shared with reads after it.
    const stale = areaVersions(wrapped, ['ads', 'live']);
    await invalidate(wrapped, 'ads');
    const after = await areaVersions(wrapped, ['ads', 'live']);
    expect(after).toBe(`${Number(adsVersion) + 1}.${liveVersion}`);
    await stale;
    // Settled reads are not reused.
    await invalidate(wrapped, 'live');
    expect(await areaVersions(wrapped, ['ads', 'live'])).toBe(`${Number(adsVersion) + 1}.${Number(liveVersion) + 1}`);
    mget.mockRestore();
  });
});

describe.runIf(REDIS_URL)('redis backend specifics', () => {
  it('concurrent hits (the rate limits of concurrent requests) share their writes to Redis', async () => {
    // Issue 28: at a live test's opening every start and submit is rate-limited; a MULTI/EXEC per request was a
    // socket write (and a read) of its own. The hit is one script, autopipelined with the other requests' commands.
    const cache = new RedisCache({ url: REDIS_URL! });
    const prefix = `${RUN}pipe:`;
    await cache.hit(`${prefix}warm`, 60, `${prefix}none`); // connected, the script loaded on the connection
    const stream = (cache.client as unknown as { stream: { write: (...a: unknown[]) => boolean } }).stream;
    const write = vi.spyOn(stream, 'write');
    const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => cache.hit(`${prefix}${i % 4}`, 60, `${prefix}warm`)));
    expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5]);
    expect(hits.every((h) => h.peek === '1')).toBe(true);
    expect(write.mock.calls.length).toBeLessThanOrEqual(2);
    write.mockRestore();
    await admin!.del(...(await admin!.keys(`${prefix}*`)));
    await cache.close();
  });
});

describe('memory backend specifics', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is bounded: the least recently written entry is evicted', async () => {
    const cache = new MemoryCache({ maxEntries: 3 });
    for (const k of ['a', 'b', 'c']) await cache.set(k, k);
    await cache.set('a', 'a2'); // rewrite makes 'a' the newest
    await cache.set('d', 'd');
    expect(cache.size).toBe(3);
    expect(await cache.mget(['a', 'b', 'c', 'd'])).toEqual(['a2', null, 'c', 'd']);
    await cache.close();
  });

  it('default bound is 10,000 entries', async () => {
    const cache = new MemoryCache();
    for (let i = 0; i < 10_050; i++) await cache.set(`k${i}`, 'v');
    expect(cache.size).toBe(10_000);
    expect(await cache.get('k0')).toBeNull();
    expect(await cache.get('k10049')).toBe('v');
    await cache.close();
  });

  it('sweeps expired entries periodically (fake timers)', async () => {
    vi.useFakeTimers();
    const cache = new MemoryCache({ sweepIntervalMs: 1_000 });
    await cache.set('short', 'x', 1);
    await cache.set('long', 'y', 60);
    await cache.hit('window', 2);
    expect(cache.size).toBe(3);
    vi.advanceTimersByTime(2_100);
    expect(cache.size).toBe(1);
    expect(await cache.get('long')).toBe('y');
    expect(await cache.hit('window', 2)).toEqual({ count: 1, ttlSeconds: 2 });
    await cache.close();
  });

  it('rejects invalid TTLs', async () => {
    const cache = new MemoryCache();
    await expect(cache.set('k', 'v', 0)).rejects.toThrow(RangeError);
    await expect(cache.hit('k', 1.5)).rejects.toThrow(RangeError);
    await cache.close();
  });
});

describe('upstash wire format', () => {
  it('sends Upstash-Encoding: base64 and the stand-in honours it', async () => {
    const cache = withKeyPrefix(new UpstashCache({ url: standin.url, token: standin.token }), `${RUN}wire:`);
    const before = standin.requests.length;
    await cache.set('emoji', '🎯 {"x":1}');
    expect(await cache.get('emoji')).toBe('🎯 {"x":1}');
    const seen = standin.requests.slice(before);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((r) => r.encoding === 'base64')).toBe(true);
    if (admin) {
      // with REDIS_URL the stand-in is a thin proxy over the real Redis
      expect(standin.backend).toBe('redis');
      expect(await admin.get(`${RUN}wire:emoji`)).toBe('🎯 {"x":1}');
    }
    await cache.del('emoji');
  });

  it('hit is one /multi-exec request of INCR, EXPIRE NX, TTL', async () => {
    const cache = withKeyPrefix(new UpstashCache({ url: standin.url, token: standin.token }), `${RUN}wire:`);
    const before = standin.requests.length;
    await cache.hit('rl', 10);
    const seen = standin.requests.slice(before);
    expect(seen).toHaveLength(1);
    expect(seen[0].path).toBe('/multi-exec');
    expect(seen[0].body).toEqual([
      ['incr', `${RUN}wire:rl`],
      ['expire', `${RUN}wire:rl`, 10, 'NX'],
      ['ttl', `${RUN}wire:rl`],
    ]);
    await cache.del('rl');
  });

  it('a wrong token is rejected (401): ping false, commands throw', async () => {
    const cache = withKeyPrefix(new UpstashCache({ url: standin.url, token: 'wrong' }), `${RUN}wire:`);
    expect(await cache.ping()).toBe(false);
    await expect(cache.get('x')).rejects.toThrow(/Unauthorized/);
  });
});

describe('best-effort wrapper', () => {
  it('redis on a closed port: fast misses, ping false, one warning, incr still counts', async () => {
    const { logger, warn, info } = spyLogger();
    const cache = bestEffort(new RedisCache({ url: 'redis://127.0.0.1:1' }), logger);
    try {
      const started = Date.now();
      expect(await cache.get('k')).toBeNull();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await cache.ping()).toBe(false);
      expect(cache.healthy).toBe(false);

      const t0 = Date.now();
      for (let i = 0; i < 25; i++) {
        expect(await cache.get(`k${i}`)).toBeNull();
        expect(await cache.mget([`a${i}`, `b${i}`])).toEqual([null, null]);
        await cache.set(`k${i}`, 'v', 10);
        await cache.del(`k${i}`);
        expect(await cache.hit('rl', 60)).toEqual({ count: 1, ttlSeconds: 60 });
      }
      expect(Date.now() - t0).toBeLessThan(2_000);
      expect(await cache.incr('v:articles')).toBe(1);
      expect(await cache.incr('v:articles')).toBe(2);
      expect(await cache.incr('v:articles')).toBe(3);
      // lock falls back to a process-local SET NX
      expect(await cache.setIfAbsent('lock:rotate', 'me', 30)).toBe(true);
      expect(await cache.setIfAbsent('lock:rotate', 'other', 30)).toBe(false);
      expect(await cache.ping()).toBe(false);

      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/redis cache unreachable/);
      expect(info).not.toHaveBeenCalled();
    } finally {
      await cache.close();
    }
  });

  it('upstash on a closed port: fast misses and one warning', async () => {
    const { logger, warn } = spyLogger();
    const port = await closedPort();
    const cache = bestEffort(new UpstashCache({ url: `http://127.0.0.1:${port}`, token: 't' }), logger);
    const started = Date.now();
    expect(await cache.get('k')).toBeNull();
    expect(await cache.mget(['a', 'b'])).toEqual([null, null]);
    expect(await cache.hit('rl', 5)).toEqual({ count: 1, ttlSeconds: 5 });
    expect(await cache.ping()).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(warn).toHaveBeenCalledTimes(1);
    await cache.close();
  });

  it('logs recovery once and replays invalidations made during the outage', async () => {
    const { logger, warn, info } = spyLogger();
    const real = new MemoryCache();
    let broken = false;
    const flaky = new Proxy(real, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (typeof value !== 'function' || prop === 'close') return value;
        return (...args: unknown[]) => (broken ? Promise.reject(new Error('ECONNREFUSED')) : value.apply(target, args));
      },
    });
    const cache = bestEffort(flaky, logger);

    await cache.set('v:articles', '7');
    broken = true;
    expect(await cache.get('v:articles')).toBeNull();
    expect(await cache.incr('v:articles')).toBe(1); // process-local fallback
    expect(await cache.incr('v:articles')).toBe(2);
    expect(await cache.ping()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);

    broken = false;
    expect(await cache.get('x')).toBeNull();
    expect(await cache.get('y')).toBeNull();
    expect(info).toHaveBeenCalledTimes(1);
    expect(cache.healthy).toBe(true);
    // the outage's invalidation reaches the backend once it is back
    await vi.waitFor(async () => expect(await real.get('v:articles')).toBe('8'));

    // a second outage warns again (once)
    broken = true;
    await cache.get('z');
    await cache.get('z');
    expect(warn).toHaveBeenCalledTimes(2);
    broken = false;
    expect(await cache.ping()).toBe(true);
    expect(info).toHaveBeenCalledTimes(2);
    await cache.close();
  });

  it('a bad argument is not mistaken for an outage', async () => {
    const { logger, warn } = spyLogger();
    const cache = bestEffort(new MemoryCache(), logger);
    await cache.set('k', 'v', 0);
    expect(cache.healthy).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(/invalid set call/);
    await cache.close();
  });

  it('cached() still returns loaded data when the cache is down', async () => {
    const { logger } = spyLogger();
    const down = bestEffort(new RedisCache({ url: 'redis://127.0.0.1:1' }), logger);
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cached(down, 'mocks', 'x', 60, load)).toEqual({ n: 1 });
    expect(await cached(down, 'mocks', 'x', 60, load)).toEqual({ n: 2 });
    await invalidate(down, 'mocks');
    await down.close();

    // even an unwrapped cache that throws
    const throwing = new Proxy(new MemoryCache(), {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' && prop !== 'close' ? () => Promise.reject(new Error('boom')) : value;
      },
    });
    expect(await cached(throwing, 'ads', 'x', 60, load)).toEqual({ n: 3 });
    // errors from load itself propagate
    await expect(cached(down, 'ads', 'y', 60, async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
  });
});

describe('createCache', () => {
  const logger = spyLogger().logger;

  it.each([
    [{}, 'memory'],
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'redis'],
    [{ UPSTASH_REDIS_REST_URL: 'https://example.upstash.io', UPSTASH_REDIS_REST_TOKEN: 't' }, 'upstash'],
    [
      {
        REDIS_URL: 'redis://127.0.0.1:6379',
        UPSTASH_REDIS_REST_URL: 'https://example.upstash.io',
        UPSTASH_REDIS_REST_TOKEN: 't',
      },
      'upstash',
    ],
    [{ REDIS_URL: 'redis://127.0.0.1:6379', UPSTASH_REDIS_REST_URL: 'https://example.upstash.io' }, 'redis'],
    [{ UPSTASH_REDIS_REST_URL: 'https://example.upstash.io', UPSTASH_REDIS_REST_TOKEN: '' }, 'memory'],
  ] as const)('%j -> %s', async (config, kind) => {
    const cache = createCache(config, { logger });
    expect(cache.kind).toBe(kind);
    expect(cache.inner.kind).toBe(kind);
    await cache.close();
  });

  it('memory default works end to end', async () => {
    const cache = createCache({}, { logger });
    await cache.set('a', '1', 5);
    expect(await cache.get('a')).toBe('1');
    expect(await cache.ping()).toBe(true);
    await cache.close();
  });

  it('exports the cache areas', () => {
    expect(AREAS).toEqual(['articles', 'categories', 'series', 'mocks', 'live', 'ads', 'resources', 'batches']);
  });
});
