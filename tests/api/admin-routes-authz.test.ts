/**
 * Walks the WHOLE admin route table — every route of the API app that has
 * `requireAdmin` in its handler chain, found from the app itself, so a new
 * admin route is covered without touching this file — and proves:
 *   - 401 ADMIN_AUTH_REQUIRED without a session (also with a forged cookie or a bad bearer token),
 *   - 403 FORBIDDEN for a signed-in user who is not an admin,
 *   - 403 CSRF_INVALID for a state-changing call without the session's CSRF
 *     token, 403 CSRF_ORIGIN for a cross-site one,
 *   - and that none of those refused calls changed anything or asked for a rebuild.
 * It also checks the table itself: every state-changing route of the API is
 * either guarded or on the short list of public writes, and every issue-named
 * admin call is in the table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireAdmin } from '#api/_app/middleware/admin-auth.ts';
import * as schema from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { openAdmin, type AdminContext } from './_admin';

/** State-changing routes that are public on purpose (each has its own guard or rate limit). */
const PUBLIC_WRITES = new Set([
  'POST /admin/login',
  'POST /admin/logout',
  'POST /mocks/:slug/submit',
  'POST /mocks/:slug/start',
  // Issue 28: a section's answers when it closes (the attempt's owner: sign-in or x-attempt-token; rate-limited).
  'POST /mocks/:slug/checkpoint',
  'POST /resources/links/:id/download',
  'POST /auth/verify-and-sync',
  'POST /auth/login',
  'POST /auth/register',
  'PUT /auth/profile',
  'POST /auth/refresh',
  'POST /auth/logout',
  'POST /auth/change-password',
  'POST /progress/mark-read',
  // Live counts (issue 26): a static article page records its view (once per client per day).
  'POST /public/content/:slug/visit',
  // Aspirant tools (issue 18): a signed-in user's own bookmarks (requireUser), anyone's question report (rate-limited).
  'PUT /progress/bookmarks/:questionId',
  'DELETE /progress/bookmarks/:questionId',
  'POST /mocks/questions/:id/reports',
  // Issue 26: a signed-in user joins this device's signed-out attempts (requireUser; each proved by its token).
  'POST /progress/attempts/claim',
  // Issue 28: a signed-in aspirant registers for a live test (requireUser, idempotent).
  'POST /mocks/:slug/register',
  // Issue 30: the daily quiz's submit (requireUser, one per account and day).
  'POST /daily-quiz/:day/submit',
  // Issue 30: a signed-in aspirant's own practice answers and revision reviews (requireUser; scored and keyed by the token's uid).
  'POST /question-bank/answers',
  'POST /revision/reviews',
]);

/** The admin calls the issue names (spec section 7 plus blog content and the dashboard's needs). */
const REQUIRED = [
  'POST /admin/clear-cache',
  'GET /admin/session',
  'POST /ads',
  'PUT /ads/:id',
  'DELETE /ads/:id',
  'POST /live/pages',
  'PUT /live/pages/:id',
  'PUT /live/pages/:id/status',
  'DELETE /live/pages/:id',
  'POST /live/pages/:id/events',
  'DELETE /live/pages/:id/events/:eventId',
  'POST /mocks/categories',
  'PUT /mocks/categories/:id',
  'DELETE /mocks/categories/:id',
  'POST /mocks',
  'DELETE /mocks/:id',
  'POST /resources/categories',
  'DELETE /resources/categories/:id',
  'POST /resources/exams',
  'DELETE /resources/exams/:id',
  'POST /resources/books',
  'PUT /resources/books/:id',
  'DELETE /resources/books/:id',
  'POST /resources/books/:id/links',
  'PUT /resources/links/:id',
  'DELETE /resources/links/:id',
  'POST /admin/articles',
  'PUT /admin/articles/:id',
  'DELETE /admin/articles/:id',
  'POST /admin/categories',
  'PUT /admin/categories/:id',
  'DELETE /admin/categories/:id',
  'POST /admin/series',
  'PUT /admin/series/:id',
  'DELETE /admin/series/:id',
  'PUT /admin/series/:id/articles',
  'GET /admin/build-status',
  'GET /admin/reports',
  'PATCH /admin/reports/:id',
];

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const fill = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

