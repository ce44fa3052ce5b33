/**
 * Aspirant tools (issue 18) — the inputs: a question report (the review's
 * "Report this question" form and POST /mocks/questions/{id}/reports share
 * this schema; the constants and the form's own check are in
 * core/mock/question-report.ts, zod-free for the island) and the admin's
 * resolve/dismiss.
 */
import { z } from 'zod';
import { REPORT_CONTROL_CHARS as CONTROL_CHARS, REPORT_MESSAGES, REPORT_OTHER_MIN, REPORT_REASONS, REPORT_STATUSES, REPORT_TEXT_MAX } from '../mock/question-report';
import { strictInput } from './common';

export { REPORT_MESSAGES, REPORT_OTHER_MIN, REPORT_REASON_LABELS, REPORT_REASONS, REPORT_STATUSES, REPORT_TEXT_MAX, type ReportReason, type ReportStatus } from '../mock/question-report';

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
