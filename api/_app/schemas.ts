/**
 * What the routers share besides the response shapes: input helpers (page,
 * limit, slugs, ids) with the messages a 400 carries, the error bodies and
 * the response-config helpers. Resource-specific inputs live in their router
 * file; every response shape is in core/schemas/responses.
 */
import { z } from '@hono/zod-openapi';
import { DEFAULT_LOCALE, LOCALES } from '#core/i18n/locales.ts';
import { noControlChars } from '#core/schemas/common.ts';

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

/** The content language of a read (issue 27): `en` (the default, the spec's behaviour) or `hi`. */
export const langInput = z
  .enum(LOCALES, { error: `lang must be one of: ${LOCALES.join(', ')}` })
  .default(DEFAULT_LOCALE)
  .openapi({ description: 'Content language: English (default) or Hindi', example: 'en', default: 'en' });

export const SLUG_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]{0,198}[A-Za-z0-9])?$/;
export const slugInput = (name = 'slug') =>
  z
    .string()
    .regex(SLUG_PATTERN, `${name} must be 1-200 letters, digits, '-' or '_'`)
    .openapi({ param: { name, in: 'path' }, example: 'upsc-prelims-strategy' });

export const idInput = (name = 'id') => intInput(name, 1, MAX_INT).openapi({ param: { name, in: 'path' }, example: 1 });


/** Trimmed free text of bounded length (filters, search terms). */
export const textInput = (name: string, max: number, typeError = `${name} must be a single text value`) =>
  z
    .string({ error: typeError })
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .refine(...noControlChars('line', name));

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

// ---------------------------------------------------------------- responses

// The response shapes themselves are core/schemas/responses (one definition
// each, shared with db/queries and the islands); the envelopes too.
export { dataOf, pageOf } from '#core/schemas/responses/common.ts';

// Kept for api/_app/routes/mocks.ts (the mock-attempt slice), which still
// imports these from here; they live in core/schemas/responses/mocks.ts.
