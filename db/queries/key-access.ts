/**
 * What core/mock/key-access.ts needs for a caller and a set of tests, read in
 * one statement: each test's status, a live test's results time and whether the caller has a submitted
 * attempt of it (their own or one joined from a device; anonymous callers:
 * none — they show an attempt with its token instead). Keyed by test id, or
 * by question id for routes that name questions.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts, mockTests, questions } from '../schema';
import type { KeyEvidence, KeyTest } from '#core/mock/key-access.ts';

export interface KeyFacts {
  mockTestId: number;
  test: KeyTest;
  evidence: KeyEvidence;
}

const submittedBy = (uid: string | null): SQL<boolean> =>
  uid === null
    ? sql<boolean>`false`
    : // (mock_attempts_test_user_idx)
      sql<boolean>`exists (select 1 from ${mockAttempts} where ${and(eq(mockAttempts.mockTestId, mockTests.id), eq(mockAttempts.userUid, uid), eq(mockAttempts.status, 'submitted'))})`;

const facts = (r: { mockTestId: number; status: KeyTest['status']; kind: 'test' | 'practice'; opensAt: Date | null; resultsAt: Date | null; submitted: unknown }): KeyFacts => ({
  mockTestId: r.mockTestId,
  test: { status: r.status, kind: r.kind, opensAt: r.opensAt ? r.opensAt.getTime() : null, resultsAt: r.resultsAt ? r.resultsAt.getTime() : null },
  evidence: { submitted: r.submitted === true || r.submitted === 't' },
});

/** Per test id (absent: no such test). */
export async function keyFactsByTest(db: Db, uid: string | null, mockTestIds: readonly number[]): Promise<Map<number, KeyFacts>> {
  if (!mockTestIds.length) return new Map();
  const rows = await db
    .select({ mockTestId: mockTests.id, status: mockTests.status, kind: mockTests.kind, opensAt: mockTests.liveOpensAt, resultsAt: mockTests.liveResultsAt, submitted: submittedBy(uid) })
    .from(mockTests)
    .where(inArray(mockTests.id, [...new Set(mockTestIds)]));
  return new Map(rows.map((r) => [r.mockTestId, facts(r)]));
}

/** Per question id, the facts of its test (absent: no such question). */
export async function keyFactsByQuestion(db: Db, uid: string | null, questionIds: readonly number[]): Promise<Map<number, KeyFacts>> {
  if (!questionIds.length) return new Map();
  const rows = await db
    .select({ questionId: questions.id, mockTestId: mockTests.id, status: mockTests.status, kind: mockTests.kind, opensAt: mockTests.liveOpensAt, resultsAt: mockTests.liveResultsAt, submitted: submittedBy(uid) })
    .from(questions)
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .where(inArray(questions.id, [...new Set(questionIds)]));
  return new Map(rows.map((r) => [r.questionId, facts(r)]));
}
