/**
 * Polls GET /api/live/pages/{slug} with ETag / If-None-Match. Every
 * `intervalMs` while the tab is visible; backs off (doubling up to
 * `maxHiddenMs`) while it is hidden and polls at once when it becomes visible
 * again; errors back off the same way. Stops when the page is archived.
 * Framework-free so it is easy to test with fake timers.
 */
import type { LivePageWithEvents } from '#core/schemas/responses/live.ts';

export const LIVE_POLL_MS = 15_000;
export const LIVE_HIDDEN_MAX_MS = 5 * 60_000;

export type LiveFetchResult = { status: 304; etag: string | null } | { status: 200; etag: string | null; data: LivePageWithEvents };
export type LiveFetcher = (slug: string, etag: string | null) => Promise<LiveFetchResult>;

/** What the poller needs from the document (a fake in tests). */
export interface VisibilitySource {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface LivePollerOptions {
  slug: string;
  fetcher: LiveFetcher;
  onData: (page: LivePageWithEvents) => void;
  intervalMs?: number;
  maxHiddenMs?: number;
  doc?: VisibilitySource;
  /** Start archived: never poll. */
  archived?: boolean;
  /** Delay of the first poll (default intervalMs). */
  initialDelayMs?: number;
}

export interface LivePoller {
  stop(): void;
  /** For tests: the delay of the next scheduled poll (null when stopped). */
  nextDelay(): number | null;
}

export function startLivePoller(options: LivePollerOptions): LivePoller {
  const { slug, fetcher, onData, intervalMs = LIVE_POLL_MS, maxHiddenMs = LIVE_HIDDEN_MAX_MS, doc = document } = options;
  let etag: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let delay: number | null = null;
  let backoff = intervalMs;
  let stopped = Boolean(options.archived);
  let inFlight = false;

  const hidden = () => doc.visibilityState === 'hidden';

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    delay = ms;
    timer = setTimeout(poll, ms);
  }

  function nextAfter(ok: boolean) {
    if (ok && !hidden()) backoff = intervalMs;
    else backoff = Math.min(maxHiddenMs, backoff * 2);
    schedule(ok && !hidden() ? intervalMs : backoff);
  }

  async function poll() {
    timer = null;
    delay = null;
    if (stopped || inFlight) return;
    inFlight = true;
    let ok = true;
    try {
      const result = await fetcher(slug, etag);
      if (stopped) return;
      if (result.etag) etag = result.etag;
      if (result.status === 200) {
        onData(result.data);
        if (result.data.status === 'archived') {
          stop();
          return;
        }
      }
    } catch {
      ok = false;
    } finally {
      inFlight = false;
    }
    nextAfter(ok);
  }

  function onVisibility() {
    if (stopped) return;
    if (!hidden()) {
      backoff = intervalMs;
      schedule(0);
    }
  }

  function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    delay = null;
    doc.removeEventListener('visibilitychange', onVisibility);
  }

  if (!stopped) {
    doc.addEventListener('visibilitychange', onVisibility);
    schedule(options.initialDelayMs ?? intervalMs);
  }
  return { stop, nextDelay: () => delay };
}
