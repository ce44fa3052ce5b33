/**
 * Blog reads: categories, article listings, single articles, full-text search.
 * Used by the API (api/_app/routes) and by the pages at build time.
 */
import { and, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, categories, series } from '../schema';
import { iso, paginate, type PageRequest } from './paging';
import type { ArticleDto, ArticleSummaryDto, CategoryDto, Paginated, SeriesRefDto } from './types';

export const EXCERPT_SOURCE_CHARS = 300;

/** Columns of an article summary (joins categories). */
export const articleSummaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: sql<string>`left(${articles.excerptSource}, ${sql.raw(String(EXCERPT_SOURCE_CHARS))})`,
  wordCount: sql<number>`coalesce(array_length(regexp_split_to_array(nullif(btrim(${articles.excerptSource}), ''), '\\s+'), 1), 0)`.mapWith(Number),
  category: categories.name,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  visits: articles.visits,
  isSeries: articles.isSeries,
};

type SummaryRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  wordCount: number;
  category: string;
  createdAt: Date;
  updatedAt: Date;
  visits: number;
  isSeries: boolean;
};

export function toArticleSummary(row: SummaryRow): ArticleSummaryDto {
  return {
    _id: String(row.id),
    postId: row.id,
    postSlug: row.slug,
    postTitle: row.title,
    postExcerpt: row.excerpt,
    postCategory: row.category,
    postDateCreated: iso(row.createdAt),
    postDateUpdated: iso(row.updatedAt),
    visits: row.visits ?? 0,
    series: row.isSeries,
    wordCount: row.wordCount,
  };
}

// ---------------------------------------------------------------- categories

export async function listCategories(db: Db): Promise<CategoryDto[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
      articleCount: count(articles.id),
      lastArticleUpdate: max(articles.updatedAt),
    })
    .from(categories)
    .leftJoin(articles, eq(articles.categoryId, categories.id))
    .groupBy(categories.id)
    .orderBy(desc(count(articles.id)), categories.name);
  return rows.map((r) => ({
    _id: String(r.id),
    name: r.name,
    createdAt: iso(r.createdAt),
    articleCount: r.articleCount,
    updatedAt: iso(r.lastArticleUpdate && r.lastArticleUpdate > r.updatedAt ? r.lastArticleUpdate : r.updatedAt),
  }));
}

export async function getCategoryByName(db: Db, name: string) {
  const [row] = await db.select().from(categories).where(eq(categories.name, name));
  return row ?? null;
}

// ---------------------------------------------------------------- listings

export interface ArticleListFilter extends PageRequest {
  /** Category name (as shown), not id. */
  category?: string;
}

export async function listArticles(db: Db, filter: ArticleListFilter): Promise<Paginated<ArticleSummaryDto>> {
  const where = filter.category ? eq(categories.name, filter.category) : undefined;
  const [{ total }] = await db
    .select({ total: count() })
    .from(articles)
    .innerJoin(categories, eq(articles.categoryId, categories.id))
    .where(where);
  const rows = await db
    .select(articleSummaryColumns)
    .from(articles)
    .innerJoin(categories, eq(articles.categoryId, categories.id))
    .where(where)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { data: rows.map(toArticleSummary), pagination: paginate(total, filter.page, filter.limit) };
}

/** Every article summary, newest first (build-time listings and sitemaps). */
export async function allArticleSummaries(db: Db): Promise<ArticleSummaryDto[]> {
  const rows = await db
    .select(articleSummaryColumns)
    .from(articles)
    .innerJoin(categories, eq(articles.categoryId, categories.id))
    .orderBy(desc(articles.createdAt), desc(articles.id));
  return rows.map(toArticleSummary);
}

// ---------------------------------------------------------------- single article

export async function getArticleBySlug(db: Db, slug: string): Promise<ArticleDto | null> {
  const [row] = await db
    .select({
      ...articleSummaryColumns,
      content: articles.contentHtml,
      seriesId: articles.seriesId,
      seriesOrder: articles.seriesOrder,
    })
    .from(articles)
    .innerJoin(categories, eq(articles.categoryId, categories.id))
    .where(eq(articles.slug, slug));
  if (!row) return null;
  return {
    ...toArticleSummary(row),
    postContent: row.content,
    seriesInfo: row.seriesId ? await seriesRef(db, row.seriesId, row.id) : null,
  };
}

async function seriesRef(db: Db, seriesId: number, articleId: number): Promise<SeriesRefDto | null> {
  const [s] = await db.select().from(series).where(eq(series.id, seriesId));
  if (!s) return null;
  const members = await db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, order: articles.seriesOrder })
    .from(articles)
    .where(eq(articles.seriesId, seriesId))
    .orderBy(sql`${articles.seriesOrder} asc nulls last`, articles.id);
  const at = members.findIndex((m) => m.id === articleId);
  const link = (m?: (typeof members)[number]) => (m ? { postSlug: m.slug, postTitle: m.title } : null);
  return {
    _id: String(s.id),
    name: s.name,
    slug: s.slug,
    order: at >= 0 ? (members[at].order ?? at + 1) : null,
    total: members.length,
    previous: at > 0 ? link(members[at - 1]) : null,
    next: at >= 0 ? link(members[at + 1]) : null,
  };
}

/** Counts one visit. Returns false when the article does not exist. */
export async function countVisit(db: Db, slug: string): Promise<boolean> {
  const rows = await db
    .update(articles)
    .set({ visits: sql`${articles.visits} + 1` })
    .where(eq(articles.slug, slug))
    .returning({ id: articles.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- search

const MAX_TERMS = 8;

/**
 * A prefix query from what the user typed so far ("upsc sylla" →
 * 'upsc:* & sylla:*'), so suggestions match while typing. Only letters and
 * digits survive, so the result is always valid to_tsquery input.
 */
export function prefixTsQuery(input: string): string | null {
  const terms = input
    .toLowerCase()
    .normalize('NFKC')
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, MAX_TERMS)
    .map((t) => t.slice(0, 40));
  return terms?.length ? terms.map((t) => `${t}:*`).join(' & ') : null;
}

function searchCondition(q: string): { where: SQL; rank: SQL<number>; titleHit: SQL<boolean> } | null {
  const prefix = prefixTsQuery(q);
  if (!prefix) return null;
  const web = sql`websearch_to_tsquery('english', ${q})`;
  const pre = sql`to_tsquery('english', ${prefix})`;
  return {
    where: sql`(${articles.searchVector} @@ ${web} or ${articles.searchVector} @@ ${pre})`,
    rank: sql<number>`greatest(ts_rank_cd(${articles.searchVector}, ${web}), ts_rank_cd(${articles.searchVector}, ${pre}))`,
    titleHit: sql<boolean>`(to_tsvector('english', ${articles.title}) @@ ${pre})`,
  };
}

/** Ranked full-text search: title matches first, then by rank, then newest. */
export async function searchArticles(db: Db, q: string, page: PageRequest): Promise<Paginated<ArticleSummaryDto>> {
  const cond = searchCondition(q.trim());
  if (!cond) return { data: [], pagination: paginate(0, page.page, page.limit) };
  const [{ total }] = await db.select({ total: count() }).from(articles).where(cond.where);
  const rows = await db
    .select(articleSummaryColumns)
    .from(articles)
    .innerJoin(categories, eq(articles.categoryId, categories.id))
    .where(and(cond.where))
    .orderBy(desc(cond.titleHit), desc(cond.rank), desc(articles.createdAt), desc(articles.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { data: rows.map(toArticleSummary), pagination: paginate(total, page.page, page.limit) };
}
