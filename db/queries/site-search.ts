/**
 * The whole site's search in the database (issue 19): what /search finds when
 * the site is too large for a Pagefind index — articles, series, published
 * mock tests and the resources page, the pages Pagefind would index
 * (src/integrations/pagefind.ts `searchablePages`).
 *
 * Order: series, mock tests and the resources page first (hubs, a few hundred
 * rows at most, matched and ranked without an index), then the articles in
 * /public/search's order (title matches first, then rank, then newest: the
 * GIN index, see searchArticles). Filters work as Pagefind's do: Type and
 * Category, and only articles carry a category (a category filter leaves
 * the other types out).
 */
import { sql, type SQL } from 'drizzle-orm';
import { formatDate } from '#core/format/dates.ts';
import { readingTimeFromWords } from '#core/format/text.ts';
import { minutesText, questionCountText } from '#core/mock/texts.ts';
import { HIT_END, HIT_START, highlightHtml } from '#core/search/highlight.ts';
import { articleUrl, mockTestUrl, seriesUrl } from '#core/urls.ts';
import type { SiteSearchFacets, SiteSearchHit, SiteSearchResults, SiteSearchType } from '#core/schemas/responses/site-search.ts';
import type { Db } from '../client';
import { rankedArticleIds, textSearchOf, type TextSearch } from './content';
import { paginate } from './paging';

export interface SiteSearchRequest {
  /** Type filter. */
  type?: SiteSearchType;
  /** Category filter (only articles have one). */
  category?: string;
  page: number;
  limit: number;
}

/** ts_headline's options: the marks highlightHtml turns into <mark>, a short passage around the best match. */
const HEADLINE = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=15, MaxFragments=1`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Search-result paths end in a slash, like Pagefind's. */
const pagePath = (path: string) => `${path}/`;

interface OtherHit extends SiteSearchHit {
  rank: number;
}

/** Series, published mock tests and the resources page that match, best first. */
async function otherHits(tx: Tx, query: SQL): Promise<OtherHit[]> {
  const seriesDoc = sql`setweight(to_tsvector('english', s.name), 'A') || setweight(to_tsvector('english', s.description), 'B')`;
  const testDoc = sql`setweight(to_tsvector('english', t.name), 'A') || setweight(to_tsvector('english', t.description), 'B')`;
  const bookDoc = sql`setweight(to_tsvector('english', b.title), 'A') || setweight(to_tsvector('english', b.author || ' ' || b.description), 'B')`;
  const [series, tests, books] = [
    rowsOf<{ slug: string; name: string; marked: string; parts: number; rank: number }>(
      await tx.execute(sql`select s.slug, s.name,
          ts_headline('english', case when s.description = '' then s.name else s.description end, ${query}, ${HEADLINE}) as marked,
          (select count(*)::int from articles a where a.series_id = s.id) as parts,
          ts_rank(${seriesDoc}, ${query}) as rank
        from series s where ${seriesDoc} @@ ${query}`),
    ),
    rowsOf<{ slug: string; name: string; marked: string; questions: number; timer: number; rank: number }>(
      await tx.execute(sql`select t.slug, t.name,
          ts_headline('english', case when t.description = '' then t.name else t.description end, ${query}, ${HEADLINE}) as marked,
          (select count(*)::int from questions q where q.mock_test_id = t.id) as questions,
          t.timer_minutes as timer,
          ts_rank(${testDoc}, ${query}) as rank
        from mock_tests t where t.status = 'published' and ${testDoc} @@ ${query}`),
    ),
    rowsOf<{ marked: string; rank: number }>(
      await tx.execute(sql`select ts_headline('english', b.title || '. ' || b.description, ${query}, ${HEADLINE}) as marked, ts_rank(${bookDoc}, ${query}) as rank
        from books b where ${bookDoc} @@ ${query} order by rank desc, b.id limit 1`),
    ),
  ];
  const hits: OtherHit[] = [
    ...series.map((s) => ({
      type: 'Series' as const,
      url: pagePath(seriesUrl(s.slug)),
      title: s.name,
      excerptHtml: highlightHtml(s.marked),
      category: null,
      meta: { parts: `${s.parts} ${s.parts === 1 ? 'part' : 'parts'}` },
      rank: Number(s.rank),
    })),
    ...tests.map((t) => ({
      type: 'Mock test' as const,
      url: pagePath(mockTestUrl(t.slug)),
      title: t.name,
      excerptHtml: highlightHtml(t.marked),
      category: null,
      meta: { questions: questionCountText(t.questions), time: minutesText(t.timer) },
      rank: Number(t.rank),
    })),
    // The resources page is one page on the site (one Pagefind result): it matches when a book does.
    ...books.map((b) => ({
      type: 'Resource' as const,
      url: '/resource/',
      title: 'Study Resources',
      excerptHtml: highlightHtml(b.marked),
      category: null,
      meta: {},
      rank: Number(b.rank),
    })),
  ];
  return hits.sort((a, b) => b.rank - a.rank || a.url.localeCompare(b.url));
}

/** Matching articles by category name (every category, zero included: the filter panel lists them all). */
async function articleCounts(tx: Tx, query: SQL): Promise<Map<string, number>> {
  const rows = rowsOf<{ name: string; n: number }>(
    await tx.execute(sql`select c.name, coalesce(m.n, 0)::int as n from categories c
      left join (select category_id, count(*) as n from articles where search_vector @@ ${query} group by category_id) m on m.category_id = c.id
      where exists (select 1 from articles a where a.category_id = c.id)`),
  );
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}

async function articleHits(tx: Tx, search: TextSearch, categoryId: number | undefined, limit: number, offset: number): Promise<SiteSearchHit[]> {
  const { ids } = await rankedArticleIds(tx, search, categoryId, limit, offset, false);
  if (!ids.length) return [];
  const rows = rowsOf<{ id: number; slug: string; title: string; marked: string; category: string; created_at: string | Date; words: number }>(
    await tx.execute(sql`select a.id, a.slug, a.title, c.name as category, a.created_at, coalesce(a.word_count, 0) as words,
        ts_headline('english', a.excerpt_source, ${search.query}, ${HEADLINE}) as marked
      from articles a join categories c on c.id = a.category_id
      where a.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        type: 'Article' as const,
        url: pagePath(articleUrl(r.slug)),
        title: r.title,
        excerptHtml: highlightHtml(r.marked),
        category: r.category,
        meta: { date: formatDate(r.created_at), readingTime: readingTimeFromWords(Number(r.words)) },
      },
    ];
  });
}

