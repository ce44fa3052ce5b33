/**
 * Build-time data for the pages, read through the shared query module (never
 * HTTP). Every loader runs once per build process: getStaticPaths of many
 * routes and the layout of every page share the same results (kept on
 * globalThis because Astro may load page modules more than once).
 *
 * Alongside the data, this module defines what each kind of page renders from
 * it, so a page's cacheKey can be a hash of exactly those inputs (see
 * src/lib/server/cache-key.ts).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#core/i18n/index.ts';
import { seriesPosition, type SeriesPosition } from '#core/series.ts';
import { allArticleIndex, articleExcerpts, listCategories, type ArticleIndexEntry } from '#db/queries/content.ts';
import { listActiveAds } from '#db/queries/ads.ts';
import { allBatches, batchStats, listBatchCategories } from '#db/queries/batches.ts';
import { listLivePages } from '#db/queries/live.ts';
import { allMocks, listMockCategories } from '#db/queries/mocks.ts';
import { practiceIndex } from '#db/queries/practice.ts';
import { allBooks } from '#db/queries/resources.ts';
import { listSeries } from '#db/queries/series.ts';
import { allSeriesMembers, articleContents } from '#db/queries/site.ts';
import type { Ad } from '#core/schemas/responses/ads.ts';
import type { ArticleSummary, Series } from '#core/schemas/responses/content.ts';
import type { LivePage } from '#core/schemas/responses/live.ts';
import type { MockTest } from '#core/schemas/responses/mocks.ts';
import { FOOTER_CATEGORY_LIMIT, SITE_TIME_ZONE } from '#core/constants.ts';
import { type CarouselItem } from '#core/format/carousel.ts';
import { livePageUrl, mockTestUrl, seriesUrl } from '#core/urls.ts';
import { buildDb } from './build-db';
import { changedOnlyPlan } from './changed-only';
import { timeAsync } from './build-timing';

const holder = globalThis as { __portalSiteData?: Map<string, Promise<unknown>> };
const memo = (holder.__portalSiteData ??= new Map());

/** One load per build (per process) of a value many pages need. */
export function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    memo.set(key, value);
  }
  return value;
}

const db = () => buildDb();

let started = false;

/** A loader that reads the database once per build, timed for the build breakdown (db:{name}). */
function query<T>(name: string, read: (d: Awaited<ReturnType<typeof buildDb>>) => Promise<T>): Promise<T> {
  if (!started) {
    started = true;
    queueMicrotask(startEveryLoader);
  }
  return once(name, () => timeAsync(`db:${name}`, async () => read(await db())));
}

/**
 * Every build renders the home page, the section indexes and the sitemaps,
 * which between them use every loader: the first one asked for starts them
 * all, so their queries run side by side on the pool instead of one route's
 * after another's (a changed-only build lists few pages and waits mostly on
 * these). Errors surface where each is awaited.
 */
function startEveryLoader() {
  const loaders = [articleIndex, categories, seriesList, seriesNavByArticle, mocks, mockCategories, houseAds, books, batchCategoryList, batchTotals, batchList, livePages];
  for (const load of loaders) (load() as Promise<unknown>).catch(() => {});
}

// ---------------------------------------------------------------- raw loaders

/** Every category with its number of English articles (`categoriesIn` counts another language's). */
export const categories = () => query('categories', listCategories);
export const categoriesIn = (locale: Locale) => (locale === DEFAULT_LOCALE ? categories() : query(`categories:${locale}`, (d) => listCategories(d, { lang: locale })));
/**
 * Every article of every language (each `lang`'s articles newest first, one
 * language after the other), without excerpts (`withExcerpts` adds them where
 * a page shows them). Pages of one language take `articlesIn(locale)`.
 */
