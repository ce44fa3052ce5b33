/**
 * Where to go after sign-in (spec section 5): the `redirect` query parameter
 * is honoured only when it is same-origin; otherwise '/'.
 */
import { localeOfPath, localizedPath, unlocalizedPath } from '#core/i18n/locales.ts';
import { safeRedirect as sameOriginRedirect } from '#core/redirect.ts';

export const REDIRECT_PARAM = 'redirect';

/** A same-origin path (path + query + hash) for `target`, or '/' (the rule: core/redirect.ts). */
export function safeRedirect(target: string | null | undefined, origin: string = typeof location === 'undefined' ? 'http://localhost' : location.origin): string {
  return sameOriginRedirect(target, origin);
}

/**
 * The redirect target of the current page's URL, made safe. Without one, the
 * target the previous auth page carried (its address is the referrer): a tap
 * on "Create an account" before the sign-in island has hydrated follows the
 * static link without the parameter, and must still bring the reader back.
 */
export function redirectFromLocation(
  loc: Pick<Location, 'search' | 'origin'> & { pathname?: string } | undefined = typeof location === 'undefined' ? undefined : location,
  referrer: string = typeof document === 'undefined' ? '' : document.referrer,
): string {
  if (!loc) return '/';
  // Without a usable target, home in the auth page's own language (/hi/ for /hi/auth/…).
  const home = localizedPath('/', localeOfPath(loc.pathname ?? '/'));
  const orHome = (path: string) => (path === '/' ? home : path);
  const own = new URLSearchParams(loc.search).get(REDIRECT_PARAM);
  if (own) return orHome(safeRedirect(own, loc.origin));
  try {
    const from = new URL(referrer);
    if (from.origin === loc.origin && /^\/auth\/(sign-in|sign-up|reset-password)$/.test(unlocalizedPath(from.pathname)))
      return orHome(safeRedirect(from.searchParams.get(REDIRECT_PARAM), loc.origin));
  } catch {
    // no referrer, or not a URL
  }
  return home;
}

/** A link to an auth page that brings the user back to `returnTo` afterwards. */
export function authPageHref(page: 'sign-in' | 'sign-up' | 'reset-password', returnTo?: string | null): string {
  const target = returnTo && returnTo !== '/' ? `?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}` : '';
  return `/auth/${page}${target}`;
}
