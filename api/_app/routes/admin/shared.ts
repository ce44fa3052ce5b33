/**
 * What every admin write route shares:
 *
 * - `admin(tag)`: the route-config part that puts `requireAdmin` (session
 *   cookie, 401/403, CSRF on state-changing calls) in front of the handler and
 *   documents the admin security scheme and its error answers;
 * - `mutate(work)`: runs a db/mutations call and turns its expected failures
 *   into API errors (invalid → 400 with the field, not found → 404,
 *   conflict → 409), never a 500;
 * - `afterWrite(c, areas, reason)`: invalidates the cached public reads of
 *   the affected areas, asks for a (debounced) site rebuild and records the
 *   edit for the dashboard's rebuild panel;
 * - `adminWrite(c, { areas, run, reason, body, status })`: the three in a row,
 *   `mutate` → `afterWrite` → the JSON answer, as every write route does them.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { FOREIGN_KEY_VIOLATION, MutationError, pgCode } from '#db/mutations/errors.ts';
import { invalidate, type Area } from '#infra/cache/index.ts';
import type { EditRecord } from '#core/schemas/responses/admin.ts';
import { nowMs, type AppBindings } from '../../context';
import { ApiError } from '../../errors';
import { requireAdmin } from '../../middleware/admin-auth';
import { ErrorSchema, idInput, jsonResponse, ValidationErrorSchema } from '../../schemas';

export const ADMIN_SECURITY = [{ ApiKey: [], AdminSession: [] }];

export const adminErrors = {
  400: jsonResponse(ValidationErrorSchema, 'Invalid input (the message names the first problem; `issues` lists all)'),
  401: jsonResponse(ErrorSchema, 'No valid admin session (ADMIN_AUTH_REQUIRED) or missing API key'),
  403: jsonResponse(ErrorSchema, 'Signed-in non-admin user (FORBIDDEN), bad CSRF token (CSRF_INVALID) or cross-site request (CSRF_ORIGIN)'),
} as const;
export const notFoundError = { 404: jsonResponse(ErrorSchema, 'No such item (NOT_FOUND)') } as const;
export const conflictError = { 409: jsonResponse(ErrorSchema, 'Conflicts with existing content: taken name or slug, or still referenced') } as const;

/** Route-config part of every admin route: the guard, the tag and the security scheme. */
export const admin = (tag: string) => ({ middleware: requireAdmin, tags: [`Admin: ${tag}`], security: ADMIN_SECURITY });

/** The `{id}` path parameter of an item's routes. */
export const idParams = z.object({ id: idInput() });
/** A required JSON request body validated with `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

// ---------------------------------------------------------------- errors

function toApiError(err: unknown): unknown {
  if (err instanceof MutationError) {
    if (err.kind === 'invalid') {
      const field = err.field ?? '(root)';
      return new ApiError(400, 'VALIDATION_ERROR', err.message, { field, issues: [{ field, message: err.message }] });
    }
    return new ApiError(err.kind === 'not_found' ? 404 : 409, err.code, err.message, err.extra);
  }
  switch (pgCode(err)) {
    case FOREIGN_KEY_VIOLATION:
      return new ApiError(409, 'REFERENCED', 'This item is referenced by other content (or refers to something that no longer exists); reload and try again');
    case '23514': // check violation
    case '22003': // numeric out of range
    case '22001': // string too long
      return new ApiError(400, 'VALIDATION_ERROR', 'A value is out of the allowed range', { field: '(root)', issues: [] });
    case '40001': // serialization failure
    case '40P01': // deadlock
      return new ApiError(409, 'RETRY', 'Another edit changed this at the same time; try again');
    default:
      return err;
  }
}

/** Runs a write and maps its expected failures to API errors. */
export async function mutate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw toApiError(err);
  }
}

