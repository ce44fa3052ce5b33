/**
 * Expected failures of a write, independent of HTTP. The admin routes map
 * them: not_found → 404, conflict → 409, invalid → 400 (with the field).
 */
export type MutationErrorKind = 'not_found' | 'conflict' | 'invalid';

export class MutationError extends Error {
  constructor(
    readonly kind: MutationErrorKind,
    readonly code: string,
    message: string,
    /** The input field at fault (invalid), e.g. 'categoryId'. */
    readonly field?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string, id: number | string) => new MutationError('not_found', 'NOT_FOUND', `${what} ${id} not found`);
export const conflict = (code: string, message: string, extra: Record<string, unknown> = {}) => new MutationError('conflict', code, message, undefined, extra);
export const invalid = (field: string, message: string) => new MutationError('invalid', 'VALIDATION_ERROR', message, field);

/** The Postgres SQLSTATE of a driver error (drizzle wraps it in `cause`), or null. */
export function pgCode(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** The constraint named by a driver error, when the driver reports it. */
export function pgConstraint(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
