/**
 * Issue 30, the three parts of daily practice together, on PGlite and Postgres: a wrong practice answer and a wrong
 * daily-quiz answer become "Revise today" cards; and while a day's quiz is open its questions' keys come from no other
 * route — left out of their practice set, not scored by practice, not in "Revise today", no key on a bookmark — and
 * come back the next day (api/_app/daily-hidden.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStartMs } from '#core/daily/day.ts';
import { dailyQuizzes, mockCategories, mockTests, questions, users } from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { expectJson, openAdmin, type AdminContext } from './_admin';
import { freshIp } from './_harness';

const TODAY = '2026-12-01';
const NOON = dayStartMs(TODAY) + 12 * 3600_000;
const NEXT_NOON = NOON + 24 * 3600_000;

describe.each(dbBackends)('daily practice wired together on %s', (backend) => {
  let ctx: AdminContext;
  let setSlug = '';
  let ids: number[] = [];
  const db = () => ctx.testDb.handle.db;
  const call = (method: string, path: string, uid: string, json?: unknown) =>
    ctx.h.request(path, { method, json, ip: freshIp(), headers: { authorization: `Bearer u:${uid}` } });
  const dueIds = async (uid: string) => (await expectJson(await call('GET', '/revision/today', uid), 200)).data.map((c: { questionId: number }) => c.questionId);
  const answer = (questionId: number, choice: number) => ({ questionId, choice, answeredAt: new Date(ctx.h.clock.now ?? Date.now()).toISOString() });

  beforeAll(async () => {
    ctx = await openAdmin(backend);
    ctx.h.deps.verifyIdToken = async (t) => (t.startsWith('u:') ? { uid: t.slice(2) } : null);
    ctx.h.clock.now = NOON;
    const [exam] = await db().insert(mockCategories).values({ name: 'SSC' }).returning();
    const [set] = await db()
      .insert(mockTests)
      .values({ slug: 'ssc-percentage-practice-1', name: 'Percentage', categoryId: exam.id, timerMinutes: 6, kind: 'practice', practiceSubject: 'Quantitative Aptitude', practiceTopic: 'Percentage' })
      .returning();
    setSlug = set.slug;
    const rows = await db()
      .insert(questions)
      .values(Array.from({ length: 20 }, (_, p) => p).map((p) => ({ mockTestId: set.id, position: p, text: `What is ${p + 1}0% of 200?`, options: ['A', 'B', 'C', 'D'], correctIndex: 0, explanations: ['a', 'b', 'c', 'd'] })))
      .returning({ id: questions.id });
    ids = rows.map((r) => r.id);
    // Today's quiz holds two questions of the set (the rule draws tomorrow's from the other eighteen: twenty, so it
    // need not take these again).
    await db().insert(dailyQuizzes).values({ day: TODAY, questionIds: ids.slice(4, 6), source: 'admin' });
    await db().insert(users).values([{ uid: 'asha' }, { uid: 'ravi' }]);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a wrong practice answer is due in "Revise today" at once; a right one is not', async () => {
    const res = await expectJson(await call('POST', '/question-bank/answers', 'asha', { answers: [answer(ids[0], 1), answer(ids[1], 0)] }), 200);
    expect(res.data.results).toEqual([{ questionId: ids[0], correct: false }, { questionId: ids[1], correct: true }]);
    expect(await dueIds('asha')).toEqual([ids[0]]);
  });

  it('while the quiz is open its questions are out of practice, revision and bookmarks’ keys; a wrong quiz answer is due the next day', async () => {
    const set = await expectJson(await ctx.h.request(`/question-bank/sets/${setSlug}`, { ip: freshIp() }), 200);
    expect(set.data.questions.map((q: { id: number }) => q.id)).toEqual(ids.filter((id) => id !== ids[4] && id !== ids[5]));
    expect((await call('POST', '/question-bank/answers', 'ravi', { answers: [answer(ids[4], 1)] })).status).toBe(400);

    // Ravi bookmarks a quiz question: the bookmark is kept, its key is not shown today.
    expect((await call('PUT', `/progress/bookmarks/${ids[5]}`, 'ravi')).status).toBe(200);
    const marks = await expectJson(await call('GET', '/progress/bookmarks?limit=50', 'ravi'), 200);
    // (It links to its topic page: a practice set has no test page.)
    expect(marks.data).toEqual([expect.objectContaining({ questionId: ids[5], correct: null, explanations: null, practice: 'ssc/quantitative-aptitude/percentage' })]);

    // He takes the quiz: one wrong. Neither the bookmark's card nor the wrong answer's is in today's revision.
    const result = await expectJson(await call('POST', `/daily-quiz/${TODAY}/submit`, 'ravi', { answers: [1, 0], timeTakenSeconds: 40, clientId: 'client-ravi-1' }), 200);
    expect(result.data.correct).toBe(1);
    expect(await dueIds('ravi')).toEqual([]);
    expect((await expectJson(await call('GET', '/revision/count', 'ravi'), 200)).count).toBe(0);

    // The next day (the quiz over, its solutions public) both come back, and the bookmark shows its key.
    ctx.h.clock.now = NEXT_NOON;
    expect((await dueIds('ravi')).sort()).toEqual([ids[4], ids[5]].sort());
    const later = await expectJson(await call('GET', '/progress/bookmarks?limit=50', 'ravi'), 200);
    expect(later.data[0]).toMatchObject({ questionId: ids[5], correct: 0 });
  });
});
