/** Mock-test category and mock-test writes. */
import { count, eq, ne, and } from 'drizzle-orm';
import type { MockCategoryCreate, MockTestCreate } from '#core/schemas/mock.ts';
import type { Db } from '../client';
import type { AdminMockCategory, CreatedMock } from '#core/schemas/responses/admin.ts';
import { mockAttempts, mockCategories, mockSections, mockTests, questions } from '../schema';
import { conflict, invalid, notFound } from './errors';
import { chooseSlug, given, inTransaction, sameText, type Tx } from './util';

const categoryColumns = { id: mockCategories.id, name: mockCategories.name, description: mockCategories.description };

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
    const [row] = await tx.insert(mockCategories).values({ name: input.name, description: input.description ?? '' }).returning(categoryColumns);
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
    // The tests' pages show the category name: they change with it.
    if (input.name !== undefined && input.name !== before.name) await tx.update(mockTests).set({ updatedAt: new Date() }).where(eq(mockTests.categoryId, id));
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

/**
 * Creates the test, its sections (when given: the questions in order,
 * question_count at a time) and its questions (positions 1..n) in one transaction.
 */
export async function createMockTest(db: Db, input: MockTestCreate): Promise<CreatedMock> {
  return inTransaction(db, async (tx) => {
    const [category] = await tx.select(categoryColumns).from(mockCategories).where(eq(mockCategories.id, input.category_id));
    if (!category) throw invalid('category_id', `Mock-test category ${input.category_id} does not exist`);
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
      })
      .returning();
    const sectionOf: (number | null)[] = input.questions.map(() => null);
    if (input.sections?.length) {
      const rows = await tx
        .insert(mockSections)
        .values(
          input.sections.map((s, i) => ({
            mockTestId: test.id,
            position: i,
            name: s.name,
            nameHi: s.name_hi ?? null,
            timeLimitMinutes: s.time_limit ?? null,
            locked: s.locked ?? false,
            marksCorrect: s.marks_correct ?? 1,
            marksWrong: s.marks_wrong ?? input.negative_marks ?? 0,
          })),
        )
        .returning({ id: mockSections.id, position: mockSections.position });
      let q = 0;
      for (const [i, s] of input.sections.entries()) for (let k = 0; k < s.question_count; k++) sectionOf[q++] = rows.find((r) => r.position === i)!.id;
    }
    await tx.insert(questions).values(
      input.questions.map((q, i) => ({
        mockTestId: test.id,
        position: i + 1,
        text: q.question,
        options: q.options,
        correctIndex: q.correct,
        explanations: q.explanations,
        sectionId: sectionOf[i],
        topic: q.topic ?? null,
        textHi: q.question_hi ?? null,
        optionsHi: q.options_hi ?? null,
        explanationsHi: q.explanations_hi ?? null,
      })),
    );
    return {
      id: test.id,
      slug: test.slug,
      name: test.name,
      description: test.description,
      category_id: category.id,
      category_name: category.name,
      timer: test.timerMinutes,
      negative_marks: test.negativeMarks,
      question_count: input.questions.length,
    };
  });
}

/** Deletes the test with its questions and the attempts users made (the caller confirmed). */
export async function deleteMockTest(db: Db, id: number): Promise<{ id: number; slug: string; name: string; questions: number; attempts: number }> {
  return inTransaction(db, async (tx) => {
    const [test] = await tx.select({ id: mockTests.id, slug: mockTests.slug, name: mockTests.name }).from(mockTests).where(eq(mockTests.id, id)).for('update');
    if (!test) throw notFound('Mock test', id);
    const [[{ questionCount }], [{ attemptCount }]] = await Promise.all([
      tx.select({ questionCount: count() }).from(questions).where(eq(questions.mockTestId, id)),
      tx.select({ attemptCount: count() }).from(mockAttempts).where(eq(mockAttempts.mockTestId, id)),
    ]);
    await tx.delete(mockTests).where(eq(mockTests.id, id));
    return { ...test, questions: questionCount, attempts: attemptCount };
  });
}
