/**
 * What the service worker (sw.ts) does with each request, as plain functions
 * so the rules are unit-tested without a browser (tests/unit/service-worker.test.ts).
 * docs/site.md ("Offline and installable") explains the policy.
 *
 *   /api/…, /admin…, /__/…   never routed: the browser fetches them itself, the SW
 *                            neither answers nor stores them (no stale API answer
 *                            or admin page, ever)
 *   /_astro/…                content-hashed build files: cache first
 *   pages (navigations, and  network first, the copy kept for offline; a page never
 *   a test page warmed up)   seen offline gets the precached /offline/ page
 *   icons, manifest, favicon stale-while-revalidate
 *   anything else            not routed (Pagefind's index, downloads, uploads, …)
 */

/** Cache Storage names. Stable across deploys: a new service worker keeps what the old one stored. */
export const CACHE_NAMES = {
  pages: 'examprep-pages',
  assets: 'examprep-assets',
  static: 'examprep-static',
} as const;

/** The precached page shown for a page that is neither reachable nor kept. */
export const OFFLINE_FALLBACK = '/offline/index.html';

export const LIMITS = {
  /** Pages kept (least recently used go first). */
  pages: 80,
  /** Build files kept: several deploys' worth of a test page's JS and CSS. */
  assets: 250,
  /** A page's network answer is awaited this long before a kept copy is shown (a patchy connection). */
  networkTimeoutSeconds: 6,
} as const;

/** Paths the service worker must never answer or store: the API, the admin dashboard, Firebase's auth helpers. */
export function isNeverCached(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/admin') || pathname.startsWith('/__/');
}

/** The mock-test runner page (/mock-test/test/{slug}), the page a started test needs offline. */
export function isTestPage(pathname: string): boolean {
  return /^\/mock-test\/test\/[^/]+\/?$/.test(pathname);
}

export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith('/_astro/');
}

export function isAppStatic(pathname: string): boolean {
  return pathname === '/favicon.svg' || pathname === '/manifest.webmanifest' || pathname.startsWith('/icons/');
}

interface RequestLike {
  method: string;
  mode: string;
  url: string;
}

export type RouteKind = 'page' | 'asset' | 'static' | null;

/**
 * Which strategy handles a request, or null to leave it to the browser.
 * Only same-origin GETs are considered. A page is a navigation, or a test page
 * requested by the runner's "keep this test offline" message (sent from the
 * page, so not a navigation).
 */
export function routeFor(request: RequestLike, origin: string): RouteKind {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || isNeverCached(url.pathname)) return null;
  if (isBuildAsset(url.pathname)) return 'asset';
  if (isAppStatic(url.pathname)) return 'static';
  if (request.mode === 'navigate' || isTestPage(url.pathname)) return 'page';
  return null;
}

/**
 * The key a page is kept under: no fragment, no trailing slash (the server
 * answers /x and /x/ alike), the query kept (/blog?page=2 is another page).
 */
export function pageCacheKey(href: string): string {
  const url = new URL(href);
  url.hash = '';
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}

/** The message the runner posts (Workbox routing's CACHE_URLS): the test page and the files it loaded. */
export function keepOfflineUrls(pageHref: string, loaded: readonly string[], origin: string): string[] {
  const page = new URL(pageHref);
  page.hash = '';
  const files = loaded.filter((href) => {
    try {
      const url = new URL(href);
      return url.origin === origin && (isBuildAsset(url.pathname) || isAppStatic(url.pathname));
    } catch {
      return false;
    }
  });
  return [page.href, ...new Set(files)];
}
