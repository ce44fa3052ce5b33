/**
 * Issue 28, live All-India tests (server side), with the app's clock (deps.now):
 * the schedule and its validation; before the opening no paper and no start;
 * in the window only a signed-in, registered account's first attempt is
 * live-ranked; before the results time nobody but the admin gets the key,
 * explanations, per-question figures, the score distribution or the
 * leaderboard through ANY route (submit, review, answer-key address,
 * bookmarks, reports, leaderboard, results, progress); at the results time
 * the ranks are frozen once and equal a brute-force count.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockResultSchema, MockStartTicketSchema } from '#core/schemas/mock-attempt.ts';
import { LiveResultsSchema, LiveStatusSchema, LiveTestListSchema, MockPendingSchema } from '#core/schemas/live-test.ts';
import { freezeLiveResults, startLiveAttempts } from '#db/mutations/live-tests.ts';
import { mockAttempts, mockLiveRegistrations, mockLiveResults, mockQuestionStats, mockSectionStats, mockStatsPending, mockTests, questions, users } from '#db/schema.ts';
import { answerKeySignature } from '../../api/_app/attempt-token';
import { coalesceStats, resetCoalesceStats } from '../../api/_app/coalesce';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';
import { freshIp } from './_harness';

const MINUTE = 60_000;
const KEY = [0, 1, 2, 3, 0, 1];
const EXPLANATION = /Live explanation/;
/** What must never be in an answer before the results time. */
const CARRIED = /Live explanation|answerKeyUrl|questionFigures|correct_share|"score"|"standing"|"comparison"|"entries"/;

