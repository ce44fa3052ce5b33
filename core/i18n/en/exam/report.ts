/**
 * "Bookmark" and "Report this question" (issue 18), shared by the review (src/islands/mock/QuestionTools.tsx) and the
 * topic practice runner (src/islands/practice/tools.ts): its own file so the framework-free runner imports only these
 * texts, not the whole exam area. Part of the "exam" area (exam.ts re-exports it as `exam.report`).
 */
import { REPORT_MESSAGES, REPORT_REASON_LABELS } from '#core/mock/question-report.ts';
import type { Messages } from '../../types.ts';

export const report = {
  reasons: REPORT_REASON_LABELS,
  /** The report's validation messages (core/mock/question-report.ts), as the form shows them. */
  messages: REPORT_MESSAGES,
  signInToBookmark: ' Sign in to bookmark',
  report: ' Report this question',
  reportLabel: (label: string) => `Report ${label}`,
  thanks: 'Thank you. Your report was sent to the editors.',
  bookmarkLabel: (label: string) => `Bookmark ${label}`,
  bookmarked: 'Bookmarked',
  bookmark: 'Bookmark',
  revisionList: 'Revision list',
  whatIsWrong: 'What is wrong?',
  details: 'Details ',
  required: '(required)',
  optional: '(optional)',
  placeholder: 'For example: option 2 is the right answer because…',
  sending: 'Sending…',
  send: 'Send report',
  cancel: 'Cancel',
} as const satisfies Messages;
