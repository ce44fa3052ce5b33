// @vitest-environment jsdom
/**
 * Live counters on static pages (src/islands/counts/live-counts.ts): /resource
 * replaces its build-time download counts with GET /public/counts, an article
 * page records its view; a count this device was just answered is not undone
 * by a CDN's older answer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countVisit, refreshDownloadCounts } from '#src/islands/counts/live-counts.ts';
import { countDownload } from '#src/islands/downloads/count.ts';

const PAGE = `
  <ul>
    <li data-filter-item data-sort-downloads="390">
      <a id="a" data-link-id="7" data-download-url="/api/resources/links/7/download" href="/a.pdf">PDF</a>
      <span data-download-count="7" data-count="382">382 downloads</span>
      <a id="b" data-link-id="12" data-download-url="/api/resources/links/12/download" href="/b.pdf">PDF</a>
      <span data-download-count="12" data-count="8">8 downloads</span>
    </li>
  </ul>`;

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const label = (id: string) => document.querySelector<HTMLElement>(`[data-download-count="${id}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('live download counts', () => {
  it('reads every link of the page in one call (sorted ids) and shows the current counts and sort key', async () => {
    document.body.innerHTML = PAGE;
    const call = vi.fn(async () => answer({ links: { '7': 1383, '12': 8 }, articles: {} }));
    await refreshDownloadCounts(document, call);
    expect(call).toHaveBeenCalledExactlyOnceWith('/public/counts?links=7,12');
    expect(label('7').textContent).toBe('1,383 downloads');
    expect(label('7').dataset.count).toBe('1383');
    expect(label('12').textContent).toBe('8 downloads');
    expect(document.querySelector<HTMLElement>('[data-filter-item]')!.dataset.sortDownloads).toBe('1391');
  });

  it('a download this device counted stays shown after a reload even if the read is older', async () => {
    document.body.innerHTML = PAGE;
    await countDownload(document.getElementById('a')!, async () => ({ url: '/a.pdf', downloadCount: 383 }));
    expect(label('7').textContent).toBe('383 downloads');
    document.body.innerHTML = PAGE; // the reload: the build's 382 again
    await refreshDownloadCounts(document, async () => answer({ links: { '7': 382, '12': 8 }, articles: {} }));
    expect(label('7').textContent).toBe('383 downloads');
  });

  it('keeps the printed counts when the read fails', async () => {
    document.body.innerHTML = PAGE;
    await refreshDownloadCounts(document, async () => answer({ error: 'x' }, 503));
    await refreshDownloadCounts(document, async () => Promise.reject(new TypeError('offline')));
    expect(label('7').textContent).toBe('382 downloads');
  });
});

describe('article views', () => {
  it('posts the view as a keepalive request and is silent offline', async () => {
    const call = vi.fn(async () => answer({ counted: true }));
    await countVisit('upsc-prelims-2026', call);
    expect(call).toHaveBeenCalledWith('/public/content/upsc-prelims-2026/visit', { method: 'POST', keepalive: true });
    await expect(countVisit('x', async () => Promise.reject(new TypeError('offline')))).resolves.toBeUndefined();
  });
});
