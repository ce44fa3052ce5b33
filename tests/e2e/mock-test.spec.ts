/**
 * The mock-test runner in Chromium against the real `npm start` server and a
 * fresh seeded database (playwright.config.ts):
 *
 *  - a seeded test end to end: answer some, mark some, leave a choice
 *    unsaved, reload mid-test and find answers, palette states, the current
 *    question and the remaining time as they were; submit through the
 *    confirmation; check the result figures and every review card against
 *    the answer key the server returned (captured with waitForResponse);
 *  - quick-quiz-1-minute: the clock is fast-forwarded past the minute and the
 *    test submits itself;
 *  - an offline submit is kept and sent when the connection is back;
 *  - a signed-in user's submit carries the Bearer token, is stored by the
 *    server and shows up in the history on /progress;
 *  - a 320 px phone: no horizontal scrolling, the palette in a drawer;
 *  - accessibility of the start and exam screens (axe).
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { axeViolations, describeViolations } from '../support/axe';
import { emulatorReady } from '../support/emulator-ready';

interface StartBody {
  mock: { name: string; timer: number; negative_marks: number | null };
  questions: { id: number; question: string; options: string[] }[];
  deadline: string;
  serverTime: string;
}
interface SubmitBody {
  /** From GET answerKeyUrl (the submit carries the address, not the key). */
  answerKey: { id: number; correct: number; explanations: string[] }[];
  answerKeyUrl: string;
  result: { correct: number; wrong: number; unanswered: number; percentage: number; accuracy: number; score: number };
  attempt: unknown;
}

/** The answers the runner froze into its stored submit (the request body itself is a stream Playwright cannot read). */
async function queuedAnswers(page: Page, slug: string): Promise<(number | null)[]> {
  return page.evaluate((s) => {
    const id = localStorage.getItem(`examprep.mock.current.${s}`);
    const snapshot = JSON.parse(localStorage.getItem(`examprep.mock.attempt.${s}.${id}`) ?? 'null');
    return snapshot?.submission?.payload?.answers ?? null;
  }, slug);
}

/** What the server computed from the answers it received (its own scoreAnswers). */
function serverSaw(body: SubmitBody, answers: (number | null)[]) {
  const correct = answers.filter((a, i) => a !== null && a === body.answerKey[i].correct).length;
  const wrong = answers.filter((a, i) => a !== null && a !== body.answerKey[i].correct).length;
  expect(body.result).toMatchObject({ correct, wrong, unanswered: answers.filter((a) => a === null).length });
}

// The runner starts a server attempt with POST (issue 17); GET start only shows the paper.
const isStart = (slug: string) => (r: Response) => r.url().endsWith(`/api/mocks/${slug}/start`) && r.request().method() === 'POST';
const isSubmit = (slug: string) => (r: Response) => r.url().endsWith(`/api/mocks/${slug}/submit`) && r.request().method() === 'POST';
const isAnswerKey = (slug: string) => (r: Response) => r.url().includes(`/api/mocks/${slug}/answer-key?`) && r.request().method() === 'GET';
// Issue 28: the paper comes from its cacheable address, in parallel with the (small) POST start.
const isPaper = (slug: string) => (r: Response) => r.url().includes(`/api/mocks/${slug}/paper`) && r.request().method() === 'GET' && r.status() === 200;

/** The submit's answer and the answer key the runner fetched from its answerKeyUrl, as one body (set up before the submit). */
function submitAndKey(page: Page, slug: string): Promise<{ response: Response; body: SubmitBody }> {
  return Promise.all([page.waitForResponse(isSubmit(slug)), page.waitForResponse(isAnswerKey(slug))]).then(async ([response, key]) => {
    expect(key.status()).toBe(200);
    const body = { ...(await response.json()), answerKey: (await key.json()).answerKey } as SubmitBody;
    expect(key.url()).toContain(`/api${body.answerKeyUrl}`);
    return { response, body };
  });
}

const exam = (page: Page) => page.getByTestId('mock-exam');
const paletteStates = (page: Page) =>
  exam(page)
    .locator('.mx-side .mx-pbtn')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
const remainingSeconds = async (page: Page) => Number(await page.getByRole('timer').getAttribute('data-remaining-ms')) / 1000;

