/**
 * The database unavailable (refused, timed out, out of connections, PGlite
 * closed): 503 JSON DATABASE_UNAVAILABLE with Retry-After, one log line per
 * outage (and one when it ends), and cached reads keep serving.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db, type DbHandle } from '#db/client.ts';
import { isDatabaseUnavailable } from '#db/unavailable.ts';
import type { Logger } from '#infra/log.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { seedFixtures } from './_fixtures';
import { harness, type Harness } from './_harness';

const KEY = 'outage-test-public-key-0123';

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

function recordingLog() {
  const lines: { level: string; msg: string }[] = [];
  const log: Logger = {
    debug: () => {},
    info: (msg) => lines.push({ level: 'info', msg }),
    warn: (msg) => lines.push({ level: 'warn', msg }),
    error: (msg) => lines.push({ level: 'error', msg }),
  };
  return { log, lines };
}

describe('what counts as the database being unavailable', () => {
  it('a refused connection, a connect timeout and a closed PGlite do; a bad query does not', async () => {
    const refused = await openDb({ databaseDriver: 'pg', DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/x`, dataDir: '' });
    const refusal = await refused.db.execute('select 1' as never).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(refusal)).toBe(true);
    await refused.close();

    // A server that accepts and never answers: a connection timeout (db/client.ts waits 5 s; 300 ms here).
    const silent = net.createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const pg = (await import('pg')).default;
    const hung = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/x`, connectionTimeoutMillis: 300 });
    const timeout = await hung.query('select 1').catch((e: unknown) => e);
    expect(isDatabaseUnavailable(timeout), String(timeout)).toBe(true);
    await hung.end().catch(() => {});
    silent.close();

    const pglite = await openDb({ databaseDriver: 'pglite', dataDir: ':memory:' });
    expect(isDatabaseUnavailable(await pglite.db.execute('select * from no_such_table' as never).catch((e: unknown) => e))).toBe(false);
    await pglite.close();
    expect(isDatabaseUnavailable(await pglite.db.execute('select 1' as never).catch((e: unknown) => e))).toBe(true);

    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('too many clients'), { code: '53300' }) }))).toBe(true);
  }, 120_000);
});

/**
 * One Db the app keeps (as in production) whose connection can be cut: while
 * down, every call goes to a pool on a port nothing listens on (real
 * ECONNREFUSED errors), otherwise to the test database.
 */
function switchableDb(live: Db, dead: Db) {
  const state = { down: false };
  const db = new Proxy({} as Db, { get: (_target, prop) => Reflect.get(state.down ? dead : live, prop) });
  return { db, state };
}

describe.each(dbBackends)('API with the database down (%s)', (backend) => {
  let testDb: TestDb;
  let dead: DbHandle;
  let h: Harness;
  let lines: ReturnType<typeof recordingLog>['lines'];
  let link: ReturnType<typeof switchableDb>;
  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
    dead = await openDb({ databaseDriver: 'pg', DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/x`, dataDir: '' });
    link = switchableDb(testDb.handle.db, dead.db);
    const recording = recordingLog();
    lines = recording.lines;
    h = harness(testDb, { env: { PUBLIC_API_KEY: KEY }, deps: { log: recording.log, db: link.db } });
  });
  afterAll(async () => {
    await h?.close();
    await dead?.close();
    await testDb?.dispose();
  });
  const setDb = (db: Db) => (h.deps.db = db);

  it('uncached reads: 503 JSON with Retry-After, logged once; cached reads: 200; logged again once it is back', async () => {
    const warm = await h.request('/public/content/paginated?page=1', { key: KEY });
    expect(warm.status).toBe(200);
    const warmBody = await warm.text();

    link.state.down = true;
    for (let i = 0; i < 5; i++) {
      const res = await h.request('/categories?nocache=true', { key: KEY });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        error: 'The service is temporarily unavailable. Please try again in a few seconds.',
        retryAfter: 5,
      });
    }
    // Other routes that need the database answer the same way.
    expect((await h.request('/mocks/gs-mock-1/start', { key: KEY })).status).toBe(503);
    expect((await h.request('/admin/login', { method: 'POST', json: { id: 'someone', password: 'x' }, key: KEY })).status).toBe(503);
    // The cached read keeps serving the same body.
    const cached = await h.request('/public/content/paginated?page=1', { key: KEY });
    expect(cached.status).toBe(200);
    expect(await cached.text()).toBe(warmBody);
    expect((await h.request('/health', { key: null })).status).toBe(503);

    const errors = lines.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0].msg).toMatch(/^database unavailable \(.*ECONNREFUSED.*\); answering 503 DATABASE_UNAVAILABLE until it is back$/);

    link.state.down = false;
    const deadline = Date.now() + 5_000;
    while (!lines.some((l) => l.level === 'info' && /database reachable again/.test(l.msg)) && Date.now() < deadline) {
      expect((await h.request('/categories?nocache=true', { key: KEY })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(lines.filter((l) => l.level === 'info').map((l) => l.msg)).toEqual([expect.stringMatching(/^database reachable again after [\d.]+ s \(\d+ request\(s\) answered 503\)$/)]);
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
  }, 20_000);

  it('a closed PGlite answers 503 too', { timeout: 30_000 }, async () => {
    const closed = await openDb({ databaseDriver: 'pglite', dataDir: ':memory:' });
    await closed.close();
    setDb(closed.db);
    try {
      const res = await h.request('/categories?nocache=true', { key: KEY });
      expect(res.status).toBe(503);
      expect((await res.json()).code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      setDb(link.db);
    }
  });

  it.runIf(backend === 'pg')('an exhausted pool answers 503 after the wait, not a hang or a 500', async () => {
    const pg = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: testDb.url, max: 1, connectionTimeoutMillis: 300 });
    const held = await pool.connect();
    setDb(drizzle({ client: pool }) as unknown as Db);
    try {
      const res = await h.request('/categories?nocache=true', { key: KEY });
      expect(res.status).toBe(503);
      expect((await res.json()).code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      setDb(link.db);
      held.release();
      await pool.end();
    }
  });
});
