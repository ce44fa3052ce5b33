/**
 * Taking a mock test: /start never leaks answers and carries the clock,
 * /submit of a started attempt returns the answer key and score, stored once.
 * (Server-issued attempts, rank and refusals: mock-attempts.test.ts.)
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

  /** POST start: the attempt id and token. */
  /** On the real clock an attempt starts 3 minutes back, so that a submit now is plausibly timed (issue 26's floor). */
  const start = async (slug: string, headers: Record<string, string> = {}) => {
    const backdate = h.clock.now === null;
    if (backdate) h.clock.now = Date.now() - 3 * MINUTE;
    const res = await h.request(`/mocks/${slug}/start`, { method: 'POST', headers, ip: freshIp() }).finally(() => {
      if (backdate) h.clock.now = null;
    });
    expect(res.status).toBe(200);
    return (await res.json()).attempt as { id: string; token: string };
  };
  /** Starts an attempt and submits `json` for it (anonymous: with its token). */
  const submit = async (slug: string, json: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const attempt = await start(slug, headers);
    return h.request(`/mocks/${slug}/submit`, {
      method: 'POST',
      json: { attemptId: attempt.id, ...json },
      headers: { 'x-attempt-token': attempt.token, ...headers },
      ip: freshIp(),
    });
  };
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
      expect(Object.keys(body.questions[0]).sort()).toEqual(['id', 'options', 'options_hi', 'position', 'question', 'question_hi', 'section_id']);
      // GET creates no attempt.
      expect(body.attempt).toBeNull();
      expect(body.questions[0].options).toEqual(['Option A', 'Option B', 'Option C', 'Option D']);
      expect(body.questions.map((q: { position: number }) => q.position)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      h.clock.now = null;
    }
    expect((await h.request('/mocks/nope/start')).status).toBe(404);
  });

  it('submit (anonymous): answer key with explanations and the spec score, stored unranked', async () => {
    const before = await attempts();
    const res = await submit('gs-mock-1', { answers: [0, 1, 0, null, 0] });
    expect(res.status).toBe(200);
    const body = await res.json();
    // The submit carries the figures; the key with explanations is at answerKeyUrl (signed, the same for every aspirant).
    expect(JSON.stringify(body)).not.toMatch(/explanations|Explanation for option/);
    expect(body.questionFigures).toEqual(Array.from({ length: 5 }, () => ({ correct_share: null, avg_seconds: null })));
    expect(body.answerKeyUrl).toMatch(/^\/mocks\/gs-mock-1\/answer-key\?v=\d+&sig=[\w-]+$/);
    const keyRes = await h.request(body.answerKeyUrl);
    expect(keyRes.status).toBe(200);
    expect(keyRes.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const { answerKey } = await keyRes.json();
    expect(answerKey).toHaveLength(5);
    expect(answerKey[0]).toEqual({
      id: expect.any(Number),
      position: 1,
      correct: 0,
      explanations: expect.any(Array),
      explanations_hi: null,
      topic: null,
    });
    expect(answerKey[0].explanations).toHaveLength(4);
    // Key: 0,1,2,3,0 → correct 3 (q1,q2,q5), wrong 1 (q3), unanswered 1 (q4).
    expect(body.result).toMatchObject({ total: 5, correct: 3, wrong: 1, unanswered: 1, attempted: 4, percentage: 60, score: 3, max_score: 5 });
    expect(body.attempt).toMatchObject({ id: expect.any(String), ranked: false, late: false, attemptNumber: 1 });
    expect(await attempts()).toBe(before + 1);
  });

  it('applies negative marking and treats missing trailing answers as unanswered', async () => {
    const body = await (await submit('quant-mock-1', { answers: [1, 1] })).json();
    expect(body.result).toMatchObject({ correct: 1, wrong: 1, unanswered: 3, score: 0.75, negativeMarksApplied: 0.25, percentage: 20 });
  });

  it('signed in: the attempt is stored once; the time taken is the server’s, whatever start the client claims', async () => {
    const before = await attempts();
    const t0 = Date.parse('2026-03-02T10:00:00.000Z');
    h.clock.now = t0;
    const auth = { authorization: 'Bearer good-token' };
    try {
      const attempt = await start('gs-mock-1', auth);
      expect(await attempts()).toBe(before + 1);
      h.clock.now = t0 + 5 * MINUTE;
      // A start claimed a day back is ignored (a 1-minute test was once stored as taken in 23 hours).
      const payload = { attemptId: attempt.id, answers: [0, 1, 2, 3, 0], clientAttemptId: 'client-attempt-0001', startedAt: '2026-03-01T10:00:00.000Z' };
      const send = () => h.request('/mocks/gs-mock-1/submit', { method: 'POST', json: payload, headers: auth, ip: freshIp() });
      const first = await (await send()).json();
      expect(first.result.percentage).toBe(100);
      expect(first.attempt).toMatchObject({ id: attempt.id, clientAttemptId: 'client-attempt-0001', timeTakenSeconds: 300, startedAt: new Date(t0).toISOString() });
      const retried = await (await send()).json();
      expect(retried.attempt).toEqual(first.attempt);
      expect(await attempts()).toBe(before + 1);
      const [row] = await testDb.handle.db.select().from(mockAttempts).where(eq(mockAttempts.publicId, attempt.id));
      expect(row).toMatchObject({ userUid: USER_UID, mockTestId: fx.mocks.gsTest.id, correct: 5, percentage: 100, answers: [0, 1, 2, 3, 0], timeTakenSeconds: 300 });
    } finally {
      h.clock.now = null;
    }
  });

  // The start answer is spliced together from cached JSON by hand: only these parses hold it to its one definition.
  it('start and submit answer in the documented shapes (MockStart, MockResult)', async () => {
    const paper = await (await h.request('/mocks/quant-mock-1/start')).json();
    expect(MockStartSchema.safeParse(paper).error).toBeUndefined();
    const started = await (await h.request('/mocks/quant-mock-1/start', { method: 'POST', ip: freshIp() })).json();
    expect(MockStartSchema.safeParse(started).error).toBeUndefined();
    expect(started.attempt).toEqual({ id: expect.any(String), token: expect.any(String) });
    const anonymous = await (await submit('quant-mock-1', { answers: [1, null] })).json();
    expect(MockResultSchema.safeParse(anonymous).error).toBeUndefined();
    const payload = { answers: [1, 2], clientAttemptId: 'client-attempt-shape' };
    const signedIn = await (await submit('quant-mock-1', payload, { authorization: 'Bearer good-token' })).json();
    expect(signedIn.attempt.ranked).toBe(true);
    expect(MockResultSchema.safeParse(signedIn).error).toBeUndefined();
  });

  it('an invalid token is a 401 (the client retries with a refreshed one); an unsynced user is anonymous', async () => {
    expect((await h.request('/mocks/gs-mock-1/start', { method: 'POST', headers: { authorization: 'Bearer forged' }, ip: freshIp() })).status).toBe(401);
    const attempt = await start('gs-mock-1');
    const bad = await h.request('/mocks/gs-mock-1/submit', {
      method: 'POST',
      json: { attemptId: attempt.id, answers: [] },
      headers: { authorization: 'Bearer forged', 'x-attempt-token': attempt.token },
      ip: freshIp(),
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ code: 'AUTH_INVALID', error: 'Invalid or expired sign-in token' });
    const unsynced = await (await submit('gs-mock-1', { answers: [] }, { authorization: 'Bearer unsynced-token' })).json();
    expect(unsynced.attempt.ranked).toBe(false);
  });

  it.each([
    [{ answers: undefined }, 'answers', 'answers must be an array with one entry per question'],
    [{ answers: 'abc' }, 'answers', 'answers must be an array with one entry per question'],
    [{ answers: [4] }, 'answers.0', 'Each answer must be an option index from 0 to 3, or null'],
    [{ answers: [-1] }, 'answers.0', 'Each answer must be an option index from 0 to 3, or null'],
    [{ answers: [1.5] }, 'answers.0', 'Each answer must be an option index from 0 to 3, or null'],
    [{ answers: ['1'] }, 'answers.0', 'Each answer must be an option index from 0 to 3, or null'],
    [{ answers: Array(101).fill(0) }, 'answers', 'answers must have at most 100 entries'],
    [{ answers: Array(6).fill(0) }, 'answers', 'answers must have at most 5 entries (one per question)'],
    [{ answers: [], clientAttemptId: 'short' }, 'clientAttemptId', 'clientAttemptId must be 8-64 letters, digits, - or _'],
    [{ answers: [], startedAt: 'yesterday' }, 'startedAt', 'startedAt must be an ISO date-time'],
    [{ answers: [], submittedAt: 'now' }, 'submittedAt', 'submittedAt must be an ISO date-time'],
    [{ answers: [], timeSpent: [-1] }, 'timeSpent.0', 'timeSpent must be an array of whole seconds (0 or more), one per question'],
    [{ answers: [], attemptId: 'x' }, 'attemptId', 'attemptId must be the attempt id from POST /mocks/{slug}/start'],
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
    expect((await h.request('/mocks/nope/submit', { method: 'POST', json: { answers: [] }, ip: freshIp() })).status).toBe(404);
    expect((await h.request('/mocks/nope/start', { method: 'POST', ip: freshIp() })).status).toBe(404);
  });
});
