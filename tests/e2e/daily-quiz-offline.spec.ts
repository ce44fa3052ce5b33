/**
 * The daily quiz on a patchy connection (docs/daily-quiz.md, "Offline"), at 375 px against `npm start`:
 *
 *  - English, signed out: a first visit (no service worker in control yet) shows the quiz; the island asks the worker
 *    to keep the page; the aspirant answers, goes offline and reloads: the page comes from the service worker and
 *    the island shows the day's questions as this device last loaded them, the answer chosen, and the offline
 *    notice (not "could not be loaded"); a submitted sheet is held on the device; back online the page is whole
 *    again (yesterday's quiz) and nothing was sent. Neither the worker nor the device kept a key.
 *  - Hindi, signed in: offline after a reload, the submit is queued on the device and goes when the network is back
 *    (the result shows).
 *  - Hindi, a device that never loaded the open day's quiz: offline, the offline message (with "Try again"); back
 *    online the island loads the quiz by itself.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ui } from '#core/i18n/index.ts';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

const en = ui('en').account.daily;
const hi = ui('hi').account.daily;
const COPY = 'daily-quiz:v1:copy';

const questions = (page: Page) => page.locator('.daily-questions > li');
const offlineNotice = (page: Page) => page.locator('p[data-daily-offline], [data-daily-offline] > p');

function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return out;
  });
}

/** The API's clock (DEV_CLOCK=1, server/dev-clock.ts), as daily-quiz.spec.ts moves it. */
async function setServerClock(request: APIRequestContext, body: { offsetMs: number }) {
  const res = await request.post('/api/__dev/clock', { data: body });
  expect(res.status(), await res.text()).toBe(200);
}

