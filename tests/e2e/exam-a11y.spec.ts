/**
 * Issue 29 (keyboard and screen reader, zoom and contrast) in Chromium
 * against the real `npm start` server and the seeded IBPS PO Prelims
 * full-length test (three sections, each with its own 20-minute clock, taken
 * in order; English and हिन्दी):
 *
 *  - the whole test by keyboard only (no mouse): Start Test, answering (the
 *    options a radio group), Mark for Review, the palette grid (arrow keys,
 *    Enter), text size and high contrast (remembered over a reload), the
 *    sectional clock running out (Playwright's fake clock), Next Section,
 *    the paper's language, the submit dialog (Escape gives the focus back),
 *    the result and the review — with the focus moved to the question, the
 *    dialog and the result heading, and visible;
 *  - what a screen reader is told: the question's heading (number, section,
 *    state), the palette cells' state in words, the polite announcements on
 *    a move, at 10, 5 and 1 minutes left (and nothing in between) and on a
 *    section change;
 *  - axe (target size on too) with no violation at the start, on a question,
 *    in the palette, with high contrast, in the submit dialog, on the result
 *    and the review — in English and in Hindi (/hi/);
 *  - reflow: at 320 CSS px and at 200 % zoom (683 × 384) no horizontal
 *    scrolling, the clock, the palette and Submit visible or reachable, also
 *    with the largest text size.
 *
 * Run: npx playwright test tests/e2e/exam-a11y.spec.ts
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations, describeViolations } from '../support/axe';
import { ui, type Locale } from '#core/i18n/index.ts';

const IBPS = 'ibps-po-prelims-full-length-mock-1';
const DEVANAGARI = /[\u0900-\u097F]/;

interface StartAnswer {
  mock: { sections: { name: string; name_hi: string | null }[] };
  questions: unknown[];
}

/** axe violations in `selector` (WCAG 2.2 target size included), as "rule: targets". */
const axe = async (page: Page, selector: string) => describeViolations(await axeViolations(page, { include: selector, targetSize: true }));

const isStart = (r: { url(): string; request(): { method(): string } }) => r.url().includes(`/api/mocks/${IBPS}/start`) && r.request().method() === 'POST';
const isPaper = (r: { url(): string; status(): number; request(): { method(): string } }) =>
  r.url().includes(`/api/mocks/${IBPS}/paper`) && r.request().method() === 'GET' && r.status() === 200;

