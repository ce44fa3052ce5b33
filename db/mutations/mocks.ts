/** Mock-test category and mock-test writes. */
import { and, asc, count, eq, gt, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { paperChanges, paperFixedMessage } from '#core/mock/paper.ts';
import type { TestPlace } from '#core/mock/practice.ts';
import type { MockCategoryCreate, MockTestCreate, MockTestUpdate } from '#core/schemas/mock.ts';
import type { Db } from '../client';
import type { AdminMockCategory, CreatedMock } from '#core/schemas/responses/admin.ts';
import { mockAttempts, mockCategories, mockSections, mockTests, questions } from '../schema';
import { conflict, invalid, notFound } from './errors';
import { chooseSlug, given, inTransaction, sameText, type Tx } from './util';

const categoryColumns = { id: mockCategories.id, name: mockCategories.name, description: mockCategories.description, nameHi: mockCategories.nameHi, descriptionHi: mockCategories.descriptionHi };

async function assertCategoryNameFree(tx: Tx, name: string, excludeId?: number) {
  const [taken] = await tx
    .select({ id: mockCategories.id })
    .from(mockCategories)
    .where(excludeId ? and(sameText(mockCategories.name, name), ne(mockCategories.id, excludeId)) : sameText(mockCategories.name, name))
    .limit(1);
  if (taken) throw conflict('NAME_TAKEN', `A mock-test category named '${name}' already exists`, { field: 'name' });
}

export async function createMockCategory(db: Db, input: MockCategoryCreate): Promise<AdminMockCategory> {
  return inTransaction(db, async (tx) => {
    await assertCategoryNameFree(tx, input.name);
    const [row] = await tx.insert(mockCategories).values({ name: input.name, description: input.description ?? '', nameHi: input.nameHi ?? null, descriptionHi: input.descriptionHi ?? null }).returning(categoryColumns);
    return row;
  });
}

export async function updateMockCategory(db: Db, id: number, input: Partial<MockCategoryCreate>): Promise<{ before: AdminMockCategory; category: AdminMockCategory }> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select(categoryColumns).from(mockCategories).where(eq(mockCategories.id, id)).for('update');
    if (!before) throw notFound('Mock-test category', id);
    if (input.name !== undefined) await assertCategoryNameFree(tx, input.name, id);
    const [category] = await tx
      .update(mockCategories)
      .set({ ...given(input), updatedAt: new Date() })
      .where(eq(mockCategories.id, id))
      .returning(categoryColumns);
    // The tests' pages show the category name (the Hindi one on /hi/): they change with it.
    if ((input.name !== undefined && input.name !== before.name) || (input.nameHi !== undefined && input.nameHi !== before.nameHi)) await tx.update(mockTests).set({ updatedAt: new Date() }).where(eq(mockTests.categoryId, id));
    return { before, category };
  });
}

/** 409 while tests are in the category. */
export async function deleteMockCategory(db: Db, id: number): Promise<AdminMockCategory> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select(categoryColumns).from(mockCategories).where(eq(mockCategories.id, id)).for('update');
    if (!row) throw notFound('Mock-test category', id);
    const [{ tests }] = await tx.select({ tests: count() }).from(mockTests).where(eq(mockTests.categoryId, id));
    if (tests > 0) {
      throw conflict('CATEGORY_IN_USE', `Mock-test category '${row.name}' has ${tests} mock test${tests === 1 ? '' : 's'}; move or delete ${tests === 1 ? 'it' : 'them'} first`, { tests });
    }
    await tx.delete(mockCategories).where(eq(mockCategories.id, id));
    return row;
  });
}

/** Statuses a test can have. */
type MockStatus = 'draft' | 'published';

/** The paper to write: the update shape (ids optional) covers the creation payload too. */
type PaperInput = Pick<MockTestUpdate, 'questions' | 'sections' | 'negative_marks'>;

