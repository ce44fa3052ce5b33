/**
 * The x-api-key rules: missing / invalid / expired answers, rotation with a
 * grace window, a single rotating instance, the table as the source of truth
 * after a cache flush, and the long-lived build-time key.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys } from '#db/schema.ts';
import { ApiKeyRotation } from '#api/_app/api-key-rotation.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { harness, testCache } from './_harness';

const MINUTE = 60_000;
const MISSING = { code: 'API_KEY_MISSING', error: 'API key required' };
const INVALID = { code: 'API_KEY_INVALID', error: 'Invalid API key' };

describe.each(dbBackends)('API key on %s', (backend) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb(backend);
  });
  afterAll(() => testDb?.dispose());
  beforeEach(async () => {
    await testDb.handle.db.delete(apiKeys);
  });

  const keyRows = async () => (await testDb.handle.db.select({ n: count() }).from(apiKeys))[0].n;

  it('hands out the key without a key, in the spec shape, never cached', async () => {
    const h = harness(testDb);
    const res = await h.request('/public/current-api-key', { key: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      apiKey: expect.stringMatching(/^pk_[\w-]{43}$/),
      keyType: 'rotating',
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      rotatesAt: expect.any(String),
      message: expect.any(String),
    });
    const created = Date.parse(body.createdAt);
    expect(Date.parse(body.rotatesAt) - created).toBe(60 * MINUTE);
    expect(Date.parse(body.expiresAt) - created).toBe(75 * MINUTE);
    // Stable between calls and recorded in the table.
    expect((await (await h.request('/public/current-api-key', { key: null })).json()).apiKey).toBe(body.apiKey);
    expect(await keyRows()).toBe(1);
    await h.close();
  });

  it('401 API_KEY_MISSING without a key, API_KEY_INVALID for a wrong one', async () => {
    const h = harness(testDb);
    const missing = await h.request('/ping', { key: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual(MISSING);
    const empty = await h.request('/ping', { key: '' });
    expect(await empty.json()).toEqual(MISSING);
    for (const wrong of ['nope', `pk_${'A'.repeat(43)}`, `pk_${'A'.repeat(44)}`, 'x'.repeat(5000)]) {
      const res = await h.request('/ping', { key: wrong });
      expect(res.status, wrong).toBe(401);
      expect(await res.json()).toEqual(INVALID);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await h.request('/ping')).status).toBe(200);
    await h.close();
  });

  it('exempts only the key call, /health and /openapi.json', async () => {
    const h = harness(testDb);
    for (const path of ['/public/current-api-key', '/health', '/openapi.json']) {
      expect((await h.request(path, { key: null })).status, path).toBe(200);
    }
    for (const path of ['/ping', '/categories', '/nothing', '/admin/login', '/health/', '/public/current-api-key/x']) {
      expect((await h.request(path, { key: null })).status, path).toBe(401);
    }
    await h.close();
  });

  it('rotates on the interval and keeps accepting the previous key for the grace window', async () => {
    const h = harness(testDb, { env: { API_KEY_ROTATION_MINUTES: '60', API_KEY_GRACE_MINUTES: '15' } });
    const t0 = Date.now();
    h.clock.now = t0;
    const first = await h.currentKey();
    h.clock.now = t0 + 59 * MINUTE;
    expect(await h.currentKey()).toBe(first);

    h.clock.now = t0 + 61 * MINUTE; // rotation due
    const second = await h.currentKey();
    expect(second).not.toBe(first);
    expect(await keyRows()).toBe(2);
    expect((await h.request('/ping', { key: first })).status).toBe(200); // grace
    expect((await h.request('/ping', { key: second })).status).toBe(200);

    h.clock.now = t0 + 61 * MINUTE + 5 * MINUTE; // a client refreshing every 5 minutes has the new key by now
    expect((await h.request('/ping', { key: first })).status).toBe(200);

    h.clock.now = t0 + 76 * MINUTE; // first key past its expiresAt
    const expired = await h.request('/ping', { key: first });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(INVALID);
    expect((await h.request('/ping', { key: second })).status).toBe(200);
    await h.close();
  });

  it('exactly one of several instances rotates; the others adopt its key', async () => {
    const cache = testCache();
    const t0 = Date.now();
    const instances = Array.from({ length: 4 }, () => harness(testDb, { cache }));
    for (const i of instances) i.clock.now = t0;
    const keys = await Promise.all(instances.map((i) => i.currentKey()));
    expect(new Set(keys).size).toBe(1);
    expect(await keyRows()).toBe(1);

    for (const i of instances) i.clock.now = t0 + 61 * MINUTE;
    const rotated = await Promise.all(instances.map((i) => i.currentKey()));
    expect(new Set(rotated).size).toBe(1);
    expect(rotated[0]).not.toBe(keys[0]);
    expect(await keyRows()).toBe(2);
    // Every instance accepts both keys.
    for (const i of instances) {
      expect((await i.request('/ping', { key: keys[0] })).status).toBe(200);
      expect((await i.request('/ping', { key: rotated[0] })).status).toBe(200);
    }
    await cache.close();
  });

  it('survives a cache flush: keys validate from the table and the current key is restored, not rotated', async () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    const log = createLogger('silent');
    const cache = testCache();
    const before = new ApiKeyRotation({ db: testDb.handle.db, cache, env, log });
    const issued = await before.currentKey();
    await cache.del('apikey:current', `apikey:valid:${issued.apiKey}`); // FLUSH of the key entries

    // A fresh instance (no process memory) after the flush.
    const after = new ApiKeyRotation({ db: testDb.handle.db, cache, env, log });
    expect(await after.verify(issued.apiKey)).toEqual({ ok: true, keyType: 'rotating' });
    expect((await after.currentKey()).apiKey).toBe(issued.apiKey);
    expect(await keyRows()).toBe(1);
    // ...and the cache is repopulated from the table.
    expect(await cache.get('apikey:current')).toContain(issued.apiKey);

    // Same through HTTP with a brand-new, empty cache namespace.
    const h = harness(testDb, { cache: testCache() });
    expect((await h.request('/ping', { key: issued.apiKey })).status).toBe(200);
    expect(await h.currentKey()).toBe(issued.apiKey);
    await h.close();
    await cache.close();
  });

  it('accepts PUBLIC_API_KEY alongside the rotating key', async () => {
    const h = harness(testDb, { env: { PUBLIC_API_KEY: 'build-time-key-0123456789' } });
    expect((await h.request('/ping', { key: 'build-time-key-0123456789' })).status).toBe(200);
    expect((await h.request('/ping')).status).toBe(200);
    expect((await h.request('/ping', { key: 'build-time-key-012345678' })).status).toBe(401);
    await h.close();
  });

  it('reports PUBLIC_API_KEY as keyType public when no rotating key can be issued, else 503', async () => {
    const broken = new Proxy(testDb.handle.db, {
      get: (target, prop) =>
        prop === 'select' || prop === 'insert'
          ? () => {
              throw new Error('db down');
            }
          : Reflect.get(target, prop),
    });
    const withPublic = harness(testDb, { env: { PUBLIC_API_KEY: 'build-time-key-0123456789' }, deps: { db: broken } });
    const res = await withPublic.request('/public/current-api-key', { key: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, apiKey: 'build-time-key-0123456789', keyType: 'public', expiresAt: null });
    const without = harness(testDb, { deps: { db: broken } });
    const unavailable = await without.request('/public/current-api-key', { key: null });
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toMatchObject({ success: false, code: 'API_KEY_UNAVAILABLE' });
    await withPublic.close();
    await without.close();
  });
});
