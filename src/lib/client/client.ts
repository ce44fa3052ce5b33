/**
 * The page-wide singletons every island shares: one API key manager, one
 * auth controller, one request layer. Created on first use (never during
 * server rendering), wired to each other here so the modules themselves stay
 * free of import cycles.
 */
import { createApiClient, type ApiClient } from './api';
import { getApiKeyManager } from './api-key-manager';
import type { UserResponse } from '#core/schemas/responses/accounts.ts';
import { AuthController } from './auth';
import { BUILD_API_KEY } from './config';
import { browserStorage, STORAGE_KEYS } from './storage';
import { claimDeviceAttempts } from './device-attempts';
import { sendPracticeQueue } from './device-practice';
import type { PracticeAnswersResult } from '#core/schemas/practice.ts';
import { AUTH_LOGIN_EVENT } from './events';
import type { MockAttemptClaimResult } from '#core/schemas/mock-attempt.ts';

let apiClient: ApiClient | undefined;
let authController: AuthController | undefined;

/** The request layer (ONE for the page). */
export function getApi(): ApiClient {
  apiClient ??= createApiClient({
    keyManager: getApiKeyManager(),
    buildApiKey: BUILD_API_KEY,
    auth: {
      getToken: () => getAuth().getToken(),
      refreshToken: () => getAuth().refreshToken(),
      logout: () => getAuth().signOut(),
    },
  });
  return apiClient;
}

/** The auth state (ONE for the page). Firebase itself loads only when init() or a sign-in runs. */
export function getAuth(): AuthController {
  if (!authController) {
    const controller = new AuthController({
      loadIdentity: async () => (await import('./firebase')).firebaseIdentity(),
      backend: {
        sync: async (idToken, additionalData) =>
          (await getApi().post<UserResponse>('/auth/verify-and-sync', { idToken, additionalData })).user,
        updateProfile: async (changes) => (await getApi().put<UserResponse>('/auth/profile', changes)).user,
      },
    });
    authController = controller;
    if (typeof window !== 'undefined') {
      // A sign-in on this device: the attempts it made signed out join the account (the runner retries before a start).
      window.addEventListener(AUTH_LOGIN_EVENT, () => void joinDeviceAttempts().catch(() => undefined));
      // Issue 30: what was practised signed out joins the account too (sent once; kept if it fails, and retried).
      window.addEventListener(AUTH_LOGIN_EVENT, () => void sendDevicePractice().catch(() => undefined));
      window.addEventListener('storage', (event) => {
        if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) controller.syncFromStorage();
      });
    }
  }
  return authController;
}

/** Sends this device's signed-out attempts to the signed-in account (device-attempts.ts); nothing to send: no request. */
export function joinDeviceAttempts() {
  return claimDeviceAttempts(browserStorage(), (body) =>
    // keepalive: the sign-in page navigates away right after the login event.
    getApi().post<{ data: MockAttemptClaimResult }>('/progress/attempts/claim', body, { keepalive: true }),
  );
}

/** Sends this device's practice answers the account has not got yet (device-practice.ts); none: no request. */
export function sendDevicePractice() {
  return sendPracticeQueue(browserStorage(), (body) =>
    getApi().post<{ data: PracticeAnswersResult }>('/question-bank/answers', body, { keepalive: true }),
  );
}

/** The generic helper of spec section 7: performs a request (default GET, optional body) and returns the response data. */
export function apiRequest<T = unknown>(path: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'GET', body?: unknown): Promise<T> {
  return getApi().request<T>(method, path, body);
}

/** Shorthands on the page-wide request layer. */
export const api = {
  get: <T = unknown>(path: string, options?: Parameters<ApiClient['get']>[1]) => getApi().get<T>(path, options),
  post: <T = unknown>(path: string, body?: unknown, options?: Parameters<ApiClient['post']>[2]) => getApi().post<T>(path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: Parameters<ApiClient['put']>[2]) => getApi().put<T>(path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: Parameters<ApiClient['patch']>[2]) => getApi().patch<T>(path, body, options),
  delete: <T = unknown>(path: string, body?: unknown, options?: Parameters<ApiClient['delete']>[2]) => getApi().delete<T>(path, body, options),
};
