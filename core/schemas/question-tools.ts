/**
 * Aspirant tools (issue 18) — the inputs: a question report (the review's
 * "Report this question" form and POST /mocks/questions/{id}/reports share
 * this schema, so the form shows the server's messages before sending) and
 * the admin's resolve/dismiss.
 */
import { z } from 'zod';
import { strictInput } from './common';

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

/** Control characters other than tab/newline. */
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const QuestionReportCreateSchema = strictInput({
  reason: z.enum(REPORT_REASONS, { error: REPORT_MESSAGES.reason }),
  text: z
    .string({ error: REPORT_MESSAGES.textType })
    .trim()
    .max(REPORT_TEXT_MAX, REPORT_MESSAGES.text)
    .refine((v) => !CONTROL_CHARS.test(v), REPORT_MESSAGES.control)
    .default(''),
})
  .refine((v) => v.reason !== 'other' || v.text.length >= REPORT_OTHER_MIN, { message: REPORT_MESSAGES.other, path: ['text'] })
  .meta({ id: 'QuestionReportCreate' });
export type QuestionReportCreate = z.input<typeof QuestionReportCreateSchema>;

export const QuestionReportUpdateSchema = strictInput({
  status: z.enum(REPORT_STATUSES, { error: "Status must be 'open', 'resolved' or 'dismissed'" }),
}).meta({ id: 'QuestionReportUpdate' });
export type QuestionReportUpdate = z.infer<typeof QuestionReportUpdateSchema>;
