/**
 * The one tiny script every page loads (BaseLayout). It ships no React: each
 * island's code is imported on demand, only on pages that have its mount
 * point, and only when it is needed:
 *   search overlay   first click on a [data-search-launcher] (the link to /search is the no-JS fallback)
 *   listing search   /…?search={term} on a listing page ([data-listing-search])
 *   house ads        when the blog grid has ad slots ([data-house-ad-slot])
 *   ad-network slot  when PUBLIC_AD_CLIENT is configured ([data-ad-network-slot][data-ad-client])
 *   live updates     on /live/{slug} ([data-live-updates])
 *   carousels        when scrolled into view ([data-carousel])
 *   footer           when the build-time category list is empty ([data-footer-categories-error])
 *   filter bar       on /resource and /mock-test ([data-filter-bar-mount])
 *   live tests       at idle on /mock-test and home when tests are scheduled ([data-live-tests]): state,
 *                    countdown by the server's clock, registered count, Register (live-tests/enhance.ts)
 *   account entry    at idle, only when a signed-in session is stored locally ([data-account-entry]);
 *                    visitors keep the server-rendered "Sign in" link and load nothing
 *   mark as read     the same, on article pages ([data-mark-read])
 *   download count   a click on a download link ([data-download-url]; warmed when the pointer or focus reaches one)
 *   live counts      at idle: the current download counts on /resource ([data-download-count]) and the
 *                    article view on article pages (article[data-article]), counts/live-counts.ts
 *   topic practice   at once on a topic page ([data-practice]: fetches the sets); at idle on /practice the
 *                    accuracy per topic ([data-practice-accuracy-list]), practice/accuracy.ts
 *   daily quiz       not here: /daily-quiz has its own module script (src/views/DailyQuiz.astro), fetched
 *                    with the page; the request layer only when a signed-in aspirant answers or submits
 *   service worker   registered after the load event, at idle (offline and install, docs/site.md); no library
 */
import '../lib/client/zod-csp';
import { AUTH_LOGIN_EVENT } from '../lib/client/events';
import { readStoredSession } from '../lib/client/session';
import { AUTH_STORAGE_PREFIX } from '../lib/client/storage';

type Loader = () => Promise<{ mount: (el: HTMLElement) => void }>;

const idle = (fn: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200));
const each = (selector: string, fn: (el: HTMLElement) => void) => document.querySelectorAll<HTMLElement>(selector).forEach(fn);
const run = (load: Loader, el: HTMLElement) => load().then((m) => m.mount(el), () => undefined);

// Search overlay: intent (pointer over or focus on a launcher) warms the chunk; the click opens it.
let warmed = false;
const warm = (event: Event) => {
  if (warmed || !(event.target as Element | null)?.closest?.('[data-search-launcher]')) return;
  warmed = true;
  import('./search/mount').catch(() => (warmed = false));
};
document.addEventListener('pointerover', warm, { passive: true });
document.addEventListener('focusin', warm);

let opening = false;
document.addEventListener('click', (event) => {
  const target = event.target as Element | null;
  const launcher = target?.closest?.<HTMLElement>('[data-search-launcher]');
  if (!launcher || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  if (opening) return;
  opening = true;
  import('./search/mount').then(
    (m) => m.openSearchOverlay(launcher),
    () => window.location.assign(launcher.getAttribute('href') || '/search'),
  ).finally(() => (opening = false));
});

// Downloads: every click (or middle-click) on a download link is counted; the link itself is left alone.
const warmCount = (event: Event) => {
  if ((event.target as Element | null)?.closest?.('a[data-download-url]')) import('./downloads/count').catch(() => undefined);
};
document.addEventListener('pointerover', warmCount, { passive: true });
document.addEventListener('focusin', warmCount);
const countDownload = (event: MouseEvent) => {
  if (event.defaultPrevented || (event.type === 'auxclick' && event.button !== 1)) return;
  const link = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-download-url]');
  if (link) import('./downloads/count').then((m) => m.countDownload(link), () => undefined);
};
document.addEventListener('click', countDownload);
document.addEventListener('auxclick', countDownload);

