/**
 * A chunk loaded on demand (a React.lazy screen), tried again when it fails. On a patchy connection, or offline before
 * the service worker has kept the chunk, the first request can fail, and React's lazy() keeps a failed load for good:
 * the island stays blank until a reload (seen in CI: the result view's stylesheet failed to load just after the
 * connection came back, so an offline submit's result never showed). Offline, it waits for the connection; online, it
 * tries `tries` times in all, `firstDelayMs`, then twice that, … apart, and then gives up with the last error.
 */
export async function importWithRetry<T>(load: () => Promise<T>, { tries = 4, firstDelayMs = 500 } = {}): Promise<T> {
  for (let failures = 0; ; ) {
    try {
      return await load();
    } catch (error) {
      if (offline()) {
        await backOnline();
        continue;
      }
      if (++failures >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** (failures - 1)));
    }
  }
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

const backOnline = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
