import { and, asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, categories, series } from '../schema';
import { articleSummaryColumns, inLang, toArticleSummary, type LangOption } from './content';
import { iso } from './paging';
import type { Series, SeriesWithArticles } from '#core/schemas/responses/content.ts';

const seriesColumns = {
  id: series.id,
  name: series.name,
  slug: series.slug,
  description: series.description,
  nameHi: series.nameHi,
  descriptionHi: series.descriptionHi,
  createdAt: series.createdAt,
  updatedAt: series.updatedAt,
  articleCount: count(articles.id),
  lastArticleUpdate: max(articles.updatedAt),
};

type SeriesRow = { id: number; name: string; slug: string; description: string; nameHi: string | null; descriptionHi: string | null; createdAt: Date; updatedAt: Date; articleCount: number; lastArticleUpdate: Date | null };

function toSeries(r: SeriesRow): Series {
  const latest = r.lastArticleUpdate && new Date(r.lastArticleUpdate) > new Date(r.updatedAt) ? r.lastArticleUpdate : r.updatedAt;
  return {
    _id: String(r.id),
    name: r.name,
    slug: r.slug,
    description: r.description,
    name_hi: r.nameHi,
    description_hi: r.descriptionHi,
    articleCount: r.articleCount,
    createdAt: iso(r.createdAt),
    updatedAt: iso(latest),
  };
}

/** Whether a series is listed in a language: it has parts in it, or (English) no parts at all yet. */
const listedIn = (options: LangOption) =>
  options.lang === 'hi'
    ? sql`count(${articles.id}) > 0`
    : sql`count(${articles.id}) > 0 or not exists (select 1 from ${articles} p where p.series_id = ${series.id})`;

/** The series of a language (English by default), each with its parts in that language counted and dated. */
export async function listSeries(db: Db, options: LangOption = {}): Promise<Series[]> {
  const rows = await db
    .select(seriesColumns)
    .from(series)
    .leftJoin(articles, and(eq(articles.seriesId, series.id), inLang(options.lang)))
    .groupBy(series.id)
    .having(listedIn(options))
    .orderBy(desc(series.createdAt), asc(series.id));
  return rows.map(toSeries);
}

/** A series with its parts in the language (English by default). */
export async function getSeriesBySlug(db: Db, slug: string, options: LangOption = {}): Promise<SeriesWithArticles | null> {
  const [row] = await db
    .select(seriesColumns)
    .from(series)
    .leftJoin(articles, and(eq(articles.seriesId, series.id), inLang(options.lang)))
    .where(eq(series.slug, slug))
    .groupBy(series.id);
  if (!row) return null;
  const members = await db
    .select({ ...articleSummaryColumns, seriesOrder: articles.seriesOrder })
    .from(articles)
    .innerJoin(categories, eq(articles.categoryId, categories.id))
    .where(and(eq(articles.seriesId, row.id), inLang(options.lang)))
    .orderBy(sql`${articles.seriesOrder} asc nulls last`, asc(articles.id));
  return { ...toSeries(row), articles: members.map((m) => ({ ...toArticleSummary(m), seriesOrder: m.seriesOrder })) };
}
