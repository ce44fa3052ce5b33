/**
 * The one formatting module shared by the static pages (at build time) and the
 * islands (in the browser): excerpts, reading time, dates, pagination windows,
 * listing texts and listing URLs. Texts and rules are the spec's (sections 2,
 * 5, 8 and 9), verbatim. Pure functions, no DOM, no Node APIs.
 */

// ---------------------------------------------------------------- constants

/** Spec section 9. */
export const HOME_PAGE_SIZE = 30;
/** The blog listing uses the home page size so `/blog?page={n}` from the home feed lands on the same articles. */
export const BLOG_PAGE_SIZE = HOME_PAGE_SIZE;
export const HOME_AD_EVERY = 5;
export const GRID_AD_EVERY = 4;
export const FOOTER_CATEGORY_LIMIT = 8;
export const HOME_CAROUSEL_LIMIT = 3;
export const WORDS_PER_MINUTE = 200;

export const EXCERPT_LENGTH = {
  /** Blog grid excerpt. */
  grid: 140,
  /** Cards elsewhere (home feed, series, related items). */
  card: 120,
  /** Search suggestions. */
  suggestion: 80,
} as const;

/** Fixed time zone so builds are reproducible and the browser shows the same dates (Indian audience: IST). */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

/** Spec texts used by more than one page or island. */
export const TEXT = {
  readMoreGrid: 'Read More!',
  readMoreHome: 'Click To Read More!',
  contentUnavailable: 'Content unavailable',
  unknownDate: 'Unknown date',
  untitled: 'Untitled Article',
  noContentReadingTime: '5 min read',
  latestArticles: 'Latest Articles',
  allCategories: 'All Categories',
  all: 'All',
  emptyTitle: 'No articles available',
  emptyBody: 'Check back later for new content.',
  searchEmptyTitle: 'No articles found',
  searchEmptyBody: 'Try adjusting your search terms or browse categories above.',
  viewAllArticles: 'View All Articles',
  viewAllCategories: 'View All Categories',
  categoriesUnavailable: 'Categories temporarily unavailable',
  series: 'Series',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  searchPlaceholder: 'Search for an exam, topic, or course...',
  noResults: 'No results found',
  searchInBlog: 'Search in blog',
  viewAllResults: 'View all results',
  relatedResources: 'Related Resources',
} as const;

// ---------------------------------------------------------------- text

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  rupee: '₹',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Tags that separate words; inline tags (b, em, a, span …) do not. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|hr|h[1-6]|li|ul|ol|dl|dt|dd|tr|td|th|thead|tbody|table|caption|blockquote|pre|section|article|aside|header|footer|nav|main|figure|figcaption|details|summary|img|iframe|video|audio|form|option)\b[^>]*>/gi;

/** Plain text of an HTML fragment: comments, script/style bodies and tags removed, entities decoded, whitespace collapsed. */
export function stripTags(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Excerpt of article content: tags stripped, cut at `length` characters plus an
 * ellipsis. Missing or empty content gives `emptyText` ('Read More!' in the
 * grid, 'Click To Read More!' on the home feed); content that cannot be read
 * (not a string) gives 'Content unavailable'.
 */
export function excerpt(content: unknown, length: number = EXCERPT_LENGTH.grid, emptyText: string = TEXT.readMoreGrid): string {
  if (content === null || content === undefined) return emptyText;
  try {
    if (typeof content !== 'string') throw new TypeError('content is not text');
    const text = stripTags(content);
    if (!text) return emptyText;
    if (text.length <= length) return text;
    return `${text.slice(0, length).trimEnd()}...`;
  } catch {
    return TEXT.contentUnavailable;
  }
}

/** Blog grid excerpt: 140 characters, 'Read More!' when empty. */
export const gridExcerpt = (content: unknown) => excerpt(content, EXCERPT_LENGTH.grid, TEXT.readMoreGrid);
/** Home feed excerpt: 120 characters (cards), 'Click To Read More!' when empty. */
export const homeExcerpt = (content: unknown) => excerpt(content, EXCERPT_LENGTH.card, TEXT.readMoreHome);
/** Search suggestion excerpt: 80 characters. */
export const suggestionExcerpt = (content: unknown) => excerpt(content, EXCERPT_LENGTH.suggestion, '');

export function countWords(text: string): number {
  const t = text.trim();
  return t ? t.split(/\s+/).length : 0;
}

/** Minutes for a number of words: words / 200 rounded up, at least 1; null without words. */
export function readingMinutes(words: number): number | null {
  if (!Number.isFinite(words) || words <= 0) return null;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** 'n min read' from a word count; '5 min read' when there is no content. */
export function readingTimeFromWords(words: number | null | undefined): string {
  const minutes = readingMinutes(words ?? 0);
  return minutes === null ? TEXT.noContentReadingTime : `${minutes} min read`;
}

/** 'n min read' from HTML content (word count of the stripped text / 200, rounded up, min 1); '5 min read' without content. */
export function readingTime(content: string | null | undefined): string {
  if (typeof content !== 'string') return TEXT.noContentReadingTime;
  return readingTimeFromWords(countWords(stripTags(content)));
}

export function titleOrFallback(title: string | null | undefined): string {
  return typeof title === 'string' && title.trim() ? title.trim() : TEXT.untitled;
}

// ---------------------------------------------------------------- dates

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: SITE_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SITE_TIME_ZONE,
});

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** US short date ('Nov 5, 2026') in the site's time zone; 'Unknown date' when missing or invalid. */
export function formatDate(value: unknown): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : TEXT.unknownDate;
}

