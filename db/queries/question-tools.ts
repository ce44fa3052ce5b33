/**
 * Aspirant tools (issue 18), reads: a user's bookmarked questions with their
 * answers and explanations (the revision list), the tests and sections they
 * are in (its filter), and the question reports for the dashboard.
 * Bookmark reads take the uid of the verified token only.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { mockCategories, mockSections, mockTests, questionBookmarks, questionReports, questions } from '../schema';
import { iso, paginate, type PageRequest } from './paging';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { ReportStatus } from '#core/schemas/question-tools.ts';
import { topicPath } from '#core/mock/practice.ts';
import type { AdminQuestionReport, Bookmark, BookmarkFacet, ReportCounts } from '#core/schemas/responses/question-tools.ts';

export interface BookmarkFilter {
  mockSlug?: string;
  sectionId?: number;
  /** Only these questions (the review asks for the ones on its page). */
  questionIds?: number[];
}

/** The number the aspirant saw (positions need not start at 0 or be dense). */
const questionNumber = sql<number>`(select count(*) from questions as earlier where earlier.mock_test_id = ${questions.mockTestId} and earlier.position < ${questions.position})::int + 1`;

const questionColumns = {
  questionId: questions.id,
  position: questions.position,
  number: questionNumber,
  text: questions.text,
  options: questions.options,
  correct: questions.correctIndex,
  explanations: questions.explanations,
  textHi: questions.textHi,
  optionsHi: questions.optionsHi,
  explanationsHi: questions.explanationsHi,
  mockId: mockTests.id,
  mockSlug: mockTests.slug,
  mockName: mockTests.name,
  sectionId: mockSections.id,
  sectionName: mockSections.name,
};

const published = eq(mockTests.status, 'published');

const sectionOf = (r: { sectionId: number | null; sectionName: string | null }) => (r.sectionId !== null ? { id: r.sectionId, name: r.sectionName ?? '' } : null);

/**
 * The user's bookmarks, newest first, optionally in one test / section, with
 * the answer and explanations as stored: the route blanks them where
 * core/mock/key-access.ts does not allow them.
 */
export async function listBookmarks(db: Db, uid: string, page: PageRequest, filter: BookmarkFilter = {}): Promise<Paginated<Bookmark>> {
  // A test taken back to draft is the dashboard's again: its bookmarks wait, unseen.
  const conditions: SQL[] = [eq(questionBookmarks.userUid, uid), published];
  if (filter.mockSlug) conditions.push(eq(mockTests.slug, filter.mockSlug));
  if (filter.sectionId) conditions.push(eq(questions.sectionId, filter.sectionId));
  if (filter.questionIds) conditions.push(inArray(questionBookmarks.questionId, filter.questionIds.length ? filter.questionIds : [-1]));
  const where = and(...conditions);
  const [{ total }] = await db
    .select({ total: count() })
    .from(questionBookmarks)
    .innerJoin(questions, eq(questions.id, questionBookmarks.questionId))
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .where(where);
  const rows = await db
    .select({ ...questionColumns, createdAt: questionBookmarks.createdAt, exam: mockCategories.name, subject: mockTests.practiceSubject, topic: mockTests.practiceTopic })
    .from(questionBookmarks)
    .innerJoin(questions, eq(questions.id, questionBookmarks.questionId))
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
    .leftJoin(mockSections, eq(mockSections.id, questions.sectionId))
    .where(where)
    .orderBy(desc(questionBookmarks.createdAt), desc(questionBookmarks.questionId))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return {
    data: rows.map((r) => ({
      questionId: r.questionId,
      createdAt: iso(r.createdAt),
      position: r.position,
      number: Number(r.number),
      question: r.text,
      options: r.options,
      correct: r.correct,
      explanations: r.explanations,
      question_hi: r.textHi,
      options_hi: r.optionsHi,
      explanations_hi: r.explanationsHi,
      mock: { id: r.mockId, slug: r.mockSlug, name: r.mockName },
      section: sectionOf(r),
      practice: r.subject !== null && r.topic !== null ? topicPath(r.exam, r.subject, r.topic) : null,
    })),
    pagination: paginate(total, page.page, page.limit),
  };
}

