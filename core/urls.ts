/** URL builders of the site's routes (spec section 2): one place for every path shape, and the slug rules. */

/**
 * Article slugs that would collide with the blog's own listing paths
 * (/blog/page/{n}, /blog/category/{name}): the article schema refuses them and
 * a slug derived from a title skips them.
 */
export const RESERVED_BLOG_SLUGS: readonly string[] = ['page', 'category'];

/** Lower-case, hyphen-separated, ASCII-only slug ('&' becomes 'and'), at most `max` characters. */
export function slugify(text: string, max = 80): string {
  let slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length > max) {
    slug = slug.slice(0, max);
    const cut = slug.lastIndexOf('-');
    if (cut > max / 2) slug = slug.slice(0, cut);
  }
  return slug || 'item';
}

/**
 * A path on this site ('/mock-test', '/uploads/covers/x.png?v=2'): starts
 * with one '/', and nothing a browser could read as another origin. Refused:
 * '//host' and '/\host' (browsers treat a backslash as '/', so both are
 * protocol-relative), any backslash, whitespace or control character
 * (browsers drop tabs and newlines, so '/<tab>/host' becomes '//host'), and
 * anything not starting with '/' (schemes such as 'javascript:', relative
 * paths). The one check for every field and parameter that takes a site path.
 */
export function isSitePath(value: string): boolean {
  return typeof value === 'string' && value.startsWith('/') && value[1] !== '/' && !/[\\\s\u0000-\u001f\u007f-\u009f]/.test(value);
}

/**
 * A link an admin may store and the site may render: an absolute http(s) URL
 * with a host, or a site path (isSitePath). Refused: other schemes
 * (javascript:, data:, ftp:), protocol-relative '//host' and '/\host', any
 * backslash, whitespace or control character.
 */
export function isSafeLink(value: string | null | undefined): value is string {
  if (!value || typeof value !== 'string') return false;
  if (value.startsWith('/')) return isSitePath(value);
  if (/[\\\s\u0000-\u001f\u007f-\u009f]/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

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
/** A submitted attempt's result and review, reopened from the server on any device (the test page's runner reads `attempt`). */
export const mockAttemptUrl = (slug: string, attemptId: string) => `${mockTestUrl(slug)}?attempt=${encodeURIComponent(attemptId)}`;
export const livePageUrl = (slug: string) => `/live/${encodeURIComponent(slug)}`;

function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path === '/' ? '' : path;
}
