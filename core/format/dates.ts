/** Dates in US short form in the site's time zone; 'Unknown date' when missing or invalid (spec section 5). */
import { SITE_TIME_ZONE } from '../constants';
import { TEXT } from '../texts';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: SITE_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SITE_TIME_ZONE,
});

function toDate(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** US short date ('Nov 5, 2026') in the site's time zone; 'Unknown date' when missing or invalid. */
export function formatDate(value: unknown): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : TEXT.unknownDate;
}

/** 'Nov 5, 2026, 3:07 PM IST' for live events; 'Unknown date' when missing or invalid. */
export function formatDateTime(value: unknown): string {
  const d = toDate(value);
  return d ? `${dateTimeFormat.format(d)} IST` : TEXT.unknownDate;
}

/** ISO string for <time datetime>, or undefined when invalid. */
export function isoDate(value: unknown): string | undefined {
  return toDate(value)?.toISOString();
}
