/**
 * The service worker (/sw.js), built with Workbox after `astro build` by
 * src/integrations/service-worker.ts (esbuild bundle, then workbox-build's
 * injectManifest writes the precache list into `self.__WB_MANIFEST`).
 * The rules are in policy.ts; docs/site.md ("Offline and installable").
 *
 * Precached: only the small offline page and its stylesheet. On install the
 * home page is also stored in the pages cache (as its network-first route
 * would: the first visit happens before the worker controls the page, so
 * without this offline `/` showed "You are offline"). Everything else is
 * kept as it is used: pages network-first, hashed build files and the
 * Devanagari font files cache-first (the fonts are warmed when a paper with
 * Hindi is opened, src/islands/mock/offline-cache.ts). A
 * test page and its files are also kept the moment a test starts: the runner
 * posts Workbox's CACHE_URLS message (src/islands/mock/offline-cache.ts), which
 * the default router answers by fetching each URL through its route.
 *
 * Updates: a new worker installs (only the offline page to fetch), takes over
 * at once (skipWaiting + clientsClaim) and leaves the runtime caches alone:
 * their names do not change between deploys, so a test that is running keeps
 * the JS it loaded, and a reload mid-test gets the new page and resumes from
 * localStorage. Old precache revisions are dropped by Workbox on activation.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES, INSTALL_PAGES, LIMITS, offlineFallbackFor, pageCacheKey, routeFor } from './policy';

type PrecacheEntry = { url: string; revision: string | null };
// The service worker's global scope; the project type-checks against the DOM library, so only what is used is declared.
const sw = self as unknown as {
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: { waitUntil(promise: Promise<unknown>): void }) => void): void;
};

/** Stores the install-time pages under the key the page route uses; a failure (offline, 5xx) never blocks the install. */
async function keepInstallPages(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.pages);
  await Promise.all(
    INSTALL_PAGES.map(async (path) => {
      const url = new URL(path, sw.location.origin).href;
      try {
        const response = await fetch(url, { credentials: 'same-origin' });
        if (response.status === 200) await cache.put(pageCacheKey(url), response);
      } catch {
        /* kept on a later visit, by the page route */
      }
    }),
  );
}

sw.addEventListener('install', (event) => {
  event.waitUntil(keepInstallPages());
  void sw.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
// Written exactly so: injectManifest replaces the literal `self.__WB_MANIFEST` in the bundle.
precacheAndRoute((self as unknown as { __WB_MANIFEST: PrecacheEntry[] }).__WB_MANIFEST);

const origin = sw.location.origin;
const ok = new CacheableResponsePlugin({ statuses: [200] });

registerRoute(
  ({ request }) => routeFor(request, origin) === 'asset',
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [ok, new ExpirationPlugin({ maxEntries: LIMITS.assets, purgeOnQuotaError: true })],
  }),
);

// The Devanagari subset: cache first, so Hindi renders offline. The files change only when
// scripts/subset-devanagari.ts is run again, which adds glyphs; no expiry (an expired entry offline would mean boxes).
registerRoute(
  ({ request }) => routeFor(request, origin) === 'font',
  new CacheFirst({ cacheName: CACHE_NAMES.fonts, plugins: [ok, new ExpirationPlugin({ maxEntries: 8, purgeOnQuotaError: true })] }),
);

registerRoute(
  ({ request }) => routeFor(request, origin) === 'static',
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.static, plugins: [ok] }),
);

registerRoute(
  ({ request }) => routeFor(request, origin) === 'page',
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: LIMITS.networkTimeoutSeconds,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) },
      ok,
      new ExpirationPlugin({ maxEntries: LIMITS.pages, purgeOnQuotaError: true }),
      // The offline page in the page's language (both are precached).
      { handlerDidError: async ({ request }) => (await matchPrecache(offlineFallbackFor(request.url))) ?? undefined },
    ],
  }),
);
