/**
 * Issue 29, the real exam screen's remaining tools, in Chromium against
 * `npm start` and the seeded tests, at 1366 px and on a 375 px phone:
 *
 *  - the instructions before the start (general, the test's marking and its
 *    own text; Hindi on /hi/) and "I have read and understood the
 *    instructions": Start Test is disabled until it is ticked;
 *  - the palette's > / < (desktop: the question gets the full width, the
 *    choice survives a reload, keyboard operable with aria-expanded and
 *    aria-controls; the phone keeps its drawer);
 *  - the Question Paper: every question of the section, choosing one goes to it;
 *  - the calculator only on a test that allows one (the seeded CSAT set),
 *    by buttons and by keyboard; none on another test; and an admin turning
 *    it on for a test in the dashboard makes it appear on that test.
 *
 * Run: npx playwright test tests/e2e/exam-tools.spec.ts
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../support/axe';
import { CALCULATOR_DEMO_SLUG } from '#db/seed/mock-tests.ts';
import { ADMIN, asFreshClient, freshClient } from '../support/e2e-admin';

/** 22 questions, 60 minutes, the calculator on and instructions of its own (db/seed/mock-tests.ts). */
const CALC = CALCULATOR_DEMO_SLUG;
/** 15 questions, 15 minutes, no calculator. */
const PLAIN = 'sbi-clerk-reasoning-and-numerical-drill';
/** Turned on by the admin test, and off again after it. */
const TOGGLED = 'state-psc-general-studies-mock-1';
const PHONE = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };

const exam = (page: Page) => page.getByTestId('mock-exam');
const axe = async (page: Page, selector: string) =>
  describeViolations(await axeViolations(page, { include: selector }));

/** Opens the test page, ticks the declaration and starts. */
async function startTest(page: Page, slug: string, prefix = '') {
  await page.goto(`${prefix}/mock-test/test/${slug}`);
  await page.getByTestId('instructions-confirm').check();
  await page.locator('.mx-start-btn').click();
  await expect(exam(page)).toBeVisible();
}

async function apiKey(request: APIRequestContext) {
  return ((await (await request.get('/api/public/current-api-key')).json()) as { apiKey: string }).apiKey;
}
async function adminHeaders(request: APIRequestContext) {
  const key = await apiKey(request);
  const login = await request.post('/api/admin/login', { headers: { 'x-api-key': key, ...freshClient() }, data: ADMIN });
  const cookie = login.headers()['set-cookie'].split(';')[0];
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { 'x-api-key': key, cookie, 'x-csrf-token': csrfToken };
}

for (const width of [1366, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use(width === 375 ? PHONE : { viewport: { width: 1366, height: 768 } });

    test('instructions before the start; Start Test waits for "I have read and understood the instructions"', async ({ page }) => {
      await page.goto(`/mock-test/test/${CALC}`);
      const box = page.getByRole('checkbox', { name: 'I have read and understood the instructions.' });
      const start = page.getByRole('button', { name: 'Start Test' });
      // Hydrated (the box is usable), yet Start stays disabled until the box is ticked.
      await expect(box).toBeEnabled({ timeout: 30_000 });
      await expect(start).toBeDisabled();
      const instructions = page.getByTestId('mock-instructions');
      await expect(instructions.getByRole('heading', { name: 'General Instructions' })).toBeVisible();
      await expect(instructions).toContainText('The test has 22 questions and lasts 60 minutes.');
      await expect(instructions).toContainText('Marking: +1 for each correct answer · −0.33 for each wrong answer');
      await expect(instructions).toContainText('An on-screen calculator is allowed in this test');
      await expect(page.getByTestId('instructions-own')).toContainText('the real CSAT paper allows none');
      if (width === 375) {
        // The declaration and Start Test stay on a phone's first screen.
        await box.check();
        await expect(start).toBeEnabled();
        await expect(start).toBeInViewport({ ratio: 1 });
        expect((await start.boundingBox())!.y + (await start.boundingBox())!.height).toBeLessThanOrEqual(667);
        await box.uncheck();
      }
      await expect(start).toBeDisabled();
      expect(await axe(page, '#mock-runner')).toEqual([]);
      await box.check();
      await expect(start).toBeEnabled();
      await start.click();
      await expect(exam(page)).toBeVisible();
    });

    test('Question Paper: every question of the section, choosing one goes to it', async ({ page }) => {
      await startTest(page, PLAIN);
      if (width === 375) {
        await exam(page).getByRole('button', { name: /Question Palette/ }).click();
        await page.getByTestId('palette-drawer').getByRole('button', { name: 'Question Paper' }).click();
      } else {
        await exam(page).locator('.mx-side').getByRole('button', { name: 'Question Paper' }).click();
      }
      const paper = page.getByRole('dialog', { name: /^Question Paper/ });
      await expect(paper).toBeVisible();
      await expect(paper.locator('[data-paper-question]')).toHaveCount(15);
      const third = await paper.locator('[data-paper-question="3"] .mx-paper-text').textContent();
      expect(await axe(page, '.mx-dialog')).toEqual([]);
      await paper.getByRole('button', { name: 'Go to question 3' }).click();
      await expect(paper).toBeHidden();
      await expect(exam(page)).toHaveAttribute('data-current', '3');
      await expect(page.getByTestId('question-text')).toHaveText(third!);
    });

    test('the calculator: only on a test that allows one; buttons and keyboard', async ({ page }) => {
      await startTest(page, PLAIN);
      await expect(exam(page).getByRole('button', { name: 'Calculator', exact: true })).toHaveCount(0);

      await startTest(page, CALC);
      const toggle = exam(page).getByRole('button', { name: 'Calculator', exact: true });
      await toggle.click();
      const calc = page.getByRole('dialog', { name: 'Calculator' });
      await expect(calc).toBeVisible();
      const display = calc.getByTestId('calculator-display');
      for (const key of ['1', '2']) await calc.getByRole('button', { name: key, exact: true }).click();
      await calc.getByRole('button', { name: 'Plus' }).click();
      await calc.getByRole('button', { name: '3', exact: true }).click();
      await calc.getByRole('button', { name: 'Square root' }).click();
      await calc.getByRole('button', { name: 'Equals' }).click();
      await expect(display).toHaveText('13.7320508076');
      await calc.getByRole('button', { name: 'Clear all' }).click();
      // The keyboard, with the focus in the calculator: digits are not the question's options here.
      await calc.getByRole('button', { name: 'Clear entry' }).focus();
      await page.keyboard.type('200+10%=');
      await expect(display).toHaveText('220');
      await expect(exam(page).getByRole('radio', { checked: true })).toHaveCount(0);
      expect(await axe(page, '.mx-calc')).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(calc).toBeHidden();
      await expect(toggle).toBeFocused();
    });
  });
}

