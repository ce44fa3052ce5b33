/**
 * Issue 30, topic practice in Chromium at 375 px against `npm start`: an admin-imported practice set (its own
 * fixture, removed afterwards) shows on /practice after the rebuild; a signed-out visitor practises its topic — the
 * result and the explanation after each answer, a summary — and /practice shows the accuracy from the device; the
 * visitor signs up, the device's answers join the account, and /practice shows the account's accuracy, also after
 * the device store is cleared; the Hindi pages too. After an answer, "Report this question" and "Bookmark" as in a
 * test's review (signed out: the sign-in link). The listing page stays within the 20 KB JS budget.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JS_BUDGET_GZIP, measurePageJs } from '#scripts/measure-js.ts';
import { practiceSlug } from '#core/mock/practice.ts';
import { ADMIN, freshClient } from '../support/e2e-admin';
import { emulatorReady } from '../support/emulator-ready';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const stamp = Date.now();
const SUBJECT = 'E2E Quantitative Aptitude';
const TOPIC = `E2E Percentages ${stamp}`;
const TOPIC_HI = `ई2ई प्रतिशत ${stamp}`;
/** right, wrong, right, right, wrong: 3 of 5, 60 % */
const PLAN = [true, false, true, true, false];

const question = (n: number) => ({
  question: `What is ${n * 10}% of 200? (practice ${n})`,
  options: [`${n * 20}`, `${n * 20 + 5}`, `${n * 20 + 10}`, `${n * 20 + 15}`],
  correct: 0,
  explanations: [0, 1, 2, 3].map((k) => `Explanation ${k + 1} of question ${n}: ${n * 10}% of 200 is ${n * 20}.`),
  question_hi: `200 का ${n * 10}% क्या है? (अभ्यास ${n})`,
  options_hi: [`${n * 20}`, `${n * 20 + 5}`, `${n * 20 + 10}`, `${n * 20 + 15}`],
  explanations_hi: [0, 1, 2, 3].map((k) => `प्रश्न ${n} की व्याख्या ${k + 1}: 200 का ${n * 10}% = ${n * 20}।`),
  topic: 'Percentages',
});

let admin: { headers: Record<string, string> } | null = null;
let setId = 0;
let topicPath = '';

async function adminApi(request: APIRequestContext) {
  if (admin) return admin;
  const key = ((await (await request.get('/api/public/current-api-key')).json()) as { apiKey: string }).apiKey;
  const login = await request.post('/api/admin/login', { headers: { 'x-api-key': key, ...freshClient() }, data: ADMIN });
  const cookie = login.headers()['set-cookie'].split(';')[0];
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  admin = { headers: { 'x-api-key': key, cookie, 'x-csrf-token': csrfToken } };
  return admin;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  const { headers } = await adminApi(request);
  const categories = (await (await request.get('/api/mocks/categories', { headers })).json()) as { data: { id: number; name: string }[] };
  const exam = categories.data[0];
  const file = { name: `E2E practice set ${stamp}`, category_id: exam.id, timer: 10, questions: [1, 2, 3, 4, 5].map(question), practice: { subject: SUBJECT, topic: TOPIC, topicHi: TOPIC_HI } };
  const imported = await request.post('/api/mocks/import', { headers, data: { format: 'json', content: JSON.stringify(file) } });
  expect(imported.status(), await imported.text()).toBe(201);
  setId = ((await imported.json()) as { data: { id: number } }).data.id;
  expect((await request.put(`/api/mocks/${setId}/status`, { headers, data: { status: 'published' } })).status()).toBe(200);
  topicPath = `${practiceSlug(exam.name)}/${practiceSlug(SUBJECT)}/${practiceSlug(TOPIC)}`;
  // The publish asks for a rebuild: wait until the served site has the topic page.
  await expect.poll(async () => (await request.get(`/practice/${topicPath}/`)).status(), { timeout: 240_000, intervals: [2000] }).toBe(200);
  // `npm start` boots the Auth emulator next to the first build.
  await emulatorReady();
});

test.afterAll(async ({ request }) => {
  if (!setId) return;
  const { headers } = await adminApi(request);
  await request.delete(`/api/mocks/${setId}`, { headers, data: { confirm: true } });
});

const topicCard = (page: Page) => page.locator(`a[data-practice-topic="${topicPath}"]`);

async function practise(page: Page, base: '' | '/hi', texts: { correct: string; wrong: RegExp; next: string; finish: string }) {
  await page.goto(`${base}/practice/${topicPath}`);
  const runner = page.locator('[data-practice]');
  for (const [i, right] of PLAN.entries()) {
    await expect(runner.locator('.practice-count')).toContainText(`${i + 1}`);
    const options = runner.locator('.practice-option');
    await options.nth(right ? 0 : 2).tap();
    // At once, from the prefetched set: right or wrong, and the explanation.
    const feedback = runner.locator('.practice-feedback');
    if (right) await expect(feedback).toHaveText(texts.correct);
    else await expect(feedback).toHaveText(texts.wrong);
    await expect(runner.locator('.practice-explanation[data-option="0"]')).toBeVisible();
    // A wrong answer also explains the option chosen.
    await expect(runner.locator('.practice-explanation')).toHaveCount(right ? 1 : 2);
    await expect(options.nth(0)).toHaveAttribute('data-state', 'correct');
    await runner.getByRole('button', { name: i === PLAN.length - 1 ? texts.finish : texts.next }).tap();
  }
  await expect(runner.locator('.practice-summary')).toBeVisible();
}

