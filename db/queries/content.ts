/**
 * Blog reads: categories, article listings, single articles, full-text search.
 * Used by the API (api/_app/routes) and by the pages at build time.
 */
import { seriesPosition } from '#core/series.ts';
import { DEFAULT_LOCALE, type Locale } from '#core/i18n/locales.ts';
import { LOOSE_FROM, LOOSE_TO, looseDevanagari, sqlUnicodeLiteral } from '#core/search/devanagari.ts';
import { and, count, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { articles, categories, series } from '../schema';
import { iso, paginate, type PageRequest } from './paging';
import { rowsOf } from './rows';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { Article, ArticleSummary, Category, SeriesRef, TranslationRef } from '#core/schemas/responses/content.ts';

export const EXCERPT_SOURCE_CHARS = 300;

/** Reads that list articles take the language they list (issue 27); English when omitted. */
export interface LangOption {
  lang?: Locale;
}

/** Articles of a language (default English). */
export const inLang = (lang: Locale | undefined) => eq(articles.lang, lang ?? DEFAULT_LOCALE);

/**
 * The other-language version of the article as 'lang:slug': its original when
 * it is a translation, else its translation (indexed both ways: the primary
 * key and articles_translation_idx). Ordered by `lang`, the index's second
 * column: with `order by t.id limit 1` Postgres walked the primary key and
 * filtered, a whole-table scan per article without a translation (a 50,000-
 * article build spent minutes in this one statement).
 */
const translationColumn = sql<string | null>`coalesce(
  (select o.lang || ':' || o.slug from articles o where o.id = ${articles.translationOf}),
  (select t.lang || ':' || t.slug from articles t where t.translation_of = ${articles.id} order by t.lang limit 1))`;

function toTranslationRef(value: string | null): TranslationRef | null {
  if (!value) return null;
  const at = value.indexOf(':');
  return { lang: value.slice(0, at) as Locale, slug: value.slice(at + 1) };
}

/** Columns of an article summary (joins categories). */
export const articleSummaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  excerpt: sql<string>`left(${articles.excerptSource}, ${sql.raw(String(EXCERPT_SOURCE_CHARS))})`,
  wordCount: sql<number>`coalesce(${articles.wordCount}, 0)`.mapWith(Number),
  category: categories.name,
  createdAt: articles.createdAt,
  updatedAt: articles.updatedAt,
  visits: articles.visits,
  isSeries: articles.isSeries,
  lang: articles.lang,
  translation: translationColumn,
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
  lang: Locale;
  translation: string | null;
};

export function toArticleSummary(row: SummaryRow): ArticleSummary {
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
    lang: row.lang,
    translation: toTranslationRef(row.translation),
  };
}

// ---------------------------------------------------------------- categories

