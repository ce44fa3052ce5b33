/**
 * The request layer (spec sections 6, 7 and 8): ONE module every island uses
 * to call the API. Built on ky; its hooks carry the recovery logic.
 *
 *   base /api, 10 s timeout, JSON
 *   beforeRequest  x-api-key from the key manager, else the build-time
 *                  PUBLIC_API_KEY; Authorization: Bearer <token> when signed in.
 *                  Runs again before every retry, so a retry carries the new
 *                  key or the refreshed token.
 *   afterResponse  401/403 whose body has code API_KEY_MISSING/API_KEY_INVALID
 *                  (or error 'Invalid API key'/'API key required'): one shared
 *                  key re-fetch (concurrent failures wait on the same one),
 *                  then the request is retried once.
 *                  Any other 401/403 on a signed-in call: the token is
 *                  force-refreshed and the request retried once; if the
 *                  refresh fails the user is logged out.
 *   Brave          sensitive paths are rewritten to their aliases; a request
 *                  the browser blocked fires `braveBlockingDetected` with
 *                  { url, method, timestamp } and rejects with the spec's
 *                  message.
 *   errors         ApiRequestError whose message is the server's `error`
 *                  field, else the transport message, else 'API request failed'.
 *
 * Islands use `api.get/post/put/patch/delete` or the generic `apiRequest`.
 */
import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import type { ApiKeyManager } from './api-key-manager';
import { BRAVE_BLOCKED_MESSAGE, detectBrave, isBlockedByBrowser, rewritePathForBrave } from './brave';
import { REQUEST_TIMEOUT_MS } from '#core/constants.ts';
import { API_BASE } from './config';
import { BRAVE_BLOCKING_EVENT, emit, type BraveBlockingDetail } from './events';

