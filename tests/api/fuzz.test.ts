/**
 * Property-based abuse test (fast-check): random and hostile paths, query
 * strings, bodies, content types and headers thrown at every endpoint. Every
 * answer must be a 2xx/3xx/4xx (never 5xx) with a JSON body (304 aside), and
 * no row may change. View and download counters are the only writes a public
 * request may legitimately make, so they are left out of the row checksums.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '#api/_app/app.ts';
import type { AppDeps } from '#api/_app/context.ts';
import { visitBuffer } from '#api/_app/visit-buffer.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { ADMIN, ARTICLE_SLUGS, seedFixtures } from './_fixtures';
import { harness, type Harness } from './_harness';

interface Endpoint {
  method: string;
  path: string;
}

/** Every documented route (read from the OpenAPI document, so new routes are fuzzed too), plus aliases and paths that match nothing. */
async function documentedEndpoints(): Promise<Endpoint[]> {
  const deps = { env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUSTED_IP_HEADER: 'x-real-ip' }), log: createLogger('silent') } as unknown as AppDeps;
  const doc = (await (await createApiApp(async () => deps).request('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
}

const ENDPOINTS: Endpoint[] = [
  ...(await documentedEndpoints()),
  ...[
    ['POST', '/practice/{slug}/submit'],
    ['GET', '/practice/{slug}/start'],
    ['GET', '/content/promotions/{slug}'],
    ['POST', '/user/signin'],
    ['GET', '/user/profile'],
    ['DELETE', '/ads/{id}'],
    ['PUT', '/live/pages/{id}/status'],
    ['GET', '/{slug}/{slug}'],
  ].map(([method, path]) => ({ method, path })),
];

const HOSTILE = [
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '%00',
  '\u0000',
  "' OR 1=1 --",
  '"; drop table articles; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(30),
  '2147483648',
  '0x10',
  '1.5',
  'true',
  '[]',
  '{}',
  '%',
  '%zz',
  '\uD800',
  '😀',
  'x'.repeat(3000),
  '*',
  ':*',
  '&|!',
  '\\',
  '//',
  'ＵＰＳＣ',
  'upsc',
  'UPSC',
  'all',
  'title',
  'live',
];

const hostile = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 2 ** 32 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom(...ARTICLE_SLUGS.slice(0, 3), 'gs-mock-1', 'upsc-roadmap', 'budget-2026-live', 'ssc', 'cgl', '1', '2') },
);

function encodeSegment(value: string, raw: boolean): string {
  if (raw) return value.replace(/[/?#]/g, '');
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // lone surrogate: send invalid UTF-8 instead
  }
}

const pathArb = (template: string) =>
  fc
    .tuple(fc.array(hostile, { minLength: 4, maxLength: 4 }), fc.boolean(), fc.constantFrom('', '/', '//x', '/..'))
    .map(([values, raw, suffix]) => {
      let i = 0;
      return template.replace(/\{\w+\}/g, () => encodeSegment(values[i++ % values.length], raw)) + (Math.random() < 0.1 ? suffix : '');
    });

const QUERY_NAMES = ['page', 'limit', 'category', 'q', 'nocache', 'status', 'sort_by', 'order', 'kind', 'sort', 'search', 'exam', 'category_id', 'type', '__proto__'];
const queryArb = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), fc.string({ maxLength: 8 })), hostile), { maxLength: 5 })
  .map((pairs) =>
    pairs
      .map(([k, v]) => {
        try {
          return `${encodeURIComponent(k)}=${encodeURIComponent(v)}`;
        } catch {
          return `${k.length}=%ff%fe`;
        }
      })
      .join('&'),
  );

const JSON_BODIES = [
  '{"answers":[0,1,2,3,null],"clientAttemptId":"fuzz-attempt-1"}',
  '{"answers":[0,1,2,3,null,1,2]}',
  `{"answers":[${Array(100).fill(1).join(',')}]}`,
  '{"id":"nobody","password":"secret"}',
  '{"id":{"$ne":null},"password":{"$gt":""}}',
  '{"__proto__":{"admin":true},"answers":[1]}',
  '{"constructor":{"prototype":{"x":1}}}',
  '{"type":"all"}',
  '{"type":"articles"}',
  '{"type":["all"]}',
  '[',
  '',
  'null',
  '"string"',
  '1e999',
  '[' .repeat(5000) + ']'.repeat(5000),
  `{"q":"${'a'.repeat(100_000)}"}`,
  '{"answers":[0,1],"startedAt":"0000-01-01T00:00:00Z"}',
  '{"answers":[],"startedAt":"+275760-09-13T00:00:00.000Z"}',
];
const bodyArb = fc.oneof(
  fc.constantFrom(...JSON_BODIES),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.string({ maxLength: 60 }),
  fc.constant(undefined),
);
const CONTENT_TYPES = [undefined, 'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx'];

/** Header values must be ByteStrings without CR, LF or NUL. */
const headerValue = fc.oneof(
  fc.constantFrom('', 'null', '*', 'W/"x"', '"x", W/"y"', 'Bearer ', 'Bearer x.y.z', 'admin_session=x.y.z', '127.0.0.1', '::1', '2001:db8::1', 'https://evil.example', 'cross-site', 'x'.repeat(5000)),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }).map((s) => s.replace(/[\0\r\n]/g, '')),
);

interface Session {
  cookie: string;
  csrf: string;
}

