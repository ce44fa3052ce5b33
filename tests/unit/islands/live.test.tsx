// @vitest-environment jsdom
/** Live polling: ETag / If-None-Match, back-off while hidden, stop when archived; the island renders new events and the status. */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LivePageWithEvents } from '#core/schemas/responses/live.ts';
import { mount } from '#src/islands/live/mount.tsx';
import { startLivePoller, type LiveFetcher } from '#src/islands/live/useLivePolling.ts';

const livePage = (events: number[], status: 'live' | 'archived' = 'live'): LivePageWithEvents => ({
  id: 1,
  title: 'Result day',
  slug: 'result-day',
  description: '',
  status,
  lang: 'en',
  eventCount: events.length,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  lastEventAt: null,
  events: events.map((id) => ({ id, title: `Update ${id}`, body: `Body ${id}`, createdAt: '2026-01-01T10:00:00Z' })),
});

function fakeDoc() {
  const listeners = new Set<() => void>();
  return {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    fire() {
      listeners.forEach((fn) => fn());
    },
    listeners,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('live poller', () => {
  it('sends the last ETag and only reports changed pages', async () => {
    const fetcher = vi
      .fn<LiveFetcher>()
      .mockResolvedValueOnce({ status: 200, etag: '"a"', data: livePage([1]) })
      .mockResolvedValueOnce({ status: 304, etag: '"a"' })
      .mockResolvedValueOnce({ status: 200, etag: '"b"', data: livePage([2, 1]) });
    const onData = vi.fn();
    const doc = fakeDoc();
    const p = startLivePoller({ slug: 'result-day', fetcher, onData, intervalMs: 1000, doc });
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetcher.mock.calls.map((c) => c[1])).toEqual([null, '"a"', '"a"']);
    expect(onData).toHaveBeenCalledTimes(2);
    p.stop();
    expect(doc.listeners.size).toBe(0);
  });

  it('backs off while the tab is hidden and polls at once when visible again', async () => {
    const fetcher = vi.fn<LiveFetcher>().mockResolvedValue({ status: 304, etag: '"a"' });
    const doc = fakeDoc();
    const p = startLivePoller({ slug: 's', fetcher, onData: vi.fn(), intervalMs: 1000, maxHiddenMs: 8000, doc });
    doc.visibilityState = 'hidden';
    await vi.advanceTimersByTimeAsync(1000);
    expect(p.nextDelay()).toBe(2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(p.nextDelay()).toBe(4000);
    await vi.advanceTimersByTimeAsync(4000);
    await vi.advanceTimersByTimeAsync(8000);
    expect(p.nextDelay()).toBe(8000);
    const before = fetcher.mock.calls.length;
    doc.visibilityState = 'visible';
    doc.fire();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher.mock.calls.length).toBe(before + 1);
    expect(p.nextDelay()).toBe(1000);
    p.stop();
  });

  it('stops when the page is archived, and never starts for an archived page', async () => {
    const fetcher = vi.fn<LiveFetcher>().mockResolvedValue({ status: 200, etag: null, data: livePage([1], 'archived') });
    const p = startLivePoller({ slug: 's', fetcher, onData: vi.fn(), intervalMs: 1000, doc: fakeDoc() });
    await vi.advanceTimersByTimeAsync(10000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(p.nextDelay()).toBeNull();
    const q = startLivePoller({ slug: 's', fetcher, onData: vi.fn(), intervalMs: 1000, archived: true, doc: fakeDoc() });
    await vi.advanceTimersByTimeAsync(10000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    q.stop();
  });
});

describe('live island', () => {
  it('renders new events, the count of updates and the archived status, then stops', async () => {
    document.body.innerHTML = `<span class="live-status live-status--live" data-live-status="live"><span class="dot"></span>live</span>
      <span role="status" data-live-count>1 update</span>
      <section data-live-updates data-slug="result-day" data-status="live" data-astro-cid-x><ol data-live-events><li data-event-id="1">Update 1</li></ol></section>`;
    const el = document.querySelector<HTMLElement>('[data-live-updates]')!;
    const fetcher = vi
      .fn<LiveFetcher>()
      .mockResolvedValueOnce({ status: 200, etag: '"b"', data: livePage([2, 1]) })
      .mockResolvedValueOnce({ status: 200, etag: '"c"', data: livePage([2, 1], 'archived') });
    const stop = mount(el, fetcher);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(el.querySelector('[data-event-id="2"]')?.textContent).toContain('Update 2');
    expect(el.querySelector('[data-event-id="2"]')?.className).toContain('is-new');
    expect(el.querySelector('[data-event-id="1"]')?.className).not.toContain('is-new');
    expect(el.querySelector('[data-live-events]')?.hasAttribute('data-astro-cid-x')).toBe(true);
    // Issue 14, finding 6: the count follows the polled events, and the feed adds no stray status text above the timeline.
    expect(document.querySelector('[data-live-count]')?.textContent).toBe('2 updates');
    expect(el.firstElementChild?.matches('[data-live-events]')).toBe(true);
    expect(el.textContent).not.toMatch(/^\s*live/);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20000);
    });
    expect(el.querySelector('[data-event-id="2"]')).not.toBeNull();
    const badge = document.querySelector<HTMLElement>('[data-live-status]')!;
    expect(badge.dataset.liveStatus).toBe('archived');
    expect(badge.textContent).toBe('archived');
    await vi.advanceTimersByTimeAsync(60000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    stop();
  });
});
