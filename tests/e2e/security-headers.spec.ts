/**
 * The security headers and the page Content-Security-Policy in Chromium
 * against `npm start` (playwright.config.ts): every page carries the header
 * table (server/security-headers.ts) and Astro's CSP <meta> with hashes, and
 * the site works under them with zero policy violations — home (theme,
 * menu, search overlay with Pagefind's WebAssembly), an article, the search
 * page, a mock test started, sign-up and sign-in through the Firebase Auth
 * emulator, and the admin dashboard signed in with every section opened
 * (tests/e2e/admin.spec.ts uploads a cover under the same policy). A violation is caught both as the page's
 * `securitypolicyviolation` event and as Chromium's console error.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { ADMIN, asFreshClient } from '../support/e2e-admin';


interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/** Records every CSP violation and console error of the page (from the first byte of every document). */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: Violation[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, page: location.pathname });
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return async () => {
    const violations = await page.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? []).catch(() => []);
    return [...problems, ...violations.map((v) => `violation on ${v.page}: ${v.directive} blocked ${v.blocked} ${v.sample}`)];
  };
}

function expectHeaders(response: Response | null) {
  expect(response, 'a document response').toBeTruthy();
  const h = response!.headers();
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  // Local http: no HSTS (production only).
  expect(h['strict-transport-security']).toBeUndefined();
}

async function expectMetaPolicy(page: Page) {
  const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
  expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("object-src 'none'");
  // The Auth emulator `npm start` runs, and nothing else from outside.
  expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:\d+;/);
}

test('home, an article, search and the 404 page: headers, the policy, and no violations', async ({ page }) => {
  const problems = await watch(page);
  const home = await page.goto('/');
  expectHeaders(home);
  await expectMetaPolicy(page);
  // The inline theme script ran (it is hashed, not blocked).
  await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
  await page.locator('[data-theme-toggle]').first().click();

  // The search overlay (an island) loads Pagefind, which runs WebAssembly.
  await page.locator('[data-search-launcher]').last().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').or(dialog.getByRole('searchbox')).first().fill('upsc');
  await page.waitForTimeout(1500);
  await page.keyboard.press('Escape');

  await page.goto('/blog');
  const href = await page.locator('[data-article-card] h2 a').first().getAttribute('href');
  expectHeaders(await page.goto(href!));
  await expect(page.locator('[data-article-body]')).toBeVisible();

  await page.goto('/search?q=upsc');
  await expect(page.locator('.pagefind-ui__result-link').first()).toBeVisible({ timeout: 15_000 });

  await page.goto('/blog?search=ssc');
  await expect(page.locator('[data-listing-search]')).toBeVisible();

  const missing = await page.goto('/no-such-page');
  expect(missing!.status()).toBe(404);
  expectHeaders(missing);
  await page.waitForLoadState('networkidle');
  expect(await problems()).toEqual([]);
});

test('a mock test starts and runs with no violations', async ({ page }) => {
  const problems = await watch(page);
  expectHeaders(await page.goto('/mock-test/test/quick-quiz-1-minute'));
  const start = page.getByRole('button', { name: 'Start Test' });
  await page.getByTestId('instructions-confirm').check();
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await start.click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await problems()).toEqual([]);
});

test('sign-up and sign-in through the Auth emulator with no violations', async ({ page, browser }) => {
  const problems = await watch(page);
  const email = `csp-${Date.now().toString(36)}@example.com`;
  expectHeaders(await page.goto('/auth/sign-up?redirect=%2Fprogress'));
  const signUp = page.getByRole('form', { name: 'Create account' });
  await signUp.getByLabel('Full name').fill('Csp Check');
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Password').fill('secret123');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  expect(await problems()).toEqual([]);

  // A fresh browser signs in with the new account.
  const context = await browser.newContext();
  const other = await context.newPage();
  const otherProblems = await watch(other);
  await other.goto('/auth/sign-in?redirect=%2Fprogress');
  const form = other.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill('secret123');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('heading', { name: 'Your profile' })).toBeVisible({ timeout: 30_000 });
  await other.waitForLoadState('networkidle');
  expect(await otherProblems()).toEqual([]);
  await context.close();
});

test('the admin dashboard: sign-in and every section with no violations', async ({ page }) => {
  const problems = await watch(page);
  expectHeaders(await page.goto('/admin'));
  await asFreshClient(page);
  await page.getByLabel('Admin id').fill(ADMIN.id);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('admin-id')).toHaveText(ADMIN.id);
  const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
  const sections = await nav.getByRole('link').allTextContents();
  expect(sections.length).toBeGreaterThan(3);
  for (const name of sections) {
    await nav.getByRole('link', { name: name.trim(), exact: true }).click();
    await page.waitForLoadState('networkidle');
  }
  expect(await problems()).toEqual([]);
});
