/** The /progress texts in the page's language (only the account area's "progress" part ships with the dashboard). */
import { progress as en } from '#core/i18n/en/account/progress.ts';
import { progress as hi } from '#core/i18n/hi/account/progress.ts';
import { formatDate } from '#core/i18n/format.ts';
import { pick } from '#core/i18n/pick.ts';
import type { Locale } from '#core/i18n/locales.ts';
import { useLocale } from '../i18n/locale';

export type ProgressText = typeof hi;

export function progressText(locale: Locale): ProgressText {
  return pick<ProgressText>(locale, { en, hi });
}

export function useProgressText(): ProgressText {
  return progressText(useLocale());
}

// English keeps the site's US form ("Jan 5, 2026", as on article cards); other languages take Intl's form for their locale.
const usDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A history date ("Jan 5, 2026" / "5 जन॰ 2026"), or null when the value is not a date. */
export function historyDate(locale: Locale, iso: string): string | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  return locale === 'en' ? usDate.format(d) : formatDate(locale, d, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** A chart's date ("5 Jan" / "5 जन॰"), '—' when the value is not a date. */
export function chartDate(locale: Locale, iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : formatDate(locale, d, { day: 'numeric', month: 'short' });
}