/** 'Nov 5, 2026, 3:07 PM IST' for live events; 'Unknown date' when missing or invalid. */
export function formatDateTime(value: unknown): string {
  const d = toDate(value);
  return d ? `${dateTimeFormat.format(d)} IST` : TEXT.unknownDate;
}

/** ISO string for <time datetime>, or undefined when invalid. */
export function isoDate(value: unknown): string | undefined {
  return toDate(value)?.toISOString();
}

// ---------------------------------------------------------------- pagination

export interface BlogPagination {
  /** At most 5 numbers, starting 2 before the current page (minimum 1). */
  pages: number[];
  first: boolean;
  previous: boolean;
  next: boolean;
  last: boolean;
}

function clampPage(page: number, totalPages: number) {
  const total = Math.max(1, Math.floor(totalPages) || 1);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);
  return { current, total };
}

/** Blog grid pagination window (spec section 5). */
export function blogPagination(page: number, totalPages: number): BlogPagination {
  const { current, total } = clampPage(page, totalPages);
  const start = Math.max(1, current - 2);
  const end = Math.min(total, start + 4);
  const pages: number[] = [];
  for (let n = start; n <= end; n++) pages.push(n);
  return { pages, first: current > 1, previous: current > 1, next: current < total, last: current < total };
}

export type HomePageItem = number | 'ellipsis';

/**
 * Home feed pagination (spec sections 5 and 9): every page when there are at
 * most 7; otherwise 5 pages at the end the current page is near, 3 around it
 * in the middle, with ellipses:
 *   current ≤ 4        → 1 2 3 4 5 … N
 *   current ≥ N − 3    → 1 … N−4 N−3 N−2 N−1 N
 *   otherwise          → 1 … c−1 c c+1 … N
 */
export function homePagination(page: number, totalPages: number): HomePageItem[] {
  const { current, total } = clampPage(page, totalPages);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 7) return range(1, total);
  if (current <= 4) return [...range(1, 5), 'ellipsis', total];
  if (current >= total - 3) return [1, 'ellipsis', ...range(total - 4, total)];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', total];
}

export function totalPagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)));
}

// ---------------------------------------------------------------- listing texts

export function listingHeading({ page, searchTerm, count }: { page: number; searchTerm?: string | null; count?: number }): string {
  if (normalizeSearchTerm(searchTerm)) return `Search Results (${count ?? 0})`;
  return page > 1 ? `Articles - Page ${page}` : TEXT.latestArticles;
}

export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((Math.max(1, page) - 1) * limit + 1, total);
  return { from, to: Math.min(Math.max(1, page) * limit, total) };
}

/** 'Showing {from} - {to} of {total} articles' */
export function rangeText(page: number, limit: number, total: number): string {
  const { from, to } = pageRange(page, limit, total);
  return `Showing ${from} - ${to} of ${total} articles`;
}

/** 'Page {n} of {totalPages} ({total} total articles)' */
export function pageFooterText(page: number, totalPages: number, total: number): string {
  return `Page ${page} of ${totalPages} (${total} total articles)`;
}

