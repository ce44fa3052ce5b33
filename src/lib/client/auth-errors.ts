/**
 * Sign-in and sign-up messages (spec section 8): identity-provider error code
 * → the message shown. Anything else shows the original message, or
 * 'An error occurred. Please try again.' when there is none.
 */

export const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'email-already-in-use': 'This email is already registered. Please sign in instead.',
  'invalid-email': 'Invalid email address.',
  'operation-not-allowed': 'Operation not allowed. Please contact support.',
  'weak-password': 'Password is too weak. Please use at least 6 characters.',
  'user-disabled': 'This account has been disabled.',
  'user-not-found': 'No account found with this email.',
  'wrong-password': 'Incorrect password.',
  'invalid-credential': 'Invalid email or password.',
  'too-many-requests': 'Too many failed attempts. Please try again later.',
  'network-request-failed': 'Network error. Please check your connection.',
  'popup-closed-by-user': 'Sign-in popup was closed.',
  'cancelled-popup-request': 'Only one popup request is allowed at a time.',
};

export const DEFAULT_AUTH_ERROR = 'An error occurred. Please try again.';

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
