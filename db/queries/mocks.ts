import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockCategories, mockSections, mockTests, questions } from '../schema';
import { iso, paginate, type PageRequest } from './paging';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { LiveSchedule } from '#core/schemas/live-test.ts';
import type { AnswerKeyEntry, MockCategory, MockQuestion, MockSection, MockTest } from '#core/schemas/responses/mocks.ts';

/**
 * Public reads show published tests only: drafts are the dashboard's (issue 18). Practice sets (issue 30) are not
 * tests: every test read (listings, the test, start, paper, submit, key, leaderboard) answers them as missing.
 */
export const publishedTests = and(eq(mockTests.status, 'published'), eq(mockTests.kind, 'test'))!;
const published = publishedTests;

export async function listMockCategories(db: Db): Promise<MockCategory[]> {
  const rows = await db
    .select({ id: mockCategories.id, name: mockCategories.name, description: mockCategories.description, name_hi: mockCategories.nameHi, description_hi: mockCategories.descriptionHi, testCount: count(mockTests.id) })
    .from(mockCategories)
    .leftJoin(mockTests, and(eq(mockTests.categoryId, mockCategories.id), published))
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
  liveOpensAt: mockTests.liveOpensAt,
  liveLastStartAt: mockTests.liveLastStartAt,
  liveResultsAt: mockTests.liveResultsAt,
  pyqExam: mockTests.pyqExam,
  pyqYear: mockTests.pyqYear,
  pyqDate: mockTests.pyqDate,
  pyqShift: mockTests.pyqShift,
  instructions: mockTests.instructions,
  instructions_hi: mockTests.instructionsHi,
  calculator: mockTests.calculator,
  hasHindi: sql<boolean>`exists (select 1 from ${questions} where ${questions.mockTestId} = ${mockTests.id} and ${questions.textHi} is not null)`.mapWith(Boolean),
};

type MockRow = Omit<MockTest, 'updated_at' | 'sections' | 'languages' | 'total_marks' | 'live' | 'pyq'> & {
  updatedAt: Date;
  hasHindi: boolean;
  pyqExam: string | null;
  pyqYear: number | null;
  pyqDate: string | null;
  pyqShift: string | null;
  liveOpensAt: Date | null;
  liveLastStartAt: Date | null;
  liveResultsAt: Date | null;
};

/** A live test's schedule on the wire (null = always open). */
export const scheduleOf = (r: { liveOpensAt: Date | null; liveLastStartAt: Date | null; liveResultsAt: Date | null }): LiveSchedule | null =>
  r.liveOpensAt && r.liveLastStartAt && r.liveResultsAt
    ? { opensAt: r.liveOpensAt.toISOString(), lastStartAt: r.liveLastStartAt.toISOString(), resultsAt: r.liveResultsAt.toISOString() }
    : null;

/** Highest possible score: Σ questions × marks per correct answer (one mark each without sections). */
export const totalMarks = (questionCount: number, sections: readonly Pick<MockSection, 'question_count' | 'marks_correct'>[]) =>
  sections.length ? Math.round(sections.reduce((n, s) => n + s.question_count * s.marks_correct, 0) * 100) / 100 : questionCount;

/** The sections of the given tests, in order, by test id. */
export async function sectionsOf(db: Db, testIds: number[]): Promise<Map<number, MockSection[]>> {
  const out = new Map<number, MockSection[]>();
  if (!testIds.length) return out;
  const rows = await db
    .select({
      mockTestId: mockSections.mockTestId,
      id: mockSections.id,
      position: mockSections.position,
      name: mockSections.name,
      name_hi: mockSections.nameHi,
      time_limit: mockSections.timeLimitMinutes,
      locked: mockSections.locked,
      marks_correct: mockSections.marksCorrect,
      marks_wrong: mockSections.marksWrong,
      // Qualified by hand: in a one-table select drizzle leaves column names bare, which the subquery would misread.
      question_count: sql<number>`(select count(*) from "questions" q where q.section_id = "mock_sections"."id")`.mapWith(Number),
    })
    .from(mockSections)
    .where(inArray(mockSections.mockTestId, testIds))
    .orderBy(asc(mockSections.mockTestId), asc(mockSections.position));
  for (const { mockTestId, ...section } of rows) {
    const list = out.get(mockTestId) ?? [];
    list.push(section);
    out.set(mockTestId, list);
  }
  return out;
}

async function toMocks(db: Db, rows: MockRow[]): Promise<MockTest[]> {
  const sections = await sectionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ updatedAt, hasHindi, liveOpensAt, liveLastStartAt, liveResultsAt, pyqExam, pyqYear, pyqDate, pyqShift, ...rest }) => {
    const own = sections.get(rest.id) ?? [];
    return {
      ...rest,
      live: scheduleOf({ liveOpensAt, liveLastStartAt, liveResultsAt }),
      pyq: pyqExam && pyqYear ? { exam: pyqExam, year: pyqYear, date: pyqDate, shift: pyqShift } : null,
      updated_at: iso(updatedAt),
      sections: own,
      languages: hasHindi ? ['en', 'hi'] : ['en'],
      total_marks: totalMarks(rest.question_count, own),
    };
  });
}

export async function listMocks(db: Db, filter: PageRequest & { categoryId?: number }): Promise<Paginated<MockTest>> {
  const where = filter.categoryId ? and(published, eq(mockTests.categoryId, filter.categoryId)) : published;
  const [{ total }] = await db.select({ total: count() }).from(mockTests).where(where);
  const rows = await db
    .select(mockColumns)
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockTests.categoryId, mockCategories.id))
    .where(where)
    .orderBy(desc(mockTests.createdAt), desc(mockTests.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { data: await toMocks(db, rows), pagination: paginate(total, filter.page, filter.limit) };
}

export async function allMocks(db: Db): Promise<MockTest[]> {
  const rows = await db
    .select(mockColumns)
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockTests.categoryId, mockCategories.id))
    .where(published)
    .orderBy(desc(mockTests.createdAt), desc(mockTests.id));
  return toMocks(db, rows);
}

export async function getMockBySlug(db: Db, slug: string): Promise<MockTest | null> {
  const [row] = await db
    .select(mockColumns)
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockTests.categoryId, mockCategories.id))
    .where(and(eq(mockTests.slug, slug), published));
  return row ? (await toMocks(db, [row]))[0] : null;
}

/** Questions for taking the test: never the correct index or explanations. */
export async function getMockQuestions(db: Db, mockTestId: number): Promise<MockQuestion[]> {
  return db
    .select({
      id: questions.id,
      position: questions.position,
      question: questions.text,
      options: questions.options,
      section_id: questions.sectionId,
      question_hi: questions.textHi,
      options_hi: questions.optionsHi,
    })
    .from(questions)
    .where(eq(questions.mockTestId, mockTestId))
    .orderBy(asc(questions.position));
}

/** The answer key without the per-question figures (joined in by the route), plus each question's section; released only after a submit. */
export type AnswerKeyRow = Omit<AnswerKeyEntry, 'correct_share' | 'avg_seconds'> & { section_id: number | null };

export async function getAnswerKey(db: Db, mockTestId: number): Promise<AnswerKeyRow[]> {
  return db
    .select({
      id: questions.id,
      position: questions.position,
      correct: questions.correctIndex,
      explanations: questions.explanations,
      explanations_hi: questions.explanationsHi,
      topic: questions.topic,
      section_id: questions.sectionId,
    })
    .from(questions)
    .where(eq(questions.mockTestId, mockTestId))
    .orderBy(asc(questions.position));
}
