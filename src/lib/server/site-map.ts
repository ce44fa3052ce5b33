/**
 * Every canonical page of the site, for /sitemap.xml and the HTML sitemap
 * (/utils/sitemap). Listing pages beyond the first use the spec's query URLs
 * (/blog?page=n), which are their canonical URLs.
 * Each entry says where the page exists per language (docs/site.md#languages):
 * page types exist in both, an article only where it or its translation is.
 */
import { LOCALES, LOCALE_INFO, localeOfPath, localizedPath, type Locale } from '#core/i18n/index.ts';
import { BLOG_PAGE_SIZE } from '#core/constants.ts';
import { totalPagesFor } from '#core/format/pagination.ts';
import { titleOrFallback } from '#core/format/text.ts';
import { RESOURCES_PAGE_TITLE } from '#core/texts.ts';
import { articleUrl, categoryUrl, listingUrl, livePageUrl, mockTestUrl, seriesUrl } from '#core/urls.ts';
import { batchListUrl, batchUrl, examLabel } from '../batches';
import { articleLang } from './listing';
import { articleIndex, batchList, categories, livePages, mocks, once, practiceBank, seriesList } from './site-data';
import { practiceTopicUrl } from '#core/mock/practice.ts';

export interface SiteMapEntry {
  path: string;
  title: string;
  lastmod?: string;
  /** An article's slug: which sitemap file and HTML sitemap page show it (changed-only builds list those). */
  slug?: string;
  /** The page per language; absent: the same path under every language (a page type both languages have). Listing pages beyond the first: English only (the Hindi listings are shorter). */
  translations?: Partial<Record<Locale, string>>;
  /** The language the title is written in, where it is not English (a Hindi live page): content names are English. */
  titleLang?: Locale;
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
  { path: '/pyq', title: 'Previous Year Papers' },
  { path: '/practice', title: 'Topic Practice' },
  { path: '/daily-quiz', title: 'Daily Quiz' },
  { path: '/live', title: 'Live Updates' },
  { path: '/resource', title: RESOURCES_PAGE_TITLE },
  { path: '/batches', title: 'Coaching Batches' },
  { path: '/search', title: 'Search' },
  { path: '/support', title: 'Help & Support' },
  { path: '/utils/sitemap', title: 'Sitemap' },
];

/** Once per build: /sitemap.xml, its files and the HTML sitemaps of both languages read the same groups. */
export function siteMapGroups(): Promise<SiteMapGroup[]> {
  return once('siteMapGroups', loadSiteMapGroups);
}

async function loadSiteMapGroups(): Promise<SiteMapGroup[]> {
  const [every, cats, series, tests, lives, batches, bank] = await Promise.all([articleIndex(), categories(), seriesList(), mocks(), livePages(), batchList(), practiceBank()]);
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
      // Issue 30: every topic page of the practice bank (both languages).
      title: 'Topic practice',
      entries: bank.exams.flatMap((e) =>
        e.subjects.flatMap((s) => s.topics.map((t) => ({ path: practiceTopicUrl(`${e.slug}/${s.slug}/${t.slug}`), title: `${t.name} – ${s.name} (${e.name})` }))),
      ),
    },
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
        return { path, title: l.title, lastmod: l.lastEventAt ?? l.updatedAt, ...(l.lang === 'en' ? {} : { translations: { [l.lang]: path }, titleLang: l.lang }) };
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
  return { path, title: titleOrFallback(a.postTitle), lastmod: a.postDateUpdated, slug: a.postSlug, translations: { [lang]: path, ...(tr ? { [tr.lang]: localizedPath(articleUrl(tr.slug), tr.lang) } : {}) } };
}

// ---------------------------------------------------------------- sitemap.xml and its files

/**
 * URLs per sitemap file. The protocol allows 50,000 (and 50 MB); a site of
 * 50,000 articles has ~52,000 pages, and smaller files also keep an edit's
 * rebuild small: a changed-only build writes only the file with the edited
 * article (src/pages/sitemap-[n].xml.ts). SITEMAP_URLS_PER_FILE overrides it (tests).
 */
export const sitemapUrlsPerFile = () => Number(process.env.SITEMAP_URLS_PER_FILE) || 10_000;

/** One <url> of sitemap.xml: the page, its last change, its language versions (alternates) when it has several. */
export interface SiteMapUrl {
  path: string;
  lastmod?: string;
  alternates: Partial<Record<Locale, string>>;
  slug?: string;
}