function headersArb(validKey: () => string, session: Session) {
  return fc
    .record({
      key: fc.oneof({ weight: 8, arbitrary: fc.constant('valid') }, { weight: 1, arbitrary: fc.constant('none') }, { weight: 1, arbitrary: headerValue }),
      ifNoneMatch: fc.option(headerValue),
      authorization: fc.option(headerValue),
      cookie: fc.option(fc.oneof(headerValue, fc.constant('session'))),
      csrf: fc.option(fc.oneof(headerValue, fc.constant('session'))),
      ip: fc.option(headerValue),
      origin: fc.option(headerValue),
      contentType: fc.constantFrom(...CONTENT_TYPES),
    })
    .map((h) => {
      const headers: Record<string, string> = {};
      if (h.key === 'valid') headers['x-api-key'] = validKey();
      else if (h.key !== 'none') headers['x-api-key'] = h.key;
      if (h.ifNoneMatch !== null) headers['if-none-match'] = h.ifNoneMatch;
      if (h.authorization !== null) headers.authorization = h.authorization;
      if (h.cookie !== null) headers.cookie = h.cookie === 'session' ? session.cookie : h.cookie;
      if (h.csrf !== null) headers['x-csrf-token'] = h.csrf === 'session' ? session.csrf : h.csrf;
      if (h.ip !== null) headers['x-real-ip'] = h.ip;
      if (h.origin !== null) headers.origin = h.origin;
      if (h.contentType) headers['content-type'] = h.contentType;
      return headers;
    });
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** Row count and checksum per table, ignoring the legitimately incremented counters. */
async function snapshot(testDb: TestDb): Promise<Record<string, string>> {
  const { rows } = (await testDb.handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const result: Record<string, string> = {};
  for (const { table_name: table } of rows) {
    // The content version and its log count writes, a counted download among them (download_count is left out below too).
    if (table === 'content_version' || table === 'content_changes') continue;
    // POST /mocks/{slug}/start creates a started attempt by design (issue 17): those rows do not count.
    const where = table === 'mock_attempts' ? ` where t.status <> 'started'` : '';
    const { rows: [row] } = (await testDb.handle.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(x, '|' order by x), '')) as sum from (select (to_jsonb(t) - 'visits' - 'download_count')::text as x from "${table}" t${where}) s`,
      ),
    )) as unknown as { rows: { n: number; sum: string }[] };
    result[table] = `${row.n}:${row.sum}`;
  }
  return result;
}

describe.each(dbBackends)('fuzzing every endpoint on %s', (backend) => {
  let testDb: TestDb;
  let h: Harness;
  let key: string;
  let session: Session;
  let before: Record<string, string>;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
    // Sign-in configured, but no token the fuzzer can produce verifies (so no user rows get created).
    h = harness(testDb, { deps: { verifyIdToken: async () => null } });
    h.clock.now = Date.now(); // frozen: no key rotation, no session expiry while fuzzing
    key = await h.currentKey();
    const login = await h.request('/admin/login', { method: 'POST', json: ADMIN, ip: '192.0.2.250' });
    session = { cookie: login.headers.get('set-cookie')!.split(';')[0], csrf: ((await login.json()) as { csrfToken: string }).csrfToken };
    before = await snapshot(testDb);
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  async function check(method: string, path: string, query: string, body: string | undefined, headers: Record<string, string>) {
    // A real admin session only on reads and cache clearing: an admin's own writes legitimately change rows.
    if (headers.cookie === session.cookie && method !== 'GET' && path !== '/admin/clear-cache') delete headers.cookie;
    const url = `/api${path}${query ? `?${query}` : ''}`;
    try {
      // Not a request a client could send, or one that normalizes to a path outside the API (e.g. /api/../).
      if (!new URL(url, 'http://localhost').pathname.startsWith('/api/')) return;
    } catch {
      return;
    }
    const hasBody = method !== 'GET' && method !== 'HEAD' && body !== undefined;
    const res = await h.root.request(url, { method, headers, body: hasBody ? body : undefined });
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const context = `${method} ${url} ${JSON.stringify(headers).slice(0, 300)} body=${String(body).slice(0, 200)}`;
    expect(res.status, context).toBeLessThan(500);
    if (res.status === 304 || method === 'HEAD') return;
    // A test's CSV export is a file on purpose; its refusals are JSON like every other answer.
    if (res.status === 200 && /^\/mocks\/[^/]+\/export$/.test(path)) {
      expect(res.headers.get('content-type'), context).toMatch(/^(text\/csv|application\/json)/);
      return;
    }
    expect(res.headers.get('content-type'), context).toMatch(/^application\/json/);
    const text = await res.text();
    const parsed = JSON.parse(text) as Record<string, unknown>;
    if (res.status >= 400) {
      expect(typeof parsed.error, context).toBe('string');
      expect(typeof parsed.code, context).toBe('string');
    }
  }

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(
        pathArb(endpoint.path),
        queryArb,
        bodyArb,
        headersArb(() => key, session),
        fc.oneof({ weight: 9, arbitrary: fc.constant(endpoint.method) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
        async (path, query, body, headers, method) => check(method, path, query, body, headers),
      ),
      { numRuns: 40 },
    );
  });

  it('changed no rows', async () => {
    await visitBuffer(h.deps.db, h.deps.log).flush();
    expect(await snapshot(testDb)).toEqual(before);
    // The fuzz reached real handlers, not only the key check.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
  });
});
