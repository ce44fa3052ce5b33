/**
 * Layout on phones and a laptop, against the real `npm start` (issue 26):
 *
 *  - no horizontal overflow at 320 and 375 px on every page type, with data
 *    in them: the public pages, the runner's start, exam, result and review
 *    screens, /progress signed in after a test and a bookmark (both charts,
 *    the tables, the revision list), the auth pages, 404, the offline page
 *    and every tab of the admin dashboard. Each page is measured twice:
 *    `scrollWidth <= innerWidth`, and no element sticking out past the right
 *    edge outside a scroller of its own (tests/support/overflow.ts); the
 *    failure names the widest offender. The 375 px reading is taken after a
 *    resize from 320, so charts and tables must follow their container.
 *  - at 1366×768 the exam palette's Submit is visible and clickable (not under
 *    the bottom bar), and the admin mock-test table's Delete buttons are too.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, asFreshClient } from '../support/e2e-admin';
import { describeOverflow, fits, measureOverflow } from '../support/overflow';
import { emulatorReady } from '../support/emulator-ready';

test.describe.configure({ mode: 'serial' });

const WIDTHS = [320, 375] as const;

/** Measures at 320 then 375 px; returns one message per width that overflows. */
async function overflowProblems(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 720 });
    // A resize is followed by ResizeObserver callbacks (charts): give them a few frames before the verdict.
    let last = await measureOverflow(page);
    for (let i = 0; i < 10 && !fits(last); i++) {
      await page.waitForTimeout(150);
      last = await measureOverflow(page);
    }
    if (!fits(last)) problems.push(describeOverflow(`${label} at ${width}px`, last));
  }
  return problems;
}

/** Goes to a page at 320 px and lets its islands settle. */
async function visit(page: Page, url: string) {
  await page.setViewportSize({ width: 320, height: 720 });
  const response = await page.goto(url);
  if (response) expect(response.status(), url).toBeLessThan(500); // null: a same-page fragment
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
}

/** The first link on a page whose path matches, as the site renders it. */
async function firstLink(request: APIRequestContext, from: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(from)).text();
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
  const found = hrefs.find((h) => pattern.test(h));
  expect(found, `a link matching ${pattern} on ${from}`).toBeTruthy();
  return found!;
}

/** The element at the centre of a locator's box is the locator's element (nothing covers it). */
async function clickableAtCentre(page: Page, selector: string, index = 0): Promise<{ hit: boolean; inViewport: boolean }> {
  return page.evaluate(
    ([sel, i]) => {
      const el = document.querySelectorAll(sel)[i as number] as HTMLElement | undefined;
      if (!el) return { hit: false, inViewport: false };
      const r = el.getBoundingClientRect();
      const inViewport = r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight && r.width > 0;
      const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { hit: !!at && (at === el || el.contains(at)), inViewport };
    },
    [selector, index] as const,
  );
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  // `npm start` serves the previous build while it rebuilds: wait for the runner's page.
  await expect
    .poll(async () => (await (await request.get('/mock-test/test/quick-quiz-1-minute')).text()).includes('data-testid="mock-start"'), {
      timeout: 290_000,
      intervals: [1000, 2000, 5000],
    })
    .toBe(true);
});