export const articleIndex = () => {
  // A full build shows every excerpt somewhere: read them alongside the index.
  if (!changedOnlyPlan()) allExcerpts().catch(() => {}); // awaited (and its error surfaced) by withExcerpts
  return query('articleIndex', async (d) => (await Promise.all(LOCALES.map((lang) => allArticleIndex(d, { lang })))).flat());
};
/** The articles of one language, newest first. */
export const articlesIn = (locale: Locale) => once(`articles:${locale}`, async () => (await articleIndex()).filter((a) => a.lang === locale));
export const seriesList = () => query('series', listSeries);
/** The series with their number of parts in a language (English: `seriesList`). */
export const seriesIn = (locale: Locale) => (locale === DEFAULT_LOCALE ? seriesList() : query(`series:${locale}`, (d) => listSeries(d, { lang: locale })));
export const mocks = () => query('mocks', allMocks);
export const mockCategories = () => query('mockCategories', listMockCategories);
/** The practice bank: exam → subject → topic (issue 30). */
export const practiceBank = () => query('practiceBank', practiceIndex);
export const houseAds = () => query('houseAds', (d) => listActiveAds(d, 'house'));
export const books = () => query('books', allBooks);
export const batchCategoryList = () => query('batchCategories', listBatchCategories);
export const batchTotals = () => query('batchStats', batchStats);
/** Every batch with its sessions (the batch pages). */
export const batchList = () => query('batches', allBatches);
/** Live pages, newest first by creation (a new event does not reorder them). */
export const livePages = () =>
  query('livePages', async (d) => {
    // Every language's pages (issue 27: Hindi live pages), newest first by creation across them.
    const perLang = await Promise.all(LOCALES.map((lang) => listLivePages(d, { limit: 1000, sortBy: 'created_at', order: 'desc', lang })));
    return perLang.flat().sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  });
/** Live pages written in a language, newest first. */
export const livePagesIn = async (locale: Locale) => (await livePages()).filter((l) => l.lang === locale);

const allExcerpts = () => query('excerpts', (d) => articleExcerpts(d));
const someExcerpts = new Map<number, Promise<string | undefined>>();

/**
 * Rows of the article index with their excerpts, for the pages that show
 * them. A full build reads every excerpt in one query; a changed-only build
 * (src/lib/server/changed-only.ts) shows a few dozen and reads only those.
 */
export async function withExcerpts(rows: ArticleIndexEntry[]): Promise<ArticleSummary[]> {
  if (!changedOnlyPlan()) {
    const all = await allExcerpts();
    return rows.map((r) => ({ ...r, postExcerpt: all.get(r.postId) ?? '' }));
  }
  const missing = rows.map((r) => r.postId).filter((id) => !someExcerpts.has(id));
  if (missing.length) {
    const read = timeAsync('db:excerpts', async () => articleExcerpts(await db(), missing));
    for (const id of missing) someExcerpts.set(id, read.then((m) => m.get(id)));
  }
  return Promise.all(rows.map(async (r) => ({ ...r, postExcerpt: (await someExcerpts.get(r.postId)) ?? '' })));
}

// ---------------------------------------------------------------- layout

export interface LayoutData {
  /** Up to 8 category names for the footer, or null when they could not be loaded. */
  footerCategories: string[] | null;
  year: number;
}

/**
 * What the header and footer render from data. The footer shows the 8
 * categories with the most articles, alphabetically, so adding an article
 * changes every page only when that set of 8 changes.
 */
export const layoutData = () =>
  once<LayoutData>('layout', async () => {
    const year = Number(new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: SITE_TIME_ZONE }).format(new Date()));
    try {
      const all = await categories();
      const top = all
        .slice()
        .sort((a, b) => b.articleCount - a.articleCount || a.name.localeCompare(b.name))
        .slice(0, FOOTER_CATEGORY_LIMIT)
        .map((c) => c.name)
        .sort((a, b) => a.localeCompare(b));
      return { footerCategories: top, year };
    } catch (err) {
      console.warn(`[site] footer categories unavailable: ${(err as Error).message}`);
      return { footerCategories: null, year };
    }
  });

// ---------------------------------------------------------------- what cards render

/** The fields an article card renders (not `visits`, which changes on every read and is not shown). */
export function cardInputs(a: ArticleSummary) {
  return [a.postSlug, a.postTitle, a.postExcerpt, a.postCategory, a.postDateCreated, a.series, a.wordCount];
}

export const categoryNames = async () => (await categories()).map((c) => c.name);

