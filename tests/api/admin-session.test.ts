/**
 * Admin session: login (constant-time check, per-client backoff), the signed cookie,
 * logout with revocation, CSRF defence, the requireAdmin guard (401 / 403)
 * and the admin-only cache clearing.
 */
import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categories } from '#db/schema.ts';
import { startLocalServer } from '#server/local-server.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { ADMIN, seedFixtures, USER_UID, type Fixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

const MINUTE = 60_000;

describe.each(dbBackends)('admin session on %s', (backend) => {
  let testDb: TestDb;
  let fx: Fixtures;
  let h: Harness;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    fx = await seedFixtures(testDb.handle.db);
    h = harness(testDb, {
      // A signed-in (non-admin) user for the 403 case: token "user-token" is that user.
      deps: { verifyIdToken: async (token) => (token === 'user-token' ? { uid: USER_UID } : null) },
    });
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });
  beforeEach(() => {
    h.clock.now = null;
  });

  async function login(credentials: { id: string; password: string } = ADMIN) {
    const res = await h.request('/admin/login', { method: 'POST', json: credentials, ip: freshIp() });
    const setCookie = res.headers.get('set-cookie') ?? '';
    const cookie = setCookie.split(';')[0];
    return { res, cookie, setCookie, body: (await res.json()) as Record<string, any> };
  }

  const authed = (cookie: string, csrf?: string, extra: Record<string, string> = {}) => ({
    headers: { cookie, ...(csrf ? { 'x-csrf-token': csrf } : {}), ...extra },
  });

  it('signs in with id and password and sets a hardened session cookie', async () => {
    const { res, setCookie, body } = await login();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ success: true, admin: { id: ADMIN.id }, csrfToken: expect.any(String), expiresAt: expect.any(String) });
    expect(setCookie).toMatch(/^admin_session=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api');
    expect(setCookie).toMatch(/Max-Age=3600/);
  });

  it('GET /admin/session reports who is signed in and the CSRF token', async () => {
    const { cookie, body } = await login();
    const res = await h.request('/admin/session', authed(cookie));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ admin: { id: ADMIN.id }, csrfToken: body.csrfToken });
    expect((await h.request('/admin/session')).status).toBe(401);
  });

  it('refuses wrong passwords and unknown ids with the same answer', async () => {
    const wrong = await login({ id: ADMIN.id, password: 'wrong password' });
    const unknown = await login({ id: 'nobody-here', password: 'wrong password' });
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', error: 'Invalid id or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookie).toBe('');
  });

  it.each([
    [{}, 'id', 'id is required'],
    [{ id: '', password: 'x' }, 'id', 'id is required'],
    [{ id: 'a', password: '' }, 'password', 'password is required'],
    [{ id: 'a', password: 'x'.repeat(201) }, 'password', 'password must be at most 200 characters'],
    [{ id: 'a\u0000b', password: 'x' }, 'id', 'id must not contain control characters'],
    [{ id: 42, password: 'x' }, 'id', 'id is required'],
  ])('400 for login body %j', async (json, field, message) => {
    const res = await h.request('/admin/login', { method: 'POST', json, ip: freshIp() });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, error: message });
  });

  const attempt = (credentials: { id: string; password: string }, ip: string) =>
    h.request('/admin/login', { method: 'POST', json: credentials, ip }).then(async (res) => ({ res, body: (await res.json()) as Record<string, any> }));

  it('backs off one client per id after 3 failures (1 s, 2 s, ...), never locking the admin out', async () => {
    const t0 = Date.now();
    h.clock.now = t0;
    const attacker = freshIp();
    for (let i = 1; i <= 3; i++) {
      const { res } = await attempt({ id: ADMIN.id, password: `bad ${i}` }, attacker);
      expect(res.status).toBe(401);
      expect(res.headers.get('retry-after')).toBeNull();
    }
    const fourth = await attempt({ id: ADMIN.id, password: 'bad 4' }, attacker);
    expect(fourth.res.status).toBe(401);
    expect(fourth.res.headers.get('retry-after')).toBe('1');
    // While backing off, even the right password from that client is not checked.
    const blocked = await attempt(ADMIN, attacker);
    expect(blocked.res.status).toBe(429);
    expect(blocked.body).toEqual({ code: 'LOGIN_BACKOFF', error: 'Too many failed attempts. Please try again later.', retryAfter: 1 });
    expect(blocked.res.headers.get('retry-after')).toBe('1');
    expect(blocked.res.headers.get('set-cookie')).toBeNull();

    // The admin, from their own address, signs in all along.
    expect((await login()).res.status).toBe(200);

    h.clock.now = t0 + 1_000;
    const fifth = await attempt({ id: ADMIN.id, password: 'bad 5' }, attacker);
    expect(fifth.res.status).toBe(401);
    expect(fifth.res.headers.get('retry-after')).toBe('2');
    expect((await attempt({ id: ADMIN.id, password: 'bad 6' }, attacker)).res.status).toBe(429);
    expect((await login()).res.status).toBe(200);
    // Another id from the same client is a different count.
    expect((await attempt({ id: 'someone-else', password: 'x' }, attacker)).res.status).toBe(401);
    h.clock.now = t0 + 3_000;
    expect((await attempt(ADMIN, attacker)).res.status).toBe(200);
  });

  it('doubles the wait up to 15 minutes', async () => {
    const { backoffSeconds } = await import('#api/_app/admin-login-backoff.ts');
    expect([1, 2, 3, 4, 5, 6, 7, 13, 14, 40].map(backoffSeconds)).toEqual([0, 0, 0, 1, 2, 4, 8, 512, 900, 900]);
  });

  it('throttles unknown ids exactly like the real one', async () => {
    h.clock.now = Date.now(); // a slow password check must not outlast the 1 s wait
    const h1 = freshIp();
    const h2 = freshIp();
    const real: [number, string | null][] = [];
    const unknown: [number, string | null][] = [];
    for (let i = 0; i < 5; i++) {
      const a = await attempt({ id: ADMIN.id, password: 'bad' }, h1);
      const b = await attempt({ id: 'nobody-at-all', password: 'bad' }, h2);
      real.push([a.res.status, a.res.headers.get('retry-after')]);
      unknown.push([b.res.status, b.res.headers.get('retry-after')]);
    }
    expect(unknown).toEqual(real);
    expect(real.map(([s]) => s)).toEqual([401, 401, 401, 401, 429]);
  });

  it('a success resets the failure count', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await attempt({ id: ADMIN.id, password: 'bad' }, ip);
    expect((await attempt(ADMIN, ip)).res.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const { res } = await attempt({ id: ADMIN.id, password: 'bad' }, ip);
      expect(res.status).toBe(401);
      expect(res.headers.get('retry-after')).toBeNull();
    }
  });

  it('refuses a cross-site login', async () => {
    const res = await h.request('/admin/login', { method: 'POST', json: ADMIN, ip: freshIp(), headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 'CSRF_ORIGIN', error: 'Cross-site request refused' });
  });

  describe('clear-cache and CSRF', () => {
    it('401 without a session, 403 for a signed-in non-admin user', async () => {
      const anonymous = await h.request('/admin/clear-cache', { method: 'POST', json: { type: 'all' } });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ code: 'ADMIN_AUTH_REQUIRED', error: 'Admin sign-in required' });
      const user = await h.request('/admin/clear-cache', { method: 'POST', json: {}, headers: { authorization: 'Bearer user-token' } });
      expect(user.status).toBe(403);
      expect(await user.json()).toEqual({ code: 'FORBIDDEN', error: 'Admin access required' });
      const badToken = await h.request('/admin/session', { headers: { authorization: 'Bearer forged' } });
      expect(badToken.status).toBe(401);
      const forged = await h.request('/admin/clear-cache', { method: 'POST', json: {}, headers: { cookie: 'admin_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' } });
      expect(forged.status).toBe(401);
    });

    it('needs the CSRF token bound to the session and a same-site origin', async () => {
      const { cookie, body } = await login();
      const other = await login();
      const post = (init: ReturnType<typeof authed>) => h.request('/admin/clear-cache', { method: 'POST', json: { type: 'all' }, ...init });

      const none = await post(authed(cookie));
      expect(none.status).toBe(403);
      expect(await none.json()).toEqual({ code: 'CSRF_INVALID', error: 'Missing or invalid CSRF token' });
      expect((await post(authed(cookie, 'guess'))).status).toBe(403);
      expect((await post(authed(cookie, other.body.csrfToken))).status).toBe(403); // another session's token
      const crossSite = await post(authed(cookie, body.csrfToken, { origin: 'https://evil.example' }));
      expect(crossSite.status).toBe(403);
      expect(await crossSite.json()).toEqual({ code: 'CSRF_ORIGIN', error: 'Cross-site request refused' });
      expect((await post(authed(cookie, body.csrfToken, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);

      // Without SITE_URL (tests, local runs) the site is the local server: http://HOST:PORT and its loopback names.
      const ok = await post(authed(cookie, body.csrfToken, { origin: 'http://localhost:4321' }));
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ success: true, cleared: ['articles', 'categories', 'series', 'mocks', 'live', 'ads', 'resources', 'batches'] });
    });

    it('compares the Origin with the configured site, not the Host header the request chose', async () => {
      const { cookie, body } = await login();
      const init = (origin: string) => ({ method: 'POST', body: JSON.stringify({ type: 'all' }), headers: { 'content-type': 'application/json', 'x-api-key': key, cookie, 'x-csrf-token': body.csrfToken, origin } });
      const key = await h.currentKey();
      // In process: the request's URL names the forged host, as the Node adapter builds it from Host.
      const forgedUrl = await h.root.request('http://evil.example/api/admin/clear-cache', init('http://evil.example'));
      expect(forgedUrl.status).toBe(403);
      expect(await forgedUrl.json()).toEqual({ code: 'CSRF_ORIGIN', error: 'Cross-site request refused' });
      // Over a socket, with a forged Host header that the Origin repeats.
      const { server, url } = await startLocalServer({ api: h.api, siteDir: () => null, host: '127.0.0.1', port: 0 });
      try {
        const status = (host: string, origin: string) =>
          new Promise<number>((resolve, reject) => {
            const { port } = new URL(url);
            const req = httpRequest({ host: '127.0.0.1', port, path: '/api/admin/clear-cache', method: 'POST', headers: { ...init(origin).headers, host } }, (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            });
            req.on('error', reject);
            req.end(init(origin).body);
          });
        expect(await status('evil.example', 'http://evil.example')).toBe(403);
        expect(await status('evil.example:4321', 'http://evil.example:4321')).toBe(403);
        expect(await status('localhost:4321', 'http://localhost:4321')).toBe(200); // the configured (local) site
      } finally {
        server.close();
      }
    });

    it('with SITE_URL, only its origin (and Vercel’s own addresses of the deployment)', async () => {
      const configured = harness(testDb, { env: { SITE_URL: 'https://portal.example', VERCEL_URL: 'portal-abc123.vercel.app' } });
      try {
        const res = await configured.request('/admin/login', { method: 'POST', json: ADMIN, ip: freshIp(), headers: { origin: 'https://portal.example' } });
        expect(res.status).toBe(200);
        const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
        const { csrfToken } = (await res.json()) as { csrfToken: string };
        const post = (origin: string) =>
          configured.request('/admin/clear-cache', { method: 'POST', json: { type: 'all' }, headers: { cookie, 'x-csrf-token': csrfToken, origin } });
        expect((await post('https://portal.example')).status).toBe(200);
        expect((await post('https://portal-abc123.vercel.app')).status).toBe(200);
        expect((await post('http://localhost:4321')).status).toBe(403); // the local defaults are off once SITE_URL is set
        expect((await post('http://localhost')).status).toBe(403);
      } finally {
        await configured.close();
      }
    });

    it('invalidates one area or all (default), so fresh data is served', async () => {
      const { cookie, body } = await login();
      const names = async () => ((await (await h.request('/categories')).json()) as { data: { name: string }[] }).data.map((c) => c.name);
      await names();
      await testDb.handle.db.update(categories).set({ name: 'SSC Exams' }).where(eq(categories.id, fx.categories.ssc.id));
      try {
        expect(await names()).toContain('SSC');
        const wrongArea = await h.request('/admin/clear-cache', { method: 'POST', json: { type: 'articles' }, ...authed(cookie, body.csrfToken) });
        expect(await wrongArea.json()).toEqual({ success: true, cleared: ['articles'] });
        expect(await names()).toContain('SSC');
        const area = await h.request('/admin/clear-cache', { method: 'POST', json: { type: 'categories' }, ...authed(cookie, body.csrfToken) });
        expect(area.status).toBe(200);
        expect(await names()).toContain('SSC Exams');

        const bad = await h.request('/admin/clear-cache', { method: 'POST', json: { type: 'everything' }, ...authed(cookie, body.csrfToken) });
        expect(bad.status).toBe(400);
        expect(await bad.json()).toMatchObject({ field: 'type', error: expect.stringContaining("type must be 'all' or one of") });
        const noBody = await h.request('/admin/clear-cache', { method: 'POST', ...authed(cookie, body.csrfToken) });
        expect(await noBody.json()).toMatchObject({ cleared: expect.arrayContaining(['articles', 'categories']) });
      } finally {
        await testDb.handle.db.update(categories).set({ name: 'SSC' }).where(eq(categories.id, fx.categories.ssc.id));
      }
    });
  });

  describe('session lifetime', () => {
    it('logout revokes the token even if the cookie is replayed', async () => {
      const { cookie, body } = await login();
      const refused = await h.request('/admin/logout', { method: 'POST', ...authed(cookie) });
      expect(refused.status).toBe(403); // CSRF applies to logout too
      const out = await h.request('/admin/logout', { method: 'POST', ...authed(cookie, body.csrfToken) });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(/^admin_session=;.*Max-Age=0/);
      expect((await h.request('/admin/session', authed(cookie))).status).toBe(401);
      expect((await h.request('/admin/logout', { method: 'POST' })).status).toBe(200); // idempotent without a session
    });

    it('renews a half-spent session and rejects an expired one', async () => {
      const t0 = Date.now();
      h.clock.now = t0;
      const { cookie, body } = await login();
      h.clock.now = t0 + 10 * MINUTE;
      expect((await h.request('/admin/session', authed(cookie))).headers.get('set-cookie')).toBeNull();
      h.clock.now = t0 + 40 * MINUTE;
      const renewed = await h.request('/admin/session', authed(cookie));
      expect(renewed.status).toBe(200);
      const newCookie = renewed.headers.get('set-cookie')!.split(';')[0];
      expect(newCookie).not.toBe(cookie);
      expect((await renewed.json()).csrfToken).toBe(body.csrfToken);
      h.clock.now = t0 + 61 * MINUTE;
      expect((await h.request('/admin/session', authed(cookie))).status).toBe(401);
      expect((await h.request('/admin/session', authed(newCookie))).status).toBe(200);
    });

    it('rejects a token signed with another secret', async () => {
      const other = harness(testDb, { env: { ADMIN_SESSION_SECRET: 'a-completely-different-secret-value' } });
      const res = await other.request('/admin/login', { method: 'POST', json: ADMIN, ip: freshIp() });
      const foreign = res.headers.get('set-cookie')!.split(';')[0];
      expect((await h.request('/admin/session', authed(foreign))).status).toBe(401);
      await other.close();
    });
  });
});
