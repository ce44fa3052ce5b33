/**
 * What the admin API answers: the session, the rebuild panel, the dashboard's
 * reads (ids and raw fields, any status) and the answers of the admin writes.
 * Writes that answer with a public shape (an ad, a book) use the area's
 * schema. See common.ts for what this folder is.
 */
import { PyqSchema } from '../pyq';
import { PracticePlaceSchema } from '../practice';
import { z } from 'zod';
import { LOCALES } from '../../i18n/locales';
import { AdSchema } from './ads';
import { LiveEventSchema } from './live';
import { BookLinkSchema } from './resources';

// ---------------------------------------------------------------- session, cache, builds

export const AdminSessionSchema = z
  .object({
    success: z.literal(true),
    admin: z.object({ id: z.string() }),
    csrfToken: z.string().meta({ description: 'Send as x-csrf-token on every state-changing admin call' }),
    expiresAt: z.string(),
  })
  .meta({ id: 'AdminSession' });
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/** POST /admin/clear-cache: the areas cleared (the cache's area names are the server's, hence the parameter). */
export const clearCacheResultOf = <A extends string>(areas: readonly [A, ...A[]]) => z.object({ success: z.literal(true), cleared: z.array(z.enum(areas)) });
export type ClearCacheResult = z.infer<ReturnType<typeof clearCacheResultOf<string>>>;

/** One content edit, as the rebuild panel lists it. */
export const EditRecordSchema = z.object({ at: z.string(), reason: z.string(), admin: z.string() });
export type EditRecord = z.infer<typeof EditRecordSchema>;

/** One run of the local site builder (server/site-builder.ts). */
export const BuildRecordSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string(),
  durationMs: z.number(),
  ok: z.boolean(),
  // No build ran: the content, code and settings were those of the served build (server/build-fingerprint.ts).
  skipped: z.boolean().optional(),
  reasons: z.array(z.string()),
  // Last lines of the build output when it failed.
  error: z.string().optional(),
  // Pages Astro rendered vs. restored from the incremental cache (parsed from its log).
  pages: z.object({ rendered: z.number().nullable(), reused: z.number().nullable() }).optional(),
});
export type BuildRecord = z.infer<typeof BuildRecordSchema>;

/** GET /admin/build-status */
export const BuildStatusSchema = z.object({
  mode: z.enum(['local', 'hook', 'none']).meta({ description: "'local': npm start's builder; 'hook': REBUILD_HOOK_URL (Vercel); 'none': no rebuild target" }),
  building: z.boolean().nullable(),
  pendingEdits: z.number().int().nullable(),
  lastBuild: BuildRecordSchema.nullable(),
  lastRequest: EditRecordSchema.nullable(),
  recentEdits: z.array(EditRecordSchema),
});
export type BuildStatus = z.infer<typeof BuildStatusSchema>;

/** Every DELETE: the id of what went, and what identifies it for a message (slug, title, name, ...). */
export const DeletedSchema = z.object({ deleted: z.object({ id: z.number().int() }).catchall(z.unknown()) });
export type Deleted = z.infer<typeof DeletedSchema>;

// ---------------------------------------------------------------- blog content

/** An article as written (POST/PUT /admin/articles). */
export const AdminArticleRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  categoryId: z.number().int(),
  series: z.boolean(),
  seriesId: z.number().int().nullable(),
  seriesOrder: z.number().int().nullable(),
  // Issue 27: the language, and the article of the other language it translates.
  lang: z.enum(LOCALES),
  translationOf: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminArticleRow = z.infer<typeof AdminArticleRowSchema>;

/** GET /admin/articles */
export const AdminArticleListItemSchema = AdminArticleRowSchema.extend({ category: z.string(), seriesName: z.string().nullable(), visits: z.number().int() });
export type AdminArticleListItem = z.infer<typeof AdminArticleListItemSchema>;

/** GET /admin/articles/{id}: the stored fields for the editor. */
export const AdminArticleSchema = AdminArticleRowSchema.extend({ content: z.string(), visits: z.number().int() });
export type AdminArticle = z.infer<typeof AdminArticleSchema>;

/** A blog category, a resource category or an exam as written. */
export const AdminNamedSchema = z.object({ id: z.number().int(), name: z.string(), nameHi: z.string().nullable().optional() });
export type AdminNamed = z.infer<typeof AdminNamedSchema>;

export const AdminSeriesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  nameHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
});
export type AdminSeries = z.infer<typeof AdminSeriesSchema>;

/** PUT /admin/series/{id}/articles: the parts as stored. */
export const SeriesPartsSchema = z.object({
  series: AdminSeriesSchema,
  parts: z.array(z.object({ id: z.number().int(), slug: z.string(), title: z.string(), seriesOrder: z.number().int().nullable() })),
});
export type SeriesParts = z.infer<typeof SeriesPartsSchema>;

