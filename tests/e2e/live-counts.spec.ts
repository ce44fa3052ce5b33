/**
 * Issue 26, items 14 and 15, on the real `npm start`: /resource shows exactly
 * the books its filter counts; a download, then a reload, shows the new count
 * (the page reads the live figure after load, no rebuild); a first view of an
 * article by a new client is counted and shows in GET /api/public/counts.
 * Each test names its own client address (x-forwarded-for; the e2e server
 * trusts the loopback proxy), since both counters count once per client per day.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshClient } from '../support/e2e-admin';

async function liveCounts(request: APIRequestContext, query: string): Promise<{ links: Record<string, number>; articles: Record<string, number> }> {
  const { apiKey } = (await (await request.get('/api/public/current-api-key')).json()) as { apiKey: string };
  const res = await request.get(`/api/public/counts?${query}`, { headers: { 'x-api-key': apiKey, 'cache-control': 'no-cache' } });
  expect(res.status()).toBe(200);
  return res.json();
}

/** The cards on screen, with what the filters look at. */
const shownCards = (page: Page) =>
  page.locator('#resource-list [data-filter-item]').evaluateAll((items) =>
    items
      .filter((el) => (el as HTMLElement).offsetParent !== null && el.getBoundingClientRect().height > 0)
      .map((el) => {
        const d = (el as HTMLElement).dataset;
        return { text: `${d.title} ${d.text}`.toLowerCase(), category: d.category, year: d.year };
      }),
  );

test('/resource: for every filter combination the cards on screen are the ones counted, and each matches', async ({ page }) => {
  await page.goto('/resource');
  const bar = page.locator('[data-filter-bar]');
  await expect(bar).toBeVisible();
  const total = await page.locator('#resource-list [data-filter-item]').count();
  const categories = await page.locator('[data-filter-bar-mount]').evaluate((el) => JSON.parse((el as HTMLElement).dataset.categories!) as string[]);
  const years = await page.locator('[data-filter-bar-mount]').evaluate((el) => JSON.parse((el as HTMLElement).dataset.years!) as string[]);
  const status = page.locator('.filter-count');
  const search = bar.getByRole('searchbox');
  const year = bar.getByRole('combobox', { name: 'Year' });

  const combos: { search?: string; category?: string; year?: string }[] = [
    { search: 'reasoning' },
    { category: categories.includes('Notes') ? 'Notes' : categories[0], year: years[0] },
    { category: categories[1] ?? categories[0] },
    { year: years.at(-1) },
    { search: 'ssc', category: categories[0] },
    { search: 'zz-no-such-book' },
  ];
  for (const combo of combos) {
    await search.fill(combo.search ?? '');
    await bar.getByRole('button', { name: combo.category ?? 'All', exact: true }).click();
    await year.selectOption(combo.year ?? '');
    const text = (await status.textContent()) ?? '';
    const counted = text.startsWith('No ') ? 0 : Number(/^Showing (\d+) of (\d+)/.exec(text)?.[1] ?? total);
    const cards = await shownCards(page);
    expect(cards.length, `${JSON.stringify(combo)}: "${text}"`).toBe(counted);
    for (const card of cards) {
      if (combo.search) expect(card.text).toContain(combo.search);
      if (combo.category) expect(card.category).toBe(combo.category);
      if (combo.year) expect(card.year).toBe(combo.year);
    }
  }
});

test('a download, then a reload, shows the new count (the live figure, no rebuild)', async ({ page, request }) => {
  const client = freshClient();
  await page.setExtraHTTPHeaders(client);
  await page.goto('/resource');
  const link = page.locator('a[data-download-url]').last();
  const id = (await link.getAttribute('data-link-id'))!;
  const count = page.locator(`[data-download-count="${id}"]`);
  const before = (await liveCounts(request, `links=${id}`)).links[id];
  await expect.poll(async () => Number(await count.getAttribute('data-count'))).toBe(before);

  await link.scrollIntoViewIfNeeded();
  await Promise.all([page.waitForEvent('download'), link.click()]);
  await expect(count).toHaveText(`${(before + 1).toLocaleString('en-IN')} downloads`);
  expect((await liveCounts(request, `links=${id}`)).links[id]).toBe(before + 1);

  await page.reload();
  await expect(count).toHaveText(`${(before + 1).toLocaleString('en-IN')} downloads`);
  // A second download by the same client the same day is not counted again.
  await Promise.all([page.waitForEvent('download'), link.click()]);
  await page.waitForTimeout(500);
  expect((await liveCounts(request, `links=${id}`)).links[id]).toBe(before + 1);
});

test('the first view of an article by a new client is counted (shows in GET /api/public/counts)', async ({ page, request }) => {
  await page.goto('/blog');
  const href = (await page.locator('[data-article-grid] [data-article-card] a').last().getAttribute('href'))!;
  const slug = href.split('/').pop()!;
  const before = (await liveCounts(request, `articles=${slug}`)).articles[slug];

  await page.setExtraHTTPHeaders(freshClient());
  const [visit] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/api/public/content/${slug}/visit`)), page.goto(href)]);
  expect(visit.headers()['x-api-key']).toBeTruthy();
  // Visits are written in batches about once a second.
  await expect.poll(async () => (await liveCounts(request, `articles=${slug}`)).articles[slug], { timeout: 10_000 }).toBe(before + 1);
  await page.reload();
  await page.waitForTimeout(2_000);
  expect((await liveCounts(request, `articles=${slug}`)).articles[slug]).toBe(before + 1);
});
