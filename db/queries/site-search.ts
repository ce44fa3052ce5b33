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
import { RESOURCES_PAGE_TITLE } from '#core/texts.ts';
import { articleUrl, mockTestUrl, seriesUrl } from '#core/urls.ts';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '#core/i18n/locales.ts';
import type { SiteSearchFacets, SiteSearchHit, SiteSearchResults, SiteSearchType } from '#core/schemas/responses/site-search.ts';
import type { Db } from '../client';
import { rankedArticleIds, searchDocument, textSearchOf, TS_CONFIG, type TextSearch } from './content';
import { paginate, type PageRequest } from './paging';
import { rowsOf } from './rows';

export interface SiteSearchFilter {
  /** The language searched (issue 27): its articles, and its pages' URLs. English by default. */
  lang?: Locale;
  /** Type filter. */
  type?: SiteSearchType;
  /** Category filter (only articles have one). */
  category?: string;
}

/** ts_headline's options: the marks highlightHtml turns into <mark>, a short passage around the best match. */
const HEADLINE = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=15, MaxFragments=1`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Search-result paths end in a slash, like Pagefind's; Hindi results link to the Hindi pages. */
const pagePath = (path: string, lang: Locale = DEFAULT_LOCALE) => localizedPath(`${path}/`, lang);

interface OtherHit extends SiteSearchHit {
  rank: number;
}

/**
 * Series, published mock tests and the resources page that match, best first.
 * Each is matched on what its page shows, as Pagefind indexes the page: the
 * name (weight A), then the rest (B) — a series' description and its parts'
 * titles; a test's description, category and section names; a book's author,
 * description, category and exam.
 */
async function otherHits(tx: Tx, search: TextSearch): Promise<OtherHit[]> {
  const { query, lang } = search;
  const config = sql.raw(`'${TS_CONFIG[lang]}'`);
  const hindi = lang === 'hi';
  // The doc to match and rank, and the text the excerpt comes from (the name when there is nothing else).
  const matched = (name: SQL, body: SQL) => ({
    doc: searchDocument(lang, name, body),
    marked: sql`ts_headline(${config}, coalesce(nullif(${body}, ''), ${name}), ${query}, ${HEADLINE})`,
  });
  // In Hindi a series is matched on its Hindi name and description and its Hindi parts; a test also on its Hindi section names.
  const series = matched(hindi ? sql`coalesce(s.name_hi, s.name)` : sql`s.name`, sql`p.body`);
  const seriesDescription = hindi ? sql`coalesce(s.description_hi, s.description)` : sql`s.description`;
  const sectionName = hindi ? sql`concat_ws(' ', m.name, m.name_hi)` : sql`m.name`;
  const test = matched(sql`t.name`, sql`p.body`);
  const book = matched(sql`b.title`, sql`concat_ws(' ', nullif(b.author, ''), nullif(b.description, ''), rc.name, e.name)`);
  const [seriesRows, tests, books] = [
    rowsOf<{ slug: string; name: string; marked: string; parts: number; rank: number }>(
      await tx.execute(sql`select s.slug, ${hindi ? sql`coalesce(s.name_hi, s.name)` : sql`s.name`} as name, p.parts, ${series.marked} as marked, ts_rank(${series.doc}, ${query}) as rank
        from series s cross join lateral (
          select count(a.id)::int as parts, concat_ws(' ', nullif(${seriesDescription}, ''), string_agg(a.title, ' ' order by a.series_order)) as body
          from articles a where a.series_id = s.id and a.lang = ${lang}) p
        where ${series.doc} @@ ${query}${hindi ? sql` and p.parts > 0` : sql``}`),
    ),
    rowsOf<{ slug: string; name: string; marked: string; questions: number; timer: number; rank: number }>(
      await tx.execute(sql`select t.slug, t.name, ${test.marked} as marked,
          (select count(*)::int from questions q where q.mock_test_id = t.id) as questions,
          t.timer_minutes as timer, ts_rank(${test.doc}, ${query}) as rank
        from mock_tests t cross join lateral (
          select concat_ws(' ', nullif(t.description, ''), (select c.name from mock_categories c where c.id = t.category_id),
            (select string_agg(${sectionName}, ' ' order by m.position) from mock_sections m where m.mock_test_id = t.id)) as body) p
        where t.status = 'published' and t.kind = 'test' and ${test.doc} @@ ${query}`),
    ),
    rowsOf<{ marked: string; rank: number }>(
      await tx.execute(sql`select ${book.marked} as marked, ts_rank(${book.doc}, ${query}) as rank
        from books b join resource_categories rc on rc.id = b.category_id join exams e on e.id = b.exam_id
        where ${book.doc} @@ ${query} order by rank desc, b.id limit 1`),
    ),
  ];
  const hits: OtherHit[] = [
    ...seriesRows.map((s) => ({
      type: 'Series' as const,
      url: pagePath(seriesUrl(s.slug), lang),
      title: s.name,
      excerptHtml: highlightHtml(s.marked),
      category: null,
      meta: { parts: `${s.parts} ${s.parts === 1 ? 'part' : 'parts'}` },
      rank: Number(s.rank),
    })),
    ...tests.map((t) => ({
      type: 'Mock test' as const,
      url: pagePath(mockTestUrl(t.slug), lang),
      title: t.name,
      excerptHtml: highlightHtml(t.marked),
      category: null,
      meta: { questions: questionCountText(t.questions), time: minutesText(t.timer) },
      rank: Number(t.rank),
    })),
    // The resources page is one page on the site (one Pagefind result): it matches when a book does.
    ...books.map((b) => ({
      type: 'Resource' as const,
      url: pagePath('/resource', lang),
      title: RESOURCES_PAGE_TITLE,
      excerptHtml: highlightHtml(b.marked),
      category: null,
      meta: {},
      rank: Number(b.rank),
    })),
  ];
  return hits.sort((a, b) => b.rank - a.rank || a.url.localeCompare(b.url));
}

/** Matching articles by category name, with the category's id (every category with articles, zero included: the filter panel lists them all). */
async function articleCounts(tx: Tx, { query, lang }: TextSearch): Promise<Map<string, { id: number; n: number }>> {
  const rows = rowsOf<{ id: number; name: string; n: number }>(
    await tx.execute(sql`select c.id, c.name, coalesce(m.n, 0)::int as n from categories c
      left join (select category_id, count(*) as n from articles where search_vector @@ ${query} and lang = ${lang} group by category_id) m on m.category_id = c.id
      where exists (select 1 from articles a where a.category_id = c.id and a.lang = ${lang})`),
  );
  return new Map(rows.map((r) => [r.name, { id: Number(r.id), n: Number(r.n) }]));
}

async function articleHits(tx: Tx, search: TextSearch, categoryId: number | undefined, limit: number, offset: number): Promise<SiteSearchHit[]> {
  const { ids } = await rankedArticleIds(tx, search, categoryId, limit, offset, false);
  if (!ids.length) return [];
  const rows = rowsOf<{ id: number; slug: string; title: string; marked: string; category: string; created_at: string | Date; words: number }>(
    await tx.execute(sql`select a.id, a.slug, a.title, c.name as category, a.created_at, coalesce(a.word_count, 0) as words,
        ts_headline(${sql.raw(`'${TS_CONFIG[search.lang]}'`)}, a.excerpt_source, ${search.query}, ${HEADLINE}) as marked
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
        url: pagePath(articleUrl(r.slug), search.lang),
        title: r.title,
        excerptHtml: highlightHtml(r.marked),
        category: r.category,
        meta: { date: formatDate(r.created_at), readingTime: readingTimeFromWords(Number(r.words)) },
      },
    ];
  });
}

