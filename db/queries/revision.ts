/**
 * Spaced revision reads (issue 30): the caller's due cards (per test, so the
 * route can ask core/mock/key-access.ts about each test once), the queue with
 * the questions, and what the lazy derivation of 'wrong' cards needs: the
 * watermark and the submitted attempts after it. The uid is always the
 * verified token's.
 */
import { and, asc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts, mockTests, questions, revisionCards, revisionWatermarks } from '../schema';
import { iso } from './paging';
import type { KeyTest } from '#core/mock/key-access.ts';
import type { RevisionCard } from '#core/schemas/revision.ts';

/** Cards left out today: the questions of the daily quiz that is open or coming (api/_app/daily-hidden.ts). */
const notHidden = (hidden: ReadonlySet<number>) => (hidden.size ? notInArray(revisionCards.questionId, [...hidden]) : undefined);

/** Due cards before `until`, counted per test (revision_cards_due_idx). */
export async function dueByTest(db: Db, uid: string, until: Date, hidden: ReadonlySet<number> = new Set()): Promise<Map<number, number>> {
  const rows = await db
    .select({ mockTestId: questions.mockTestId, n: sql<number>`count(*)::int` })
    .from(revisionCards)
    .innerJoin(questions, eq(questions.id, revisionCards.questionId))
    .where(and(eq(revisionCards.userUid, uid), lt(revisionCards.due, until), notHidden(hidden)))
    .groupBy(questions.mockTestId);
  return new Map(rows.map((r) => [r.mockTestId, Number(r.n)]));
}

/** The due cards of the given tests, most overdue first, with their questions in both languages. */
export async function dueQueue(db: Db, uid: string, until: Date, mockTestIds: readonly number[], limit: number, hidden: ReadonlySet<number> = new Set()): Promise<RevisionCard[]> {
  if (!mockTestIds.length) return [];
  const rows = await db
    .select({
      questionId: revisionCards.questionId,
      source: revisionCards.source,
      due: revisionCards.due,
      text: questions.text,
      options: questions.options,
      correct: questions.correctIndex,
      explanations: questions.explanations,
      textHi: questions.textHi,
      optionsHi: questions.optionsHi,
      explanationsHi: questions.explanationsHi,
      slug: mockTests.slug,
      name: mockTests.name,
    })
    .from(revisionCards)
    .innerJoin(questions, eq(questions.id, revisionCards.questionId))
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .where(and(eq(revisionCards.userUid, uid), lt(revisionCards.due, until), inArray(questions.mockTestId, [...mockTestIds]), notHidden(hidden)))
    .orderBy(asc(revisionCards.due), asc(revisionCards.questionId))
    .limit(limit);
  return rows.map((r) => ({
    questionId: r.questionId,
    source: r.source as RevisionCard['source'],
    due: iso(r.due),
    question: r.text,
    options: r.options,
    correct: r.correct,
    explanations: r.explanations,
    question_hi: r.textHi,
    options_hi: r.optionsHi,
    explanations_hi: r.explanationsHi,
    mock: { slug: r.slug, name: r.name },
  }));
}

/** The test of each question (for the key rule on reviews). */
export async function testsOfQuestions(db: Db, questionIds: readonly number[]): Promise<Map<number, number>> {
  if (!questionIds.length) return new Map();
  const rows = await db
    .select({ id: questions.id, mockTestId: questions.mockTestId })
    .from(questions)
    .where(inArray(questions.id, [...new Set(questionIds)]));
  return new Map(rows.map((r) => [r.id, r.mockTestId]));
}

/** How far the caller's attempts have been turned into cards (null: never). */
export async function revisionWatermark(db: Db, uid: string): Promise<Date | null> {
  const [row] = await db.select({ at: revisionWatermarks.derivedUntil }).from(revisionWatermarks).where(eq(revisionWatermarks.userUid, uid));
  return row?.at ?? null;
}

export interface SubmittedAttempt {
  id: number;
  mockTestId: number;
  answers: (number | null)[];
  submittedAt: Date;
  /** What core/mock/key-access.ts needs about the test (the attempt itself is the evidence). */
  test: KeyTest;
}

/** The caller's first `limit` submitted attempts after `since` (from the first when null), oldest first (mock_attempts_user_idx). */
export async function submittedAttemptsSince(db: Db, uid: string, since: Date | null, limit: number): Promise<SubmittedAttempt[]> {
  const conditions = [eq(mockAttempts.userUid, uid), eq(mockAttempts.status, 'submitted')];
  if (since) conditions.push(gt(mockAttempts.submittedAt, since));
  const rows = await db
    .select({
      id: mockAttempts.id,
      mockTestId: mockAttempts.mockTestId,
      answers: mockAttempts.answers,
      submittedAt: mockAttempts.submittedAt,
      status: mockTests.status,
      opensAt: mockTests.liveOpensAt,
      resultsAt: mockTests.liveResultsAt,
    })
    .from(mockAttempts)
    .innerJoin(mockTests, eq(mockTests.id, mockAttempts.mockTestId))
    .where(and(...conditions))
    .orderBy(asc(mockAttempts.submittedAt), asc(mockAttempts.id))
    .limit(limit);
  return rows
    .filter((r) => r.submittedAt)
    .map((r) => ({
      id: r.id,
      mockTestId: r.mockTestId,
      answers: Array.isArray(r.answers) ? r.answers : [],
      submittedAt: r.submittedAt!,
      test: { status: r.status, opensAt: r.opensAt?.getTime() ?? null, resultsAt: r.resultsAt?.getTime() ?? null },
    }));
}

/** Each test's key in question order (answers are stored by that order): question ids and right options. */
export async function keysInOrder(db: Db, mockTestIds: readonly number[]): Promise<Map<number, { ids: number[]; correct: number[] }>> {
  const out = new Map<number, { ids: number[]; correct: number[] }>();
  if (!mockTestIds.length) return out;
  const rows = await db
    .select({ mockTestId: questions.mockTestId, id: questions.id, correct: questions.correctIndex })
    .from(questions)
    .where(inArray(questions.mockTestId, [...new Set(mockTestIds)]))
    .orderBy(questions.mockTestId, questions.position);
  for (const r of rows) {
    const key = out.get(r.mockTestId) ?? { ids: [], correct: [] };
    key.ids.push(r.id);
    key.correct.push(r.correct);
    out.set(r.mockTestId, key);
  }
  return out;
}
