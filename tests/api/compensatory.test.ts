/**
 * Issue 29, PwBD compensatory time on the server, with the app's clock: the
 * profile field (and its 400), the deadline of an entitled aspirant's attempt
 * (× 4/3) and its lateness, the value fixed for a test by its first attempt
 * whatever the profile says later (GET /mocks/{slug}/compensatory says why),
 * the sectional windows × 4/3 (checkpoint and submit), one ranking for
 * entitled and other aspirants, and live tests: the schedule's results time
 * counts an entitled candidate's deadline, and a start inside the window gets
 * the longer deadline and stays live-ranked.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockCompensatorySchema, MockStartSchema } from '#core/schemas/mock-attempt.ts';
import { mockAttempts, mockSections, mockTests, questions, users } from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';
import { freshIp } from './_harness';

const MINUTE = 60_000;
const GRACE = 60_000;
/** Every question's right answer in these papers. */
const RIGHT = 1;

describe.each(dbBackends)('compensatory time on %s', (backend) => {
  let ctx: AdminContext;
  const base = Math.floor(Date.now() / MINUTE) * MINUTE + 10 * MINUTE;
  const iso = (ms: number) => new Date(ms).toISOString();
  const at = (ms: number) => (ctx.h.clock.now = ms);
  const auth = (uid?: string): Record<string, string> => (uid ? { authorization: `Bearer uid:${uid}` } : {});
  const call = (method: string, path: string, { uid, json, headers = {} }: { uid?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    ctx.h.request(path, { method, json, headers: { ...auth(uid), ...headers }, ip: freshIp() });
  const start = async (slug: string, uid?: string) => {
    const res = await call('POST', `/mocks/${slug}/start`, { uid });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    return MockStartSchema.parse(JSON.parse(text));
  };
  const submit = (slug: string, attempt: { id: string; token: string }, answers: (number | null)[], uid?: string) =>
    call('POST', `/mocks/${slug}/submit`, { uid, json: { attemptId: attempt.id, answers }, headers: uid ? {} : { 'x-attempt-token': attempt.token } });
  const profile = (uid: string, compensatory_time: unknown) => call('PUT', '/auth/profile', { uid, json: { compensatory_time } });
  const stored = async (publicId: string) => (await ctx.testDb.handle.db.select().from(mockAttempts).where(eq(mockAttempts.publicId, publicId)))[0];

  /** A published test of `n` questions (right answer RIGHT), optionally in sections of two questions each. */
  async function paper(slug: string, timerMinutes: number, sections: { timeLimitMinutes: number | null; locked: boolean }[] = [], n = 4) {
    const db = ctx.testDb.handle.db;
    const [test] = await db.insert(mockTests).values({ slug, name: slug, categoryId: ctx.fx.mocks.gsTest.categoryId, timerMinutes, negativeMarks: null }).returning();
    const rows = sections.length
      ? await db
          .insert(mockSections)
          .values(sections.map((s, k) => ({ mockTestId: test.id, position: k, name: `Part ${k + 1}`, ...s, marksCorrect: 1, marksWrong: 0 })))
          .returning()
      : [];
    await db.insert(questions).values(
      Array.from({ length: n }, (_, p) => ({
        mockTestId: test.id,
        position: p + 1,
        sectionId: rows.length ? rows[Math.floor(p / 2)].id : null,
        text: `Compensatory question ${p + 1} of ${slug}?`,
        options: ['A', 'B', 'C', 'D'],
        correctIndex: RIGHT,
        explanations: ['a', 'b', 'c', 'd'].map((x) => `Why ${x} is or is not the answer here.`),
      })),
    );
    return { id: test.id, sections: rows.map((r) => r.id) };
  }

  let sectional: { id: number; sections: number[] };
  let live: { id: number };
  beforeAll(async () => {
    ctx = await openAdmin(backend);
    ctx.h.deps.verifyIdToken = async (token) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null);
    at(base);
    await ctx.testDb.handle.db
      .insert(users)
      .values(['entitled', 'plain', 'toggler', 'late-declarer', 'sect-entitled', 'sect-plain', 'live-entitled', 'live-plain'].map((uid) => ({ uid, displayName: `Name ${uid}` })));
    await paper('comp-60', 60);
    await paper('comp-other', 60);
    await paper('comp-rank', 60);
    // IBPS-like: 20 minutes per section, locked order.
    sectional = await paper('comp-sectional', 40, [
      { timeLimitMinutes: 20, locked: true },
      { timeLimitMinutes: 20, locked: true },
    ]);
    live = await paper('comp-live', 10);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('the profile field: true or false only (400 naming it), shown in the user', async () => {
    await expect400(await profile('entitled', 'yes'), 'compensatory_time', 'compensatory_time must be true or false');
    await expect400(await profile('entitled', 1), 'compensatory_time', 'compensatory_time must be true or false');
    const me = await expectJson(await call('GET', '/auth/me', { uid: 'entitled' }), 200);
    expect(me.user.compensatory_time).toBe(false);
    const set = await expectJson(await profile('entitled', true), 200);
    expect(set.user.compensatory_time).toBe(true);
    // Other fields leave it alone.
    const renamed = await expectJson(await call('PUT', '/auth/profile', { uid: 'entitled', json: { name: 'Entitled Aspirant' } }), 200);
    expect(renamed.user).toMatchObject({ name: 'Entitled Aspirant', compensatory_time: true });
  });

  it('deadline: an entitled aspirant’s attempt ends at start + timer × 4/3 and is on time until then + grace; others as before', async () => {
    at(base);
    const entitled = await start('comp-60', 'entitled');
    expect(entitled).toMatchObject({ compensatory: true, startedAt: iso(base), deadline: iso(base + 80 * MINUTE) });
    expect(await stored(entitled.attempt!.id)).toMatchObject({ compensatory: true, deadlineAt: new Date(base + 80 * MINUTE) });
    const plain = await start('comp-60', 'plain');
    expect(plain).toMatchObject({ compensatory: false, deadline: iso(base + 60 * MINUTE) });
    const anonymous = await start('comp-60');
    expect(anonymous).toMatchObject({ compensatory: false, deadline: iso(base + 60 * MINUTE) });
    // GET (the paper to look at) makes no attempt and no claim.
    expect(MockStartSchema.parse(await expectJson(await call('GET', '/mocks/comp-60/start', { uid: 'entitled' }), 200)).deadline).toBe(iso(base + 60 * MINUTE));

    // 75 minutes in: past the plain deadline + grace, inside the extended one.
    at(base + 75 * MINUTE);
    const onTime = await expectJson(await submit('comp-60', entitled.attempt!, [RIGHT, RIGHT, RIGHT, null], 'entitled'), 200);
    expect(onTime.attempt).toMatchObject({ late: false, ranked: true, timeTakenSeconds: 75 * 60 });
    const late = await expectJson(await submit('comp-60', plain.attempt!, [RIGHT, null, null, null], 'plain'), 200);
    expect(late.attempt).toMatchObject({ late: true, ranked: false, timeTakenSeconds: 60 * 60 });
  });

  it('an entitled attempt submitted after its extended deadline + grace is late', async () => {
    at(base);
    await profile('sect-plain', true);
    const s = await start('comp-other', 'sect-plain');
    expect(s.deadline).toBe(iso(base + 80 * MINUTE));
    at(base + 80 * MINUTE + GRACE + 1000);
    const r = await expectJson(await submit('comp-other', s.attempt!, [RIGHT, RIGHT, null, null], 'sect-plain'), 200);
    expect(r.attempt).toMatchObject({ late: true, ranked: false, timeTakenSeconds: 80 * 60 });
    await profile('sect-plain', false);
  });

  it('fixed per test: later attempts take the first attempt’s value whatever the profile says now; other tests follow the profile', async () => {
    const status = async (slug: string, uid: string) => MockCompensatorySchema.parse(await expectJson(await call('GET', `/mocks/${slug}/compensatory`, { uid }), 200));
    at(base + 100 * MINUTE);
    await profile('toggler', true);
    expect(await status('comp-60', 'toggler')).toEqual({ profile: true, fixed: null, applies: true, extraSeconds: 20 * 60 });
    const first = await start('comp-60', 'toggler');
    expect(first.compensatory).toBe(true);
    // The profile turned off: this test keeps compensatory time (the start screen says why); another test does not.
    await profile('toggler', false);
    expect(await status('comp-60', 'toggler')).toEqual({ profile: false, fixed: true, applies: true, extraSeconds: 20 * 60 });
    const second = await start('comp-60', 'toggler');
    expect(second).toMatchObject({ compensatory: true, deadline: iso(base + 180 * MINUTE) });
    expect((await start('comp-other', 'toggler')).compensatory).toBe(false);
    // And the other way round: a test first taken without keeps it when the profile turns on.
    await profile('toggler', true);
    expect(await status('comp-other', 'toggler')).toEqual({ profile: true, fixed: false, applies: false, extraSeconds: 20 * 60 });
    expect(await start('comp-other', 'toggler')).toMatchObject({ compensatory: false, deadline: iso(base + 160 * MINUTE) });
    expect((await start('comp-rank', 'late-declarer')).compensatory).toBe(false);
    // Signed in only; an unknown test is a 404.
    expect((await call('GET', '/mocks/comp-60/compensatory')).status).toBe(401);
    expect((await call('GET', '/mocks/no-such-test/compensatory', { uid: 'toggler' })).status).toBe(404);
  });

  it('sectional windows × 4/3: an entitled attempt’s section stays open until start + 26:40 (+ grace), the next until 53:20', async () => {
    const [p1, p2] = sectional.sections;
    await profile('sect-entitled', true);
    const t0 = base + 300 * MINUTE;
    at(t0);
    const entitled = await start('comp-sectional', 'sect-entitled');
    expect(entitled).toMatchObject({ compensatory: true, deadline: iso(t0 + 53 * MINUTE + 20_000) });
    const plain = await start('comp-sectional', 'sect-plain');
    expect(plain.compensatory).toBe(false);
    const checkpoint = (attempt: { id: string }, uid: string, sectionId: number, answers: number[]) =>
      call('POST', '/mocks/comp-sectional/checkpoint', { uid, json: { attemptId: attempt.id, sectionId, answers, timeSpent: [600, 600] } });

    // 25 minutes in: section 1 is over (with grace) for the plain attempt, still open for the entitled one.
    at(t0 + 25 * MINUTE);
    const refused = await expectJson(await checkpoint(plain.attempt!, 'sect-plain', p1, [RIGHT, RIGHT]), 409);
    expect(refused).toMatchObject({ code: 'SECTION_TIME_OVER', closedAt: iso(t0 + 20 * MINUTE) });
    const taken = await expectJson(await checkpoint(entitled.attempt!, 'sect-entitled', p1, [RIGHT, RIGHT]), 200);
    expect(taken).toMatchObject({ replay: false, closedAt: iso(t0 + 25 * MINUTE) });
    // Section 2's extended deadline is 53:20: its answers still count in a submit at 54:00 (within the grace).
    at(t0 + 54 * MINUTE);
    const r = await expectJson(await submit('comp-sectional', entitled.attempt!, [0, 0, RIGHT, RIGHT], 'sect-entitled'), 200);
    expect(r.attempt).toMatchObject({ answers: [RIGHT, RIGHT, RIGHT, RIGHT], late: false, ranked: true });
    // The plain attempt's section 1 closed without a checkpoint (unanswered); section 2 closed at 40:00 + grace.
    const p = await expectJson(await submit('comp-sectional', plain.attempt!, [RIGHT, RIGHT, RIGHT, RIGHT], 'sect-plain'), 200);
    expect(p.attempt).toMatchObject({ answers: [null, null, null, null], late: true });
    // The section checkpoint of an entitled attempt is refused after its own extended deadline + grace.
    const again = await start('comp-sectional', 'sect-entitled');
    expect(again.compensatory).toBe(true);
    at(t0 + 54 * MINUTE + 26 * MINUTE + 40_000 + GRACE + 1000);
    const over = await expectJson(await checkpoint(again.attempt!, 'sect-entitled', p1, [RIGHT, RIGHT]), 409);
    expect(over).toMatchObject({ code: 'SECTION_TIME_OVER', closedAt: iso(t0 + 54 * MINUTE + 26 * MINUTE + 40_000) });
  });

  it('one ranking: entitled and other aspirants in the same list, rank by score', async () => {
    const t0 = base + 500 * MINUTE;
    at(t0);
    await profile('entitled', true);
    const a = await start('comp-rank', 'entitled');
    const b = await start('comp-rank', 'plain');
    expect([a.compensatory, b.compensatory]).toEqual([true, false]);
    at(t0 + 50 * MINUTE);
    const rb = await expectJson(await submit('comp-rank', b.attempt!, [RIGHT, RIGHT, null, null], 'plain'), 200);
    expect(rb.attempt.ranked).toBe(true);
    at(t0 + 70 * MINUTE);
    const ra = await expectJson(await submit('comp-rank', a.attempt!, [RIGHT, RIGHT, RIGHT, null], 'entitled'), 200);
    expect(ra.attempt).toMatchObject({ ranked: true, late: false });
    expect(ra.standing).toEqual({ rank: 1, of: 2, percentile: 100 });
    const review = await expectJson(await call('GET', `/mocks/attempts/${b.attempt!.id}`, { uid: 'plain' }), 200);
    expect(review.standing).toEqual({ rank: 2, of: 2, percentile: 50 });
    const board = await expectJson(await call('GET', '/mocks/comp-rank/leaderboard'), 200);
    expect(board.of).toBe(2);
    expect(board.entries.map((e: { name: string; rank: number }) => [e.rank, e.name])).toEqual([
      [1, 'Entitled Aspirant'],
      [2, 'Name plain'],
    ]);
  });

  it('live: the results time must follow an entitled candidate’s last deadline; a start in the window gets the longer deadline and stays live-ranked', async () => {
    const opensAt = base + 600 * MINUTE;
    const lastStartAt = opensAt + 30 * MINUTE;
    // Timer 10 min → 13:20 with compensatory time, + 60 s grace.
    const earliest = lastStartAt + 13 * MINUTE + 20_000 + GRACE;
    const schedule = { opensAt: iso(opensAt), lastStartAt: iso(lastStartAt), resultsAt: iso(earliest) };
    const put = (body: unknown) => ctx.call('PUT', `/admin/mocks/${live.id}/live`, { json: body });
    // (The admin's session is as old as the app's clock says: schedule near its start.)
    at(base);
    // The plain candidate's last deadline + grace is no longer enough.
    await expect400(
      await put({ schedule: { ...schedule, resultsAt: iso(lastStartAt + 10 * MINUTE + GRACE) } }),
      'schedule.resultsAt',
      `resultsAt must be at or after ${iso(earliest)} (lastStartAt + the test's timer with compensatory time + the submit grace period)`,
    );
    await expect400(await put({ schedule: { ...schedule, resultsAt: iso(earliest - 1000) } }), 'schedule.resultsAt', /resultsAt must be at or after/);
    await expectJson(await put({ schedule }), 200);

    at(opensAt - MINUTE);
    await profile('live-entitled', true);
    for (const uid of ['live-entitled', 'live-plain']) await expectJson(await call('POST', '/mocks/comp-live/register', { uid }), 200);
    // The entitled candidate starts at the last moment of the window.
    at(lastStartAt);
    const e = await start('comp-live', 'live-entitled');
    expect(e).toMatchObject({ compensatory: true, deadline: iso(lastStartAt + 13 * MINUTE + 20_000), live: { ranked: true, reason: null } });
    const p = await start('comp-live', 'live-plain');
    expect(p).toMatchObject({ compensatory: false, deadline: iso(lastStartAt + 10 * MINUTE), live: { ranked: true } });
    // Both submit inside the entitled deadline + grace (and so before the results time).
    at(lastStartAt + 10 * MINUTE);
    expect(await expectJson(await submit('comp-live', p.attempt!, [RIGHT, null, null, null], 'live-plain'), 200)).toMatchObject({ received: true, attempt: { ranked: true, late: false } });
    at(earliest - 1000);
    expect(await expectJson(await submit('comp-live', e.attempt!, [RIGHT, RIGHT, null, null], 'live-entitled'), 200)).toMatchObject({
      received: true,
      attempt: { ranked: true, late: false },
    });
    // Results: one frozen ranking of both.
    at(earliest + 1000);
    const results = await expectJson(await call('GET', '/mocks/comp-live/live/results'), 200);
    expect(results.of).toBe(2);
    const mine = await expectJson(await call('GET', `/mocks/attempts/${e.attempt!.id}`, { uid: 'live-entitled' }), 200);
    expect(mine.live).toMatchObject({ ranked: true, rank: 1, of: 2 });
  });
});
