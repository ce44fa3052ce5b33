/**
 * "Keep this test for offline use": when a test starts, the runner asks the
 * service worker (src/service-worker) to store the test page and every build
 * file it has loaded (JS, CSS), so a reload, a closed tab or a lost connection
 * finds the page again. It is Workbox routing's CACHE_URLS message: the worker
 * fetches each URL through its own route (network-first page, cache-first
 * files) and answers on the channel when they are stored.
 *
 * Without a service worker (not supported, not yet registered, `astro dev`)
 * nothing happens; `ready` waits for one registered later on this page.
 */
import { keepOfflineUrls } from '../../service-worker/policy';

export function keepTestOffline(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(false);
  return navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise<boolean>((resolve) => {
        const worker = registration.active;
        if (!worker) return resolve(false);
        const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(true);
        worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: keepOfflineUrls(location.href, loaded, location.origin) } }, [channel.port2]);
      }),
    () => false,
  );
}
