import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts, mockCategories, mockTests, questions } from '../schema';
import { iso, paginate, type PageRequest } from './paging';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { AnswerKeyEntry, MockCategory, MockQuestion, MockTest } from '#core/schemas/responses/mocks.ts';

export async function listMockCategories(db: Db): Promise<MockCategory[]> {
  const rows = await db
    .select({ id: mockCategories.id, name: mockCategories.name, description: mockCategories.description, testCount: count(mockTests.id) })
    .from(mockCategories)
    .leftJoin(mockTests, eq(mockTests.categoryId, mockCategories.id))
    .groupBy(mockCategories.id)
    .orderBy(asc(mockCategories.name));
  return rows;
}

const questionCount = sql<number>`(select count(*) from ${questions} where ${questions.mockTestId} = ${mockTests.id})`.mapWith(Number);

const mockColumns = {
  id: mockTests.id,
  name: mockTests.name,
  slug: mockTests.slug,
  description: mockTests.description,
  category_id: mockTests.categoryId,
  category_name: mockCategories.name,
  timer: mockTests.timerMinutes,
  negative_marks: mockTests.negativeMarks,
  question_count: questionCount,
  updatedAt: mockTests.updatedAt,
};

type MockRow = Omit<MockTest, 'updated_at' | 'sections' | 'languages' | 'total_marks'> & { updatedAt: Date };
const toMock = ({ updatedAt, ...rest }: MockRow): MockTest => ({ ...rest, updated_at: iso(updatedAt), sections: [], languages: ['en'], total_marks: rest.question_count });

export async function listMocks(db: Db, filter: PageRequest & { categoryId?: number }): Promise<Paginated<MockTest>> {
  const where = filter.categoryId ? eq(mockTests.categoryId, filter.categoryId) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(mockTests).where(where);
  const rows = await db
    .select(mockColumns)
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockTests.categoryId, mockCategories.id))
    .where(where)
    .orderBy(desc(mockTests.createdAt), desc(mockTests.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { data: rows.map(toMock), pagination: paginate(total, filter.page, filter.limit) };
}

export async function allMocks(db: Db): Promise<MockTest[]> {
  const rows = await db
    .select(mockColumns)
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockTests.categoryId, mockCategories.id))
    .orderBy(desc(mockTests.createdAt), desc(mockTests.id));
  return rows.map(toMock);
}

export async function getMockBySlug(db: Db, slug: string): Promise<MockTest | null> {
  const [row] = await db
    .select(mockColumns)
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockTests.categoryId, mockCategories.id))
    .where(eq(mockTests.slug, slug));
  return row ? toMock(row) : null;
}

/** Questions for taking the test: never the correct index or explanations. */
export async function getMockQuestions(db: Db, mockTestId: number): Promise<MockQuestion[]> {
  const rows = await db
    .select({ id: questions.id, position: questions.position, question: questions.text, options: questions.options })
    .from(questions)
    .where(eq(questions.mockTestId, mockTestId))
    .orderBy(asc(questions.position));
  return rows.map((q) => ({ ...q, section_id: null, question_hi: null, options_hi: null }));
}

/** The answer key, released only after a submit. */
export async function getAnswerKey(db: Db, mockTestId: number): Promise<AnswerKeyEntry[]> {
  const rows = await db
    .select({ id: questions.id, position: questions.position, correct: questions.correctIndex, explanations: questions.explanations })
    .from(questions)
    .where(eq(questions.mockTestId, mockTestId))
    .orderBy(asc(questions.position));
  return rows.map((q) => ({ ...q, explanations_hi: null, topic: null, correct_share: null, avg_seconds: null }));
}

export interface SaveAttemptInput {
  correct: number;
  wrong: number;
  unanswered: number;
  score: number;
  percentage: number;
  clientAttemptId: string;
  userUid: string;
  mockTestId: number;
  answers: (number | null)[];
  timeTakenSeconds: number;
  startedAt: Date;
}

/** Stores an attempt once per client attempt id (a retried offline submit is not duplicated). */
export async function saveAttempt(db: Db, input: SaveAttemptInput) {
  const [row] = await db
    .insert(mockAttempts)
    .values(input)
    .onConflictDoUpdate({ target: [mockAttempts.userUid, mockAttempts.clientAttemptId], set: { clientAttemptId: sql`excluded.client_attempt_id` } })
    .returning({ id: mockAttempts.id, submittedAt: mockAttempts.submittedAt });
  return row;
}