/** 'Search Results for "{term}"' */
export function searchBannerTitle(term: string): string {
  return `Search Results for "${term}"`;
}

/** '{total} articles found' */
export function searchBannerCount(total: number): string {
  return `${total} articles found`;
}

/** A download count on a resource card: '1 download', '1,234 downloads' (Indian digit grouping). */
export function downloadsText(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'download' : 'downloads'}`;
}

/** 'Part n of N' for series navigation. */
export function seriesPartText(order: number, total: number): string {
  return `Part ${order} of ${total}`;
}

/** Related-resources counter 'n / total'. */
/** '1 update', '12 updates' (the live page's count, kept current by the live island). */
export function updateCountText(count: number): string {
  return `${count} ${count === 1 ? 'update' : 'updates'}`;
}

export function carouselCounter(index: number, total: number): string {
  return `${total === 0 ? 0 : index + 1} / ${total}`;
}

export type CarouselItemType = 'mock' | 'live' | 'series' | 'resource' | 'other';

/** A carousel item (spec section 3). */
export interface CarouselItem {
  id: string;
  type: CarouselItemType;
  title: string;
  description?: string;
  category?: string;
  /** Minutes (mock tests). */
  timer?: number;
  articleCount?: number;
  link: string;
}

/** Related-resources button wording by item type (spec section 2). */
export function carouselButtonText(type: string): string {
  switch (type) {
    case 'mock':
      return 'Start Test';
    case 'live':
      return 'Join Live';
    case 'series':
      return 'Read More';
    case 'resource':
      return 'Download';
    default:
      return 'Learn More';
  }
}

// ---------------------------------------------------------------- URLs

/** Trimmed search term; empty after trimming means no search. */
export function normalizeSearchTerm(term: string | null | undefined): string {
  return typeof term === 'string' ? term.trim() : '';
}

/** {base}/category/{name} with the name URL-encoded (the blog's shape when base is '/blog'). */
export function categoryUrl(base: string, name: string): string {
  return `${stripTrailingSlash(base)}/category/${encodeURIComponent(name)}`;
}

/** The footer's category path shape: /category/{name}. */
export function footerCategoryUrl(name: string): string {
  return categoryUrl('', name);
}

/**
 * A listing URL: {base}?search={term}&page={n}. The term is trimmed and
 * encoded; an empty term is dropped; page 1 carries no page parameter.
 */
export function listingUrl(base: string, { search, page }: { search?: string | null; page?: number } = {}): string {
  const term = normalizeSearchTerm(search);
  const params: string[] = [];
  if (term) params.push(`search=${encodeURIComponent(term)}`);
  if (page && page > 1) params.push(`page=${Math.floor(page)}`);
  const path = stripTrailingSlash(base) || '/';
  return params.length ? `${path}?${params.join('&')}` : path;
}

/** Where a search form submission goes: {base}?search={term}, or {base} for an empty term. */
export function searchUrl(base: string, term: string | null | undefined): string {
  return listingUrl(base, { search: term });
}

/** The static file path behind `{base}?page={n}` (the rewrite target). Page 1 is the base itself. */
export function staticPageUrl(base: string, page: number): string {
  const path = stripTrailingSlash(base) || '';
  return page > 1 ? `${path}/page/${page}` : path || '/';
}

export const articleUrl = (postSlug: string) => `/blog/${encodeURIComponent(postSlug)}`;
export const seriesUrl = (slug: string) => `/series/${encodeURIComponent(slug)}`;
export const mockTestUrl = (slug: string) => `/mock-test/test/${encodeURIComponent(slug)}`;
export const livePageUrl = (slug: string) => `/live/${encodeURIComponent(slug)}`;

function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path === '/' ? '' : path;
}

// ---------------------------------------------------------------- grids with ads

export type GridItem<T> = { kind: 'article'; article: T; index: number } | { kind: 'ad'; slot: number };

/** Articles with an ad slot after every `every`-th article (spec section 9). */
export function withAdSlots<T>(articles: readonly T[], every: number): GridItem<T>[] {
  const out: GridItem<T>[] = [];
  let slot = 0;
  articles.forEach((article, index) => {
    out.push({ kind: 'article', article, index });
    if (every > 0 && (index + 1) % every === 0) out.push({ kind: 'ad', slot: slot++ });
  });
  return out;
}
