/** The daily quiz's texts in the page's language, and how a day, a duration and a question are shown. */
import { daily as en } from '#core/i18n/en/account/daily.ts';
import { daily as hi } from '#core/i18n/hi/account/daily.ts';
import { formatDate } from '#core/i18n/format.ts';
import type { Locale } from '#core/i18n/locales.ts';
import { pick } from '#core/i18n/pick.ts';
import type { DailyQuestion } from '#core/schemas/daily-quiz.ts';

export type DailyText = typeof hi;
export const dailyText = (locale: Locale): DailyText => pick<DailyText>(locale, { en, hi });

/** "1 December 2026" / "1 दिसंबर 2026": the IST day (noon in India is that date everywhere). */
export const dayLabel = (locale: Locale, day: string) =>
  formatDate(locale, `${day}T12:00:00+05:30`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const durationText = (t: DailyText, seconds: number): string => t.duration(Math.floor(seconds / 60), seconds % 60);

/** A question's text and options in the page's language where it has them; English (marked lang="en") otherwise. */
export function questionText(locale: Locale, q: DailyQuestion) {
  const hindi = locale === 'hi' && q.question_hi && q.options_hi;
  return { text: hindi ? q.question_hi! : q.question, options: hindi ? q.options_hi! : q.options, lang: locale === 'hi' && !hindi ? 'en' : undefined };
}
