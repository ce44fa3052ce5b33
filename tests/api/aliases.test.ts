/**
 * Privacy-browser aliases (spec section 7): every alias answers exactly like
 * its original path: same status, same body, same caching headers.
 */
import { ne, and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliasTarget } from '#api/_app/middleware/aliases.ts';
import { ads } from '#db/schema.ts';
import { startLocalServer } from '#server/local-server.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { seedFixtures } from './_fixtures';
import { harness, type Harness, type RequestOptions } from './_harness';

interface Case {
  alias: string;
  original: string;
  init?: () => RequestOptions;
}

const answers = { answers: [0, 1, 2, 3, null], clientAttemptId: 'attempt-123456' };

const CASES: Case[] = [
  { alias: '/user/signin', original: '/auth/login', init: () => ({ method: 'POST', json: { email: 'a@b.c', password: 'secret1' } }) },
  { alias: '/user/signup', original: '/auth/register', init: () => ({ method: 'POST', json: { email: 'a@b.c', password: 'secret1' } }) },
  { alias: '/user/signout', original: '/auth/logout', init: () => ({ method: 'POST' }) },
  { alias: '/user/profile', original: '/auth/me' },
  { alias: '/user/refresh-token', original: '/auth/refresh', init: () => ({ method: 'POST', json: {} }) },
  { alias: '/practice', original: '/mocks' },
  { alias: '/practice?page=2&limit=1', original: '/mocks?page=2&limit=1' },
  { alias: '/practice?page=0', original: '/mocks?page=0' },
  { alias: '/practice/categories', original: '/mocks/categories' },
  { alias: '/practice/gs-mock-1', original: '/mocks/gs-mock-1' },
  { alias: '/practice/no-such-test', original: '/mocks/no-such-test' },
  { alias: '/practice/gs-mock-1/start', original: '/mocks/gs-mock-1/start' },
  { alias: '/practice/gs-mock-1/submit', original: '/mocks/gs-mock-1/submit', init: () => ({ method: 'POST', json: answers }) },
  { alias: '/practice/gs-mock-1/submit', original: '/mocks/gs-mock-1/submit', init: () => ({ method: 'POST', json: { answers: [7] } }) },
  { alias: '/practice/a/b/c', original: '/mocks/a/b/c' },
  { alias: '/content/promotions', original: '/ads' },
  { alias: '/content/promotions?kind=house', original: '/ads?kind=house' },
  { alias: '/content/promotions?kind=bad', original: '/ads?kind=bad' },
  { alias: '/content/promotions/random', original: '/ads/random' },
  { alias: '/content/promotions/7', original: '/ads/7', init: () => ({ method: 'PUT', json: { title: 'x' } }) },
  { alias: '/content/promotions/7', original: '/ads/7', init: () => ({ method: 'DELETE' }) },
  { alias: '/content/promotions', original: '/ads', init: () => ({ method: 'POST', json: { title: 'x' } }) },
  { alias: '/practice', original: '/mocks', init: () => ({ key: null }) },
  { alias: '/practice', original: '/mocks', init: () => ({ key: 'wrong' }) },
];

const HEADERS = ['content-type', 'cache-control', 'etag', 'vary', 'retry-after'];

describe('alias table', () => {
  it('maps exactly the spec paths', () => {
    expect(aliasTarget('/user/signin')).toBe('/auth/login');
    expect(aliasTarget('/user/signup')).toBe('/auth/register');
    expect(aliasTarget('/user/signout')).toBe('/auth/logout');
    expect(aliasTarget('/user/profile')).toBe('/auth/me');
    expect(aliasTarget('/user/refresh-token')).toBe('/auth/refresh');
    expect(aliasTarget('/practice')).toBe('/mocks');
    expect(aliasTarget('/practice/x/start')).toBe('/mocks/x/start');
    expect(aliasTarget('/content/promotions')).toBe('/ads');
    expect(aliasTarget('/content/promotions/random')).toBe('/ads/random');
    for (const other of ['/practices', '/practicex/a', '/user/signin/x', '/user', '/content', '/content/promotionsx', '/mocks', '/x/practice']) {
      expect(aliasTarget(other), other).toBeNull();
    }
  });
});

describe.each(dbBackends)('privacy-browser aliases on %s', (backend) => {
  let testDb: TestDb;
  let h: Harness;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
    // One active house ad, so /ads/random is deterministic.
    await testDb.handle.db.update(ads).set({ active: false }).where(and(eq(ads.kind, 'house'), ne(ads.title, 'Join the UPSC batch')));
    h = harness(testDb);
    h.clock.now = Date.parse('2026-06-01T10:00:00.000Z'); // /start answers with times
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  it.each(CASES.map((c) => [`${c.init?.().method ?? 'GET'} ${c.alias}${c.init?.().key !== undefined ? ' (key ' + c.init?.().key + ')' : ''}`, c] as const))(
    '%s answers like the original',
    async (_name, { alias, original, init }) => {
      const ip = `192.0.2.${Math.floor(Math.random() * 250)}`;
      const viaOriginal = await h.request(original, { ...init?.(), ip });
      const viaAlias = await h.request(alias, { ...init?.(), ip });
      expect(viaAlias.status).toBe(viaOriginal.status);
      expect(await viaAlias.text()).toBe(await viaOriginal.text());
      for (const header of HEADERS) expect(viaAlias.headers.get(header), header).toBe(viaOriginal.headers.get(header));
    },
  );

  it('shares the rate-limit bucket of the original path', async () => {
    const ip = '198.51.100.7';
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await h.request(i % 2 ? '/practice/gs-mock-1/submit' : '/mocks/gs-mock-1/submit', { method: 'POST', json: answers, ip });
    }
    expect(last!.status).toBe(429);
  });

  it('works over real HTTP through the local server, request bodies included', async () => {
    const { server, url } = await startLocalServer({ api: h.api, siteDir: () => null, host: '127.0.0.1', port: 0 });
    try {
      const key = await h.currentKey();
      // Issue 17: a submit names an attempt started on the server; the second submit of it (through the alias) replays the stored figures.
      const started = await (await fetch(`${url}/api/practice/gs-mock-1/start`, { method: 'POST', headers: { 'x-api-key': key } })).json();
      const post = (path: string) =>
        fetch(`${url}/api${path}`, {
          method: 'POST',
          headers: { 'x-api-key': key, 'content-type': 'application/json', 'x-attempt-token': started.attempt.token },
          body: JSON.stringify({ ...answers, attemptId: started.attempt.id }),
        });
      const original = await post('/mocks/gs-mock-1/submit');
      expect(original.status).toBe(200);
      const alias = await post('/practice/gs-mock-1/submit');
      expect(alias.status).toBe(200);
      expect(await alias.json()).toEqual(await original.json());
      const get = await fetch(`${url}/api/content/promotions`, { headers: { 'x-api-key': key } });
      expect((await get.json()).data[0].title).toBe('Join the UPSC batch');
    } finally {
      server.close();
    }
  });
});
