/**
 * The site's languages (issue 27; docs/site.md#languages). English is the
 * root locale, unprefixed, as the spec's routes are; Hindi lives under /hi/.
 * Astro's i18n routing (astro.config.mjs) is configured from these, and
 * pages use `astro:i18n`; islands and the API, which cannot import Astro's
 * virtual modules, use the path helpers below, which follow the same rule.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** `<html lang>` (and Pagefind's index split), Intl formatting and Open Graph locales. */
export const LOCALE_INFO: Record<Locale, { htmlLang: string; intl: string; og: string; label: string; short: string }> = {
  en: { htmlLang: 'en', intl: 'en-IN', og: 'en_IN', label: 'English', short: 'EN' },
  hi: { htmlLang: 'hi', intl: 'hi-IN', og: 'hi_IN', label: 'हिन्दी', short: 'हि' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale a site path belongs to: `/hi` and `/hi/…` are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/hi(\/|$)/.test(pathname) ? 'hi' : DEFAULT_LOCALE;
}

/** A path without its locale prefix (`/hi/blog/` → `/blog/`, `/hi` → `/`). */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname || '/';
  return pathname.slice(3) || '/';
}

/** The same path in a locale: `/blog/x` → `/hi/blog/x` for Hindi (as astro:i18n's getRelativeLocaleUrl builds it). */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = unlocalizedPath(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}/` : `/${locale}${bare}`;
}

/** In the browser: the page's locale, from `<html lang>` (islands render inside the page). */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}
