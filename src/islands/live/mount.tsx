/** Live updates on /live/{slug}: polls with ETag and re-renders [data-live-updates] with new events, the status badge and the count. */
import { createRoot, type Root } from 'react-dom/client';
import type { Data } from '#core/schemas/responses/common.ts';
import type { LivePageWithEvents } from '#core/schemas/responses/live.ts';
import { getApi } from '../../lib/client/client';
import { live as en } from '#core/i18n/en/widgets/live.ts';
import { live as hi } from '#core/i18n/hi/widgets/live.ts';
import { plural } from '#core/i18n/format.ts';
import { pick } from '#core/i18n/pick.ts';
import { documentLocale } from '#core/i18n/locales.ts';
import LiveFeed from './LiveFeed';
import { startLivePoller, type LiveFetcher } from './useLivePolling';

export const fetchLivePage: LiveFetcher = async (slug, etag) => {
  const response = await getApi().ky.get(`${location.origin}/api/live/pages/${encodeURIComponent(slug)}`, {
    headers: etag ? { 'if-none-match': etag } : {},
    cache: 'no-cache',
    throwHttpErrors: false,
  });
  const next = response.headers.get('etag');
  if (response.status === 304) return { status: 304, etag: next ?? etag };
  if (!response.ok) throw new Error(`live page ${response.status}`);
  const body = (await response.json()) as Data<LivePageWithEvents>;
  return { status: 200, etag: next, data: body.data };
};

/** The "N updates" count in the page head. */
function updateCount(count: number) {
  document.querySelectorAll<HTMLElement>('[data-live-count]').forEach((el) => {
    const locale = documentLocale();
    const text = plural(locale, count, pick(locale, { en, hi }).updates);
    if (el.textContent !== text) el.textContent = text;
  });
}

/** Updates the status badges (LiveStatus.astro) outside the feed. */
function updateBadges(status: 'live' | 'archived') {
  document.querySelectorAll<HTMLElement>('[data-live-status]').forEach((badge) => {
    if (badge.dataset.liveStatus === status) return;
    badge.dataset.liveStatus = status;
    badge.classList.remove('live-status--live', 'live-status--archived');
    badge.classList.add(`live-status--${status}`);
    if (status === 'archived') badge.querySelector('.dot')?.remove();
    const text = pick(documentLocale(), { en, hi })[status];
    badge.lastChild ? (badge.lastChild.textContent = text) : (badge.textContent = text);
  });
}

export function mount(el: HTMLElement, fetcher: LiveFetcher = fetchLivePage): () => void {
  const slug = el.dataset.slug;
  if (!slug) return () => undefined;
  const scope = Array.from(el.attributes).find((a) => a.name.startsWith('data-astro-cid-'))?.name;
  const known = new Set(Array.from(el.querySelectorAll<HTMLElement>('[data-event-id]')).map((n) => Number(n.dataset.eventId)));
  let root: Root | null = null;
  const poller = startLivePoller({
    slug,
    fetcher,
    archived: el.dataset.status === 'archived',
    initialDelayMs: 1000,
    onData(page) {
      const fresh = new Set(page.events.filter((e) => !known.has(e.id)).map((e) => e.id));
      page.events.forEach((e) => known.add(e.id));
      el.dataset.status = page.status;
      updateBadges(page.status);
      updateCount(page.events.length);
      if (!root) {
        el.replaceChildren();
        root = createRoot(el);
      }
      root.render(<LiveFeed page={page} scope={scope} freshIds={fresh} />);
    },
  });
  return () => poller.stop();
}
