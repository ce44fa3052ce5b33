/**
 * Per-IP rate limits: the sliding window itself, the client address rules,
 * and 429 + Retry-After on every limited route.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppBindings } from '#api/_app/context.ts';
import { clientIp, normalizeIp } from '#api/_app/middleware/client-ip.ts';
import { createMemoryCache } from '#infra/cache/index.ts';
import { parseEnv } from '#infra/env.ts';
import { checkRateLimit, RATE_LIMITS, type RateLimitRule } from '#infra/rate-limit.ts';
import { startLocalServer } from '#server/local-server.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { ADMIN, seedFixtures } from './_fixtures';
import { harness, testCache, type Harness } from './_harness';

describe('sliding window (infra/rate-limit)', () => {
  const rule: RateLimitRule = { name: 'unit', limit: 5, windowSeconds: 60 };
  const W = 60_000;

  it('allows the limit, then refuses with the time until a slot frees up', async () => {
    const cache = testCache();
    const t = 100 * W; // start of a window
    for (let i = 0; i < 5; i++) {
      const r = await checkRateLimit(cache, rule, 'a', t + i);
      expect(r).toMatchObject({ allowed: true, remaining: 4 - i });
    }
    const refused = await checkRateLimit(cache, rule, 'a', t + 10);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    // Six hits in this window: the next window starts weighted 6, one slot frees once 6·(1-f)+1 ≤ 5, i.e. f ≥ 1/3.
    expect(refused.retryAfterSeconds).toBe(80);
    expect((await checkRateLimit(cache, rule, 'b', t + 10)).allowed).toBe(true); // other clients unaffected
    await cache.close();
  });

  it('weights the previous window, so a burst at a window edge is not doubled', async () => {
    const cache = testCache();
    const t = 200 * W;
    for (let i = 0; i < 5; i++) await checkRateLimit(cache, rule, 'edge', t + W - 1000 + i); // end of window
    // Just after the edge the previous window still counts almost fully.
    const early = await checkRateLimit(cache, rule, 'edge', t + W + 1000);
    expect(early.allowed).toBe(false);
    expect(early.retryAfterSeconds).toBeGreaterThan(0);
    // Half-way through, half of the old burst has decayed.
    const half = await checkRateLimit(cache, rule, 'edge', t + W + W / 2);
    expect(half.allowed).toBe(true);
    await cache.close();
  });

  it('fails open when the cache is down', async () => {
    const down = createMemoryCache();
    await down.close();
    const failing = Object.assign(Object.create(down), { hit: () => Promise.reject(new Error('down')), get: () => Promise.reject(new Error('down')) });
    const { bestEffort } = await import('#infra/cache/index.ts');
    const cache = bestEffort(failing, { info() {}, warn() {} });
    for (let i = 0; i < 10; i++) expect((await checkRateLimit(cache, rule, 'x')).allowed).toBe(true);
  });
});

describe('client address', () => {
  const ipOf = async (headers: Record<string, string>, trusted = 'x-real-ip') => {
    const app = new Hono<AppBindings>();
    app.use('*', async (c, next) => {
      c.set('deps', { env: parseEnv({ NODE_ENV: 'test', TRUSTED_IP_HEADER: trusted }) } as never);
      await next();
    });
    app.get('/', (c) => c.text(clientIp(c)));
    return (await app.request('/', { headers })).text();
  };

  it('trusts only the configured platform header', async () => {
    expect(await ipOf({ 'x-real-ip': '203.0.113.9' })).toBe('203.0.113.9');
    expect(await ipOf({ 'x-forwarded-for': '203.0.113.9' })).toBe('unknown');
    expect(await ipOf({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1' }, 'x-forwarded-for')).toBe('203.0.113.9');
    expect(await ipOf({ 'x-real-ip': 'not-an-ip' })).toBe('unknown');
    expect(await ipOf({ 'x-real-ip': '203.0.113.9' }, '')).toBe('unknown');
    expect(await ipOf({ 'cf-connecting-ip': '203.0.113.7' }, 'x-real-ip, cf-connecting-ip')).toBe('203.0.113.7');
  });

  it('groups IPv6 clients by /64 and unwraps IPv4-mapped addresses', () => {
    expect(normalizeIp('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(normalizeIp('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(normalizeIp('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(normalizeIp('::1')).toBe('0:0:0:0::/64');
    expect(normalizeIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeIp('192.0.2.1')).toBe('192.0.2.1');
  });

  it('falls back to the socket address on the local server', async () => {
    const app = new Hono<AppBindings>();
    app.use('*', async (c, next) => {
      c.set('deps', { env: parseEnv({ NODE_ENV: 'test', TRUSTED_IP_HEADER: '' }) } as never);
      await next();
    });
    app.get('/ip', (c) => c.text(clientIp(c)));
    const { server, url } = await startLocalServer({ api: app as never, siteDir: () => null, host: '127.0.0.1', port: 0 });
    try {
      expect(await (await fetch(`${url}/api/ip`, { headers: { 'x-real-ip': '203.0.113.9' } })).text()).toBe('127.0.0.1');
    } finally {
      server.close();
    }
  });
});

describe.each(dbBackends)('rate-limited routes on %s', (backend) => {
  let testDb: TestDb;
  let h: Harness;
  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
    h = harness(testDb);
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  const cases: [string, RateLimitRule, string, Parameters<Harness['request']>[1]][] = [
    ['search', RATE_LIMITS.search, '/public/search?q=upsc', {}],
    ['mock submit', RATE_LIMITS.submit, '/mocks/gs-mock-1/submit', { method: 'POST', json: { answers: [] } }],
    ['download', RATE_LIMITS.download, '/resources/links/1/download', { method: 'POST' }],
    ['auth call', RATE_LIMITS.auth, '/auth/login', { method: 'POST', json: {} }],
    ['auth alias', RATE_LIMITS.auth, '/user/signin', { method: 'POST', json: {} }],
    ['admin login', RATE_LIMITS.adminLogin, '/admin/login', { method: 'POST', json: { id: 'nobody', password: 'x' } }],
  ];

  it.each(cases)('%s: 429 JSON with Retry-After once the per-IP limit is spent', async (_name, rule, path, init) => {
    const ip = `203.0.113.${10 + cases.findIndex((c) => c[0] === _name)}`;
    for (let i = 0; i < rule.limit; i++) {
      const res = await h.request(path, { ...init, ip });
      expect(res.status, `request ${i + 1}`).not.toBe(429);
    }
    const limited = await h.request(path, { ...init, ip });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds * 2);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    expect(await limited.json()).toEqual({ error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED', retryAfter });
    // Another client is not affected.
    expect((await h.request(path, { ...init, ip: '198.51.100.200' })).status).not.toBe(429);
  });

  it('leaves unlimited routes alone', async () => {
    for (let i = 0; i < 150; i++) expect((await h.request('/ping', { ip: '203.0.113.99' })).status).toBe(200);
  });

  it('a correct admin password does not get past an exhausted login limit', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < RATE_LIMITS.adminLogin.limit; i++) await h.request('/admin/login', { method: 'POST', json: { id: 'nobody', password: 'x' }, ip });
    const res = await h.request('/admin/login', { method: 'POST', json: ADMIN, ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
