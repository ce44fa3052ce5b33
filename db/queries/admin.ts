/**
 * Reads only the dashboard needs (never cached, never public): every ad
 * including inactive ones, articles with their ids and raw fields for
 * editing, live pages of any status by id, mock tests with their answer keys.
 * The public reads in db/queries cover the rest.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { paginate, iso, type PageRequest } from './paging';
import type { AdminAd, AdminArticle, AdminArticleListItem, AdminLivePageFull, AdminLivePageRow, AdminMock, AdminMockRow } from '#core/schemas/responses/admin.ts';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { Locale } from '#core/i18n/locales.ts';
import { ads, articles, categories, liveEvents, livePages, mockCategories, mockSections, mockTests, questions, series } from '../schema';

export interface AdminListFilter extends PageRequest {
  search?: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);
const contains = (s: string) => `%${escapeLike(s)}%`;

async function pageOf<T>(total: Promise<{ total: number }[]>, rows: Promise<T[]>, filter: PageRequest): Promise<Paginated<T>> {
  const [[{ total: n }], data] = await Promise.all([total, rows]);
  return { data, pagination: paginate(n, filter.page, filter.limit) };
}

// ---------------------------------------------------------------- ads

export async function listAllAds(db: Db, filter: AdminListFilter): Promise<Paginated<AdminAd>> {
  const where = filter.search ? or(ilike(ads.title, contains(filter.search)), ilike(ads.textUrl, contains(filter.search))) : undefined;
  return pageOf(
    db.select({ total: count() }).from(ads).where(where),
    db
      .select({ id: ads.id, uuid: ads.uuid, title: ads.title, body: ads.body, imageUrl: ads.imageUrl, textUrl: ads.textUrl, kind: ads.kind, active: ads.active, updatedAt: ads.updatedAt })
      .from(ads)
      .where(where)
      .orderBy(desc(ads.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .then((rows) => rows.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) }))),
    filter,
  );
}

// ---------------------------------------------------------------- articles

export async function listAdminArticles(db: Db, filter: AdminListFilter & { categoryId?: number; seriesId?: number; lang?: Locale }): Promise<Paginated<AdminArticleListItem>> {
  const where = and(
    filter.lang ? eq(articles.lang, filter.lang) : undefined,
    filter.search ? or(ilike(articles.title, contains(filter.search)), ilike(articles.slug, contains(filter.search))) : undefined,
    filter.categoryId ? eq(articles.categoryId, filter.categoryId) : undefined,
    filter.seriesId ? eq(articles.seriesId, filter.seriesId) : undefined,
  );
  return pageOf(
    db.select({ total: count() }).from(articles).where(where),
    db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        categoryId: articles.categoryId,
        category: categories.name,
        series: articles.isSeries,
        seriesId: articles.seriesId,
        seriesName: series.name,
        seriesOrder: articles.seriesOrder,
        lang: articles.lang,
        translationOf: articles.translationOf,
        visits: articles.visits,
        createdAt: articles.createdAt,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .innerJoin(categories, eq(articles.categoryId, categories.id))
      .leftJoin(series, eq(articles.seriesId, series.id))
      .where(where)
      .orderBy(...(filter.seriesId ? [sql`${articles.seriesOrder} asc nulls last`, asc(articles.id)] : [desc(articles.createdAt), desc(articles.id)]))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .then((rows) => rows.map((r) => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) }))),
    filter,
  );
}

/** An article as the editor needs it: raw fields by id (no visit is counted). */
export async function getAdminArticle(db: Db, id: number): Promise<AdminArticle | null> {
  const [row] = await db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      content: articles.contentHtml,
      categoryId: articles.categoryId,
      series: articles.isSeries,
      seriesId: articles.seriesId,
      seriesOrder: articles.seriesOrder,
      lang: articles.lang,
      translationOf: articles.translationOf,
      visits: articles.visits,
      createdAt: articles.createdAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(eq(articles.id, id));
  return row ? { ...row, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) } : null;
}

