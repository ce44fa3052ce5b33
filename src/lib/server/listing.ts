/**
 * The three listing shapes and their static pages:
 *   /blog[/page/n]                    all articles
 *   /blog/category/{name}[/page/n]    one category, blog path shape
 *   /category/{name}[/page/n]         one category, footer path shape (canonical: the blog shape)
 * `/x?page=n` reaches `/x/page/n` through the rewrite table (server/rewrites.ts).
 * Each also under /hi/, listing the Hindi articles (docs/site.md#languages).
 */
import { LOCALES, ui, type Locale } from '#core/i18n/index.ts';
import type { Ad } from '#core/schemas/responses/ads.ts';
import type { ArticleSummary } from '#core/schemas/responses/content.ts';
import type { ArticleIndexEntry } from '#db/queries/content.ts';
import { BLOG_PAGE_SIZE } from '#core/constants.ts';
import { totalPagesFor } from '#core/format/pagination.ts';
import { categoryUrl, listingUrl } from '#core/urls.ts';
import { href, type Translations } from '../i18n';
import { cacheKey } from './cache-key';
import { showsChangedArticle } from './changed-only';
import { adInputs, articleIndex, cardInputs, categories, chipNames, houseAds, layoutData, withExcerpts } from './site-data';

export type ListingShape = 'blog' | 'blog-category' | 'category';

export interface ListingProps {
  locale: Locale;
  shape: ListingShape;
  category: string | null;
  articles: ArticleSummary[];
  page: number;
  totalPages: number;
  total: number;
  limit: number;
  /** Pagination/search base ({base}?page=n). */
  base: string;
  /** Category chips: 'All Categories' → filterBase, others → {filterBase}/category/{name}. */
  filterBase: string;
  /** Where 'All Categories' goes: /blog, or /category for the footer shape. */
  allHref: string;
  categoryNames: string[];
  /** Hindi pages: the shown name of each category (its Hindi name; URLs keep the name). */
  categoryLabels?: Record<string, string>;
  houseAds: Ad[];
  /** Canonical URL path of this page. */
  canonical: string;
  /** This page is /x/page/1, a copy of /x. */
  isPageOneCopy: boolean;
  /** The page per language where it exists (page n of a listing only where that language has n pages). */
  translations: Translations;
  /** Where the switch goes when the other language has no such page: page 1 of the listing. */
  switchFallback: string;
}

export function listingBase(shape: ListingShape, category: string | null): string {
  if (shape === 'blog' || !category) return '/blog';
  return shape === 'blog-category' ? categoryUrl('/blog', category) : categoryUrl('', category);
}

const byCategory = new Map<string, Promise<ArticleIndexEntry[]>>();

/** An article's language (rows without one are English). */
export const articleLang = (a: object): Locale => ((a as { lang?: Locale }).lang ?? 'en');

/** The articles of a language and category, filtered once per build (every listing page of the category asks). */
async function articlesOf(category: string | null, locale: Locale): Promise<ArticleIndexEntry[]> {
  const key = `${locale}:${category ?? ''}`;
  let rows = byCategory.get(key);
  if (!rows) {
    rows = articleIndex().then((all) => all.filter((a) => articleLang(a) === locale && (category === null || a.postCategory === category)));
    byCategory.set(key, rows);
  }
  return rows;
}

