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
  /** The address clientIp picks for a request, in-process (no socket) or through a real server (socket 127.0.0.1). */
  const appFor = (vars: Record<string, string>) => {
    const app = new Hono<AppBindings>();
    const env = parseEnv({ NODE_ENV: 'test', ...vars });
    app.use('*', async (c, next) => {
      c.set('deps', { env } as never);
      await next();
    });
    app.get('/ip', (c) => c.text(clientIp(c)));
    return app;
  };
  const inProcess = async (headers: Record<string, string>, vars: Record<string, string> = {}) =>
    (await appFor(vars).request('/ip', { headers })).text();
  const overSocket = async (headers: Record<string, string>, vars: Record<string, string> = {}) => {
    const { server, url } = await startLocalServer({ api: appFor(vars) as never, siteDir: () => null, host: '127.0.0.1', port: 0 });
    try {
      return await (await fetch(`${url}/api/ip`, { headers })).text();
    } finally {
      server.close();
    }
  };

  it('believes no forwarding header unless configured: the socket address', async () => {
    expect(await overSocket({ 'x-real-ip': '203.0.113.9' })).toBe('127.0.0.1');
    expect(await overSocket({ 'x-forwarded-for': '203.0.113.9' })).toBe('127.0.0.1');
    expect(await inProcess({ 'x-real-ip': '203.0.113.9' })).toBe('unknown');
    // An explicit empty TRUSTED_IP_HEADER trusts none, even on Vercel.
    expect(await inProcess({ 'x-real-ip': '203.0.113.9' }, { TRUSTED_IP_HEADER: '', VERCEL: '1' })).toBe('unknown');
  });

  it("on Vercel, the edge's x-real-ip", async () => {
    expect(await inProcess({ 'x-real-ip': '203.0.113.9' }, { VERCEL: '1' })).toBe('203.0.113.9');
    expect(await inProcess({ 'x-forwarded-for': '203.0.113.9' }, { VERCEL: '1' })).toBe('unknown');
  });

  it('TRUSTED_IP_HEADER: the named platform header(s), their right-most entry', async () => {
    expect(await inProcess({ 'x-real-ip': '203.0.113.9' }, { TRUSTED_IP_HEADER: 'x-real-ip' })).toBe('203.0.113.9');
    expect(await inProcess({ 'x-real-ip': 'not-an-ip' }, { TRUSTED_IP_HEADER: 'x-real-ip' })).toBe('unknown');
    // A client-sent first entry is not the one the platform appended.
    expect(await inProcess({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }, { TRUSTED_IP_HEADER: 'x-forwarded-for' })).toBe('203.0.113.9');
    expect(await inProcess({ 'cf-connecting-ip': '203.0.113.7' }, { TRUSTED_IP_HEADER: 'x-real-ip, cf-connecting-ip' })).toBe('203.0.113.7');
    expect(await overSocket({ 'x-real-ip': '203.0.113.9' }, { TRUSTED_IP_HEADER: 'X-Real-IP' })).toBe('203.0.113.9');
  });

  it('TRUSTED_PROXY: the header only from those proxies, skipping them right to left', async () => {
    const behindNginx = { TRUSTED_PROXY: 'loopback' };
    expect(await overSocket({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }, behindNginx)).toBe('203.0.113.9');
    expect(await overSocket({ 'x-forwarded-for': '203.0.113.9, 127.0.0.1' }, behindNginx)).toBe('203.0.113.9');
    expect(await overSocket({}, behindNginx)).toBe('127.0.0.1');
    // From a peer that is not a trusted proxy the header is ignored.
    expect(await overSocket({ 'x-forwarded-for': '203.0.113.9' }, { TRUSTED_PROXY: '10.0.0.0/8' })).toBe('127.0.0.1');
    expect(await inProcess({ 'x-forwarded-for': '203.0.113.9' }, behindNginx)).toBe('unknown');
    expect(await overSocket({ 'x-real-ip': '203.0.113.5' }, { TRUSTED_PROXY: '127.0.0.1, ::1', TRUSTED_IP_HEADER: 'x-real-ip' })).toBe('203.0.113.5');
  });

  it('refuses a TRUSTED_PROXY it cannot read at start-up', () => {
    expect(() => parseEnv({ TRUSTED_PROXY: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXY/);
    expect(() => parseEnv({ TRUSTED_PROXY: 'my-proxy.internal' })).toThrow(/TRUSTED_PROXY/);
    expect(() => parseEnv({ TRUSTED_PROXY: 'private, 2001:db8::/32, 192.0.2.7' })).not.toThrow();
  });

  it('groups IPv6 clients by /64 and unwraps IPv4-mapped addresses', () => {
    expect(normalizeIp('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(normalizeIp('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(normalizeIp('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(normalizeIp('::1')).toBe('0:0:0:0::/64');
    expect(normalizeIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeIp('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe.each(dbBackends)('a spoofed x-real-ip on %s', (backend) => {
  let testDb: TestDb;
  let h: Harness;
  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
    h = harness(testDb);
    h.deps.env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }); // the default: no header trusted
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  it('does not buy a fresh rate-limit bucket per request on the real server', async () => {
    const { server, url } = await startLocalServer({ api: h.api, siteDir: () => null, host: '127.0.0.1', port: 0 });
    try {
      const key = ((await (await fetch(`${url}/api/public/current-api-key`)).json()) as { apiKey: string }).apiKey;
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMITS.adminLogin.limit; i++) {
        const res = await fetch(`${url}/api/admin/login`, {
          method: 'POST',
          headers: { 'x-api-key': key, 'content-type': 'application/json', 'x-real-ip': `198.51.100.${i + 1}`, 'x-forwarded-for': `192.0.2.${i + 1}` },
          body: JSON.stringify({ id: `nobody-${i}`, password: 'x' }), // a new id each time: the per-id backoff stays out of it
        });
        statuses.push(res.status);
      }
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
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
    // Admin login: a new id each time, so the per-(id, client) backoff stays out of the per-IP limit's way.
    const initFor = (i: number) => (path === '/admin/login' ? { ...init, json: { id: `nobody-${i}`, password: 'x' } } : init);
    for (let i = 0; i < rule.limit; i++) {
      const res = await h.request(path, { ...initFor(i), ip });
      expect(res.status, `request ${i + 1}`).not.toBe(429);
    }
    const limited = await h.request(path, { ...initFor(rule.limit), ip });
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