/** The tests (and their sections) the user has bookmarks in, with counts: the revision list's filter. */
export async function bookmarkFacets(db: Db, uid: string): Promise<BookmarkFacet[]> {
  const rows = await db
    .select({
      mockId: mockTests.id,
      mockSlug: mockTests.slug,
      mockName: mockTests.name,
      sectionId: mockSections.id,
      sectionName: mockSections.name,
      sectionPosition: mockSections.position,
      count: count(),
    })
    .from(questionBookmarks)
    .innerJoin(questions, eq(questions.id, questionBookmarks.questionId))
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .leftJoin(mockSections, eq(mockSections.id, questions.sectionId))
    .where(and(eq(questionBookmarks.userUid, uid), published))
    .groupBy(mockTests.id, mockTests.slug, mockTests.name, mockSections.id, mockSections.name, mockSections.position)
    .orderBy(mockTests.name, mockSections.position);
  const facets = new Map<number, BookmarkFacet>();
  for (const r of rows) {
    const facet = facets.get(r.mockId) ?? { mock: { id: r.mockId, slug: r.mockSlug, name: r.mockName }, sections: [], count: 0 };
    facet.count += r.count;
    if (r.sectionId !== null) facet.sections.push({ id: r.sectionId, name: r.sectionName ?? '', count: r.count });
    facets.set(r.mockId, facet);
  }
  return [...facets.values()];
}

// ---------------------------------------------------------------- reports (dashboard)

export async function reportCounts(db: Db): Promise<ReportCounts> {
  const rows = await db.select({ status: questionReports.status, n: count() }).from(questionReports).groupBy(questionReports.status);
  const counts: ReportCounts = { open: 0, resolved: 0, dismissed: 0 };
  for (const r of rows) counts[r.status] = r.n;
  return counts;
}

/** A report with its question, test and section (the list and the single read). */
function reportRows(db: Db) {
  return db
    .select({
      ...questionColumns,
      id: questionReports.id,
      reason: questionReports.reason,
      reportText: questionReports.text,
      status: questionReports.status,
      userUid: questionReports.userUid,
      createdAt: questionReports.createdAt,
      resolvedAt: questionReports.resolvedAt,
    })
    .from(questionReports)
    .innerJoin(questions, eq(questions.id, questionReports.questionId))
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .leftJoin(mockSections, eq(mockSections.id, questions.sectionId));
}

/** Reports, newest first, optionally of one status. */
export async function listReports(db: Db, page: PageRequest, filter: { status?: ReportStatus } = {}): Promise<Paginated<AdminQuestionReport>> {
  const where = filter.status ? eq(questionReports.status, filter.status) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(questionReports).where(where);
  const rows = await reportRows(db)
    .where(where)
    .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { data: rows.map(toAdminReport), pagination: paginate(total, page.page, page.limit) };
}

export async function getReport(db: Db, id: number): Promise<AdminQuestionReport | null> {
  const [row] = await reportRows(db).where(eq(questionReports.id, id));
  return row ? toAdminReport(row) : null;
}

function toAdminReport(r: {
  id: number;
  reason: AdminQuestionReport['reason'];
  reportText: string;
  status: ReportStatus;
  userUid: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  questionId: number;
  position: number;
  number: number;
  text: string;
  options: string[];
  correct: number;
  textHi: string | null;
  mockId: number;
  mockSlug: string;
  mockName: string;
  sectionId: number | null;
  sectionName: string | null;
}): AdminQuestionReport {
  return {
    id: r.id,
    reason: r.reason,
    text: r.reportText,
    status: r.status,
    createdAt: iso(r.createdAt),
    resolvedAt: r.resolvedAt ? iso(r.resolvedAt) : null,
    signedIn: r.userUid !== null,
    question: { id: r.questionId, position: r.position, number: Number(r.number), text: r.text, text_hi: r.textHi, options: r.options, correct: r.correct },
    mock: { id: r.mockId, slug: r.mockSlug, name: r.mockName },
    section: sectionOf(r),
  };
}