// Listing search form: the term is trimmed and encoded; an empty term goes to {base}.
document.addEventListener('submit', (event) => {
  const form = event.target as HTMLFormElement | null;
  if (!form?.matches?.('[data-listing-search-form]')) return;
  const input = form.querySelector<HTMLInputElement>('input[name="search"]');
  event.preventDefault();
  // lib/format builds the URL; it loads here (not with the page) to keep the loader tiny.
  const base = new URL(form.action, location.href).pathname;
  import('#core/urls.ts').then(
    (m) => window.location.assign(m.searchUrl(base, input?.value)),
    () => form.submit(),
  );
});

// "Sign in" brings the visitor back to this very page (query and hash included; the build only knows the path).
document.addEventListener('click', (event) => {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-account-signin]');
  const here = location.pathname + location.search + location.hash;
  if (link && !location.pathname.startsWith('/auth/')) link.search = here === '/' ? '' : `?redirect=${encodeURIComponent(here)}`;
});

// Signed-in readers: the account entry and "Mark as read" (no React, no Firebase; see their modules).
let accountLoaded = false;
function loadAccount() {
  if (accountLoaded || !readStoredSession()) return;
  accountLoaded = true;
  if (document.querySelector('[data-account-entry]')) import('./auth/account').then((m) => m.mountAccount(document), () => (accountLoaded = false));
  if (document.querySelector('[data-mark-read]')) import('./progress/mark-read').then((m) => m.mountMarkRead(document), () => undefined);
}
// A session that appears later: signed in on this page or in another tab.
window.addEventListener(AUTH_LOGIN_EVENT, loadAccount);
window.addEventListener('storage', (event) => {
  if (event.key?.startsWith(AUTH_STORAGE_PREFIX)) loadAccount();
});

function start() {
  const search = new URLSearchParams(location.search).get('search')?.trim();
  // A topic page's practice: its sets are fetched at once, so an answer never waits for the network.
  each('[data-practice]', (el) => run(() => import('./practice/runner'), el));
  if (search) each('[data-listing-search]', (el) => run(() => import('./listing/mount'), el));
  idle(() => {
    loadAccount();
    if (document.querySelector('[data-house-ad-slot]')) import('./ads/house').then((m) => m.fillHouseAds(document), () => undefined);
    each('[data-ad-network-slot][data-ad-client]', (el) => run(() => import('./ads/network'), el));
    each('[data-live-updates]', (el) => run(() => import('./live/mount'), el));
    each('[data-footer-categories-error]', (el) => run(() => import('./footer/mount'), el));
    each('[data-filter-bar-mount]', (el) => run(() => import('./filters/mount'), el));
    each('[data-live-tests]', (el) => run(() => import('./live-tests/enhance'), el));
    each('[data-practice-accuracy-list]', (el) => run(() => import('./practice/accuracy'), el));
    const article = document.querySelector<HTMLElement>('article[data-article]')?.dataset.article;
    if (article || document.querySelector('[data-download-count]')) {
      import('./counts/live-counts').then((m) => (article ? m.countVisit(article) : m.refreshDownloadCounts(document)), () => undefined);
    }
  });
  const carousels = document.querySelectorAll<HTMLElement>('[data-carousel], [data-related-resources]');
  if (carousels.length && 'IntersectionObserver' in window) {
    const io = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        io.unobserve(entry.target);
        run(() => import('./carousel/enhance'), entry.target as HTMLElement);
      }
    }, { rootMargin: '200px' });
    carousels.forEach((el) => io.observe(el));
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();

// Offline and install: /sw.js (src/service-worker), never before the page has loaded. `updateViaCache: 'none'`
// checks for a new worker on every visit whatever the HTTP cache holds. Not in `astro dev` (no sw.js there).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => idle(() => navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => undefined));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
