/**
 * Dates on the public pages' islands, as the server-rendered pages show them:
 * English keeps the site's US short form (core/format/dates.ts, spec section 5);
 * Hindi goes through Intl hi-IN (core/i18n/format.ts), in the site's time zone.
 */
import { formatDate as usDate, formatDateTime as usDateTime } from '#core/format/dates.ts';
import { formatDate } from '#core/i18n/format.ts';
import type { Locale } from '#core/i18n/locales.ts';

function valid(value: unknown): Date | null {
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  if (value === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** 'Nov 5, 2026' / '5 नव॰ 2026'; `unknown` when missing or invalid. */
export function siteDate(locale: Locale, value: unknown, unknown: string): string {
  if (locale === 'en') return usDate(value);
  const d = valid(value);
  return d ? formatDate(locale, d, { day: 'numeric', month: 'short', year: 'numeric' }) : unknown;
}

/** 'Nov 5, 2026, 3:07 PM IST' / '5 नव॰ 2026, 3:07 pm IST'; `unknown` when missing or invalid. */
export function siteDateTime(locale: Locale, value: unknown, unknown: string): string {
  if (locale === 'en') return usDateTime(value);
  const d = valid(value);
  return d ? `${formatDate(locale, d, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })} IST` : unknown;
}
