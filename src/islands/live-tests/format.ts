/**
 * Live tests' times and countdowns in the page's language (issue 28): a
 * moment as Intl writes it in India (en-IN / hi-IN, the site's time zone,
 * "IST"), and a countdown by the server's clock.
 */
import { formatDate } from '#core/i18n/format.ts';
import type { Locale } from '#core/i18n/locales.ts';

/** '28 Nov, 4:00 pm IST' / '28 नव॰, 4:00 pm IST' (with the weekday when `long`). */
export function liveTime(locale: Locale, iso: string, long = false): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatDate(locale, d, { ...(long ? { weekday: 'short' } : {}), day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' (under a day) or '2 days 03:04:05'; whole seconds rounded up, never negative. */
export function countdown(ms: number, days: (n: number) => string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const d = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return d ? `${days(d)} ${clock}` : clock;
}
