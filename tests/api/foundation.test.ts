import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createLocalApp, startLocalServer } from '#server/local-server.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { testApp } from '../support/app';
import { parseEnv } from '#infra/env.ts';

describe.each(dbBackends)('API foundation on %s', (backend) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb(backend);
  });
  afterAll(() => testDb?.dispose());

  it('reports database and cache reachability on /api/health', async () => {
    const { app } = testApp(testDb);
    const res = await new Hono().route('/api', app).request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.cache).toMatchObject({ ok: true, kind: 'memory' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  // Every call but /health, /openapi.json and the key call needs x-api-key: the build-time key is simplest here.
  const withKey = { env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_API_KEY: 'foundation-test-key' }) };
  const keyHeader = { headers: { 'x-api-key': 'foundation-test-key' } };

  it('answers unknown routes with 404 JSON, also when mounted under /api', async () => {
    const { app } = testApp(testDb, withKey);
    const res = await app.request('/no/such/route', keyHeader);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    const mounted = await new Hono().route('/api', app).request('/api/no/such/route', keyHeader);
    expect(mounted.status).toBe(404);
    expect(await mounted.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });

  it('turns unexpected failures into a 500 with a request id and no internals', async () => {
    const boom = () => {
      throw new Error('secret connection string postgres://user:pw@host');
    };
    const { app } = testApp(testDb, { ...withKey, db: { select: boom, execute: boom } as never });
    const res = await app.request('/categories', keyHeader);
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toMatchObject({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
    expect(body.requestId).toBeTruthy();
    expect(JSON.stringify(body)).not.toContain('postgres://');
  });

  it('reports an unreachable database as 503 degraded', async () => {
    const broken = { execute: async () => Promise.reject(new Error('down')) } as never;
    const { app } = testApp(testDb, { db: broken });
    const res = await app.request('/health');
    expect(res.status).toBe(503);
    expect((await res.json()).database.ok).toBe(false);
  });
});

describe('through the real local server', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb('pglite');
  });
  afterAll(() => testDb?.dispose());

  it('serves /api and a building page over HTTP on a real port', async () => {
    const { app } = testApp(testDb);
    const { server, url } = await startLocalServer({ api: app, siteDir: () => null, host: '127.0.0.1', port: 0 });
    try {
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      expect((await health.json()).database.ok).toBe(true);
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('being built');
      const post = await fetch(`${url}/anything`, { method: 'POST' });
      expect(post.status).toBe(405);
    } finally {
      server.close();
    }
  });

  it('mounts the API under /api only', async () => {
    const { app } = testApp(testDb);
    const local = createLocalApp({ api: app, siteDir: () => null });
    expect((await local.request('/api/health')).status).toBe(200);
    expect((await local.request('/health')).status).toBe(503); // the site, not the API
  });
});