// ---------------------------------------------------------------- live pages

export async function listAdminLivePages(db: Db, filter: AdminListFilter & { status?: 'live' | 'archived' }): Promise<Paginated<AdminLivePageRow>> {
  const where = and(
    filter.search ? or(ilike(livePages.title, contains(filter.search)), ilike(livePages.slug, contains(filter.search))) : undefined,
    filter.status ? eq(livePages.status, filter.status) : undefined,
  );
  return pageOf(
    db.select({ total: count() }).from(livePages).where(where),
    db
      .select({
        id: livePages.id,
        slug: livePages.slug,
        title: livePages.title,
        description: livePages.description,
        status: livePages.status,
        // A join, not a correlated subquery: in a one-table select drizzle writes the columns of an sql`…` bare, and
        // `(select count(*) from live_events where "live_page_id" = "id")` compared each event with itself (always 0 or 1).
        eventCount: count(liveEvents.id),
        updatedAt: livePages.updatedAt,
      })
      .from(livePages)
      .leftJoin(liveEvents, eq(liveEvents.livePageId, livePages.id))
      .where(where)
      .groupBy(livePages.id)
      .orderBy(desc(livePages.updatedAt), desc(livePages.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .then((rows) => rows.map((r) => ({ ...r, updatedAt: iso(r.updatedAt) }))),
    filter,
  );
}

export async function getAdminLivePage(db: Db, id: number): Promise<AdminLivePageFull | null> {
  const [page] = await db
    .select({ id: livePages.id, slug: livePages.slug, title: livePages.title, description: livePages.description, status: livePages.status, updatedAt: livePages.updatedAt })
    .from(livePages)
    .where(eq(livePages.id, id));
  if (!page) return null;
  const events = await db
    .select({ id: liveEvents.id, title: liveEvents.title, body: liveEvents.body, createdAt: liveEvents.createdAt })
    .from(liveEvents)
    .where(eq(liveEvents.livePageId, id))
    .orderBy(desc(liveEvents.createdAt), desc(liveEvents.id));
  return { ...page, updatedAt: iso(page.updatedAt), events: events.map((e) => ({ ...e, createdAt: iso(e.createdAt) })) };
}

// ---------------------------------------------------------------- mock tests

export async function listAdminMocks(db: Db, filter: AdminListFilter & { categoryId?: number; kind?: 'test' | 'practice' }): Promise<Paginated<AdminMockRow>> {
  const where = and(
    filter.kind ? eq(mockTests.kind, filter.kind) : undefined,
    filter.search ? or(ilike(mockTests.name, contains(filter.search)), ilike(mockTests.slug, contains(filter.search))) : undefined,
    filter.categoryId ? eq(mockTests.categoryId, filter.categoryId) : undefined,
  ) as SQL | undefined;
  return pageOf(
    db.select({ total: count() }).from(mockTests).where(where),
    db
      .select({
        id: mockTests.id,
        slug: mockTests.slug,
        name: mockTests.name,
        category_id: mockTests.categoryId,
        category_name: mockCategories.name,
        timer: mockTests.timerMinutes,
        negative_marks: mockTests.negativeMarks,
        question_count: sql<number>`(select count(*) from ${questions} where ${questions.mockTestId} = ${mockTests.id})`.mapWith(Number),
        status: mockTests.status,
        attempts: submittedAttempts,
        updatedAt: mockTests.updatedAt,
        pyqExam: mockTests.pyqExam,
        pyqYear: mockTests.pyqYear,
        pyqDate: mockTests.pyqDate,
        pyqShift: mockTests.pyqShift,
        kind: mockTests.kind,
        ...practiceColumns,
      })
      .from(mockTests)
      .innerJoin(mockCategories, eq(mockTests.categoryId, mockCategories.id))
      .where(where)
      .orderBy(desc(mockTests.createdAt), desc(mockTests.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .then((rows) =>
        rows.map(({ pyqExam, pyqYear, pyqDate, pyqShift, practiceSubject, practiceSubjectHi, practiceTopic, practiceTopicHi, ...r }) => ({
          ...r,
          practice: practiceOf({ practiceSubject, practiceSubjectHi, practiceTopic, practiceTopicHi }),
          updatedAt: iso(r.updatedAt),
          pyq: pyqExam && pyqYear ? { exam: pyqExam, year: pyqYear, date: pyqDate, shift: pyqShift } : null,
        })),
      ),
    filter,
  );
}

/** A practice set's place (issue 30), as the dashboard, the export and the import carry it. */
export const practiceColumns = {
  practiceSubject: mockTests.practiceSubject,
  practiceSubjectHi: mockTests.practiceSubjectHi,
  practiceTopic: mockTests.practiceTopic,
  practiceTopicHi: mockTests.practiceTopicHi,
};
export const practiceOf = (r: { practiceSubject: string | null; practiceSubjectHi: string | null; practiceTopic: string | null; practiceTopicHi: string | null }) =>
  r.practiceSubject && r.practiceTopic ? { subject: r.practiceSubject, subjectHi: r.practiceSubjectHi, topic: r.practiceTopic, topicHi: r.practiceTopicHi } : null;

/** Submitted attempts of a test (the dashboard's count; core/mock/paper.ts for what they fix). */
// Spelled out: drizzle writes columns in a select's sql bare, and a bare "id" would be the attempt's.
const submittedAttempts = sql<number>`(select count(*) from "mock_attempts" where "mock_attempts"."mock_test_id" = "mock_tests"."id" and "mock_attempts"."status" = 'submitted')`.mapWith(Number);

/** A test with its sections, questions, answers and explanations in the shape PUT /mocks/{id} takes (with ids). */
export async function getAdminMock(db: Db, id: number): Promise<AdminMock | null> {
  const [test] = await db
    .select({
      id: mockTests.id,
      slug: mockTests.slug,
      name: mockTests.name,
      description: mockTests.description,
      category_id: mockTests.categoryId,
      timer: mockTests.timerMinutes,
      negative_marks: mockTests.negativeMarks,
      instructions: mockTests.instructions,
      instructions_hi: mockTests.instructionsHi,
      calculator: mockTests.calculator,
      status: mockTests.status,
      attempts: submittedAttempts,
      updatedAt: mockTests.updatedAt,
    })
    .from(mockTests)
    .where(eq(mockTests.id, id));
  if (!test) return null;
  const [sections, rows] = await Promise.all([
    db.select().from(mockSections).where(eq(mockSections.mockTestId, id)).orderBy(asc(mockSections.position)),
    db.select().from(questions).where(eq(questions.mockTestId, id)).orderBy(asc(questions.position)),
  ]);
  return {
    ...test,
    updatedAt: iso(test.updatedAt),
    ...(sections.length
      ? {
          sections: sections.map((s) => ({
            id: s.id,
            name: s.name,
            ...(s.nameHi ? { name_hi: s.nameHi } : {}),
            question_count: rows.filter((q) => q.sectionId === s.id).length,
            time_limit: s.timeLimitMinutes,
            locked: s.locked,
            marks_correct: s.marksCorrect,
            marks_wrong: s.marksWrong,
          })),
        }
      : {}),
    questions: rows.map((q) => ({
      id: q.id,
      question: q.text,
      options: q.options,
      correct: q.correctIndex,
      explanations: q.explanations,
      ...(q.textHi !== null ? { question_hi: q.textHi, options_hi: q.optionsHi ?? [], explanations_hi: q.explanationsHi ?? [] } : {}),
      ...(q.topic ? { topic: q.topic } : {}),
    })),
  };
}

/** A test's practice place (issue 30; null: a test), for the export: GET /admin/mocks/{id} stays the PUT's shape. */
export async function practicePlaceOf(db: Db, id: number) {
  const [row] = await db.select(practiceColumns).from(mockTests).where(eq(mockTests.id, id));
  return row ? practiceOf(row) : null;
}
