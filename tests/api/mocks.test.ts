/**
 * Taking a mock test: /start never leaks answers and carries the clock,
 * /submit returns the answer key and score and stores a signed-in user's
 * attempt exactly once per client attempt id.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockResultSchema, MockStartSchema } from '#core/schemas/mock-attempt.ts';
import { mockAttempts } from '#db/schema.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { seedFixtures, USER_UID, type Fixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

const MINUTE = 60_000;

describe.each(dbBackends)('mock tests on %s', (backend) => {
  let testDb: TestDb;
  let fx: Fixtures;
  let h: Harness;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    fx = await seedFixtures(testDb.handle.db);
    h = harness(testDb, {
      deps: {
        verifyIdToken: async (token) => (token === 'good-token' ? { uid: USER_UID } : token === 'unsynced-token' ? { uid: 'never-synced' } : null),
      },
    });
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  const submit = (slug: string, json: unknown, headers: Record<string, string> = {}) =>
    h.request(`/mocks/${slug}/submit`, { method: 'POST', json, headers, ip: freshIp() });
  const attempts = async () => (await testDb.handle.db.select({ n: count() }).from(mockAttempts))[0].n;

  it('start: questions and options only, with server time and deadline', async () => {
    const t = Date.parse('2026-03-01T09:00:00.000Z');
    h.clock.now = t;
    try {
      const res = await h.request('/mocks/gs-mock-1/start');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      expect(text).not.toMatch(/correct|explanation/i);
      const body = JSON.parse(text);
      expect(body.serverTime).toBe('2026-03-01T09:00:00.000Z');
      expect(body.startedAt).toBe(body.serverTime);
      expect(body.deadline).toBe(new Date(t + 30 * MINUTE).toISOString());
      expect(body.mock).toMatchObject({ slug: 'gs-mock-1', timer: 30 });
      expect(body.questions).toHaveLength(5);
      expect(Object.keys(body.questions[0]).sort()).toEqual(['id', 'options', 'position', 'question']);
      expect(body.questions[0].options).toEqual(['Option A', 'Option B', 'Option C', 'Option D']);
      expect(body.questions.map((q: { position: number }) => q.position)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      h.clock.now = null;
    }
    expect((await h.request('/mocks/nope/start')).status).toBe(404);
  });

  it('submit (anonymous): answer key with explanations and the spec score, nothing stored', async () => {
    const before = await attempts();
    const res = await submit('gs-mock-1', { answers: [0, 1, 0, null, 0] });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.answerKey).toHaveLength(5);
    expect(body.answerKey[0]).toEqual({ id: expect.any(Number), position: 1, correct: 0, explanations: expect.any(Array) });
    expect(body.answerKey[0].explanations).toHaveLength(4);
    // Key: 0,1,2,3,0 → correct 3 (q1,q2,q5), wrong 1 (q3), unanswered 1 (q4).
    expect(body.result).toMatchObject({ total: 5, correct: 3, wrong: 1, unanswered: 1, attempted: 4, percentage: 60, score: 3 });
    expect(body.attempt).toBeNull();
    expect(await attempts()).toBe(before);
  });

  it('applies negative marking and treats missing trailing answers as unanswered', async () => {
    const body = await (await submit('quant-mock-1', { answers: [1, 1] })).json();
    expect(body.result).toMatchObject({ correct: 1, wrong: 1, unanswered: 3, score: 0.75, negativeMarksApplied: 0.25, percentage: 20 });
  });

  it('signed in: stores the attempt once per client attempt id', async () => {
    const before = await attempts();
    const startedAt = new Date(Date.now() - 5 * MINUTE).toISOString();
    const payload = { answers: [0, 1, 2, 3, 0], clientAttemptId: 'client-attempt-0001', startedAt };
    const first = await (await submit('gs-mock-1', payload, { authorization: 'Bearer good-token' })).json();
    expect(first.result.percentage).toBe(100);
    expect(first.attempt).toMatchObject({ id: expect.any(Number), clientAttemptId: 'client-attempt-0001', submittedAt: expect.any(String) });
    const retried = await (await submit('gs-mock-1', payload, { authorization: 'Bearer good-token' })).json();
    expect(retried.attempt.id).toBe(first.attempt.id);
    expect(await attempts()).toBe(before + 1);
    const [row] = await testDb.handle.db.select().from(mockAttempts).where(eq(mockAttempts.id, first.attempt.id));
    expect(row).toMatchObject({ userUid: USER_UID, mockTestId: fx.mocks.gsTest.id, correct: 5, percentage: 100, answers: [0, 1, 2, 3, 0] });
    expect(row.timeTakenSeconds).toBeGreaterThanOrEqual(299);
    expect(row.timeTakenSeconds).toBeLessThan(400);

    // Without a client id a fresh one is made; a start time in the future is clamped to now.
    const noId = await (await submit('gs-mock-1', { answers: [], startedAt: '2999-01-01T00:00:00Z' }, { authorization: 'Bearer good-token' })).json();
    expect(noId.attempt.clientAttemptId).toMatch(/^[\w-]{16}$/);
    expect(await attempts()).toBe(before + 2);
  });

  // The start answer is spliced together from cached JSON by hand: only these parses hold it to its one definition.
  it('start and submit answer in the documented shapes (MockStart, MockResult)', async () => {
    const start = await (await h.request('/mocks/quant-mock-1/start')).json();
    expect(MockStartSchema.safeParse(start).error).toBeUndefined();
    const anonymous = await (await submit('quant-mock-1', { answers: [1, null] })).json();
    expect(MockResultSchema.safeParse(anonymous).error).toBeUndefined();
    const payload = { answers: [1, 2], clientAttemptId: 'client-attempt-shape', startedAt: new Date().toISOString() };
    const signedIn = await (await submit('quant-mock-1', payload, { authorization: 'Bearer good-token' })).json();
    expect(signedIn.attempt).not.toBeNull();
    expect(MockResultSchema.safeParse(signedIn).error).toBeUndefined();
  });

  it('an invalid token is a 401 (the client retries with a refreshed one); an unsynced user is anonymous', async () => {
    const bad = await submit('gs-mock-1', { answers: [] }, { authorization: 'Bearer forged' });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ code: 'AUTH_INVALID', error: 'Invalid or expired sign-in token' });
    const unsynced = await (await submit('gs-mock-1', { answers: [] }, { authorization: 'Bearer unsynced-token' })).json();
    expect(unsynced.attempt).toBeNull();
  });

  it.each([
    [{}, 'answers', 'answers must be an array with one entry per question'],
    [{ answers: 'abc' }, 'answers', 'answers must be an array with one entry per question'],
    [{ answers: [4] }, 'answers.0', 'Each answer must be an option index from 0 to 3, or null'],
    [{ answers: [-1] }, 'answers.0', 'Each answer must be an option index from 0 to 3, or null'],
    [{ answers: [1.5] }, 'answers.0', 'Each answer must be an option index from 0 to 3, or null'],
    [{ answers: ['1'] }, 'answers.0', 'Each answer must be an option index from 0 to 3, or null'],
    [{ answers: Array(101).fill(0) }, 'answers', 'answers must have at most 100 entries'],
    [{ answers: Array(6).fill(0) }, 'answers', 'answers must have at most 5 entries (one per question)'],
    [{ answers: [], clientAttemptId: 'short' }, 'clientAttemptId', 'clientAttemptId must be 8-64 letters, digits, - or _'],
    [{ answers: [], startedAt: 'yesterday' }, 'startedAt', 'startedAt must be an ISO date-time'],
  ])('400 for %j', async (json, field, message) => {
    const res = await submit('gs-mock-1', json);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field, error: message });
  });

  it('malformed or non-JSON bodies are 4xx JSON', async () => {
    const malformed = await h.request('/mocks/gs-mock-1/submit', { method: 'POST', body: '{"answers": [', headers: { 'content-type': 'application/json' }, ip: freshIp() });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe('BAD_REQUEST');
    const text = await h.request('/mocks/gs-mock-1/submit', { method: 'POST', body: 'answers=1', headers: { 'content-type': 'text/plain' }, ip: freshIp() });
    expect(text.status).toBe(415);
    expect((await text.json()).error).toBe('Unsupported Media Type');
    expect((await submit('nope', { answers: [] })).status).toBe(404);
  });
});
