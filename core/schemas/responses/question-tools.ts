/**
 * Aspirant tools (issue 18) on the wire: a bookmarked question as the
 * revision list shows it (GET /progress/bookmarks), the answer of a new
 * report, and the dashboard's report rows with their counts. See common.ts
 * for what this folder is.
 */
import { z } from 'zod';
import { REPORT_REASONS, REPORT_STATUSES } from '../question-tools';

/** The test and section a question belongs to. */
const QuestionPlaceSchema = {
  mock: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  section: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({ description: 'null in a test without sections' }),
};

export const BookmarkSchema = z
  .object({
    questionId: z.number().int(),
    createdAt: z.string(),
    position: z.number().int().meta({ description: 'Stored position of the question in its test (ordering only)' }),
    number: z.number().int().meta({ description: 'The question number the aspirant saw: 1 + questions before it in its test' }),
    question: z.string(),
    options: z.array(z.string()),
    correct: z.number().int().nullable().meta({ description: 'null until the caller has a submitted attempt of the test (docs/mock-tests.md, "What carries the answer key")' }),
    explanations: z.array(z.string()).nullable().meta({ description: 'null until the caller has a submitted attempt of the test' }),
    question_hi: z.string().nullable(),
    options_hi: z.array(z.string()).nullable(),
    explanations_hi: z.array(z.string()).nullable(),
    ...QuestionPlaceSchema,
    practice: z.string().nullable().meta({ description: 'A practice question’s topic page under /practice/ (exam/subject/topic); null for a test’s question' }),
  })
  .meta({ id: 'Bookmark', description: 'A bookmarked question (revision list); its answer and explanations only after a submitted attempt of its test' });
export type Bookmark = z.infer<typeof BookmarkSchema>;

/** One test or section the user has bookmarks in, for the revision list's filter. */
export const BookmarkFacetSchema = z
  .object({
    mock: QuestionPlaceSchema.mock,
    sections: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
    count: z.number().int(),
  })
  .meta({ id: 'BookmarkFacet' });
export type BookmarkFacet = z.infer<typeof BookmarkFacetSchema>;

/** PUT/DELETE /progress/bookmarks/{questionId}. */
export const BookmarkStateSchema = z.object({ questionId: z.number().int(), bookmarked: z.boolean() }).meta({ id: 'BookmarkState' });
export type BookmarkState = z.infer<typeof BookmarkStateSchema>;

export const ReportReasonSchema = z.enum(REPORT_REASONS);
export const ReportStatusSchema = z.enum(REPORT_STATUSES);

/** POST /mocks/questions/{id}/reports. */
export const QuestionReportReceiptSchema = z
  .object({ id: z.number().int(), status: ReportStatusSchema, message: z.string() })
  .meta({ id: 'QuestionReportReceipt' });
export type QuestionReportReceipt = z.infer<typeof QuestionReportReceiptSchema>;

/** A report as the dashboard lists it. */
export const AdminQuestionReportSchema = z
  .object({
    id: z.number().int(),
    reason: ReportReasonSchema,
    text: z.string(),
    status: ReportStatusSchema,
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    signedIn: z.boolean().meta({ description: 'Reported by a signed-in aspirant (who is not shown)' }),
    question: z.object({
      id: z.number().int(),
      position: z.number().int(),
      number: z.number().int().meta({ description: '1-based question number in its test' }),
      text: z.string(),
      text_hi: z.string().nullable(),
      options: z.array(z.string()),
      correct: z.number().int(),
    }),
    ...QuestionPlaceSchema,
  })
  .meta({ id: 'AdminQuestionReport' });
export type AdminQuestionReport = z.infer<typeof AdminQuestionReportSchema>;

export const ReportCountsSchema = z
  .object({ open: z.number().int(), resolved: z.number().int(), dismissed: z.number().int() })
  .meta({ id: 'ReportCounts' });
export type ReportCounts = z.infer<typeof ReportCountsSchema>;