export async function searchSite(db: Db, q: string, request: SiteSearchRequest): Promise<SiteSearchResults> {
  const { page, limit } = request;
  const facets: SiteSearchFacets = { Type: {}, Category: {} };
  const empty: SiteSearchResults = { data: [], pagination: paginate(0, page, limit), filters: facets, unfilteredTotal: 0 };
  const search = textSearchOf(q);
  if (!search) return empty;
  const { type, category } = request;

  return db.transaction(async (tx) => {
    // Sequential scans off for the articles (see searchArticles); the other tables are small and scanned either way.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
    const others = await otherHits(tx, search.query);
    const counts = await articleCounts(tx, search.query);
    const articlesAll = [...counts.values()].reduce((a, n) => a + n, 0);

    // What the filters let through.
    const typeAllows = (t: SiteSearchType) => type === undefined || type === t;
    const otherMatches = category === undefined ? others.filter((h) => typeAllows(h.type)) : [];
    const articleTotal = !typeAllows('Article') ? 0 : category === undefined ? articlesAll : (counts.get(category) ?? 0);
    const total = otherMatches.length + articleTotal;

    // Counts of the filtered results by value (Pagefind's `filters`): every type the site has, every category.
    if (counts.size) facets.Type.Article = articleTotal;
    for (const t of await typesPresent(tx)) facets.Type[t] = 0;
    for (const hit of otherMatches) facets.Type[hit.type] = (facets.Type[hit.type] ?? 0) + 1;
    for (const [name, n] of counts) facets.Category[name] = articleTotal && (category === undefined || category === name) ? n : 0;

    const offset = (page - 1) * limit;
    const data: SiteSearchHit[] = otherMatches.slice(offset, offset + limit).map(({ rank: _rank, ...hit }) => hit);
    const articleOffset = Math.max(0, offset - otherMatches.length);
    if (data.length < limit && articleOffset < articleTotal) {
      let categoryId: number | undefined;
      if (category) {
        const [found] = rowsOf<{ id: number }>(await tx.execute(sql`select id from categories where name = ${category}`));
        categoryId = found?.id;
      }
      data.push(...(await articleHits(tx, search, categoryId, limit - data.length, articleOffset)));
    }
    return { data, pagination: paginate(total, page, limit), filters: facets, unfilteredTotal: others.length + articlesAll };
  });
}

/** Series and published mock tests counted (the types besides articles the site may or may not have pages of). */
async function otherCounts(exec: Pick<Tx, 'execute'>): Promise<{ series: number; tests: number }> {
  const [row] = rowsOf<{ series: number; tests: number }>(
    await exec.execute(sql`select (select count(*)::int from series) as series, (select count(*)::int from mock_tests where status = 'published') as tests`),
  );
  return { series: Number(row?.series ?? 0), tests: Number(row?.tests ?? 0) };
}

/** The non-article types the site has pages of, as a Pagefind index would list them (the resources page is always built). */
async function typesPresent(exec: Pick<Tx, 'execute'>): Promise<SiteSearchType[]> {
  const { series, tests } = await otherCounts(exec);
  return [...(series ? (['Series'] as const) : []), ...(tests ? (['Mock test'] as const) : []), 'Resource'];
}

/** Every searchable page counted by filter value: what the filter panel shows before a search (Pagefind's `filters()`). */
export async function siteSearchFilters(db: Db): Promise<SiteSearchFacets> {
  const { series, tests } = await otherCounts(db);
  const categories = rowsOf<{ name: string; n: number }>(
    await db.execute(sql`select c.name, count(*)::int as n from articles a join categories c on c.id = a.category_id group by c.name order by c.name`),
  );
  const articles = categories.reduce((a, c) => a + Number(c.n), 0);
  const Type: Record<string, number> = {};
  if (articles) Type.Article = articles;
  if (series) Type.Series = series;
  if (tests) Type['Mock test'] = tests;
  Type.Resource = 1;
  return { Type, Category: Object.fromEntries(categories.map((c) => [c.name, Number(c.n)])) };
}
