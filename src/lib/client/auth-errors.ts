/**
 * Sign-in and sign-up messages (spec section 8): identity-provider error code
 * → the message shown. Anything else shows the original message, or
 * 'An error occurred. Please try again.' when there is none.
 */

import { auth as enAuth } from '#core/i18n/en/auth.ts';

/** The spec's catalogue lives in the English dictionary (core/i18n/en/auth.ts); the auth form shows it in the page's language. */
export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = enAuth.errors;

export const DEFAULT_AUTH_ERROR: string = enAuth.defaultError;

/** Sign-up rule (spec section 5): at least 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;

/** The provider code without its 'auth/' prefix, or undefined. */
export function authErrorCode(error: unknown): string | undefined {
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code.replace(/^auth\//, '') : undefined;
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  if (code && Object.hasOwn(AUTH_ERROR_MESSAGES, code)) return AUTH_ERROR_MESSAGES[code];
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message && message.trim() ? message : DEFAULT_AUTH_ERROR;
}

/** An auth failure carrying the message to show and the provider code. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  readonly code?: string;
  constructor(message: string, code?: string, cause?: unknown) {
    super(message, { cause });
    this.code = code;
  }

  static from(error: unknown): AuthError {
    if (error instanceof AuthError) return error;
    return new AuthError(authErrorMessage(error), authErrorCode(error), error);
  }
}
