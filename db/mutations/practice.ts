/**
 * Topic practice writes (issue 30): the admin marks a test as a practice set (its place: subject → topic; the exam is
 * its category) or back, and a signed-in aspirant's answers are counted. docs/practice.md.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts, mockCategories, mockTests } from '../schema';
import type { PracticePlace } from '#core/schemas/practice.ts';
import type { TestPlace } from '#core/mock/practice.ts';
import { rowsOf } from '../queries/rows';
import { conflict, notFound } from './errors';

export interface PracticeMark {
  id: number;
  slug: string;
  practice: PracticePlace | null;
  /** For the activity log: a practice set is named by its topic page (core/mock/practice.ts testInLog). */
  place: TestPlace;
}

/**
 * Sets or clears a test's practice place. A practice set's key is public and it is never ranked, so a test that
 * could be ranked is refused: one with attempts, a live test, a previous-year paper.
 */
export async function setPractice(db: Db, mockTestId: number, place: PracticePlace | null): Promise<PracticeMark> {
  return db.transaction(async (tx) => {
    const [test] = await tx
      .select({ id: mockTests.id, slug: mockTests.slug, live: mockTests.liveOpensAt, pyq: mockTests.pyqExam, exam: mockCategories.name })
      .from(mockTests)
      .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
      .where(eq(mockTests.id, mockTestId))
      .for('update', { of: mockTests });
    if (!test) throw notFound('Mock test', mockTestId);
    if (place) {
      const [used] = await tx.select({ id: mockAttempts.id }).from(mockAttempts).where(eq(mockAttempts.mockTestId, mockTestId)).limit(1);
      if (used)
        throw conflict('PRACTICE_HAS_ATTEMPTS', 'This test already has attempts, so it cannot become a practice set (its ranks would lose their key): import its questions as a new practice set');
      if (test.live) throw conflict('PRACTICE_LIVE', 'A live test cannot be a practice set: clear its schedule first, or import its questions as a new practice set');
      if (test.pyq) throw conflict('PRACTICE_PYQ', 'A previous-year paper cannot be a practice set: clear its previous-year mark first');
    }
    await tx
      .update(mockTests)
      .set({
        kind: place ? 'practice' : 'test',
        practiceSubject: place?.subject ?? null,
        practiceSubjectHi: place?.subjectHi ?? null,
        practiceTopic: place?.topic ?? null,
        practiceTopicHi: place?.topicHi ?? null,
      })
      .where(eq(mockTests.id, mockTestId));
    return { id: test.id, slug: test.slug, practice: place, place: { slug: test.slug, exam: test.exam, practice: place && { subject: place.subject, topic: place.topic } } };
  });
}

/** A practice set refuses what only a test has (a live schedule, a previous-year mark): 409 from the admin routes. */
export async function refuseIfPractice(db: Pick<Db, 'select'>, mockTestId: number, what: string): Promise<void> {
  const [row] = await db.select({ kind: mockTests.kind }).from(mockTests).where(eq(mockTests.id, mockTestId));
  if (row?.kind === 'practice') throw conflict('PRACTICE_SET', `A practice set cannot be ${what}: mark it as a test first`);
}

/** One checked answer: the route computed `correct` from the key. */
export interface CheckedAnswer {
  questionId: number;
  correct: boolean;
  answeredAt: Date;
}

/**
 * Counts answers into practice_answers. Only answers newer than the question's last counted one count, so a batch
 * replayed after a lost response (the device's queue retries) is not counted twice. Returns how many counted.
 */
export async function recordPracticeAnswers(db: Db, uid: string, answers: readonly CheckedAnswer[]): Promise<number> {
  if (!answers.length) return 0;
  const values = sql.join(
    answers.map((a) => sql`(${a.questionId}::int, ${a.correct}::boolean, ${a.answeredAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
    with b(question_id, correct, answered_at) as (values ${values}),
    fresh as (
      select b.* from b
      left join practice_answers p on p.user_uid = ${uid} and p.question_id = b.question_id
      where p.last_answered_at is null or b.answered_at > p.last_answered_at
    ),
    agg as (
      select question_id, count(*)::int as attempts, (count(*) filter (where correct))::int as correct,
        max(answered_at) as last_at, (array_agg(correct order by answered_at desc))[1] as last_correct
      from fresh group by question_id
    ),
    ins as (
      insert into practice_answers (user_uid, question_id, attempts, correct, last_correct, last_answered_at)
      select ${uid}, question_id, attempts, correct, last_correct, last_at from agg
      on conflict (user_uid, question_id) do update set
        attempts = practice_answers.attempts + excluded.attempts,
        correct = practice_answers.correct + excluded.correct,
        last_correct = excluded.last_correct,
        last_answered_at = excluded.last_answered_at
      returning 1
    )
    select coalesce((select sum(attempts) from agg), 0)::int as n, (select count(*) from ins)::int as written`),
  );
  return Number(row?.n ?? 0);
}