describe.each(dbBackends)('live tests on %s', (backend) => {
  let ctx: AdminContext;
  let testId: number;
  let qids: number[];
  const base = Math.floor(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;
  const opensAt = base + 60 * MINUTE;
  const lastStartAt = opensAt + 60 * MINUTE;
  // The timer is 10 minutes (13:20 with compensatory time, issue 29) and the grace 60 s: the earliest results time.
  const resultsAt = lastStartAt + 14 * MINUTE + 20_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  const schedule = { opensAt: iso(opensAt), lastStartAt: iso(lastStartAt), resultsAt: iso(resultsAt) };
  const slug = 'live-all-india-1';

  const at = (ms: number) => (ctx.h.clock.now = ms);
  const auth = (uid?: string): Record<string, string> => (uid ? { authorization: `Bearer uid:${uid}` } : {});
  const call = (method: string, path: string, { uid, json, headers = {} }: { uid?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    ctx.h.request(path, { method, json, headers: { ...auth(uid), ...headers }, ip: freshIp() });
  const start = async (uid?: string) =>
    (await expectJson(await call('POST', `/mocks/${slug}/start`, { uid }), 200)) as {
      attempt: { id: string; token: string };
      live: { ranked: boolean; reason: string | null };
    };
  const submit = (attempt: { id: string; token: string }, answers: (number | null)[], uid?: string) =>
    call('POST', `/mocks/${slug}/submit`, { uid, json: { attemptId: attempt.id, answers }, headers: uid ? {} : { 'x-attempt-token': attempt.token } });
  const review = (attempt: { id: string; token: string }, uid?: string) =>
    call('GET', `/mocks/attempts/${attempt.id}`, { uid, headers: uid ? {} : { 'x-attempt-token': attempt.token } });
  const addUsers = (...uids: string[]) => ctx.testDb.handle.db.insert(users).values(uids.map((uid) => ({ uid, displayName: `Name ${uid}` })));
  const version = async () => {
    const [row] = await ctx.testDb.handle.db.select({ updatedAt: mockTests.updatedAt }).from(mockTests).where(eq(mockTests.id, testId));
    return String(row.updatedAt.getTime());
  };
  const keyAddress = async () => {
    const v = await version();
    return `/mocks/${slug}/answer-key?v=${v}&sig=${answerKeySignature(ctx.h.deps.env, testId, v)}`;
  };

  /** Participants: answers chosen for a spread of scores with ties. */
  const registered = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'];
  const sheets: Record<string, (number | null)[]> = {
    r1: KEY,
    r2: [0, 1, 2, 3, 0, 0],
    r3: [0, 1, 2, 3, 0, 0],
    r4: [0, 1, null, null, null, null],
    r5: [1, 1, 2, 0, null, null],
    r6: KEY, // late
  };
  const attempts: Record<string, { id: string; token: string }> = {};

  beforeAll(async () => {
    ctx = await openAdmin(backend);
    ctx.h.deps.verifyIdToken = async (token) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null);
    const db = ctx.testDb.handle.db;
    at(base);
    const [test] = await db
      .insert(mockTests)
      .values({ slug, name: 'All India Live Mock 1', categoryId: ctx.fx.mocks.gsTest.categoryId, timerMinutes: 10, negativeMarks: 0.25 })
      .returning();
    testId = test.id;
    qids = (
      await db
        .insert(questions)
        .values(
          KEY.map((correct, p) => ({
            mockTestId: test.id,
            position: p + 1,
            text: `Live question ${p + 1}?`,
            options: ['A', 'B', 'C', 'D'],
            correctIndex: correct,
            explanations: [0, 1, 2, 3].map((k) => `Live explanation ${k}.`),
          })),
        )
        .returning({ id: questions.id })
    ).map((r) => r.id);
    await addUsers(...registered, 'unregistered', 'peeker');
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('the schedule: validated with the messages (400 naming the field), then carried by the public read', async () => {
    const put = (body: unknown) => ctx.call('PUT', `/admin/mocks/${testId}/live`, { json: body });
    await expect400(await put({ schedule: { ...schedule, resultsAt: iso(resultsAt - 1000) } }), 'schedule.resultsAt', `resultsAt must be at or after ${iso(resultsAt)} (lastStartAt + the test's timer with compensatory time + the submit grace period)`);
    await expect400(await put({ schedule: { ...schedule, lastStartAt: schedule.opensAt } }), 'schedule.lastStartAt', 'lastStartAt must be after opensAt');
    await expect400(await put({ schedule: { ...schedule, opensAt: 'tomorrow' } }), 'schedule.opensAt', 'opensAt must be an ISO date-time with a time zone');
    await expect400(await put({ schedule: { ...schedule, extra: 1 } }), 'schedule', /schedule must be/);
    await expect400(await put({}), 'schedule', /schedule must be/);
    // Non-admins cannot.
    expect([401, 403]).toContain((await call('PUT', `/admin/mocks/${testId}/live`, { uid: 'r1', json: { schedule } })).status);
    const ok = await expectJson(await ctx.expectInvalidates(['mocks'], () => put({ schedule })), 200);
    expect(ok.data).toMatchObject({ id: testId, slug, schedule });
    const one = await expectJson(await call('GET', `/mocks/${slug}`), 200);
    expect(one.data.live).toEqual(schedule);
  });

  it('upcoming: listed with a countdown clock, registration (signed in, idempotent, counted), no paper, no start, no question', async () => {
    at(base);
    const list = LiveTestListSchema.parse(await expectJson(await call('GET', '/mocks/live'), 200));
    expect(list.now).toBe(iso(base));
    expect(list.data.find((t) => t.slug === slug)).toMatchObject({ state: 'upcoming', registered: 0, schedule, question_count: 6, timer: 10 });

    const anon = LiveStatusSchema.parse(await expectJson(await call('GET', `/mocks/${slug}/live`), 200));
    expect(anon).toMatchObject({ state: 'upcoming', registered: 0, now: iso(base) });
    expect(anon.me).toBeUndefined();
    expect((await call('POST', `/mocks/${slug}/register`)).status).toBe(401);
    for (const uid of registered) await expectJson(await call('POST', `/mocks/${slug}/register`, { uid }), 200);
    const again = LiveStatusSchema.parse(await expectJson(await call('POST', `/mocks/${slug}/register`, { uid: 'r1' }), 200));
    expect(again.me).toEqual({ registered: true, attempted: false });
    // The register answer counts the aspirant who just registered (not the few-seconds-old cached count).
    expect(again.registered).toBe(registered.length);
    const mine = LiveStatusSchema.parse(await expectJson(await call('GET', `/mocks/${slug}/live`, { uid: 'unregistered' }), 200));
    expect(mine.me).toEqual({ registered: false, attempted: false });
    // The count is cached a few seconds: read it after that.
    at(base + 10_000);
    expect((await expectJson(await call('GET', `/mocks/${slug}/live`), 200)).registered).toBe(registered.length);

    for (const method of ['POST', 'GET']) {
      const res = await call(method, `/mocks/${slug}/start`, { uid: 'r1' });
      const body = await expectJson(res, 409);
      expect(body).toMatchObject({ code: 'LIVE_NOT_OPEN', opensAt: schedule.opensAt });
      expect(JSON.stringify(body)).not.toMatch(/Live question/);
    }
    // The paper's cacheable address answers the same refusal, never cacheable (a CDN must not keep it past the
    // opening), with or without the version; a lean start is refused alike.
    for (const path of [`/mocks/${slug}/paper`, `/mocks/${slug}/paper?v=${await version()}`]) {
      for (const uid of [undefined, 'r1']) {
        const res = await call('GET', path, { uid });
        const body = await expectJson(res, 409);
        expect(body).toMatchObject({ code: 'LIVE_NOT_OPEN', opensAt: schedule.opensAt });
        expect(JSON.stringify(body)).not.toMatch(/Live question/);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    expect((await expectJson(await call('POST', `/mocks/${slug}/start`, { uid: 'r1', json: { paper: false } }), 409)).code).toBe('LIVE_NOT_OPEN');
    expect((await call('PUT', `/progress/bookmarks/${qids[0]}`, { uid: 'r1' })).status).toBe(404);
    expect((await call('POST', `/mocks/questions/${qids[0]}/reports`, { json: { reason: 'typo' } })).status).toBe(404);
  });

  it('open: the first attempt of a signed-in, registered account is live-ranked; unregistered, anonymous and second attempts are not', async () => {
    at(opensAt + MINUTE);
    for (const uid of Object.keys(sheets)) {
      const s = await start(uid);
      expect(s.live, uid).toEqual({ ranked: true, reason: null, schedule });
      attempts[uid] = s.attempt;
    }
    const unregistered = await start('unregistered');
    expect(unregistered.live).toMatchObject({ ranked: false, reason: 'not_registered' });
    attempts.unregistered = unregistered.attempt;
    const anonymous = await start();
    expect(anonymous.live).toMatchObject({ ranked: false, reason: 'anonymous' });
    attempts.anonymous = anonymous.attempt;
    const second = await start('r1');
    expect(second.live).toMatchObject({ ranked: false, reason: 'not_first' });
    attempts.second = second.attempt;
    // From the opening the paper is public and cacheable (the same for everyone; no answer, no explanation).
    const v = await version();
    const paper = await call('GET', `/mocks/${slug}/paper?v=${v}`);
    const text = await paper.text();
    expect(paper.status, text).toBe(200);
    expect(paper.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(text).toMatch(/Live question 6\?/);
    expect(text).not.toMatch(/Live explanation|"correct"|correctIndex|correct_index/);
    expect(JSON.parse(text)).toMatchObject({ version: v, mock: { slug, live: schedule } });
    expect((await call('GET', `/mocks/${slug}/paper`)).headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
    // A lean start: the live standing and the paper's address, no paper.
    const lean = MockStartTicketSchema.parse(await expectJson(await call('POST', `/mocks/${slug}/start`, { json: { paper: false } }), 200));
    expect(lean).toMatchObject({ live: { ranked: false, reason: 'anonymous' }, paper: { version: v, url: `/mocks/${slug}/paper?v=${v}` } });
    expect(lean).not.toHaveProperty('questions');
    expect((await expectJson(await call('GET', `/mocks/${slug}/live`, { uid: 'r1' }), 200)).me).toEqual({ registered: true, attempted: true });
  });

  it('before the results time no route carries the key, explanations, figures, score, distribution or leaderboard (the admin sees the key)', async () => {
    at(opensAt + 6 * MINUTE);
    for (const uid of ['r1', 'r2', 'r3', 'r4', 'r5']) {
      const res = await submit(attempts[uid], sheets[uid], uid);
      const text = await res.clone().text();
      expect(res.status, text).toBe(200);
      expect(text, `submit of ${uid}`).not.toMatch(CARRIED);
      expect(MockPendingSchema.parse(JSON.parse(text))).toMatchObject({ received: true, resultsAt: schedule.resultsAt, attempt: { ranked: true, late: false } });
    }
    for (const who of ['unregistered', 'second']) {
      const uid = who === 'second' ? 'r1' : who;
      const text = await (await submit(attempts[who], KEY, uid)).text();
      expect(MockPendingSchema.parse(JSON.parse(text)).attempt.ranked, who).toBe(false);
      expect(text).not.toMatch(CARRIED);
    }
    const anon = await (await submit(attempts.anonymous, KEY)).text();
    expect(MockPendingSchema.parse(JSON.parse(anon)).attempt.ranked).toBe(false);

    // The review (owner, token), a replay of the submit, another account, anonymous.
    for (const [res, status] of [
      [await review(attempts.r1, 'r1'), 200],
      [await review(attempts.anonymous), 200],
      [await submit(attempts.r1, [null], 'r1'), 200],
      [await review(attempts.r1, 'peeker'), 403],
      [await call('GET', `/mocks/attempts/${attempts.r1.id}`), 403],
    ] as const) {
      const text = await res.text();
      expect(res.status, text).toBe(status);
      expect(text).not.toMatch(CARRIED);
    }
    // The answer-key address, even with a valid signature; the leaderboard; the results.
    for (const path of [await keyAddress(), `/mocks/${slug}/leaderboard`, `/mocks/${slug}/live/results`]) {
      for (const uid of [undefined, 'r1', 'peeker']) {
        const res = await call('GET', path, { uid });
        const text = await res.text();
        expect(res.status, `${path} ${text}`).toBe(409);
        expect(JSON.parse(text)).toMatchObject({ code: 'LIVE_RESULTS_PENDING', resultsAt: schedule.resultsAt });
        expect(text).not.toMatch(CARRIED);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    // Bookmarks (the paper is open: a question may be bookmarked) carry no key, even after a submitted attempt.
    for (const uid of ['r1', 'peeker']) {
      for (const id of qids) await expectJson(await call('PUT', `/progress/bookmarks/${id}`, { uid }), 200);
      const list = await call('GET', '/progress/bookmarks?limit=50', { uid });
      const text = await list.text();
      expect(list.status).toBe(200);
      expect(text).not.toMatch(EXPLANATION);
      for (const b of JSON.parse(text).data) expect(b).toMatchObject({ correct: null, explanations: null });
    }
    // A report's receipt carries nothing of the key.
    const report = await call('POST', `/mocks/questions/${qids[1]}/reports`, { uid: 'r1', json: { reason: 'wrong_answer' } });
    expect(report.status).toBe(201);
    expect(await report.text()).not.toMatch(EXPLANATION);
    // Progress: history, analysis, summary leave the live attempts out until the results.
    for (const path of ['/progress/mock-test', '/progress/mock-analysis', '/progress', '/progress/stats']) {
      const text = await (await call('GET', path, { uid: 'r1' })).text();
      expect(text, path).not.toContain(slug);
      expect(text, path).not.toContain(attempts.r1.id);
    }
    expect((await expectJson(await call('GET', '/progress/stats', { uid: 'r1' }), 200)).data.mockAttempts).toBe(0);

    // The admin sees the key, and the scheduled test with its registrations and attempts (on the session's clock).
    at(base);
    const adminTest = await expectJson(await ctx.call('GET', `/admin/mocks/${testId}`), 200);
    expect(JSON.stringify(adminTest)).toMatch(EXPLANATION);
    const adminList = await expectJson(await ctx.call('GET', '/admin/mocks/live'), 200);
    expect(adminList.data.find((t: { id: number }) => t.id === testId)).toMatchObject({ registered: 8, ranked: 5, frozenAt: null });
    // The schedule is fixed once there are attempts.
    expect((await expectJson(await ctx.call('PUT', `/admin/mocks/${testId}/live`, { json: { schedule: null } }), 409)).code).toBe('LIVE_HAS_ATTEMPTS');
  });

  it('closed: no registration, a start is practice, a submit after the deadline + grace is late and unranked', async () => {
    at(lastStartAt + MINUTE);
    expect((await expectJson(await call('POST', `/mocks/${slug}/register`, { uid: 'peeker' }), 409)).code).toBe('LIVE_REGISTRATION_CLOSED');
    const practice = await start('r7');
    expect(practice.live).toMatchObject({ ranked: false, reason: 'after_window' });
    const late = MockPendingSchema.parse(await expectJson(await submit(attempts.r6, sheets.r6, 'r6'), 200));
    expect(late.attempt).toMatchObject({ late: true, ranked: false });
    // r8 started in the window and never submitted: the freeze takes its eligibility.
    at(lastStartAt);
    attempts.r8 = (await start('r8')).attempt;
    // Before the results time the submits ask for no figures, but their queue is folded after a submit's answer, once
    // per window (the freeze then has only the tail to fold).
    const queued = () => ctx.testDb.handle.db.select().from(mockStatsPending).where(eq(mockStatsPending.mockTestId, testId));
    for (let i = 0; i < 100 && (await queued()).length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await queued()).toEqual([]);
  });

  it('at the results time the ranks are frozen once, equal a brute-force count, and every carrier opens', async () => {
    at(resultsAt + 1000);
    const db = ctx.testDb.handle.db;
    // As if no fold had run in the window (its submits ask for no figures): every ranked attempt still queued.
    const queued = () => db.select().from(mockStatsPending).where(eq(mockStatsPending.mockTestId, testId));
    for (let i = 0; i < 100 && (await queued()).length; i++) await new Promise((r) => setTimeout(r, 20));
    await db.delete(mockQuestionStats).where(eq(mockQuestionStats.mockTestId, testId));
    await db.delete(mockSectionStats).where(eq(mockSectionStats.mockTestId, testId));
    await db.execute(sql`insert into mock_stats_pending (attempt_id, mock_test_id) select id, mock_test_id from mock_attempts where mock_test_id = ${testId} and ranked on conflict do nothing`);
    const [first, second] = await Promise.all([call('GET', `/mocks/${slug}/live/results`), call('GET', `/mocks/${slug}/live/results`, { uid: 'r2' })]);
    // The freeze folded the queue (the results route itself reads no figures): final, and exact in every process.
    expect(await queued()).toEqual([]);
    const results = LiveResultsSchema.parse(await expectJson(first, 200));
    expect(LiveResultsSchema.parse(await expectJson(second, 200))).toEqual(results);
    expect(first.headers.get('cache-control')).toMatch(/public/);

    const ranked = await db.select().from(mockAttempts).where(eq(mockAttempts.mockTestId, testId));
    const live = ranked.filter((r) => r.ranked);
    expect(live.map((r) => r.userUid).sort()).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    const brute = (score: number) => 1 + live.filter((r) => (r.score ?? 0) > score).length;
    expect(results.of).toBe(5);
    expect(results.entries.map((e) => e.rank)).toEqual(results.entries.map((e) => brute(e.score)));
    expect(results.entries[1].rank).toBe(results.entries[2].rank); // r2 and r3 tie
    expect(results.topper).toBe(Math.max(...live.map((r) => r.score ?? 0)));

    // Freezing again (a second instance, a retry, at the same moment) changes nothing.
    const again = await Promise.all([
      freezeLiveResults(db, testId, new Date(resultsAt), new Date(resultsAt + 5000)),
      freezeLiveResults(db, testId, new Date(resultsAt), new Date(resultsAt + 6000)),
    ]);
    expect(again[0]).toEqual(again[1]);
    expect(again[0].frozenAt).toBe(results.frozenAt);
    expect(await db.select().from(mockLiveResults).where(eq(mockLiveResults.mockTestId, testId))).toHaveLength(1);

    // Each participant's own result: score, frozen rank and percentile; the unranked ones say so.
    for (const uid of ['r1', 'r2', 'r3', 'r4', 'r5']) {
      const r = MockResultSchema.parse(await expectJson(await review(attempts[uid], uid), 200));
      const rank = brute(r.result.score);
      expect(r.live, uid).toEqual({ ranked: true, rank, of: 5, percentile: Math.round(((100 * (5 - rank + 1)) / 5) * 100) / 100, resultsAt: schedule.resultsAt });
      // The review's standing and comparison (read from the frozen histogram at the results moment) agree with it.
      expect(r.standing, uid).toMatchObject({ rank, of: 5 });
      const scores = live.map((a) => a.score ?? 0);
      expect(r.comparison, uid).toMatchObject({ ranked: 5, overall: { you: r.result.score, topper: Math.max(...scores), average: Math.round((scores.reduce((a, b) => a + b, 0) / 5) * 100) / 100 } });
      // The per-question figures: every live-ranked attempt, against a brute-force count.
      expect(r.questionFigures, uid).toEqual(
        KEY.map((right, q) => ({
          correct_share: Math.round((live.filter((a) => a.answers![q] === right).length / 5) * 1000) / 10,
          avg_seconds: Math.round((live.reduce((t, a) => t + (a.timeSpent?.[q] ?? 0), 0) / 5) * 10) / 10,
        })),
      );
    }
    for (const [who, uid] of [['unregistered', 'unregistered'], ['second', 'r1'], ['r6', 'r6'], ['anonymous', undefined]] as const) {
      const r = MockResultSchema.parse(await expectJson(await review(attempts[who], uid), 200));
      expect(r.live, who).toMatchObject({ ranked: false, rank: null, percentile: null, of: 5 });
      expect(r.attempt.ranked).toBe(false);
    }
    // A live attempt not submitted in time stays unranked when it finally arrives.
    const r8 = MockResultSchema.parse(await expectJson(await submit(attempts.r8, KEY, 'r8'), 200));
    expect(r8.attempt).toMatchObject({ late: true, ranked: false });

    // The key at its address, the leaderboard (the same ranks) and progress open.
    const key = await call('GET', await keyAddress());
    expect(key.status).toBe(200);
    expect(await key.text()).toMatch(EXPLANATION);
    const board = await expectJson(await call('GET', `/mocks/${slug}/leaderboard`), 200);
    expect(board.of).toBe(5);
    expect(board.entries.map((e: { rank: number }) => e.rank)).toEqual(results.entries.slice(0, 10).map((e) => e.rank));
    const bookmarks = await expectJson(await call('GET', '/progress/bookmarks?limit=50', { uid: 'r1' }), 200);
    expect(bookmarks.data.every((b: { correct: number | null }) => b.correct !== null)).toBe(true);
    const peeker = await expectJson(await call('GET', '/progress/bookmarks?limit=50', { uid: 'peeker' }), 200);
    expect(peeker.data.every((b: { correct: number | null }) => b.correct === null)).toBe(true);
    expect(await (await call('GET', '/progress/mock-test', { uid: 'r1' })).text()).toContain(attempts.r1.id);

    // After the results the test stays available as practice: scored at once, never ranked.
    const practice = await start('peeker');
    expect(practice.live).toMatchObject({ ranked: false, reason: 'after_window' });
    at(resultsAt + 5 * MINUTE);
    const result = MockResultSchema.parse(await expectJson(await submit(practice.attempt, KEY, 'peeker'), 200));
    expect(result.attempt.ranked).toBe(false);
    expect(result.live).toMatchObject({ ranked: false, of: 5 });
    // The frozen results did not move.
    expect(LiveResultsSchema.parse(await expectJson(await call('GET', `/mocks/${slug}/live/results`), 200))).toEqual(results);
  });
  it('starts at the opening are written together, one statement per batch, with the rules of one start at a time', async () => {
    const db = ctx.testDb.handle.db;
    const now = Math.floor(Date.now() / MINUTE) * MINUTE;
    at(now);
    const [test] = await db
      .insert(mockTests)
      .values({
        slug: 'live-batch-1',
        name: 'Live batch',
        categoryId: ctx.fx.mocks.gsTest.categoryId,
        timerMinutes: 10,
        liveOpensAt: new Date(now - MINUTE),
        liveLastStartAt: new Date(now + 30 * MINUTE),
        liveResultsAt: new Date(now + 60 * MINUTE),
      })
      .returning();
    await db.insert(questions).values(KEY.map((correct, p) => ({ mockTestId: test.id, position: p + 1, text: `Batch question ${p + 1}?`, options: ['A', 'B', 'C', 'D'], correctIndex: correct, explanations: ['a', 'b', 'c', 'd'] })));
    const uids = ['b-first', 'b-twice', 'b-seen', 'b-late', 'b-unregistered'];
    await addUsers(...uids);
    // b-first is entitled to compensatory time (issue 29): the batch gives it the extended deadline, no one else.
    await db.update(users).set({ compensatoryTime: true }).where(eq(users.uid, 'b-first'));
    await db.insert(mockLiveRegistrations).values(uids.filter((u) => u !== 'b-unregistered').map((userUid) => ({ mockTestId: test.id, userUid, createdAt: new Date(now) })));
    // b-seen started an attempt before (its first): its next start is not live.
    await startLiveAttempts(db, [{ publicId: 'b-seen-0', userUid: 'b-seen', mockTestId: test.id, startedAt: new Date(now), deadlineAt: new Date(now + 10 * MINUTE), inWindow: true }]);
    const input = (publicId: string, userUid: string | null, inWindow = true) => ({
      publicId,
      userUid,
      mockTestId: test.id,
      startedAt: new Date(now),
      deadlineAt: new Date(now + 10 * MINUTE),
      extendedDeadlineAt: new Date(now + (40 / 3) * MINUTE),
      inWindow,
    });
    const out = await startLiveAttempts(db, [
      input('b-first-1', 'b-first'),
      input('b-twice-1', 'b-twice'),
      input('b-unregistered-1', 'b-unregistered'),
      input('b-anonymous-1', null),
      input('b-twice-2', 'b-twice'),
      input('b-seen-1', 'b-seen'),
      input('b-late-1', 'b-late', false),
    ]);
    // Each answer is its own input's (in order): a batch that mixed them up would rank the wrong account.
    expect(out.map(({ live, registered }) => ({ live, registered }))).toEqual([
      { live: true, registered: true },
      { live: true, registered: true },
      { live: false, registered: false },
      { live: false, registered: false },
      { live: false, registered: true },
      { live: false, registered: true },
      { live: false, registered: true },
    ]);
    expect(out.map((o) => [o.compensatory, o.deadlineAt.getTime() - now])).toEqual([[true, (40 / 3) * MINUTE], ...Array.from({ length: 6 }, () => [false, 10 * MINUTE])]);
    const rows = await db
      .select({ publicId: mockAttempts.publicId, live: mockAttempts.live, rankEligible: mockAttempts.rankEligible, attemptNumber: mockAttempts.attemptNumber, status: mockAttempts.status })
      .from(mockAttempts)
      .where(eq(mockAttempts.mockTestId, test.id))
      .orderBy(mockAttempts.publicId);
    const row = (live: boolean, attemptNumber: number) => ({ live, rankEligible: live, attemptNumber, status: 'started' });
    expect(Object.fromEntries(rows.map(({ publicId, ...r }) => [publicId, r]))).toEqual({
      'b-anonymous-1': row(false, 1),
      'b-first-1': row(true, 1),
      'b-late-1': row(false, 1),
      'b-seen-0': row(true, 1),
      'b-seen-1': row(false, 2),
      'b-twice-1': row(true, 1),
      'b-twice-2': row(false, 2),
      'b-unregistered-1': row(false, 1),
    });

    // Over HTTP, starts arriving together (coalesced while others are in flight) answer each its own standing; one
    // account starting twice at once gets at most one ranked attempt once both are submitted.
    const more = Array.from({ length: 6 }, (_, i) => `b-http-${i}`);
    await addUsers(...more);
    await db.insert(mockLiveRegistrations).values(more.map((userUid) => ({ mockTestId: test.id, userUid, createdAt: new Date(now) })));
    const callers = [...more, 'b-unregistered', undefined, 'b-http-0'];
    resetCoalesceStats();
    const answers = await Promise.all(callers.map((uid) => call('POST', '/mocks/live-batch-1/start', { uid, json: { paper: false } })));
    const started = await Promise.all(answers.map(async (r) => MockStartTicketSchema.parse(await expectJson(r, 200))));
    // Their accounts were read together too (middleware/user.ts): fewer statements than signed-in starts.
    const reads = coalesceStats()['account read'];
    expect(reads.inputs).toBe(8);
    expect(reads.batches).toBeLessThan(reads.inputs);
    expect(started.slice(1, 6).map((s) => s.live?.ranked)).toEqual([true, true, true, true, true]);
    expect(started[6].live).toMatchObject({ ranked: false, reason: 'not_registered' });
    expect(started[7].live).toMatchObject({ ranked: false, reason: 'anonymous' });
    at(now + 5 * MINUTE);
    // Both in one batch: the later one is not live. In two batches in flight at once (maxInFlight 2, a loaded
    // machine) both may be marked live (docs/mock-tests.md, "Start"): then the submit ranks only the first submitted.
    const marked = [started[0], started[8]].filter((s) => s.live?.ranked).length;
    expect(marked).toBeGreaterThanOrEqual(1);
    // The other tab submits first: the live attempt keeps its rank (a live test shows no key before its results).
    const [live, other] = started[0].live?.ranked ? [started[0], started[8]] : [started[8], started[0]];
    const submitted = [];
    for (const s of [other, live]) submitted.push(MockPendingSchema.parse(await expectJson(await call('POST', '/mocks/live-batch-1/submit', { uid: 'b-http-0', json: { attemptId: s.attempt!.id, answers: [] } }), 200)));
    expect(submitted.map((s) => s.attempt.ranked)).toEqual(marked === 1 ? [false, true] : [true, false]);
  });
});
