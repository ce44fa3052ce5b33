/**
 * Issue 17 in Chromium against the real `npm start` server and the seeded
 * full-length tests (playwright.config.ts):
 *
 *  - IBPS PO Prelims (three sections, 20-minute sectional clocks, locked
 *    order), with Playwright's fake clock: the runner moves to the next
 *    section when the section's time runs out and refuses to reopen the
 *    closed one; the submit shows the rank, the percentile, the section
 *    analysis and its chart; the review shows the per-question figures;
 *  - IBPS again (issue 28): each section's answers go to the server as it
 *    closes (a checkpoint; offline, when the connection is back), and a
 *    crafted submit cannot change a closed section;
 *  - RRB NTPC CBT-1 (English and हिन्दी): switching to Hindi mid-test shows
 *    the Hindi question and keeps the answers; the review is in Hindi.
 *
 * Run: npx playwright test tests/e2e/mock-sections.spec.ts
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../support/axe';

/** axe violations in `selector`, as "rule: targets". */
const axe = async (page: Page, selector: string) =>
  describeViolations(await axeViolations(page, { include: selector }));

const IBPS = 'ibps-po-prelims-full-length-mock-1';
const RRB = 'rrb-ntpc-cbt-1-full-length-mock-1';
const DEVANAGARI = /[\u0900-\u097F]/;

const exam = (page: Page) => page.getByTestId('mock-exam');
const tab = (page: Page, k: number) => exam(page).locator(`[data-section="${k}"]`);
const isStart = (slug: string) => (r: { url(): string; request(): { method(): string } }) =>
  r.url().includes(`/api/mocks/${slug}/start`) && r.request().method() === 'POST';
const isSubmit = (slug: string) => (r: { url(): string }) => r.url().includes(`/api/mocks/${slug}/submit`);
// Issue 28: the paper comes from its cacheable address, in parallel with the (small) POST start.
const isPaper = (slug: string) => (r: { url(): string; status(): number; request(): { method(): string } }) =>
  r.url().includes(`/api/mocks/${slug}/paper`) && r.request().method() === 'GET' && r.status() === 200;
const isCheckpoint = (slug: string) => (r: { url(): string }) => r.url().includes(`/api/mocks/${slug}/checkpoint`);

async function startTest(page: Page, slug: string) {
  await page.goto(`/mock-test/test/${slug}`);
  const start = page.getByRole('button', { name: 'Start Test' });
  await page.getByTestId('instructions-confirm').check();
  await expect(start).toBeEnabled({ timeout: 30_000 });
  const [response, paper] = await Promise.all([page.waitForResponse(isStart(slug)), page.waitForResponse(isPaper(slug)), start.click()]);
  expect(response.status()).toBe(200);
  await expect(exam(page)).toBeVisible();
  return { ...(await response.json()), ...(await paper.json()) } as {
    attempt: { id: string; token: string } | null;
    mock: { sections: { id: number; name: string; time_limit: number | null }[] };
  };
}