/** What create, update and import answer. */
function summary(test: typeof mockTests.$inferSelect, category: { id: number; name: string }, questionCount: number): CreatedMock {
  return {
    id: test.id,
    slug: test.slug,
    name: test.name,
    description: test.description,
    category_id: category.id,
    category_name: category.name,
    timer: test.timerMinutes,
    negative_marks: test.negativeMarks,
    question_count: questionCount,
    status: test.status,
  };
}

/** Where a row stands on the site (its exam; a practice set's subject and topic): the activity log names it by this. */
export const placeOf = (row: { slug: string; kind: 'test' | 'practice'; practiceSubject: string | null; practiceTopic: string | null }, exam: string): TestPlace => ({
  slug: row.slug,
  exam,
  practice: row.kind === 'practice' && row.practiceSubject && row.practiceTopic ? { subject: row.practiceSubject, topic: row.practiceTopic } : null,
});

/** The columns placeOf reads, with the exam's name (a join on the category). */
const placeColumns = { slug: mockTests.slug, kind: mockTests.kind, practiceSubject: mockTests.practiceSubject, practiceTopic: mockTests.practiceTopic, exam: mockCategories.name };

async function categoryOf(tx: Tx, id: number) {
  const [category] = await tx.select(categoryColumns).from(mockCategories).where(eq(mockCategories.id, id));
  if (!category) throw invalid('category_id', `Mock-test category ${id} does not exist`);
  return category;
}

/** A section without its own marks_wrong takes the test's negative marks (as POST /mocks always did). */
const sectionValues = (s: NonNullable<PaperInput['sections']>[number], position: number, negativeMarks: number | null | undefined) => ({
  position,
  name: s.name,
  nameHi: s.name_hi ?? null,
  timeLimitMinutes: s.time_limit ?? null,
  locked: s.locked ?? false,
  marksCorrect: s.marks_correct ?? 1,
  marksWrong: s.marks_wrong ?? negativeMarks ?? 0,
});

const questionValues = (q: PaperInput['questions'][number], position: number, sectionId: number | null) => ({
  position,
  text: q.question,
  options: q.options,
  correctIndex: q.correct,
  explanations: q.explanations,
  sectionId,
  topic: q.topic ?? null,
  textHi: q.question_hi ?? null,
  optionsHi: q.options_hi ?? null,
  explanationsHi: q.explanations_hi ?? null,
});

/**
 * Writes a test's sections and questions as `input` has them: rows with an id
 * are updated in place (question ids stay stable: reports, bookmarks and
 * per-question figures refer to them), rows without are inserted, the test's
 * other rows are deleted. Positions: sections 0..k-1, questions 1..n in test
 * order (section order, then order within the section).
 */
async function writePaper(tx: Tx, testId: number, input: PaperInput) {
  const sections = input.sections ?? [];
  // Out of the way of the unique (test, position) indexes first.
  await tx.update(mockSections).set({ position: sql`-1 - ${mockSections.position}` }).where(eq(mockSections.mockTestId, testId));
  await tx.update(questions).set({ position: sql`-1 - ${questions.position}` }).where(eq(questions.mockTestId, testId));

  const sectionIds: number[] = [];
  for (const [j, s] of sections.entries()) {
    if (s.id) {
      await tx.update(mockSections).set(sectionValues(s, j, input.negative_marks)).where(and(eq(mockSections.id, s.id), eq(mockSections.mockTestId, testId)));
      sectionIds.push(s.id);
    } else {
      const [row] = await tx.insert(mockSections).values({ mockTestId: testId, ...sectionValues(s, j, input.negative_marks) }).returning({ id: mockSections.id });
      sectionIds.push(row.id);
    }
  }
  const sectionOfQuestion: (number | null)[] = [];
  sections.forEach((s, j) => {
    for (let n = 0; n < s.question_count; n++) sectionOfQuestion.push(sectionIds[j]);
  });

  const kept: number[] = [];
  const fresh: ReturnType<typeof questionValues>[] = [];
  for (const [i, q] of input.questions.entries()) {
    const values = questionValues(q, i + 1, sectionOfQuestion[i] ?? null);
    if (q.id) {
      await tx.update(questions).set(values).where(and(eq(questions.id, q.id), eq(questions.mockTestId, testId)));
      kept.push(q.id);
    } else fresh.push(values);
  }
  await tx.delete(questions).where(and(eq(questions.mockTestId, testId), kept.length ? notInArray(questions.id, kept) : undefined, lt(questions.position, 0)));
  if (fresh.length) await tx.insert(questions).values(fresh.map((v) => ({ mockTestId: testId, ...v })));
  await tx.delete(mockSections).where(and(eq(mockSections.mockTestId, testId), sectionIds.length ? notInArray(mockSections.id, sectionIds) : undefined));
}

