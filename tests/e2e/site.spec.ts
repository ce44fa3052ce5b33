/**
 * The static site in Chromium, served by the real `npm start` on a fresh
 * seeded database (playwright.config.ts): spec texts verbatim, links, the
 * `?page=` rewrite, URL-encoded category names, articles, footer links,
 * Pagefind search, 404, support anchors, accessibility (axe), theme without
 * a flash, and the JavaScript weight of article and blog pages.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations, serious } from '../support/axe';

const GS = 'General Studies & GK';
const GS_ENC = encodeURIComponent(GS); // General%20Studies%20%26%20GK
const US_DATE = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/;

async function firstHref(page: Page, selector: string): Promise<string> {
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href, selector).toBeTruthy();
  return href!;
}

test.describe('home', () => {
  test('texts, chips, feed, ad slots, carousels and links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crack Your Dream Government Job');
    const launcher = page.locator('[data-search-launcher]').last();
    await expect(launcher).toHaveAttribute('href', '/search');
    await expect(launcher).toContainText('Search for an exam, topic, or course...');

    await expect(page.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
    for (const card of ['Expert-Led Courses', 'Realistic Mock Tests', 'Curated Study Material']) {
      await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
    }

    const chips = page.getByRole('navigation', { name: 'Browse articles by category' });
    await expect(chips.getByRole('link', { name: 'All', exact: true })).toHaveAttribute('href', '/blog');
    await expect(chips.getByRole('link', { name: GS })).toHaveAttribute('href', `/blog/category/${GS_ENC}`);

    const feed = page.locator('[data-home-feed]');
    await expect(feed.locator('[data-article-card]')).toHaveCount(30);
    // An ad after every 5th article: without an ad-network client (as here), the house ads, visible.
    const items = feed.locator('[data-article-grid] > li');
    await expect(items).toHaveCount(36);
    const uuids: string[] = [];
    for (const i of [5, 11, 17, 23, 29, 35]) {
      const ad = items.nth(i).locator('aside[data-home-house-ad]');
      await expect(ad).toBeVisible();
      await expect(ad.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', /^\/[a-z-]*/);
      uuids.push((await ad.getAttribute('data-ad-uuid'))!);
    }
    expect(new Set(uuids).size).toBe(5); // the 5 active house ads in turn
    await expect(feed.locator('[data-ad-network-slot]')).toHaveCount(0);
    expect(await firstHref(page, '[data-home-feed] [data-article-card] h3 a')).toMatch(/^\/blog\/[a-z0-9-]+$/);

    const pagination = page.locator('[data-pagination="home"]');
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.locator('.pg-ellipsis')).toHaveCount(1);

    await expect(page.getByRole('link', { name: /^Join Now/ })).toHaveAttribute('href', /^\/live\/[a-z0-9-]+$/);
    const mocks = page.locator('[data-carousel="home-mocks"] [data-carousel-slide]');
    await expect(mocks).toHaveCount(3);
    for (const link of await mocks.getByRole('link', { name: /^Start Test/ }).all()) await expect(link).toHaveAttribute('href', /^\/mock-test\/test\/[a-z0-9-]+$/);
    const series = page.locator('[data-carousel="home-series"] [data-carousel-slide]');
    await expect(series).toHaveCount(3);
    for (const link of await series.getByRole('link', { name: /^Read More/ }).all()) await expect(link).toHaveAttribute('href', /^\/series\/[a-z0-9-]+$/);

    await expect(page.getByRole('link', { name: 'Browse All Articles' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: 'Browse by Category' })).toHaveAttribute('href', '/blog');
  });
});

