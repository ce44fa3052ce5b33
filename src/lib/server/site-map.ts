/**
 * Every canonical page of the site, for /sitemap.xml and the HTML sitemap
 * (/utils/sitemap). Listing pages beyond the first use the spec's query URLs
 * (/blog?page=n), which are their canonical URLs.
 * Each entry says where the page exists per language (docs/site.md#languages):
 * page types exist in both, an article only where it or its translation is.
 */
import { LOCALES, localizedPath, type Locale } from '#core/i18n/index.ts';
import { BLOG_PAGE_SIZE } from '#core/constants.ts';
import { totalPagesFor } from '#core/format/pagination.ts';
import { titleOrFallback } from '#core/format/text.ts';
import { RESOURCES_PAGE_TITLE } from '#core/texts.ts';
import { articleUrl, categoryUrl, listingUrl, livePageUrl, mockTestUrl, seriesUrl } from '#core/urls.ts';
import { batchListUrl, batchUrl, examLabel } from '../batches';
import { articleLang } from './listing';
import { articleIndex, batchList, categories, livePages, mocks, seriesList } from './site-data';

export interface SiteMapEntry {
  path: string;
  title: string;
  lastmod?: string;
  /** The page per language; absent: the same path under every language (a page type both languages have). Listing pages beyond the first: English only (the Hindi listings are shorter). */
  translations?: Partial<Record<Locale, string>>;
}

export interface SiteMapGroup {
  title: string;
  entries: SiteMapEntry[];
}

export const MAIN_PAGES: SiteMapEntry[] = [
  { path: '/', title: 'Home' },
  { path: '/blog', title: 'Blog – Latest Articles' },
  { path: '/category', title: 'All Categories' },
  { path: '/series', title: 'Article Series' },
  { path: '/mock-test', title: 'Mock Tests' },
  { path: '/live', title: 'Live Updates' },
  { path: '/resource', title: RESOURCES_PAGE_TITLE },
  { path: '/batches', title: 'Coaching Batches' },
  { path: '/search', title: 'Search' },
  { path: '/support', title: 'Help & Support' },
  { path: '/utils/sitemap', title: 'Sitemap' },
];

export async function siteMapGroups(): Promise<SiteMapGroup[]> {
  const [every, cats, series, tests, lives, batches] = await Promise.all([articleIndex(), categories(), seriesList(), mocks(), livePages(), batchList()]);
  // The English listings count English articles; every article (Hindi ones under /hi/) has its own entry.
  const all = every.filter((a) => articleLang(a) === 'en');
  const newest = all[0]?.postDateUpdated;
  const blogPages: SiteMapEntry[] = [];
  for (let page = 2; page <= totalPagesFor(all.length, BLOG_PAGE_SIZE); page++) blogPages.push({ path: listingUrl('/blog', { page }), title: `Articles - Page ${page}` });
  const categoryPages: SiteMapEntry[] = [];
  for (const c of [...cats].sort((a, b) => a.name.localeCompare(b.name))) {
    const base = categoryUrl('/blog', c.name);
    categoryPages.push({ path: base, title: c.name, lastmod: c.updatedAt });
    for (let page = 2; page <= totalPagesFor(c.articleCount, BLOG_PAGE_SIZE); page++) categoryPages.push({ path: listingUrl(base, { page }), title: `${c.name} - Page ${page}` });
  }
  return [
    { title: 'Main pages', entries: MAIN_PAGES.map((p) => (p.path === '/' || p.path === '/blog' ? { ...p, lastmod: newest } : p)) },
    { title: 'Blog pages', entries: blogPages },
    { title: 'Categories', entries: categoryPages },
    { title: 'Series', entries: series.map((s) => ({ path: seriesUrl(s.slug), title: s.name, lastmod: s.updatedAt })) },
    { title: 'Mock tests', entries: tests.map((t) => ({ path: mockTestUrl(t.slug), title: t.name, lastmod: t.updated_at })) },
    {
      title: 'Batches',
      entries: batches.flatMap((b) => [
        ...(b.number === Math.min(...batches.filter((x) => x.categorySlug === b.categorySlug && x.examSlug === b.examSlug).map((x) => x.number))
          ? [{ path: batchListUrl(b.categorySlug, b.examSlug), title: `${examLabel(b.category, b.examSlug)} Batches` }]
          : []),
        { path: batchUrl(b), title: b.title },
      ]),
    },
    {
      title: 'Live updates',
      // An English live page exists in both languages, a Hindi one under /hi/ only (src/lib/server/paths/live.ts).
      entries: lives.map((l) => {
        const path = localizedPath(livePageUrl(l.slug), l.lang);
        return { path, title: l.title, lastmod: l.lastEventAt ?? l.updatedAt, ...(l.lang === 'en' ? {} : { translations: { [l.lang]: path } }) };
      }),
    },
    { title: 'Articles', entries: every.map(articleEntry) },
  ];
}

/** Where an entry exists per language: its own translations, else both (page 2+ of a listing: English only). */
export function entryVersions(e: SiteMapEntry): Partial<Record<Locale, string>> {
  if (e.translations) return e.translations;
  if (e.path.includes('?page=')) return { en: e.path };
  return Object.fromEntries(LOCALES.map((l) => [l, localizedPath(e.path, l)]));
}

export function xmlEscape(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/** An article's entry: its own path, and its translation's where it has one. */
function articleEntry(a: Parameters<typeof articleLang>[0] & { postSlug: string; postTitle: string | null; postDateUpdated: string }): SiteMapEntry {
  const lang = articleLang(a);
  const path = localizedPath(articleUrl(a.postSlug), lang);
  const tr = (a as { translation?: { slug: string; lang: Locale } | null }).translation;
  return { path, title: titleOrFallback(a.postTitle), lastmod: a.postDateUpdated, translations: { [lang]: path, ...(tr ? { [tr.lang]: localizedPath(articleUrl(tr.slug), tr.lang) } : {}) } };
}