export async function searchSite(db: Db, q: string, request: SiteSearchFilter & PageRequest): Promise<SiteSearchResults> {
  const { type, category, page, limit } = request;
  const search = textSearchOf(q, request.lang);
  if (!search) return { data: [], pagination: paginate(0, page, limit), filters: { Type: {}, Category: {} }, unfilteredTotal: 0 };

  return db.transaction(async (tx) => {
    // Sequential scans off for the articles (see searchArticles); the other tables are small and scanned either way.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`);
    const others = await otherHits(tx, search);
    const counts = await articleCounts(tx, search);
    const articlesAll = [...counts.values()].reduce((a, c) => a + c.n, 0);
    const inCategory = category === undefined ? undefined : counts.get(category);

    // What the filters let through.
    const typeAllows = (t: SiteSearchType) => type === undefined || type === t;
    const otherMatches = category === undefined ? others.filter((h) => typeAllows(h.type)) : [];
    const articleTotal = !typeAllows('Article') ? 0 : category === undefined ? articlesAll : (inCategory?.n ?? 0);
    const total = otherMatches.length + articleTotal;

    // Counts of the filtered results by value (Pagefind's `filters`): every type the site has, every category.
    const { series, tests } = await otherCounts(tx, search.lang);
    const Type: Record<string, number> = Object.fromEntries(Object.keys(typeCounts(counts.size, series, tests)).map((t) => [t, 0]));
    if (counts.size) Type.Article = articleTotal;
    for (const hit of otherMatches) Type[hit.type] += 1;
    const Category = Object.fromEntries([...counts].map(([name, c]) => [name, articleTotal && (category === undefined || category === name) ? c.n : 0]));

    const offset = (page - 1) * limit;
    const data: SiteSearchHit[] = otherMatches.slice(offset, offset + limit).map(({ rank: _rank, ...hit }) => hit);
    const articleOffset = Math.max(0, offset - otherMatches.length);
    if (data.length < limit && articleOffset < articleTotal) data.push(...(await articleHits(tx, search, inCategory?.id, limit - data.length, articleOffset)));
    return { data, pagination: paginate(total, page, limit), filters: { Type, Category }, unfilteredTotal: others.length + articlesAll };
  });
}

