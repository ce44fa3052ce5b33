// @vitest-environment jsdom
/**
 * Issue 27: the auth forms in the page's language. The sign-up form on a
 * Hindi page shows the Hindi weak-password message (the spec's English one on
 * an English page), and its labels and links are Hindi, linking under /hi/.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError, AUTH_ERROR_MESSAGES } from '#src/lib/client/auth-errors.ts';
import { authFailureText } from '#src/islands/auth/i18n.ts';

const signUp = vi.fn(async (input: { password: string }) => {
  // What the client layer does (src/lib/client/auth.ts): the spec's English message, with its code.
  if (input.password.length < 6) throw new AuthError(AUTH_ERROR_MESSAGES['weak-password'], 'weak-password');
  return {};
});
vi.mock('#src/lib/client/index.ts', async (original) => ({
  ...(await original<object>()),
  AUTH_CONFIGURED: true,
  AUTH_EMULATOR_HOST: '',
  useAuth: () => ({ isAuthenticated: false, profile: null, user: null, auth: { signUp } }),
}));
const { default: AuthForm } = await import('#src/islands/auth/AuthForm.tsx');

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

async function signUpWeak() {
  const user = userEvent.setup();
  render(<AuthForm mode="sign-up" />);
  const form = screen.getByRole('form');
  const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  const password = form.querySelector<HTMLInputElement>('input[name="password"]')!;
  await user.type(email, 'a@example.com');
  await user.type(password, '123');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  await waitFor(() => expect(submit.disabled).toBe(false));
  await user.click(submit);
  return (await screen.findByRole('alert')).textContent;
}

describe('sign-up form', () => {
  it('Hindi page: Hindi labels, links under /hi/ and the Hindi weak-password message', async () => {
    document.documentElement.lang = 'hi';
    expect(await signUpWeak()).toBe('पासवर्ड बहुत कमज़ोर है। कृपया कम से कम 6 अक्षरों का पासवर्ड रखें।');
    expect(screen.getByLabelText('पासवर्ड')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'खाता बनाएँ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'पहले से खाता है? साइन इन करें' }).getAttribute('href')).toMatch(/^\/hi\/auth\/sign-in/);
  });

  it('English page: the spec message verbatim', async () => {
    expect(await signUpWeak()).toBe('Password is too weak. Please use at least 6 characters.');
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' }).getAttribute('href')).toMatch(/^\/auth\/sign-in/);
  });
});

describe('authFailureText', () => {
  it('known codes from the catalogue, a refused name in words, anything else as is', () => {
    expect(authFailureText('hi', { code: 'auth/wrong-password' })).toBe('पासवर्ड गलत है।');
    expect(authFailureText('en', { code: 'auth/wrong-password' })).toBe('Incorrect password.');
    expect(authFailureText('hi', new AuthError("name must not contain '<' or '>'", 'invalid-name'))).toBe("नाम में '<' या '>' नहीं हो सकते");
    expect(authFailureText('hi', new Error('Firebase: odd'))).toBe('Firebase: odd');
    expect(authFailureText('hi', undefined)).toBe('कोई त्रुटि हुई। कृपया फिर से प्रयास करें।');
  });
});
