/**
 * Uniform JSON errors. Every failure the API returns has the shape
 * `{ error: string, code: string, ... }`: the request layer on the client shows
 * `error` as is, so it must always be a human-readable sentence.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { isDatabaseBusy, isDatabaseUnavailable } from '#db/unavailable.ts';
import { Overloaded } from './coalesce';
import type { AppBindings } from './context';
import { databaseUnavailable } from './db-outage';

export interface ValidationIssue {
  field: string;
  message: string;
}

export function zodIssues(error: ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join('.') : '(root)',
    message: issue.message,
  }));
}

/** 400 with the first failing field and message up front, all issues listed. */
export function validationError(c: Context, error: ZodError) {
  const issues = zodIssues(error);
  const first = issues[0] ?? { field: '(root)', message: 'Invalid input' };
  return c.json({ error: first.message, code: 'VALIDATION_ERROR', field: first.field, issues }, 400);
}

/** Thrown by handlers for expected failures (404, 409, ...). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Resource') => new ApiError(404, 'NOT_FOUND', `${what} not found`);

export function onError(err: Error, c: Context<AppBindings>) {
  if (err instanceof ApiError) {
    return c.json({ error: err.message, code: err.code, ...err.extra }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status < 500) {
      const message = err.message || (status === 400 ? 'Bad request' : 'Request failed');
      return c.json({ error: message, code: status === 400 ? 'BAD_REQUEST' : 'HTTP_ERROR' }, status);
    }
  }
  if (c.get('deps') && isDatabaseUnavailable(err)) return databaseUnavailable(c, err);
  // More arrived than the database takes (a full queue, a statement timed out or aborted under contention): 503 with
  // Retry-After, never 500 (issue 28); the runner's submit queue waits that long and sends again.
  if (err instanceof Overloaded) return serverBusy(c, err.retryAfterSeconds);
  if (c.get('deps') && isDatabaseBusy(err)) return serverBusy(c, BUSY_RETRY_AFTER_SECONDS);
  const requestId = c.get('requestId');
  c.get('deps')?.log.error(`request ${requestId} failed: ${c.req.method} ${c.req.path}`, err);
  return c.json({ error: 'Internal server error', code: 'INTERNAL_ERROR', requestId }, 500);
}

export const BUSY_RETRY_AFTER_SECONDS = 2;

export const SERVER_BUSY = {
  code: 'SERVER_BUSY',
  error: 'The server is busy right now. Please try again in a few seconds.',
} as const;

export function serverBusy(c: Context<AppBindings>, retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return c.json({ ...SERVER_BUSY, retryAfter: seconds }, 503, { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });
}

export function onNotFound(c: Context<AppBindings>) {
  return c.json({ error: `No route for ${c.req.method} ${c.req.path}`, code: 'ROUTE_NOT_FOUND' }, 404);
}