/** A blog category's name on a page of `locale`: its Hindi name (categories.name_hi) on /hi/ where it has one (issue 27). */
export async function categoryLabels(locale: Locale): Promise<(name: string) => string> {
  if (locale === DEFAULT_LOCALE) return (name) => name;
  const hindi = new Map((await categories()).map((c) => [c.name, c.name_hi]));
  return (name) => hindi.get(name) || name;
}

/** Category chips on listings: names only (counts would change with every new article). */
export async function chipNames(): Promise<string[]> {
  return (await categories()).map((c) => c.name).sort((a, b) => a.localeCompare(b));
}

export function adInputs(ads: Ad[]) {
  return ads.map((a) => [a.uuid, a.title, a.body, a.imageUrl, a.textUrl]);
}

// ---------------------------------------------------------------- article pages

export interface SeriesNav extends SeriesPosition {
  name: string;
  /** Its Hindi name (null: the English one shows on /hi/ too). */
  name_hi: string | null;
  slug: string;
  order: number;
}

/** Series navigation of every article in a series, from one query (the same rule as getArticleBySlug's seriesInfo: core/series.ts). */
export const seriesNavByArticle = () =>
  once('seriesNav', async () => {
    const [perLang, all] = await Promise.all([
      timeAsync('db:seriesMembers', async () => Promise.all(LOCALES.map(async (lang) => allSeriesMembers(await db(), { lang })))),
      seriesList(),
    ]);
    const byId = new Map(all.map((s) => [Number(s._id), s]));
    // A series' Hindi parts are a sequence of their own (as getArticleBySlug's seriesInfo numbers them).
    const groups = new Map<string, { seriesId: number; list: (typeof perLang)[number] }>();
    perLang.forEach((members, i) => {
      for (const m of members) {
        const key = `${LOCALES[i]}:${m.seriesId}`;
        const group = groups.get(key) ?? { seriesId: m.seriesId, list: [] };
        group.list.push(m);
        groups.set(key, group);
      }
    });
    const nav = new Map<string, SeriesNav>();
    for (const { seriesId, list } of groups.values()) {
      const s = byId.get(seriesId);
      if (!s) continue;
      const members = list.map((m) => ({ slug: m.slug, title: m.title, order: m.seriesOrder }));
      list.forEach((m, i) => {
        const position = seriesPosition(members, i);
        nav.set(m.slug, { name: s.name, name_hi: s.name_hi ?? null, slug: s.slug, ...position, order: position.order! }); // a member always has an order
      });
    }
    return nav;
  });

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

function matchesCategory(category: string, ...texts: string[]): boolean {
  const wanted = new Set(words(category).filter((w) => w.length > 1 && !['and', 'the', 'exam', 'exams'].includes(w)));
  return texts.some((t) => words(t).some((w) => wanted.has(w)));
}

/**
 * A mock-test card. Test names stay English on /hi/ (marked lang="en"), as Hindi exam sites keep them
 * ("SSC CGL Tier 1 Mock Test"); the category shows its Hindi name (`categoryName`, from mockCategoryNames).
 */
export function mockItem(m: MockTest, locale: Locale = DEFAULT_LOCALE, categoryName = m.category_name): CarouselItem {
  const lang = locale === DEFAULT_LOCALE ? undefined : DEFAULT_LOCALE;
  return { id: `mock-${m.id}`, type: 'mock', title: m.name, description: m.description, category: categoryName, timer: m.timer, link: mockTestUrl(m.slug), lang };
}

/** A mock-test category's name on a page of `locale`: its Hindi name on /hi/ where it has one (issue 27). */
export async function mockCategoryNames(locale: Locale): Promise<(categoryId: number, name: string) => string> {
  if (locale === DEFAULT_LOCALE) return (_id, name) => name;
  const hindi = new Map((await mockCategories()).map((c) => [c.id, c.name_hi]));
  return (id, name) => hindi.get(id) || name;
}

/** A series card; on Hindi pages with the series' Hindi name and description where it has them. */
export function seriesItem(s: Series, locale: Locale = DEFAULT_LOCALE): CarouselItem {
  const hi = locale === 'hi';
  return { id: `series-${s._id}`, type: 'series', title: (hi && s.name_hi) || s.name, description: (hi && s.description_hi) || s.description, articleCount: s.articleCount, link: seriesUrl(s.slug) };
}

