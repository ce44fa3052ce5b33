/**
 * The Hindi site at 375 px (issue 27; docs/site.md#languages): /hi/ is Hindi
 * (<html lang="hi">), the header switch goes to the same page in English and
 * back and is remembered, hreflang alternates are present, the Hindi listing
 * lists Hindi articles, an article offers its translation, and no English
 * string of the `common`/`content` dictionaries is left on a /hi/ page
 * (outside fragments marked lang="en").
 */
import { expect, test, type Page } from '@playwright/test';
import { ui } from '#core/i18n/index.ts';

test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

/** English dictionary values (common, content) that differ from Hindi and are long enough to be a real UI text. */
function englishOnlyTexts(): string[] {
  const out: string[] = [];
  const walk = (en: unknown, hi: unknown) => {
    if (typeof en === 'string') {
      if (en !== hi && en.length >= 6 && /^[\x20-\x7e]+$/.test(en)) out.push(en);
    } else if (en && typeof en === 'object') for (const k of Object.keys(en)) walk((en as Record<string, unknown>)[k], (hi as Record<string, unknown>)[k]);
  };
  walk(ui('en').common, ui('hi').common);
  walk(ui('en').content, ui('hi').content);
  // Words that Hindi sites keep in English are no leak (Mock Test …). A single word ("Language", "Series") is no
  // proof of chrome left in English: English content shown on /hi/ pages (a test named "… English Language …") has them.
  return out.filter((s) => !['mock tests', 'mock test'].includes(s.toLowerCase()) && s.includes(' '));
}

/** The visible text of the page outside elements marked lang="en". */
async function hindiPageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const clone = document.body.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[lang="en"], script, style, [hidden]').forEach((el) => el.remove());
    return clone.innerText ?? clone.textContent ?? '';
  });
}

test('Hindi pages: lang, switch both ways (remembered), hreflang, Hindi listing, translation link, no English chrome', async ({ page }) => {
  test.setTimeout(180_000);
  const leaks = englishOnlyTexts();
  for (const path of ['/hi/', '/hi/blog', '/hi/mock-test', '/hi/series', '/hi/category', '/hi/live', '/hi/resource', '/hi/support', '/hi/offline', '/hi/does-not-exist']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const text = await hindiPageText(page);
    for (const s of leaks) expect(text, `${path} shows the English "${s}"`).not.toContain(s);
  }

  await page.goto('/hi/');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
  await page.locator('[data-lang-switch]').first().click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  await page.locator('[data-lang-switch]').first().click();
  await expect(page).toHaveURL(/\/hi\/$/);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('hi');
  // Remembered: the English home page now sends this visitor to /hi/ (in the browser, not the server).
  await page.goto('/');
  await expect(page).toHaveURL(/\/hi\/$/);

  // The Hindi listing lists Hindi articles; one of them offers its English original where it has one.
  await page.goto('/hi/blog');
  const cards = page.locator('[data-article-card] a[href^="/hi/blog/"]');
  expect(await cards.count()).toBeGreaterThan(0);
  const hrefs = await cards.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  let offered = false;
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    const link = page.locator('[data-article-translation] a[hreflang="en"]');
    if ((await link.count()) === 0) continue;
    offered = true;
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    await link.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('[data-article-translation] a[hreflang="hi"]')).toHaveAttribute('href', href);
    break;
  }
  expect(offered, 'a Hindi article links to its English original').toBe(true);
});

test('an English live page under /hi/ says so in Hindi and keeps its text marked English; a Hindi one does not', async ({ page }) => {
  const polled = page.waitForResponse((r) => r.url().includes('/api/live/pages/ssc-cgl-2026-tier-1-answer-key-live') && r.ok());
  await page.goto('/hi/live/ssc-cgl-2026-tier-1-answer-key-live');
  const notice = page.locator('[data-fallback-notice]');
  await expect(notice).toHaveText('यह पेज अभी हिन्दी में उपलब्ध नहीं है, इसलिए अंग्रेज़ी में दिखाया गया है।');
  await expect(page.locator('h1')).toHaveAttribute('lang', 'en');
  await expect(page.locator('.page-head .lead')).toHaveAttribute('lang', 'en');
  // After its first poll the live island renders the cards itself: they are still marked English.
  await polled;
  await expect(page.locator('[data-live-events] .event-card').first()).toBeVisible();
  await page.waitForTimeout(100);
  const cards = page.locator('.event-card');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.evaluateAll((all) => all.every((c) => c.getAttribute('lang') === 'en'))).toBe(true);

  await page.goto('/hi/live/ssc-gd-constable-2026-admit-card-live-hindi');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-fallback-notice]')).toHaveCount(0);
  await expect(page.locator('h1')).not.toHaveAttribute('lang', /.+/);
  await page.goto('/live/ssc-cgl-2026-tier-1-answer-key-live');
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-fallback-notice]')).toHaveCount(0);
});

test('English content names on /hi/ pages are marked lang="en" (tests, series, sections, the sitemap)', async ({ page }) => {
  // Visible text of four or more English words with no Devanagari and no lang="en" around it: what a screen reader
  // would read in a Hindi voice.
  const unmarked = () =>
    page.evaluate(() => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const el = node.parentElement;
        if (!el || (text.match(/[A-Za-z]{3,}/g) ?? []).length < 4 || /[\u0900-\u097F]/.test(text)) continue;
        if (el.closest('script, style, [hidden], [aria-hidden="true"]') || el.closest('[lang]')?.getAttribute('lang') !== 'hi') continue;
        if (!el.getClientRects().length) continue;
        found.push(text.slice(0, 80));
      }
      return found;
    });
  for (const path of ['/hi/', '/hi/blog/sankhya-paddhati-quant-hindi', '/hi/utils/sitemap', '/hi/mock-test/test/ibps-po-prelims-all-india-live-mock']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The test page's start screen (with its sections table) is the runner island's.
    if (path.includes('/mock-test/test/')) await expect(page.locator('.mx-start-sections')).toBeVisible();
    expect(await unmarked(), path).toEqual([]);
  }
});

test('a Hindi-preferring first visit to / gets a dismissible suggestion, no redirect', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN', viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await page.goto('/');
  const box = page.locator('[data-lang-suggestion]');
  await expect(box).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await box.locator('[data-lang-dismiss]').click();
  await expect(box).toBeHidden();
  await page.reload();
  await expect(box).toBeHidden();
  await context.close();
});