/** Series and published mock tests counted (the types besides articles the site may or may not have pages of). */
async function otherCounts(exec: Pick<Tx, 'execute'>, lang: Locale): Promise<{ series: number; tests: number }> {
  // Hindi pages list the series that have Hindi parts.
  const series = lang === 'hi' ? sql`(select count(*)::int from series s where exists (select 1 from articles a where a.series_id = s.id and a.lang = 'hi'))` : sql`(select count(*)::int from series)`;
  const [row] = rowsOf<{ series: number; tests: number }>(
    await exec.execute(sql`select ${series} as series, (select count(*)::int from mock_tests where status = 'published' and kind = 'test') as tests`),
  );
  return { series: Number(row?.series ?? 0), tests: Number(row?.tests ?? 0) };
}

/** Pages by type, only the types the site has pages of, as a Pagefind index lists them (the resources page is always built). */
function typeCounts(articles: number, series: number, tests: number): Record<string, number> {
  const counts: Record<string, number> = {};
  if (articles) counts.Article = articles;
  if (series) counts.Series = series;
  if (tests) counts['Mock test'] = tests;
  counts.Resource = 1;
  return counts;
}

/** Every searchable page counted by filter value: what the filter panel shows before a search (Pagefind's `filters()`). */
export async function siteSearchFilters(db: Db, lang: Locale = DEFAULT_LOCALE): Promise<SiteSearchFacets> {
  const { series, tests } = await otherCounts(db, lang);
  const categories = rowsOf<{ name: string; n: number }>(
    await db.execute(sql`select c.name, count(*)::int as n from articles a join categories c on c.id = a.category_id where a.lang = ${lang} group by c.name order by c.name`),
  );
  const articles = categories.reduce((a, c) => a + Number(c.n), 0);
  return { Type: typeCounts(articles, series, tests), Category: Object.fromEntries(categories.map((c) => [c.name, Number(c.n)])) };
}
