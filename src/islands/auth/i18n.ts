/** The auth forms' texts in the page's language, and an auth failure's message in it. */
import { auth as en } from '#core/i18n/en/auth.ts';
import { auth as hi } from '#core/i18n/hi/auth.ts';
import { pick } from '#core/i18n/pick.ts';
import type { Locale } from '#core/i18n/locales.ts';

export type AuthText = typeof hi;

export function authText(locale: Locale): AuthText {
  return pick<AuthText>(locale, { en, hi });
}

/**
 * The message for a failure, in the page's language: the catalogue's text for
 * a known provider code, a refused name's rule in words, else the failure's own
 * message (as the spec says), else the default.
 */
export function authFailureText(locale: Locale, error: unknown): string {
  const t = authText(locale);
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  const key = typeof code === 'string' ? code.replace(/^auth\//, '') : undefined;
  if (key && Object.hasOwn(t.errors, key)) return t.errors[key as keyof AuthText['errors']];
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (key === 'invalid-name') {
    const rule = (Object.keys(en.nameErrors) as (keyof typeof en.nameErrors)[]).find((k) => en.nameErrors[k] === message);
    if (rule) return t.nameErrors[rule];
  }
  return message.trim() ? message : t.defaultError;
}
