/**
 * The aspirant-facing islands in Chromium against the real `npm start`:
 * the search overlay with the keyboard, the listing search, house ads in the
 * grid, carousels pausing on hover, a live page receiving a new event, and
 * the article page's JavaScript before interaction (≤ 20 KB gzip).
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, serious } from '../support/axe';
import { JS_BUDGET_GZIP, measurePageJs } from '#scripts/measure-js.ts';

async function firstArticlePath(page: Page): Promise<string> {
  await page.goto('/blog');
  const href = await page.locator('[data-article-grid] [data-article-card] a').first().getAttribute('href');
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  return href!;
}

test.describe('search overlay', () => {
  test('opens from the launcher, works with the keyboard, locks scroll and returns focus', async ({ page }) => {
    await page.goto('/');
    const launcher = page.locator('main [data-search-launcher]').first();
    await launcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const input = dialog.getByPlaceholder('Search for an exam, topic, or course...');
    await expect(input).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.keyboard.type('u');
    await page.waitForTimeout(600);
    await expect(dialog.getByRole('option')).toHaveCount(0);
    await page.keyboard.type('psc');
    const options = dialog.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    if ((await options.count()) >= 8) await expect(dialog.getByRole('link', { name: 'View all results' })).toHaveAttribute('href', '/blog?search=upsc');

    // Tab stays inside the dialog.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await input.focus();

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(launcher).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // Enter on a highlighted suggestion opens it.
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await input.fill('upsc');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const href = await options.first().getAttribute('data-href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('Enter submits the query; no results shows the blog link', async ({ page }) => {
    await page.goto('/');
    await page.locator('header [data-search-launcher]').click();
    const dialog = page.getByRole('dialog');
    const input = dialog.getByRole('combobox');
    await input.fill('qqzxqv');
    await expect(dialog.getByText('No results found')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Search in blog' })).toHaveAttribute('href', '/blog?search=qqzxqv');
    await input.fill('  ssc exam ');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\?search=ssc%20exam$/);
  });
});

test.describe('listing search', () => {
  test('results, texts, pagination keeping the term, clear, house ads and the empty state', async ({ page }) => {
    await page.goto('/blog');
    await page.locator('#listing-search-input').fill('  upsc  ');
    await page.locator('#listing-search-input').press('Enter');
    await expect(page).toHaveURL(/\/blog\?search=upsc$/);
    const island = page.locator('[data-listing-search-island]');
    await expect(island.getByRole('heading', { level: 1 })).toHaveText('Search Results for "upsc"');
    const countText = await island.locator('[data-listing-search-count]').textContent();
    const total = Number(/^(\d+) articles found$/.exec(countText ?? '')?.[1]);
    expect(total).toBeGreaterThan(0);
    await expect(island.getByRole('heading', { name: `Search Results (${total})` })).toBeVisible();
    await expect(island.locator('[data-listing-range]')).toHaveText(`Showing 1 - ${Math.min(30, total)} of ${total} articles`);
    await expect(island.locator('[data-listing-footer]')).toHaveText(`Page 1 of ${Math.max(1, Math.ceil(total / 30))} (${total} total articles)`);
    await expect(island.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('[data-listing-results]')).toBeHidden();
    if (total >= 4) await expect(island.locator('[data-article-grid] > li').nth(4).locator('[data-house-ad]')).toHaveCount(1);
    if (total > 30) {
      const nav = island.getByRole('navigation', { name: 'Pagination' });
      await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?search=upsc&page=2');
      await nav.getByRole('link', { name: '2', exact: true }).click();
      await expect(island.locator('[data-listing-range]')).toHaveText(new RegExp(`^Showing 31 - \\d+ of ${total} articles$`));
      await expect(island.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '1', exact: true })).toHaveAttribute('href', '/blog?search=upsc');
    }

    await page.goto('/blog?search=qqzxqv');
    await expect(page.getByText('No articles found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or browse categories above.')).toBeVisible();
    await page.getByRole('link', { name: 'View All Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);

    await page.locator('#listing-search-input').fill('   ');
    await page.locator('#listing-search-input').press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe('listing search in a category', () => {
  test('searches only the category of the listing', async ({ page }) => {
    const GS = 'General Studies & GK';
    // "exam" is in nearly every seeded article, so the whole blog has matches in other categories too.
    await page.goto(`/blog/category/${encodeURIComponent(GS)}?search=exam`);
    const island = page.locator('[data-listing-search-island]');
    const count = island.locator('[data-listing-search-count]');
    await expect(count).toHaveText(/^\d+ articles found$/);
    const inCategory = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    expect(inCategory).toBeGreaterThan(0);
    const badges = island.locator('[data-article-grid] .badge-muted');
    expect(await badges.count()).toBeGreaterThan(0);
    for (const badge of await badges.all()) await expect(badge).toHaveText(GS);

    await page.goto('/blog?search=exam');
    const all = page.locator('[data-listing-search-island] [data-listing-search-count]');
    await expect(all).toHaveText(/^\d+ articles found$/);
    expect(Number(/^(\d+)/.exec((await all.textContent()) ?? '')?.[1])).toBeGreaterThan(inCategory);
  });
});

test.describe('house ads', () => {
  test('the blog grid shows a house ad from GET /api/ads after every 4th article, or the sample ad on failure', async ({ page }) => {
    await page.route('**/api/ads?**', (route) =>
      route.fulfill({
        json: { data: [{ id: 1, uuid: 'e2e-ad', title: 'E2E House Ad', body: 'From the API', imageUrl: null, textUrl: '/resource', kind: 'house', active: true }] },
      }),
    );
    await page.goto('/blog');
    const slots = page.locator('[data-article-grid] [data-house-ad-slot]');
    await expect(slots).toHaveCount(7);
    await expect(slots.filter({ hasText: 'E2E House Ad' })).toHaveCount(7);
    await expect(page.locator('[data-article-grid] > li').nth(4).locator('[data-house-ad-slot]')).toHaveCount(1);

    await page.unroute('**/api/ads?**');
    await page.route('**/api/ads?**', (route) => route.abort());
    await page.goto('/blog');
    await expect(slots.filter({ hasText: 'Practise with free timed mock tests' })).toHaveCount(7);
  });
});

