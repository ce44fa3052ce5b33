/**
 * Download counting on /resource: every click on a download link
 * (a[data-download-url], see src/pages/resource/index.astro) sends
 * POST /api/resources/links/{id}/download through the request layer (API key
 * included) as a keepalive request, so it completes even if the browser
 * leaves the page. The click itself is never held up or cancelled: the link
 * downloads the file as it would without JavaScript. The answer's
 * downloadCount is then shown on the card ([data-download-count]). A
 * repeat download of the same link on the same day is not counted again
 * (the server's rule); the answer then carries the current count.
 */
import type { DownloadCount } from '#core/schemas/responses/resources.ts';
import { getApi } from '../../lib/client/client';
import { rememberCount, showDownloadCount } from './show-count';

/** POST /resources/links/{id}/download; the count is checked before use (a missing one only means no update), hence Partial. */
export type CountRequest = (path: string) => Promise<Partial<DownloadCount> | null>;

const defaultRequest: CountRequest = (path) => getApi().post(path, undefined, { keepalive: true });

/** Shows a link's new count on its card (and keeps it for a reload, see show-count.ts). */
export function showCount(link: HTMLElement, count: number): void {
  const id = link.dataset.linkId;
  if (!id || !showDownloadCount(link.ownerDocument, id, count)) return;
  rememberCount(id, count);
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