async function startTest(page: Page, slug: string): Promise<StartBody> {
  await page.goto(`/mock-test/test/${slug}`);
  const start = page.getByRole('button', { name: 'Start Test' });
  await page.getByTestId('instructions-confirm').check();
  // Enabled once the island has hydrated (slow on a busy machine).
  await expect(start).toBeEnabled({ timeout: 30_000 });
  const [response, paper] = await Promise.all([page.waitForResponse(isStart(slug)), page.waitForResponse(isPaper(slug)), start.click()]);
  expect(response.status()).toBe(200);
  const ticket = await response.json();
  // The start leaves the paper out; the paper is public, cacheable and fetched without the sign-in.
  expect(ticket).not.toHaveProperty('questions');
  expect(paper.headers()['cache-control']).toMatch(/^public/);
  expect(await paper.request().headerValue('authorization')).toBeNull();
  const body = { ...ticket, ...(await paper.json()) } as StartBody;
  await expect(exam(page)).toBeVisible();
  return body;
}

test.describe('mock-test runner', () => {
  // `npm start` serves the previous build while it rebuilds: wait until the pages carry the runner.
  // Any script error on the page fails the test.
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => {
      throw error;
    });
  });

  test.beforeAll(async ({ request }) => {
    test.setTimeout(300_000);
    await expect
      .poll(async () => (await (await request.get('/mock-test/test/quick-quiz-1-minute')).text()).includes('data-testid="mock-start"'), {
        timeout: 290_000,
        intervals: [1000, 2000, 5000],
      })
      .toBe(true);
  });

  test('start screen: facts, instructions and the palette legend', async ({ page }) => {
    await page.goto('/mock-test/test/banking-awareness-quiz-rbi-rates-payments');
    await expect(page.locator('[data-fact="questions"]')).toHaveText('12 questions');
    await expect(page.locator('[data-fact="time"]')).toHaveText('10 minutes');
    await expect(page.locator('[data-fact="marking"]')).toContainText('−0.25 for each wrong answer');
    await expect(page.getByRole('heading', { name: 'Instructions', exact: true })).toBeVisible();
    const legend = page.getByRole('list', { name: 'Palette legend' });
    await expect(legend.getByRole('listitem')).toHaveText([/Not Visited/, /Not Answered/, /^Answered/, /^Marked for Review/, /Answered & Marked for Review/]);
    await page.getByTestId('instructions-confirm').check();
    await expect(page.getByRole('button', { name: 'Start Test' })).toBeEnabled({ timeout: 30_000 });
    expect(describeViolations(await axeViolations(page, { include: '#mock-runner' }))).toEqual([]);
  });

  test('a seeded test end to end: answer, mark, reload, submit, result and review', async ({ page }) => {
    const slug = 'banking-awareness-quiz-rbi-rates-payments';
    const start = await startTest(page, slug);
    const n = start.questions.length;
    expect(n).toBe(12);
    await expect(page.getByRole('timer')).toHaveText(/^(10:00|09:5\d)$/);
    await expect(exam(page).getByTestId('question-text')).toHaveText(start.questions[0].question);

    // Q1: option 1, Save & Next → answered.
    await exam(page).getByRole('radio').nth(0).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();
    // Q2: option 2 by keyboard, Mark for Review & Next → answered & marked.
    await page.keyboard.press('2');
    await page.keyboard.press('m');
    // Q3: nothing, Mark for Review & Next → marked.
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    // Q4: option 4, Save & Next.
    await page.keyboard.press('4');
    await page.keyboard.press('s');
    // Q5: option 3 by keyboard, then marked.
    await page.keyboard.press('3');
    await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
    // Q6: choose option 1 but jump away through the palette: not saved.
    await page.keyboard.press('1');
    await expect(exam(page).getByText(/Not saved yet/)).toBeVisible();
    await exam(page)
      .locator('.mx-side')
      .getByRole('button', { name: /^Question 8,/ })
      .click();
    // Q8: option 2, Save & Next → Q9 current.
    await exam(page).getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Save & Next' }).click();

    const expectedStates = [
      'answered',
      'answered-marked',
      'marked',
      'answered',
      'answered-marked',
      'not-answered',
      'not-visited',
      'answered',
      'not-answered',
      'not-visited',
      'not-visited',
      'not-visited',
    ];
    expect(await paletteStates(page)).toEqual(expectedStates);
    await expect(exam(page)).toHaveAttribute('data-current', '9');

    // Reload mid-test: the same attempt, the same remaining time.
    const before = await remainingSeconds(page);
    const reloadedAt = Date.now();
    let starts = 0;
    page.on('request', (r) => r.url().includes(`/api/mocks/${slug}/start`) && starts++);
    await page.reload();
    await expect(exam(page)).toBeVisible();
    expect(starts).toBe(0);
    expect(await paletteStates(page)).toEqual(expectedStates);
    await expect(exam(page)).toHaveAttribute('data-current', '9');
    const after = await remainingSeconds(page);
    const elapsed = (Date.now() - reloadedAt) / 1000;
    expect(Math.abs(before - elapsed - after)).toBeLessThanOrEqual(2);
    // Saved answers are there.
    const radios = exam(page).getByRole('radio');
    const jump = (q: number) =>
      exam(page)
        .locator('.mx-side')
        .getByRole('button', { name: new RegExp(`^Question ${q},`) })
        .click();
    for (const [q, option] of [
      [1, 0],
      [2, 1],
      [4, 3],
      [5, 2],
      [8, 1],
    ] as const) {
      await jump(q);
      await expect(radios.nth(option)).toBeChecked();
    }
    await jump(6);
    for (let k = 0; k < 4; k++) await expect(radios.nth(k)).not.toBeChecked();
    // Arrow keys move between questions.
    await page.keyboard.press('ArrowRight');
    await expect(exam(page)).toHaveAttribute('data-current', '7');
    await page.keyboard.press('ArrowLeft');
    await expect(exam(page)).toHaveAttribute('data-current', '6');

    // Submit: the confirmation shows the unanswered and marked counts.
    await exam(page).locator('.mx-side').getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-count="unanswered"]')).toHaveText('7'); // 6, 7, 9–12 + 3 (marked, no answer)
    await expect(dialog.locator('[data-count="marked"]')).toHaveText('3');
    await expect(dialog.getByRole('button', { name: 'Back to the test' })).toBeFocused();
    const [{ response: submitResponse, body: submitBody }] = await Promise.all([submitAndKey(page, slug), dialog.getByRole('button', { name: 'Submit Test' }).click()]);
    expect(submitResponse.status()).toBe(200);
    const answers = [0, 1, null, 3, 2, null, null, 1, null, null, null, null];
    expect(await queuedAnswers(page, slug)).toEqual(answers);
    const { answerKey } = submitBody;
    expect(answerKey).toHaveLength(n);
    serverSaw(submitBody, answers);
    // A visitor: the server attempt is stored (issue 17) but never ranked.
    expect(submitBody.attempt).toMatchObject({ ranked: false, late: false });

    // The figures, recomputed here from the answer key.
    const correct = answers.filter((a, i) => a !== null && a === answerKey[i].correct).length;
    const wrong = answers.filter((a, i) => a !== null && a !== answerKey[i].correct).length;
    const unanswered = answers.filter((a) => a === null).length;
    const result = page.getByTestId('mock-result');
    await expect(result).toBeVisible();
    await expect(exam(page)).toHaveCount(0);
    const fig = (k: string) => result.locator(`[data-result="${k}"]`);
    await expect(fig('percentage')).toHaveText(`${Math.round((correct / n) * 100)}%`);
    await expect(fig('correct')).toHaveText(String(correct));
    await expect(fig('wrong')).toHaveText(String(wrong));
    await expect(fig('unanswered')).toHaveText(String(unanswered));
    await expect(fig('accuracy')).toHaveText(`${Math.round((correct / (correct + wrong)) * 100)}%`);
    const score = Math.round((correct - wrong * 0.25) * 100) / 100;
    await expect(fig('score')).toHaveText(`${String(score).replace('-', '−')} / ${n}`);
    await expect(fig('negative')).toContainText(`−${Math.round(wrong * 0.25 * 100) / 100}`);
    await expect(fig('time')).toContainText(/\d+ (s|min)/);

    // Review: every question with the chosen and the correct option and the four explanations.
    const cards = result.locator('[data-review-question]');
    await expect(cards).toHaveCount(n);
    for (let i = 0; i < n; i++) {
      const card = cards.nth(i);
      const status = answers[i] === null ? 'unanswered' : answers[i] === answerKey[i].correct ? 'correct' : 'wrong';
      await expect(card).toHaveAttribute('data-status', status);
      await expect(card.locator('[data-correct]')).toHaveAttribute('data-option', String(answerKey[i].correct + 1));
      if (answers[i] === null) await expect(card.locator('[data-chosen]')).toHaveCount(0);
      else await expect(card.locator('[data-chosen]')).toHaveAttribute('data-option', String(answers[i]! + 1));
      await expect(card.locator('.mx-explanation')).toHaveText(answerKey[i].explanations);
    }
    // Filters.
    const filter = (name: string) => result.getByRole('button', { name: new RegExp(`^${name}`) });
    await filter('Wrong').click();
    await expect(cards).toHaveCount(wrong);
    await filter('Unanswered').click();
    await expect(cards).toHaveCount(unanswered);
    await filter('Marked').click();
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toHaveAttribute('data-review-question', '2');
    await filter('Correct').click();
    await expect(cards).toHaveCount(correct);
    await filter('All').click();
    await expect(cards).toHaveCount(n);

    // The result is still there after a reload; Take Test Again starts afresh.
    await page.reload();
    await expect(page.getByTestId('mock-result').locator('[data-result="correct"]')).toHaveText(String(correct));
    await page.getByRole('button', { name: 'Take Test Again' }).click();
    await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible();
  });

  test('quick-quiz-1-minute: the timer runs out and the test submits itself', async ({ page }) => {
    await page.clock.install();
    const slug = 'quick-quiz-1-minute';
    const start = await startTest(page, slug);
    expect(start.questions).toHaveLength(5);
    await expect(page.getByRole('timer')).toHaveText(/^(01:00|00:5\d)$/);
    await page.keyboard.press('1');
    await page.keyboard.press('s');
    await page.keyboard.press('2'); // not saved: not evaluated

    const submitted = submitAndKey(page, slug);
    await page.clock.fastForward('00:30');
    await expect(page.getByRole('timer')).toHaveText(/^00:(29|30|31)$/);
    await expect(page.locator('[data-timer-announcer]')).toHaveText('30 seconds left');
    await page.clock.fastForward('00:32');
    const { body } = await submitted;
    const { answerKey } = body;
    serverSaw(body, [0, null, null, null, null]);
    expect(await queuedAnswers(page, slug)).toEqual([0, null, null, null, null]);
    const result = page.getByTestId('mock-result');
    await expect(result.getByText(/Time was up/)).toBeVisible();
    const correct = answerKey[0].correct === 0 ? 1 : 0;
    await expect(result.locator('[data-result="correct"]')).toHaveText(String(correct));
    await expect(result.locator('[data-result="unanswered"]')).toHaveText('4');
    await expect(result.locator('[data-result="percentage"]')).toHaveText(`${correct * 20}%`);
    // Time taken is the server's (issue 17): it trusts the submit's stamp (the deadline, on the fake clock) only up to its
    // own now, which the fake clock does not move, so it reads the real seconds that passed.
    await expect(result.locator('[data-result="time"]')).toContainText(/^\d+ s of 1 min$/);
  });

  test('offline submit: kept on the device and sent when the connection is back', async ({ page, context }) => {
    const slug = 'rrb-group-d-general-science-quiz';
    const start = await startTest(page, slug);
    // The keys only once the first question is on screen, and the choice seen before Save & Next (a CI retry: the
    // keys went to a screen still drawing its question, and the sheet was sent with nothing chosen).
    await expect(exam(page).getByTestId('question-text')).toHaveText(start.questions[0].question);
    await page.keyboard.press('2');
    await expect(exam(page).getByRole('radio').nth(1)).toBeChecked();
    await page.keyboard.press('s');
    await context.setOffline(true);
    await exam(page).locator('.mx-side').getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Test' }).click();
    const status = page.getByTestId('mock-submitting');
    await expect(status).toHaveAttribute('data-state', 'queued');
    await expect(status).toContainText('Your answers are safe on this device');

    const submitted = submitAndKey(page, slug);
    await context.setOffline(false);
    const { response, body } = await submitted;
    expect(response.status()).toBe(200);
    const answers = await queuedAnswers(page, slug);
    expect(answers[0]).toBe(1);
    serverSaw(body, answers);
    await expect(page.getByTestId('mock-result')).toBeVisible();
  });

  test('320 px phone: no horizontal scroll, palette in a drawer; exam screen passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    const tooWide = (selector: string) =>
      page.evaluate(
        (sel) =>
          [...document.querySelectorAll(sel)]
            .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > window.innerWidth + 0.5)
            .map((el) => `${el.tagName}.${el.className}`),
        selector,
      );
    // The start screen, then everything in the exam layer, fit the phone; the layer does not scroll sideways.
    await page.goto('/mock-test/test/sbi-clerk-reasoning-and-numerical-drill');
    await page.getByTestId('instructions-confirm').check();
    await expect(page.getByRole('button', { name: 'Start Test' })).toBeEnabled({ timeout: 30_000 });
    expect(await tooWide('#mock-runner, #mock-runner *')).toEqual([]);
    await startTest(page, 'sbi-clerk-reasoning-and-numerical-drill');
    expect(await tooWide('.mx-exam, .mx-exam *')).toEqual([]);
    expect(await exam(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    for (const name of ['Save & Next', 'Mark for Review & Next', 'Clear Response', 'Previous'])
      await expect(page.getByRole('button', { name })).toBeInViewport();
    await expect(page.getByRole('timer')).toBeInViewport();
    await expect(exam(page).locator('.mx-side')).toBeHidden();

    await page.getByRole('button', { name: /^Question Palette/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Question Palette' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: /^Question 5,/ }).click();
    await expect(drawer).toBeHidden();
    await expect(exam(page)).toHaveAttribute('data-current', '5');

    expect(describeViolations(await axeViolations(page, { include: '.mx-exam' }))).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(exam(page).locator('.mx-side')).toBeVisible();
    expect(describeViolations(await axeViolations(page, { include: '.mx-exam' }))).toEqual([]);
  });
  test('signed in: the attempt is stored and shows up on /progress', async ({ page }) => {
    test.setTimeout(120_000);
    // `npm start` boots the Auth emulator next to the first build; wait until it answers.
    await emulatorReady();

    const slug = 'upsc-prelims-polity-practice-test';
    const email = `mock-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
    await page.goto(`/auth/sign-up?redirect=${encodeURIComponent(`/mock-test/test/${slug}`)}`);
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('secret123');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`**/mock-test/test/${slug}`);

    const start = page.getByRole('button', { name: 'Start Test' });
    await page.getByTestId('instructions-confirm').check();
    await expect(start).toBeEnabled({ timeout: 30_000 });
    await start.click();
    await expect(exam(page)).toBeVisible();
    await expect(exam(page).locator('.mx-candidate')).toContainText('Ravi Kumar');
    await page.keyboard.press('1');
    await page.keyboard.press('s');
    await page.keyboard.press('2');
    await page.keyboard.press('s');
    await exam(page).locator('.mx-side').getByRole('button', { name: 'Submit' }).click();
    const [response] = await Promise.all([page.waitForResponse(isSubmit(slug)), page.getByRole('dialog').getByRole('button', { name: 'Submit Test' }).click()]);
    expect(response.request().headers().authorization).toMatch(/^Bearer \S+/);
    const body = (await response.json()) as SubmitBody & { attempt: { id: string; clientAttemptId: string; ranked: boolean } | null };
    expect(body.attempt).not.toBeNull();
    const snapshotId = await page.evaluate((s) => localStorage.getItem(`examprep.mock.current.${s}`), slug);
    expect(body.attempt!.clientAttemptId).toBe(snapshotId);
    const result = page.getByTestId('mock-result');
    await expect(result.getByText('Saved to your progress.')).toBeVisible();
    const score = (await result.locator('[data-result="score"]').textContent())!.trim();

    await result.getByRole('link', { name: 'See your history' }).click();
    await page.waitForURL('**/progress');
    // The history table (the analysis above it lists the attempt too).
    const row = page.getByRole('region', { name: 'Mock-test history' }).getByRole('row', { name: /UPSC Prelims Indian Polity Practice Test/ });
    await expect(row).toBeVisible();
    // The history's score is the result's marks (issue 26), not the share of correct answers.
    await expect(row.locator('[data-history="score"]')).toContainText(score);
  });
});