/** Creates the test with its sections and questions in one transaction (published unless `status` says draft). */
export async function createMockTest(db: Db, input: MockTestCreate): Promise<CreatedMock> {
  return inTransaction(db, async (tx) => {
    const category = await categoryOf(tx, input.category_id);
    const slug = await chooseSlug(tx, mockTests, input.slug || undefined, input.name, 'a mock test');
    const [test] = await tx
      .insert(mockTests)
      .values({
        slug,
        name: input.name,
        description: input.description ?? '',
        categoryId: category.id,
        timerMinutes: input.timer,
        negativeMarks: input.negative_marks ?? null,
        status: input.status ?? 'published',
        instructions: input.instructions ?? '',
        instructionsHi: input.instructions_hi ?? null,
        calculator: input.calculator ?? false,
        // Issue 30: created as a practice set of the bank (untimed, never ranked: docs/practice.md).
        ...(input.practice
          ? {
              kind: 'practice' as const,
              practiceSubject: input.practice.subject,
              practiceSubjectHi: input.practice.subjectHi,
              practiceTopic: input.practice.topic,
              practiceTopicHi: input.practice.topicHi,
            }
          : {}),
      })
      .returning();
    await writePaper(tx, test.id, input);
    return summary(test, category, input.questions.length);
  });
}

/**
 * Attempts that pin the paper: submitted ones, and started ones still before
 * their deadline (their answers will be scored against it).
 */
async function attemptsOn(tx: Tx, testId: number): Promise<number> {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(mockAttempts)
    .where(and(eq(mockAttempts.mockTestId, testId), or(eq(mockAttempts.status, 'submitted'), gt(mockAttempts.deadlineAt, sql`now()`))));
  return n;
}

/** ids the payload names must be this test's own, each once. */
function checkIds(list: readonly { id?: number }[], own: Set<number>, what: 'questions' | 'sections') {
  const seen = new Set<number>();
  list.forEach((row, i) => {
    if (row.id === undefined) return;
    const label = what === 'questions' ? 'Question' : 'Section';
    if (!own.has(row.id)) throw invalid(`${what}.${i}.id`, `${label} ${row.id} is not one of this test's ${what}`);
    if (seen.has(row.id)) throw invalid(`${what}.${i}.id`, `${label} ${row.id} appears twice`);
    seen.add(row.id);
  });
}

/**
 * PUT /mocks/{id}: the whole test as it should be. A test with attempts keeps
 * its paper (core/mock/paper.ts): an edit that would change it is a 409
 * PAPER_FIXED naming the changes, and nothing is written.
 */
