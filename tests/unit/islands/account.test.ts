// @vitest-environment jsdom
/**
 * The header's account entry (src/islands/auth/account.ts) and "Mark as read"
 * (src/islands/progress/mark-read.ts), both read the session stored locally
 * and load nothing else until the user acts (issue 14, finding 2).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountAccount, render as renderAccount, signInHref } from '#src/islands/auth/account.ts';
import { mountMarkRead, render as renderMarkRead } from '#src/islands/progress/mark-read.ts';
import { AUTH_LOGIN_EVENT, AUTH_LOGOUT_EVENT } from '#src/lib/client/events.ts';
import { readStoredSession, sessionLabel } from '#src/lib/client/session.ts';
import { READ_ARTICLES_KEY, STORAGE_KEYS } from '#src/lib/client/storage.ts';

const profile: Record<string, unknown> = { uid: 'u1', email: 'asha@example.com', name: 'Asha Verma', phone: null, role: 'user', lastLogin: '', createdAt: '', updatedAt: '' };
const identity = { uid: 'u1', email: 'asha@example.com', displayName: 'Asha V', photoURL: null, providerId: 'password' };

function signIn(p: Record<string, unknown> = {}) {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify({ ...profile, ...p }));
  localStorage.setItem(STORAGE_KEYS.identity, JSON.stringify(identity));
}

function entry(variant: 'bar' | 'menu') {
  const el = document.createElement('div');
  el.dataset.accountEntry = variant;
  el.innerHTML = '<a data-account-signin href="/auth/sign-in">Sign in</a>';
  document.body.append(el);
  return el;
}

beforeEach(() => {
  history.replaceState(null, '', '/blog/some-article?x=1#part-2');
});
afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('stored session', () => {
  it('needs the token, the profile and the identity of the same user', () => {
    expect(readStoredSession()).toBeNull();
    signIn();
    expect(readStoredSession()?.profile.name).toBe('Asha Verma');
    localStorage.setItem(STORAGE_KEYS.identity, JSON.stringify({ ...identity, uid: 'other' }));
    expect(readStoredSession()).toBeNull();
  });

  it('labels the user by name, else by email', () => {
    signIn({ name: null });
    expect(sessionLabel(readStoredSession()!)).toBe('Asha V');
    localStorage.setItem(STORAGE_KEYS.identity, JSON.stringify({ ...identity, displayName: null }));
    expect(sessionLabel(readStoredSession()!)).toBe('asha@example.com');
  });
});

describe('account entry', () => {
  it('signed out: "Sign in" back to this page (same-origin path, query and hash); never back to an auth page', () => {
    const el = entry('bar');
    renderAccount(el);
    const link = el.querySelector('a')!;
    expect(link.textContent).toBe('Sign in');
    expect(link.getAttribute('href')).toBe(`/auth/sign-in?redirect=${encodeURIComponent('/blog/some-article?x=1#part-2')}`);
    expect(signInHref({ pathname: '/auth/sign-up', search: '?redirect=%2Fprogress', hash: '' })).toBe('/auth/sign-in');
    expect(signInHref({ pathname: '/', search: '', hash: '' })).toBe('/auth/sign-in');
  });

  it('signed in (desktop): the name opens a panel with Progress and Sign out; Escape closes it and returns focus', () => {
    signIn();
    const el = entry('bar');
    renderAccount(el);
    const button = el.querySelector<HTMLButtonElement>('[data-account-button]')!;
    expect(button.textContent).toBe('AAccount: Asha Verma');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.querySelector('[data-account-name]')?.textContent).toBe('Asha Verma');
    expect(panel.textContent).toContain('asha@example.com');
    expect(panel.querySelector('a')?.getAttribute('href')).toBe('/progress');
    expect(panel.querySelector('a')?.textContent).toBe('Progress');
    const signOut = panel.querySelector<HTMLButtonElement>('[data-account-signout]')!;
    expect(signOut.textContent).toBe('Sign out');
    signOut.focus();
    signOut.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('a click elsewhere closes the panel', () => {
    signIn();
    mountAccount(document, vi.fn());
    const el = entry('bar');
    renderAccount(el);
    const button = el.querySelector<HTMLButtonElement>('[data-account-button]')!;
    button.click();
    document.body.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('Sign out signs out through the auth controller and shows "Sign in" again', async () => {
    signIn();
    const el = entry('menu');
    const signOut = vi.fn(async () => localStorage.clear());
    renderAccount(el, signOut);
    expect(el.querySelector('.account-section')?.textContent).toContain('Signed in asAsha Verma');
    el.querySelector<HTMLButtonElement>('[data-account-signout]')!.click();
    await vi.waitFor(() => expect(el.querySelector('[data-account-signin]')).not.toBeNull());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(el.querySelector('[data-account-signin]'));
  });

  it('follows sign-in and sign-out events of this page and of other tabs', () => {
    const bar = entry('bar');
    const menu = entry('menu');
    mountAccount(document, vi.fn());
    expect(bar.dataset.accountState).toBe('signed-out');
    signIn();
    window.dispatchEvent(new CustomEvent(AUTH_LOGIN_EVENT));
    expect(bar.dataset.accountState).toBe('signed-in');
    expect(menu.querySelector('[data-account-name]')?.textContent).toBe('Asha Verma');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    expect(bar.dataset.accountState).toBe('signed-out');
    signIn();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.profile }));
    expect(menu.dataset.accountState).toBe('signed-in');
    localStorage.clear();
    window.dispatchEvent(new CustomEvent(AUTH_LOGOUT_EVENT));
    expect(menu.querySelector('[data-account-signin]')).not.toBeNull();
  });
});

describe('mark as read', () => {
  const container = () => {
    const el = document.createElement('div');
    el.dataset.markRead = '';
    el.dataset.slug = 'polity-10-steps';
    el.hidden = true;
    document.body.append(el);
    return el;
  };

  it('shows nothing to visitors', () => {
    const el = container();
    renderMarkRead(el, vi.fn());
    expect(el.hidden).toBe(true);
    expect(el.childElementCount).toBe(0);
  });

  it('records the read for a signed-in reader, then says so (and remembers it on this device)', async () => {
    signIn();
    const el = container();
    const markRead = vi.fn(async () => undefined);
    renderMarkRead(el, markRead);
    expect(el.hidden).toBe(false);
    const button = el.querySelector('button')!;
    expect(button.textContent).toBe('Mark as read');
    button.click();
    expect(button.disabled).toBe(true);
    await vi.waitFor(() => expect(el.querySelector('[data-mark-read-done]')).not.toBeNull());
    expect(markRead).toHaveBeenCalledWith('polity-10-steps');
    expect(el.querySelector('[role="status"]')?.textContent).toBe('Marked as read See your progress');
    expect(JSON.parse(localStorage.getItem(READ_ARTICLES_KEY)!)).toEqual(['polity-10-steps']);
    const again = container();
    renderMarkRead(again, markRead);
    expect(again.querySelector('[data-mark-read-done]')).not.toBeNull();
  });

  it('shows the failure and lets the reader try again', async () => {
    signIn();
    const el = container();
    renderMarkRead(
      el,
      vi.fn(async () => {
        throw new Error('Article not found');
      }),
    );
    el.querySelector('button')!.click();
    await vi.waitFor(() => expect(el.querySelector('[role="alert"]')?.textContent).toBe('Article not found'));
    expect(el.querySelector('button')!.disabled).toBe(false);
    expect(localStorage.getItem(READ_ARTICLES_KEY)).toBeNull();
  });

  it('disappears on sign-out', () => {
    signIn();
    const el = container();
    mountMarkRead(document, vi.fn());
    expect(el.querySelector('button')).not.toBeNull();
    localStorage.clear();
    window.dispatchEvent(new CustomEvent(AUTH_LOGOUT_EVENT));
    expect(el.hidden).toBe(true);
  });
});
