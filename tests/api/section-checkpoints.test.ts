/**
 * Sectional windows enforced by the server (issue 28): a section closed by a
 * checkpoint (or by its deadline + grace) keeps its answers — crafted
 * checkpoints and submits cannot change them; a checkpoint after the
 * section's deadline + grace is refused; open sections still change; tests
 * without sections (or with free ones) are not affected; anonymous attempts
 * (x-attempt-token) work the same; locked sections without a clock too.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockAttempts, mockSections, mockTests, questions, users } from '#db/schema.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { seedFixtures, type Fixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

const MINUTE = 60_000;
const T0 = Date.parse('2026-05-01T08:00:00.000Z');
/** Every question's right answer in these papers. */
const RIGHT = 1;

describe.each(dbBackends)('section checkpoints on %s', (backend) => {
  let testDb: TestDb;
  let fx: Fixtures;
  let h: Harness;
  /** Section ids of the two papers made below. */
  const ids: Record<string, number[]> = {};

  /** A test of two sections of two questions each (positions 1-4), each right answer option 1. */
  async function paper(slug: string, timerMinutes: number, sections: { timeLimitMinutes: number | null; locked: boolean }[]) {
    const db = testDb.handle.db;
    const [test] = await db.insert(mockTests).values({ slug, name: slug, categoryId: fx.mocks.gsTest.categoryId, timerMinutes, negativeMarks: null }).returning();
    const rows = await db
      .insert(mockSections)
      .values(sections.map((s, k) => ({ mockTestId: test.id, position: k, name: `Part ${k + 1}`, ...s, marksCorrect: 1, marksWrong: 0 })))
      .returning();
    await db.insert(questions).values(
      [0, 1, 2, 3].map((p) => ({
        mockTestId: test.id,
        position: p + 1,
        sectionId: rows[p < 2 ? 0 : 1].id,
        text: `Windowed question ${p + 1} of ${slug}?`,
        options: ['A', 'B', 'C', 'D'],
        correctIndex: RIGHT,
        explanations: ['a', 'b', 'c', 'd'].map((x) => `Why ${x} is or is not the answer here.`),
      })),
    );
    ids[slug] = rows.map((r) => r.id);
  }

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    fx = await seedFixtures(testDb.handle.db);
    h = harness(testDb, { deps: { verifyIdToken: async (token) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null) } });
    // IBPS-like: 20 minutes per section, locked order (deadlines T0+20 and T0+40).
    await paper('windowed-1', 40, [
      { timeLimitMinutes: 20, locked: true },
      { timeLimitMinutes: 20, locked: true },
    ]);
    // Locked order without sectional clocks: a section closes when the aspirant moves on.
    await paper('locked-1', 30, [
      { timeLimitMinutes: null, locked: true },
      { timeLimitMinutes: null, locked: true },
    ]);
    // Free sections (SSC CGL-like): no windows.
    await paper('free-1', 30, [
      { timeLimitMinutes: null, locked: false },
      { timeLimitMinutes: null, locked: false },
    ]);
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  const bearer = (uid: string) => ({ authorization: `Bearer uid:${uid}` });
  const at = (ms: number) => {
    h.clock.now = ms;
  };
  const start = async (slug: string, headers: Record<string, string> = {}) => {
    const res = await h.request(`/mocks/${slug}/start`, { method: 'POST', headers, ip: freshIp() });
    expect(res.status).toBe(200);
    return ((await res.json()) as { attempt: { id: string; token: string } }).attempt;
  };
  const checkpoint = (slug: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
    h.request(`/mocks/${slug}/checkpoint`, { method: 'POST', json, headers, ip: freshIp() });
  const submit = async (slug: string, json: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await h.request(`/mocks/${slug}/submit`, { method: 'POST', json, headers, ip: freshIp() });
    expect(res.status).toBe(200);
    return (await res.json()) as { attempt: { answers: (number | null)[]; timeSpent: number[]; late: boolean }; result: { correct: number }; sections: { correct: number }[] };
  };
  const stored = async (publicId: string) => (await testDb.handle.db.select().from(mockAttempts).where(eq(mockAttempts.publicId, publicId)))[0];
  async function expectRefused(res: Response, status: number, code: string) {
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code, error: expect.any(String) });
  }

  it('a closed section keeps its checkpoint: a later checkpoint or a crafted submit cannot change it; the open section still can', async () => {
    await testDb.handle.db.insert(users).values({ uid: 'windowed-user' });
    const who = bearer('windowed-user');
    const [p1, p2] = ids['windowed-1'];
    try {
      at(T0);
      const attempt = await start('windowed-1', who);
      // Section 1 closes 5 minutes in with one right answer and one wrong.
      at(T0 + 5 * MINUTE);
      const first = await checkpoint('windowed-1', { attemptId: attempt.id, sectionId: p1, answers: [RIGHT, 0], timeSpent: [100, 200] }, who);
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ sectionId: p1, closedAt: new Date(T0 + 5 * MINUTE).toISOString(), replay: false });
      // The same checkpoint again (the queue's retry): a replay. Other answers: refused, nothing changes.
      at(T0 + 6 * MINUTE);
      const again = await checkpoint('windowed-1', { attemptId: attempt.id, sectionId: p1, answers: [RIGHT, 0], timeSpent: [100, 200] }, who);
      expect(await again.json()).toMatchObject({ replay: true, closedAt: new Date(T0 + 5 * MINUTE).toISOString() });
      await expectRefused(await checkpoint('windowed-1', { attemptId: attempt.id, sectionId: p1, answers: [RIGHT, RIGHT] }, who), 409, 'SECTION_CLOSED');
      expect((await stored(attempt.id)).closedSections).toEqual({ [p1]: { at: new Date(T0 + 5 * MINUTE).toISOString(), answers: [RIGHT, 0], timeSpent: [100, 200] } });

      // Section 2 is open: its checkpoint may still come (and only once).
      at(T0 + 10 * MINUTE);
      expect((await checkpoint('windowed-1', { attemptId: attempt.id, sectionId: p2, answers: [0] }, who)).status).toBe(200);
      await expectRefused(await checkpoint('windowed-1', { attemptId: attempt.id, sectionId: p2, answers: [RIGHT] }, who), 409, 'SECTION_CLOSED');

      // A crafted submit with every answer right: the closed sections keep what they closed with.
      at(T0 + 12 * MINUTE);
      const result = await submit('windowed-1', { attemptId: attempt.id, answers: [RIGHT, RIGHT, RIGHT, RIGHT], timeSpent: [1, 1, 1, 1] }, who);
      expect(result.attempt.answers).toEqual([RIGHT, 0, 0, null]);
      expect(result.attempt.timeSpent.slice(0, 2)).toEqual([100, 200]);
      expect(result.result.correct).toBe(1);
      expect(result.sections.map((s) => s.correct)).toEqual([1, 0]);
      // After the submit nothing more is taken.
      await expectRefused(await checkpoint('windowed-1', { attemptId: attempt.id, sectionId: p2, answers: [0] }, who), 409, 'ATTEMPT_SUBMITTED');
    } finally {
      h.clock.now = null;
    }
  });

  it('the window: a checkpoint is taken until the section’s deadline + grace, refused after; the submit’s answers count for a section only while it is open', async () => {
    const [p1, p2] = ids['windowed-1'];
    try {
      at(T0);
      const inGrace = await start('windowed-1');
      const tooLate = await start('windowed-1');
      const noCheckpoint = await start('windowed-1');
      const early = await start('windowed-1');
      const token = (a: { token: string }) => ({ 'x-attempt-token': a.token });

      // Section 1's deadline is T0 + 20 min; the grace is 60 s.
      at(T0 + 20 * MINUTE + 59_000);
      expect((await checkpoint('windowed-1', { attemptId: inGrace.id, sectionId: p1, answers: [RIGHT, RIGHT] }, token(inGrace))).status).toBe(200);
      at(T0 + 20 * MINUTE + 61_000);
      const refused = await checkpoint('windowed-1', { attemptId: tooLate.id, sectionId: p1, answers: [RIGHT, RIGHT] }, token(tooLate));
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'SECTION_TIME_OVER', closedAt: new Date(T0 + 20 * MINUTE).toISOString() });
      expect((await stored(tooLate.id)).closedSections).toBeNull();
      // Section 2's window is the next 20 minutes: still open.
      expect((await checkpoint('windowed-1', { attemptId: tooLate.id, sectionId: p2, answers: [RIGHT] }, token(tooLate))).status).toBe(200);

      // A submit after section 1's deadline + grace, with no checkpoint of it: section 1 counts as unanswered.
      const late1 = await submit('windowed-1', { attemptId: noCheckpoint.id, answers: [RIGHT, RIGHT, RIGHT, RIGHT] }, token(noCheckpoint));
      expect(late1.attempt.answers).toEqual([null, null, RIGHT, RIGHT]);
      expect(late1.attempt.late).toBe(false);

      // A submit while section 1 was still open (no checkpoint needed): all its answers count.
      at(T0 + 15 * MINUTE);
      const onTime = await submit('windowed-1', { attemptId: early.id, answers: [RIGHT, RIGHT, RIGHT, RIGHT] }, token(early));
      expect(onTime.attempt.answers).toEqual([RIGHT, RIGHT, RIGHT, RIGHT]);

      // After the test's deadline + grace no section without a checkpoint counts.
      at(T0 + 40 * MINUTE + 61_000);
      const lateAll = await submit('windowed-1', { attemptId: tooLate.id, answers: [RIGHT, RIGHT, 0, 0] }, token(tooLate));
      expect(lateAll.attempt.answers).toEqual([null, null, RIGHT, null]);
      expect(lateAll.attempt.late).toBe(true);
    } finally {
      h.clock.now = null;
    }
  });

  it('anonymous attempts: the token is needed, and the closed section is kept the same way', async () => {
    const [p1] = ids['windowed-1'];
    try {
      at(T0);
      const anon = await start('windowed-1');
      at(T0 + 3 * MINUTE);
      await expectRefused(await checkpoint('windowed-1', { attemptId: anon.id, sectionId: p1, answers: [0, 0] }), 403, 'ATTEMPT_FORBIDDEN');
      await expectRefused(await checkpoint('windowed-1', { attemptId: anon.id, sectionId: p1, answers: [0, 0] }, { 'x-attempt-token': 'A'.repeat(43) }), 403, 'ATTEMPT_FORBIDDEN');
      await expectRefused(await checkpoint('locked-1', { attemptId: anon.id, sectionId: ids['locked-1'][0], answers: [0, 0] }, { 'x-attempt-token': anon.token }), 403, 'ATTEMPT_OTHER_TEST');
      await expectRefused(await checkpoint('windowed-1', { attemptId: 'never-started-01', sectionId: p1, answers: [] }), 404, 'ATTEMPT_NOT_FOUND');
      const ok = await checkpoint('windowed-1', { attemptId: anon.id, sectionId: p1, answers: [0, 0] }, { 'x-attempt-token': anon.token });
      expect(ok.status).toBe(200);
      const result = await submit('windowed-1', { attemptId: anon.id, answers: [RIGHT, RIGHT, RIGHT, null] }, { 'x-attempt-token': anon.token });
      expect(result.attempt.answers).toEqual([0, 0, RIGHT, null]);
    } finally {
      h.clock.now = null;
    }
  });

  it('locked sections without a clock (an always-open test): the checkpoint closes the section until the test’s deadline', async () => {
    const [p1] = ids['locked-1'];
    try {
      at(T0);
      const a = await start('locked-1');
      const headers = { 'x-attempt-token': a.token };
      at(T0 + 25 * MINUTE);
      expect((await checkpoint('locked-1', { attemptId: a.id, sectionId: p1, answers: [RIGHT] }, headers)).status).toBe(200);
      await expectRefused(await checkpoint('locked-1', { attemptId: a.id, sectionId: p1, answers: [RIGHT, RIGHT] }, headers), 409, 'SECTION_CLOSED');
      const result = await submit('locked-1', { attemptId: a.id, answers: [RIGHT, RIGHT, RIGHT, RIGHT] }, headers);
      expect(result.attempt.answers).toEqual([RIGHT, null, RIGHT, RIGHT]);
    } finally {
      h.clock.now = null;
    }
  });

  it('tests without sections or with free sections are not affected: no checkpoint, and a late submit keeps its answers', async () => {
    try {
      at(T0);
      const plain = await start('quant-mock-1');
      const free = await start('free-1');
      await expectRefused(await checkpoint('quant-mock-1', { attemptId: plain.id, sectionId: 1, answers: [0] }, { 'x-attempt-token': plain.token }), 409, 'NO_SECTION_WINDOWS');
      await expectRefused(await checkpoint('free-1', { attemptId: free.id, sectionId: ids['free-1'][0], answers: [0] }, { 'x-attempt-token': free.token }), 409, 'NO_SECTION_WINDOWS');
      at(T0 + 3 * 60 * MINUTE);
      const late = await submit('quant-mock-1', { attemptId: plain.id, answers: [0, 1, 2, 3, 0] }, { 'x-attempt-token': plain.token });
      expect(late.attempt).toMatchObject({ late: true, answers: [0, 1, 2, 3, 0] });
      const lateFree = await submit('free-1', { attemptId: free.id, answers: [RIGHT, RIGHT, RIGHT, RIGHT] }, { 'x-attempt-token': free.token });
      expect(lateFree.attempt).toMatchObject({ late: true, answers: [RIGHT, RIGHT, RIGHT, RIGHT] });
    } finally {
      h.clock.now = null;
    }
  });

  it('bad checkpoints: 400 with the field’s message, an unknown section 404', async () => {
    const [p1] = ids['windowed-1'];
    const a = await start('windowed-1');
    const headers = { 'x-attempt-token': a.token };
    const tooMany = await checkpoint('windowed-1', { attemptId: a.id, sectionId: p1, answers: [0, 0, 0] }, headers);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'answers', error: 'answers must have at most 2 entries (one per question of the section)' });
    const badAnswer = await checkpoint('windowed-1', { attemptId: a.id, sectionId: p1, answers: [7] }, headers);
    expect(badAnswer.status).toBe(400);
    expect(await badAnswer.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: 'Each answer must be an option index from 0 to 3, or null' });
    const noSection = await checkpoint('windowed-1', { attemptId: a.id, answers: [] }, headers);
    expect(noSection.status).toBe(400);
    expect(await noSection.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'sectionId' });
    await expectRefused(await checkpoint('windowed-1', { attemptId: a.id, sectionId: ids['locked-1'][0], answers: [] }, headers), 404, 'SECTION_NOT_FOUND');
  });
});