/** Tab (or Shift+Tab) until `target` has the focus: only the keyboard moves it. */
async function tabTo(page: Page, target: Locator, back = false): Promise<void> {
  await expect(target).toBeAttached();
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the Tab key never reached ${target.toString()}`);
}

/** The focused element shows it: :focus-visible with an outline of at least 2 px (on it or on its label) or a ring. */
function focusShows(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || !el.matches(':focus-visible')) return false;
    return [el, el.closest('label')].some((e) => {
      if (!e) return false;
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
    });
  });
}

async function keyboardRun(page: Page, locale: Locale) {
  const T = ui(locale).exam;
  const a = T.a11y;
  const base = locale === 'hi' ? '/hi' : '';
  const other = locale === 'hi' ? 'en' : 'hi';
  await page.clock.install();
  await page.goto(`${base}/mock-test/test/${IBPS}`);

  // Start: axe, then Tab to Start Test (an instructions confirmation first, where the test asks for one).
  const startButton = page.getByRole('button', { name: T.start.startTest, exact: true });
  // The CBT's "I have read and understood" declaration (issue 29): Start Test waits for it.
  const confirm = page.getByTestId('instructions-confirm');
  await expect(confirm).toBeEnabled({ timeout: 30_000 });
  expect(await axe(page, '#mock-runner')).toEqual([]);
  await tabTo(page, confirm);
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('Space');
  await expect(confirm).toBeChecked();
  await expect(startButton).toBeEnabled();
  await tabTo(page, startButton);
  expect(await focusShows(page)).toBe(true);
  // Issue 28: the questions come from the paper's cacheable address, in parallel with the (small) POST start.
  const [response, paper] = await Promise.all([page.waitForResponse(isStart), page.waitForResponse(isPaper), page.keyboard.press('Enter')]);
  expect(response.status()).toBe(200);
  const start = { ...(await response.json()), ...(await paper.json()) } as StartAnswer;
  const n = start.questions.length;
  // The paper opens in the page's language (a fresh browser remembers no other).
  const sectionIn = (k: number, lang: Locale) => (lang === 'hi' ? (start.mock.sections[k].name_hi ?? start.mock.sections[k].name) : start.mock.sections[k].name);
  const section = (k: number) => sectionIn(k, locale);

  const exam = page.getByTestId('mock-exam');
  const heading = exam.locator('.mx-qno');
  const announcer = page.getByTestId('question-announcer');
  const timerSays = page.locator('[data-timer-announcer]');
  const headingName = (k: number, sec: string, state: keyof typeof a.stateWords) => T.screen.questionNo(k) + T.screen.of(n) + a.headingTail(sec, a.stateWords[state]);

  // The question has the focus and says its number, section and state.
  await expect(exam).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleName(headingName(1, section(0), 'not-answered'));
  expect(await axe(page, '.mx-exam')).toEqual([]);

  // Question 1: the options are a radio group (Tab in, ↓ chooses), S saves.
  const group = exam.getByRole('radiogroup', { name: T.screen.optionsFor(1) });
  await expect(group).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(group.getByRole('radio').first()).toBeFocused();
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio').nth(1)).toBeChecked();
  await page.keyboard.press('s');
  await expect(exam).toHaveAttribute('data-current', '2');
  await expect(announcer).toHaveText(a.questionMoved(2, n, section(0), a.stateWords['not-answered']));

  // Question 2: choose 3, then the Mark for Review & Next button, reached with Tab.
  await page.keyboard.press('3');
  const markNext = exam.getByRole('button', { name: T.buttons.markNext, exact: true });
  await tabTo(page, markNext);
  expect(await focusShows(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(exam).toHaveAttribute('data-current', '3');
  await expect(announcer).toHaveText(a.questionMoved(3, n, section(0), a.stateWords['not-answered']));

  // The palette: a grid with one Tab stop (the current question), cells that say their state in words.
  const grid = exam.locator('.mx-side').getByRole('grid', { name: T.paletteBox.questions });
  const cell = (k: number) => grid.locator(`[data-question="${k}"]`);
  await tabTo(page, grid.locator('button[tabindex="0"]'), true);
  await expect(cell(3)).toBeFocused();
  expect(await focusShows(page)).toBe(true);
  await expect(cell(3)).toHaveAccessibleName(T.paletteBox.questionState(3, a.stateWords['not-answered'], true));
  await expect(cell(2)).toHaveAccessibleName(T.paletteBox.questionState(2, a.stateWords['answered-marked'], false));
  await expect(cell(1)).toHaveAccessibleName(T.paletteBox.questionState(1, a.stateWords.answered, false));
  await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(cell(5)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cell(10)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(cell(5)).toBeFocused();
  await expect(cell(5)).toHaveAccessibleName(T.paletteBox.questionState(5, a.stateWords['not-visited'], false));
  // The arrows moved in the grid, not between questions.
  await expect(exam).toHaveAttribute('data-current', '3');
  expect(await axe(page, '.mx-exam')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(exam).toHaveAttribute('data-current', '5');
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleName(headingName(5, section(0), 'not-answered'));
  // The focused heading says it: no second announcement.
  await expect(announcer).toHaveText('');

  // Text size and high contrast, by keyboard, remembered over a reload.
  await tabTo(page, exam.locator('[data-text-size="larger"]'), true);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-mx-text', '115');
  await tabTo(page, exam.getByTestId('contrast-toggle'));
  await page.keyboard.press('Enter');
  await expect(exam.getByTestId('contrast-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-mx-contrast', 'high');
  expect(await focusShows(page)).toBe(true);
  expect(await axe(page, '.mx-exam')).toEqual([]);
  // axe leaves the palette's shapes alone (aria-hidden in a named button): their figures must still show.
  for (const k of [1, 2, 3, 10]) {
    const [color, background] = await cell(k).locator('.mx-shape').evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    expect(color, `question ${k}'s figure in high contrast`).not.toBe(background);
  }
  await page.reload();
  await expect(exam).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('data-mx-contrast', 'high');
  await expect(page.locator('html')).toHaveAttribute('data-mx-text', '115');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('18.4px');
  await expect(heading).toBeFocused();

  // The time left, spoken at 10, 5 and 1 minutes (the section's own clock), never every second.
  const leftMs = async () => Number(await page.getByRole('timer').getAttribute('data-remaining-ms'));
  const forwardTo = async (ms: number) => page.clock.fastForward(Math.max(0, (await leftMs()) - ms));
  await forwardTo(9 * 60_000 + 55_000);
  await expect(timerSays).toHaveText(T.runner.minutesLeft(10));
  await forwardTo(4 * 60_000 + 55_000);
  await expect(timerSays).toHaveText(T.runner.minutesLeft(5));
  await forwardTo(55_000);
  await expect(timerSays).toHaveText(T.runner.minutesLeft(1));
  await page.evaluate(() => {
    const w = window as unknown as { __said: string[] };
    w.__said = [];
    new MutationObserver(() => w.__said.push(document.querySelector('[data-timer-announcer]')!.textContent ?? '')).observe(
      document.querySelector('[data-timer-announcer]')!,
      { childList: true, characterData: true, subtree: true },
    );
  });
  for (let s = 0; s < 5; s++) await page.clock.fastForward(1000);
  await expect(page.getByRole('timer')).toHaveText(/^00:[45]\d$/);
  expect(await page.evaluate(() => (window as unknown as { __said: string[] }).__said)).toEqual([]);

  // The section's clock runs out: section 2 opens, said with its time left.
  await page.clock.fastForward('01:00');
  await expect(timerSays).toHaveText(T.runner.sectionTimeUp(section(1)) + a.thenLeft(T.runner.minutesLeft(20)));
  await expect(exam.locator('[data-section="2"]')).toHaveAttribute('data-status', 'open');

  // Section 2: answer its first question, then leave it with Next Section (confirmed in a dialog).
  await page.keyboard.press('1');
  await page.keyboard.press('s');
  const finish = exam.locator('.mx-side').getByTestId('finish-section');
  await tabTo(page, finish);
  await page.keyboard.press('Enter');
  const finishDialog = page.getByRole('dialog', { name: T.finishSection.title });
  await expect(finishDialog.getByRole('button', { name: T.finishSection.stay })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(finishDialog.getByRole('button', { name: T.finishSection.go })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(exam.locator('[data-section="3"]')).toHaveAttribute('data-status', 'open');
  await expect(timerSays).toHaveText(a.sectionOpen(section(2), T.runner.minutesLeft(20)));
  await expect(heading).toBeFocused();
  const first3 = Number(await exam.getAttribute('data-current'));
  await expect(heading).toHaveAccessibleName(headingName(first3, section(2), 'not-answered'));

  // The paper's language, switched by keyboard: the question and the section's name follow.
  const switchTo = exam.getByTestId('language-switch').getByRole('button', { name: other === 'hi' ? 'हिन्दी' : 'English' });
  await tabTo(page, switchTo, true);
  await page.keyboard.press('Enter');
  if (other === 'hi') await expect(page.getByTestId('question-text')).toHaveText(DEVANAGARI);
  else await expect(page.getByTestId('question-text')).not.toHaveText(DEVANAGARI);
  await expect(heading).toHaveAccessibleName(headingName(first3, sectionIn(2, other), 'not-answered'));
  await page.keyboard.press('2');
  await page.keyboard.press('s');

  // Submit: the dialog takes the focus; Escape gives it back to Submit; then confirm.
  const submit = exam.locator('.mx-side').getByRole('button', { name: T.buttons.submit, exact: true });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: T.submit.title });
  await expect(dialog.getByRole('button', { name: T.submit.back })).toBeFocused();
  expect(await focusShows(page)).toBe(true);
  expect(await axe(page, '[data-testid="submit-dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: T.submit.back })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: T.submit.confirm })).toBeFocused();
  await page.keyboard.press('Enter');

  // The result: its heading has the focus, the figures are text; the exam's display settings are gone.
  const result = page.getByTestId('mock-result');
  await expect(result.getByRole('heading', { name: T.result.title, level: 2 })).toBeFocused({ timeout: 15_000 });
  await expect(page.locator('html')).not.toHaveAttribute('data-mx-contrast', 'high');
  await expect(result.locator('[data-result="correct"]')).toHaveText(/^\d+$/);
  await expect(result.locator('[data-result="score"]')).toHaveText(/\d/);
  await expect(result.getByTestId('leaderboard').locator('tbody tr')).toHaveCount(10, { timeout: 15_000 });
  await expect(result.getByTestId('comparison-table')).toBeAttached();
  expect(await axe(page, '[data-testid="mock-result"]')).toEqual([]);

  // The review, by keyboard: the link moves the focus to it, a filter answers with its count.
  await tabTo(page, result.getByRole('link', { name: T.result.reviewAnswers }));
  await page.keyboard.press('Enter');
  await expect(page.locator('#mx-review')).toBeFocused();
  const unanswered = result.locator('[data-filter="unanswered"]');
  await tabTo(page, unanswered);
  await page.keyboard.press('Enter');
  await expect(unanswered).toHaveAttribute('aria-pressed', 'true');
  await expect(result.locator('[data-review-question]').first()).toHaveAttribute('data-status', 'unanswered');
  expect(await axe(page, '.mx-review')).toEqual([]);
}

test.describe('exam screen by keyboard and screen reader (issue 29)', () => {
  for (const locale of ['en', 'hi'] as const) {
    test(`a sectional test by keyboard only, its announcements, axe in every state (${locale})`, async ({ page }) => {
      // A 100-question paper, seven axe runs and a chart on a shared 2-core machine.
      test.setTimeout(240_000);
      await keyboardRun(page, locale);
    });
  }

  test('320 px and 200 % zoom: no horizontal scrolling; the clock, the palette and Submit reachable, also with the largest text', async ({ page }) => {
    test.setTimeout(120_000);
    const T = ui('en').exam;
    const exam = page.getByTestId('mock-exam');
    /** Nothing in the exam screen wider than the window (the page and the layer do not scroll sideways). */
    const noSideScroll = async (label: string) => {
      const o = await page.evaluate(() => {
        const vw = window.innerWidth;
        const layer = document.querySelector('.mx-exam-layer')!;
        const scroller = document.scrollingElement!;
        const out = [...document.querySelectorAll('.mx-exam *')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && r.right > vw + 0.5 && getComputedStyle(el).position !== 'absolute';
          })
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
        return { page: scroller.scrollWidth - scroller.clientWidth, layer: layer.scrollWidth - layer.clientWidth, out: out.slice(0, 5) };
      });
      expect(o, label).toEqual({ page: 0, layer: 0, out: [] });
    };
    const reachable = async (label: string) => {
      await expect(page.getByRole('timer'), label).toBeInViewport();
      const palette = exam.getByRole('button', { name: /^Question Palette/ });
      const submit = exam.locator('.mx-bar').getByRole('button', { name: T.buttons.submit, exact: true });
      for (const control of [palette, submit, exam.getByRole('button', { name: T.buttons.saveNext })]) {
        await control.scrollIntoViewIfNeeded();
        await expect(control, label).toBeInViewport();
        // The clock stays on screen wherever the screen is scrolled to.
        await expect(page.getByRole('timer'), label).toBeInViewport();
      }
    };

    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`/mock-test/test/${IBPS}`);
    const startButton = page.getByRole('button', { name: 'Start Test', exact: true });
    await page.getByTestId('instructions-confirm').check();
    await expect(startButton).toBeEnabled({ timeout: 30_000 });
    await startButton.click();
    await expect(exam).toBeVisible();
    await noSideScroll('320 px');
    await reachable('320 px');

    // 200 % zoom of a 1366 × 768 laptop: 683 × 384 CSS px.
    await page.setViewportSize({ width: 683, height: 384 });
    await noSideScroll('200 %');
    await reachable('200 %');

    // The largest text size (150 %), at both.
    for (let k = 0; k < 3; k++) await exam.locator('[data-text-size="larger"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-mx-text', '150');
    await noSideScroll('200 %, text 150 %');
    await reachable('200 %, text 150 %');
    await page.setViewportSize({ width: 320, height: 640 });
    await noSideScroll('320 px, text 150 %');
    await reachable('320 px, text 150 %');

    // The palette drawer fits too, and passes axe (with target sizes).
    await exam.getByRole('button', { name: /^Question Palette/ }).click();
    const drawer = page.getByRole('dialog', { name: T.screen.questionPalette });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    expect(await axe(page, '[data-testid="palette-drawer"]')).toEqual([]);
  });
});
