/**
 * "Report this question" (issue 18): the reasons, their labels, the limits
 * and the messages, without zod, so the review island can check a report
 * before sending it; core/schemas/question-tools.ts builds the API's schema
 * from the same constants (one wording for the form and the 400).
 */
import { CONTROL_CHARS } from '../format/control-chars';

export const REPORT_REASONS = ['wrong_answer', 'wrong_translation', 'typo', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What the aspirant picks from, in this order. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  wrong_answer: 'Wrong answer',
  wrong_translation: 'Wrong translation',
  typo: 'Typo',
  other: 'Other',
};

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_TEXT_MAX = 1000;
/** "Other" says nothing by itself: it needs a few words. */
export const REPORT_OTHER_MIN = 10;

export const REPORT_MESSAGES = {
  reason: 'Choose what is wrong: wrong answer, wrong translation, typo or other',
  text: `Details must be at most ${REPORT_TEXT_MAX} characters`,
  textType: 'Details must be text',
  control: 'Details must not contain control characters',
  other: `Please describe the problem (at least ${REPORT_OTHER_MIN} characters)`,
} as const;

/** Control characters other than tab/newline: the report text is multi-line text (core/format/control-chars.ts). */
export const REPORT_CONTROL_CHARS = CONTROL_CHARS.text;

/** The form's check, the same rules as the API's schema: the first problem, or null. */
export function checkReport(reason: string | null, text: string): { field: 'reason' | 'text'; message: string } | null {
  if (!reason || !(REPORT_REASONS as readonly string[]).includes(reason)) return { field: 'reason', message: REPORT_MESSAGES.reason };
  const trimmed = text.trim();
  if (trimmed.length > REPORT_TEXT_MAX) return { field: 'text', message: REPORT_MESSAGES.text };
  if (REPORT_CONTROL_CHARS.test(trimmed)) return { field: 'text', message: REPORT_MESSAGES.control };
  if (reason === 'other' && trimmed.length < REPORT_OTHER_MIN) return { field: 'text', message: REPORT_MESSAGES.other };
  return null;
}