export async function updateMockTest(
  db: Db,
  id: number,
  input: MockTestUpdate,
): Promise<{ before: { slug: string; status: MockStatus; place: TestPlace }; test: CreatedMock; place: TestPlace; attempts: number }> {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(mockTests).where(eq(mockTests.id, id)).for('update');
    if (!before) throw notFound('Mock test', id);
    const [ownQuestions, ownSections] = await Promise.all([
      tx.select({ id: questions.id, correct: questions.correctIndex, sectionId: questions.sectionId }).from(questions).where(eq(questions.mockTestId, id)).orderBy(asc(questions.position)),
      tx
        .select({ id: mockSections.id, time_limit: mockSections.timeLimitMinutes, locked: mockSections.locked, marks_correct: mockSections.marksCorrect, marks_wrong: mockSections.marksWrong })
        .from(mockSections)
        .where(eq(mockSections.mockTestId, id))
        .orderBy(asc(mockSections.position)),
    ]);
    checkIds(input.questions, new Set(ownQuestions.map((q) => q.id)), 'questions');
    checkIds(input.sections ?? [], new Set(ownSections.map((s) => s.id)), 'sections');

    const attempts = await attemptsOn(tx, id);
    if (attempts > 0) {
      const stored = {
        timer: before.timerMinutes,
        negative_marks: before.negativeMarks,
        sections: ownSections.map((s) => ({ ...s, question_count: ownQuestions.filter((q) => q.sectionId === s.id).length })),
        questions: ownQuestions,
      };
      const changes = paperChanges(stored, input);
      if (changes.length) throw conflict('PAPER_FIXED', paperFixedMessage(attempts, changes), { attempts, changes });
    }

    const category = await categoryOf(tx, input.category_id);
    const slug = input.slug ? await chooseSlug(tx, mockTests, input.slug, input.name, 'a mock test', id) : before.slug;
    const [test] = await tx
      .update(mockTests)
      .set({
        slug,
        name: input.name,
        description: input.description ?? '',
        categoryId: category.id,
        timerMinutes: input.timer,
        negativeMarks: input.negative_marks ?? null,
        ...(input.status ? { status: input.status } : {}),
        // Issue 29: left out, the stored instructions and calculator setting stay (not part of the paper: no PAPER_FIXED).
        ...(input.instructions !== undefined ? { instructions: input.instructions } : {}),
        ...(input.instructions_hi !== undefined ? { instructionsHi: input.instructions_hi } : {}),
        ...(input.calculator !== undefined ? { calculator: input.calculator } : {}),
        updatedAt: new Date(),
      })
      .where(eq(mockTests.id, id))
      .returning();
    await writePaper(tx, id, input);
    const exam = before.categoryId === category.id ? category.name : (await categoryOf(tx, before.categoryId)).name;
    return {
      before: { slug: before.slug, status: before.status, place: placeOf(before, exam) },
      test: summary(test, category, input.questions.length),
      place: placeOf(test, category.name),
      attempts,
    };
  });
}

/** Publish or unpublish (drafts are off the site). */
export async function setMockStatus(
  db: Db,
  id: number,
  status: MockStatus,
): Promise<{ before: MockStatus; test: { id: number; slug: string; name: string; status: MockStatus }; place: TestPlace }> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ status: mockTests.status, ...placeColumns })
      .from(mockTests)
      .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
      .where(eq(mockTests.id, id))
      .for('update', { of: mockTests });
    if (!row) throw notFound('Mock test', id);
    const [test] = await tx
      .update(mockTests)
      .set({ status, updatedAt: new Date() })
      .where(eq(mockTests.id, id))
      .returning({ id: mockTests.id, slug: mockTests.slug, name: mockTests.name, status: mockTests.status });
    return { before: row.status, test, place: placeOf(row, row.exam) };
  });
}

/** Deletes the test with its questions and the attempts users made (the caller confirmed). */
export async function deleteMockTest(db: Db, id: number): Promise<{ deleted: { id: number; slug: string; name: string; questions: number; attempts: number }; place: TestPlace }> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: mockTests.id, name: mockTests.name, ...placeColumns })
      .from(mockTests)
      .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
      .where(eq(mockTests.id, id))
      .for('update', { of: mockTests });
    if (!row) throw notFound('Mock test', id);
    const test = { id: row.id, slug: row.slug, name: row.name };
    const [[{ questionCount }], [{ attemptCount }]] = await Promise.all([
      tx.select({ questionCount: count() }).from(questions).where(eq(questions.mockTestId, id)),
      tx.select({ attemptCount: count() }).from(mockAttempts).where(eq(mockAttempts.mockTestId, id)),
    ]);
    await tx.delete(mockTests).where(eq(mockTests.id, id));
    return { deleted: { ...test, questions: questionCount, attempts: attemptCount }, place: placeOf(row, row.exam) };
  });
}
