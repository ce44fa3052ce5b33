/**
 * Issue 26: a past attempt reopens from /progress on any device. An aspirant
 * takes a test signed in, then, in a fresh browser context (no localStorage,
 * as on another device), signs in again, opens /progress, clicks the attempt
 * in the history and sees its result (the same score as at the submit), its
 * review and an explanation. The score on /progress is the result's marks
 * ("x / y"), not the share of correct answers.
 *
 * SHOTS_DIR=/some/folder also keeps screenshots of /progress and of the
 * reopened result at 375 and 1366 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { emulatorReady } from '../support/emulator-ready';

const SLUG = 'upsc-prelims-polity-practice-test';
const shots = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${shots}/${name}-${width}-screen.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a past attempt reopens from /progress on a fresh device: result, review, explanations', async ({ page, browser }) => {
  test.setTimeout(240_000);
  page.on('pageerror', (error) => {
    throw error;
  });
  await expect
    .poll(async () => (await (await page.request.get(`/mock-test/test/${SLUG}`)).text()).includes('data-testid="mock-start"'), { timeout: 200_000, intervals: [1000, 2000, 5000] })
    .toBe(true);
  await emulatorReady();

  // Device 1: sign up, take the test (two answers: one may be wrong, so negative marking shows).
  const email = `past-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto(`/auth/sign-up?redirect=${encodeURIComponent(`/mock-test/test/${SLUG}`)}`);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Asha Verma');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('secret123');
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`**/mock-test/test/${SLUG}`);
  const start = page.getByRole('button', { name: 'Start Test' });
  await page.getByTestId('instructions-confirm').check();
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await start.click();
  const exam = page.getByTestId('mock-exam');
  await expect(exam).toBeVisible();
  await page.keyboard.press('1');
  await page.keyboard.press('s');
  await page.keyboard.press('2');
  await page.keyboard.press('s');
  await exam.locator('.mx-side').getByRole('button', { name: 'Submit' }).click();
  const [submitted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/mocks/${SLUG}/submit`) && r.request().method() === 'POST'),
    page.getByRole('dialog').getByRole('button', { name: 'Submit Test' }).click(),
  ]);
  const body = (await submitted.json()) as { attempt: { id: string }; result: { score: number; max_score: number } };
  const result = page.getByTestId('mock-result');
  await expect(result.getByText('Saved to your progress.')).toBeVisible();
  const score = (await result.locator('[data-result="score"]').textContent())!.trim();

  // Device 2: nothing kept from device 1.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  fresh.on('pageerror', (error) => {
    throw error;
  });
  await fresh.goto('/auth/sign-in?redirect=%2Fprogress');
  expect(await fresh.evaluate(() => localStorage.length)).toBe(0);
  const signIn = fresh.getByRole('form', { name: 'Sign in' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill('secret123');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await fresh.waitForURL('**/progress');

  const history = fresh.getByRole('region', { name: 'Mock-test history' });
  const row = history.getByRole('row', { name: /UPSC Prelims Indian Polity Practice Test/ });
  await expect(row).toBeVisible({ timeout: 30_000 });
  // One score: the result's marks, not the share of correct answers.
  await expect(row.locator('[data-history="score"]')).toContainText(score);
  await expect(fresh.getByTestId('trend-chart')).toBeVisible();
  await shoot(fresh, 'progress');

  await row.getByRole('link').click();
  await fresh.waitForURL(`**/mock-test/test/${SLUG}?attempt=${body.attempt.id}`);
  const reopened = fresh.getByTestId('mock-result');
  await expect(reopened).toBeVisible({ timeout: 30_000 });
  await expect(reopened.locator('[data-result="score"]')).toHaveText(score);
  await expect(fresh.getByRole('button', { name: 'Start Test' })).toHaveCount(0);
  const cards = reopened.locator('.mx-review-item');
  await expect(cards).toHaveCount(15);
  // The first two were answered on device 1: the chosen options show, with every option's explanation.
  await expect(cards.nth(0).locator('[data-chosen]')).toHaveAttribute('data-option', '1');
  await expect(cards.nth(1).locator('[data-chosen]')).toHaveAttribute('data-option', '2');
  await expect(cards.nth(0).locator('.mx-explanation')).toHaveCount(4);
  await expect(cards.nth(0).locator('.mx-explanation').first()).not.toBeEmpty();
  await expect(cards.nth(2)).toHaveAttribute('data-status', 'unanswered');
  await shoot(fresh, 'reopened-result');
  await other.close();
});
