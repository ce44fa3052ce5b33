/**
 * Download counting on /resource: every click on a download link
 * (a[data-download-url], see src/pages/resource/index.astro) sends
 * POST /api/resources/links/{id}/download through the request layer (API key
 * included) as a keepalive request, so it completes even if the browser
 * leaves the page. The click itself is never held up or cancelled: the link
 * downloads the file as it would without JavaScript. The answer's
 * downloadCount is then shown on the card ([data-download-count]).
 */
import type { DownloadCount } from '#core/schemas/responses/resources.ts';
import { getApi } from '../../lib/client/client';
import { downloadsText } from '#core/format/listing.ts';

/** POST /resources/links/{id}/download; the count is checked before use (a missing one only means no update), hence Partial. */
export type CountRequest = (path: string) => Promise<Partial<DownloadCount> | null>;

const defaultRequest: CountRequest = (path) => getApi().post(path, undefined, { keepalive: true });

/** Shows a link's new count on its card and keeps the card's "Most downloaded" sort key in step. */
export function showCount(link: HTMLElement, count: number): void {
  const id = link.dataset.linkId;
  const label = id ? [...link.ownerDocument.querySelectorAll<HTMLElement>('[data-download-count]')].find((el) => el.dataset.downloadCount === id) : undefined;
  if (!label) return;
  const before = Number(label.dataset.count) || 0;
  label.dataset.count = String(count);
  label.textContent = downloadsText(count);
  const card = link.closest<HTMLElement>('[data-sort-downloads]');
  if (card) card.dataset.sortDownloads = String((Number(card.dataset.sortDownloads) || 0) + count - before);
}

/** Counts one download; failures are silent (the file downloads all the same). */
export async function countDownload(link: HTMLElement, request: CountRequest = defaultRequest): Promise<void> {
  const path = link.dataset.downloadUrl?.replace(/^\/api(?=\/)/, '');
  if (!path || !/^\/resources\/links\/\d+\/download$/.test(path)) return;
  try {
    const answer = await request(path);
    const count = answer?.downloadCount;
    if (typeof count === 'number' && Number.isFinite(count)) showCount(link, count);
  } catch {
    // Not counted (offline, rate-limited): the download itself is unaffected.
  }
}
