/**
 * The admin dashboard in Chromium against the real `npm start` server and a
 * fresh seeded database (playwright.config.ts):
 *
 *  - an admin signs in, creates an article, the background rebuild runs and
 *    the new article page is served by the same server (no restart);
 *  - the mock-test question editor shows the spec's validation messages
 *    inline for an invalid question, then creates the test;
 *  - a live page is archived from the table;
 *  - a book is created with an uploaded cover, which the site serves;
 *  - no serious or critical axe violations on the sign-in form and the dashboard.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, describeViolations, serious } from '../support/axe';
import { ADMIN, asFreshClient, freshClient } from '../support/e2e-admin';

// The server's first admin: ADMIN_ID/ADMIN_PASSWORD when the environment sets them, else the dev defaults (server/bootstrap.ts).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082',
  'hex',
);

test.describe.configure({ mode: 'serial' });

/** What the tests change, put back afterwards (the other specs count the seeded content). */
const created = { articleSlug: '', archivedLiveSlug: '' };
const PREFIX = { article: 'E2E Admin Article', mock: 'E2E Polity Drill', book: 'E2E Cover Book' };

test.afterAll(async ({ playwright }, testInfo) => {
  test.setTimeout(240_000);
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const key = await apiKey(api);
  const login = await api.post('/api/admin/login', { headers: { 'x-api-key': key, ...freshClient() }, data: ADMIN });
  const cookie = login.headers()['set-cookie'].split(';')[0];
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const headers = { 'x-api-key': key, cookie, 'x-csrf-token': csrfToken };
  const list = async <T>(path: string) => ((await (await api.get(`/api${path}`, { headers })).json()) as { data: T[] }).data;
  const startedAt = Date.now();

  for (const a of await list<{ id: number }>(`/admin/articles?search=${encodeURIComponent(PREFIX.article)}`)) await api.delete(`/api/admin/articles/${a.id}`, { headers });
  for (const m of await list<{ id: number }>(`/admin/mocks?search=${encodeURIComponent(PREFIX.mock)}`)) await api.delete(`/api/mocks/${m.id}`, { headers, data: { confirm: true } });
  for (const b of await list<{ id: number }>(`/resources/books?search=${encodeURIComponent(PREFIX.book)}`)) await api.delete(`/api/resources/books/${b.id}`, { headers });
  if (created.archivedLiveSlug) {
    const [page] = await list<{ id: number }>(`/admin/live/pages?search=${encodeURIComponent(created.archivedLiveSlug)}`);
    if (page) await api.put(`/api/live/pages/${page.id}/status`, { headers, data: { status: 'live' } });
  }
  // Wait for the rebuild that includes the clean-up, so the next spec sees the seeded site.
  await expect
    .poll(
      async () => {
        const { data } = (await (await api.get('/api/admin/build-status', { headers })).json()) as {
          data: { building: boolean; pendingEdits: number; lastBuild: { finishedAt: string } | null };
        };
        return !data.building && data.pendingEdits === 0 && !!data.lastBuild && Date.parse(data.lastBuild.finishedAt) > startedAt;
      },
      { timeout: 200_000, intervals: [2_000, 3_000] },
    )
    .toBe(true);
  if (created.articleSlug) expect((await api.get(`/blog/${created.articleSlug}`)).status()).toBe(404);
  await api.dispose();
});

async function signIn(page: Page) {
  await page.goto('/admin');
  await asFreshClient(page);
  await page.getByLabel('Admin id').fill(ADMIN.id);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-id')).toHaveText(ADMIN.id);
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function expectAccessible(page: Page) {
  expect(describeViolations(serious(await axeViolations(page)))).toEqual([]);
}

async function apiKey(request: APIRequestContext) {
  return ((await (await request.get('/api/public/current-api-key')).json()) as { apiKey: string }).apiKey;
}

test('the sign-in form refuses wrong credentials, and /admin is not indexed', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('id is required')).toBeVisible();
  await asFreshClient(page);
  await page.getByLabel('Admin id').fill(ADMIN.id);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid id or password')).toBeVisible();
  await expectAccessible(page);
});

test('the dashboard sections have no serious accessibility problems', async ({ page }) => {
  await signIn(page);
  await expect(page.locator('.adm-table tbody tr').first()).toBeVisible();
  await expectAccessible(page);
  await openSection(page, 'Mock tests');
  await page.getByRole('button', { name: 'New mock test' }).click();
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText('Timer must be a positive integer').or(page.getByText('Name is required')).first()).toBeVisible();
  await expectAccessible(page);
  await openSection(page, 'Rebuilds');
  await expect(page.getByTestId('build-state')).toBeVisible();
  await expectAccessible(page);
});

