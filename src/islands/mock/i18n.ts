/** The exam screen's texts in the page's language (only the "exam" area ships with the runner). */
import { exam as en } from '#core/i18n/en/exam.ts';
import { exam as hi } from '#core/i18n/hi/exam.ts';
import { pick } from '#core/i18n/pick.ts';
import type { Locale } from '#core/i18n/locales.ts';
import { useLocale } from '../i18n/locale';

export type ExamText = typeof hi;

export function examText(locale: Locale): ExamText {
  return pick<ExamText>(locale, { en, hi });
}

export function useExamText(): ExamText {
  return examText(useLocale());
}