export function liveItem(l: LivePage): CarouselItem {
  return { id: `live-${l.id}`, type: 'live', title: l.title, description: l.description, category: 'Live updates', link: livePageUrl(l.slug) };
}

const relatedContext = () =>
  once('related', async () => {
    const [allMockTests, allSeries, lives, allBooks] = await Promise.all([mocks(), seriesList(), livePagesIn(DEFAULT_LOCALE), books()]);
    return { allMockTests, allSeries, live: lives.find((l) => l.status === 'live') ?? null, allBooks };
  });

const relatedMemo = new Map<string, Promise<CarouselItem[]>>();

/**
 * The related-resources items of an article: the newest live page, two mock
 * tests and a resource book of the article's exam family (else the newest),
 * and a series (its own first, else one of its family, else the newest).
 * Deterministic, so the page's cacheKey only changes when these items do.
 */
export function relatedItems(article: Pick<ArticleSummary, 'postCategory'>, nav: SeriesNav | undefined): Promise<CarouselItem[]> {
  const key = `${article.postCategory}\u0000${nav?.slug ?? ''}`;
  let items = relatedMemo.get(key);
  if (!items) {
    items = computeRelated(article.postCategory, nav);
    relatedMemo.set(key, items);
  }
  return items;
}

async function computeRelated(cat: string, nav: SeriesNav | undefined): Promise<CarouselItem[]> {
  const { allMockTests, allSeries, live, allBooks } = await relatedContext();
  const items: CarouselItem[] = [];
  if (live) items.push(liveItem(live));
  const mockPick = allMockTests.filter((m) => matchesCategory(cat, m.category_name, m.name));
  for (const m of (mockPick.length ? mockPick : allMockTests).slice(0, 2)) items.push(mockItem(m));
  const ownSeries = nav ? allSeries.find((s) => s.slug === nav.slug) : undefined;
  const series = ownSeries ?? allSeries.find((s) => matchesCategory(cat, s.name, s.description)) ?? allSeries[0];
  if (series) items.push(seriesItem(series));
  const book = allBooks.find((b) => matchesCategory(cat, b.exam, b.category, b.title)) ?? allBooks[0];
  if (book) {
    items.push({
      id: `resource-${book.id}`,
      type: 'resource',
      title: book.title,
      description: book.description || `${book.exam} · ${book.category}`,
      category: book.exam,
      link: `/resource#book-${book.id}`,
    });
  }
  return items;
}

// ---------------------------------------------------------------- article HTML

const CONTENT_BATCH = 100;

/**
 * The stored HTML of an article. Pages render in the order of getStaticPaths
 * (newest first, a few at a time), so a miss loads the next 100 articles in
 * that order with one query; a rebuild that re-renders one page loads one
 * batch. Concurrent renders wait for the batch already on its way. Each body
 * is handed out once and then dropped.
 */
export async function articleHtml(slug: string): Promise<string | null> {
  const state = await once('contentCache', async () => {
    const order = (await articleIndex()).map((a) => a.postSlug);
    return { order, at: new Map(order.map((s, i) => [s, i])), loaded: new Map<string, string>(), pending: new Map<string, Promise<void>>(), done: new Set<string>() };
  });
  if (!state.loaded.has(slug)) {
    let pending = state.pending.get(slug);
    if (!pending) {
      const from = state.at.get(slug);
      const batch = (from === undefined ? [slug] : state.order.slice(from, from + CONTENT_BATCH)).filter(
        (s) => s === slug || !(state.done.has(s) || state.loaded.has(s) || state.pending.has(s)),
      );
      pending = (async () => {
        const found = await timeAsync('db:articleContents', async () => articleContents(await db(), batch));
        for (const [s, html] of found) state.loaded.set(s, html);
      })().finally(() => batch.forEach((s) => state.pending.delete(s)));
      for (const s of batch) state.pending.set(s, pending);
    }
    await pending;
  }
  const html = state.loaded.get(slug) ?? null;
  state.loaded.delete(slug);
  state.done.add(slug);
  return html;
}
