/**
 * One area in the page's language, for islands that import only the area
 * files they show (not `ui()`, which brings every area into the bundle):
 * `pick(locale, { en: enExam, hi: hiExam })`.
 */
import type { Locale } from './locales.ts';

export function pick<T>(locale: Locale, areas: Record<Locale, T>): T {
  return areas[locale] ?? areas.en;
}
