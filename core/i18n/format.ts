/** Numbers, dates and plural-aware counts through Intl, per locale (hi-IN keeps Latin digits, as Hindi exam sites do). */
import { LOCALE_INFO, type Locale } from './locales.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();

export function formatNumber(locale: Locale, n: number, options?: Intl.NumberFormatOptions): string {
  const key = `${locale}:${JSON.stringify(options ?? {})}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(LOCALE_INFO[locale].intl, options)));
  return format.format(n);
}

export function formatDate(locale: Locale, date: Date | string | number, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' }): string {
  const d = date instanceof Date ? date : new Date(date);
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { timeZone: 'Asia/Kolkata', ...options }).format(d);
}

/** Picks the form for n (`{ one, other }`, as Intl.PluralRules names them) and puts the number in place of `{n}`. */
export function plural(locale: Locale, n: number, forms: { one: string; other: string }): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(LOCALE_INFO[locale].intl)));
  const form = rules.select(n) === 'one' ? forms.one : forms.other;
  return form.replace('{n}', formatNumber(locale, n));
}
