/**
 * Topic practice reads (issue 30). The queries only read: whether a set or question may be served is the practice
 * rule's (core/mock/key-access.ts `practiceServes`), which every practice route calls with the facts read here.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockCategories, mockTests, practiceAnswers, questions } from '../schema';
import { iso } from './paging';
import { accuracyOf, practiceTree, topicPath, type PracticeSetRow } from '#core/mock/practice.ts';
import type { KeyTest } from '#core/mock/key-access.ts';
import type { PracticeIndex, PracticeQuestion, PracticeSet, PracticeTopicProgress } from '#core/schemas/practice.ts';

const questionCount = sql<number>`(select count(*) from ${questions} where ${questions.mockTestId} = ${mockTests.id})`.mapWith(Number);

/** A set's place in the bank: exam (its category), subject and topic, with their Hindi. */
const placeColumns = {
  exam: mockCategories.name,
  examHi: mockCategories.nameHi,
  subject: mockTests.practiceSubject,
  subjectHi: mockTests.practiceSubjectHi,
  topic: mockTests.practiceTopic,
  topicHi: mockTests.practiceTopicHi,
};

/** Published practice sets with at least one question, grouped exam → subject → topic. */
export async function practiceIndex(db: Db): Promise<PracticeIndex> {
  const rows = await db
    .select({
      slug: mockTests.slug,
      name: mockTests.name,
      questions: questionCount,
      examId: mockCategories.id,
      ...placeColumns,
    })
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
    // (mock_tests_practice_idx)
    .where(and(eq(mockTests.kind, 'practice'), eq(mockTests.status, 'published')));
  return practiceTree(rows.filter((r): r is PracticeSetRow => r.questions > 0 && r.subject !== null && r.topic !== null));
}

/** A set with its facts for the rule, whatever its kind or status (null: no such slug). */
export async function practiceSetBySlug(db: Db, slug: string): Promise<{ test: KeyTest; set: PracticeSet | null } | null> {
  const [row] = await db
    .select({
      id: mockTests.id,
      slug: mockTests.slug,
      name: mockTests.name,
      status: mockTests.status,
      kind: mockTests.kind,
      updatedAt: mockTests.updatedAt,
      ...placeColumns,
    })
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
    .where(eq(mockTests.slug, slug));
  if (!row) return null;
  const test: KeyTest = { status: row.status, kind: row.kind };
  if (row.kind !== 'practice' || row.subject === null || row.topic === null) return { test, set: null };
  const list: PracticeQuestion[] = await db
    .select({
      id: questions.id,
      position: questions.position,
      question: questions.text,
      options: questions.options,
      correct: questions.correctIndex,
      explanations: questions.explanations,
      question_hi: questions.textHi,
      options_hi: questions.optionsHi,
      explanations_hi: questions.explanationsHi,
    })
    .from(questions)
    .where(eq(questions.mockTestId, row.id))
    .orderBy(asc(questions.position));
  const [examSlug, subjectSlug, topicSlug] = topicPath(row.exam, row.subject, row.topic).split('/');
  return {
    test,
    set: {
      slug: row.slug,
      name: row.name,
      version: iso(row.updatedAt),
      exam: { slug: examSlug, name: row.exam, name_hi: row.examHi },
      subject: { slug: subjectSlug, name: row.subject, name_hi: row.subjectHi },
      topic: { slug: topicSlug, name: row.topic, name_hi: row.topicHi },
      questions: list,
    },
  };
}

/** For answers: each named question's key and its set's facts for the rule (absent: no such question). */
export async function practiceKeyByQuestion(db: Db, questionIds: readonly number[]): Promise<Map<number, { test: KeyTest; correct: number }>> {
  if (!questionIds.length) return new Map();
  const rows = await db
    .select({ id: questions.id, correct: questions.correctIndex, status: mockTests.status, kind: mockTests.kind })
    .from(questions)
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .where(inArray(questions.id, [...new Set(questionIds)]));
  return new Map(rows.map((r) => [r.id, { test: { status: r.status, kind: r.kind }, correct: r.correct }]));
}

/** The caller's practice per topic (only questions still in published practice sets count). */
export async function practiceProgress(db: Db, uid: string): Promise<PracticeTopicProgress[]> {
  const rows = await db
    .select({
      exam: mockCategories.name,
      subject: mockTests.practiceSubject,
      topic: mockTests.practiceTopic,
      answered: sql<number>`count(*)`.mapWith(Number),
      attempts: sql<number>`sum(${practiceAnswers.attempts})`.mapWith(Number),
      correct: sql<number>`sum(${practiceAnswers.correct})`.mapWith(Number),
    })
    .from(practiceAnswers)
    .innerJoin(questions, eq(questions.id, practiceAnswers.questionId))
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
    .where(and(eq(practiceAnswers.userUid, uid), eq(mockTests.kind, 'practice'), eq(mockTests.status, 'published')))
    .groupBy(mockCategories.name, mockTests.practiceSubject, mockTests.practiceTopic);
  // Several spellings of a name may share a slug: their figures add up under one topic.
  const topics = new Map<string, PracticeTopicProgress>();
  for (const r of rows) {
    if (r.subject === null || r.topic === null) continue;
    const path = topicPath(r.exam, r.subject, r.topic);
    const t = topics.get(path) ?? { path, answered: 0, attempts: 0, correct: 0, accuracy: 0 };
    t.answered += r.answered;
    t.attempts += r.attempts;
    t.correct += r.correct;
    topics.set(path, t);
  }
  return [...topics.values()].map((t) => ({ ...t, accuracy: accuracyOf(t.correct, t.attempts) })).sort((a, b) => a.path.localeCompare(b.path, 'en'));
}
