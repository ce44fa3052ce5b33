/**
 * A signed-in user's progress: articles read, series progress and mock-test
 * attempts. Every function takes the user's uid and only ever reads or writes
 * that user's rows; the API passes the uid of the verified token, never one
 * from the request.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { resultsOut } from './live-tests';
import { articleReads, articles, categories, mockAttempts, mockTests, series, seriesProgress } from '../schema';
import { iso, paginate, type PageRequest } from './paging';
import type { Paginated } from '#core/schemas/responses/common.ts';
import { accuracyOf, averageMarksPercent, bestMarksPercent, marksPercent } from '#core/mock/marks.ts';
import type { MarkReadResult, MockAttempt, ProgressStats, ProgressSummary, ReadArticle, SeriesProgress } from '#core/schemas/responses/progress.ts';

// ---------------------------------------------------------------- writes

/** Records that the user read an article (idempotent; the read time moves to now) and advances its series. Null for an unknown article. */
export async function markArticleRead(db: Db, uid: string, target: { articleId?: number; slug?: string }, now: Date): Promise<MarkReadResult | null> {
  const where = target.articleId !== undefined ? eq(articles.id, target.articleId) : target.slug !== undefined ? eq(articles.slug, target.slug) : undefined;
  if (!where) return null;
  const [article] = await db.select({ id: articles.id, seriesId: articles.seriesId }).from(articles).where(where);
  if (!article) return null;
  await db
    .insert(articleReads)
    .values({ userUid: uid, articleId: article.id, readAt: now })
    .onConflictDoUpdate({ target: [articleReads.userUid, articleReads.articleId], set: { readAt: now } });
  if (article.seriesId !== null) {
    await db
      .insert(seriesProgress)
      .values({ userUid: uid, seriesId: article.seriesId, lastArticleId: article.id, updatedAt: now })
      .onConflictDoUpdate({ target: [seriesProgress.userUid, seriesProgress.seriesId], set: { lastArticleId: article.id, updatedAt: now } });
  }
  const [read] = await readArticlesQuery(db, uid).where(and(eq(articleReads.userUid, uid), eq(articleReads.articleId, article.id)));
  const seriesRow = article.seriesId !== null ? (await listSeriesProgress(db, uid, article.seriesId))[0] ?? null : null;
  return { article: toRead(read), series: seriesRow };
}

// ---------------------------------------------------------------- reads

function readArticlesQuery(db: Db, uid: string) {
  return db
    .select({
      articleId: articles.id,
      postSlug: articles.slug,
      postTitle: articles.title,
      postCategory: categories.name,
      seriesSlug: series.slug,
      readAt: articleReads.readAt,
    })
    .from(articleReads)
    .innerJoin(articles, eq(articles.id, articleReads.articleId))
    .innerJoin(categories, eq(categories.id, articles.categoryId))
    .leftJoin(series, eq(series.id, articles.seriesId))
    .$dynamic()
    .where(eq(articleReads.userUid, uid));
}

type ReadRow = { articleId: number; postSlug: string; postTitle: string; postCategory: string; seriesSlug: string | null; readAt: Date };
const toRead = (r: ReadRow): ReadArticle => ({ ...r, readAt: iso(r.readAt) });

export async function listReadArticles(db: Db, uid: string, page: PageRequest): Promise<Paginated<ReadArticle>> {
  const [{ total }] = await db.select({ total: count() }).from(articleReads).where(eq(articleReads.userUid, uid));
  const rows = await readArticlesQuery(db, uid)
    .orderBy(desc(articleReads.readAt), desc(articleReads.articleId))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { data: rows.map(toRead), pagination: paginate(total, page.page, page.limit) };
}

