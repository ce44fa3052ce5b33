/**
 * What the service worker (sw.ts) does with each request, as plain functions
 * so the rules are unit-tested without a browser (tests/unit/service-worker.test.ts).
 * docs/site.md ("Offline and installable") explains the policy.
 *
 *   /api/…, /admin…, /__/…   never routed: the browser fetches them itself, the SW
 *                            neither answers nor stores them (no stale API answer
 *                            or admin page, ever)
 *   /_astro/…                content-hashed build files: cache first
 *   /fonts/…                 the self-hosted Devanagari subset: cache first, kept in
 *                            its own cache; fetched ahead (warmed) as soon as a paper
 *                            with Hindi is opened, so Hindi never turns into boxes
 *                            offline (src/islands/mock/offline-cache.ts)
 *   pages (navigations, a    network first, the copy kept for offline; a page never
 *   test page or the daily   seen offline gets the precached /offline/ page; the home
 *   quiz warmed up)          page is stored when the worker installs (first visit)
 *   icons, manifest, favicon stale-while-revalidate
 *   anything else            not routed (Pagefind's index, downloads, uploads, …)
 *
 * /hi/ pages follow the same rules; their offline page is /hi/offline/.
 */
import { localeOfPath, unlocalizedPath, type Locale } from '#core/i18n/locales.ts';

/** Cache Storage names. Stable across deploys: a new service worker keeps what the old one stored. */
export const CACHE_NAMES = {
  pages: 'examprep-pages',
  assets: 'examprep-assets',
  static: 'examprep-static',
  fonts: 'examprep-fonts',
} as const;

/**
 * The Devanagari subset's files (src/styles/devanagari.css declares them;
 * tests/unit/service-worker.test.ts checks the two lists agree).
 */
export const DEVANAGARI_FONTS = ['/fonts/noto-sans-devanagari-regular.woff2', '/fonts/noto-sans-devanagari-bold.woff2', '/fonts/noto-sans-devanagari-label.woff2'] as const;

/** Pages stored when the worker installs, so a first visit already leaves the home page for offline use. */
export const INSTALL_PAGES = ['/'] as const;

/** The precached page shown for a page that is neither reachable nor kept, in the page's language. */
export const OFFLINE_FALLBACK = '/offline/index.html';
export const OFFLINE_FALLBACKS: Record<Locale, string> = { en: OFFLINE_FALLBACK, hi: '/hi/offline/index.html' };

/** The offline page for a page's address: the Hindi one under /hi/. */
export function offlineFallbackFor(href: string): string {
  return OFFLINE_FALLBACKS[localeOfPath(new URL(href).pathname)];
}

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

/** The mock-test runner page (/mock-test/test/{slug}, in either language), the page a started test needs offline. */
export function isTestPage(pathname: string): boolean {
  return /^\/mock-test\/test\/[^/]+\/?$/.test(unlocalizedPath(pathname));
}

/** The daily quiz (/daily-quiz, in either language): the island asks the worker to keep it once the quiz has shown. */
export function isDailyQuizPage(pathname: string): boolean {
  return /^\/daily-quiz\/?$/.test(unlocalizedPath(pathname));
}

export function isBuildAsset(pathname: string): boolean {
  return pathname.startsWith('/_astro/');
}

/** Self-hosted font files (public/fonts). */
export function isFont(pathname: string): boolean {
  return pathname.startsWith('/fonts/') && pathname.endsWith('.woff2');
}

export function isAppStatic(pathname: string): boolean {
  return pathname === '/favicon.svg' || pathname === '/manifest.webmanifest' || pathname.startsWith('/icons/');
}

interface RequestLike {
  method: string;
  mode: string;
  url: string;
}

export type RouteKind = 'page' | 'asset' | 'font' | 'static' | null;

/**
 * Which strategy handles a request, or null to leave it to the browser.
 * Only same-origin GETs are considered. A page is a navigation, or a test page
 * requested by the runner's "keep this test offline" message (sent from the
 * page, so not a navigation), or the daily quiz's page asked the same way by
 * its island.
 */
export function routeFor(request: RequestLike, origin: string): RouteKind {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (url.origin !== origin || isNeverCached(url.pathname)) return null;
  if (isBuildAsset(url.pathname)) return 'asset';
  if (isFont(url.pathname)) return 'font';
  if (isAppStatic(url.pathname)) return 'static';
  if (request.mode === 'navigate' || isTestPage(url.pathname) || isDailyQuizPage(url.pathname)) return 'page';
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

/**
 * The message the runner posts (Workbox routing's CACHE_URLS): the test page
 * and the files it loaded, plus the Devanagari files when the paper has Hindi
 * (loaded or not yet: the paper may be switched to Hindi offline).
 */
export function keepOfflineUrls(pageHref: string, loaded: readonly string[], origin: string, { hindi = false } = {}): string[] {
  const page = new URL(pageHref);
  page.hash = '';
  const files = loaded.filter((href) => {
    try {
      const url = new URL(href);
      return url.origin === origin && (isBuildAsset(url.pathname) || isFont(url.pathname) || isAppStatic(url.pathname));
    } catch {
      return false;
    }
  });
  const fonts = hindi ? DEVANAGARI_FONTS.map((path) => new URL(path, origin).href) : [];
  return [page.href, ...new Set([...files, ...fonts])];
}
