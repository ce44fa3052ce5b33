/**
 * Accounts in Chromium against the Firebase Auth emulator that `npm start`
 * runs (playwright.config.ts): sign-up, the wrong-password message, sign-in,
 * same-origin and foreign redirects, Google sign-in through a Google
 * credential on the emulator (Google's popup scripts cannot load offline),
 * the profile on /progress, and sign-out clearing storage.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, describeViolations, serious } from '../support/axe';
import { emulatorReady } from '../support/emulator-ready';
import { SIGN_OUT_PENDING_KEY } from '#src/lib/client/storage.ts';

const PASSWORD = 'secret123';
const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
const account = { name: 'Asha Verma', email: `asha-${stamp}@example.com`, phone: '+91 98765 43210' };

const authKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('examprep.auth.')).sort());
/** The session's own keys: the account's revision queue (issue 30) lives under the prefix too, so sign-out clears it. */
const sessionKeys = async (page: Page) => (await authKeys(page)).filter((k) => !k.startsWith('examprep.auth.revision.'));

async function signIn(page: Page, email: string, password: string, query = '') {
  await page.goto(`/auth/sign-in${query}`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

async function expectProfile(page: Page, name: string, email: string) {
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText(name);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
}

test.describe.configure({ mode: 'serial' });

// `npm start` boots the emulator next to the first site build; make sure it answers before the first sign-in.
test.beforeAll(() => emulatorReady());

test('sign up → back to the same-origin redirect, profile visible, token and profile stored', async ({ page }) => {
  await page.goto('/auth/sign-up?redirect=%2Fprogress');
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create account' });

  // Sign-up password rule first (spec section 5), before anything reaches Firebase.
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill('12345');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password is too weak. Please use at least 6 characters.');

  await form.getByLabel('Full name').fill(account.name);
  await form.getByLabel('Phone (optional)').fill(account.phone);
  await form.getByLabel('Password').fill(PASSWORD);
  const sync = page.waitForResponse((r) => r.url().endsWith('/api/auth/verify-and-sync'));
  await form.getByRole('button', { name: 'Create account' }).click();
  const syncResponse = await sync;
  expect(syncResponse.request().headers()['x-api-key']).toMatch(/^pk_/);
  expect(syncResponse.status()).toBe(200);

  await page.waitForURL('**/progress');
  await expectProfile(page, account.name, account.email);
  await expect(page.getByText(account.phone)).toBeVisible();
  expect(await sessionKeys(page)).toEqual(['examprep.auth.identity', 'examprep.auth.profile', 'examprep.auth.token']);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('examprep.auth.profile')!));
  expect(stored).toMatchObject({ email: account.email, name: account.name, phone: account.phone, role: 'user' });

  // Signed-in calls carry the Bearer token and the API key.
  const progressCall = page.waitForRequest((r) => r.url().includes('/api/progress'));
  await page.reload();
  const headers = (await progressCall).headers();
  expect(headers.authorization).toMatch(/^Bearer \S+/);
  expect(headers['x-api-key']).toMatch(/^pk_/);
  await expectProfile(page, account.name, account.email);

  // Profile edit (PUT /auth/profile) from the progress page.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('Phone').fill('+91 11111 22222');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Profile saved.');
  await expect(page.getByText('+91 11111 22222')).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('examprep.auth.profile')!).phone)).toBe('+91 11111 22222');

  // Visiting an auth page while signed in offers to continue or sign out.
  await page.goto('/auth/sign-up');
  await expect(page.getByText(/You are signed in as/)).toBeVisible();
});

test('wrong password shows the spec message; an unknown email too', async ({ page }) => {
  await signIn(page, account.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect password.'); // the emulator answers auth/wrong-password
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect(await authKeys(page)).toEqual([]);

  await signIn(page, `nobody-${stamp}@example.com`, PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('No account found with this email.');
});

test('sign up with an existing email shows the spec message', async ({ page }) => {
  await page.goto('/auth/sign-up');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText('This email is already registered. Please sign in instead.');
});

test('sign in honours a same-origin redirect', async ({ page }) => {
  await signIn(page, account.email, PASSWORD, '?redirect=%2Fprogress');
  await page.waitForURL('**/progress');
  await expectProfile(page, account.name, account.email);
});

test('sign in ignores a foreign redirect and goes home', async ({ page, baseURL }) => {
  // Dot segments that resolve to '//host' and the site's own origin followed by '//host' too (core/redirect.ts).
  for (const foreign of ['https://evil.example/phish', '//evil.example/phish', '/.//evil.example/phish', '/..//evil.example/phish', `${baseURL}//evil.example/phish`]) {
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, account.email, PASSWORD, `?redirect=${encodeURIComponent(foreign)}`);
    await page.waitForURL(`${baseURL}/`);
    expect(new URL(page.url()).origin).toBe(baseURL);
    // Signed out again for the next round (Firebase keeps its own session in IndexedDB).
    await page.goto('/progress');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    // The next round clears localStorage, and with it the mark that finishes a sign-out Firebase has not confirmed yet
    // (src/lib/client/auth.ts): wait for Firebase, or its session comes back on the next page.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SIGN_OUT_PENDING_KEY)).toBeNull();
  }
});

test('Google sign-in through the emulator (credential), then sign-out clears storage', async ({ page }) => {
  const google = { email: `ravi-${stamp}@example.com`, name: 'Ravi Kumar' };
  await page.goto('/auth/sign-in?redirect=%2Fprogress');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const form = page.getByRole('form', { name: 'Google sign-in (local emulator)' });
  await form.getByLabel('Google account email').fill(google.email);
  await form.getByLabel('Name (optional)').fill(google.name);
  await form.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.waitForURL('**/progress');
  await expectProfile(page, google.name, google.email);
  expect(await sessionKeys(page)).toHaveLength(3);

  // Sign-out: storage cleared, logged-out event raised, the page shows the signed-out view.
  await page.evaluate(() => {
    (window as unknown as { __loggedOut: number }).__loggedOut = 0;
    window.addEventListener('auth:logout', () => (window as unknown as { __loggedOut: number }).__loggedOut++);
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Sign in to keep track of the articles you read')).toBeVisible();
  expect(await authKeys(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __loggedOut: number }).__loggedOut)).toBe(1);

  // Still signed out after a reload (Firebase's own session is gone too).
  await page.reload();
  await expect(page.getByText('Sign in to keep track of the articles you read')).toBeVisible();
  expect(await authKeys(page)).toEqual([]);

  // The same Google account signs in again to the same profile.
  await page.goto('/auth/sign-in?redirect=%2Fprogress');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByLabel('Google account email').fill(google.email);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await page.waitForURL('**/progress');
  await expectProfile(page, google.name, google.email);
});

test('password reset answers through the emulator', async ({ page }) => {
  await page.goto('/auth/reset-password');
  const form = page.getByRole('form', { name: 'Send reset link' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${account.email}`);
});

test('progress page asks visitors to sign in', async ({ page }) => {
  await page.goto('/progress');
  await expect(page.getByText('Sign in to keep track of the articles you read')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/sign-in?redirect=%2Fprogress');
});

test('auth pages and the signed-out progress page pass axe (no serious or critical violations)', async ({ page }) => {
  for (const path of ['/auth/sign-in', '/auth/sign-up', '/auth/reset-password', '/progress']) {
    await page.goto(path);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0); // hydrated
    expect(describeViolations(serious(await axeViolations(page))), path).toEqual([]);
  }
});
