/**
 * A new aspirant's first visit on a 375 px phone (touch), against the real
 * `npm start`: home → search → an article → sign up from the header menu and
 * come back → Mark as read → download a resource and see its count rise →
 * the coaching batches → a short mock test, submitted by hand.
 *
 * Every step is what a visitor taps; the journey fails on any console error,
 * uncaught page error, or a 404 / 5xx answer to anything the pages load.
 */
import { expect, test, type Page } from '@playwright/test';
import { freshClient } from '../support/e2e-admin';
import { emulatorReady } from '../support/emulator-ready';

test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

function watchForFaults(page: Page): string[] {
  const faults: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') faults.push(`console: ${msg.text()} (${page.url()})`);
  });
  page.on('pageerror', (err) => faults.push(`page error: ${err.message} (${page.url()})`));
  page.on('response', (res) => {
    if (res.status() === 404 || res.status() >= 500) faults.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  return faults;
}

test('first visit on a phone: search, read, sign up, mark read, download, batches, a short test', async ({ page }) => {
  test.setTimeout(240_000);
  // `npm start` boots the Auth emulator next to the first build.
  await emulatorReady();
  const faults = watchForFaults(page);
  const menu = () => page.getByRole('banner').getByRole('button', { name: /^(Menu|Close menu)$/ });

  // 1. Home, then the hero search: type, tap the first suggestion.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crack Your Dream Government Job');
  await page.locator('main [data-search-launcher]').first().tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Search for an exam, topic, or course...').fill('polity');
  const suggestion = dialog.getByRole('option').first();
  await expect(suggestion).toBeVisible();
  const articlePath = (await suggestion.getAttribute('data-href'))!;
  expect(articlePath).toMatch(/^\/blog\/[a-z0-9-]+$/);
  await suggestion.tap();
  await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!;

  // 2. Sign up from the header menu; the form brings the reader back to the article.
  await menu().tap();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.locator('#site-menu').getByRole('link', { name: 'Sign in' }).tap();
  await page.waitForURL('**/auth/sign-in?**');
  await page.getByRole('link', { name: 'Create an account' }).tap();
  await page.waitForURL('**/auth/sign-up**');
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Arjun Verma');
  await form.getByLabel('Email').fill(`arjun-${stamp}@example.com`);
  await form.getByLabel('Password').fill('secret123');
  await form.getByRole('button', { name: 'Create account' }).tap();
  await page.waitForURL(`**${articlePath}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // 3. Mark as read.
  const mark = page.getByRole('button', { name: 'Mark as read' });
  await mark.scrollIntoViewIfNeeded();
  await mark.tap();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as read' })).toBeVisible();

  // 4. Resources from the menu: download a book and see the count rise.
  await menu().tap();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources', exact: true }).tap();
  await expect(page).toHaveURL(/\/resource$/);
  const link = page.locator('a[data-download-url]').first();
  const id = (await link.getAttribute('data-link-id'))!;
  // A client of its own for the count call: a download counts once per client per link per day.
  await page.route('**/api/resources/links/*/download', (route) => route.continue({ headers: { ...route.request().headers(), ...freshClient() } }));
  const count = page.locator(`[data-download-count="${id}"]`);
  const before = Number(await count.getAttribute('data-count'));
  await link.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), link.tap()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect.poll(async () => Number(await count.getAttribute('data-count'))).toBeGreaterThan(before);

  // 5. The home page's 'Expert-Led Courses' → batches → an exam → one batch.
  await page.goto('/');
  await page.locator('.why-card', { hasText: 'Expert-Led Courses' }).getByRole('link').tap();
  await expect(page).toHaveURL(/\/batches$/);
  await page.getByRole('link', { name: /^View Batches/ }).first().tap();
  await expect(page).toHaveURL(/\/batches\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await page.getByRole('link', { name: /^View Batch\b/ }).first().tap();
  await expect(page).toHaveURL(/\/batches\/[a-z0-9-]+\/[a-z0-9-]+\/\d+$/);
  await expect(page.locator('[data-batch-sessions] > li').first()).toBeVisible();

  // 6. A short test: Start Test is on the first screen; answer one, submit by hand, see the result.
  await page.goto('/mock-test/test/quick-quiz-1-minute');
  const start = page.getByRole('button', { name: 'Start Test' });
  await page.getByTestId('instructions-confirm').check();
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await expect(start).toBeInViewport();
  await start.tap();
  const exam = page.getByTestId('mock-exam');
  await expect(exam).toBeVisible();
  await exam.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).tap();
  await page.getByRole('button', { name: 'Submit', exact: true }).tap();
  const confirm = page.getByRole('dialog', { name: 'Submit the test?' });
  const [submitted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/mocks/quick-quiz-1-minute/submit') && r.request().method() === 'POST'),
    confirm.getByRole('button', { name: 'Submit Test' }).tap(),
  ]);
  expect(submitted.status()).toBe(200);
  const result = page.getByTestId('mock-result');
  await expect(result).toBeVisible();
  await expect(result.locator('[data-result="unanswered"]')).toHaveText('4');

  expect(faults).toEqual([]);
});
