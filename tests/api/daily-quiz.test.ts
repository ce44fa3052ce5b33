/**
 * Issue 30, the daily quiz over HTTP on both databases: today's document carries no key, yesterday's does; no route
 * gives an open day's key, not even to a submitter (the day's board cannot be bought); a day not begun is refused; the IST midnight closes submissions (even a queued retry); one counted submission per account and
 * day; the leaderboard gate; the streak across days; the rule deterministic and safe when two instances race the
 * first read; the admin's calendar; validation naming the field.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayEndMs, dayStartMs } from '#core/daily/day.ts';
import { DAILY_MESSAGES } from '#core/schemas/daily-quiz.ts';
import { ensureDailyQuiz } from '#db/mutations/daily-quiz.ts';
import { questionsHiddenFromPractice } from '#db/queries/daily-quiz.ts';
import { dailyQuizAttempts, dailyQuizzes, mockCategories, mockTests, questions, users } from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';
import { freshIp, harness, testCache } from './_harness';

const TODAY = '2026-12-01';
const YESTERDAY = '2026-11-30';
const TOMORROW = '2026-12-02';
/** 23:58 IST on TODAY. */
const LATE_EVENING = dayEndMs(TODAY) - 2 * 60_000;
const NOON = dayStartMs(TODAY) + 12 * 3600_000;

