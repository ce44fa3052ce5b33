/**
 * The submit's answer, byte for byte (issue 28, the cheaper submit). The
 * batch statement no longer sends the stored attempt back (`returning *`):
 * the answer is built from what it wrote, in the form jsonb gives it back
 * (db/mutations/jsonb-value.ts). So:
 *  - for a fixed input the answer's bytes are those the code before the change
 *    gave (the snapshot was written by it; only the attempt id and the key
 *    address's signature, random per run, are masked);
 *  - the submit's answer equals, byte for byte, the replay's and the review's,
 *    which read the stored row back;
 *  - asJsonb gives what a jsonb round trip gives, key order included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { asJsonb } from '#db/mutations/jsonb-value.ts';
import { startAttempts, submitAttempts } from '#db/mutations/mock-attempts.ts';
import { findAttempts } from '#db/queries/mock-attempts.ts';
import { rowsOf } from '#db/queries/rows.ts';
import { users } from '#db/schema.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { seedFixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-20T10:00:00.000Z');

describe.each(dbBackends)('the submit answer on %s', (backend) => {
  let testDb: TestDb;
  let h: Harness;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
    h = harness(testDb, { deps: { verifyIdToken: async (token) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null) } });
    await testDb.handle.db.insert(users).values([{ uid: 'bytes-1' }, { uid: 'bytes-2' }, { uid: 'bytes-3' }]);
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  const bearer = (uid: string) => ({ authorization: `Bearer uid:${uid}` });
  async function started(slug: string, uid: string, at: number) {
    h.clock.now = at;
    const res = await h.request(`/mocks/${slug}/start`, { method: 'POST', headers: bearer(uid), ip: freshIp() });
    expect(res.status).toBe(200);
    return ((await res.json()) as { attempt: { id: string } }).attempt.id;
  }
  const submit = (slug: string, uid: string, json: Record<string, unknown>) =>
    h.request(`/mocks/${slug}/submit`, { method: 'POST', json, headers: bearer(uid), ip: freshIp() });
  /** The random parts of an answer: the attempt id, and the key address's version and signature (per run). */
  const masked = (body: string, attemptId: string) =>
    body.replaceAll(attemptId, '<attempt>').replace(/answer-key\?v=\d+&sig=[A-Za-z0-9_-]+/, 'answer-key?v=<v>&sig=<sig>');

  it('for a fixed input the answer is the one the code before the change gave, byte for byte', async () => {
    // Two ranked attempts of quant-mock-1 (+1 / −0.25, no sections: one section row), then the one compared.
    const answers = [
      [0, 1, 2, 0, null],
      [0, 1, 2, 3, 0],
      [3, null, 2, 3, 1],
    ];
    const bodies: string[] = [];
    for (const [i, uid] of ['bytes-1', 'bytes-2', 'bytes-3'].entries()) {
      const id = await started('quant-mock-1', uid, T0 + i * MINUTE);
      // Within 30 s of each other: the per-question figures (kept 30 s) are the same for all three.
      h.clock.now = T0 + 10 * MINUTE + i * 1000;
      const res = await submit('quant-mock-1', uid, { attemptId: id, answers: answers[i], timeSpent: [30, 45, 12, 0, 7], clientAttemptId: `bytes-client-${i}` });
      expect(res.status).toBe(200);
      bodies.push(masked(await res.text(), id));
    }
    h.clock.now = null;
    expect(bodies[2]).toMatchSnapshot();
  });

  it('the submit answers exactly what a replay and the review of the stored attempt answer', async () => {
    await testDb.handle.db.insert(users).values({ uid: 'bytes-replay' });
    const id = await started('gs-mock-1', 'bytes-replay', T0);
    h.clock.now = T0 + 5 * MINUTE;
    try {
      const json = { attemptId: id, answers: [1, null, 3], timeSpent: [20, 0, 40], clientAttemptId: 'bytes-replay-1' };
      const first = await submit('gs-mock-1', 'bytes-replay', json);
      expect(first.status).toBe(200);
      const body = await first.text();
      // What the client sends again does not matter: the stored figures answer.
      const replay = await submit('gs-mock-1', 'bytes-replay', { ...json, answers: [0, 0, 0] });
      expect(replay.status).toBe(200);
      expect(await replay.text()).toBe(body);
      const review = await h.request(`/mocks/attempts/${id}`, { headers: bearer('bytes-replay'), ip: freshIp() });
      expect(review.status).toBe(200);
      expect(await review.text()).toBe(body);
    } finally {
      h.clock.now = null;
    }
  });

  it('the batch’s stored row is the row a select reads back, every column (compensatory time of issue 29 included)', async () => {
    const db = testDb.handle.db;
    await db.insert(users).values([{ uid: 'rows-entitled', compensatoryTime: true }, { uid: 'rows-plain' }]);
    const [{ id: mockTestId }] = rowsOf<{ id: number }>(await db.execute(sql`select id from mock_tests order by id limit 1`));
    const at = new Date(T0);
    const inputs = ['rows-entitled', 'rows-plain'].map((uid) => ({
      publicId: `rows-${uid}`,
      mockTestId,
      userUid: uid,
      startedAt: at,
      deadlineAt: new Date(T0 + 10 * MINUTE),
      extendedDeadlineAt: new Date(T0 + (40 / 3) * MINUTE),
    }));
    await startAttempts(db, inputs);
    const before = await findAttempts(db, inputs.map((i) => i.publicId));
    const saved = await submitAttempts(
      db,
      inputs.map((i, k) => ({
        id: before.get(i.publicId)!.id,
        mockTestId,
        clientAttemptId: null,
        answers: [k, null, 2],
        timeSpent: [10, 0, 20],
        correct: 1,
        wrong: 1,
        unanswered: 1,
        score: 0.75,
        percentage: 25,
        result: { total: 3, correct: 1, score: 0.75 },
        sectionScores: [],
        timeTakenSeconds: 30,
        submittedAt: new Date(T0 + 60_000),
        late: false,
        tooFast: false,
      })),
    );
    const after = await findAttempts(db, inputs.map((i) => i.publicId));
    expect(saved.map((s) => s?.row)).toEqual(inputs.map((i) => after.get(i.publicId)));
    expect(saved.map((s) => s?.row.compensatory)).toEqual([true, false]);
  });

  it('asJsonb gives what a jsonb round trip gives: key order, dropped and null values, numbers', async () => {
    const values: unknown[] = [
      { total: 5, correct: 3, wrong: 1, unanswered: 1, attempted: 4, score: 2.75, max_score: 5, negativeMarksApplied: 0.25, percentage: 60, accuracy: 75 },
      [{ section_id: null, name: 'Quant Mock 1', name_hi: null, score: -0.5, seconds: 94, b: 1, aa: [1, null, { z: 1, y: 2 }] }],
      { 'नाम': 1, zz: 2, ä: 3, a: 4, B: 5, '': 6, ab: { gone: undefined, fn: () => 1, kept: 'x' } },
      [1, -0, 0.1 + 0.2, 1e21, 5e-324, -1.5e-7, Number.NaN, Number.POSITIVE_INFINITY, undefined, null, 'text', true],
      { when: new Date(T0), nested: [[], {}, [[{ b: 1, a: 2 }]]] },
      // eslint-disable-next-line no-sparse-arrays
      [0, , 2],
      null,
      'plain',
      12.5,
    ];
    for (const value of values) {
      // As jsonb's own text, parsed here (drivers parse jsonb alike: JSON.parse of that text).
      const [row] = rowsOf<{ v: string }>(await testDb.handle.db.execute(sql`select (${JSON.stringify(value)}::jsonb)::text as v`));
      expect(JSON.stringify(asJsonb(value))).toBe(JSON.stringify(JSON.parse(row.v)));
    }
  });
});
