// @vitest-environment jsdom
/**
 * Download counting on /resource (src/islands/downloads/count.ts and its
 * click delegation in src/islands/boot.ts): every click sends the count
 * request, never cancels the download, and shows the new count on the card.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
// jsdom has no requestIdleCallback, so the loader's idle work would wait on a 200 ms timer that can fire after this
// file's environment is gone ("document is not defined", an unhandled error that failed a CI run): run it at once.
vi.hoisted(() => {
  (globalThis as { requestIdleCallback?: (fn: () => void) => number }).requestIdleCallback = (fn) => (fn(), 0);
});
// The island loader: it registers its document listeners when loaded.
import '#src/islands/boot.ts';

const counted = vi.hoisted(() => ({ links: [] as HTMLElement[] }));
vi.mock('#src/islands/downloads/count.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#src/islands/downloads/count.ts')>();
  return { ...real, countDownload: vi.fn(async (link: HTMLElement) => void counted.links.push(link)) };
});

const CARD = `
  <ul><li data-filter-item data-sort-downloads="1240">
    <a id="dl" href="/uploads/downloads/a.pdf" download="a.pdf" data-link-id="7" data-download-url="/api/resources/links/7/download">PDF (English)</a>
    <span data-download-count="7" data-count="1234">1,234 downloads</span>
    <a id="other" href="/resource#x">Other</a>
  </li></ul>`;

afterEach(() => {
  document.body.innerHTML = '';
  counted.links.length = 0;
});

describe('countDownload', () => {
  it('posts to the link’s count call and shows the new count, keeping the sort key in step', async () => {
    const { countDownload } = await vi.importActual<typeof import('#src/islands/downloads/count.ts')>('#src/islands/downloads/count.ts');
    document.body.innerHTML = CARD;
    const request = vi.fn(async () => ({ url: '/uploads/downloads/a.pdf', downloadCount: 1235 }));
    await countDownload(document.getElementById('dl')!, request);
    expect(request).toHaveBeenCalledWith('/resources/links/7/download');
    const label = document.querySelector<HTMLElement>('[data-download-count="7"]')!;
    expect(label.textContent).toBe('1,235 downloads');
    expect(label.dataset.count).toBe('1235');
    expect(document.querySelector<HTMLElement>('[data-filter-item]')!.dataset.sortDownloads).toBe('1241');
  });

  it('is silent when counting fails, and ignores links without a count call', async () => {
    const { countDownload } = await vi.importActual<typeof import('#src/islands/downloads/count.ts')>('#src/islands/downloads/count.ts');
    document.body.innerHTML = CARD;
    await expect(countDownload(document.getElementById('dl')!, async () => Promise.reject(new Error('429')))).resolves.toBeUndefined();
    expect(document.querySelector('[data-download-count="7"]')!.textContent).toBe('1,234 downloads');
    const request = vi.fn(async () => ({ downloadCount: 1 }));
    await countDownload(document.getElementById('other')!, request);
    expect(request).not.toHaveBeenCalled();
  });
});

describe('the island loader', () => {
  it('counts every click and middle-click on a download link without cancelling it', async () => {
    document.body.innerHTML = CARD;
    const link = document.getElementById('dl')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    // jsdom would try to navigate: stop it after the loader has seen the click.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    link.dispatchEvent(click);
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 })); // context menu: no download
    document.getElementById('other')!.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    await vi.waitFor(() => expect(counted.links).toHaveLength(2));
    expect(counted.links).toEqual([link, link]);
  });
});