test('an admin creates an article and the rebuilt site serves it without a restart', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const title = `${PREFIX.article} ${Date.now()}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  created.articleSlug = slug;
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'New article' }).click();
  const form = page.getByRole('form', { name: 'New article' });
  await form.getByRole('button', { name: 'Create article' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('Choose a category')).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').selectOption({ label: 'UPSC' });
  await form.getByLabel('Content (HTML)').fill('<h1>Overview</h1><p>Written by the admin end-to-end test.</p><script>window.hacked = true</script>');
  await form.getByRole('button', { name: 'Create article' }).click();
  await expect(page.getByText(`Saved /blog/${slug}.`)).toBeVisible();

  // The rebuild panel knows about the edit.
  await openSection(page, 'Rebuilds');
  await expect(page.getByText(`article created: /blog/${slug}`).first()).toBeVisible();

  // The background build swaps the new site in; poll the page (no restart).
  await expect
    .poll(async () => (await request.get(`/blog/${slug}`)).status(), { timeout: 200_000, intervals: [2_000, 3_000, 5_000] })
    .toBe(200);
  const html = await (await request.get(`/blog/${slug}`)).text();
  expect(html).toContain(title);
  expect(html).toContain('Written by the admin end-to-end test.');
  expect(html).not.toContain('window.hacked');
  await expect(page.getByTestId('last-build')).toContainText('succeeded', { timeout: 20_000 });
});

test('the mock-test editor shows the spec messages inline, then creates the test', async ({ page }) => {
  await signIn(page);
  await openSection(page, 'Mock tests');
  await page.getByRole('button', { name: 'New mock test' }).click();
  const form = page.getByRole('form', { name: 'New mock test' });
  await form.getByLabel('Name', { exact: true }).fill(`${PREFIX.mock} ${Date.now()}`);
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByLabel('Timer (minutes)').fill('0');

  const question = (i: number) => form.getByRole('group', { name: `Question ${i + 1}`, exact: true });
  for (let i = 0; i < 5; i++) {
    const q = question(i);
    // Question 3 is invalid: its text is shorter than 10 characters.
    await q.getByLabel('Question text').fill(i === 2 ? 'Too short' : `Which of these is true about article ${i + 14}?`);
    for (const [k, letter] of ['A', 'B', 'C', 'D'].entries()) {
      await q.getByLabel(`Option ${letter}`).fill(`Option ${letter} of question ${i + 1}`);
      await q.getByLabel(`Explanation ${letter}`).fill(`Because option ${letter} (${k}) is explained at length here.`);
    }
    await q.getByLabel('Correct option').selectOption({ label: 'B' });
  }
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(form.getByText('Timer must be a positive integer')).toBeVisible();
  await expect(question(2).getByText('Question text must be at least 10 characters')).toBeVisible();
  await expect(question(0).getByRole('alert')).toHaveCount(0);

  // Four questions: the spec's array message.
  await question(4).getByRole('button', { name: 'Remove question 5' }).click();
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(form.getByText('Questions must be an array with 5 to 100 items')).toBeVisible();

  // Fix everything and create it.
  await form.getByRole('button', { name: 'Add question' }).click();
  const last = question(4);
  await last.getByLabel('Question text').fill('Which body conducts elections in India?');
  for (const letter of ['A', 'B', 'C', 'D']) {
    await last.getByLabel(`Option ${letter}`).fill(`Body ${letter}`);
    await last.getByLabel(`Explanation ${letter}`).fill(`Body ${letter} is explained in more than twenty characters.`);
  }
  await question(2).getByLabel('Question text').fill('Which article guarantees equality before law?');
  await form.getByLabel('Timer (minutes)').fill('10');
  await form.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByText(/^Created E2E Polity Drill \d+ as a draft with 5 questions/)).toBeVisible();
});

test('an admin archives a live page', async ({ page, request }) => {
  await signIn(page);
  await openSection(page, 'Live pages');
  await page.getByLabel('Filter by status').selectOption('live');
  const row = page.locator('tr[data-live-row]').first();
  const slug = (await row.getAttribute('data-live-row'))!;
  created.archivedLiveSlug = slug;
  await row.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(/is now archived\.$/)).toBeVisible();

  const key = await apiKey(request);
  const res = await request.get(`/api/live/pages/${slug}`, { headers: { 'x-api-key': key } });
  expect(((await res.json()) as { data: { status: string } }).data.status).toBe('archived');
  await page.getByLabel('Filter by status').selectOption('archived');
  await expect(page.locator(`tr[data-live-row="${slug}"] [data-status]`)).toHaveText('archived');
});

test('an admin uploads a book cover', async ({ page, request }) => {
  await signIn(page);
  await openSection(page, 'Resources');
  await page.getByRole('button', { name: 'New book' }).click();
  const form = page.getByRole('form', { name: 'New book' });
  const title = `${PREFIX.book} ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').selectOption({ index: 1 });
  await form.getByLabel('Exam').selectOption({ index: 1 });

  // A file that is not an image is refused before sending.
  await form.getByLabel('Cover image').setInputFiles({ name: 'cover.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(form.getByText('cover_image must be a JPEG, PNG or WebP image')).toBeVisible();

  await form.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Create book' }).click();
  await expect(page.getByText(`Created ${title}.`)).toBeVisible();

  await page.getByLabel('Search books').fill(title);
  const cover = page.getByRole('img', { name: `Cover of ${title}` });
  await expect(cover).toBeVisible();
  const src = (await cover.getAttribute('src'))!;
  expect(src).toMatch(/^\/uploads\/covers\/\d{4}\/[0-9a-f]{32}\.png$/);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  const served = await request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body())).toEqual(PNG);
});
