/**
 * Mock-test authoring in Chromium against `npm start` (issue 18):
 *
 *  - an admin edits a question (and the description) of a seeded test in the
 *    dashboard; the background rebuild serves the new page, and the paper the
 *    page's runner gets shows the edited question;
 *  - a CSV with three bad rows is refused with three row-numbered messages
 *    and nothing is imported;
 *  - a good CSV imports (as a draft, 404 on the site), its export is the same
 *    file, and publishing puts it on the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CSV_COLUMNS, templateCsv, templateJson } from '#core/mock/transfer/index.ts';
import { ADMIN, asFreshClient, freshClient } from '../support/e2e-admin';

const SLUG = 'indian-history-and-geography-revision-test';
const PREFIX = 'E2E Imported';

test.describe.configure({ mode: 'serial' });

async function apiKey(request: APIRequestContext) {
  return ((await (await request.get('/api/public/current-api-key')).json()) as { apiKey: string }).apiKey;
}

/** An admin API session for set-up and clean-up: one sign-in for the whole file (sign-ins are rate-limited per IP). */
let session: { key: string; headers: Record<string, string> } | null = null;
async function adminApi(request: APIRequestContext) {
  session ??= await signInApi(request);
  return session;
}
async function signInApi(request: APIRequestContext) {
  const key = await apiKey(request);
  const login = await request.post('/api/admin/login', { headers: { 'x-api-key': key, ...freshClient() }, data: ADMIN });
  const cookie = login.headers()['set-cookie'].split(';')[0];
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { key, headers: { 'x-api-key': key, cookie, 'x-csrf-token': csrfToken } };
}

async function signIn(page: Page) {
  await page.goto('/admin#mocks');
  await asFreshClient(page);
  await page.getByLabel('Admin id').fill(ADMIN.id);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mock tests' })).toBeVisible();
}

/** The seeded test as it was, put back at the end (other specs read it). */
let original: Record<string, unknown> | null = null;
let originalId = 0;

test.afterAll(async ({ playwright }, testInfo) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const { headers } = await adminApi(request);
  if (original) await request.put(`/api/mocks/${originalId}`, { headers, data: original });
  const list = (await (await request.get(`/api/admin/mocks?search=${encodeURIComponent(PREFIX)}&limit=100`, { headers })).json()) as { data: { id: number }[] };
  for (const m of list.data) await request.delete(`/api/mocks/${m.id}`, { headers, data: { confirm: true } });
  await request.dispose();
});

test('an admin edits a question of an existing test and the rebuilt page shows it', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { headers } = await adminApi(request);
  const found = (await (await request.get(`/api/admin/mocks?search=${SLUG}`, { headers })).json()) as { data: { id: number }[] };
  originalId = found.data[0].id;
  const stored = (await (await request.get(`/api/admin/mocks/${originalId}`, { headers })).json()) as { data: Record<string, unknown> };
  const { id: _id, attempts: _a, updatedAt: _u, ...editable } = stored.data;
  original = editable;

  await signIn(page);
  await page.getByRole('searchbox', { name: 'Search mock tests' }).fill('Indian History and Geography');
  const row = page.getByRole('row').filter({ hasText: 'Indian History and Geography' });
  await row.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit mock test' });
  const first = form.getByRole('group', { name: 'Question 1', exact: true });
  const stamp = Date.now();
  const newText = `Which river is called the Dakshin Ganga (edited ${stamp})?`;
  await first.getByLabel('Question text').fill('Short');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(first.getByText('Question text must be at least 10 characters')).toBeVisible();
  await first.getByLabel('Question text').fill(newText);
  await form.getByLabel('Description').fill(`Revision test, edited by the authoring test ${stamp}.`);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/^Saved Indian History and Geography/)).toBeVisible();

  // The background rebuild serves the new page; its runner's paper has the edited question.
  await expect
    .poll(async () => (await (await request.get(`/mock-test/test/${SLUG}`)).text()).includes(`edited by the authoring test ${stamp}`), {
      timeout: 200_000,
      intervals: [2_000, 3_000, 5_000],
    })
    .toBe(true);
  const key = await apiKey(request);
  const paper = (await (await request.get(`/api/mocks/${SLUG}/start`, { headers: { 'x-api-key': key } })).json()) as { questions: { question: string }[] };
  expect(paper.questions[0].question).toBe(newText);
  await page.goto(`/mock-test/test/${SLUG}`);
  await page.getByTestId('instructions-confirm').first().check();
  await page.getByRole('button', { name: 'Start Test' }).first().click();
  await expect(page.getByText(newText)).toBeVisible();
});