test.describe('blog listing', () => {
  test('page 1 texts, grid, badges and house ads', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest Articles');
    await expect(page.locator('[data-listing-range]')).toHaveText('Showing 1 - 30 of 300 articles');
    await expect(page.locator('[data-listing-footer]')).toHaveText('Page 1 of 10 (300 total articles)');
    await expect(page.locator('[data-article-grid] [data-article-card]')).toHaveCount(30);
    await expect(page.locator('[data-article-grid] [data-house-ad-slot]')).toHaveCount(7);
    await expect(page.locator('[data-series-badge]').first()).toHaveText('Series');
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect(nav.getByRole('link', { name: 'First' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog?page=2');
    await expect(nav.getByRole('link', { name: 'Last' })).toHaveAttribute('href', '/blog?page=10');
    await expect(page.locator('[data-category-chips]').getByRole('link', { name: 'All Categories', exact: true })).toHaveAttribute('href', '/blog');
    await expect(page.locator('form[data-listing-search-form]')).toHaveAttribute('action', '/blog');
  });

  test('the grid has 1 to 4 columns by screen width', async ({ page }) => {
    const columns = () => page.locator('[data-article-grid]').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    for (const [width, expected] of [
      [360, 1],
      [700, 2],
      [1000, 3],
      [1280, 4],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog');
      expect(await columns(), `${width}px`).toBe(expected);
    }
  });

  test('?page=n is rewritten to the static page, with the window of 5', async ({ page }) => {
    const response = await page.goto('/blog?page=2');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles - Page 2');
    await expect(page.locator('[data-listing-range]')).toHaveText('Showing 31 - 60 of 300 articles');
    await expect(page.locator('[data-listing-footer]')).toHaveText('Page 2 of 10 (300 total articles)');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\?page=2$/);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await expect(nav.getByRole('link', { name: 'First' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
    await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['1', '2', '3', '4', '5']);
    await expect(nav.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles - Page 3');

    await page.goto('/blog?page=10');
    await expect(page.locator('[data-listing-range]')).toHaveText('Showing 271 - 300 of 300 articles');
    await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveText(['8', '9', '10']);
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Last' })).toHaveCount(0);
  });

  test('?search= never shows page 1 as if it were results', async ({ page }) => {
    await page.goto('/blog?search=%20upsc%20syllabus%20');
    await expect(page.locator('[data-listing-results]')).toBeHidden();
    const search = page.locator('[data-listing-search]');
    await expect(search).toBeVisible();
    // The listing-search island (tests/e2e/islands.spec.ts) renders the results into this container.
    await expect(search.getByRole('heading', { level: 1 })).toHaveText('Search Results for "upsc syllabus"');
    await expect(search.getByRole('link', { name: 'Clear search' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('#listing-search-input')).toHaveValue('upsc syllabus');

    await page.goto('/blog?search=%20%20');
    await expect(page.locator('[data-listing-results]')).toBeVisible();
    await expect(page.locator('[data-listing-search]')).toBeHidden();
  });

  test('category pages with a URL-encoded name, in both path shapes', async ({ page }) => {
    for (const base of [`/blog/category/${GS_ENC}`, `/category/${GS_ENC}`]) {
      const response = await page.goto(base);
      expect(response?.status(), base).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(GS);
      const cards = page.locator('[data-article-card]');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const badge of await cards.locator('.badge-muted').all()) await expect(badge).toHaveText(GS);
      await expect(page.locator('[data-category-chips] a[aria-current="page"]')).toHaveText(GS);
      await expect(page.locator('form[data-listing-search-form]')).toHaveAttribute('action', base);
    }
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/category/${GS_ENC}$`));
    await expect(page.locator('[data-category-chips]').getByRole('link', { name: 'All Categories', exact: true })).toHaveAttribute('href', '/category');

    // The biggest category has a second page, reached through ?page=2.
    await page.goto('/category');
    const counts = await page.locator('[data-category-count]').allTextContents();
    expect(counts.length).toBeGreaterThan(8);
    const top = await page.locator('.cat-card h2 a').first().textContent();
    const response = await page.goto(`/blog/category/${encodeURIComponent(top!.trim())}?page=2`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Articles - Page 2');
  });
});

test.describe('article', () => {
  test('series part: sanitized body, date, reading time, series navigation, related resources, JSON-LD', async ({ page }) => {
    await page.goto('/series');
    await page.locator('[data-series-list] a', { hasText: 'Read More' }).first().click();
    await expect(page).toHaveURL(/\/series\/[a-z0-9-]+$/);
    const parts = page.locator('[data-series-parts] > li');
    const total = await parts.count();
    expect(total).toBeGreaterThan(2);
    await parts.nth(1).locator('h2 a').click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);

    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    await expect(page.locator('[data-article-date]')).toHaveText(US_DATE);
    await expect(page.locator('[data-reading-time]')).toHaveText(/^\d+ min read$/);
    await expect(page.locator('[data-series-banner]')).toContainText(`Part 2 of ${total}`);
    const seriesNav = page.locator('[data-series-nav]');
    await expect(seriesNav.getByRole('link', { name: /Previous/ })).toHaveAttribute('href', /^\/blog\//);
    if (total > 2) await expect(seriesNav.getByRole('link', { name: /Next/ })).toHaveAttribute('href', /^\/blog\//);

    const body = page.locator('[data-article-body]');
    await expect(body).toBeVisible();
    expect(await body.locator('script, iframe, style, [onclick], [onerror], [onload]').count()).toBe(0);
    expect(await body.locator('a[href^="javascript:" i]').count()).toBe(0);

    const related = page.locator('[data-related-resources]');
    await expect(related.getByRole('heading', { name: 'Related Resources' })).toBeVisible();
    const slides = related.locator('[data-carousel-slide]');
    const n = await slides.count();
    expect(n).toBeGreaterThan(0);
    await expect(related.locator('[data-carousel-counter]')).toHaveText(`1 / ${n}`);
    await expect(related.locator('[data-carousel-prev]')).toHaveCount(1);
    await expect(related.locator('[data-carousel-next]')).toHaveCount(1);
    await expect(related.locator('[data-carousel-dot]')).toHaveCount(n > 1 ? n : 0);
    const wording: Record<string, string> = { mock: 'Start Test', live: 'Join Live', series: 'Read More', resource: 'Download', other: 'Learn More' };
    for (const slide of await slides.all()) {
      const type = (await slide.getAttribute('data-item-type'))!;
      await expect(slide.getByRole('link')).toContainText(wording[type]);
    }
    expect(await related.locator('[data-carousel-viewport]').evaluate((el) => getComputedStyle(el).minHeight)).toBe('240px');

    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(ld[0]['@type']).toBe('Article');
    expect(ld[0].headline).toBeTruthy();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${new URL(page.url()).pathname}$`));
  });

  test('an article without content still has a title, a date and "5 min read"', async ({ page, request }) => {
    // The seed has notices with empty content; the home feed shows 'Click To Read More!' for them.
    await page.goto('/');
    const card = page.locator('[data-home-feed] [data-article-card]', { hasText: 'Click To Read More!' }).first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('5 min read');
    await card.locator('h3 a').click();
    await expect(page.locator('[data-reading-time]')).toHaveText('5 min read');
    await expect(page.locator('[data-article-date]')).toHaveText(US_DATE);
    expect((await request.get('/blog')).ok()).toBe(true);
  });
});

test.describe('other pages', () => {
  test('series, mock tests, live, resources, categories and the machine-readable files', async ({ page, request, baseURL }) => {
    await page.goto('/mock-test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mock Tests');
    expect(await page.locator('[data-mock-categories] a').count()).toBeGreaterThan(1);
    await page.goto('/mock-test/test/quick-quiz-1-minute');
    await expect(page.locator('#mock-runner')).toHaveAttribute('data-slug', 'quick-quiz-1-minute');
    await expect(page.locator('[data-fact="questions"]')).toHaveText(/^\d+ questions?$/);
    await expect(page.locator('[data-fact="time"]')).toHaveText('1 minute');
    await expect(page.locator('[data-fact="marking"]')).toContainText('+1 for each correct answer');
    await expect(page.getByRole('heading', { name: 'Instructions', exact: true })).toBeVisible();

    await page.goto('/live');
    await page.locator('[data-live-list] h2 a').first().click();
    await expect(page).toHaveURL(/\/live\/[a-z0-9-]+$/);
    await expect(page.locator('[data-live-status]')).toHaveText(/^(live|archived)$/);
    const times = await page.locator('[data-live-events] time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(times.length).toBeGreaterThan(0);
    expect([...times].sort().reverse()).toEqual(times); // newest first

    await page.goto('/resource');
    expect(await page.locator('[data-resource-category]').count()).toBeGreaterThan(0);
    const link = page.locator('a[data-link-id]').first();
    await expect(link).toHaveAttribute('data-download-url', /^\/api\/resources\/links\/\d+\/download$/);
    const cover = page.locator('img.book-cover').first();
    await expect(cover).toHaveAttribute('alt', /^Cover of /);
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.goto('/category');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Categories');
    await expect(page.locator('[data-category-list]').getByRole('link', { name: GS, exact: true })).toHaveAttribute('href', `/category/${GS_ENC}`);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.ok()).toBe(true);
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/blog/category/${GS_ENC}</loc>`);
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const rss = await (await request.get('/rss.xml')).text();
    expect(rss.match(/<item>/g)?.length).toBe(50);
    await page.goto('/utils/sitemap');
    expect(await page.locator('.sm-articles a').count()).toBe(300);
  });

  test('every footer link resolves, and the footer lists up to 8 categories', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const categories = footer.locator('[data-footer-categories] a');
    expect(await categories.count()).toBeLessThanOrEqual(9);
    await expect(footer.getByRole('link', { name: 'View All Categories' })).toHaveAttribute('href', '/category');
    const hrefs = await footer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    for (const required of [
      '/live',
      '/series',
      '/mock-test',
      '/resource',
      '/batches',
      '/search',
      '/blog',
      '/support#about-us',
      '/support#contact-us',
      '/support#privacy-policy',
      '/support#terms-of-service',
      '/support#faq',
      '/utils/sitemap',
    ]) {
      expect(hrefs).toContain(required);
    }
    for (const href of hrefs.filter((h) => h.startsWith('/category/'))) expect(href).toMatch(/^\/category\/[^/]+$/);
    for (const href of new Set(hrefs.map((h) => h.split('#')[0]))) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
    }
  });

  test('support anchors', async ({ page }) => {
    await page.goto('/support#faq');
    for (const id of ['about-us', 'contact-us', 'privacy-policy', 'terms-of-service', 'faq']) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await expect(page.locator('#faq')).toBeInViewport();
    await expect(page.locator('#privacy-policy h2')).toHaveText('Privacy Policy');
    await expect(page.locator('#faq details').first()).toBeVisible();
  });

  test('404 page: status, search box and popular links', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
    await expect(page.getByRole('search').locator('input[name="q"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Popular sections' }).getByRole('link')).toHaveCount(6);
    expect((await page.goto('/blog/no-such-article'))?.status()).toBe(404);
  });
});

test.describe('search', () => {
  test('Pagefind finds a seeded article by its title', async ({ page }) => {
    await page.goto('/blog');
    const title = (await page.locator('[data-article-card] h2 a').first().textContent())!.trim();
    const href = await firstHref(page, '[data-article-card] h2 a');
    await page.goto(`/search?q=${encodeURIComponent(title)}`);
    const result = page.locator('.pagefind-ui__result-link').first();
    await expect(result).toBeVisible({ timeout: 15_000 });
    const links = await page.locator('.pagefind-ui__result-link').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(links.map((l) => l.replace(/\/$/, ''))).toContain(href);
  });

  test('series and mock tests are searchable too', async ({ page }) => {
    await page.goto('/search?q=quick%20quiz');
    await expect(page.locator('.pagefind-ui__result-link[href*="/mock-test/test/quick-quiz-1-minute"]')).toBeVisible({ timeout: 15_000 });
    // The stable bundle (/pagefind/) holds every searchable page as of its last full index.
    const urls = await page.evaluate(async () => {
      const pagefind = await import('/pagefind/pagefind.js' as string);
      await pagefind.options({ bundlePath: '/pagefind/' });
      const search = await pagefind.search('masterclass');
      const data = await Promise.all(search.results.slice(0, 10).map((r: { data(): Promise<{ url: string }> }) => r.data()));
      return data.map((d) => d.url);
    });
    expect(urls.some((u: string) => u.startsWith('/series/'))).toBe(true);
  });
});

test.describe('quality', () => {
  for (const path of ['/', '/blog', '/series', '/mock-test', '/resource', '/support', '/category']) {
    test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      expect(describeViolations(serious(await axeViolations(page)))).toEqual([]);
    });
  }

  test('no serious or critical axe violations on an article, in dark theme too', async ({ page }) => {
    await page.goto('/blog');
    const href = await firstHref(page, '[data-article-card] h2 a');
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(href);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(describeViolations(serious(await axeViolations(page)), `${theme} `)).toEqual([]);
    }
  });

  test('the theme is applied before the first paint and the toggle flips it', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      document.addEventListener('DOMContentLoaded', () => ((window as unknown as { themeAtDomReady: string }).themeAtDomReady = document.documentElement.dataset.theme ?? ''));
    });
    await page.goto('/blog');
    expect(await page.evaluate(() => (window as unknown as { themeAtDomReady: string }).themeAtDomReady)).toBe('dark');
    await page.locator('[data-theme-toggle]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('keyboard: the skip link comes first and moves focus to the main content', async ({ page }) => {
    await page.goto('/blog');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('article and blog pages ship at most the tiny island loader script, and small inline scripts (≤ 20 KB)', async ({ page }) => {
    // The islands' one loader (src/islands/boot.ts); island code loads on demand (gzip budget: tests/e2e/islands.spec.ts).
    for (const path of ['/blog', '/blog?page=2']) {
      await page.goto(path);
      expect(await page.locator('script[src]').count(), path).toBeLessThanOrEqual(1);
    }
    await page.goto('/blog');
    await page.goto(await firstHref(page, '[data-article-card] h2 a'));
    expect(await page.locator('script[src]').count()).toBeLessThanOrEqual(1);
    const inline = await page.locator('script:not([type="application/ld+json"])').evaluateAll((s) => s.reduce((n, el) => n + (el.textContent?.length ?? 0), 0));
    expect(inline).toBeLessThan(20 * 1024);
  });

  test('layout holds at 320 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/blog');
    const article = await firstHref(page, '[data-article-card] h2 a');
    for (const path of ['/', '/blog', '/support', '/resource', '/mock-test/test/quick-quiz-1-minute', article]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
