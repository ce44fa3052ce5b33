import { asc, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, categories, series } from '../schema';
import { articleSummaryColumns, toArticleSummary } from './content';
import { iso } from './paging';
import type { Series, SeriesWithArticles } from '#core/schemas/responses/content.ts';

const seriesColumns = {
  id: series.id,
  name: series.name,
  slug: series.slug,
  description: series.description,
  createdAt: series.createdAt,
  updatedAt: series.updatedAt,
  articleCount: count(articles.id),
  lastArticleUpdate: max(articles.updatedAt),
};

type SeriesRow = { id: number; name: string; slug: string; description: string; createdAt: Date; updatedAt: Date; articleCount: number; lastArticleUpdate: Date | null };

function toSeries(r: SeriesRow): Series {
  const latest = r.lastArticleUpdate && new Date(r.lastArticleUpdate) > new Date(r.updatedAt) ? r.lastArticleUpdate : r.updatedAt;
  return {
    _id: String(r.id),
    name: r.name,
    slug: r.slug,
    description: r.description,
    articleCount: r.articleCount,
    createdAt: iso(r.createdAt),
    updatedAt: iso(latest),
  };
}

export async function listSeries(db: Db): Promise<Series[]> {
  const rows = await db
    .select(seriesColumns)
    .from(series)
    .leftJoin(articles, eq(articles.seriesId, series.id))
    .groupBy(series.id)
    .orderBy(desc(series.createdAt), asc(series.id));
  return rows.map(toSeries);
}

export async function getSeriesBySlug(db: Db, slug: string): Promise<SeriesWithArticles | null> {
  const [row] = await db
    .select(seriesColumns)
    .from(series)
    .leftJoin(articles, eq(articles.seriesId, series.id))
    .where(eq(series.slug, slug))
    .groupBy(series.id);
  if (!row) return null;
  const members = await db
    .select({ ...articleSummaryColumns, seriesOrder: articles.seriesOrder })
    .from(articles)
    .innerJoin(categories, eq(articles.categoryId, categories.id))
    .where(eq(articles.seriesId, row.id))
    .orderBy(sql`${articles.seriesOrder} asc nulls last`, asc(articles.id));
  return { ...toSeries(row), articles: members.map((m) => ({ ...toArticleSummary(m), seriesOrder: m.seriesOrder })) };
}