// ---------------------------------------------------------------- ads

/** GET /admin/ads: every ad, inactive ones too. */
export const AdminAdSchema = AdSchema.extend({ updatedAt: z.string() });
export type AdminAd = z.infer<typeof AdminAdSchema>;

// ---------------------------------------------------------------- live pages

/** A live page as written. */
export const AdminLivePageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(['live', 'archived']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLivePage = z.infer<typeof AdminLivePageSchema>;

/** GET /admin/live/pages */
export const AdminLivePageRowSchema = AdminLivePageSchema.omit({ createdAt: true }).extend({ eventCount: z.number().int() });
export type AdminLivePageRow = z.infer<typeof AdminLivePageRowSchema>;

/** GET /admin/live/pages/{id}: with its event feed, newest first. */
export const AdminLivePageFullSchema = AdminLivePageSchema.omit({ createdAt: true }).extend({ events: z.array(LiveEventSchema) });
export type AdminLivePageFull = z.infer<typeof AdminLivePageFullSchema>;

// ---------------------------------------------------------------- mock tests

export const AdminMockCategorySchema = z.object({ id: z.number().int(), name: z.string(), description: z.string(), nameHi: z.string().nullable(), descriptionHi: z.string().nullable() });
export type AdminMockCategory = z.infer<typeof AdminMockCategorySchema>;

/** POST /mocks */
export const CreatedMockSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  timer: z.number().int(),
  negative_marks: z.number().nullable(),
  question_count: z.number().int(),
  status: z.enum(['draft', 'published']),
});
export type CreatedMock = z.infer<typeof CreatedMockSchema>;

/** Draft tests are only in the dashboard; published ones are on the site (issue 18). */
export const MockStatusSchema = z.enum(['draft', 'published']);
export type MockStatus = z.infer<typeof MockStatusSchema>;

/** GET /admin/mocks */
export const AdminMockRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  timer: z.number().int(),
  negative_marks: z.number().nullable(),
  question_count: z.number().int(),
  status: MockStatusSchema,
  attempts: z.number().int().meta({ description: 'Submitted attempts' }),
  updatedAt: z.string(),
  pyq: PyqSchema.nullable().meta({ description: 'Marked as a previous-year paper (issue 30)' }),
  kind: z.enum(['test', 'practice']).meta({ description: "A timed, ranked 'test' or a 'practice' set of the question bank (issue 30)" }),
  practice: PracticePlaceSchema.nullable().meta({ description: 'A practice set’s subject and topic (issue 30)' }),
});
export type AdminMockRow = z.infer<typeof AdminMockRowSchema>;

/** A question as PUT /mocks/{id} takes it: with its id; Hindi and topic only when it has them. */
export const AdminMockQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  correct: z.number().int(),
  explanations: z.array(z.string()),
  question_hi: z.string().optional(),
  options_hi: z.array(z.string()).optional(),
  explanations_hi: z.array(z.string()).optional(),
  topic: z.string().optional(),
});
export type AdminMockQuestion = z.infer<typeof AdminMockQuestionSchema>;

/** A section as PUT /mocks/{id} takes it (its questions are the next question_count of the list). */
export const AdminMockSectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_hi: z.string().optional(),
  question_count: z.number().int(),
  time_limit: z.number().int().nullable(),
  locked: z.boolean(),
  marks_correct: z.number(),
  marks_wrong: z.number(),
});
export type AdminMockSection = z.infer<typeof AdminMockSectionSchema>;

/**
 * GET /admin/mocks/{id}: the test in the very shape PUT /mocks/{id} takes
 * (plus its id, status, attempts and updatedAt, which the PUT does not).
 */
export const AdminMockSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  timer: z.number().int(),
  negative_marks: z.number().nullable(),
  instructions: z.string().meta({ description: "The test's own instructions ('' = none)" }),
  instructions_hi: z.string().nullable(),
  calculator: z.boolean().meta({ description: 'The on-screen calculator is offered' }),
  status: MockStatusSchema,
  attempts: z.number().int().meta({ description: 'Submitted attempts: while there are any, the paper is fixed (docs/mock-tests.md)' }),
  updatedAt: z.string(),
  sections: z.array(AdminMockSectionSchema).optional().meta({ description: 'Absent for a test without sections' }),
  questions: z.array(AdminMockQuestionSchema),
});
export type AdminMock = z.infer<typeof AdminMockSchema>;

// ---------------------------------------------------------------- resources

/** A book's download link as written (with its book). */
export const AdminLinkSchema = BookLinkSchema.extend({ bookId: z.number().int() });
export type AdminLink = z.infer<typeof AdminLinkSchema>;
