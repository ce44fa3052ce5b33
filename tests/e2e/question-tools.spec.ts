/**
 * Aspirant tools (issue 18) in Chromium against the real `npm start`:
 * an anonymous aspirant finishes a short test, reports a question from the
 * review (the form's message first, then sent) and follows "Sign in to
 * bookmark" to sign up on the Auth emulator; back in the review the aspirant
 * bookmarks a question and finds it, with its answer, in the revision list
 * on /progress (filtered by test); the report shows in the dashboard's
 * Reports tab and is resolved there. Axe on each screen; screenshots at
 * 375 and 1366 px when SHOTS_DIR is set.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, describeViolations, serious } from '../support/axe';
import { ADMIN, asFreshClient, freshClient } from '../support/e2e-admin';
import { emulatorReady } from '../support/emulator-ready';

const SLUG = 'quick-quiz-1-minute';
const shots = process.env.SHOTS_DIR;

async function expectAccessible(page: Page) {
  expect(describeViolations(serious(await axeViolations(page)))).toEqual([]);
}

/** Full-page shots at a phone's and a laptop's width (only when SHOTS_DIR is set). */
async function shoot(page: Page, name: string, focus?: () => Promise<void>) {
  if (!shots) return;
  const size = page.viewportSize()!;
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await focus?.();
    await page.screenshot({ path: `${shots}/i18-tools-${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize(size);
}

/** A sectional test with a Hindi question, made through the admin API (the seed's tests have no sections yet). */
async function createSectionalTest(page: Page, request: APIRequestContext, stamp: string) {
  // `request` keeps its own cookies: the admin session must not sign the browser in (step 6 signs in by hand).
  const key = ((await (await request.get('/api/public/current-api-key')).json()) as { apiKey: string }).apiKey;
  const login = await request.post('/api/admin/login', { headers: { 'x-api-key': key, ...freshClient() }, data: ADMIN });
  const cookie = login.headers()['set-cookie'].split(';')[0];
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const admin = { 'x-api-key': key, cookie, 'x-csrf-token': csrfToken };
  const categories = (await (await request.get('/api/mocks/categories', { headers: { 'x-api-key': key } })).json()) as { data: { id: number }[] };
  const explain = (k: number) => `Explanation of option ${k + 1}: why it is right or wrong.`;
  const question = (i: number) => ({
    question: `Bookmark tools sectional question number ${i + 1}?`,
    options: ['First', 'Second', 'Third', 'Fourth'],
    correct: i % 4,
    explanations: [0, 1, 2, 3].map(explain),
    ...(i === 3
      ? {
          question_hi: 'भारत के राष्ट्रपति को पद की शपथ कौन दिलाता है?',
          options_hi: ['पहला', 'दूसरा', 'तीसरा', 'चौथा'],
          explanations_hi: [0, 1, 2, 3].map((k) => `विकल्प ${k + 1} की व्याख्या: यह सही या गलत क्यों है।`),
        }
      : {}),
  });
  const created = await request.post('/api/mocks', {
    headers: admin,
    data: {
      name: `Tools sectional ${stamp}`,
      description: 'Made by the question-tools e2e test.',
      category_id: categories.data[0].id,
      timer: 10,
      negative_marks: null,
      sections: [
        { name: 'Reasoning', question_count: 2 },
        { name: 'General Awareness', name_hi: 'सामान्य जागरूकता', question_count: 3 },
      ],
      questions: [0, 1, 2, 3, 4].map(question),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number; slug: string } };
  const paper = (await (await request.get(`/api/mocks/${data.slug}/start`, { headers: { 'x-api-key': key } })).json()) as { questions: { id: number }[] };
  return {
    ...data,
    questionIds: paper.questions.map((q) => q.id),
    /** Bookmarks as the signed-in page would (its stored ID token). */
    async bookmark(id: number) {
      const token = await page.evaluate(() => localStorage.getItem('examprep.auth.token'));
      const res = await request.put(`/api/progress/bookmarks/${id}`, { headers: { 'x-api-key': key, authorization: `Bearer ${token}` } });
      expect(res.status()).toBe(200);
    },
    remove: () => request.delete(`/api/mocks/${data.id}`, { headers: admin, data: { confirm: true } }),
  };
}

test('bookmark a question in review, find it on /progress; a report shows in the dashboard', async ({ page, request }) => {
  test.setTimeout(240_000);
  await emulatorReady();
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const details = `Option 3 looks right to me, e2e ${stamp}`;

  // 1. An anonymous aspirant takes the short test and submits.
  await page.goto(`/mock-test/test/${SLUG}`);
  const start = page.getByRole('button', { name: 'Start Test' });
  await page.getByTestId('instructions-confirm').check();
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await start.click();
  const exam = page.getByTestId('mock-exam');
  // The question area offers the report too; its form's keys stay out of the exam shortcuts.
  await exam.getByRole('button', { name: 'Report Question 1' }).click();
  await exam.getByRole('form', { name: 'Report Question 1' }).getByRole('button', { name: 'Cancel' }).click();
  await exam.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit Test' }).click();
  const result = page.getByTestId('mock-result');
  await expect(result).toBeVisible();

  // 2. Report question 2 from the review: the form explains what is missing, then sends.
  const q2 = page.locator('[data-review-question="2"]');
  const q2Text = (await q2.locator('.mx-review-q').textContent())!;
  await q2.getByRole('button', { name: 'Report Question 2' }).click();
  const form = q2.getByRole('form', { name: 'Report Question 2' });
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose what is wrong: wrong answer, wrong translation, typo or other');
  await form.getByLabel('Other').check();
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please describe the problem (at least 10 characters)');
  await form.getByLabel('Wrong answer').check();
  await form.getByLabel(/Details/).fill(details);
  await expectAccessible(page);
  await shoot(page, 'review-report', () => form.scrollIntoViewIfNeeded());
  const [sent] = await Promise.all([
    page.waitForResponse((r) => /\/api\/mocks\/questions\/\d+\/reports$/.test(r.url()) && r.request().method() === 'POST'),
    form.getByRole('button', { name: 'Send report' }).click(),
  ]);
  expect(sent.status()).toBe(201);
  await expect(q2.getByRole('status')).toHaveText('Thank you. Your report was sent to the editors.');

  // 3. Signed out, a bookmark asks for a sign-in that comes back to the review.
  const q1 = page.locator('[data-review-question="1"]');
  const q1Text = (await q1.locator('.mx-review-q').textContent())!;
  await q1.getByRole('link', { name: 'Sign in to bookmark' }).click();
  await page.waitForURL('**/auth/sign-in?**');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.waitForURL('**/auth/sign-up**');
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Full name').fill('Meera Iyer');
  await signUp.getByLabel('Email').fill(`meera-${stamp}@example.com`);
  await signUp.getByLabel('Password').fill('secret123');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`**/mock-test/test/${SLUG}`);

  // 4. Back in the review (the finished attempt is kept): bookmark question 1.
  await expect(result).toBeVisible();
  const bookmark = q1.getByRole('button', { name: 'Bookmark Question 1' });
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  const [put] = await Promise.all([
    page.waitForResponse((r) => /\/api\/progress\/bookmarks\/\d+$/.test(r.url()) && r.request().method() === 'PUT'),
    bookmark.click(),
  ]);
  expect(put.status()).toBe(200);
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expect(bookmark).toHaveText(/Bookmarked/);
  await shoot(page, 'review', () => q1.scrollIntoViewIfNeeded());

  // A reload keeps the state (read from the server).
  await page.reload();
  await expect(page.locator('[data-review-question="1"]').getByRole('button', { name: 'Bookmark Question 1' })).toHaveAttribute('aria-pressed', 'true');

  // A sectional test with Hindi: two more bookmarks (Reasoning Q1, General Awareness Q4 with Hindi).
  const sectional = await createSectionalTest(page, request, stamp);
  await sectional.bookmark(sectional.questionIds[0]);
  await sectional.bookmark(sectional.questionIds[3]);

  // 5. The revision list on /progress: the question with its correct answer, filtered by test and section.
  await page.locator('[data-review-question="1"]').getByRole('link', { name: 'Revision list' }).click();
  await page.waitForURL('**/progress#revision');
  const list = page.getByTestId('revision-list');
  await expect(list.getByRole('heading', { name: 'Revision list' })).toBeVisible();
  await expect(list.locator('.revision-item')).toHaveCount(3);
  const filter = list.getByLabel('Test', { exact: true });
  await expect(filter.locator('option')).toHaveCount(3); // all, the quiz, the sectional test
  await filter.selectOption({ label: 'Quick Quiz (1 minute) (1)' });
  await expect(list.locator('.revision-item')).toHaveCount(1);
  const item = list.locator('.revision-item').first();
  await expect(item.getByRole('heading', { name: 'Question 1' })).toBeVisible(); // the number the review showed
  await expect(item.locator('.revision-q').first()).toHaveText(q1Text);
  await expect(item.locator('[data-correct]')).toContainText('Correct answer');
  await expect(list.getByLabel('Section', { exact: true })).toHaveCount(0); // the quiz has no sections

  await filter.selectOption({ label: `Tools sectional ${stamp} (2)` });
  const sectionFilter = list.getByLabel('Section', { exact: true });
  await expect(sectionFilter.locator('option')).toHaveText(['All sections', 'Reasoning (1)', 'General Awareness (1)']);
  await sectionFilter.selectOption({ label: 'General Awareness (1)' });
  await expect(list.locator('.revision-item')).toHaveCount(1);
  const ga = list.locator('.revision-item').first();
  await expect(ga.getByRole('heading', { name: 'Question 4' })).toBeVisible();
  await expect(ga.locator('.revision-place')).toContainText('General Awareness');
  await ga.getByText('हिन्दी में देखें').click();
  await expect(ga.locator('[lang="hi"] .revision-q')).toHaveText('भारत के राष्ट्रपति को पद की शपथ कौन दिलाता है?');
  await expectAccessible(page);
  await shoot(page, 'progress', () => list.scrollIntoViewIfNeeded());
  await sectional.remove();

  // 6. The dashboard's Reports tab shows the report with its question; resolve it.
  await page.goto('/admin');
  await asFreshClient(page);
  await page.getByLabel('Admin id').fill(ADMIN.id);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Reports', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Reports' })).toBeVisible();
  const row = page.locator('tr', { hasText: details });
  await expect(row).toBeVisible();
  await expect(row).toContainText(q2Text);
  await expect(row).toContainText('· Q2');
  await expect(row).toContainText('Wrong answer');
  await expect(row.getByRole('link', { name: 'Quick Quiz' }).first()).toHaveAttribute('href', /^#mocks\/\d+$/);
  await expectAccessible(page);
  await shoot(page, 'admin-reports');
  await row.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'resolved' })).toBeVisible();
  await expect(page.locator('tr', { hasText: details })).toHaveCount(0);
  await page.getByRole('button', { name: /^Resolved/ }).click();
  await expect(page.locator('tr', { hasText: details })).toBeVisible();
});