/** 400 for a PUT without any field to change. */
export function requireChanges<T extends Record<string, unknown>>(input: T): T {
  if (!Object.values(input).some((v) => v !== undefined)) {
    const message = 'Nothing to update: send at least one field';
    throw new ApiError(400, 'VALIDATION_ERROR', message, { field: '(root)', issues: [{ field: '(root)', message }] });
  }
  return input;
}

/** A 400 in the shape of the zod hook's, for input validated inside a handler (multipart bodies). */
export function validationFailure(error: z.ZodError): ApiError {
  const issues = error.issues.map((i) => ({ field: i.path.length ? i.path.join('.') : '(root)', message: i.message }));
  const first = issues[0] ?? { field: '(root)', message: 'Invalid input' };
  return new ApiError(400, 'VALIDATION_ERROR', first.message, { field: first.field, issues });
}

export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailure(result.error);
  return result.data;
}

// ---------------------------------------------------------------- after a write

const EDITS_KEY = 'admin:edits';
const MAX_EDITS = 25;
const EDITS_TTL_SECONDS = 7 * 24 * 3600;

/** Recent content edits, newest first (kept in the shared cache, so every instance sees them). */
export async function recentEdits(c: Context<AppBindings>): Promise<EditRecord[]> {
  try {
    const raw = await c.var.deps.cache.get(EDITS_KEY);
    const list = raw ? (JSON.parse(raw) as EditRecord[]) : [];
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

async function recordEdit(c: Context<AppBindings>, reason: string): Promise<void> {
  const entry: EditRecord = { at: new Date(nowMs(c.var.deps)).toISOString(), reason, admin: c.var.admin?.adminId ?? 'unknown' };
  const list = [entry, ...(await recentEdits(c))].slice(0, MAX_EDITS);
  await c.var.deps.cache.set(EDITS_KEY, JSON.stringify(list), EDITS_TTL_SECONDS);
}

/** Invalidate the areas' cached reads, ask for a rebuild, record the edit. */
export async function afterWrite(c: Context<AppBindings>, areas: readonly Area[], reason: string): Promise<void> {
  const { cache, log, requestRebuild } = c.var.deps;
  await invalidate(cache, ...areas);
  try {
    requestRebuild(reason);
  } catch (err) {
    log.warn(`rebuild request failed after "${reason}": ${(err as Error).message}`);
  }
  await recordEdit(c, reason);
  log.info(`admin ${c.var.admin?.adminId ?? '?'}: ${reason}`);
}

/** ' (was /blog/old-slug)' when a write moved an item to a new slug, else ''. */
export const movedFrom = (prefix: string, before: string, after: string) => (before !== after ? ` (was ${prefix}${before})` : '');

/** One admin write, step by step (see `adminWrite`). */
interface Write<T, B extends object, S extends ContentfulStatusCode> {
  /** The cache areas the write changes (usually `AREAS_OF.x`). */
  areas: readonly Area[];
  /** The db/mutations call; its expected failures become 400/404/409. */
  run: () => Promise<T>;
  /** The edit as the rebuild panel and the log show it. */
  reason: (result: T) => string;
  /** The JSON answer. */
  body: (result: T) => B;
  status: S;
}

/** Runs the write, then invalidates, asks for a rebuild and records the edit, then answers. */
export async function adminWrite<T, B extends object, S extends ContentfulStatusCode>(c: Context<AppBindings>, write: Write<T, B, S>) {
  const result = await mutate(write.run);
  await afterWrite(c, write.areas, write.reason(result));
  return c.json(write.body(result), write.status);
}

/** The cache areas each kind of content lives in (what a write to it invalidates). */
export const AREAS_OF = {
  ads: ['ads'],
  live: ['live'],
  mocks: ['mocks'],
  resources: ['resources'],
  /** Articles: listings, categories (counts, dates) and series (counts, parts). */
  articles: ['articles', 'categories', 'series'],
  categories: ['categories', 'articles'],
  series: ['series', 'articles'],
} as const satisfies Record<string, readonly Area[]>;