test('public pages fit 320 and 375 px', async ({ page, request }) => {
  test.setTimeout(300_000);
  const pages: [string, string][] = [
    ['home', '/'],
    ['blog listing', '/blog'],
    ['blog page 2', '/blog?page=2'],
    ['category index', '/category'],
    ['category', await firstLink(request, '/', /^\/category\/[^/?]+$/)],
    ['blog category', await firstLink(request, '/', /^\/blog\/category\/[^/?]+$/)],
    ['article', await firstLink(request, '/blog', /^\/blog\/(?!category\/|page\/)[^/?]+$/)],
    ['series list', '/series'],
    ['series', await firstLink(request, '/series', /^\/series\/[^/?]+$/)],
    ['live list', '/live'],
    ['live page', await firstLink(request, '/live', /^\/live\/[^/?]+$/)],
    ['resources', '/resource'],
    ['batches', '/batches'],
  ];
  const batchCategory = await firstLink(request, '/batches', /^\/batches\/[^/]+\/[^/?]+$/);
  pages.push(['batch category', batchCategory], ['batch', await firstLink(request, batchCategory, /^\/batches\/[^/]+\/[^/]+\/\d+$/)]);
  pages.push(
    ['mock-test list', '/mock-test'],
    ['test start (sections, Hindi)', '/mock-test/test/ssc-cgl-tier-1-full-length-mock-1'],
    ['test start', '/mock-test/test/quick-quiz-1-minute'],
    ['search with results', '/search?q=polity'],
    ['support', '/support'],
    ['sitemap page', '/utils/sitemap'],
    ['sign in', '/auth/sign-in'],
    ['sign up', '/auth/sign-up'],
    ['reset password', '/auth/reset-password'],
    ['progress signed out', '/progress'],
    ['404', '/no-such-page-here'],
    ['offline page', '/offline'],
  );
  const problems: string[] = [];
  for (const [label, url] of pages) {
    await visit(page, url);
    if (label === 'search with results') await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible({ timeout: 20_000 });
    problems.push(...(await overflowProblems(page, `${label} (${url})`)));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('signed in: the runner mid-test, result, review and /progress with data fit 320 and 375 px', async ({ page }) => {
  test.setTimeout(300_000);
  await emulatorReady();
  const problems: string[] = [];
  const slug = 'ibps-po-prelims-full-length-mock-1';
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/auth/sign-up?redirect=${encodeURIComponent(`/mock-test/test/${slug}`)}`);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Kavya Raghunathan Subramaniam');
  await form.getByLabel('Email').fill(`layout-${stamp}@example.com`);
  await form.getByLabel('Password').fill('secret123');
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`**/mock-test/test/${slug}`);

  // Two attempts, so the trend chart has a line; the second one is measured mid-test and after submit.
  for (let round = 0; round < 2; round++) {
    if (round) {
      // The finished attempt shows its result again: take the test again from there.
      await page.goto(`/mock-test/test/${slug}`);
      await page.getByRole('button', { name: 'Take Test Again' }).click();
    }
    const start = page.getByRole('button', { name: 'Start Test' });
    await page.getByTestId('instructions-confirm').check();
    await expect(start).toBeEnabled({ timeout: 30_000 });
    if (round) problems.push(...(await overflowProblems(page, 'test start signed in')));
    await page.setViewportSize({ width: 1280, height: 800 });
    await start.click();
    const exam = page.getByTestId('mock-exam');
    await expect(exam).toBeVisible();
    for (const key of round ? ['1', 's', '3', 's', 'm'] : ['2', 's', '2', 's']) await page.keyboard.press(key);
    if (round) problems.push(...(await overflowProblems(page, 'runner mid-test')));
    await page.setViewportSize({ width: 1280, height: 800 });
    await exam.locator('.mx-side').getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Test' }).click();
    await expect(page.getByTestId('mock-result')).toBeVisible({ timeout: 30_000 });
  }
  // The result with its review below; bookmark a question from the review.
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  problems.push(...(await overflowProblems(page, 'result and review')));
  const bookmark = page.locator('[data-review-question="1"]').getByRole('button', { name: 'Bookmark Question 1' });
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');

  await visit(page, '/progress');
  await expect(page.getByTestId('trend-chart')).toHaveAttribute('data-chart-drawn', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('revision-list').locator('.revision-item').first()).toBeVisible({ timeout: 30_000 });
  problems.push(...(await overflowProblems(page, '/progress signed in')));
  await visit(page, '/progress#revision');
  await expect(page.getByTestId('revision-list').locator('.revision-item').first()).toBeVisible({ timeout: 30_000 });
  problems.push(...(await overflowProblems(page, '/progress bookmarks')));
  expect(problems, problems.join('\n')).toEqual([]);
});

test('exam screen on a 1366×768 laptop: the palette Submit is visible and not covered by the bottom bar', async ({ page }) => {
  // 1366×768 as a page (kiosk / full screen), and as a browser window on a 768 px screen (about 111 px of browser bars).
  for (const height of [768, 657]) {
    await page.setViewportSize({ width: 1366, height });
    await page.goto('/mock-test/test/ssc-cgl-tier-1-full-length-mock-1');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const start = page.getByRole('button', { name: 'Start Test' });
    await page.getByTestId('instructions-confirm').check();
    await expect(start).toBeEnabled({ timeout: 30_000 });
    await start.click();
    const submit = page.getByTestId('mock-exam').locator('.mx-side').getByRole('button', { name: 'Submit', exact: true });
    await expect(submit).toBeVisible();
    expect(await clickableAtCentre(page, '.mx-side .mx-btn-submit'), `1366×${height}`).toEqual({ hit: true, inViewport: true });
    await submit.click();
    await expect(page.getByRole('dialog', { name: 'Submit the test?' })).toBeVisible();
  }
});

test('admin dashboard: every tab fits 320 and 375 px; at 1366 px the mock-test table shows Delete', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin');
  await asFreshClient(page);
  await page.getByLabel('Admin id').fill(ADMIN.id);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-id')).toHaveText(ADMIN.id);

  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  await nav.getByRole('link', { name: 'Mock tests', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mock tests' })).toBeVisible();
  const deletes = page.locator('main table').getByRole('button', { name: /^Delete/ });
  await expect(deletes.first()).toBeVisible({ timeout: 20_000 });
  const count = await deletes.count();
  for (let i = 0; i < count; i++) {
    // Scrolled into view vertically only: Delete must be there without scrolling the table sideways. At once, not
    // smoothly (global.css): mid-animation the box measured and the point hit differed (a CI run hit nothing, once).
    await deletes.nth(i).evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' }));
    const box = (await deletes.nth(i).boundingBox())!;
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null, [box.x + box.width / 2, box.y + box.height / 2]);
    expect(hit, `Delete button ${i + 1} at 1366 px`).toMatch(/^Delete/);
    expect(box.x + box.width, `Delete button ${i + 1} inside the window`).toBeLessThanOrEqual(1366);
  }

  const problems: string[] = [];
  const tabs = await nav.getByRole('link').allTextContents();
  expect(tabs.length).toBeGreaterThan(5);
  for (const name of tabs) {
    await page.setViewportSize({ width: 320, height: 720 });
    await nav.getByRole('link', { name: name.trim(), exact: true }).click();
    await expect(page.locator('#adm-section-title')).toHaveText(name.trim());
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    problems.push(...(await overflowProblems(page, `admin › ${name.trim()}`)));
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the test intro fits the device: a phone is told where its palette is and gets no keyboard list; a laptop gets both', async ({ browser, page }) => {
  const url = '/mock-test/test/quick-quiz-1-minute';
  const phone = await browser.newContext({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
  const onPhone = await phone.newPage();
  await onPhone.goto(url);
  const start = onPhone.getByTestId('mock-start');
  await expect(start.getByText('Question Palette button')).toBeVisible();
  await expect(start.getByText('palette on the right')).toBeHidden();
  await expect(start.getByRole('heading', { name: 'Keyboard' })).toBeHidden();
  await phone.close();

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(url);
  const intro = page.getByTestId('mock-start');
  await expect(intro.getByText('palette on the right')).toBeVisible();
  await expect(intro.getByText('Question Palette button')).toBeHidden();
  await expect(intro.getByRole('heading', { name: 'Keyboard' })).toBeVisible();
});