/**
 * Every page once, in the groups' order. An entry with its own language
 * versions (an article, a Hindi live page) is one page, its translation has
 * an entry of its own; a page type (no `translations`) is a page per language.
 */
export function siteMapUrls(groups: readonly SiteMapGroup[]): SiteMapUrl[] {
  const seen = new Set<string>();
  const out: SiteMapUrl[] = [];
  for (const e of groups.flatMap((g) => g.entries)) {
    const versions = entryVersions(e);
    const alternates = Object.keys(versions).length > 1 ? versions : {};
    for (const path of e.translations ? [e.path] : Object.values(versions)) {
      if (!path || seen.has(path)) continue;
      seen.add(path);
      out.push({ path, lastmod: e.lastmod, alternates, ...(e.slug ? { slug: e.slug } : {}) });
    }
  }
  return out;
}

/** Splits a list into runs of `size` (at least one, maybe empty). */
export function inRuns<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs.length ? runs : [[]];
}

/** Every URL of sitemap.xml, once per build (the index and each of its files read them). */
export function allSiteMapUrls(): Promise<SiteMapUrl[]> {
  return once('siteMapUrls', async () => siteMapUrls(await siteMapGroups()));
}

/**
 * The sitemap files: one when the site fits in one, else the other pages' files, then the articles' files.
 * Apart, because the other pages' lastmods follow the articles (home, listings, categories: their newest
 * article's), so every edit rewrites those — and, of the articles' files, only the edited article's.
 */
export function sitemapFiles(urls: readonly SiteMapUrl[], perFile = sitemapUrlsPerFile()): SiteMapUrl[][] {
  if (urls.length <= perFile) return [[...urls]];
  const pages = urls.filter((u) => !u.slug);
  const articles = urls.filter((u) => u.slug);
  return [...(pages.length ? inRuns(pages, perFile) : []), ...inRuns(articles, perFile)];
}

/** The latest lastmod of some URLs (for a file's entry in the sitemap index). */
export function latestLastmod(urls: readonly { lastmod?: string }[]): string | undefined {
  let best: string | undefined;
  let bestMs = -Infinity;
  for (const u of urls) {
    const ms = u.lastmod ? Date.parse(u.lastmod) : NaN;
    if (ms > bestMs) [best, bestMs] = [u.lastmod, ms];
  }
  return best;
}

/** A <urlset> document. */
export function urlsetXml(urls: readonly SiteMapUrl[], site: URL | undefined): string {
  const abs = (path: string) => xmlEscape(new URL(path, site).href);
  const lines = urls.map((u) => {
    const langs = LOCALES.filter((l) => u.alternates[l]);
    const links = langs.length
      ? [...langs.map((l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_INFO[l].htmlLang}" href="${abs(u.alternates[l]!)}"/>`), ...(u.alternates.en ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${abs(u.alternates.en)}"/>`] : [])].join('')
      : '';
    return `  <url><loc>${abs(u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${lines.join('\n')}\n</urlset>\n`;
}

/** The address of sitemap file n (1-based). */
export const sitemapFileUrl = (n: number) => `/sitemap-${n}.xml`;

/** A <sitemapindex> of the files. */
export function sitemapIndexXml(files: readonly SiteMapUrl[][], site: URL | undefined): string {
  const lines = files.map((f, i) => {
    const lastmod = latestLastmod(f);
    return `  <sitemap><loc>${xmlEscape(new URL(sitemapFileUrl(i + 1), site).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</sitemapindex>\n`;
}

// ---------------------------------------------------------------- the HTML sitemap's article pages

/** Articles the HTML sitemap lists on its own page; past that, on pages of this many (/utils/sitemap/articles/n). */
export const sitemapArticlesPerPage = () => Number(process.env.SITEMAP_ARTICLES_PER_PAGE) || 1_000;

/** The HTML sitemap's article entries of a language, in pages (one page: listed on /utils/sitemap itself). */
export function articlePages(groups: readonly SiteMapGroup[], locale: Locale, perPage = sitemapArticlesPerPage()): SiteMapEntry[][] {
  const articles = (groups.find((g) => g.title === 'Articles')?.entries ?? []).filter((e) => localeOfPath(e.path) === locale);
  return inRuns(articles, perPage);
}

/** The address of the HTML sitemap's article page n (1-based), in a language. */
export const articlePageUrl = (locale: Locale, n: number) => localizedPath(`/utils/sitemap/articles/${n}`, locale);