describe.each(dbBackends)('the daily quiz on %s', (backend) => {
  let ctx: AdminContext;
  let bankIds: number[] = [];
  let draftId = 0;
  const db = () => ctx.testDb.handle.db;
  const token = (uid: string) => ({ authorization: `Bearer u:${uid}` });
  const sheet = (answers: (number | null)[], extra: Record<string, unknown> = {}) => ({ answers, timeTakenSeconds: 95, clientId: 'client-0001', ...extra });
  const submit = (day: string, uid: string | null, body: unknown, ip = freshIp()) =>
    ctx.h.request(`/daily-quiz/${day}/submit`, { method: 'POST', json: body, ip, headers: uid ? token(uid) : {} });
  const get = (path: string, uid?: string) => ctx.h.request(path, { headers: uid ? token(uid) : {} });
  /** The open day's correct options, from the database (no route gives them before the day's end). */
  const todaysKey = async (): Promise<number[]> => {
    const [row] = await db().select().from(dailyQuizzes).where(eq(dailyQuizzes.day, TODAY));
    const rows = await db().select({ id: questions.id, correct: questions.correctIndex }).from(questions).where(inArray(questions.id, row.questionIds));
    return row.questionIds.map((id) => rows.find((r) => r.id === id)!.correct);
  };

  beforeAll(async () => {
    ctx = await openAdmin(backend);
    ctx.h.deps.verifyIdToken = async (t) => (t.startsWith('u:') ? { uid: t.slice(2) } : null);
    // The bank: three exams × two subjects, a published set of six questions each, and a draft set (not the bank).
    const exams = await db().insert(mockCategories).values([{ name: 'SSC' }, { name: 'Banking' }, { name: 'Railways' }]).returning();
    let n = 0;
    for (const exam of exams) {
      for (const subject of ['General Awareness', 'Quantitative Aptitude']) {
        const [set] = await db()
          .insert(mockTests)
          .values({ slug: `practice-${++n}`, name: `${exam.name} ${subject}`, categoryId: exam.id, timerMinutes: 10, kind: 'practice', practiceSubject: subject, practiceTopic: 'Mixed' })
          .returning();
        const rows = await db()
          .insert(questions)
          .values([0, 1, 2, 3, 4, 5].map((p) => ({ mockTestId: set.id, position: p, text: `${exam.name} ${subject} question ${p}?`, options: ['A', 'B', 'C', 'D'], correctIndex: p % 4, explanations: ['ea', 'eb', 'ec', 'ed'] })))
          .returning({ id: questions.id });
        bankIds.push(...rows.map((r) => r.id));
      }
    }
    const [draft] = await db()
      .insert(mockTests)
      .values({ slug: 'practice-draft', name: 'Draft set', categoryId: exams[0].id, timerMinutes: 10, kind: 'practice', practiceSubject: 'GK', practiceTopic: 'Drafts', status: 'draft' })
      .returning();
    [{ id: draftId }] = await db().insert(questions).values({ mockTestId: draft.id, position: 0, text: 'A draft question?', options: ['A', 'B', 'C', 'D'], correctIndex: 0, explanations: ['a', 'b', 'c', 'd'] }).returning({ id: questions.id });
    // Yesterday's quiz, with one aspirant's submission.
    await db().insert(dailyQuizzes).values({ day: YESTERDAY, questionIds: bankIds.slice(0, 10), source: 'admin' });
    await db().insert(users).values({ uid: 'yesterday-1', email: 'y1@example.com', displayName: 'Asha Verma' });
    await db().insert(dailyQuizAttempts).values({ day: YESTERDAY, userUid: 'yesterday-1', answers: Array(10).fill(0), correct: 3, timeTakenSeconds: 200 });
    ctx.h.clock.now = NOON;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('names the server’s IST day (no-store)', async () => {
    ctx.h.clock.now = dayStartMs(TODAY) - 1;
    expect((await expectJson(await get('/daily-quiz/today'), 200)).data.day).toBe(YESTERDAY);
    ctx.h.clock.now = dayStartMs(TODAY);
    const res = await get('/daily-quiz/today');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await expectJson(res, 200)).data).toMatchObject({ day: TODAY, yesterday: YESTERDAY, closesAt: '2026-12-01T18:30:00.000Z' });
    ctx.h.clock.now = NOON;
  });

  it('today’s document: ten drawn bank questions, no key, cached until the day’s end at most', async () => {
    const res = await get(`/daily-quiz/${TODAY}`);
    const text = await res.clone().text();
    const body = await expectJson(res, 200);
    expect(body.data.status).toBe('open');
    expect(body.data.key).toBeNull();
    expect(body.data.questions).toHaveLength(10);
    expect(text).not.toMatch(/correct|explanation|"ea"/);
    expect(body.data.questions.every((q: { id: number }) => bankIds.includes(q.id))).toBe(true);
    // Not yesterday's questions (the rule leaves out recent quizzes' questions).
    expect(body.data.questions.some((q: { id: number }) => bankIds.slice(0, 10).includes(q.id))).toBe(false);
    const maxAge = Number(/s-maxage=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    expect(maxAge).toBeLessThanOrEqual((dayEndMs(TODAY) - NOON) / 1000);
  });

  it('yesterday’s document carries the key and explanations, publicly cacheable; a past day nobody had is 404', async () => {
    const res = await get(`/daily-quiz/${YESTERDAY}`);
    const body = await expectJson(res, 200);
    expect(body.data.status).toBe('closed');
    expect(body.data.key).toHaveLength(10);
    expect(body.data.key[0]).toMatchObject({ id: bankIds[0], correct: 0, explanations: ['ea', 'eb', 'ec', 'ed'] });
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=3600/);
    expect((await expectJson(await get('/daily-quiz/2026-10-01'), 404)).code).toBe('NOT_FOUND');
  });

  it('a day not begun in India is refused, never early (even an admin-chosen one)', async () => {
    expect((await expectJson(await ctx.call('PUT', `/admin/daily-quiz/${TOMORROW}`, { json: { questionIds: bankIds.slice(20, 30) } }), 200)).data.source).toBe('admin');
    const res = await get(`/daily-quiz/${TOMORROW}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await expectJson(res, 409)).code).toBe('DAILY_NOT_OPEN');
    expect((await expectJson(await get(`/daily-quiz/${TOMORROW}/leaderboard`), 409)).code).toBe('DAILY_NOT_OPEN');
    expect((await expectJson(await submit(TOMORROW, 'asp-1', sheet(Array(10).fill(0))), 409)).code).toBe('DAILY_NOT_OPEN');
  });

  it('refuses bad input naming the field', async () => {
    await expect400(await get('/daily-quiz/2026-02-30'), 'day', DAILY_MESSAGES.day);
    await expect400(await submit(TODAY, 'asp-1', sheet(Array(9).fill(0))), 'answers', DAILY_MESSAGES.answersCount);
    await expect400(await submit(TODAY, 'asp-1', sheet([...Array(9).fill(0), 4])), 'answers.9', DAILY_MESSAGES.answers);
    await expect400(await submit(TODAY, 'asp-1', sheet(Array(10).fill(null))), 'answers', DAILY_MESSAGES.answersNone);
    await expect400(await submit(TODAY, 'asp-1', sheet(Array(10).fill(0), { timeTakenSeconds: -1 })), 'timeTakenSeconds', DAILY_MESSAGES.time);
    await expect400(await submit(TODAY, 'asp-1', sheet(Array(10).fill(0), { clientId: 'x' })), 'clientId', DAILY_MESSAGES.clientId);
    await expect400(await submit(TODAY, 'asp-1', 'not json'), '(root)', /JSON object/);
    expect((await expectJson(await submit(TODAY, null, sheet(Array(10).fill(0))), 401)).code).toBe('AUTH_REQUIRED');
  });

  it('gates today’s leaderboard to submitters; one counted submission per account (a retry answers the same)', async () => {
    expect((await expectJson(await get(`/daily-quiz/${TODAY}/leaderboard`), 403)).code).toBe('DAILY_BOARD_LOCKED');
    expect((await expectJson(await get(`/daily-quiz/${TODAY}/leaderboard`, 'asp-1'), 403)).code).toBe('DAILY_BOARD_LOCKED');

    const firstRes = await submit(TODAY, 'asp-1', sheet(Array(10).fill(0)));
    const firstText = await firstRes.clone().text();
    const first = (await expectJson(firstRes, 200)).data;
    expect(first).toMatchObject({ day: TODAY, total: 10, rank: 1, of: 1, streak: 1, timeTakenSeconds: 95 });
    // The score, never the key: a submitter's correct answers would reach friends who have not submitted yet.
    expect(first.key).toBeUndefined();
    expect(firstText).not.toMatch(/explanation|"ea"/);
    const key = await todaysKey();
    expect(first.correct).toBe(key.filter((k) => k === 0).length);
    const retry = (await expectJson(await submit(TODAY, 'asp-1', sheet(Array(10).fill(1), { timeTakenSeconds: 5 })), 200)).data;
    expect(retry).toMatchObject({ correct: first.correct, answers: first.answers, timeTakenSeconds: 95, submittedAt: first.submittedAt });
    expect(retry.key).toBeUndefined();

    // A better, faster second aspirant goes first.
    const second = (await expectJson(await submit(TODAY, 'asp-2', sheet(key, { timeTakenSeconds: 60 })), 200)).data;
    expect(second).toMatchObject({ correct: 10, rank: 1, of: 2 });
    const board = await expectJson(await get(`/daily-quiz/${TODAY}/leaderboard`, 'asp-1'), 200);
    expect(board.entries.map((e: { correct: number }) => e.correct)).toEqual([10, first.correct]);
    expect(board.entries[0].name).toBe('Aspirant');
    expect(board.me).toMatchObject({ rank: 2, correct: first.correct });
    const [{ n }] = await db().select({ n: count() }).from(dailyQuizAttempts).where(eq(dailyQuizAttempts.day, TODAY));
    expect(n).toBe(2);
  });

  it('no route scores or keys an open day for a visitor who has not submitted: no check, the board locked', async () => {
    // The signed-out check (removed on 2 Dec) scored any sheet: ten requests told the key to anyone.
    const res = await ctx.h.request(`/daily-quiz/${TODAY}/check`, { method: 'POST', json: sheet([0, ...Array(9).fill(null)]), ip: freshIp() });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toMatch(/explanation|"correct"/);
    expect((await expectJson(await get(`/daily-quiz/${TODAY}/leaderboard`, 'asp-9'), 403)).code).toBe('DAILY_BOARD_LOCKED');
    expect((await expectJson(await get(`/daily-quiz/${TODAY}`), 200)).data.key).toBeNull();
    const [{ n }] = await db().select({ n: count() }).from(dailyQuizAttempts).where(eq(dailyQuizAttempts.day, TODAY));
    expect(n).toBe(2);
  });

  it('closes at midnight in India: a submission (or a queued retry) at 00:00 IST is late; the key and board are public then', async () => {
    ctx.h.clock.now = LATE_EVENING;
    expect((await expectJson(await submit(TODAY, 'asp-3', sheet(Array(10).fill(2))), 200)).data.of).toBe(3);
    ctx.h.clock.now = dayEndMs(TODAY);
    const late = await expectJson(await submit(TODAY, 'asp-4', sheet(Array(10).fill(2))), 409);
    expect(late.code).toBe('DAILY_CLOSED');
    expect(late.error).toMatch(/closed at midnight in India/);
    const doc = await expectJson(await get(`/daily-quiz/${TODAY}`), 200);
    expect(doc.data.status).toBe('closed');
    expect(doc.data.key).toHaveLength(10);
    const boardRes = await get(`/daily-quiz/${TODAY}/leaderboard`);
    expect(boardRes.headers.get('cache-control')).toMatch(/^public/);
    expect((await expectJson(boardRes, 200)).of).toBe(3);
    // The new day (admin-chosen yesterday evening) opens now, without its key.
    const next = await expectJson(await get(`/daily-quiz/${TOMORROW}`), 200);
    expect(next.data.questions.map((q: { id: number }) => q.id)).toEqual(bankIds.slice(20, 30));
    expect(next.data.key).toBeNull();
  });

  it('the streak counts consecutive IST days ending today', async () => {
    // asp-1 took TODAY; on TOMORROW the streak is 2; skipping a day starts again at 1.
    ctx.h.clock.now = dayStartMs(TOMORROW) + 60_000;
    expect((await expectJson(await submit(TOMORROW, 'asp-1', sheet(Array(10).fill(0))), 200)).data.streak).toBe(2);
    const third = addDays(TOMORROW, 2);
    ctx.h.clock.now = dayStartMs(third) + 60_000;
    expect((await expectJson(await submit(third, 'asp-1', sheet(Array(10).fill(0))), 200)).data.streak).toBe(1);
    ctx.h.clock.now = NOON;
  });

  it('the rule: two instances racing a day’s first read agree, one row', async () => {
    const day = '2026-12-20';
    ctx.h.clock.now = dayStartMs(day) + 1000;
    const other = harness(ctx.testDb, { cache: testCache(), deps: { now: () => dayStartMs(day) + 1000 } });
    try {
      const [a, b, c] = await Promise.all([get(`/daily-quiz/${day}`), other.request(`/daily-quiz/${day}`), ensureDailyQuiz(db(), day)]);
      const ids = (r: Record<string, any>) => r.data.questions.map((q: { id: number }) => q.id);
      const [ja, jb] = [await expectJson(a, 200), await expectJson(b, 200)];
      expect(ids(ja)).toEqual(ids(jb));
      expect(ids(ja)).toEqual(c!.questionIds);
      const [{ n }] = await db().select({ n: count() }).from(dailyQuizzes).where(eq(dailyQuizzes.day, day));
      expect(n).toBe(1);
    } finally {
      await other.close();
      ctx.h.clock.now = NOON;
    }
  });

  it('the admin: chooses only days not begun, only bank questions; lists the calendar; practice hides open and future quizzes', async () => {
    ctx.h.clock.now = NOON;
    const put = (day: string, ids: unknown) => ctx.call('PUT', `/admin/daily-quiz/${day}`, { json: { questionIds: ids } });
    expect((await expectJson(await put(TODAY, bankIds.slice(0, 10)), 409)).code).toBe('DAILY_DAY_BEGUN');
    await expect400(await put('2026-12-10', bankIds.slice(0, 9)), 'questionIds', DAILY_MESSAGES.questionIds);
    await expect400(await put('2026-12-10', [...bankIds.slice(0, 9), draftId]), 'questionIds', DAILY_MESSAGES.questionIds);
    await expect400(await put('2026-12-10', [...bankIds.slice(0, 9), bankIds[0]]), 'questionIds', DAILY_MESSAGES.questionIds);
    expect((await ctx.call('PUT', `/admin/daily-quiz/2026-12-10`, { json: { questionIds: bankIds.slice(0, 10) }, session: false })).status).toBe(401);
    const list = await expectJson(await ctx.call('GET', `/admin/daily-quiz?from=${YESTERDAY}&to=${TOMORROW}`), 200);
    expect(list.data.map((d: { day: string; source: string; editable: boolean }) => [d.day, d.source, d.editable])).toEqual([
      [YESTERDAY, 'admin', false],
      [TODAY, 'rule', false],
      [TOMORROW, 'admin', true],
    ]);
    await expect400(await ctx.call('GET', `/admin/daily-quiz?from=${TOMORROW}&to=${YESTERDAY}`), 'from', DAILY_MESSAGES.range);
    const bank = await expectJson(await ctx.call('GET', '/admin/daily-quiz/bank'), 200);
    expect(bank.data.flatMap((s: { questions: { id: number }[] }) => s.questions.map((q) => q.id)).sort((x: number, y: number) => x - y)).toEqual(bankIds);
    expect((await expectJson(await ctx.call('DELETE', `/admin/daily-quiz/${TODAY}`), 409)).code).toBe('DAILY_DAY_BEGUN');

    const hidden = await questionsHiddenFromPractice(db(), TODAY);
    const todayIds = (await expectJson(await get(`/daily-quiz/${TODAY}`), 200)).data.questions.map((q: { id: number }) => q.id);
    expect(todayIds.every((id: number) => hidden.has(id))).toBe(true);
    expect(bankIds.slice(20, 30).every((id) => hidden.has(id))).toBe(true);
    // Yesterday's questions (where no later quiz reuses them) are practice questions again.
    const later = new Set((await db().select().from(dailyQuizzes)).filter((q) => q.day >= TODAY).flatMap((q) => q.questionIds));
    const yesterdayOnly = bankIds.slice(0, 10).filter((id) => !later.has(id));
    expect(yesterdayOnly.length).toBeGreaterThan(0);
    expect(yesterdayOnly.some((id) => hidden.has(id))).toBe(false);
    expect([...hidden].sort()).toEqual([...later].sort());
    expect((await expectJson(await ctx.call('DELETE', `/admin/daily-quiz/${TOMORROW}`), 200)).data.day).toBe(TOMORROW);
  });
});