export const DEFAULT_API_ERROR = 'API request failed';
const KEY_ERROR_CODES = new Set(['API_KEY_MISSING', 'API_KEY_INVALID']);
const KEY_ERROR_MESSAGES = new Set(['Invalid API key', 'API key required']);

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status, when the server answered. */
  readonly status?: number;
  /** The server's machine code (`code` field), when given. */
  readonly code?: string;
  /** The parsed error body, when the server answered. */
  readonly data?: unknown;
  /** True when the browser's privacy protection blocked the request. */
  readonly blocked: boolean;
  /** The server's Retry-After (a 503 under load, a 429), in ms, when it sent one. */
  readonly retryAfterMs?: number;

  constructor(
    message: string,
    details: { status?: number; code?: string; data?: unknown; blocked?: boolean; retryAfterMs?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.data = details.data;
    this.blocked = details.blocked ?? false;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** A Retry-After header (delay in seconds, or an HTTP date) in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null | undefined, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

/** Whether an error body is the API's "missing or invalid API key" answer. */
export function isApiKeyRejection(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const { code, error } = body as { code?: unknown; error?: unknown };
  return (typeof code === 'string' && KEY_ERROR_CODES.has(code)) || (typeof error === 'string' && KEY_ERROR_MESSAGES.has(error));
}

/** What the request layer needs from the signed-in state (auth.ts provides it). */
export interface AuthBridge {
  /** The current ID token, or null when signed out. */
  getToken(): string | null;
  /** Force-refreshes the ID token; rejects when it cannot (then the user is logged out). */
  refreshToken(): Promise<string>;
  /** Signs the user out (clears token, profile, stored keys; raises the logged-out event). */
  logout(): Promise<void>;
}

export interface ApiClientOptions {
  /** Absolute or same-origin base of the API (default '/api'). */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  keyManager: Pick<ApiKeyManager, 'apiKey' | 'whenReady' | 'refetchAfterRejection'>;
  /** The build-time key (PUBLIC_API_KEY), used when the manager has none. */
  buildApiKey?: string;
  auth?: AuthBridge;
  /** Brave detection (default: navigator.brave.isBrave()). */
  isBrave?: () => Promise<boolean>;
  /** Where braveBlockingDetected is dispatched (default: window). */
  eventTarget?: EventTarget;
}

export interface RequestOptions {
  /** Query parameters; undefined values are left out. */
  searchParams?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Per-call timeout (default 10 s). */
  timeoutMs?: number;
  /** Let the request outlive the page (fetch keepalive), e.g. counting a download as the browser leaves. */
  keepalive?: boolean;
  /** The browser cache mode, e.g. 'no-cache' to revalidate a public (cacheable) read. */
  cache?: RequestCache;
  /**
   * A public read the same for everyone (a test's paper, an answer key's address): sent without the Bearer token,
   * so a CDN may answer it (a shared cache does not serve a request that carries Authorization).
   */
  shared?: boolean;
}

interface RetryContext {
  keyRetried?: boolean;
  tokenRetried?: boolean;
  /** RequestOptions.shared: no Authorization header. */
  shared?: boolean;
}

export interface ApiClient {
  /** The generic helper: performs the request and returns the response data (parsed JSON, or null when empty). */
  request<T = unknown>(method: HttpMethod, path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** The configured ky instance (hooks included), for the rare call that needs the raw Response. */
  readonly ky: KyInstance;
}

function resolveBase(baseUrl: string): string {
  if (/^https?:\/\//i.test(baseUrl)) return baseUrl.replace(/\/+$/, '');
  const origin = typeof location !== 'undefined' ? location.origin : 'http://localhost';
  return new URL(baseUrl, origin).href.replace(/\/+$/, '');
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { keyManager, auth, buildApiKey } = options;
  const isBrave = options.isBrave ?? (() => detectBrave());
  const base = () => resolveBase(options.baseUrl ?? API_BASE);

  const instance = ky.create({
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    fetch: options.fetch,
    credentials: 'same-origin',
    // Only the forced retries of the hook below: none on status codes, none on network errors.
    retry: { limit: 2, methods: [], statusCodes: [], afterStatusCodes: [] },
    hooks: {
      beforeRequest: [
        async (request, hookOptions) => {
          let key = keyManager.apiKey;
          if (!key && !buildApiKey) {
            await keyManager.whenReady();
            key = keyManager.apiKey;
          }
          key ??= buildApiKey ?? null;
          if (key) request.headers.set('x-api-key', key);
          else request.headers.delete('x-api-key');
          const token = (hookOptions.context as RetryContext).shared ? null : (auth?.getToken() ?? null);
          if (token) request.headers.set('authorization', `Bearer ${token}`);
          else request.headers.delete('authorization');
        },
      ],
      afterResponse: [
        async (request, hookOptions, response) => {
          if (response.status !== 401 && response.status !== 403) return;
          const context = hookOptions.context as RetryContext;
          const body: unknown = await response.json().catch(() => null);

          if (isApiKeyRejection(body)) {
            if (context.keyRetried) return;
            context.keyRetried = true;
            try {
              await keyManager.refetchAfterRejection(request.headers.get('x-api-key'));
            } catch {
              return; // no new key: the original answer stands
            }
            return ky.retry({ delay: 0, code: 'API_KEY_REFRESHED' });
          }

          if (auth && request.headers.has('authorization')) {
            if (context.tokenRetried) return;
            context.tokenRetried = true;
            try {
              await auth.refreshToken();
            } catch {
              await auth.logout().catch(() => undefined);
              return;
            }
            return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
          }
        },
      ],
    },
  });

  async function request<T>(method: HttpMethod, path: string, body?: unknown, callOptions: RequestOptions = {}): Promise<T> {
    const relative = path.startsWith('/') ? path : `/${path}`;
    const brave = await isBrave().catch(() => false);
    const finalPath = brave ? rewritePathForBrave(relative) : relative;
    const url = `${base()}${finalPath}`;
    const kyOptions: Options = {
      method,
      headers: { accept: 'application/json', ...callOptions.headers },
      context: (callOptions.shared ? { shared: true } : {}) satisfies RetryContext,
      signal: callOptions.signal,
    };
    if (callOptions.timeoutMs !== undefined) kyOptions.timeout = callOptions.timeoutMs;
    if (callOptions.keepalive) kyOptions.keepalive = true;
    if (callOptions.cache) kyOptions.cache = callOptions.cache;
    if (callOptions.searchParams) {
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(callOptions.searchParams)) if (v !== undefined) params[k] = String(v);
      kyOptions.searchParams = params;
    }
    if (body !== undefined) kyOptions.json = body;

    try {
      const response = await instance(url, kyOptions);
      const text = await response.text();
      if (!text) return null as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        return text as T;
      }
    } catch (error) {
      throw await toApiError(error, { url, method, brave, eventTarget: options.eventTarget });
    }
  }

  return {
    request,
    get: (path, o) => request('GET', path, undefined, o),
    post: (path, body, o) => request('POST', path, body, o),
    put: (path, body, o) => request('PUT', path, body, o),
    patch: (path, body, o) => request('PATCH', path, body, o),
    delete: (path, body, o) => request('DELETE', path, body, o),
    ky: instance,
  };
}

async function toApiError(error: unknown, context: { url: string; method: string; brave: boolean; eventTarget?: EventTarget }): Promise<ApiRequestError> {
  if (error instanceof ApiRequestError) return error;
  if (isBlockedByBrowser(error, context.brave)) {
    const detail: BraveBlockingDetail = { url: context.url, method: context.method, timestamp: new Date().toISOString() };
    emit(BRAVE_BLOCKING_EVENT, detail, context.eventTarget);
    return new ApiRequestError(BRAVE_BLOCKED_MESSAGE, { blocked: true, cause: error });
  }
  if (error instanceof HTTPError) {
    const data: unknown = await error.response
      .clone()
      .json()
      .catch(() => null);
    const fields = (data && typeof data === 'object' ? data : {}) as { error?: unknown; code?: unknown };
    const serverMessage = typeof fields.error === 'string' && fields.error ? fields.error : undefined;
    return new ApiRequestError(serverMessage ?? (error.message || DEFAULT_API_ERROR), {
      status: error.response.status,
      code: typeof fields.code === 'string' ? fields.code : undefined,
      data,
      retryAfterMs: retryAfterMs(error.response.headers.get('retry-after')),
      cause: error,
    });
  }
  const message = error instanceof Error && error.message ? error.message : DEFAULT_API_ERROR;
  return new ApiRequestError(message, { cause: error });
}

/** The message to show for any error thrown by the request layer (or anything else). */
export function apiErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : DEFAULT_API_ERROR;
}
