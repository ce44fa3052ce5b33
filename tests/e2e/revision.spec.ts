/**
 * Issue 30, spaced revision, at 375 px: an aspirant signs up, takes a short
 * test answering some questions wrong, submits; /progress shows "Revise today
 * (N)" with those questions. Offline, they answer one wrong in revision: "N
 * left" updates and the answer waits on the device; back online it is sent,
 * and the card comes back in "Revise today" on its due day. A right answer asks how well it was known (Hard / Good /
 * Easy, sent as the review's rating); a wrong one is "Again" without asking.
 *
 * The due day without a test-only clock in the server (docs/mock-tests.md,
 * live tests: none exists, on purpose): a wrong answer is due one day after it
 * was given, so the page's clock is moved a day back instead — the answer is
 * given "yesterday" on a device that was offline, sent today, and today is its
 * due day: the server (real clock) lists it again.
 *
 * SHOTS_DIR=/some/folder keeps screenshots of the section at 375 and 1366 px, English and Hindi.
 */
import { expect, test, type Page } from '@playwright/test';
import { emulatorReady } from '../support/emulator-ready';

const SLUG = 'upsc-prelims-polity-practice-test';
const ANSWERED = 5;
const DAY = 24 * 3_600_000;
const shots = process.env.SHOTS_DIR;

interface Card {
  questionId: number;
  question: string;
  correct: number;
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width < 500 ? 812 : 900 });
    await page.waitForTimeout(300);
    await page.getByTestId('revise-today').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

const today = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/revision/today') && r.request().method() === 'GET');