describe.each(dbBackends)('the admin route table on %s', (backend) => {
  let a: AdminContext;
  let table: { method: string; path: string }[];
  let snapshot: () => Promise<number[]>;

  beforeAll(async () => {
    a = await openAdmin(backend);
    const routes = a.h.api.routes;
    const keys = new Set<string>();
    table = routes
      .filter((r) => r.handler === requireAdmin)
      .filter((r) => !keys.has(`${r.method} ${r.path}`) && keys.add(`${r.method} ${r.path}`))
      .map((r) => ({ method: r.method, path: r.path }));
    const tables = [schema.ads, schema.articles, schema.categories, schema.series, schema.livePages, schema.liveEvents, schema.mockCategories, schema.mockTests, schema.resourceCategories, schema.exams, schema.books, schema.bookLinks];
    snapshot = () => Promise.all(tables.map((t) => a.testDb.handle.db.$count(t)));
  });
  afterAll(async () => a?.close());

  it('finds every admin call in the table, and no unguarded write', () => {
    const keys = table.map((r) => `${r.method} ${r.path}`);
    expect(keys.length).toBeGreaterThanOrEqual(REQUIRED.length);
    for (const required of REQUIRED) expect(keys, required).toContain(required);
    const unguardedWrites = a.h.api.routes
      .filter((r) => !SAFE.has(r.method) && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`)
      .filter((k) => !keys.includes(k) && !PUBLIC_WRITES.has(k));
    expect(unguardedWrites).toEqual([]);
    const unguardedAdmin = a.h.api.routes
      .filter((r) => r.path.startsWith('/admin') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`)
      .filter((k) => !keys.includes(k) && !PUBLIC_WRITES.has(k));
    expect(unguardedAdmin).toEqual([]);
  });

  it('401 without an admin session on every admin route (no cookie, forged cookie, bad bearer)', async () => {
    const before = await snapshot();
    for (const { method, path } of table) {
      for (const headers of [{} as Record<string, string>, { cookie: 'admin_session=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZG1pbiJ9.AAAA' }, { authorization: 'Bearer not-a-valid-token' }]) {
        const res = await a.call(method, fill(path), { session: false, headers, json: method === 'GET' ? undefined : {} });
        expect(res.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
        expect(await res.json()).toEqual({ code: 'ADMIN_AUTH_REQUIRED', error: 'Admin sign-in required' });
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(a.rebuilds).toEqual([]);
  });

  it('403 for a signed-in user who is not an admin, on every admin route', async () => {
    const before = await snapshot();
    for (const { method, path } of table) {
      const res = await a.call(method, fill(path), { session: false, headers: { authorization: 'Bearer user-token' }, json: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await res.json()).toEqual({ code: 'FORBIDDEN', error: 'Admin access required' });
    }
    expect(await snapshot()).toEqual(before);
    expect(a.rebuilds).toEqual([]);
  });

  it('CSRF token and same-site origin required for every state-changing admin route', async () => {
    const before = await snapshot();
    const writes = table.filter((r) => !SAFE.has(r.method));
    expect(writes.length).toBeGreaterThan(30);
    for (const { method, path } of writes) {
      const missing = await a.call(method, fill(path), { csrf: false, json: {} });
      expect(missing.status, `${method} ${path} without CSRF`).toBe(403);
      expect(await missing.json()).toEqual({ code: 'CSRF_INVALID', error: 'Missing or invalid CSRF token' });
      const wrong = await a.call(method, fill(path), { csrf: false, headers: { 'x-csrf-token': 'x'.repeat(a.csrf.length) }, json: {} });
      expect(wrong.status, `${method} ${path} wrong CSRF`).toBe(403);
      const crossSite = await a.call(method, fill(path), { headers: { origin: 'https://evil.example' }, json: {} });
      expect(crossSite.status, `${method} ${path} cross-site`).toBe(403);
      expect(await crossSite.json()).toEqual({ code: 'CSRF_ORIGIN', error: 'Cross-site request refused' });
    }
    expect(await snapshot()).toEqual(before);
    expect(a.rebuilds).toEqual([]);
  });

  it('admin reads need the session but no CSRF token', async () => {
    for (const { method, path } of table.filter((r) => SAFE.has(r.method))) {
      const res = await a.call(method, fill(path), { csrf: false });
      expect([200, 404], `${method} ${path}`).toContain(res.status);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});