test.describe('carousels', () => {
  test('home carousels rotate every 5000 ms and pause while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.locator('[data-carousel="home-mocks"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-enhanced', 'true');
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute('data-index', '1');
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-paused', 'true');
    await page.clock.runFor(15000);
    await expect(carousel).toHaveAttribute('data-index', '1');
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute('data-paused', 'false');
    await page.clock.runFor(5000);
    await expect(carousel).toHaveAttribute('data-index', '2');
  });

  test('related resources: counter, wrap, indicator titles while hovered', async ({ page }) => {
    const path = await firstArticlePath(page);
    await page.clock.install();
    await page.goto(path);
    const block = page.locator('[data-related-resources]');
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveAttribute('data-enhanced', 'true');
    const total = Number(await block.getAttribute('data-count'));
    test.skip(total < 2, 'needs 2 related items');
    const counter = block.locator('[data-carousel-counter]');
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.clock.runFor(6000);
    await expect(counter).toHaveText(`2 / ${total}`);
    await block.hover();
    await expect(block.locator('[data-rotation-indicator]')).toHaveAttribute('title', 'Auto-rotate paused');
    await page.clock.runFor(12000);
    await expect(counter).toHaveText(`2 / ${total}`);
    await block.locator('[data-carousel-prev]').click();
    await block.locator('[data-carousel-prev]').click();
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.mouse.move(0, 0);
    await expect(block.locator('[data-rotation-indicator]')).toHaveAttribute('title', 'Auto-rotating');
  });
});