/** The user's progress in every series they started (or one series), most recently advanced first. */
export async function listSeriesProgress(db: Db, uid: string, seriesId?: number): Promise<SeriesProgress[]> {
  const articleCount = sql<number>`(select count(*) from ${articles} where ${articles.seriesId} = ${series.id})`.mapWith(Number);
  const readCount = sql<number>`(select count(*) from ${articleReads} join ${articles} on ${articles.id} = ${articleReads.articleId}
      where ${articles.seriesId} = ${series.id} and ${articleReads.userUid} = ${uid})`.mapWith(Number);
  const rows = await db
    .select({
      seriesId: series.id,
      slug: series.slug,
      name: series.name,
      articleCount,
      readCount,
      lastSlug: articles.slug,
      lastTitle: articles.title,
      updatedAt: seriesProgress.updatedAt,
    })
    .from(seriesProgress)
    .innerJoin(series, eq(series.id, seriesProgress.seriesId))
    .leftJoin(articles, eq(articles.id, seriesProgress.lastArticleId))
    .where(seriesId === undefined ? eq(seriesProgress.userUid, uid) : and(eq(seriesProgress.userUid, uid), eq(seriesProgress.seriesId, seriesId)))
    .orderBy(desc(seriesProgress.updatedAt), asc(series.id));
  if (rows.length === 0) return [];

  // First unread article of each of these series, in series order.
  const next = await db
    .selectDistinctOn([articles.seriesId], { seriesId: articles.seriesId, postSlug: articles.slug, postTitle: articles.title })
    .from(articles)
    .where(
      and(
        sql`${articles.seriesId} in (${sql.join(
          rows.map((r) => sql`${r.seriesId}`),
          sql`, `,
        )})`,
        sql`not exists (select 1 from ${articleReads} where ${articleReads.articleId} = ${articles.id} and ${articleReads.userUid} = ${uid})`,
      ),
    )
    .orderBy(articles.seriesId, sql`${articles.seriesOrder} asc nulls last`, asc(articles.id));
  const nextBySeries = new Map(next.map((n) => [n.seriesId, { postSlug: n.postSlug, postTitle: n.postTitle }]));

  return rows.map((r) => ({
    seriesId: r.seriesId,
    slug: r.slug,
    name: r.name,
    articleCount: r.articleCount,
    readCount: r.readCount,
    percent: r.articleCount ? Math.round((Math.min(r.readCount, r.articleCount) / r.articleCount) * 100) : 0,
    completed: r.articleCount > 0 && r.readCount >= r.articleCount,
    lastArticle: r.lastSlug && r.lastTitle ? { postSlug: r.lastSlug, postTitle: r.lastTitle } : null,
    nextArticle: nextBySeries.get(r.seriesId) ?? null,
    updatedAt: iso(r.updatedAt),
  }));
}

/**
 * An attempt's highest score: the stored result's, else (an attempt stored
 * before results kept it) one mark per question.
 */
export const maxScoreOf = (result: unknown, questions: number): number => (result as { max_score?: number } | null)?.max_score ?? questions;