test.describe('the palette’s > / < at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('collapses (the question takes the full width) and expands, by mouse and keyboard, kept across a reload', async ({ page }) => {
    await startTest(page, PLAIN);
    const toggle = exam(page).getByTestId('palette-toggle');
    const side = exam(page).locator('.mx-side');
    const question = exam(page).locator('.mx-question');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await toggle.getAttribute('aria-controls')).toBe(await side.getAttribute('id'));
    await expect(toggle).toHaveText('>');
    const narrow = (await question.boundingBox())!.width;
    await toggle.click();
    await expect(side).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveText('<');
    expect((await question.boundingBox())!.width).toBeGreaterThan(narrow + 250);
    // Submit is still at hand.
    await expect(exam(page).locator('.mx-bar').getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
    expect(await axe(page, '.mx-exam')).toEqual([]);

    await page.reload();
    await expect(exam(page)).toBeVisible();
    await expect(side).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(side).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toBeFocused();
    expect((await question.boundingBox())!.width).toBeCloseTo(narrow, -1);
  });
});

test.describe('the palette on a 375 px phone', () => {
  test.use(PHONE);

  test('no > / < there: the drawer still opens the palette', async ({ page }) => {
    await startTest(page, PLAIN);
    await expect(exam(page).getByTestId('palette-toggle')).toBeHidden();
    await exam(page).getByRole('button', { name: /Question Palette/ }).click();
    const drawer = page.getByTestId('palette-drawer');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: /^Question 4,/ }).click();
    await expect(drawer).toBeHidden();
    await expect(exam(page)).toHaveAttribute('data-current', '4');
  });
});

test('on /hi/: the instructions and the declaration in Hindi, with the test’s own Hindi text', async ({ page }) => {
  await page.goto(`/hi/mock-test/test/${CALC}`);
  const box = page.getByRole('checkbox', { name: 'मैंने सभी निर्देशों को पढ़ और समझ लिया है।' });
  await expect(box).toBeEnabled({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'टेस्ट शुरू करें' })).toBeDisabled();
  const instructions = page.getByTestId('mock-instructions');
  await expect(instructions.getByRole('heading', { name: 'सामान्य निर्देश' })).toBeVisible();
  await expect(page.getByTestId('instructions-own')).toContainText('असली CSAT प्रश्नपत्र में कैलकुलेटर की अनुमति नहीं है');
  await box.check();
  await expect(page.getByRole('button', { name: 'टेस्ट शुरू करें' })).toBeEnabled();
});

test.describe('an admin turns the calculator on for a test', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the dashboard toggle, saved: the test’s exam screen offers the calculator', async ({ page, request }) => {
    test.setTimeout(120_000);
    await startTest(page, TOGGLED);
    await expect(exam(page).getByRole('button', { name: 'Calculator', exact: true })).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());

    await page.goto('/admin#mocks');
    await asFreshClient(page);
    await page.getByLabel('Admin id').fill(ADMIN.id);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mock tests' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search mock tests' }).fill('State PSC General Studies Mock 1');
    await page.getByRole('row').filter({ hasText: 'State PSC General Studies Mock 1' }).getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit mock test' });
    const setting = form.getByRole('checkbox', { name: /On-screen calculator/ });
    await expect(setting).not.toBeChecked();
    await setting.check();
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/^Saved State PSC General Studies Mock 1/)).toBeVisible();

    const headers = await adminHeaders(request);
    const list = (await (await request.get(`/api/admin/mocks?search=${TOGGLED}`, { headers })).json()) as { data: { id: number }[] };
    const stored = (await (await request.get(`/api/admin/mocks/${list.data[0].id}`, { headers })).json()) as { data: Record<string, unknown> };
    expect(stored.data.calculator).toBe(true);
    try {
      const key = await apiKey(request);
      const paper = (await (await request.get(`/api/mocks/${TOGGLED}/start`, { headers: { 'x-api-key': key } })).json()) as { mock: { calculator: boolean } };
      expect(paper.mock.calculator).toBe(true);
      // The start answer carries the setting: the exam screen has the calculator (the page's own text follows after its rebuild).
      await startTest(page, TOGGLED);
      await expect(exam(page).getByRole('button', { name: 'Calculator', exact: true })).toBeVisible();
    } finally {
      // Off again, as seeded.
      const { id, attempts: _a, updatedAt: _u, status: _s, ...editable } = stored.data;
      await request.put(`/api/mocks/${id}`, { headers, data: { ...editable, calculator: false } });
    }
  });
});