test.describe('live page', () => {
  test('shows a new event without a rebuild (polling with ETag), then stops when archived', async ({ page }) => {
    await page.goto('/');
    const liveHref = await page.getByRole('link', { name: /^Join Now/ }).getAttribute('href');
    const slug = liveHref!.split('/').pop()!;
    let calls = 0;
    let archived = false;
    const seen: (string | null)[] = [];
    await page.route(`**/api/live/pages/${slug}`, async (route) => {
      calls++;
      seen.push(route.request().headers()['if-none-match'] ?? null);
      const response = await route.fetch();
      const body = (await response.json()) as { data: { status: string; events: unknown[] } };
      body.data.events.unshift({ id: 999999, title: 'E2E breaking update', body: 'Injected by the test', createdAt: new Date().toISOString() });
      if (archived) body.data.status = 'archived';
      await route.fulfill({ json: body, headers: { etag: `"e2e-${calls}"` } });
    });
    await page.clock.install();
    await page.goto(liveHref!);
    const feed = page.locator('[data-live-updates]');
    // Advance the fake clock in small steps: the island loads at idle time and each poll awaits a real fetch.
    const until = (check: () => Promise<void>) =>
      expect(async () => {
        await page.clock.runFor(1000);
        await check();
      }).toPass({ timeout: 20_000, intervals: [100] });
    const count = page.locator('[data-live-count]');
    const before = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    await until(() => expect(feed.locator('[data-event-id="999999"]')).toContainText('E2E breaking update', { timeout: 200 }));
    // The count follows the polled events, and nothing but the timeline is added above it (issue 14, finding 6).
    await expect(count).toHaveText(`${before + 1} updates`);
    await expect(count).toHaveAttribute('role', 'status');
    expect(await feed.evaluate((el) => el.firstElementChild?.matches('[data-live-events]'))).toBe(true);
    await expect(feed.getByText('live', { exact: true })).toHaveCount(0);
    archived = true;
    await until(() => expect(page.locator('[data-live-status]').first()).toHaveText('archived', { timeout: 200 }));
    expect(seen[1]).toBe('"e2e-1"');
    const after = calls;
    for (let i = 0; i < 6; i++) await page.clock.runFor(20000);
    await page.waitForTimeout(300);
    expect(calls).toBe(after);
  });
});

test('the article page ships ≤ 20 KB gzip of JavaScript before interaction', async ({ page }) => {
  const path = await firstArticlePath(page);
  const m = await measurePageJs(page, path);
  console.log(`article JS before interaction: ${m.totalGzip} B gzip`, m.files.map((f) => `${f.url.replace(/^https?:\/\/[^/]+/, '')} ${f.gzip}`).join(', '), `inline ${m.inlineGzip}`);
  expect(m.totalGzip).toBeLessThanOrEqual(JS_BUDGET_GZIP);
});

test('a Hindi article page ships no more JavaScript before interaction than an English one (issue 27)', async ({ page }) => {
  const en = await measurePageJs(page, await firstArticlePath(page));
  await page.goto('/hi/blog');
  const href = await page.locator('[data-article-grid] [data-article-card] a').first().getAttribute('href');
  expect(href).toMatch(/^\/hi\/blog\/[a-z0-9-]+$/);
  const hi = await measurePageJs(page, href!);
  const files = (m: typeof en) => m.files.map((f) => `${f.url.replace(/^https?:\/\/[^/]+/, '')} ${f.gzip}`).join(', ');
  console.log(`article JS before interaction: English ${en.totalGzip} B gzip, Hindi ${hi.totalGzip} B gzip\n  en: ${files(en)}, inline ${en.inlineGzip}\n  hi: ${files(hi)}, inline ${hi.inlineGzip}`);
  expect(hi.totalGzip).toBeLessThanOrEqual(JS_BUDGET_GZIP);
  expect(hi.totalGzip).toBeLessThanOrEqual(en.totalGzip);
});

test('the open search overlay has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await page.locator('header [data-search-launcher]').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').fill('upsc');
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(serious(await axeViolations(page, { include: '[role="dialog"]' })).map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
