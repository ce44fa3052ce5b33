/**
 * "Keep this test for offline use": when a test starts, the runner asks the
 * service worker (src/service-worker) to store the test page and every build
 * file it has loaded (JS, CSS), so a reload, a closed tab or a lost connection
 * finds the page again. It is Workbox routing's CACHE_URLS message: the worker
 * fetches each URL through its own route (network-first page, cache-first
 * files) and answers on the channel when they are stored.
 *
 * A paper with Hindi also gets the Devanagari font files, and those are asked
 * for as soon as the paper is opened (start screen, result, review): without
 * them a reload offline shows every Hindi text as empty boxes on a device
 * with no Devanagari font of its own.
 *
 * Without a service worker (not supported, not yet registered, `astro dev`)
 * nothing happens; `ready` waits for one registered later on this page.
 *
 * The paper itself is not the worker's: from the start on it lives in the
 * attempt's snapshot (localStorage, attempt-storage.ts), whichever address it
 * came from (issue 28: GET /mocks/{slug}/paper, public and immutable, so the
 * browser's HTTP cache may keep it too); the worker never stores an API
 * answer (service-worker/policy.ts).
 */
import { DEVANAGARI_FONTS, keepOfflineUrls } from '../../service-worker/policy';

function cacheUrls(urlsToCache: string[]): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(false);
  return navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise<boolean>((resolve) => {
        const worker = registration.active;
        if (!worker) return resolve(false);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(true);
        worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } }, [channel.port2]);
      }),
    () => false,
  );
}

/** This page and the build files it loaded (and the Devanagari files for a page with Hindi): a test page, the daily quiz. */
export function keepPageOffline({ hindi = false } = {}): Promise<boolean> {
  if (typeof performance === 'undefined' || typeof location === 'undefined') return Promise.resolve(false);
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
  return cacheUrls(keepOfflineUrls(location.href, loaded, location.origin, { hindi }));
}

export const keepTestOffline = keepPageOffline;

/** The Devanagari files only: a paper with Hindi was opened (start screen, result or review). */
export function keepDevanagariOffline(): Promise<boolean> {
  if (typeof location === 'undefined') return Promise.resolve(false);
  return cacheUrls(DEVANAGARI_FONTS.map((path) => new URL(path, location.origin).href));
}
