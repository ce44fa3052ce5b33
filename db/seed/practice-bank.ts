/**
 * The practice bank's seed content (issue 30): practice sets for SSC, Banking
 * and Railways, organised exam (the mock category) → subject → topic, each a
 * published mock_tests row of kind 'practice' with its questions
 * (db/seed/practice/: the catalogue, the hand-written banks and the builder).
 * Practice sets have no sections and no negative marks; the timer is one
 * minute a question (a practice set is untimed on the site; the column needs a
 * value).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { mockTests, questions } from '../schema';
import { generatePracticeBank, type PracticeSet } from './practice/build';
import { at, DAY, HOUR, type Rng } from './random';

export { generatePracticeBank, practiceSlug, type PracticeQuestion, type PracticeSet } from './practice/build';
export { PRACTICE_TOPICS, type PracticeTopic } from './practice/catalogue';

/** The mock_tests row of a practice set (category id aside). */
export function practiceTestRow(set: PracticeSet, index: number) {
  // Fixed dates (the seed stays byte-identical), a set an hour apart, a year back: older than every demo test, so a
  // newest-first list of tests that does not yet leave practice sets out shows them last.
  const createdAt = at(-365 * DAY + index * HOUR);
  return {
    slug: set.slug,
    name: set.name,
    description: set.description,
    timerMinutes: set.questions.length,
    negativeMarks: null,
    status: 'published' as const,
    kind: 'practice' as const,
    practiceSubject: set.subject,
    practiceSubjectHi: set.subjectHi,
    practiceTopic: set.topic,
    practiceTopicHi: set.topicHi,
    createdAt,
    updatedAt: createdAt,
  };
}

/** The texts of every test's questions: the practice bank must not repeat one (it would show a test's key). */
export async function testQuestionTexts(db: Db): Promise<string[]> {
  const rows = await db.select({ text: questions.text }).from(questions).innerJoin(mockTests, eq(mockTests.id, questions.mockTestId)).where(eq(mockTests.kind, 'test'));
  return rows.map((r) => r.text);
}

/** Inserts every practice set with its questions, after the tests; returns the rows written. */
export async function seedPracticeBank(db: Db, rng: Rng, categoryIds: Map<string, number>): Promise<{ tests: number; questions: number }> {
  const sets = generatePracticeBank(rng, await testQuestionTexts(db));
  const rows = sets.map((set, i) => {
    const categoryId = categoryIds.get(set.exam);
    if (categoryId === undefined) throw new Error(`seed: no mock category ${set.exam}`);
    return { ...practiceTestRow(set, i), categoryId };
  });
  const inserted = await db.insert(mockTests).values(rows).returning({ id: mockTests.id, slug: mockTests.slug });
  const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
  const questionRows = sets.flatMap((set) =>
    set.questions.map((q, i) => ({
      mockTestId: idOf.get(set.slug)!,
      position: i + 1,
      topic: q.topic,
      text: q.question,
      options: q.options,
      correctIndex: q.correct,
      explanations: q.explanations,
      textHi: q.questionHi,
      optionsHi: q.optionsHi,
      explanationsHi: q.explanationsHi,
    })),
  );
  for (let i = 0; i < questionRows.length; i += 500) await db.insert(questions).values(questionRows.slice(i, i + 500));
  return { tests: sets.length, questions: questionRows.length };
}
