/**
 * Spaced revision (issue 30; docs/practice.md "Spaced revision"): where cards
 * come from (a bookmark; the wrong answers of submitted attempts, derived when
 * the queue is read), the key rule on GET /revision/today and /count (a live
 * test before its results time, a test never submitted: not there), the
 * reviews (validation, idempotent retry, time order) and the IST day.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RevisionReviewsResultSchema, RevisionTodaySchema } from '#core/schemas/revision.ts';
import { DERIVE_BATCH } from '#db/mutations/revision.ts';
import { mockAttempts, mockTests, questions, revisionCards, users } from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';
import { freshIp } from './_harness';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The fixtures' key: question p (0-based) has option p % 4 right. */
const GS_KEY = [0, 1, 2, 3, 0];
/** 06:00 UTC = 11:30 in India: the IST day ends at 18:30 UTC. */
const T0 = Date.parse('2026-12-01T06:00:00Z');

describe.each(dbBackends)('spaced revision on %s', (backend) => {
  let ctx: AdminContext;
  let gsIds: number[];
  let quantIds: number[];

  const at = (ms: number) => (ctx.h.clock.now = ms);
  const call = (method: string, path: string, { uid, json }: { uid?: string; json?: unknown } = {}) =>
    ctx.h.request(path, { method, json, headers: uid ? { authorization: `Bearer uid:${uid}` } : {}, ip: freshIp() });
  const today = async (uid: string) => RevisionTodaySchema.parse(await expectJson(await call('GET', '/revision/today', { uid }), 200));
  const count = async (uid: string) => (await expectJson(await call('GET', '/revision/count', { uid }), 200)).count as number;
  const reviews = async (uid: string, list: unknown[]) => RevisionReviewsResultSchema.parse(await expectJson(await call('POST', '/revision/reviews', { uid, json: { reviews: list } }), 200));
  /** Start 5 minutes before the clock, submit at the clock. */
  const takeTest = async (slug: string, uid: string, answers: (number | null)[]) => {
    const now = ctx.h.clock.now!;
    at(now - 5 * MINUTE);
    const started = await expectJson(await call('POST', `/mocks/${slug}/start`, { uid }), 200);
    at(now);
    await expectJson(await call('POST', `/mocks/${slug}/submit`, { uid, json: { attemptId: started.attempt.id, answers } }), 200);
  };
  const addUsers = (...uids: string[]) => ctx.testDb.handle.db.insert(users).values(uids.map((uid) => ({ uid, displayName: uid })));
  const card = async (uid: string, questionId: number) =>
    (await ctx.testDb.handle.db.select().from(revisionCards).where(and(eq(revisionCards.userUid, uid), eq(revisionCards.questionId, questionId))))[0];

  beforeAll(async () => {
    ctx = await openAdmin(backend);
    ctx.h.deps.verifyIdToken = async (token) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null);
    const db = ctx.testDb.handle.db;
    const ids = async (mockTestId: number) =>
      (await db.select({ id: questions.id }).from(questions).where(eq(questions.mockTestId, mockTestId)).orderBy(questions.position)).map((r) => r.id);
    gsIds = await ids(ctx.fx.mocks.gsTest.id);
    quantIds = await ids(ctx.fx.mocks.quantTest.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('signed out: 401', async () => {
    expect((await call('GET', '/revision/today')).status).toBe(401);
    expect((await call('GET', '/revision/count')).status).toBe(401);
  });

  it('a bookmark enqueues a card; it shows only once the caller has submitted an attempt of its test', async () => {
    at(T0);
    await addUsers('rv-bookmark');
    await expectJson(await call('PUT', `/progress/bookmarks/${gsIds[1]}`, { uid: 'rv-bookmark' }), 200);
    expect(await card('rv-bookmark', gsIds[1])).toMatchObject({ source: 'bookmark', state: 0 });
    // Not submitted: the key is not the caller's yet, so the card is neither listed nor counted.
    const before = await call('GET', '/revision/today', { uid: 'rv-bookmark' });
    expect(await before.clone().text()).not.toMatch(/Explanation for option/);
    expect(RevisionTodaySchema.parse(await before.json())).toMatchObject({ count: 0, data: [] });
    expect(await count('rv-bookmark')).toBe(0);

    await takeTest('gs-mock-1', 'rv-bookmark', GS_KEY); // all right: no wrong cards, the bookmark opens
    const after = await today('rv-bookmark');
    expect(after.count).toBe(1);
    expect(after.data).toMatchObject([{ questionId: gsIds[1], source: 'bookmark', correct: 1, explanations: expect.any(Array), mock: { slug: 'gs-mock-1' } }]);
    expect(after.dayEnds).toBe('2026-12-01T18:30:00.000Z');
    // Bookmarking again does not reset a card already reviewed.
    await reviews('rv-bookmark', [{ questionId: gsIds[1], correct: true, reviewedAt: new Date(T0).toISOString() }]);
    const reviewed = await card('rv-bookmark', gsIds[1]);
    await expectJson(await call('PUT', `/progress/bookmarks/${gsIds[1]}`, { uid: 'rv-bookmark' }), 200);
    expect(await card('rv-bookmark', gsIds[1])).toEqual(reviewed);
  });

  it('the wrong answers of a submitted always-open test appear (not the unanswered, not the right ones); an unsubmitted attempt never', async () => {
    at(T0);
    await addUsers('rv-wrong');
    // q1 wrong, q3 unanswered, the rest right.
    await takeTest('gs-mock-1', 'rv-wrong', [1, 1, null, 3, 0]);
    // Started, never submitted: its questions never show, even answered.
    at(T0 - 5 * MINUTE);
    await expectJson(await call('POST', '/mocks/quant-mock-1/start', { uid: 'rv-wrong' }), 200);
    at(T0);
    const list = await today('rv-wrong');
    expect(list.count).toBe(1);
    expect(list.data.map((c) => c.questionId)).toEqual([gsIds[0]]);
    expect(list.data[0]).toMatchObject({ source: 'wrong', correct: 0, options: expect.any(Array), explanations: expect.any(Array) });
    expect(list.data.some((c) => quantIds.includes(c.questionId))).toBe(false);
    // Read again: derived once (no second card, no review applied).
    expect((await today('rv-wrong')).count).toBe(1);
    expect(await card('rv-wrong', gsIds[0])).toMatchObject({ state: 0, reps: 0 });
  });

  it('answered wrong in revision: due again the next day (not today); a retried batch changes nothing; on the due day it is back', async () => {
    const uid = 'rv-wrong';
    const wrong = { questionId: gsIds[0], correct: false, reviewedAt: new Date(T0 + MINUTE).toISOString() };
    expect(await reviews(uid, [wrong])).toEqual({ applied: 1, ignored: 0, count: 0 });
    const once = await card(uid, gsIds[0]);
    // FSRS's one-day step: tomorrow (by then a new IST day), not later today.
    expect(once.due.getTime()).toBeGreaterThanOrEqual(T0 + DAY);
    expect(once.due.getTime()).toBeLessThanOrEqual(T0 + MINUTE + DAY);
    // The offline queue sends the same batch again: ignored, the card as it was.
    expect(await reviews(uid, [wrong])).toEqual({ applied: 0, ignored: 1, count: 0 });
    expect(await card(uid, gsIds[0])).toEqual(once);
    // The next day (IST), the card is in "Revise today" again.
    at(T0 + DAY);
    expect(await count(uid)).toBe(1);
    expect((await today(uid)).data.map((c) => c.questionId)).toEqual([gsIds[0]]);
    // Answered right now: due later, gone from today.
    expect(await reviews(uid, [{ questionId: gsIds[0], correct: true, rating: 'easy', reviewedAt: new Date(T0 + DAY).toISOString() }])).toMatchObject({ applied: 1, count: 0 });
    expect((await card(uid, gsIds[0])).due.getTime()).toBeGreaterThan(T0 + 3 * DAY);
  });

  it('a test’s wrong answer counts once: read again within the minute after a review dated before the submit (a clock behind)', async () => {
    at(T0);
    await addUsers('rv-behind');
    await takeTest('gs-mock-1', 'rv-behind', [1, 1, 2, 3, 0]);
    expect((await today('rv-behind')).count).toBe(1);
    // Answered wrong on a device a day behind: due a day after that, i.e. today.
    expect(await reviews('rv-behind', [{ questionId: gsIds[0], correct: false, reviewedAt: new Date(T0 - DAY + MINUTE).toISOString() }])).toMatchObject({ applied: 1, count: 1 });
    at(T0 + 30_000); // the submit is read again (it is under a minute old): its wrong answer is not applied a second time
    expect(await count('rv-behind')).toBe(1);
    expect((await card('rv-behind', gsIds[0])).reps).toBe(1);
  });

  it('reviews apply in reviewedAt order, a time ahead of the server counts as now; unknown or hidden cards are ignored', async () => {
    at(T0);
    await addUsers('rv-order');
    await takeTest('gs-mock-1', 'rv-order', [1, 2, 2, 3, 0]); // q1 and q2 wrong
    expect((await today('rv-order')).count).toBe(2);
    at(T0 + 10 * MINUTE);
    const q = gsIds[1];
    // Sent newest first: right at +2 min, wrong at +1 min. In time order the right answer is the last word.
    const out = await reviews('rv-order', [
      { questionId: q, correct: true, reviewedAt: new Date(T0 + 2 * MINUTE).toISOString() },
      { questionId: q, correct: false, reviewedAt: new Date(T0 + MINUTE).toISOString() },
      { questionId: quantIds[0], correct: false, reviewedAt: new Date(T0).toISOString() }, // no card
      { questionId: gsIds[0], correct: true, reviewedAt: new Date(T0 + 7 * DAY).toISOString() }, // a clock a week ahead
    ]);
    expect(out).toMatchObject({ applied: 3, ignored: 1 });
    const c = await card('rv-order', q);
    expect(c.reps).toBe(2);
    expect(c.lastReview?.getTime()).toBe(T0 + 2 * MINUTE);
    expect((await card('rv-order', gsIds[0])).lastReview?.getTime()).toBe(T0 + 10 * MINUTE);
    // A bookmark of a test never submitted: a review of it is ignored (the caller cannot have seen its key).
    await expectJson(await call('PUT', `/progress/bookmarks/${quantIds[1]}`, { uid: 'rv-order' }), 200);
    expect(await reviews('rv-order', [{ questionId: quantIds[1], correct: true, reviewedAt: new Date(T0).toISOString() }])).toMatchObject({ applied: 0, ignored: 1 });
  });

  it('a live test: its wrong answers wait for the results time (and an always-open test taken meanwhile does not wait)', async () => {
    const db = ctx.testDb.handle.db;
    at(T0);
    const [live] = await db
      .insert(mockTests)
      .values({
        slug: 'rv-live',
        name: 'Revision live',
        categoryId: ctx.fx.mocks.gsTest.categoryId,
        timerMinutes: 10,
        liveOpensAt: new Date(T0 - 30 * MINUTE),
        liveLastStartAt: new Date(T0 - 20 * MINUTE),
        liveResultsAt: new Date(T0 + 60 * MINUTE),
      })
      .returning();
    const liveIds = (
      await db
        .insert(questions)
        .values(GS_KEY.map((correct, p) => ({ mockTestId: live.id, position: p + 1, text: `Live secret question ${p + 1}?`, options: ['A', 'B', 'C', 'D'], correctIndex: correct, explanations: ['a', 'b', 'c', 'd'] })))
        .returning({ id: questions.id })
    ).map((r) => r.id);
    await addUsers('rv-live');
    // The live attempt, submitted in its window (written as the submit writes it: the HTTP flow is live-tests.test.ts's).
    await db.insert(mockAttempts).values({
      publicId: 'rv-live-attempt',
      userUid: 'rv-live',
      mockTestId: live.id,
      status: 'submitted',
      answers: [3, 3, 3, 3, 3],
      startedAt: new Date(T0 - 25 * MINUTE),
      deadlineAt: new Date(T0 - 15 * MINUTE),
      submittedAt: new Date(T0 - 16 * MINUTE),
      live: true,
    });
    await takeTest('gs-mock-1', 'rv-live', [1, 1, 2, 3, 0]); // after it: q1 wrong

    const before = await call('GET', '/revision/today', { uid: 'rv-live' });
    expect(await before.clone().text()).not.toMatch(/Live secret/);
    const list = RevisionTodaySchema.parse(await before.json());
    expect(list.data.map((c) => c.questionId)).toEqual([gsIds[0]]);
    expect(await count('rv-live')).toBe(1);

    at(T0 + 61 * MINUTE); // results out
    const after = await today('rv-live');
    expect(after.count).toBe(5);
    expect(after.data.map((c) => c.questionId).sort((a, b) => a - b)).toEqual([gsIds[0], ...liveIds.filter((_, i) => i !== 3)].sort((a, b) => a - b));
  });

  it('an account with many attempts catches up over reads, DERIVE_BATCH attempts per read', async () => {
    const db = ctx.testDb.handle.db;
    at(T0);
    await addUsers('rv-many');
    // DERIVE_BATCH attempts all right, then three with q2 wrong: the first read stops before them, the next finds them.
    const rows = Array.from({ length: DERIVE_BATCH + 3 }, (_, i) => ({
      publicId: `rv-many-${i}`,
      userUid: 'rv-many',
      mockTestId: ctx.fx.mocks.gsTest.id,
      status: 'submitted' as const,
      answers: i < DERIVE_BATCH ? GS_KEY : GS_KEY.map((k, q) => (q === 2 ? (k + 1) % 4 : k)),
      startedAt: new Date(T0 - (200 - i) * MINUTE),
      deadlineAt: new Date(T0 - (190 - i) * MINUTE),
      submittedAt: new Date(T0 - (195 - i) * MINUTE),
    }));
    await db.insert(mockAttempts).values(rows);
    expect(await count('rv-many')).toBe(0);
    expect(await count('rv-many')).toBe(1);
    expect((await today('rv-many')).data.map((c) => c.questionId)).toEqual([gsIds[2]]);
  });

  it('validation: 400 with a message naming the field', async () => {
    const uid = 'rv-wrong';
    const post = (json: unknown) => call('POST', '/revision/reviews', { uid, json });
    const ok = { questionId: 1, correct: true, reviewedAt: '2026-12-01T09:30:00Z' };
    await expect400(await post({}), 'reviews', 'reviews must be an array of answers');
    await expect400(await post({ reviews: [] }), 'reviews', 'reviews must hold at least one answer');
    await expect400(await post({ reviews: Array.from({ length: 201 }, () => ok) }), 'reviews', 'reviews must hold at most 200 answers');
    await expect400(await post({ reviews: [{ ...ok, questionId: 'x' }] }), 'reviews.0.questionId', /questionId must be/);
    await expect400(await post({ reviews: [{ ...ok, correct: 'yes' }] }), 'reviews.0.correct', 'correct must be true or false');
    await expect400(await post({ reviews: [{ ...ok, reviewedAt: 'yesterday' }] }), 'reviews.0.reviewedAt', /reviewedAt must be/);
    await expect400(await post({ reviews: [{ ...ok, rating: 'meh' }] }), 'reviews.0.rating', 'rating must be one of hard, good, easy');
    expect((await post({ reviews: Array.from({ length: 200 }, () => ok) })).status).toBe(200);
  });
});
