/**
 * The page side of the site's languages (docs/site.md#languages): the locale of
 * the page being rendered (Astro.currentLocale, from the /hi/ prefix) and the
 * paths of a page in each language for the switch, hreflang and the sitemap.
 */
import { DEFAULT_LOCALE, LOCALES, isLocale, localizedPath, type Locale } from '#core/i18n/index.ts';

export function pageLocale(current: string | undefined): Locale {
  return isLocale(current) ? current : DEFAULT_LOCALE;
}

export const otherLocale = (locale: Locale): Locale => (locale === 'hi' ? 'en' : 'hi');

/** Where a page exists, per language: a path for each language, or only some (an untranslated article). */
export type Translations = Partial<Record<Locale, string>>;

/** A page type that exists in every language (listings, tests, support …): the same path under each prefix. */
export function everyLanguage(path: string): Translations {
  return Object.fromEntries(LOCALES.map((l) => [l, localizedPath(path, l)]));
}

/** A site path in the given locale (links in pages: `/blog?page=2` → `/hi/blog?page=2` on Hindi pages). */
export function href(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith('/')) return path;
  const cut = path.search(/[?#]/);
  return cut < 0 ? localizedPath(path, locale) : localizedPath(path.slice(0, cut), locale) + path.slice(cut);
}