/** The user's mock-test attempts, newest first (optionally of one test). */
export async function listMockAttempts(
  db: Db,
  uid: string,
  page: PageRequest,
  filter: { mockSlug?: string } = {},
  now: Date = new Date(),
): Promise<Paginated<MockAttempt>> {
  // Submitted attempts only (a started one has no figures yet), and a live test's only from its results time.
  const mine = and(eq(mockAttempts.userUid, uid), eq(mockAttempts.status, 'submitted'), resultsOut(now));
  const where = filter.mockSlug ? and(mine, eq(mockTests.slug, filter.mockSlug)) : mine;
  const [{ total }] = await db.select({ total: count() }).from(mockAttempts).innerJoin(mockTests, eq(mockTests.id, mockAttempts.mockTestId)).where(where);
  const rows = await db
    .select({
      id: mockAttempts.id,
      clientAttemptId: mockAttempts.clientAttemptId,
      mockId: mockTests.id,
      mockSlug: mockTests.slug,
      mockName: mockTests.name,
      correct: mockAttempts.correct,
      wrong: mockAttempts.wrong,
      unanswered: mockAttempts.unanswered,
      score: mockAttempts.score,
      percentage: mockAttempts.percentage,
      timeTakenSeconds: mockAttempts.timeTakenSeconds,
      startedAt: mockAttempts.startedAt,
      submittedAt: mockAttempts.submittedAt,
      publicId: mockAttempts.publicId,
      result: mockAttempts.result,
      late: mockAttempts.late,
      ranked: mockAttempts.ranked,
    })
    .from(mockAttempts)
    .innerJoin(mockTests, eq(mockTests.id, mockAttempts.mockTestId))
    .where(where)
    .orderBy(desc(mockAttempts.submittedAt), desc(mockAttempts.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return {
    data: rows.map(({ mockId, mockSlug, mockName, startedAt, submittedAt, publicId, result, ...r }) => {
      const correct = r.correct ?? 0;
      const total = correct + (r.wrong ?? 0) + (r.unanswered ?? 0);
      const marks = { score: r.score ?? 0, max_score: maxScoreOf(result, total) };
      return {
        ...r,
        clientAttemptId: r.clientAttemptId ?? publicId,
        correct,
        wrong: r.wrong ?? 0,
        unanswered: r.unanswered ?? 0,
        score: marks.score,
        scorePercent: marksPercent(marks),
        accuracy: accuracyOf(correct, correct + (r.wrong ?? 0)),
        percentage: r.percentage ?? 0,
        timeTakenSeconds: r.timeTakenSeconds ?? 0,
        mock: { id: mockId, slug: mockSlug, name: mockName },
        total,
        startedAt: iso(startedAt),
        submittedAt: iso(submittedAt),
        attemptId: publicId,
        max_score: marks.max_score,
      };
    }),
    pagination: paginate(total, page.page, page.limit),
  };
}

export async function progressStats(db: Db, uid: string, now: Date = new Date()): Promise<ProgressStats> {
  const [reads] = await db
    .select({ n: count(), last: sql<Date | null>`max(${articleReads.readAt})` })
    .from(articleReads)
    .where(eq(articleReads.userUid, uid));
  // Each attempt's marks, averaged by the one score definition (core/mock/marks.ts), not by SQL of its own.
  const rows = await db
    .select({
      score: mockAttempts.score,
      maxScore: sql<number | null>`(${mockAttempts.result} ->> 'max_score')::float8`.mapWith((v) => (v === null ? null : Number(v))),
      correct: mockAttempts.correct,
      wrong: mockAttempts.wrong,
      unanswered: mockAttempts.unanswered,
      submittedAt: mockAttempts.submittedAt,
    })
    .from(mockAttempts)
    .where(and(eq(mockAttempts.userUid, uid), eq(mockAttempts.status, 'submitted'), resultsOut(now)));
  const marks = rows.map((r) => ({
    score: r.score ?? 0,
    max_score: maxScoreOf(r.maxScore === null ? null : { max_score: r.maxScore }, (r.correct ?? 0) + (r.wrong ?? 0) + (r.unanswered ?? 0)),
  }));
  const correct = rows.reduce((n, r) => n + (r.correct ?? 0), 0);
  const attempted = rows.reduce((n, r) => n + (r.correct ?? 0) + (r.wrong ?? 0), 0);
  const lastAttempt = rows.reduce<number | null>((m, r) => (r.submittedAt ? Math.max(m ?? 0, new Date(r.submittedAt).getTime()) : m), null);
  const seriesRows = await listSeriesProgress(db, uid);
  const stamps = [reads.last ? new Date(reads.last).getTime() : null, lastAttempt].filter((t): t is number => t !== null);
  return {
    articlesRead: reads.n,
    seriesStarted: seriesRows.length,
    seriesCompleted: seriesRows.filter((s) => s.completed).length,
    mockAttempts: rows.length,
    averageScorePercent: averageMarksPercent(marks),
    bestScorePercent: bestMarksPercent(marks),
    averageAccuracy: rows.length ? accuracyOf(correct, attempted) : null,
    lastActivityAt: stamps.length ? new Date(Math.max(...stamps)).toISOString() : null,
  };
}

export async function progressSummary(db: Db, uid: string, now: Date = new Date()): Promise<ProgressSummary> {
  const [stats, reads, seriesRows, attempts] = await Promise.all([
    progressStats(db, uid, now),
    listReadArticles(db, uid, { page: 1, limit: 10 }),
    listSeriesProgress(db, uid),
    listMockAttempts(db, uid, { page: 1, limit: 10 }, {}, now),
  ]);
  return { stats, recentArticles: reads.data, series: seriesRows, recentMockAttempts: attempts.data };
}