/** Every category, with its number of articles in the language (English by default). */
export async function listCategories(db: Db, options: LangOption = {}): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameHi: categories.nameHi,
      createdAt: categories.createdAt,
      updatedAt: categories.updatedAt,
      articleCount: count(articles.id),
      lastArticleUpdate: max(articles.updatedAt),
    })
    .from(categories)
    .leftJoin(articles, and(eq(articles.categoryId, categories.id), inLang(options.lang)))
    .groupBy(categories.id)
    .orderBy(desc(count(articles.id)), categories.name);
  return rows.map((r) => ({
    _id: String(r.id),
    name: r.name,
    name_hi: r.nameHi,
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

export interface ArticleListFilter extends PageRequest, LangOption {
  /** Category name (as shown), not id. */
  category?: string;
}

export async function listArticles(db: Db, filter: ArticleListFilter): Promise<Paginated<ArticleSummary>> {
  const where = and(inLang(filter.lang), filter.category ? eq(categories.name, filter.category) : undefined);
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

/** An article summary without its excerpt, which is most of a summary's bytes. */
export type ArticleIndexEntry = Omit<ArticleSummary, 'postExcerpt'>;

const { excerpt: _excerpt, ...articleIndexColumns } = articleSummaryColumns;

/**
 * Every article, newest first, without excerpts: what the build lists every
 * article by (listings' order, sitemaps, series navigation). At 50,000
 * articles it reads in a quarter of the time the summaries with excerpts
 * take; `articleExcerpts` adds the excerpts where pages show them.
 */
export async function allArticleIndex(db: Db, options: LangOption = {}): Promise<ArticleIndexEntry[]> {
  const rows = await db
    .select(articleIndexColumns)
    .from(articles)
    .innerJoin(categories, eq(articles.categoryId, categories.id))
    .where(inLang(options.lang))
    .orderBy(desc(articles.createdAt), desc(articles.id));
  return rows.map((row) => {
    const { postExcerpt: _none, ...entry } = toArticleSummary({ ...row, excerpt: '' });
    return entry;
  });
}

/** The excerpts (as summaries carry them) of some articles, or of every article when `ids` is omitted, by id. */
export async function articleExcerpts(db: Db, ids?: number[]): Promise<Map<number, string>> {
  if (ids && !ids.length) return new Map();
  const rows = await db
    .select({ id: articles.id, excerpt: articleSummaryColumns.excerpt })
    .from(articles)
    .where(ids ? inArray(articles.id, ids) : undefined);
  return new Map(rows.map((r) => [r.id, r.excerpt]));
}

// ---------------------------------------------------------------- single article

export async function getArticleBySlug(db: Db, slug: string): Promise<Article | null> {
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
    seriesInfo: row.seriesId ? await seriesRef(db, row.seriesId, row.id, row.lang) : null,
  };
}

/** An article's place among its series' parts in its own language (a series' Hindi parts are a sequence of their own). */
async function seriesRef(db: Db, seriesId: number, articleId: number, lang: Locale): Promise<SeriesRef | null> {
  const [s] = await db.select().from(series).where(eq(series.id, seriesId));
  if (!s) return null;
  const members = await db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, order: articles.seriesOrder })
    .from(articles)
    .where(and(eq(articles.seriesId, seriesId), inLang(lang)))
    .orderBy(sql`${articles.seriesOrder} asc nulls last`, articles.id);
  return { _id: String(s.id), name: s.name, name_hi: s.nameHi, slug: s.slug, ...seriesPosition(members, members.findIndex((m) => m.id === articleId)) };
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

/** Visits of the given articles (slug → visits; unknown slugs are left out). */
export async function visitCounts(db: Db, slugs: readonly string[]): Promise<Record<string, number>> {
  if (!slugs.length) return {};
  const rows = await db.select({ slug: articles.slug, n: articles.visits }).from(articles).where(inArray(articles.slug, [...slugs]));
  return Object.fromEntries(rows.map((r) => [r.slug, r.n ?? 0]));
}

/** Adds many visit counts in one statement (slug → visits); unknown slugs are ignored. */
export async function countVisits(db: Db, counts: ReadonlyMap<string, number>): Promise<void> {
  if (!counts.size) return;
  const rows = sql.join(
    [...counts].map(([slug, n]) => sql`(${slug}::text, ${n}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${articles} set visits = ${articles.visits} + v.n from (values ${rows}) as v(slug, n) where ${articles.slug} = v.slug`,
  );
}

// ---------------------------------------------------------------- search

const MAX_TERMS = 8;
/** Matches ranked by ts_rank per search; beyond them the order is title match, then newest. */
export const RANKED_CANDIDATES = 100;

/** Letter/digit terms of a query, lower-cased, one-character terms left out (they would match nearly everything). */
function searchTerms(input: string): string[] {
  return (
    input
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{M}\p{N}]+/gu)
      ?.filter((t) => t.length > 1)
      .slice(0, MAX_TERMS)
      .map((t) => t.slice(0, 40)) ?? []
  );
}

/**
 * A prefix query from what the user typed so far ("upsc sylla" →
 * 'upsc:* & sylla:*'), so suggestions match while typing. Only letters and
 * digits survive, so the result is always valid to_tsquery input.
 */
export function prefixTsQuery(input: string): string | null {
  const terms = searchTerms(input);
  return terms.length ? terms.map((t) => `${t}:*`).join(' & ') : null;
}

/** Quotes, a leading '-' or 'or': the user writes websearch syntax, so it is taken literally (no prefix matching). */
const usesOperators = (q: string) => /["]|(^|\s)-\S|\sor\s/i.test(q);

/** A search as the queries run it: its tsquery, whether the user wrote operators, and the language of the articles searched. */
export interface TextSearch {
  query: SQL;
  operators: boolean;
  lang: Locale;
}

/** The text-search configuration of a language's articles (the search vectors of db/schema.ts). */
export const TS_CONFIG: Record<Locale, string> = { en: 'english', hi: 'hindi' };

/** The loose Devanagari form of a text in SQL (core/search/devanagari.ts; as the Hindi search vectors build it). */
export const looseSqlOf = (text: SQL) => sql`translate(${text}, ${sql.raw(sqlUnicodeLiteral(LOOSE_FROM))}, ${sql.raw(sqlUnicodeLiteral(LOOSE_TO))})`;

/**
 * A search document of a name (weight A) and a body (B) in a language, as the
 * article vectors are built: in Hindi with the loose lexemes too (C, D), so a
 * TextSearch of that language matches it the same way.
 */
export function searchDocument(lang: Locale, name: SQL, body: SQL): SQL {
  const config = sql.raw(`'${TS_CONFIG[lang]}'`);
  const doc = sql`setweight(to_tsvector(${config}, ${name}), 'A') || setweight(to_tsvector(${config}, ${body}), 'B')`;
  if (lang !== 'hi') return doc;
  return sql`${doc} || setweight(to_tsvector('simple', ${looseSqlOf(name)}), 'C') || setweight(to_tsvector('simple', ${looseSqlOf(body)}), 'D')`;
}

/**
 * The tsquery of a search: websearch syntax taken literally, or every plain
 * word as a prefix; null when nothing is searchable. In Hindi it also matches
 * the loose Devanagari lexemes of the Hindi vectors (core/search/devanagari.ts):
 * "समनय जञन" finds "सामान्य ज्ञान".
 */
export function textSearchOf(q: string, lang: Locale = DEFAULT_LOCALE): TextSearch | null {
  const trimmed = q.trim();
  if (!searchTerms(trimmed).length) return null;
  const operators = usesOperators(trimmed);
  const config = sql.raw(`'${TS_CONFIG[lang]}'`);
  const query = operators ? sql`websearch_to_tsquery(${config}, ${trimmed})` : sql`to_tsquery(${config}, ${prefixTsQuery(trimmed)})`;
  if (lang !== 'hi') return { query, operators, lang };
  const loose = looseDevanagari(trimmed.normalize('NFKC'));
  const looseQuery = operators ? sql`websearch_to_tsquery('simple', ${loose})` : prefixTsQuery(loose) && sql`to_tsquery('simple', ${prefixTsQuery(loose)})`;
  return { query: looseQuery ? sql`(${query} || ${looseQuery})` : query, operators, lang };
}

/** The page's article ids in order, with the total number of matches. */
/** The condition beyond the match: the search's language, and the category when one is given. */
function articleScope(search: TextSearch, categoryId: number | undefined): SQL {
  const inCategory = categoryId === undefined ? sql`` : sql` and ${articles.categoryId} = ${categoryId}`;
  return sql` and ${articles.lang} = ${search.lang}${inCategory}`;
}

function rankedIdsQuery(search: TextSearch, categoryId: number | undefined, limit: number, offset: number): SQL {
  const { query } = search;
  const inCategory = articleScope(search, categoryId);
  // Every match, with the narrow columns the order needs (all inline in the row).
  const matches = sql`from ${articles} where ${articles.searchVector} @@ ${query}${inCategory}`;
  const rank = sql`(select ts_rank(${articles.searchVector}, ${query}) from ${articles} where ${articles.id} = c.id)`;
  if (offset + limit <= RANKED_CANDIDATES) {
    // First pages (the usual case). The candidates are the newest title matches
    // (from the title index) and, only when there are fewer than
    // RANKED_CANDIDATES of those, the newest other matches: no per-match work
    // beyond collecting ids and dates. (With operators a title can match while
    // the article does not, e.g. `"answer writing" -prelims`, hence the check.)
    const titleMatchesArticle = search.operators ? sql` and ${articles.searchVector} @@ ${query}` : sql``;
    return sql`with titled as materialized (
        select ${articles.id} as id, ${articles.createdAt} as created_at
        from ${articles} where ${articles.titleVector} @@ ${query}${titleMatchesArticle}${inCategory}
        order by created_at desc, id desc limit ${RANKED_CANDIDATES}
      ), hits as materialized (
        select ${articles.id} as id, ${articles.createdAt} as created_at ${matches}
      ), candidates as (
        select id, created_at, true as title_hit from titled
        union all
        (select id, created_at, false from hits
         where (select count(*) from titled) < ${RANKED_CANDIDATES} and id not in (select id from titled)
         order by created_at desc, id desc limit ${RANKED_CANDIDATES})
      )
      select c.id, (select count(*) from hits) as total from candidates c
      order by c.title_hit desc, ${rank} desc, c.created_at desc, c.id desc
      limit ${limit} offset ${offset}`;
  }
  // Deeper pages: the same total order over every match.
  return sql`with hits as materialized (
        select ${articles.id} as id, ${articles.createdAt} as created_at, ${articles.titleVector} @@ ${query} as title_hit ${matches}
      ), ordered as (
        select id, created_at, title_hit, row_number() over (order by title_hit desc, created_at desc, id desc) as pos from hits
      )
      select c.id, (select count(*) from hits) as total from ordered c
      order by c.pos <= ${RANKED_CANDIDATES} desc, c.title_hit desc,
               case when c.pos <= ${RANKED_CANDIDATES} then ${rank} end desc nulls last,
               c.created_at desc, c.id desc
      limit ${limit} offset ${offset}`;
}

export interface SearchFilter extends LangOption {
  /** Category name as shown (e.g. "UPSC"); an unknown name matches nothing. */
  category?: string;
}

/**
 * Ranked full-text search: title matches first, then by rank, then newest.
 *
 * Built to stay fast on a large table where a common prefix matches most rows:
 * - The match runs as a bitmap scan of the GIN index. The planner tends to
 *   prefer a sequential scan for broad matches, which must decompress every
 *   row's search_vector; `enable_seqscan = off` (and `jit = off`) for this
 *   one transaction avoids that.
 * - Title matches come from their own index on `title_vector`; the other
 *   matches are collected as (id, date) from narrow rows (migration 0002 keeps
 *   the long columns out of line), so a broad match costs little per row.
 * - Only the first RANKED_CANDIDATES matches in that order get a ts_rank, which
 *   is what reads the large search_vector. The order is total, so pages are
 *   stable; pages within those candidates (the usual case) need only top-N sorts.
 * - Summary columns (excerpt, word count) are read for the page's rows only.
 */
export async function searchArticles(db: Db, q: string, page: PageRequest, filter: SearchFilter = {}): Promise<Paginated<ArticleSummary>> {
  const search = textSearchOf(q, filter.lang);
  const none = { data: [], pagination: paginate(0, page.page, page.limit) };
  if (!search) return none;
  let categoryId: number | undefined;
  if (filter.category) {
    const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.name, filter.category));
    if (!found) return none;
    categoryId = found.id;
  }
  const { ids, total } = await db.transaction((tx) => rankedArticleIds(tx, search, categoryId, page.limit, (page.page - 1) * page.limit, true));
  const rows = ids.length
    ? await db.select(articleSummaryColumns).from(articles).innerJoin(categories, eq(articles.categoryId, categories.id)).where(inArray(articles.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const data = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toArticleSummary(row)] : [];
  });
  return { data, pagination: paginate(total, page.page, page.limit) };
}

