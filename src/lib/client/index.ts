/**
 * The client data layer: the ONE module boundary every island uses.
 *
 *   api / apiRequest / getApi   the request layer (api.ts, wired in client.ts)
 *   getAuth / useAuth           auth state and actions (auth.ts, react.tsx)
 *   ApiKeyProvider / useApiKey  the shared API key manager (api-key-manager.ts, react.tsx)
 *   safeRedirect, authPageHref  redirects after sign-in (redirect.ts)
 *   events                      auth:login, auth:logout, braveBlockingDetected
 *
 * Firebase is never imported from here: it loads on demand (firebase.ts).
 */
import './zod-csp';

export { ApiRequestError, apiErrorMessage, createApiClient, DEFAULT_API_ERROR, isApiKeyRejection, type ApiClient, type HttpMethod, type RequestOptions } from './api';
export { API_KEY_MESSAGES, API_KEY_SETTINGS, ApiKeyManager, getApiKeyManager, type ApiKeyData, type ApiKeyState } from './api-key-manager';
export { AuthController, SIGNED_OUT, type AuthState, type AuthStatus, type IdentityUser, type UserProfile } from './auth';
export { AUTH_ERROR_MESSAGES, AuthError, authErrorMessage, DEFAULT_AUTH_ERROR, MIN_PASSWORD_LENGTH } from './auth-errors';
export { BRAVE_BLOCKED_MESSAGE, detectBrave, isBlockedByBrowser, rewritePathForBrave } from './brave';
export { api, apiRequest, getApi, getAuth, joinDeviceAttempts } from './client';
export { rememberSignedOutAttempt, signedOutAttempts, SIGNED_OUT_ATTEMPTS_KEY } from './device-attempts';
export { browserStorage } from './storage';
export { API_BASE, AUTH_CONFIGURED, AUTH_EMULATOR_HOST } from './config';
export { AUTH_LOGIN_EVENT, AUTH_LOGOUT_EVENT, BRAVE_BLOCKING_EVENT, type BraveBlockingDetail } from './events';
export { ApiKeyProvider, useApiKey, useAuth, type ApiKeyContextValue } from './react';
export { authPageHref, redirectFromLocation, REDIRECT_PARAM, safeRedirect } from './redirect';
