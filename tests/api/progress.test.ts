/**
 * Progress API with real emulator-issued tokens: each user reads and writes
 * only their own rows (user A vs user B), series progress follows the reads,
 * and mock attempts stored by the submit route show up in the history.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleReads, articles, seriesProgress } from '#db/schema.ts';
import { resetFirebaseAdmin } from '#infra/firebase-admin.ts';
import { startAuthEmulator, type AuthEmulator } from '#server/firebase-emulator.ts';
import { emulatorSignUp, type EmulatorSession } from '../support/auth-emulator';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { ARTICLE_SLUGS, seedFixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

let emulator: AuthEmulator;

beforeAll(async () => {
  emulator = await startAuthEmulator();
});
afterAll(async () => {
  await resetFirebaseAdmin();
  await emulator?.stop();
});

const SERIES = ARTICLE_SLUGS.slice(10); // the three 'UPSC Roadmap' parts, in order

describe.each(dbBackends)('progress API on %s', (backend) => {
  let testDb: TestDb;
  let h: Harness;
  let alice: EmulatorSession;
  let bob: EmulatorSession;
  const as = (session: EmulatorSession) => ({ authorization: `Bearer ${session.idToken}` });
  const get = async (path: string, session?: EmulatorSession) => h.request(path, { headers: session ? as(session) : {}, ip: freshIp() });
  const getJson = async (path: string, session: EmulatorSession) => {
    const res = await get(path, session);
    expect(res.status).toBe(200);
    return res.json();
  };
  const articleId = async (slug: string) => (await testDb.handle.db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug)))[0].id;
  const markRead = (session: EmulatorSession, json: unknown) => h.request('/progress/mark-read', { method: 'POST', json, headers: as(session), ip: freshIp() });

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
    h = harness(testDb, { env: { FIREBASE_AUTH_EMULATOR_HOST: emulator.host } });
    const stamp = `${backend}-${Date.now()}`;
    alice = await emulatorSignUp(emulator, `alice-${stamp}@example.com`, 'secret123', 'Alice');
    bob = await emulatorSignUp(emulator, `bob-${stamp}@example.com`, 'secret123', 'Bob');
    for (const s of [alice, bob]) {
      const res = await h.request('/auth/verify-and-sync', { method: 'POST', json: { idToken: s.idToken }, ip: freshIp() });
      expect(res.status).toBe(200);
    }
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  it('needs a valid sign-in for every progress call', async () => {
    for (const path of ['/progress', '/progress/stats', '/progress/series', '/progress/mock-test', '/progress/articles']) {
      const res = await get(path);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ code: 'AUTH_REQUIRED', error: 'Please sign in to continue.' });
    }
    const forged = await h.request('/progress/mark-read', { method: 'POST', json: { slug: SERIES[0] }, headers: { authorization: 'Bearer forged.token.value-xxxxxxxx' }, ip: freshIp() });
    expect(forged.status).toBe(401);
    expect((await forged.json()).code).toBe('AUTH_INVALID');
  });

  it('mark-read records the read and advances the series; it is idempotent', async () => {
    h.clock.now = Date.parse('2026-06-01T09:00:00Z');
    try {
      const res = await markRead(alice, { slug: SERIES[0] });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.data.article).toMatchObject({ postSlug: SERIES[0], seriesSlug: 'upsc-roadmap', readAt: '2026-06-01T09:00:00.000Z' });
      expect(body.data.series).toMatchObject({
        slug: 'upsc-roadmap',
        articleCount: 3,
        readCount: 1,
        percent: 33,
        completed: false,
        lastArticle: { postSlug: SERIES[0] },
        nextArticle: { postSlug: SERIES[1] },
      });
      h.clock.now = Date.parse('2026-06-01T10:00:00Z');
      const again = await (await markRead(alice, { slug: SERIES[0] })).json();
      expect(again.data.article.readAt).toBe('2026-06-01T10:00:00.000Z');
      expect(again.data.series.readCount).toBe(1);
    } finally {
      h.clock.now = null;
    }
    // By id too; an article outside any series has no series progress.
    const plain = await (await markRead(alice, { articleId: await articleId(ARTICLE_SLUGS[0]) })).json();
    expect(plain.data.series).toBeNull();
  });

  it('finishing every part completes the series', async () => {
    await markRead(alice, { slug: SERIES[2] });
    let [series] = (await getJson('/progress/series', alice)).data;
    expect(series).toMatchObject({ readCount: 2, percent: 67, completed: false, lastArticle: { postSlug: SERIES[2] }, nextArticle: { postSlug: SERIES[1] } });
    await markRead(alice, { slug: SERIES[1] });
    [series] = (await getJson('/progress/series', alice)).data;
    expect(series).toMatchObject({ readCount: 3, percent: 100, completed: true, nextArticle: null });
  });

  it('user B sees none of user A’s progress and cannot write to it', async () => {
    expect((await getJson('/progress/series', bob)).data).toEqual([]);
    expect((await getJson('/progress/articles', bob)).data).toEqual([]);
    const summary = (await getJson('/progress', bob)).data;
    expect(summary).toMatchObject({ stats: { articlesRead: 0, seriesStarted: 0, mockAttempts: 0 }, recentArticles: [], series: [], recentMockAttempts: [] });

    // A body naming another user is ignored: the row is Bob's.
    const res = await markRead(bob, { slug: SERIES[0], userUid: alice.uid, uid: alice.uid });
    expect(res.status).toBe(200);
    const bobReads = await testDb.handle.db.select().from(articleReads).where(eq(articleReads.userUid, bob.uid));
    expect(bobReads.map((r) => r.articleId)).toHaveLength(1);
    const bobSeries = (await getJson('/progress/series', bob)).data;
    expect(bobSeries).toHaveLength(1);
    expect(bobSeries[0]).toMatchObject({ readCount: 1, completed: false });

    // Alice's rows are untouched.
    const aliceReads = await testDb.handle.db.select().from(articleReads).where(eq(articleReads.userUid, alice.uid));
    expect(aliceReads).toHaveLength(4);
    const [aliceSeries] = await testDb.handle.db.select().from(seriesProgress).where(eq(seriesProgress.userUid, alice.uid));
    expect(aliceSeries.lastArticleId).toBe(await articleId(SERIES[1]));
    expect((await getJson('/progress/series', alice)).data[0]).toMatchObject({ readCount: 3, completed: true });
  });

  it('mock-test history lists the caller’s stored attempts only', async () => {
    // Issue 17: a submit names an attempt the server started.
    const submit = async (session: EmulatorSession, slug: string, answers: (number | null)[], clientAttemptId: string) => {
      const started = await (await h.request(`/mocks/${slug}/start`, { method: 'POST', headers: as(session), ip: freshIp() })).json();
      return h.request(`/mocks/${slug}/submit`, {
        method: 'POST',
        json: { attemptId: started.attempt.id, answers, clientAttemptId },
        headers: as(session),
        ip: freshIp(),
      });
    };
    const first = await (await submit(alice, 'gs-mock-1', [0, 1, 2, 3, 0], 'alice-attempt-1')).json();
    expect(first.attempt).toMatchObject({ clientAttemptId: 'alice-attempt-1' });
    await submit(alice, 'quant-mock-1', [1, 1], 'alice-attempt-2');
    await submit(bob, 'gs-mock-1', [0, null, null, null, null], 'bob-attempt-1');

    const history = await getJson('/progress/mock-test', alice);
    expect(history.pagination).toEqual({ total: 2, page: 1, limit: 20, totalPages: 1 });
    expect(history.data.map((a: { clientAttemptId: string }) => a.clientAttemptId).sort()).toEqual(['alice-attempt-1', 'alice-attempt-2']);
    const gs = history.data.find((a: { mock: { slug: string } }) => a.mock.slug === 'gs-mock-1');
    expect(gs).toMatchObject({ mock: { slug: 'gs-mock-1', name: 'GS Mock 1' }, total: 5, correct: 5, wrong: 0, unanswered: 0, percentage: 100 });

    const filtered = await getJson('/progress/mock-test?mock=quant-mock-1', alice);
    expect(filtered.data).toHaveLength(1);
    expect(filtered.data[0]).toMatchObject({ mock: { slug: 'quant-mock-1' }, correct: 1, wrong: 1, unanswered: 3 });

    const bobs = await getJson('/progress/mock-test', bob);
    expect(bobs.data.map((a: { clientAttemptId: string }) => a.clientAttemptId)).toEqual(['bob-attempt-1']);
    expect((await get('/progress/mock-test?limit=0', alice)).status).toBe(400);
  });

  it('stats and the summary add it all up', async () => {
    const stats = (await getJson('/progress/stats', alice)).data;
    expect(stats).toMatchObject({ articlesRead: 4, seriesStarted: 1, seriesCompleted: 1, mockAttempts: 2, averageScorePercent: 57.5, bestScorePercent: 100, averageAccuracy: 86 });
    expect(Date.parse(stats.lastActivityAt)).toBeGreaterThan(0);
    const summary = (await getJson('/progress', alice)).data;
    expect(summary.stats).toEqual(stats);
    expect(summary.recentArticles).toHaveLength(4);
    expect(summary.recentArticles[0].postSlug).toBe(SERIES[1]); // newest read first
    expect(summary.recentMockAttempts).toHaveLength(2);
    const page = await getJson('/progress/articles?limit=3&page=2', alice);
    expect(page.pagination).toEqual({ total: 4, page: 2, limit: 3, totalPages: 2 });
    expect(page.data).toHaveLength(1);
  });

  it('mark-read input errors', async () => {
    const none = await markRead(alice, {});
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'articleId or slug is required' });
    const unknown = await markRead(alice, { slug: 'no-such-article' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'NOT_FOUND', error: 'Article not found' });
    expect((await markRead(alice, { articleId: 'abc' })).status).toBe(400);
  });
});
