/**
 * What a visitor sees and clicks, on a 1366 px desktop and a 375 px phone
 * (issue 14, findings 2–7), against the real `npm start`:
 *   - the account entry in the header: "Sign in" back to the page; after
 *     sign-in (Auth emulator) the name with Progress and Sign out; "Mark as
 *     read" on an article raises "Articles read"; no Firebase for visitors and
 *     the article page within its JS budget either way;
 *   - the phone header's menu button; the admin dashboard on a phone;
 *   - the hero search with the pointer resting where the suggestions appear;
 *   - /search cards and one h1 on listing pages;
 *   - the mock-test page on a phone: 'Start Test' on the first screen, no
 *     keyboard hints on touch, the result heading clear of the header, no "−0".
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations, serious } from '../support/axe';
import { JS_BUDGET_GZIP, measurePageJs } from '#scripts/measure-js.ts';
import { ADMIN, asFreshClient } from '../support/e2e-admin';
import { emulatorReady } from '../support/emulator-ready';

const PHONE = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };

async function firstArticlePath(page: Page): Promise<string> {
  await page.goto('/blog');
  const href = await page.locator('[data-article-grid] [data-article-card] a').first().getAttribute('href');
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  return href!;
}

async function axeSerious(page: Page, include?: string) {
  return describeViolations(serious(await axeViolations(page, { include })));
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('account entry and mark as read', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    // `npm start` boots the Auth emulator next to the first build.
    await emulatorReady();
  });

  test('visitor: "Sign in" in the header brings them back to the page; no Firebase is downloaded', async ({ page }) => {
    const article = await firstArticlePath(page);
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`${article}?from=e2e#top`);
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await page.waitForTimeout(2500); // idle-time islands
    expect(scripts.filter((u) => /firebase|account|mark-read/i.test(u))).toEqual([]);
    await signIn.click();
    await page.waitForURL('**/auth/sign-in?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${article}?from=e2e#top`);
  });

  test('signed in: the name with Progress and Sign out; Mark as read counts on /progress; Sign out from the header', async ({ page }) => {
    const article = await firstArticlePath(page);
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await page.goto(`/auth/sign-up?redirect=${encodeURIComponent(article)}`);
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill('Meera Iyer');
    await form.getByLabel('Email').fill(`meera-${stamp}@example.com`);
    await form.getByLabel('Password').fill('secret123');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`**${article}`);

    // A fresh page view: the header reads the stored session (no Firebase).
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.reload();
    const account = page.getByRole('banner').getByRole('button', { name: 'Account: Meera Iyer' });
    await expect(account).toBeVisible();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(scripts.filter((u) => /firebase/i.test(u))).toEqual([]);
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await account.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'Progress' })).toHaveAttribute('href', '/progress');
    await expect(panel.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(await axeSerious(page, 'header')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(account).toBeFocused();

    const mark = page.getByRole('button', { name: 'Mark as read' });
    await mark.scrollIntoViewIfNeeded();
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/progress/mark-read') && r.request().method() === 'POST');
    await mark.click();
    expect((await recorded).status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: 'Marked as read' })).toBeVisible();
    expect(await axeSerious(page, '[data-mark-read]')).toEqual([]);

    await account.click();
    await panel.getByRole('link', { name: 'Progress' }).click();
    await page.waitForURL('**/progress');
    const stat = page.getByRole('list', { name: 'Summary' }).getByRole('listitem').filter({ hasText: 'Articles read' });
    await expect(stat.locator('.progress-stat-value')).toHaveText('1');

    // The article page still fits its budget for a signed-in reader.
    const m = await measurePageJs(page, article);
    console.log(`signed-in article JS before interaction: ${m.totalGzip} B gzip`);
    expect(m.totalGzip).toBeLessThanOrEqual(JS_BUDGET_GZIP);
    await expect(page.getByRole('status').filter({ hasText: 'Marked as read' })).toBeVisible(); // remembered

    await page.getByRole('banner').getByRole('button', { name: 'Account: Meera Iyer' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('examprep.auth.')))).toEqual([]);
  });
});

