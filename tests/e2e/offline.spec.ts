/**
 * Offline and installable (docs/site.md), in Chromium against `npm start`:
 *
 *  - a test started on a first visit (no service worker in control yet) is
 *    kept on the device; with the network off the page reloads from the
 *    service worker and the runner resumes with its answers, marks and clock;
 *    a submit while offline is queued and goes through when the network is
 *    back, and the result shows;
 *  - with the service worker in control, /api/… and /admin never come from it
 *    (response.fromServiceWorker() is false, nothing of theirs is in Cache
 *    Storage, and offline they fail instead of showing a stale copy), while
 *    pages do, and an unknown page offline gets the offline page;
 *  - the manifest parses in Chromium without errors, its icons load, sw.js is
 *    served no-cache;
 *  - a first visit keeps the home page: offline, `/` reloads as the home page;
 *  - a paper in हिन्दी reloads offline with its Devanagari face (this
 *    Chromium has no Devanagari system font, so without the cached files
 *    every Hindi text would be empty boxes): the face is loaded and is the
 *    font the question and the हिन्दी label are actually drawn with.
 */
import { expect, test, type CDPSession, type Page, type Response } from '@playwright/test';

const SLUG = 'rrb-group-d-general-science-quiz';
const TEST_URL = `/mock-test/test/${SLUG}`;

const exam = (page: Page) => page.getByTestId('mock-exam');
const paletteStates = (page: Page) =>
  exam(page)
    .locator('.mx-side .mx-pbtn')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-state')));
const remainingMs = async (page: Page) => Number(await page.getByRole('timer').getAttribute('data-remaining-ms'));
const isSubmit = (r: Response) => r.url().endsWith(`/api/mocks/${SLUG}/submit`) && r.request().method() === 'POST';

/** Every Cache Storage key (URL) the site's service worker holds, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    return out;
  });
}

/** Resolves once a service worker controls the page (registered after load, at idle; clientsClaim takes the page). */
async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
}

/** The fonts Chromium actually drew a node's text with (CDP), a downloaded one marked: ['Noto Sans Devanagari (web font)', 'DejaVu Sans']. */
async function renderedFonts(cdp: CDPSession, selector: string): Promise<string[]> {
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: { nodeId: number } };
  const { nodeId } = (await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })) as { nodeId: number };
  const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })) as { fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[] };
  return fonts.filter((f) => f.glyphCount > 0).map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
}