test('a CSV with three bad rows is refused with three row-numbered messages; nothing is imported', async ({ page, request }) => {
  const rows = Papa.parse<string[]>(templateCsv().replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  const at = (c: string) => CSV_COLUMNS.indexOf(c as never);
  rows[2][at('question')] = 'Too short';
  rows[3][at('correct')] = 'E';
  rows[5][at('explanation_2')] = 'Brief.';
  const file = path.join(test.info().outputDir, 'bad.csv');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Papa.unparse(rows));

  await signIn(page);
  await page.getByRole('button', { name: 'Import CSV or JSON' }).click();
  const form = page.getByRole('form', { name: 'Import a mock test' });
  await form.getByLabel('File (.csv or .json)').setInputFiles(file);
  await form.getByLabel('Name').fill(`${PREFIX} bad ${Date.now()}`);
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(form.getByText('The file has 3 problems; nothing was imported')).toBeVisible();
  const problems = form.getByTestId('import-problem');
  await expect(problems).toHaveCount(3);
  await expect(problems.nth(0)).toContainText('3questionQuestion text must be at least 10 characters');
  await expect(problems.nth(1)).toContainText('4correctCorrect answer must be A, B, C or D (or 1 to 4)');
  await expect(problems.nth(2)).toContainText('6explanation_2Each explanation must be longer than 20 characters');
  await page.setViewportSize({ width: 375, height: 900 });
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/i18-authoring-import-problems-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/i18-authoring-import-problems-1366.png`, fullPage: true });

  const { headers } = await adminApi(request);
  const list = (await (await request.get(`/api/admin/mocks?search=${encodeURIComponent(PREFIX)}`, { headers })).json()) as { data: unknown[] };
  expect(list.data).toHaveLength(0);
});

test('a good CSV imports as a draft and round-trips through export; publishing puts it on the site', async ({ page, request }) => {
  const file = path.join(test.info().outputDir, 'good.csv');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, templateCsv());
  const name = `${PREFIX} good ${Date.now()}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  await signIn(page);
  await page.getByRole('button', { name: 'Import CSV or JSON' }).click();
  const form = page.getByRole('form', { name: 'Import a mock test' });
  await form.getByLabel('File (.csv or .json)').setInputFiles(file);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText(`Imported ${name} as a draft with 5 questions`)).toBeVisible();

  const key = await apiKey(request);
  expect((await request.get(`/api/mocks/${slug}`, { headers: { 'x-api-key': key } })).status()).toBe(404);

  // Export from the dashboard: the very file that was imported.
  await page.getByRole('searchbox', { name: 'Search mock tests' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Draft')).toBeVisible();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Export CSV' }).click();
  const saved = await (await download).path();
  expect((await download).suggestedFilename()).toBe(`${slug}.csv`);
  expect(fs.readFileSync(saved!, 'utf8')).toBe(templateCsv());

  // The preview, labelled, scoring nothing on the server.
  await row.getByRole('button', { name: 'Preview' }).click();
  // It opens on the candidate's own exam screen (options 1–4), the correct option marked for the admin.
  const screen = page.getByTestId('mock-exam');
  await expect(screen).toHaveAttribute('data-preview', 'true');
  await expect(screen.locator('.mx-okey').first()).toHaveText('1');
  await expect(screen.getByText('Correct answer', { exact: true })).toHaveCount(1);
  await expect(screen.locator('.mx-side').getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
  await screen.getByRole('button', { name: 'Close preview' }).click();
  await expect(screen).toBeHidden();
  const preview = page.getByTestId('mock-preview');
  await expect(preview.getByText('PREVIEW')).toBeVisible();
  await preview.getByRole('radio').first().check();
  await preview.getByRole('button', { name: 'Check answers' }).click();
  await expect(preview.getByTestId('preview-score')).toContainText('Score 2 of 10 · 1 correct, 0 wrong, 4 unanswered');
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/i18-authoring-preview-1366.png`, fullPage: false });
  await preview.getByRole('button', { name: 'Back to the list' }).click();

  await page.getByRole('searchbox', { name: 'Search mock tests' }).fill(name);
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText(`Published ${name}`)).toBeVisible();
  expect((await request.get(`/api/mocks/${slug}`, { headers: { 'x-api-key': key } })).status()).toBe(200);
});

test('the editor of a sectioned, attempted test fits a 375 px phone and a 1366 px desktop', async ({ page, request }) => {
  const shots = process.env.SHOTS_DIR; // e.g. /work/shots: where to keep the walk's screenshots
  // A published test with two sections, Hindi and one submitted attempt (the template's test).
  const { key, headers } = await adminApi(request);
  const name = `${PREFIX} walk ${Date.now()}`;
  const categories = (await (await request.get('/api/mocks/categories', { headers: { 'x-api-key': key } })).json()) as { data: { id: number }[] };
  const imported = (await (await request.post('/api/mocks/import', { headers, data: { format: 'json', content: templateJson(), name, category_id: categories.data[0].id } })).json()) as { data: { id: number; slug: string } };
  await request.put(`/api/mocks/${imported.data.id}/status`, { headers, data: { status: 'published' } });
  const start = (await (await request.post(`/api/mocks/${imported.data.slug}/start`, { headers: { 'x-api-key': key } })).json()) as { attempt: { id: string; token: string } };
  const submitted = await request.post(`/api/mocks/${imported.data.slug}/submit`, {
    headers: { 'x-api-key': key, 'x-attempt-token': start.attempt.token },
    data: { attemptId: start.attempt.id, answers: [0, 1, null, null, null] },
  });
  expect(submitted.status()).toBe(200);

  await signIn(page);
  for (const width of [375, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('searchbox', { name: 'Search mock tests' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name }).first();
    await expect(row).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/i18-authoring-list-${width}.png`, fullPage: false });
    await row.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit mock test' });
    await expect(form.getByTestId('paper-fixed')).toBeVisible();
    await expect(form.getByRole('group', { name: 'Section 1' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add section' })).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (shots) await page.screenshot({ path: `${shots}/i18-authoring-editor-${width}.png`, fullPage: false });
    await form.getByRole('group', { name: 'Question 1', exact: true }).locator('summary').click();
    if (shots) await form.getByRole('group', { name: 'Question 1', exact: true }).screenshot({ path: `${shots}/i18-authoring-question-${width}.png` });
    await form.getByRole('button', { name: 'Cancel' }).click();
  }
  await page.getByRole('button', { name: 'Import CSV or JSON' }).click();
  if (shots) await page.screenshot({ path: `${shots}/i18-authoring-import-1366.png`, fullPage: false });
  await page.setViewportSize({ width: 375, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/i18-authoring-import-375.png`, fullPage: true });
});