/** The island asked the service worker to keep the page and every build file it loaded (it loaded before any worker existed). */
async function pageKept(page: Page, path: string) {
  await expect.poll(async () => (await cachedUrls(page))['examprep-pages'] ?? [], { timeout: 30_000 }).toContain(new URL(path, page.url()).href);
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => new URL(u).pathname.startsWith('/_astro/')));
  expect(loaded.some((u) => u.includes('DailyQuiz'))).toBe(true);
  await expect
    .poll(
      async () => {
        const kept = Object.values(await cachedUrls(page)).flat();
        return loaded.filter((u) => !kept.includes(u));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
}

test.describe('daily quiz offline', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(300_000);
    // `npm start` serves the previous build while it rebuilds: wait for one with the service worker and the quiz.
    await expect
      .poll(async () => (await request.get('/sw.js')).ok() && (await (await request.get('/daily-quiz')).text()).includes('data-daily-quiz'), {
        timeout: 290_000,
        intervals: [1000, 2000, 5000],
      })
      .toBe(true);
  });
  test.afterEach(async ({ request }) => {
    await setServerClock(request, { offsetMs: 0 });
  });

  test('English, signed out: offline, a reload shows the day’s questions with the answers kept; the sheet is held; back online the page is whole', async ({ page, context }) => {
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/daily-quiz/')) submits.push(r.url());
    });
    const first = await page.goto('/daily-quiz');
    expect(first?.fromServiceWorker()).toBe(false);
    await expect(questions(page)).toHaveCount(10);
    await questions(page).nth(0).locator('input[type=radio]').nth(2).check();
    await pageKept(page, '/daily-quiz');
    const day = await page.locator('[data-daily-day]').getAttribute('data-daily-day');
    // What the device keeps: the open day's questions, no key.
    const copy = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), COPY);
    expect(copy.quiz.day).toBe(day);
    expect(copy.quiz.key).toBeNull();

    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(questions(page)).toHaveCount(10);
    await expect(offlineNotice(page)).toHaveText(en.offlineCopy);
    await expect(page.getByText(en.loadFailed)).toHaveCount(0);
    await expect(page.locator('[data-daily-day]')).toHaveAttribute('data-daily-day', day!);
    await expect(questions(page).nth(0).locator('input[type=radio]').nth(2)).toBeChecked();
    await questions(page).nth(1).locator('input[type=radio]').nth(0).check();
    await page.getByRole('button', { name: en.submit }).click();
    await expect(page.locator('[data-daily-held]')).toContainText(en.held);
    await page.screenshot({ path: test.info().outputPath('daily-offline-en-375.png'), fullPage: true });

    await context.setOffline(false);
    await expect(offlineNotice(page)).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('#yesterday')).toBeVisible();
    await expect(page.locator('[data-daily-held]')).toBeVisible();
    expect(submits).toEqual([]);
    // Neither the service worker nor the device holds an API answer or a key.
    const stored = Object.values(await cachedUrls(page)).flat();
    expect(stored.filter((u) => new URL(u).pathname.startsWith('/api'))).toEqual([]);
    const kept = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('daily-quiz:')).map((k) => localStorage.getItem(k) ?? ''));
    expect(kept.filter((v) => v.includes('"explanations"') || v.includes('"correct":'))).toEqual([]);
  });

  test('Hindi, signed in: offline after a reload, the submit waits on the device and goes when the network is back', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    await page.goto(`/auth/sign-up?redirect=${encodeURIComponent('/progress')}`);
    const form = page.getByRole('form', { name: 'Create account' });
    await form.getByLabel('Full name').fill('Meera Offline');
    await form.getByLabel('Email').fill(`daily-offline-${Date.now().toString(36)}@example.com`);
    await form.getByLabel('Password').fill('secret123');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/progress');
    // The submission goes to tomorrow's quiz (the server a day ahead; the phone's clock stays), so today's
    // leaderboard stays as daily-quiz.spec.ts expects it (one submitter) whichever spec runs first.
    await setServerClock(request, { offsetMs: 86_400_000 });

    await page.goto('/hi/daily-quiz');
    await expect(questions(page)).toHaveCount(10);
    await expect(page.getByText(hi.signedOutNote)).toHaveCount(0);
    await pageKept(page, '/hi/daily-quiz');
    await questions(page).nth(0).locator('input[type=radio]').nth(1).check();

    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(offlineNotice(page)).toHaveText(hi.offlineCopy);
    await expect(questions(page).nth(0).locator('input[type=radio]').nth(1)).toBeChecked();
    await page.getByRole('button', { name: hi.submit }).click();
    await expect(page.getByText(hi.queued)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('daily-offline-hi-queued-375.png'), fullPage: true });

    const submitted = page.waitForResponse((r) => /\/api\/daily-quiz\/[\d-]+\/submit$/.test(r.url()) && r.request().method() === 'POST', { timeout: 45_000 });
    await context.setOffline(false);
    const response = await submitted;
    expect(response.status()).toBe(200);
    await expect(page.locator('[data-daily-result] [data-daily-score]')).toBeVisible();
    await expect(offlineNotice(page)).toHaveCount(0);
  });

  test('Hindi, a device that never loaded the open day’s quiz: offline, the offline message; back online the quiz loads', async ({ page, context }) => {
    await page.goto('/hi/daily-quiz');
    await expect(questions(page)).toHaveCount(10);
    await pageKept(page, '/hi/daily-quiz');
    // As a device whose last copy was of another day: none of the open day.
    await page.evaluate((k) => localStorage.removeItem(k), COPY);

    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(offlineNotice(page)).toHaveText(hi.offlineNone);
    await expect(page.getByRole('button', { name: hi.retry })).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
    await expect(page.getByText(hi.loadFailed)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('daily-offline-hi-none-375.png'), fullPage: true });

    // Back online the island asks again by itself (the online event; "Try again" does the same).
    await context.setOffline(false);
    await expect(questions(page)).toHaveCount(10, { timeout: 20_000 });
    await expect(offlineNotice(page)).toHaveCount(0);
  });
});