/**
 * One page of matching article ids in the ranked order, and the number of
 * matches (counted only when `countTotal`). Runs inside a transaction: it turns
 * sequential scans and JIT off for it (see searchArticles).
 */
export async function rankedArticleIds(
  tx: Pick<Db, 'execute'>,
  search: TextSearch,
  categoryId: number | undefined,
  limit: number,
  offset: number,
  countTotal: boolean,
): Promise<{ ids: number[]; total: number }> {
  // One round trip for both settings, for this transaction only. (With seq scans
  // disabled a plan that still needs one is costed in the billions, which would
  // otherwise trigger JIT compilation: hundreds of milliseconds.)
  await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
  const result = await tx.execute(rankedIdsQuery(search, categoryId, limit, offset));
  const ranked = rowsOf<{ id: number; total: number | string }>(result);
  let total = Number(ranked[0]?.total ?? 0);
  if (countTotal && !ranked.length && offset > 0) {
    // Past the last page: no row carried the total.
    const inCategory = articleScope(search, categoryId);
    const counted = await tx.execute(sql`select count(*) as total from ${articles} where ${articles.searchVector} @@ ${search.query}${inCategory}`);
    total = Number(rowsOf<{ total: number | string }>(counted)[0]?.total ?? 0);
  }
  return { ids: ranked.map((r) => Number(r.id)), total };
}
