/**
 * Issue 26, "The rank is the product": every route that can carry the answer
 * key (correct answers, explanations), the per-question figures or the
 * leaderboard answers them only as core/mock/key-access.ts allows (the table
 * in docs/mock-tests.md, "What carries the answer key"); drafts are 404
 * everywhere public; a device's signed-out attempts join the account that
 * signs in on it and then cost it the ranked attempt; a ranked attempt needs a
 * plausible server-measured time (MIN_SECONDS_PER_ANSWER per answered question).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_SECONDS_PER_ANSWER } from '#core/constants.ts';
import { MockResultSchema } from '#core/schemas/mock-attempt.ts';
import { mockAttempts, mockTests, questions, users } from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';
import { freshIp } from './_harness';

const MINUTE = 60_000;
const QUANT_KEY = [0, 1, 2, 3, 0];
const EXPLANATION = /Explanation for option/;

describe.each(dbBackends)('what carries the answer key, and rank integrity, on %s', (backend) => {
  let ctx: AdminContext;
  let gsIds: number[];
  let quantIds: number[];
  let draftIds: number[];

  const auth = (uid?: string): Record<string, string> => (uid ? { authorization: `Bearer uid:${uid}` } : {});
  const call = (method: string, path: string, { uid, json, headers = {} }: { uid?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    ctx.h.request(path, { method, json, headers: { ...auth(uid), ...headers }, ip: freshIp() });
  /** Starts an attempt `agoMs` before now (on the real clock unless the test set one). */
  const start = async (slug: string, uid?: string, agoMs = 3 * MINUTE) => {
    const fixed = ctx.h.clock.now;
    ctx.h.clock.now = (fixed ?? Date.now()) - agoMs;
    try {
      return (await expectJson(await call('POST', `/mocks/${slug}/start`, { uid }), 200)) as { startedAt: string; attempt: { id: string; token: string } };
    } finally {
      ctx.h.clock.now = fixed;
    }
  };
  const submit = (slug: string, attempt: { id: string; token: string }, answers: (number | null)[], uid?: string, extra: Record<string, unknown> = {}) =>
    call('POST', `/mocks/${slug}/submit`, { uid, json: { attemptId: attempt.id, answers, ...extra }, headers: uid ? {} : { 'x-attempt-token': attempt.token } });
  const submitJson = async (...args: Parameters<typeof submit>) => MockResultSchema.parse(await expectJson(await submit(...args), 200));
  const claim = (uid: string | undefined, attempts: unknown) => call('POST', '/progress/attempts/claim', { uid, json: { attempts } });
  const attemptRow = async (publicId: string) => (await ctx.testDb.handle.db.select().from(mockAttempts).where(eq(mockAttempts.publicId, publicId)))[0];
  const addUsers = (...uids: string[]) => ctx.testDb.handle.db.insert(users).values(uids.map((uid) => ({ uid, displayName: uid })));

  beforeAll(async () => {
    ctx = await openAdmin(backend);
    ctx.h.deps.verifyIdToken = async (token) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null);
    const db = ctx.testDb.handle.db;
    const ids = async (mockTestId: number) =>
      (await db.select({ id: questions.id }).from(questions).where(eq(questions.mockTestId, mockTestId)).orderBy(questions.position)).map((r) => r.id);
    gsIds = await ids(ctx.fx.mocks.gsTest.id);
    quantIds = await ids(ctx.fx.mocks.quantTest.id);
    // A draft: its question ids follow the published ones (ids are sequential, as in the finding).
    const [draft] = await db.insert(mockTests).values({ slug: 'draft-mock', name: 'Draft Mock', categoryId: ctx.fx.mocks.gsTest.categoryId, timerMinutes: 10, status: 'draft' }).returning();
    draftIds = (
      await db
        .insert(questions)
        .values(
          [0, 1, 2, 3, 4].map((p) => ({
            mockTestId: draft.id,
            position: p + 1,
            text: `Draft question ${p + 1}?`,
            options: ['A', 'B', 'C', 'D'],
            correctIndex: p % 4,
            explanations: [0, 1, 2, 3].map((k) => `Explanation for option ${k} of the draft.`),
          })),
        )
        .returning({ id: questions.id })
    ).map((r) => r.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('the key and its carriers', () => {
    it('a bookmark carries the answer and explanations only after a submitted attempt of its test', async () => {
      await addUsers('bookmarker');
      // The finding: every question bookmarked before any attempt, the key read from the list.
      for (const id of [...gsIds, ...quantIds]) await expectJson(await call('PUT', `/progress/bookmarks/${id}`, { uid: 'bookmarker' }), 200);
      const before = await call('GET', '/progress/bookmarks?limit=200', { uid: 'bookmarker' });
      const beforeText = await before.clone().text();
      expect(beforeText).not.toMatch(EXPLANATION);
      const list = (await before.json()).data as { questionId: number; correct: number | null; explanations: string[] | null; options: string[] }[];
      expect(list).toHaveLength(10);
      for (const b of list) expect(b).toMatchObject({ correct: null, explanations: null, explanations_hi: null, options: expect.any(Array) });

      // A started attempt is not enough.
      const started = await start('gs-mock-1', 'bookmarker');
      const stillHidden = await expectJson(await call('GET', '/progress/bookmarks?mock=gs-mock-1', { uid: 'bookmarker' }), 200);
      expect(stillHidden.data.every((b: { correct: number | null }) => b.correct === null)).toBe(true);

      // Submitted: the key of that test shows, the other test's stays hidden.
      await submitJson('gs-mock-1', started.attempt, [0, 1], 'bookmarker');
      const after = (await expectJson(await call('GET', '/progress/bookmarks?limit=200', { uid: 'bookmarker' }), 200)).data as {
        questionId: number;
        correct: number | null;
        explanations: string[] | null;
      }[];
      for (const b of after) {
        if (gsIds.includes(b.questionId)) {
          expect(b.correct).toBe(gsIds.indexOf(b.questionId) % 4);
          expect(b.explanations).toHaveLength(4);
        } else expect(b).toMatchObject({ correct: null, explanations: null });
      }
      // Another account's submitted attempt opens nothing for this one.
      await addUsers('peeker');
      await expectJson(await call('PUT', `/progress/bookmarks/${gsIds[0]}`, { uid: 'peeker' }), 200);
      const peeker = await expectJson(await call('GET', '/progress/bookmarks', { uid: 'peeker' }), 200);
      expect(peeker.data[0]).toMatchObject({ correct: null, explanations: null });
    });

    it('drafts answer 404 on every public route: bookmark, report, start, leaderboard; a bookmark of a test made a draft is not listed', async () => {
      await addUsers('drafter');
      for (const id of draftIds) {
        const put = await call('PUT', `/progress/bookmarks/${id}`, { uid: 'drafter' });
        expect(put.status).toBe(404);
        expect((await put.json()).error).toBe('Question not found');
      }
      const report = await call('POST', `/mocks/questions/${draftIds[0]}/reports`, { json: { reason: 'typo' } });
      expect(report.status).toBe(404);
      for (const [method, path] of [
        ['GET', '/mocks/draft-mock/leaderboard'],
        ['GET', '/mocks/draft-mock/start'],
        ['POST', '/mocks/draft-mock/start'],
        ['GET', '/mocks/draft-mock/paper'],
        ['GET', '/mocks/draft-mock'],
      ]) {
        const res = await call(method, path);
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(await res.text()).not.toMatch(EXPLANATION);
      }
      const list = await expectJson(await call('GET', '/progress/bookmarks', { uid: 'drafter' }), 200);
      expect(list.data).toEqual([]);

      // A test taken back to draft: its bookmarks (and facets) wait unseen, even after a submitted attempt.
      const db = ctx.testDb.handle.db;
      const [later] = await db.insert(mockTests).values({ slug: 'later-draft', name: 'Later Draft', categoryId: ctx.fx.mocks.gsTest.categoryId, timerMinutes: 10 }).returning();
      const [q] = await db
        .insert(questions)
        .values({ mockTestId: later.id, position: 1, text: 'A question of a test made a draft later?', options: ['A', 'B', 'C', 'D'], correctIndex: 2, explanations: ['Explanation for option 0', 'b', 'c', 'd'] })
        .returning();
      await expectJson(await call('PUT', `/progress/bookmarks/${q.id}`, { uid: 'drafter' }), 200);
      expect((await expectJson(await call('GET', '/progress/bookmarks', { uid: 'drafter' }), 200)).data).toHaveLength(1);
      await db.update(mockTests).set({ status: 'draft' }).where(eq(mockTests.id, later.id));
      const hidden = await expectJson(await call('GET', '/progress/bookmarks', { uid: 'drafter' }), 200);
      expect(hidden.data).toEqual([]);
      expect(hidden.facets).toEqual([]);
      expect((await call('PUT', `/progress/bookmarks/${q.id}`, { uid: 'drafter' })).status).toBe(404);
    });

    it('the result, the review and the key address: only for a submitted attempt; the leaderboard is public on a published test', async () => {
      const anon = await start('quant-mock-1');
      // Before the submit: the review is refused without a key address.
      const early = await call('GET', `/mocks/attempts/${anon.attempt.id}`, { headers: { 'x-attempt-token': anon.attempt.token } });
      expect(early.status).toBe(409);
      expect(await early.text()).not.toMatch(/answerKeyUrl|answer-key/);
      const result = await submitJson('quant-mock-1', anon.attempt, []);
      const review = MockResultSchema.parse(
        await expectJson(await call('GET', `/mocks/attempts/${anon.attempt.id}`, { headers: { 'x-attempt-token': anon.attempt.token } }), 200),
      );
      expect(review.answerKeyUrl).toBe(result.answerKeyUrl);
      const key = await expectJson(await call('GET', result.answerKeyUrl), 200);
      expect(key.answerKey.map((k: { correct: number }) => k.correct)).toEqual(QUANT_KEY);
      const board = await expectJson(await call('GET', '/mocks/quant-mock-1/leaderboard'), 200);
      expect(board).toMatchObject({ entries: expect.any(Array), of: expect.any(Number) });
    });
  });

  describe('attempts made signed out join the account', () => {
    it('a valid token joins, a wrong one is refused (403, nothing joined), another account’s is left alone; history keeps them', async () => {
      await addUsers('joiner', 'someone-else');
      const a = await start('gs-mock-1');
      const b = await start('quant-mock-1');
      const seen = await submitJson('gs-mock-1', a.attempt, []); // no answers: the key's address all the same
      expect(seen.answerKeyUrl).toMatch(/answer-key/);

      // Signed out: 401; a malformed body: 400 with the schema's message.
      expect((await claim(undefined, [a.attempt])).status).toBe(401);
      await expect400(await claim('joiner', []), 'attempts', /attempts must be 1 to 50 attempts/);
      await expect400(await claim('joiner', [{ id: a.attempt.id }]), 'attempts.0.token', /attempts must be/);

      const forged = await claim('joiner', [a.attempt, { id: b.attempt.id, token: a.attempt.token }]);
      expect(forged.status).toBe(403);
      expect((await forged.json()).code).toBe('ATTEMPT_FORBIDDEN');
      expect((await attemptRow(a.attempt.id)).userUid).toBeNull();

      const joined = await expectJson(await claim('joiner', [a.attempt, b.attempt]), 200);
      expect(joined.data.attempts).toEqual([
        { id: a.attempt.id, outcome: 'joined' },
        { id: b.attempt.id, outcome: 'joined' },
      ]);
      expect((await attemptRow(a.attempt.id)).userUid).toBe('joiner');
      // Again: already yours. Another account with the same tokens: left alone.
      expect((await expectJson(await claim('joiner', [a.attempt]), 200)).data.attempts).toEqual([{ id: a.attempt.id, outcome: 'yours' }]);
      expect((await expectJson(await claim('someone-else', [a.attempt]), 200)).data.attempts).toEqual([{ id: a.attempt.id, outcome: 'other_account' }]);
      expect((await attemptRow(a.attempt.id)).userUid).toBe('joiner');

      const history = await expectJson(await call('GET', '/progress/mock-test', { uid: 'joiner' }), 200);
      expect(history.data.map((h: { attemptId?: string; id?: string }) => h.attemptId ?? h.id)).toContain(a.attempt.id);
      // The joined attempt's token still works for its review (the device keeps it).
      expect((await call('GET', `/mocks/attempts/${a.attempt.id}`, { headers: { 'x-attempt-token': a.attempt.token } })).status).toBe(200);

      // The finding: signed in on the same device, the first attempt of the account was ranked. Now it is not.
      const next = await start('gs-mock-1', 'joiner');
      const r = await submitJson('gs-mock-1', next.attempt, [0, 1, 2, 3, 0], 'joiner');
      expect(r.attempt).toMatchObject({ ranked: false, attemptNumber: 2, tooFast: false });
      // quant's joined attempt was only started (no key seen): the account's first quant attempt is still ranked.
      const q = await start('quant-mock-1', 'joiner');
      expect((await submitJson('quant-mock-1', q.attempt, QUANT_KEY, 'joiner')).attempt).toMatchObject({ ranked: true });
    });

    it('an attempt started signed in before the claim is not ranked once a joined attempt was submitted before its submit', async () => {
      await addUsers('racer');
      const mine = await start('gs-mock-1', 'racer'); // eligible when it started
      const anon = await start('gs-mock-1');
      await submitJson('gs-mock-1', anon.attempt, []);
      await expectJson(await claim('racer', [anon.attempt]), 200);
      const r = await submitJson('gs-mock-1', mine.attempt, [0, 1, 2, 3, 0], 'racer');
      expect(r.attempt).toMatchObject({ ranked: false, late: false, tooFast: false });
      expect((await attemptRow(mine.attempt.id)).ranked).toBe(false);
    });
  });

  describe('a ranked attempt needs a plausible time, measured by the server', () => {
    it('too fast: scored, not ranked, said so, listed for the admin; a claimed stamp of start + 1 ms does not help', async () => {
      await addUsers('speedy', 'stamper', 'steady');
      const t0 = Date.parse('2026-05-01T08:00:00.000Z');
      try {
        ctx.h.clock.now = t0;
        const speedy = await start('quant-mock-1', 'speedy', 0);
        const stamper = await start('quant-mock-1', 'stamper', 0);
        const steady = await start('quant-mock-1', 'steady', 0);

        // 5 answers need 5 × MIN_SECONDS_PER_ANSWER seconds; one second less is too fast.
        ctx.h.clock.now = t0 + (5 * MIN_SECONDS_PER_ANSWER - 1) * 1000;
        const fast = await submitJson('quant-mock-1', speedy.attempt, QUANT_KEY, 'speedy');
        expect(fast.result).toMatchObject({ correct: 5, score: 5 });
        expect(fast.attempt).toMatchObject({ ranked: false, tooFast: true, late: false, attemptNumber: 1 });
        expect(fast.standing).not.toBeNull(); // where it would stand

        // The finding: a claimed submittedAt of start + 1 ms, arriving minutes later: 0 s, too fast.
        ctx.h.clock.now = t0 + 5 * MINUTE;
        const stamped = await submitJson('quant-mock-1', stamper.attempt, QUANT_KEY, 'stamper', { submittedAt: new Date(t0 + 1).toISOString() });
        expect(stamped.attempt).toMatchObject({ timeTakenSeconds: 0, ranked: false, tooFast: true });

        const honest = await submitJson('quant-mock-1', steady.attempt, QUANT_KEY, 'steady');
        expect(honest.attempt).toMatchObject({ ranked: true, tooFast: false, timeTakenSeconds: 300 });
      } finally {
        ctx.h.clock.now = null;
      }
      expect(await attemptRow((await ctx.testDb.handle.db.select().from(mockAttempts).where(eq(mockAttempts.userUid, 'speedy')))[0].publicId)).toMatchObject({
        tooFast: true,
        ranked: false,
        score: 5,
      });

      // The admin's list: newest first, with the floor for that many answers.
      const list = await expectJson(await ctx.call('GET', '/admin/attempts/too-fast'), 200);
      const mine = list.data.filter((a: { user: { uid: string } | null }) => a.user && ['speedy', 'stamper'].includes(a.user.uid));
      expect(mine).toHaveLength(2);
      expect(mine[0]).toMatchObject({
        mock: { slug: 'quant-mock-1' },
        answered: 5,
        minimumSeconds: 5 * MIN_SECONDS_PER_ANSWER,
        score: 5,
        maxScore: 5,
      });
      expect(list.data.some((a: { user: { uid: string } | null }) => a.user?.uid === 'steady')).toBe(false);
      // Admins only.
      expect([401, 403]).toContain((await ctx.call('GET', '/admin/attempts/too-fast', { session: false })).status);
      expect([401, 403]).toContain((await call('GET', '/admin/attempts/too-fast', { uid: 'speedy' })).status);
    });
  });
});