test.describe('header on a phone', () => {
  test.use(PHONE);

  test('a menu button opens the navigation; Escape closes it and focus returns; the current page is never cut off', async ({ page }) => {
    await page.goto('/resource');
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    for (const name of ['Blog', 'Series', 'Mock Tests', 'Topic Practice', 'Daily Quiz', 'Live', 'Resources']) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeInViewport({ ratio: 1 });
    }
    await expect(nav.getByRole('link', { name: 'Resources' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#site-menu')))).toBe(true);
    expect(await axeSerious(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
    // A tap elsewhere closes it too.
    await toggle.click();
    await page.locator('main h1').click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('admin dashboard fits the screen: Sign out and every tab reachable, labels above their fields', async ({ page }) => {
    await page.goto('/admin');
    await asFreshClient(page);
    await page.getByLabel('Admin id').fill(ADMIN.id);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.locator('form.adm-signin').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('admin-id')).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link');
    for (const tab of await tabs.all()) {
      await tab.click();
      await page.waitForTimeout(300);
      expect(await noHorizontalScroll(page), (await tab.textContent()) ?? '').toBeLessThanOrEqual(0);
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 });
      for (const t of await tabs.all()) expect((await t.boundingBox())!.x + (await t.boundingBox())!.width).toBeLessThanOrEqual(375);
    }
    await page.getByRole('link', { name: 'Articles' }).click();
    await page.getByRole('button', { name: 'New article' }).click();
    const offsets = await page.locator('.adm-field').evaluateAll((fields) =>
      fields.flatMap((f) => {
        const label = f.querySelector('label')?.getBoundingClientRect();
        const control = f.querySelector('input, select, textarea')?.getBoundingClientRect();
        return label && control ? [{ dx: Math.round(label.left - control.left), right: control.right }] : [];
      }),
    );
    expect(offsets.length).toBeGreaterThan(3);
    for (const o of offsets) {
      expect(o.dx).toBe(0);
      expect(o.right).toBeLessThanOrEqual(375);
    }
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
  });
});

test('desktop header: the nav in a row, no menu button, "Sign in" at the end', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/mock-test');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveCount(7);
  for (const link of await nav.getByRole('link').all()) await expect(link).toBeInViewport({ ratio: 1 });
  await expect(nav.getByRole('link', { name: 'Mock Tests' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in?redirect=%2Fmock-test');
});

test('the header names Topic Practice and Daily Quiz in a row from 1280 px, clear of the actions, in English and Hindi; narrower, in the menu', async ({ page }) => {
  const sections = {
    en: { path: '/practice', links: { 'Topic Practice': '/practice', 'Daily Quiz': '/daily-quiz' }, menu: 'Menu', nav: 'Main' },
    hi: { path: '/hi/practice', links: { 'टॉपिक अभ्यास': '/hi/practice', 'डेली क्विज़': '/hi/daily-quiz' }, menu: 'मेन्यू', nav: 'मुख्य' },
  };
  for (const [lang, s] of Object.entries(sections)) {
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 768 });
      await page.goto(s.path);
      const nav = page.getByRole('navigation', { name: s.nav, exact: true });
      for (const [name, href] of Object.entries(s.links)) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      await expect(nav.getByRole('link', { name: Object.keys(s.links)[0], exact: true })).toHaveAttribute('aria-current', 'page');
      // Every section ends before the search, language, theme and account controls begin (a signed-in name gets 9rem).
      const actions = (await page.locator('.header-actions').boundingBox())!;
      for (const link of await nav.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.x + box.width, `${lang} ${width}: ${await link.textContent()}`).toBeLessThanOrEqual(actions.x - 60);
        expect(box.height).toBeLessThanOrEqual(48); // one line each
      }
      expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0);
    }
    // Below 1280 px the sections fold into the menu, as on a phone.
    await page.setViewportSize({ width: 1279, height: 768 });
    await page.goto(s.path);
    const toggle = page.locator('[data-menu-toggle]');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName(s.menu);
    await toggle.click();
    for (const name of Object.keys(s.links)) await expect(page.locator('#site-menu').getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
});

test('hero search: a pointer resting where the suggestions appear does not choose one; Enter runs the typed search', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await page.locator('main [data-search-launcher]').first().click();
  const dialog = page.getByRole('dialog');
  const input = dialog.getByRole('combobox');
  await expect(input).toBeFocused();
  // Rest the pointer where the first suggestions will appear (just below the input).
  const box = (await input.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 40);
  await page.keyboard.type('upsc');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  await page.waitForTimeout(300);
  await expect(dialog.locator('[role="option"][aria-selected="true"]')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\?search=upsc$/);
});

test.describe('/search and listing pages', () => {
  test('result cards: type icon, category, then the excerpt and a divider with the date and reading time, separated', async ({ page }) => {
    await page.goto('/search?q=banking');
    const card = page.locator('.pagefind-ui__result').first();
    await expect(card).toBeVisible({ timeout: 15_000 });
    const articles = page.locator('.pagefind-ui__result').filter({ has: page.locator('.sr-type', { hasText: 'Article' }) });
    const first = articles.first();
    await expect(first.locator('.sr-icon svg')).toHaveCount(1);
    await expect(first.locator('.sr-category')).not.toBeEmpty();
    await expect(first.locator('.sr-meta')).toHaveText(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4} · \d+ min read$/);
    expect(await first.locator('.sr-meta').evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
    const texts = await page.locator('.pagefind-ui__result-excerpt').allTextContents();
    for (const t of texts) {
      expect(t).not.toMatch(/\d{4}\d+ min read/);
      expect(t).not.toMatch(/[a-z](Article|Series|Mock test)\b/);
    }
    // The filter box and the Clear button carry the site's look.
    const panel = page.locator('.pagefind-ui__filter-panel');
    expect(await panel.evaluate((el) => [getComputedStyle(el).borderTopStyle, getComputedStyle(el).borderRadius])).toEqual(['solid', '12px']);
    const clear = page.locator('.pagefind-ui__search-clear');
    expect(await clear.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('999px');
    expect(await axeSerious(page)).toEqual([]);
  });

  test('one h1 on every listing page; the search banner only when searching', async ({ page }) => {
    for (const path of ['/blog', '/blog/page/2', '/blog/category/Banking', '/category/Banking']) {
      await page.goto(path);
      await expect(page.locator('h1'), path).toHaveCount(1);
      await expect(page.getByText('Search Results for ""')).toHaveCount(0);
    }
    await page.goto('/blog?search=upsc');
    await expect(page.locator('[data-listing-search-island] h1')).toHaveText('Search Results for "upsc"');
    await expect(page.locator('h1:visible')).toHaveCount(1);
  });
});

test.describe('mock test on a phone', () => {
  test.use(PHONE);

  test("'Start Test' on the first screen, no keyboard hints on touch; the result heading clear of the header; no −0", async ({ page }) => {
    // A test with negative marking, so the result has a "Negative marks" figure.
    await page.goto('/mock-test/test/ibps-po-prelims-quant-sectional');
    const start = page.getByRole('button', { name: 'Start Test' });
    await page.getByTestId('instructions-confirm').check();
    await expect(start).toBeEnabled({ timeout: 30_000 });
    await expect(start).toBeInViewport({ ratio: 1 });
    const startBox = (await start.boundingBox())!;
    expect(startBox.y + startBox.height).toBeLessThanOrEqual(667);
    const helpBox = (await page.getByRole('heading', { name: 'The question palette' }).boundingBox())!;
    expect(helpBox.y).toBeGreaterThan(startBox.y);
    await expect(page.getByRole('heading', { name: 'Keyboard' })).toBeHidden();
    expect(await axeSerious(page)).toEqual([]);

    await start.click();
    await expect(page.getByTestId('mock-exam')).toBeVisible();
    await expect(page.locator('.mx-keys')).toBeHidden();
    await page.getByTestId('mock-exam').getByRole('button', { name: 'Submit' }).filter({ visible: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Test' }).click();
    const heading = page.getByRole('heading', { name: 'Your result' });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await page.waitForTimeout(600); // smooth scrolling settles
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    const headingTop = await heading.evaluate((el) => el.getBoundingClientRect().top);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    await expect(page.getByTestId('mock-result').locator('[data-result="negative"]')).toHaveText(/^0 \(0 × 0\.25\)$/);
  });
});

test.describe('sections table on a phone', () => {
  test.use(PHONE);

  test('a full-length test lists its sections without cutting off the Marks column or the caption', async ({ page }) => {
    await page.goto('/mock-test/test/ssc-cgl-tier-1-full-length-mock-1');
    const table = page.locator('.mx-start-sections');
    await expect(table.locator('tbody tr')).toHaveCount(4);
    const fit = await table.evaluate((wrap) => ({ scroll: wrap.scrollWidth, client: wrap.clientWidth }));
    expect(fit.scroll, 'the table scrolls sideways inside its card').toBeLessThanOrEqual(fit.client);
  });
});

test('mock test on a desktop keeps the keyboard hints', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/mock-test/test/quick-quiz-1-minute');
  await expect(page.getByRole('heading', { name: 'Keyboard' })).toBeVisible();
});