test.describe('offline and installable', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(300_000);
    // `npm start` serves the previous build while it rebuilds: wait for a build with the service worker and the runner.
    await expect
      .poll(async () => (await request.get('/sw.js')).ok() && (await (await request.get(TEST_URL)).text()).includes('data-testid="mock-start"'), {
        timeout: 290_000,
        intervals: [1000, 2000, 5000],
      })
      .toBe(true);
  });

  test('a started test reloads offline and resumes; the offline submit is sent when the network is back', async ({ page, context, baseURL }) => {
    // A first visit: the page came from the network, not through a service worker (there is none yet).
    const first = await page.goto(TEST_URL);
    expect(first?.fromServiceWorker()).toBe(false);
    await page.getByTestId('instructions-confirm').check();
    await expect(page.getByRole('button', { name: 'Start Test' })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Start Test' }).click();
    await expect(exam(page)).toBeVisible();

    // Starting asked the service worker to keep the page and every build file the page loaded.
    const pageKey = `${baseURL}${TEST_URL}`;
    await expect.poll(async () => (await cachedUrls(page))['examprep-pages'] ?? [], { timeout: 20_000 }).toContain(pageKey);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((u) => new URL(u).pathname.startsWith('/_astro/')));
    expect(loaded.some((u) => u.endsWith('.js'))).toBe(true);
    // The runtime caches, or the precache (the shared stylesheet). The worker stores the page first and its files as
    // they arrive: waiting for the page alone raced the last build file's put (a CI retry, 2 Dec).
    await expect
      .poll(async () => {
        const kept = Object.values(await cachedUrls(page)).flat();
        return loaded.filter((url) => !kept.includes(url));
      }, { timeout: 20_000 })
      .toEqual([]);
    expect((await cachedUrls(page))['examprep-assets']?.length).toBeGreaterThan(0);

    // Answer Q1 (saved), mark Q2 with an answer, visit Q3.
    await page.keyboard.press('2');
    await page.keyboard.press('s');
    await page.keyboard.press('3');
    await page.keyboard.press('m');
    const states = await paletteStates(page);
    expect(states.slice(0, 3)).toEqual(['answered', 'answered-marked', 'not-answered']);
    const before = await remainingMs(page);

    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(exam(page)).toBeVisible({ timeout: 30_000 });
    expect(await paletteStates(page)).toEqual(states);
    // Q3 is the current question, with nothing chosen; Q2 keeps its marked answer.
    await expect(exam(page).getByRole('radio', { checked: true })).toHaveCount(0);
    await exam(page).locator('.mx-side .mx-pbtn').nth(1).click();
    await expect(exam(page).getByRole('radio').nth(2)).toBeChecked();
    // The clock went on: less time, but not more than the reload took.
    // (Polled: a loaded machine can take the reading before the first tick.)
    await expect.poll(() => remainingMs(page), { timeout: 10_000 }).toBeLessThan(before);
    expect(before - (await remainingMs(page))).toBeLessThan(30_000);
    await expect(page.getByRole('timer')).not.toHaveText(await page.getByRole('timer').textContent() ?? '', { timeout: 5_000 });

    // Submit while offline: queued on the device.
    await exam(page).locator('.mx-side').getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Submit Test' }).click();
    const status = page.getByTestId('mock-submitting');
    await expect(status).toHaveAttribute('data-state', 'queued');

    const submitted = page.waitForResponse(isSubmit, { timeout: 45_000 });
    await context.setOffline(false);
    const response = await submitted;
    expect(response.status()).toBe(200);
    expect(response.fromServiceWorker()).toBe(false);
    const body = (await response.json()) as { result: { correct: number; wrong: number; unanswered: number } };
    expect(body.result.correct + body.result.wrong).toBe(2);
    await expect(page.getByTestId('mock-result')).toBeVisible();
  });

  test('/api and /admin never come from the service worker; pages do; an unknown page offline gets the offline page', async ({ page, context }) => {
    await page.goto('/');
    await controlled(page);
    // Pages and their files go through the worker once it is in control.
    const article = await page.goto('/blog');
    expect(article?.fromServiceWorker()).toBe(true);
    const admin = await page.goto('/admin');
    expect(admin?.status()).toBe(200);
    expect(admin?.fromServiceWorker()).toBe(false);
    await controlled(page);
    const apiResponse = page.waitForResponse((r) => r.url().includes('/api/health'));
    await page.evaluate(() => fetch('/api/health').then((r) => r.status));
    expect((await apiResponse).fromServiceWorker()).toBe(false);

    // Nothing of theirs was stored.
    const stored = Object.values(await cachedUrls(page)).flat();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.filter((u) => /\/(api|admin)(\/|$|\?)/.test(new URL(u).pathname + new URL(u).search))).toEqual([]);

    await context.setOffline(true);
    // Offline, a page seen before is served from the device; one never seen gets the offline page.
    const seen = await page.goto('/blog');
    expect(seen?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
    const unseen = await page.goto('/support');
    expect(unseen?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
    // The API fails instead of answering from a cache…
    expect(await page.evaluate(() => fetch('/api/health').then(() => 'answered', () => 'failed'))).toBe('failed');
    // …and so does the admin page, although it was open a moment ago.
    await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    await context.setOffline(false);
  });

  test('a first visit keeps the home page: offline, / reloads as the home page', async ({ page, context }) => {
    const first = await page.goto('/');
    expect(first?.fromServiceWorker()).toBe(false);
    await controlled(page);
    await expect.poll(async () => (await cachedUrls(page))['examprep-pages'] ?? [], { timeout: 20_000 }).toContain(new URL('/', page.url()).href);
    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crack Your Dream Government Job');
    await context.setOffline(false);
  });

  test('a paper in हिन्दी reloads offline with its Devanagari face, on the question and the हिन्दी label', async ({ page, context }) => {
    const url = '/mock-test/test/ssc-cgl-tier-1-full-length-mock-1';
    await page.goto(url);
    await page.getByTestId('instructions-confirm').check();
    await expect(page.getByRole('button', { name: 'Start Test' })).toBeEnabled({ timeout: 30_000 });
    await page.getByTestId('mock-start').getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('button', { name: 'Start Test' }).click();
    await expect(exam(page)).toBeVisible();
    await expect(exam(page).getByTestId('question-text')).toHaveAttribute('lang', 'hi');
    // Opening the paper asked the worker to keep both Devanagari files.
    await expect
      .poll(async () => ((await cachedUrls(page))['examprep-fonts'] ?? []).map((u) => new URL(u).pathname).sort(), { timeout: 20_000 })
      .toEqual(['/fonts/noto-sans-devanagari-bold.woff2', '/fonts/noto-sans-devanagari-regular.woff2']);
    // The header switch's 3 KB "हि" face is precached when the worker installs (every page shows it).
    expect(Object.values(await cachedUrls(page)).flat().some((u) => new URL(u).pathname === '/fonts/noto-sans-devanagari-label.woff2')).toBe(true);

    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(exam(page).getByTestId('question-text')).toHaveAttribute('lang', 'hi', { timeout: 30_000 });
    const faces = await page.evaluate(async () => {
      await document.fonts.load('400 16px "Noto Sans Devanagari Subset"', 'हिन्दी').catch(() => undefined);
      await document.fonts.load('700 16px "Noto Sans Devanagari Subset"', 'हिन्दी').catch(() => undefined);
      return [...document.fonts].filter((f) => f.family.replaceAll('"', '') === 'Noto Sans Devanagari Subset').map((f) => `${f.weight} ${f.status}`);
    });
    expect(faces.sort()).toEqual(['400 loaded', '700 loaded']);
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari Subset"', 'हिन्दी'))).toBe(true);
    // What Chromium drew: the question and the हिन्दी label in the downloaded Devanagari subset, not a system font (boxes).
    const cdp = await context.newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    expect(await renderedFonts(cdp, '[data-testid="question-text"]')).toContain('Noto Sans Devanagari (web font)');
    expect(await renderedFonts(cdp, '.mx-lang-btn[lang="hi"]')).toEqual(['Noto Sans Devanagari (web font)']);
    await context.setOffline(false);
  });

  test('a /hi/ test page is kept once started and reloads offline in Hindi; an unseen /hi/ page gets the Hindi offline page (issue 27)', async ({ page, context }) => {
    const url = `/hi${TEST_URL}`;
    await page.goto(url);
    await page.getByTestId('instructions-confirm').check();
    await expect(page.getByRole('button', { name: 'टेस्ट शुरू करें' })).toBeEnabled({ timeout: 30_000 });
    await controlled(page);
    await page.getByRole('button', { name: 'टेस्ट शुरू करें' }).click();
    await expect(exam(page)).toBeVisible();
    // Starting asked the worker to keep the /hi/ page (it once kept only /mock-test/test/…).
    await expect.poll(async () => (await cachedUrls(page))['examprep-pages'] ?? [], { timeout: 20_000 }).toContain(new URL(url, page.url()).href);

    await context.setOffline(true);
    const reload = await page.reload();
    expect(reload?.fromServiceWorker()).toBe(true);
    await expect(exam(page)).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    const unseen = await page.goto('/hi/support');
    expect(unseen?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आप ऑफ़लाइन हैं');
    await context.setOffline(false);
  });

  test('installable: Chromium reads the manifest without errors, the icons load, sw.js is never cached unchecked', async ({ page, request }) => {
    await page.goto('/');
    await controlled(page);
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[]; data?: string };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const parsed = JSON.parse(manifest.data ?? '{}') as { display: string; start_url: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(parsed.display).toBe('standalone');
    for (const icon of parsed.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type'], icon.src).toBe('image/png');
    }
    expect(parsed.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    const installability = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito-like, where Chromium never offers the install; nothing else may be missing.
    expect(installability.installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

    const sw = await request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    const manifestResponse = await request.get('/manifest.webmanifest');
    expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  });
});