test('a wrong answer comes back in "Revise today": offline review, sync, its due day (375 px)', async ({ page, context }) => {
  test.setTimeout(300_000);
  page.on('pageerror', (error) => {
    throw error;
  });
  await expect
    .poll(async () => (await (await page.request.get(`/mock-test/test/${SLUG}`)).text()).includes('data-testid="mock-start"'), { timeout: 200_000, intervals: [1000, 2000, 5000] })
    .toBe(true);
  await emulatorReady();

  // Sign up and take the test: option A on the first five questions (some of them are wrong).
  const email = `revise-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto(`/auth/sign-up?redirect=${encodeURIComponent(`/mock-test/test/${SLUG}`)}`);
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Ravi Kumar');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('secret123');
  await form.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`**/mock-test/test/${SLUG}`);
  await page.getByTestId('instructions-confirm').check();
  const start = page.getByRole('button', { name: 'Start Test' });
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await start.click();
  const exam = page.getByTestId('mock-exam');
  await expect(exam).toBeVisible();
  for (let i = 0; i < ANSWERED; i++) {
    await page.keyboard.press('1');
    await page.keyboard.press('s');
  }
  const keyAnswer = page.waitForResponse((r) => r.url().includes('/answer-key') && r.status() === 200);
  await exam.locator('.mx-side').getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit Test' }).click();
  const key = ((await (await keyAnswer).json()) as { answerKey: { id: number; correct: number }[] }).answerKey;
  const wrong = key.slice(0, ANSWERED).filter((q) => q.correct !== 0).map((q) => q.id);
  expect(wrong.length, 'the seeded key has some answer other than A among the first five').toBeGreaterThan(0);
  await expect(page.getByTestId('mock-result')).toBeVisible();

  // /progress on a phone. The device's clock a day behind: the revision answer below is given "yesterday".
  await page.setViewportSize({ width: 375, height: 812 });
  await page.clock.install({ time: Date.now() - DAY });
  const loaded = today(page);
  await page.goto('/progress');
  const queue = (await (await loaded).json()) as { count: number; data: Card[] };
  expect(queue.count).toBe(wrong.length);
  expect(queue.data.map((c) => c.questionId).sort()).toEqual([...wrong].sort());
  const section = page.getByTestId('revise-today');
  await expect(section.getByRole('heading', { name: `Revise today (${wrong.length})`, exact: true })).toBeVisible();
  const [card] = queue.data;
  await shoot(page, 'revise-closed-en');

  // Offline after the one load: the saved queue is enough to revise.
  await context.setOffline(true);
  await section.getByRole('button', { name: 'Start revision' }).click();
  await expect(section.getByRole('heading', { name: card.question })).toBeVisible();
  await expect(section.getByText(`${wrong.length} left`, { exact: true })).toBeVisible();
  // Answered wrong: an option other than the right one.
  const wrongChoice = card.correct === 0 ? 1 : 0;
  await section.locator('.revise-option').nth(wrongChoice).click();
  await expect(section.getByTestId('revise-verdict')).toHaveText(`Wrong. The answer is ${'ABCD'[card.correct]}.`);
  // Wrong is FSRS's "Again": said, not asked.
  await expect(section.getByText('Again: it comes back tomorrow.')).toBeVisible();
  await expect(section.getByTestId('revise-rate')).toHaveCount(0);
  await expect(section.getByText(`${wrong.length - 1} left`, { exact: true })).toBeVisible();
  await expect(section.getByRole('heading', { name: `Revise today (${wrong.length - 1})`, exact: true })).toBeVisible();
  await expect(section.getByTestId('revise-queued')).toBeVisible();
  const pending = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('revision') && k.endsWith('.pending')).map((k) => JSON.parse(localStorage.getItem(k)!)));
  expect(pending.flat()).toMatchObject([{ questionId: card.questionId, correct: false }]);
  await shoot(page, 'revise-answered-en');

  // Back online: the answer is sent (once), then the queue is read again — and today is its due day.
  const sent = page.waitForResponse((r) => r.url().includes('/api/revision/reviews') && r.request().method() === 'POST');
  const reread = today(page);
  await context.setOffline(false);
  expect(await (await sent).json()).toMatchObject({ applied: 1, ignored: 0 });
  const after = (await (await reread).json()) as { count: number; data: Card[] };
  expect(after.data.map((c) => c.questionId)).toContain(card.questionId);
  await expect(section.getByRole('heading', { name: `Revise today (${wrong.length})`, exact: true })).toBeVisible();
  await expect(section.getByTestId('revise-queued')).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('revision') && k.endsWith('.pending')).map((k) => JSON.parse(localStorage.getItem(k)!)))).toEqual([[]]);

  // A fresh load shows it too (the server's list, not the device's).
  await page.reload();
  await expect(section.getByRole('heading', { name: `Revise today (${wrong.length})`, exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Start revision' }).click();
  await expect(section.locator('h3')).toBeVisible();

  // The Hindi page: the same section in Hindi.
  await page.goto('/hi/progress');
  const hi = page.getByTestId('revise-today');
  await expect(hi.getByRole('heading', { name: `आज दोहराएँ (${wrong.length})`, exact: true })).toBeVisible();
  // The list the page shows is the one it saved on the device.
  const [first] = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.includes('revision') && k.endsWith('.queue'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { data: { correct: number }[] }).data;
  });
  await shoot(page, 'revise-closed-hi');
  await hi.getByRole('button', { name: 'दोहराना शुरू करें' }).click();
  await hi.locator('.revise-option').nth(first.correct).click();
  await expect(hi.getByTestId('revise-verdict')).toHaveText('सही।');
  // Right: how well was it known? Nothing is recorded until the aspirant says (the card stays in the count).
  const rate = hi.getByRole('group', { name: 'आप इसे कितनी अच्छी तरह जानते थे?' });
  await expect(rate.getByRole('button')).toHaveText(['कठिन', 'ठीक', 'आसान']);
  await expect(hi.getByRole('heading', { name: `आज दोहराएँ (${wrong.length})`, exact: true })).toBeVisible();
  await shoot(page, 'revise-answered-hi');
  // Offline for a moment, so the review can be read where it waits on the device: the rating is in it.
  await context.setOffline(true);
  await rate.getByRole('button', { name: 'आसान' }).click();
  // The rating moves on: the next card (or the end), one fewer today.
  await expect(hi.getByRole('heading', { name: `आज दोहराएँ (${wrong.length - 1})`, exact: true })).toBeVisible();
  await expect(hi.getByTestId('revise-rate')).toHaveCount(0);
  const waiting = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('revision') && k.endsWith('.pending')).map((k) => JSON.parse(localStorage.getItem(k)!)));
  expect(waiting.flat()).toMatchObject([{ correct: true, rating: 'easy' }]);
  const rated = page.waitForResponse((r) => r.url().includes('/api/revision/reviews') && r.request().method() === 'POST');
  await context.setOffline(false);
  expect(await (await rated).json()).toMatchObject({ applied: 1, ignored: 0 });
});
