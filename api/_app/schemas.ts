/**
 * Zod schemas shared by the resource routers: input shapes (page, limit,
 * slugs, ids) with the messages a 400 carries, the error bodies, and the DTOs
 * of db/queries/types.ts for the OpenAPI document. Resource-specific schemas
 * live in their router file.
 */
import { z } from '@hono/zod-openapi';

// ---------------------------------------------------------------- inputs

/** Postgres int4: larger ids would make the database throw instead of answering 404. */
export const MAX_INT = 2_147_483_647;
export const MAX_PAGE = 10_000;

/**
 * A whole number from a query string or path segment: plain decimal digits
 * only (no '1e3', '0x10', '1.0'), with range messages.
 */
export function intInput(name: string, min: number, max: number) {
  const message = `${name} must be a whole number`;
  return z
    .string({ error: message })
    .regex(/^[+-]?\d{1,16}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`))
    .openapi({ type: 'integer', minimum: min, maximum: max });
}

export const pageInput = intInput('page', 1, MAX_PAGE).default(1).openapi({ example: 1, default: 1 });
export const limitInput = (max: number, fallback: number) => intInput('limit', 1, max).default(fallback).openapi({ example: fallback, default: fallback });

export const SLUG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,198}[A-Za-z0-9])?$/;
export const slugInput = (name = 'slug') =>
  z
    .string()
    .regex(SLUG_PATTERN, `${name} must be 1-200 letters, digits, '-' or '_'`)
    .openapi({ param: { name, in: 'path' }, example: 'upsc-prelims-strategy' });

export const idInput = (name = 'id') => intInput(name, 1, MAX_INT).openapi({ param: { name, in: 'path' }, example: 1 });

/** Control characters (NUL in particular, which Postgres text cannot hold) are refused, not passed on. */
export const NO_CONTROL_CHARS = /^[^\u0000-\u001f\u007f]*$/;

/** Trimmed free text of bounded length (filters, search terms). */
export const textInput = (name: string, max: number, typeError = `${name} must be a single text value`) =>
  z
    .string({ error: typeError })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .regex(NO_CONTROL_CHARS, `${name} must not contain control characters`);

// ---------------------------------------------------------------- errors

export const ErrorSchema = z
  .object({ error: z.string(), code: z.string() })
  .catchall(z.unknown())
  .openapi('Error', { description: 'Every failure: a readable `error` sentence and a machine `code`.' });

export const ValidationErrorSchema = z
  .object({
    error: z.string(),
    code: z.literal('VALIDATION_ERROR'),
    field: z.string(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })),
  })
  .openapi('ValidationError');

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

export const errorResponses = {
  400: json(ValidationErrorSchema, 'Invalid input'),
  401: json(ErrorSchema, 'Missing or invalid API key (API_KEY_MISSING / API_KEY_INVALID)'),
} as const;
export const notFoundResponse = { 404: json(ErrorSchema, 'Not found') } as const;
export const rateLimitedResponse = { 429: json(ErrorSchema, 'Rate limited (RATE_LIMITED); see Retry-After') } as const;
export const notModifiedResponse = { 304: { description: 'Not modified (If-None-Match matched the ETag)' } } as const;

/** `{ description, content }` of a JSON response. */
export const jsonResponse = json;

// ---------------------------------------------------------------- DTOs

export const PaginationSchema = z
  .object({ total: z.number().int(), page: z.number().int(), limit: z.number().int(), totalPages: z.number().int() })
  .openapi('Pagination');

export const CategorySchema = z
  .object({ _id: z.string(), name: z.string(), createdAt: z.string(), articleCount: z.number().int(), updatedAt: z.string() })
  .openapi('Category');

export const ArticleSummarySchema = z
  .object({
    _id: z.string(),
    postId: z.number().int(),
    postSlug: z.string(),
    postTitle: z.string(),
    postExcerpt: z.string().openapi({ description: 'Plain text, up to ~300 characters' }),
    postCategory: z.string(),
    postDateCreated: z.string(),
    postDateUpdated: z.string(),
    visits: z.number().int(),
    series: z.boolean(),
    wordCount: z.number().int(),
  })
  .openapi('ArticleSummary');

const SeriesLinkSchema = z.object({ postSlug: z.string(), postTitle: z.string() }).nullable();

export const ArticleSchema = ArticleSummarySchema.extend({
  postContent: z.string().openapi({ description: 'Sanitized HTML' }),
  seriesInfo: z
    .object({
      _id: z.string(),
      name: z.string(),
      slug: z.string(),
      order: z.number().int().nullable(),
      total: z.number().int(),
      previous: SeriesLinkSchema,
      next: SeriesLinkSchema,
    })
    .nullable(),
}).openapi('Article');

export const SeriesSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    articleCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Series');

export const SeriesWithArticlesSchema = SeriesSchema.extend({
  articles: z.array(ArticleSummarySchema.extend({ seriesOrder: z.number().int().nullable() })),
}).openapi('SeriesWithArticles');

export const MockCategorySchema = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), testCount: z.number().int() })
  .openapi('MockCategory');

export const MockTestSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    category_id: z.number().int(),
    category_name: z.string(),
    timer: z.number().int().openapi({ description: 'Minutes' }),
    negative_marks: z.number().nullable(),
    question_count: z.number().int(),
    updated_at: z.string(),
  })
  .openapi('MockTest');

export const MockQuestionSchema = z
  .object({ id: z.number().int(), position: z.number().int(), question: z.string(), options: z.array(z.string()) })
  .openapi('MockQuestion', { description: 'A question as served to a test taker: no correct answer, no explanations.' });

export const AnswerKeyEntrySchema = z
  .object({ id: z.number().int(), position: z.number().int(), correct: z.number().int(), explanations: z.array(z.string()) })
  .openapi('AnswerKeyEntry');

export const LivePageSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    slug: z.string(),
    description: z.string(),
    status: z.enum(['live', 'archived']),
    eventCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    lastEventAt: z.string().nullable(),
  })
  .openapi('LivePage');

export const LivePageWithEventsSchema = LivePageSchema.extend({
  events: z.array(z.object({ id: z.number().int(), title: z.string(), body: z.string(), createdAt: z.string() })),
}).openapi('LivePageWithEvents', { description: 'Events newest first.' });

export const AdSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    title: z.string(),
    body: z.string(),
    imageUrl: z.string().nullable(),
    textUrl: z.string(),
    kind: z.enum(['house', 'network']),
    active: z.boolean(),
  })
  .openapi('Ad');

export const NamedSchema = z.object({ id: z.number().int(), name: z.string(), bookCount: z.number().int() }).openapi('NamedWithBookCount');

export const BookSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    author: z.string(),
    description: z.string(),
    year: z.number().int().nullable(),
    cover_image: z.string().nullable(),
    category: z.string(),
    category_id: z.number().int(),
    exam: z.string(),
    exam_id: z.number().int(),
    links: z.array(z.object({ id: z.number().int(), label: z.string(), url: z.string(), downloadCount: z.number().int() })),
    downloads: z.number().int(),
    updatedAt: z.string(),
  })
  .openapi('Book');

export const BatchCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    exams: z.array(z.object({ examSlug: z.string(), batchCount: z.number().int() })),
  })
  .openapi('BatchCategory');

export const BatchSchema = z
  .object({
    id: z.number().int(),
    category: z.string(),
    categorySlug: z.string(),
    examSlug: z.string(),
    number: z.number().int(),
    title: z.string(),
    description: z.string(),
    language: z.string(),
    startsOn: z.string(),
    endsOn: z.string(),
    seats: z.number().int(),
    enrolled: z.number().int(),
    sessionCount: z.number().int(),
  })
  .openapi('Batch');

export const BatchFullSchema = BatchSchema.extend({
  sessions: z.array(
    z.object({
      id: z.number().int(),
      position: z.number().int(),
      title: z.string(),
      subject: z.string(),
      scheduledAt: z.string(),
      durationMinutes: z.number().int(),
    }),
  ),
}).openapi('BatchFull');

/** `{ data: T }` */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** `{ data: T[], pagination }` */
export const pageOf = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema), pagination: PaginationSchema });
