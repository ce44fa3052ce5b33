/**
 * Issue 26: one score everywhere. The result's score (marks after negative
 * marking, out of max_score) is the figure the history, the progress cards
 * and the analysis give too (core/mock/marks.ts); accuracy is its own field.
 * A stored attempt answers with its chosen answers (the review on another
 * device), and a result with no ranked attempt to compare with has no
 * topper and no average instead of the caller's own score.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accuracyOf, marksPercent } from '#core/mock/marks.ts';
import { MockResultSchema } from '#core/schemas/mock-attempt.ts';
import { MockAnalysisSchema, MockAttemptSchema, ProgressStatsSchema } from '#core/schemas/responses/progress.ts';
import { users } from '#db/schema.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { seedFixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

describe.each(dbBackends)('one score everywhere on %s', (backend) => {
  let testDb: TestDb;
  let h: Harness;
  const bearer = { authorization: 'Bearer uid:scorer' };

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
    await testDb.handle.db.insert(users).values({ uid: 'scorer', displayName: 'Scorer' });
    h = harness(testDb, { deps: { verifyIdToken: async (token) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null) } });
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  const json = async (path: string, init: Parameters<Harness['request']>[1] = {}) => {
    const res = await h.request(path, { ip: freshIp(), ...init });
    expect(res.status, path).toBe(200);
    return res.json();
  };
  const take = async (slug: string, answers: (number | null)[], headers: Record<string, string>) => {
    const started = await json(`/mocks/${slug}/start`, { method: 'POST', headers });
    const token = started.attempt.token as string;
    const result = await json(`/mocks/${slug}/submit`, { method: 'POST', json: { attemptId: started.attempt.id, answers }, headers: { ...headers, 'x-attempt-token': token } });
    expect(MockResultSchema.safeParse(result).error).toBeUndefined();
    return { result, token };
  };

  it('no ranked attempt yet: the comparison has no topper and no average, and says how many were compared (0)', async () => {
    const { result } = await take('quant-mock-1', [0, 0, null, null, null], {});
    expect(result.attempt.ranked).toBe(false);
    expect(result.comparison.ranked).toBe(0);
    expect(result.comparison.overall).toEqual({ you: result.result.score, topper: null, average: null, max: 5 });
    expect(result.comparison.sections.every((s: { topper: unknown; average: unknown }) => s.topper === null && s.average === null)).toBe(true);
  });

  it('history, cards and analysis give the result’s score (marks after negative marking) and accuracy apart', async () => {
    // Quant Mock 1: +1 / −0.25. One right, two wrong, two unanswered: 1 − 0.5 = 0.5 of 5 (10 %); 20 % correct; accuracy 33 %.
    const { result } = await take('quant-mock-1', [0, 0, 0, null, null], bearer);
    expect(result.result).toMatchObject({ score: 0.5, max_score: 5, percentage: 20, accuracy: 33 });
    // GSMock 1 (no negative marking): all five right, 5 of 5.
    const gs = (await take('gs-mock-1', [0, 1, 2, 3, 0], bearer)).result;

    const history = await json('/progress/mock-test', { headers: bearer });
    const quant = MockAttemptSchema.parse(history.data.find((a: { mock: { slug: string } }) => a.mock.slug === 'quant-mock-1'));
    expect(quant).toMatchObject({ score: 0.5, max_score: 5, scorePercent: 10, accuracy: 33, attemptId: result.attempt.id });
    expect(quant.scorePercent).toBe(marksPercent(result.result));
    expect(quant.accuracy).toBe(result.result.accuracy);

    const stats = ProgressStatsSchema.parse((await json('/progress/stats', { headers: bearer })).data);
    // The mean of the marks shares (10 % and 100 %), not of the shares correct (20 % and 100 %).
    expect(stats).toMatchObject({ mockAttempts: 2, averageScorePercent: 55, bestScorePercent: 100, averageAccuracy: accuracyOf(1 + 5, 3 + 5) });
    expect((await json('/progress', { headers: bearer })).data.stats).toEqual(stats);

    const analysis = MockAnalysisSchema.parse((await json('/progress/mock-analysis', { headers: bearer })).data);
    expect(analysis.attempts.map((a) => [a.score, a.max_score, a.scorePercent])).toEqual([
      [0.5, 5, 10],
      [gs.result.score, gs.result.max_score, 100],
    ]);
  });

  it('a stored attempt answers with its chosen answers and times: the review on any device', async () => {
    const { result } = await take('quant-mock-1', [3, null, 2, null, 1], bearer);
    const again = await json(`/mocks/attempts/${result.attempt.id}`, { headers: bearer });
    expect(again.attempt.answers).toEqual([3, null, 2, null, 1]);
    expect(again.attempt.timeSpent).toHaveLength(5);
    expect(again.result).toEqual(result.result);
  });
});