/** Props of one listing page. */
export async function listingProps(shape: ListingShape, category: string | null, page: number, isPageOneCopy = false, locale: Locale = 'en'): Promise<ListingProps> {
  const [rows, names, ads, cats] = await Promise.all([articlesOf(category, locale), chipNames(), houseAds(), categories()]);
  const categoryLabels = locale === 'en' ? undefined : Object.fromEntries(cats.map((c) => [c.name, (locale === 'hi' && c.name_hi) || c.name]));
  const limit = BLOG_PAGE_SIZE;
  const base = listingBase(shape, category);
  // The footer shape duplicates the blog shape: its canonical is the blog page.
  const canonicalBase = shape === 'category' ? listingBase('blog-category', category) : base;
  const translations: Translations = {};
  for (const l of LOCALES) {
    const pages = l === locale ? totalPagesFor(rows.length, limit) : totalPagesFor((await articlesOf(category, l)).length, limit);
    if (page <= pages) translations[l] = href(l, listingUrl(canonicalBase, { page }));
  }
  return {
    locale,
    shape,
    category,
    articles: await withExcerpts(rows.slice((page - 1) * limit, page * limit)),
    page,
    totalPages: totalPagesFor(rows.length, limit),
    total: rows.length,
    limit,
    base: href(locale, base),
    filterBase: shape === 'category' ? (locale === 'en' ? '' : `/${locale}`) : href(locale, '/blog'),
    allHref: href(locale, shape === 'category' ? '/category' : '/blog'),
    categoryNames: names,
    categoryLabels,
    houseAds: ads,
    canonical: href(locale, listingUrl(canonicalBase, { page })),
    isPageOneCopy,
    translations,
    switchFallback: canonicalBase,
  };
}

/** Everything a listing page renders from data, for its cacheKey. */
export async function listingKey(p: ListingProps): Promise<string> {
  return cacheKey('listing', await layoutData(), p.locale, p.shape, p.category, p.page, p.totalPages, p.total, p.articles.map(cardInputs), p.categoryNames, p.categoryLabels, adInputs(p.houseAds), p.isPageOneCopy, p.translations);
}

async function entry(locale: Locale, shape: ListingShape, category: string | null, page: number, params: Record<string, string>, isPageOneCopy = false) {
  const props = await listingProps(shape, category, page, isPageOneCopy, locale);
  return { params, props, cacheKey: await listingKey(props) };
}

/** Whether page `page` of these rows shows a changed article (always true in a full build: src/lib/server/changed-only.ts). */
function listed(rows: ArticleIndexEntry[], page: number): boolean {
  return showsChangedArticle(rows.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE).map((a) => a.postSlug));
}

/** getStaticPaths of /blog/page/[page]: every page, 1 included (the target of /blog?page=1). */
export async function blogPagePaths(locale: Locale = 'en') {
  const all = await articlesOf(null, locale);
  const pages = Array.from({ length: totalPagesFor(all.length, BLOG_PAGE_SIZE) }, (_, i) => i + 1).filter((page) => listed(all, page));
  return Promise.all(pages.map((page) => entry(locale, 'blog', null, page, { page: String(page) }, page === 1)));
}

/** The category names that have a page (every category, empty ones show the empty state). */
async function categoryParams() {
  return (await chipNames()).filter((name) => name && !/[/#?%\\]/.test(name));
}

/** getStaticPaths of /blog/category/[name] and /category/[name]: page 1 of each category. */
export async function categoryFirstPaths(shape: 'blog-category' | 'category', locale: Locale = 'en') {
  const names = [];
  for (const name of await categoryParams()) if (listed(await articlesOf(name, locale), 1)) names.push(name);
  return Promise.all(names.map((name) => entry(locale, shape, name, 1, { name })));
}

/** getStaticPaths of {…}/category/[name]/page/[page]: every page of each category, 1 included. */
export async function categoryPagePaths(shape: 'blog-category' | 'category', locale: Locale = 'en') {
  const out = [];
  for (const name of await categoryParams()) {
    const rows = await articlesOf(name, locale);
    for (let page = 1; page <= totalPagesFor(rows.length, BLOG_PAGE_SIZE); page++) {
      if (listed(rows, page)) out.push(entry(locale, shape, name, page, { name, page: String(page) }, page === 1));
    }
  }
  return Promise.all(out);
}

export function listingTitle(p: ListingProps): string {
  const t = ui(p.locale).content;
  const name = p.category && (p.categoryLabels?.[p.category] ?? p.category);
  return t.listingTitle(name ? t.categoryArticles(name) : t.latestArticles, p.page);
}

export function listingDescription(p: ListingProps): string {
  return ui(p.locale).content.listingDescription(p.total, p.category && (p.categoryLabels?.[p.category] ?? p.category), p.page, p.totalPages);
}
