/**
 * Server-issued mock attempts (issue 17): no answer key without a started
 * attempt of the same test and caller, anonymous attempt tokens, server time,
 * late submits scored but not ranked, re-attempts not ranked, replays answered
 * with the stored figures, rank and percentile against a brute-force count,
 * per-question figures, sections with their own marking, the leaderboard and
 * the progress analysis.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockResultSchema } from '#core/schemas/mock-attempt.ts';
import { submitAttempts } from '#db/mutations/mock-attempts.ts';
import { mockAttempts, mockSections, mockStatsPending, mockTests, questions, users } from '#db/schema.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { seedFixtures, USER_UID, type Fixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

const MINUTE = 60_000;
const round2 = (n: number) => Math.round(n * 100) / 100;
const QUANT_KEY = [0, 1, 2, 3, 0];

describe.each(dbBackends)('server-issued mock attempts on %s', (backend) => {
  let testDb: TestDb;
  let fx: Fixtures;
  let h: Harness;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    fx = await seedFixtures(testDb.handle.db);
    h = harness(testDb, {
      deps: { verifyIdToken: async (token) => (token.startsWith('uid:') ? { uid: token.slice(4) } : token === 'good-token' ? { uid: USER_UID } : null) },
    });
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  const bearer = (uid: string) => ({ authorization: `Bearer uid:${uid}` });
  /** Starts an attempt; on the real clock it started 3 minutes ago, so that a submit now is plausibly timed (issue 26's floor). */
  const start = async (slug: string, headers: Record<string, string> = {}) => {
    const backdate = h.clock.now === null;
    if (backdate) h.clock.now = Date.now() - 3 * MINUTE;
    const res = await h.request(`/mocks/${slug}/start`, { method: 'POST', headers, ip: freshIp() }).finally(() => {
      if (backdate) h.clock.now = null;
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { startedAt: string; deadline: string; attempt: { id: string; token: string } };
  };
  const submit = (slug: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
    h.request(`/mocks/${slug}/submit`, { method: 'POST', json, headers, ip: freshIp() });
  const submitJson = async (slug: string, json: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await submit(slug, json, headers);
    expect(res.status).toBe(200);
    return res.json();
  };
  const addUsers = (uids: string[], names: (i: number) => string | null = () => null, hidden: (i: number) => boolean = () => false) =>
    testDb.handle.db.insert(users).values(uids.map((uid, i) => ({ uid, displayName: names(i), hideName: hidden(i) })));

  /** A refusal: the status and code, and no trace of the answer key. */
  async function expectRefused(res: Response, status: number, code: string) {
    expect(res.status).toBe(status);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ code, error: expect.any(String) });
    expect(text).not.toMatch(/answerKey|explanation|Explanation for option/);
  }

  it('no answer key without a started attempt of this test and caller', async () => {
    // The finding: an anonymous submit with no answers, never started, returned the full key.
    await expectRefused(await submit('gs-mock-1', { answers: [] }), 404, 'ATTEMPT_NOT_FOUND');
    await expectRefused(await submit('gs-mock-1', { attemptId: 'never-started-0001', answers: [] }), 404, 'ATTEMPT_NOT_FOUND');

    const anonymous = await start('gs-mock-1');
    // Another test's submit cannot use it …
    await expectRefused(await submit('quant-mock-1', { attemptId: anonymous.attempt.id, answers: [] }, { 'x-attempt-token': anonymous.attempt.token }), 403, 'ATTEMPT_OTHER_TEST');
    // … nor anyone without its token (a forged one included, or a signed-in stranger).
    await expectRefused(await submit('gs-mock-1', { attemptId: anonymous.attempt.id, answers: [] }), 403, 'ATTEMPT_FORBIDDEN');
    await expectRefused(await submit('gs-mock-1', { attemptId: anonymous.attempt.id, answers: [] }, { 'x-attempt-token': 'A'.repeat(43) }), 403, 'ATTEMPT_FORBIDDEN');
    await expectRefused(await submit('gs-mock-1', { attemptId: anonymous.attempt.id, answers: [] }, { authorization: 'Bearer good-token' }), 403, 'ATTEMPT_FORBIDDEN');
    // The review of an attempt not submitted yet shows no key either.
    await expectRefused(await h.request(`/mocks/attempts/${anonymous.attempt.id}`, { headers: { 'x-attempt-token': anonymous.attempt.token } }), 409, 'ATTEMPT_NOT_SUBMITTED');

    await addUsers(['stranger-1']);
    const mine = await start('gs-mock-1', { authorization: 'Bearer good-token' });
    await expectRefused(await submit('gs-mock-1', { attemptId: mine.attempt.id, answers: [] }, bearer('stranger-1')), 403, 'ATTEMPT_FORBIDDEN');
    await expectRefused(await submit('gs-mock-1', { attemptId: mine.attempt.id, answers: [] }), 403, 'ATTEMPT_FORBIDDEN');
    await expectRefused(await h.request(`/mocks/attempts/${mine.attempt.id}`, { headers: bearer('stranger-1') }), 403, 'ATTEMPT_FORBIDDEN');
    // Nothing was scored by the refusals.
    const [row] = await testDb.handle.db.select().from(mockAttempts).where(eq(mockAttempts.publicId, mine.attempt.id));
    expect(row).toMatchObject({ status: 'started', score: null });
  });

  it('the answer key only at the signed address a submitted attempt’s result gives: forged or another test’s signature is refused', async () => {
    const keyAt = (slug: string, v: string, sig: string) => h.request(`/mocks/${slug}/answer-key?v=${v}&sig=${sig}`);
    const started = await start('gs-mock-1');
    const { data: paper } = await (await h.request('/mocks/gs-mock-1')).json();
    const v = String(Date.parse(paper.updated_at));
    // A started attempt holds no signature: its token (the only secret it has) is not one, nor is a forged one.
    await expectRefused(await keyAt('gs-mock-1', v, started.attempt.token), 403, 'ANSWER_KEY_FORBIDDEN');
    await expectRefused(await keyAt('gs-mock-1', v, 'A'.repeat(43)), 403, 'ANSWER_KEY_FORBIDDEN');
    // Missing or malformed query: a zod message on the field.
    const bad = await h.request('/mocks/gs-mock-1/answer-key?v=x');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_ERROR' });

    const result = await submitJson('gs-mock-1', { attemptId: started.attempt.id, answers: [0] }, { 'x-attempt-token': started.attempt.token });
    const url = new URL(result.answerKeyUrl, 'http://x');
    expect(url.searchParams.get('v')).toBe(v);
    const sig = url.searchParams.get('sig')!;
    // The signature names this test and this version of its paper.
    await expectRefused(await keyAt('quant-mock-1', v, sig), 403, 'ANSWER_KEY_FORBIDDEN');
    await expectRefused(await keyAt('gs-mock-1', String(Number(v) + 1), sig), 403, 'ANSWER_KEY_FORBIDDEN');

    // The real address: the key, the same for the next aspirant, compressed when accepted, revalidated by ETag.
    const plain = await h.request(result.answerKeyUrl);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const text = await plain.text();
    expect(JSON.parse(text).answerKey.map((k: { correct: number }) => k.correct)).toEqual([0, 1, 2, 3, 0]);
    const next = await start('gs-mock-1');
    const nextResult = await submitJson('gs-mock-1', { attemptId: next.attempt.id, answers: [] }, { 'x-attempt-token': next.attempt.token });
    expect(nextResult.answerKeyUrl).toBe(result.answerKeyUrl);
    const gz = await h.request(result.answerKeyUrl, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    const br = await h.request(result.answerKeyUrl, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);
    const again = await h.request(result.answerKeyUrl, { headers: { 'if-none-match': plain.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('anonymous: the attempt token is the key to submit and review; the owner’s sign-in is too', async () => {
    const anonymous = await start('quant-mock-1');
    const result = await submitJson('quant-mock-1', { attemptId: anonymous.attempt.id, answers: [0, 1, null, null, 1] }, { 'x-attempt-token': anonymous.attempt.token });
    expect(MockResultSchema.safeParse(result).error).toBeUndefined();
    expect(result.attempt).toMatchObject({ id: anonymous.attempt.id, ranked: false, late: false, attemptNumber: 1 });
    // Two right, one wrong (−0.25).
    expect(result.result).toMatchObject({ correct: 2, wrong: 1, unanswered: 2, score: 1.75, max_score: 5 });
    const review = await h.request(`/mocks/attempts/${anonymous.attempt.id}`, { headers: { 'x-attempt-token': anonymous.attempt.token } });
    expect(review.status).toBe(200);
    expect((await review.json()).result).toEqual(result.result);
    await expectRefused(await h.request(`/mocks/attempts/${anonymous.attempt.id}`), 403, 'ATTEMPT_FORBIDDEN');

    const signedIn = await start('quant-mock-1', { authorization: 'Bearer good-token' });
    await submitJson('quant-mock-1', { attemptId: signedIn.attempt.id, answers: [] }, { authorization: 'Bearer good-token' });
    expect((await h.request(`/mocks/attempts/${signedIn.attempt.id}`, { headers: { authorization: 'Bearer good-token' } })).status).toBe(200);
  });

  it('a replay answers with the stored figures, not the replayed answers (issue 16 finding 6)', async () => {
    await addUsers(['replayer']);
    const s = await start('gs-mock-1', bearer('replayer'));
    const first = await submitJson('gs-mock-1', { attemptId: s.attempt.id, answers: [0, 1, 2, 3, 0], clientAttemptId: 'replay-0001' }, bearer('replayer'));
    expect(first.result.correct).toBe(5);
    const replay = await submitJson('gs-mock-1', { attemptId: s.attempt.id, answers: [3, 3, 3, 3, 3], clientAttemptId: 'replay-0002' }, bearer('replayer'));
    expect(replay.result).toEqual(first.result);
    expect(replay.sections).toEqual(first.sections);
    expect(replay.attempt).toEqual(first.attempt);
    // A client that reuses its clientAttemptId on another attempt is not refused: that attempt is stored without it.
    const again = await start('gs-mock-1', bearer('replayer'));
    const reused = await submitJson('gs-mock-1', { attemptId: again.attempt.id, answers: [0], clientAttemptId: 'replay-0001' }, bearer('replayer'));
    expect(reused.attempt).toMatchObject({ id: again.attempt.id, clientAttemptId: null, ranked: false });
    const rows = await testDb.handle.db.select().from(mockAttempts).where(and(eq(mockAttempts.userUid, 'replayer'), eq(mockAttempts.publicId, s.attempt.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ answers: [0, 1, 2, 3, 0], clientAttemptId: 'replay-0001', correct: 5 });
  });

  it('server time: late after the deadline plus the grace period is scored but not ranked; the claimed stamp counts only within the window', async () => {
    await addUsers(['punctual', 'tardy', 'queued']);
    const t0 = Date.parse('2026-04-01T08:00:00.000Z');
    const deadline = t0 + 20 * MINUTE; // quant-mock-1: 20 minutes
    try {
      h.clock.now = t0;
      const punctual = await start('quant-mock-1', bearer('punctual'));
      const tardy = await start('quant-mock-1', bearer('tardy'));
      const queued = await start('quant-mock-1', bearer('queued'));
      expect(punctual.deadline).toBe(new Date(deadline).toISOString());

      // Within the grace period (60 s by default): on time; the time taken is capped at the test's.
      h.clock.now = deadline + 59_000;
      const onTime = await submitJson('quant-mock-1', { attemptId: punctual.attempt.id, answers: QUANT_KEY }, bearer('punctual'));
      expect(onTime.attempt).toMatchObject({ late: false, ranked: true, timeTakenSeconds: 20 * 60 });

      h.clock.now = deadline + 61_000;
      const late = await submitJson('quant-mock-1', { attemptId: tardy.attempt.id, answers: QUANT_KEY }, bearer('tardy'));
      expect(late.attempt).toMatchObject({ late: true, ranked: false });
      expect(late.result).toMatchObject({ correct: 5, score: 5 });
      // Scored, and told where it would stand.
      expect(late.standing).toMatchObject({ rank: 1 });

      // The offline queue's stamp (pressed submit 7 minutes in) counts for the time taken; the arrival decides lateness.
      const pressed = new Date(t0 + 7 * MINUTE).toISOString();
      const offline = await submitJson('quant-mock-1', { attemptId: queued.attempt.id, answers: [0], submittedAt: pressed }, bearer('queued'));
      expect(offline.attempt).toMatchObject({ late: true, ranked: false, timeTakenSeconds: 7 * 60 });
    } finally {
      h.clock.now = null;
    }
    // A stamp outside [start, min(now, deadline)] is not trusted: the arrival counts.
    await addUsers(['future-stamp']);
    const s = await start('quant-mock-1', bearer('future-stamp'));
    const future = await submitJson('quant-mock-1', { attemptId: s.attempt.id, answers: [], submittedAt: '2999-01-01T00:00:00Z' }, bearer('future-stamp'));
    expect(Math.abs(future.attempt.timeTakenSeconds - 3 * 60)).toBeLessThan(5); // started 3 minutes ago (see start)
  });

  it('re-attempts are kept and numbered but only the first on-time attempt is ranked', async () => {
    await addUsers(['repeater']);
    const auth = bearer('repeater');
    const a1 = await start('gs-mock-1', auth);
    const parallel = await start('gs-mock-1', auth); // started before the first was submitted
    const r1 = await submitJson('gs-mock-1', { attemptId: a1.attempt.id, answers: [0] }, auth);
    expect(r1.attempt).toMatchObject({ ranked: true, attemptNumber: 1 });
    const a2 = await start('gs-mock-1', auth);
    const r2 = await submitJson('gs-mock-1', { attemptId: a2.attempt.id, answers: [0, 1, 2, 3, 0] }, auth);
    expect(r2.attempt).toMatchObject({ ranked: false, attemptNumber: 3 });
    expect(r2.standing).not.toBeNull();
    const rp = await submitJson('gs-mock-1', { attemptId: parallel.attempt.id, answers: [0, 1] }, auth);
    expect(rp.attempt).toMatchObject({ ranked: false, attemptNumber: 2 });
    const rows = await testDb.handle.db
      .select({ ranked: mockAttempts.ranked })
      .from(mockAttempts)
      .where(and(eq(mockAttempts.userUid, 'repeater'), eq(mockAttempts.mockTestId, fx.mocks.gsTest.id)));
    expect(rows.map((r) => r.ranked).sort()).toEqual([false, false, true]);
    // All three are in the history.
    const history = await (await h.request('/progress/mock-test?mock=gs-mock-1', { headers: auth, ip: freshIp() })).json();
    expect(history.data.map((a: { ranked: boolean }) => a.ranked)).toEqual([false, false, true]);
  });

  it('rank and percentile match a brute-force count over the ranked attempts; the leaderboard is the top 10', async () => {
    // Scores on quant-mock-1 (+1 / −0.25) with many ties.
    const uids = Array.from({ length: 36 }, (_, i) => `ranker-${String(i).padStart(2, '0')}`);
    await addUsers(uids, (i) => `Ranker ${i}`, (i) => i % 5 === 0);
    const ids: Record<string, string> = {};
    for (const [i, uid] of uids.entries()) {
      const answers = QUANT_KEY.map((right, q) => ((i * 7 + q * 3) % 5 === 0 ? null : (i + q) % 3 === 0 ? (right + 1) % 4 : right));
      const s = await start('quant-mock-1', bearer(uid));
      ids[uid] = s.attempt.id;
      await submitJson('quant-mock-1', { attemptId: s.attempt.id, answers, timeSpent: [10, 20, 30, 40, i] }, bearer(uid));
    }
    const ranked = await testDb.handle.db
      .select({ id: mockAttempts.publicId, score: mockAttempts.score, uid: mockAttempts.userUid, time: mockAttempts.timeTakenSeconds })
      .from(mockAttempts)
      .where(and(eq(mockAttempts.mockTestId, fx.mocks.quantTest.id), eq(mockAttempts.ranked, true)));
    const n = ranked.length;
    expect(n).toBeGreaterThanOrEqual(uids.length);
    for (const uid of uids) {
      const mine = ranked.find((r) => r.id === ids[uid])!;
      const rank = 1 + ranked.filter((r) => r.score! > mine.score!).length;
      const review = await (await h.request(`/mocks/attempts/${ids[uid]}`, { headers: bearer(uid) })).json();
      expect(review.standing).toEqual({ rank, of: n, percentile: round2((100 * (n - rank + 1)) / n) });
    }
    const topper = Math.max(...ranked.map((r) => r.score!));
    const any = await (await h.request(`/mocks/attempts/${ids[uids[0]]}`, { headers: bearer(uids[0]) })).json();
    expect(any.comparison.overall).toMatchObject({ topper, average: round2(ranked.reduce((s, r) => s + r.score!, 0) / n), max: 5 });

    const board = await (await h.request('/mocks/quant-mock-1/leaderboard')).json();
    expect(board.of).toBe(n);
    expect(board.entries).toHaveLength(10);
    const sorted = [...ranked].sort((a, b) => b.score! - a.score! || a.time! - b.time!);
    board.entries.forEach((e: { rank: number; score: number; name: string }) => {
      expect(e.rank).toBe(1 + ranked.filter((r) => r.score! > e.score).length);
      expect(e.name).toMatch(/^(Ranker \d+|Aspirant)$/);
    });
    expect(board.entries.map((e: { score: number }) => e.score)).toEqual(sorted.slice(0, 10).map((r) => r.score));
    // Hidden names read 'Aspirant'.
    const hidden = await testDb.handle.db.select({ name: users.displayName }).from(users).where(eq(users.hideName, true));
    for (const e of board.entries) expect(hidden.map((u) => u.name)).not.toContain(e.name);
  });

  it('submits written together (the deadline burst): one statement, each answer exact for the attempts stored at its commit', async () => {
    const db = testDb.handle.db;
    const uids = Array.from({ length: 9 }, (_, i) => `batcher-${i}`);
    await addUsers(uids);
    const started = [];
    for (const uid of uids) started.push(await start('quant-mock-1', bearer(uid)));
    const rowOf = async (publicId: string) => (await db.select().from(mockAttempts).where(eq(mockAttempts.publicId, publicId)))[0];
    const rows = await Promise.all(started.map((s) => rowOf(s.attempt.id)));
    const input = (row: typeof rows[number], score: number, clientAttemptId: string | null = null) => ({
      id: row.id,
      mockTestId: row.mockTestId,
      clientAttemptId,
      answers: [0, null, null, null, null],
      timeSpent: [5, 0, 0, 0, 0],
      correct: 1,
      wrong: 0,
      unanswered: 4,
      score,
      percentage: 20,
      result: { score },
      sectionScores: [],
      timeTakenSeconds: 5,
      submittedAt: new Date(),
      late: false,
      tooFast: false,
    });
    // Ties, a score above everyone, the same attempt twice (two tabs) and one already submitted.
    await submitAttempts(db, [input(rows[8], 1)]);
    const batch = [input(rows[0], 2.75), input(rows[1], 2.75), input(rows[2], 4.5), input(rows[3], -0.5), input(rows[0], 5), input(rows[8], 3)];
    const out = await submitAttempts(db, batch);
    expect(out[4]).toBeNull();
    expect(out[5]).toBeNull();
    const ranked = await db.select({ score: mockAttempts.score }).from(mockAttempts).where(and(eq(mockAttempts.mockTestId, fx.mocks.quantTest.id), eq(mockAttempts.ranked, true)));
    const scores = ranked.map((r) => r.score!);
    for (const [i, o] of out.slice(0, 4).entries()) {
      expect(o!.row).toMatchObject({ status: 'submitted', ranked: true, score: batch[i].score });
      expect(o!.histogram).toEqual({
        higher: scores.filter((x) => x > batch[i].score).length,
        n: scores.length,
        topper: Math.max(...scores),
        sum: expect.closeTo(scores.reduce((a, b) => a + b, 0), 6),
      });
    }
    // A reused clientAttemptId fails the statement: nothing of it is written, then each is stored on its own (one without it).
    const [a, b] = [await start('quant-mock-1', bearer(uids[4])), await start('quant-mock-1', bearer(uids[4]))];
    const [ra, rb] = [await rowOf(a.attempt.id), await rowOf(b.attempt.id)];
    const again = await submitAttempts(db, [input(rows[5], 1, 'same-client-0001'), input(ra, 2, 'reused-client-01'), input(rb, 3, 'reused-client-01')]);
    expect(again.map((o) => o?.row.status)).toEqual(['submitted', 'submitted', 'submitted']);
    expect(again.map((o) => o?.row.clientAttemptId)).toEqual(['same-client-0001', 'reused-client-01', null]);

    // Over HTTP, concurrent submits (coalesced while others are in flight) are each stored once, with their own figures.
    const more = [];
    for (const uid of uids.slice(6, 8)) more.push({ uid, s: await start('quant-mock-1', bearer(uid)) });
    const answers = [[0, 1, 2, 3, 0], [1, 1, 1, 1, 1]];
    const results = await Promise.all(more.map(({ uid, s }, i) => submitJson('quant-mock-1', { attemptId: s.attempt.id, answers: answers[i] }, bearer(uid))));
    expect(results.map((r) => r.result.correct)).toEqual([5, 1]);
    expect(results.map((r) => r.attempt.id)).toEqual(more.map((m) => m.s.attempt.id));
  });

  it('per question: the share of ranked attempts that answered it correctly and the mean time', async () => {
    // Figures are kept up to 30 s: move the clock past that.
    h.clock.now = Date.now() + 10 * MINUTE;
    try {
      await addUsers(['share-reader']);
      const s = await start('quant-mock-1', bearer('share-reader'));
      await submitJson('quant-mock-1', { attemptId: s.attempt.id, answers: [] }, bearer('share-reader'));
      const rows = await testDb.handle.db
        .select({ answers: mockAttempts.answers, time: mockAttempts.timeSpent })
        .from(mockAttempts)
        .where(and(eq(mockAttempts.mockTestId, fx.mocks.quantTest.id), eq(mockAttempts.ranked, true)));
      const expected = QUANT_KEY.map((right, q) => ({
        correct_share: Math.round((rows.filter((r) => r.answers![q] === right).length / rows.length) * 1000) / 10,
        avg_seconds: Math.round((rows.reduce((sum, r) => sum + (r.time?.[q] ?? 0), 0) / rows.length) * 10) / 10,
      }));
      // Stale-while-revalidate: the stale figures answer while the refresh runs; then the fresh ones.
      let figures: unknown[] = [];
      for (let i = 0; i < 100; i++) {
        const body = await (await h.request(`/mocks/attempts/${s.attempt.id}`, { headers: bearer('share-reader') })).json();
        figures = body.questionFigures;
        if (JSON.stringify(figures) === JSON.stringify(expected)) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(figures).toEqual(expected);
    } finally {
      h.clock.now = null;
    }
  });

  it('the figures’ fold: one process per window folds the queue; another reads the figures as they are until its next window', async () => {
    // A second API process: its own process copies (memo and coalescers are scoped by the db handle), the same
    // database, shared cache and clock.
    const other = harness(testDb, { cache: h.cache, deps: { ...h.deps, db: new Proxy(testDb.handle.db, {}), now: () => h.clock.now ?? Date.now() } });
    const db = testDb.handle.db;
    const queued = async () => (await db.select().from(mockStatsPending).where(eq(mockStatsPending.mockTestId, fx.mocks.quantTest.id))).map((r) => r.attemptId);
    const drained = async () => {
      for (let i = 0; i < 100 && (await queued()).length; i++) await new Promise((r) => setTimeout(r, 50));
      return queued();
    };
    const rankedSubmit = async (via: Harness, uid: string) => {
      h.clock.now = T - 3 * MINUTE;
      const s = await start('quant-mock-1', bearer(uid));
      h.clock.now = T;
      const res = await via.request('/mocks/quant-mock-1/submit', { method: 'POST', json: { attemptId: s.attempt.id, answers: [0, 1, 2, 3, 0] }, headers: bearer(uid), ip: freshIp() });
      expect(res.status).toBe(200);
      expect((await res.json()).attempt.ranked).toBe(true);
      const [row] = await db.select({ id: mockAttempts.id }).from(mockAttempts).where(eq(mockAttempts.publicId, s.attempt.id));
      return row.id;
    };
    // A window of the clock no earlier test used (30 s windows).
    const T = (Math.floor(Date.now() / 30_000) + 120) * 30_000 + 1_000;
    try {
      await addUsers(['fold-a', 'fold-b']);
      await rankedSubmit(h, 'fold-a');
      // This process's stale copy is refreshed in the background; its fold takes the queue.
      expect(await drained()).toEqual([]);
      // The other process's first figures in the same window: no fold (this window's was done), so B stays queued.
      const b = await rankedSubmit(other, 'fold-b');
      expect(await queued()).toEqual([b]);
      // Its next window: its refresh folds B in.
      h.clock.now = T + 30_000;
      const [{ publicId }] = await db.select({ publicId: mockAttempts.publicId }).from(mockAttempts).where(eq(mockAttempts.id, b));
      expect((await other.request(`/mocks/attempts/${publicId}`, { headers: bearer('fold-b') })).status).toBe(200);
      expect(await drained()).toEqual([]);
    } finally {
      h.clock.now = null;
    }
  });

  it('sections: per-section marking, Hindi and topics on the wire, section rows and comparison', async () => {
    const db = testDb.handle.db;
    const [test] = await db
      .insert(mockTests)
      .values({ slug: 'sectional-1', name: 'Sectional 1', categoryId: fx.mocks.gsTest.categoryId, timerMinutes: 40, negativeMarks: null })
      .returning();
    const [reasoning, english] = await db
      .insert(mockSections)
      .values([
        { mockTestId: test.id, position: 0, name: 'Reasoning', nameHi: 'तर्कशक्ति', timeLimitMinutes: 20, locked: true, marksCorrect: 2, marksWrong: 0.5 },
        { mockTestId: test.id, position: 1, name: 'English', timeLimitMinutes: 20, locked: true, marksCorrect: 1, marksWrong: 0.25 },
      ])
      .returning();
    const exp = (k: number) => `Explanation ${k}: why this option is right or wrong here.`;
    const expHi = (k: number) => `व्याख्या ${k}: यह विकल्प सही या गलत क्यों है, यहाँ देखें।`;
    await db.insert(questions).values(
      [0, 1, 2, 3].map((p) => ({
        mockTestId: test.id,
        position: p + 1,
        sectionId: p < 2 ? reasoning.id : english.id,
        topic: p < 2 ? 'Series' : 'Grammar',
        text: `Sectional question number ${p + 1}?`,
        textHi: p < 2 ? `खंडीय प्रश्न संख्या ${p + 1}?` : null,
        options: ['A', 'B', 'C', 'D'],
        optionsHi: p < 2 ? ['क', 'ख', 'ग', 'घ'] : null,
        correctIndex: 1,
        explanations: [0, 1, 2, 3].map(exp),
        explanationsHi: p < 2 ? [0, 1, 2, 3].map(expHi) : null,
      })),
    );
    const paper = await (await h.request('/mocks/sectional-1/start')).json();
    expect(paper.mock).toMatchObject({ languages: ['en', 'hi'], total_marks: 6 });
    expect(paper.mock.sections).toEqual([
      { id: reasoning.id, position: 0, name: 'Reasoning', name_hi: 'तर्कशक्ति', time_limit: 20, locked: true, marks_correct: 2, marks_wrong: 0.5, question_count: 2 },
      { id: english.id, position: 1, name: 'English', name_hi: null, time_limit: 20, locked: true, marks_correct: 1, marks_wrong: 0.25, question_count: 2 },
    ]);
    expect(paper.questions[0]).toMatchObject({ section_id: reasoning.id, question_hi: 'खंडीय प्रश्न संख्या 1?', options_hi: ['क', 'ख', 'ग', 'घ'] });
    expect(paper.questions[3]).toMatchObject({ section_id: english.id, question_hi: null, options_hi: null });

    await addUsers(['sectioner']);
    const s = await start('sectional-1', bearer('sectioner'));
    // Reasoning: right, wrong → 2 − 0.5; English: wrong, blank → −0.25.
    const r = await submitJson('sectional-1', { attemptId: s.attempt.id, answers: [1, 0, 0, null], timeSpent: [30, 40, 50, 0] }, bearer('sectioner'));
    expect(r.result).toMatchObject({ score: 1.25, max_score: 6, correct: 1, wrong: 2, unanswered: 1 });
    expect(r.sections).toEqual([
      { section_id: reasoning.id, name: 'Reasoning', name_hi: 'तर्कशक्ति', score: 1.5, max_score: 4, correct: 1, wrong: 1, unanswered: 0, accuracy: 50, seconds: expect.any(Number) },
      { section_id: english.id, name: 'English', name_hi: null, score: -0.25, max_score: 2, correct: 0, wrong: 1, unanswered: 1, accuracy: 0, seconds: expect.any(Number) },
    ]);
    const key = await (await h.request(r.answerKeyUrl)).json();
    expect(key.answerKey[0]).toMatchObject({ topic: 'Series', explanations_hi: [0, 1, 2, 3].map(expHi) });
    expect(r.comparison.sections.map((c: { name: string }) => c.name)).toEqual(['Reasoning', 'English']);
    expect(r.standing).toEqual({ rank: 1, of: 1, percentile: 100 });

    const analysis = (await (await h.request('/progress/mock-analysis', { headers: bearer('sectioner'), ip: freshIp() })).json()).data;
    expect(analysis.attempts).toEqual([
      { attemptId: s.attempt.id, slug: 'sectional-1', name: 'Sectional 1', submittedAt: expect.any(String), score: 1.25, max_score: 6, scorePercent: 20.8, percentile: 100, ranked: true, late: false },
    ]);
    expect(analysis.sections).toEqual([
      { name: 'Reasoning', attempted: 2, correct: 1, accuracy: 50 },
      { name: 'English', attempted: 1, correct: 0, accuracy: 0 },
    ]);
    expect(analysis.topics).toEqual([
      { topic: 'Series', attempted: 2, correct: 1, accuracy: 50 },
      { topic: 'Grammar', attempted: 1, correct: 0, accuracy: 0 },
    ]);
  });
});