test('a visitor practises a topic, sees each explanation, signs up and keeps the progress', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/practice');
  await expect(page.getByRole('heading', { level: 1, name: 'Topic Practice' })).toBeVisible();
  await expect(topicCard(page)).toContainText(TOPIC);
  await expect(topicCard(page).locator('[data-practice-accuracy]')).toHaveText('Not practised yet');

  await practise(page, '', { correct: 'Correct!', wrong: /^Incorrect\. The correct answer is A\.$/, next: 'Next question', finish: 'See summary' });
  await expect(page.locator('.practice-summary')).toHaveText('You got 3 of 5 right.');
  // The explanation is the question's own (the wrong answer's too).
  await page.goto('/practice');
  const slot = topicCard(page).locator('[data-practice-accuracy]');
  await expect(slot).toHaveText('60% accuracy · 5 answered');
  await expect(slot).toHaveAttribute('data-source', 'device');

  // Sign up: the device's answers join the account (once).
  const email = `practice-${stamp}@example.com`;
  await page.goto('/auth/sign-up?redirect=%2Fpractice');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Full name').fill('Practice Aspirant');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('practice-pass-1');
  // Sent at the login event with keepalive: the page navigates right after, so its answer may never reach the page
  // (Chromium reports the request aborted while the server still takes it); /practice sends what is still queued.
  const joined = page.waitForRequest((r) => r.url().endsWith('/api/question-bank/answers') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Create account' }).tap();
  await joined;
  await page.waitForURL('**/practice');
  await expect(slot).toHaveAttribute('data-source', 'account');
  await expect(slot).toHaveText('60% accuracy · 5 answered');

  // The account keeps it: the device store cleared, the figures come back from the server.
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('examprep.practice.')).forEach((k) => localStorage.removeItem(k)));
  await page.reload();
  await expect(slot).toHaveAttribute('data-source', 'account');
  await expect(slot).toHaveText('60% accuracy · 5 answered');

  // The Hindi pages: the same account figures in Hindi, and the practice in Hindi.
  await page.goto('/hi/practice');
  await expect(page.getByRole('heading', { level: 1, name: 'टॉपिक अभ्यास' })).toBeVisible();
  await expect(topicCard(page)).toContainText(TOPIC_HI);
  await expect(topicCard(page).locator('[data-practice-accuracy]')).toHaveText('60% सटीकता · 5 हल किए');
  await practise(page, '/hi', { correct: 'सही!', wrong: /^गलत। सही उत्तर A है।$/, next: 'अगला प्रश्न', finish: 'सारांश देखें' });
  await expect(page.locator('.practice-question')).toHaveCount(0);
  await page.goto('/hi/practice');
  // The second round counts on the account at once: 6 right of 10 answers, still 60 %.
  await expect(topicCard(page).locator('[data-practice-accuracy]')).toHaveText('60% सटीकता · 5 हल किए');
});