test.describe('full-length tests: sections, हिन्दी, rank and analysis', () => {
  test('sectional clocks: the next section opens when time runs out, a closed one stays closed; result with rank, analysis and chart', async ({ page }) => {
    // Two axe runs and a chart on a 100-question paper: ~50 s on a loaded 2-core machine.
    test.setTimeout(120_000);
    await page.clock.install();
    const start = await startTest(page, IBPS);
    expect(start.attempt?.id).toBeTruthy();
    expect(start.mock.sections.map((s) => s.time_limit)).toEqual([20, 20, 20]);

    await expect(tab(page, 1)).toHaveAttribute('data-status', 'open');
    await expect(tab(page, 2)).toHaveAttribute('data-status', 'upcoming');
    await expect(page.getByText('Section Time Left')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^(20:00|19:5\d)$/);

    // Answer question 1 of the first section.
    await page.keyboard.press('2');
    await page.keyboard.press('s');
    await expect(exam(page)).toHaveAttribute('data-current', '2');

    // The section's 20 minutes run out: section 2 opens by itself at question 31.
    await page.clock.fastForward('20:02');
    await expect(tab(page, 2)).toHaveAttribute('data-status', 'open', { timeout: 10_000 });
    await expect(tab(page, 1)).toHaveAttribute('data-status', 'closed');
    await expect(exam(page)).toHaveAttribute('data-current', '31');
    await expect(page.getByRole('timer')).toHaveText(/^(20:00|19:5\d)$/);

    // The closed section cannot be reopened: not by its tab, not by the palette (which shows section 2 only).
    // The tab is aria-disabled (Playwright will not call it enabled) yet clickable, and says why it stays shut.
    await expect(tab(page, 1)).toHaveAttribute('aria-disabled', 'true');
    await tab(page, 1).click({ force: true });
    await expect(page.getByTestId('section-refusal')).toContainText('cannot be reopened');
    await expect(exam(page)).toHaveAttribute('data-current', '31');
    await expect(page.locator('.mx-side .mx-pbtn').first()).toHaveAttribute('data-question', '31');
    await expect(page.locator('.mx-side .mx-pbtn[data-question="1"]')).toHaveCount(0);
    expect(await axe(page, '.mx-exam')).toEqual([]);

    // Submit: a row per section in the confirmation.
    await exam(page).locator('.mx-side').getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
    await expect(dialog.locator('[data-summary-section="1"] [data-summary="answered"]')).toHaveText('1');
    await expect(dialog.locator('[data-summary-section="1"]')).toContainText('(closed)');
    await expect(dialog.locator('[data-summary-section]')).toHaveCount(4); // three sections and the total
    const [submitted] = await Promise.all([page.waitForResponse(isSubmit(IBPS)), dialog.getByRole('button', { name: 'Submit Test' }).click()]);
    expect(submitted.status()).toBe(200);
    const body = (await submitted.json()) as { standing: { rank: number; of: number; percentile: number } | null; attempt: { ranked: boolean } };

    const result = page.getByTestId('mock-result');
    await expect(result).toBeVisible();
    // Anonymous: scored and placed, not ranked; the rank it would have.
    expect(body.standing).not.toBeNull();
    const rank = new Intl.NumberFormat('en-IN');
    await expect(result.locator('[data-result="rank"]')).toHaveText(
      `${body.attempt.ranked ? 'Rank' : 'Would rank'} ${rank.format(body.standing!.rank)} of ${rank.format(body.standing!.of)}`,
    );
    await expect(result.locator('[data-result="percentile"]')).toHaveText(String(Number(body.standing!.percentile.toFixed(2))));
    const analysis = result.getByTestId('section-analysis');
    await expect(analysis.locator('[data-analysis-section]')).toHaveCount(3);
    await expect(analysis.getByTestId('comparison-table')).toContainText('Topper');
    await expect(analysis.getByTestId('comparison-chart')).toHaveAttribute('data-chart-drawn', 'true', { timeout: 15_000 });
    await expect(analysis.locator('canvas')).toHaveCount(1);
    await expect(result.getByTestId('leaderboard').locator('tbody tr')).toHaveCount(10, { timeout: 15_000 });
    expect(await axe(page, '[data-testid="mock-result"]')).toEqual([]);

    // Review: per-question figures from the seeded aspirants.
    const first = result.locator('[data-review-question="1"]');
    await expect(first.locator('[data-figure="correct-share"]')).toHaveText(/^\d+(\.\d)?% of aspirants answered it correctly$/);
    await expect(first.locator('[data-figure="avg-time"]')).toContainText('average time');
    await expect(first.locator('[data-figure="my-time"]')).toContainText('your time');
  });

  test('a closed section’s answers go to the server when it closes (also offline, then online), and the submit cannot change them', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.clock.install();
    const start = await startTest(page, IBPS);
    const attemptId = start.attempt!.id;
    const sectionIds = start.mock.sections.map((s) => s.id);
    let checkpoints = 0;
    page.on('request', (r) => {
      if (isCheckpoint(IBPS)(r)) checkpoints++;
    });

    // Section 1: answer question 1 (option 2); its 20 minutes run out and the checkpoint goes at once.
    await page.keyboard.press('2');
    await page.keyboard.press('s');
    const [first] = await Promise.all([page.waitForResponse(isCheckpoint(IBPS)), page.clock.fastForward('20:02')]);
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ sectionId: sectionIds[0], replay: false });
    await expect(tab(page, 2)).toHaveAttribute('data-status', 'open');

    // Section 2 offline: answer question 31, leave the section early ("Next Section"): no request while offline.
    await context.setOffline(true);
    await page.keyboard.press('4');
    await page.keyboard.press('s');
    await exam(page).locator('.mx-side').getByTestId('finish-section').click();
    await page.getByRole('dialog', { name: 'Go to the next section?' }).getByRole('button', { name: 'Go to the next section' }).click();
    await expect(tab(page, 3)).toHaveAttribute('data-status', 'open');
    await page.waitForTimeout(500);
    expect(checkpoints).toBe(1);
    // Back online: the queued checkpoint goes.
    const [second] = await Promise.all([page.waitForResponse(isCheckpoint(IBPS)), context.setOffline(false)]);
    expect(second.status()).toBe(200);
    expect(await second.json()).toMatchObject({ sectionId: sectionIds[1], replay: false });

    // A crafted submit that rewrites sections 1 and 2: the server keeps what they closed with.
    const token = start.attempt!.token;
    const crafted = await page.evaluate(
      async ({ slug, attemptId, token }) => {
        const key = (await (await fetch('/api/public/current-api-key')).json()).apiKey as string;
        const res = await fetch(`/api/mocks/${slug}/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key, 'x-attempt-token': token },
          body: JSON.stringify({ attemptId, answers: Array(100).fill(0) }),
        });
        return (await res.json()) as { attempt: { answers: (number | null)[] } };
      },
      { slug: IBPS, attemptId, token },
    );
    expect(crafted.attempt.answers.slice(0, 30)).toEqual([1, ...Array(29).fill(null)]);
    expect(crafted.attempt.answers.slice(30, 65)).toEqual([3, ...Array(34).fill(null)]);
    expect(crafted.attempt.answers.slice(65)).toEqual(Array(35).fill(0));
  });

  test('हिन्दी mid-test shows the Hindi question and keeps the answers; the review stays in Hindi', async ({ page }) => {
    await startTest(page, RRB);
    await expect(page.getByTestId('language-switch')).toBeVisible();
    const english = await page.getByTestId('question-text').textContent();
    expect(english).not.toMatch(DEVANAGARI);

    // Answer questions 1 and 2, leave 3 open.
    await page.keyboard.press('3');
    await page.keyboard.press('s');
    await page.keyboard.press('1');
    await page.keyboard.press('s');
    await expect(exam(page)).toHaveAttribute('data-current', '3');

    await page.getByTestId('language-switch').getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.getByTestId('question-text')).toHaveText(DEVANAGARI);
    await expect(page.getByTestId('question-text')).toHaveAttribute('lang', 'hi');
    // The self-hosted face is the one in use.
    expect(await page.evaluate(() => document.fonts.check('1em "Noto Sans Devanagari Subset"', 'हिन्दी'))).toBe(true);
    await expect(page.locator('.mx-side .mx-pbtn[data-question="1"]')).toHaveAttribute('data-state', 'answered');
    await page.locator('.mx-side .mx-pbtn[data-question="1"]').click();
    await expect(page.getByTestId('question-text')).toHaveText(DEVANAGARI);
    await expect(page.locator('input[name="mx-option"]').nth(2)).toBeChecked();
    expect(await axe(page, '.mx-exam')).toEqual([]);

    // Remembered across a reload.
    await page.reload();
    await expect(page.getByTestId('question-text')).toHaveText(DEVANAGARI, { timeout: 30_000 });
    await expect(page.locator('.mx-side .mx-pbtn[data-question="2"]')).toHaveAttribute('data-state', 'answered');

    await exam(page).locator('.mx-side').getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit Test' }).click();
    const review = page.locator('[data-review-question="1"]');
    await expect(review.locator('.mx-review-q')).toHaveText(DEVANAGARI, { timeout: 15_000 });
    await expect(review.locator('[data-chosen]')).toHaveAttribute('data-option', '3');
  });
});