test('after an answer, "Report this question" for anyone and "Bookmark" as in a review: signed out the sign-in link, signed in the bookmark (375 px)', async ({ page }) => {
  test.setTimeout(120_000);
  const shots = process.env.SHOTS_DIR;
  const topic = `/practice/${topicPath}`;
  await page.goto(topic);
  const runner = page.locator('[data-practice]');
  await expect(runner.locator('.practice-option')).toHaveCount(4);
  // Nothing before the answer.
  await expect(runner.locator('[data-question-tools]')).toHaveCount(0);
  await runner.locator('.practice-option').nth(2).tap();
  const tools = runner.locator('[data-question-tools]');
  await expect(tools.getByRole('link', { name: 'Sign in to bookmark' })).toHaveAttribute('href', `/auth/sign-in?redirect=${encodeURIComponent(topic)}`);
  await expect(runner.getByRole('button', { name: 'Next question' })).toBeFocused();

  // The report: the rule's message without a reason, then sent and thanked.
  const reportButton = tools.getByRole('button', { name: 'Report Question 1 of 5' });
  await expect(reportButton).toHaveText(/Report this question/);
  await reportButton.tap();
  const form = runner.getByRole('form', { name: 'Report Question 1 of 5' });
  await form.getByRole('button', { name: 'Send report' }).tap();
  await expect(form.getByRole('alert')).toHaveText('Choose what is wrong: wrong answer, wrong translation, typo or other');
  await form.getByLabel('Typo').check();
  await form.getByLabel(/Details/).fill('“percent” is spelt two ways in this set');
  if (shots) await page.screenshot({ path: `${shots}/practice-report-en-375.png`, fullPage: true });
  const reported = page.waitForResponse((r) => /\/api\/mocks\/questions\/\d+\/reports$/.test(r.url()));
  await form.getByRole('button', { name: 'Send report' }).tap();
  expect((await reported).status()).toBe(201);
  await expect(tools.getByRole('status')).toHaveText('Thank you. Your report was sent to the editors.');
  await expect(form).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

  // Signed in (a new account, back to the topic): "Bookmark", saved to the account, remembered on the next visit.
  await page.goto(`/auth/sign-up?redirect=${encodeURIComponent(topic)}`);
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Full name').fill('Bookmark Aspirant');
  await signUp.getByLabel('Email').fill(`practice-bookmark-${stamp}@example.com`);
  await signUp.getByLabel('Password').fill('practice-pass-2');
  await signUp.getByRole('button', { name: 'Create account' }).tap();
  await page.waitForURL(`**${topic}`);
  await runner.locator('.practice-option').first().tap();
  const bookmark = tools.getByRole('button', { name: 'Bookmark Question 1 of 5' });
  await expect(bookmark).toBeEnabled();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  const saved = page.waitForResponse((r) => /\/api\/progress\/bookmarks\/\d+$/.test(r.url()) && r.request().method() === 'PUT');
  await bookmark.tap();
  expect((await saved).status()).toBe(200);
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  await expect(bookmark).toHaveText(/Bookmarked/);
  await expect(tools.getByRole('link', { name: 'Revision list' })).toHaveAttribute('href', '/progress#revision');
  if (shots) await page.screenshot({ path: `${shots}/practice-bookmarked-en-375.png`, fullPage: true });
  await page.reload();
  await runner.locator('.practice-option').first().tap();
  await expect(tools.getByRole('button', { name: 'Bookmark Question 1 of 5' })).toHaveAttribute('aria-pressed', 'true');
  // The Hindi page: the review's Hindi texts.
  await page.goto(`/hi${topic}`);
  await runner.locator('.practice-option').first().tap();
  await expect(tools.getByRole('button', { name: 'प्रश्न 1 / 5 बुकमार्क करें' })).toHaveText(/बुकमार्क किया गया/);
  await expect(tools.getByRole('button', { name: 'प्रश्न 1 / 5 की शिकायत करें' })).toHaveText(/इस प्रश्न की शिकायत करें/);
  if (shots) await page.screenshot({ path: `${shots}/practice-bookmarked-hi-375.png`, fullPage: true });
});

test('both sitemaps list /practice and the topic page', async ({ page, request, baseURL }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`<loc>${baseURL}/practice</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/practice/${topicPath}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/hi/practice/${topicPath}</loc>`);
  await page.goto('/hi/utils/sitemap');
  await expect(page.getByRole('region', { name: 'टॉपिक अभ्यास' }).locator(`a[href="/hi/practice/${topicPath}"]`)).toHaveCount(1);
});

test('the Hindi topic page shows the question in Hindi and no English UI text', async ({ page }) => {
  await page.goto(`/hi/practice/${topicPath}`);
  const runner = page.locator('[data-practice]');
  await expect(runner.locator('.practice-question')).toHaveText('200 का 10% क्या है? (अभ्यास 1)');
  await expect(runner.locator('.practice-count')).toHaveText('प्रश्न 1 / 5');
  await runner.locator('.practice-option').first().tap();
  await expect(runner.locator('.practice-explanation').first()).toHaveText('A प्रश्न 1 की व्याख्या 1: 200 का 10% = 20।');
  await expect(runner.getByRole('button', { name: 'अगला प्रश्न' })).toBeFocused();
  // The review's tools, in Hindi.
  await expect(runner.locator('[data-bookmark-signin]')).toHaveText('☆ बुकमार्क करने के लिए साइन इन करें');
  await expect(runner.getByRole('button', { name: 'प्रश्न 1 / 5 की शिकायत करें' })).toBeVisible();
});

test('/practice and a topic page ship ≤ 20 KB gzip of JavaScript before interaction', async ({ page }) => {
  const m = await measurePageJs(page, '/practice');
  console.log(`/practice JS before interaction: ${m.totalGzip} B gzip`, m.files.map((f) => `${f.url.replace(/^https?:\/\/[^/]+/, '')} ${f.gzip}`).join(', '), `inline ${m.inlineGzip}`);
  expect(m.totalGzip).toBeLessThanOrEqual(JS_BUDGET_GZIP);
  const topic = await measurePageJs(page, `/practice/${topicPath}`);
  console.log(`topic page JS before interaction: ${topic.totalGzip} B gzip`, topic.files.map((f) => `${f.url.replace(/^https?:\/\/[^/]+/, '')} ${f.gzip}`).join(', '));
  // The topic page fetches its sets at load (the prefetch) with the lean read, not the request layer: within budget too.
  expect(topic.totalGzip).toBeLessThanOrEqual(JS_BUDGET_GZIP);
});
