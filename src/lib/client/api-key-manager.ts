/**
 * The API key holder (spec sections 4, 7, 8, 9), framework-free so every
 * island on a page shares ONE manager (`getApiKeyManager()`); the React
 * context in react.tsx is only a view of it.
 *
 * - State: loading at start, then ready (key and data) or error (message).
 * - The key is fetched at start and refreshed every 300000 ms from
 *   GET /api/public/current-api-key (no key, no auth, 5000 ms timeout).
 * - One fetch is up to 1 + 3 attempts: 3 retries after the first failure,
 *   waiting 1000, 2000 and 4000 ms (base delay doubling).
 * - A fetch that fails after its retries is one consecutive failure; after 5
 *   the manager stops (no more timer, refresh refused) with 'Too many
 *   consecutive API key fetch failures. Please refresh the page.'
 * - A failed first fetch reports 'Failed to initialize API key manager'; a
 *   failed later or manual refresh 'Failed to refresh API key' (the last good
 *   key stays in use: the server accepts it through its grace period).
 * - Every new key reaches the subscribers and clears the error.
 * - Concurrent callers share one in-flight fetch; the request layer's
 *   re-fetch after a key rejection (`refetchAfterRejection`) reuses it too.
 */
import type { ApiKey } from '#core/schemas/responses/accounts.ts';
import { API_KEY_BASE_DELAY_MS, API_KEY_MAX_CONSECUTIVE_FAILURES, API_KEY_MAX_RETRIES, API_KEY_REFRESH_MS, API_KEY_TIMEOUT_MS } from '#core/constants.ts';

/** GET /api/public/current-api-key (core/schemas/responses/accounts.ts). */
export type ApiKeyData = ApiKey;

/** 'idle' after clear() until the next fetch. */
export type ApiKeyStatus = 'loading' | 'ready' | 'error' | 'idle';

export interface ApiKeyState {
  status: ApiKeyStatus;
  apiKey: string | null;
  keyData: ApiKeyData | null;
  loading: boolean;
  error: string | null;
}

export const API_KEY_SETTINGS = {
  endpoint: '/api/public/current-api-key',
  refreshIntervalMs: API_KEY_REFRESH_MS,
  maxRetries: API_KEY_MAX_RETRIES,
  baseDelayMs: API_KEY_BASE_DELAY_MS,
  maxConsecutiveFailures: API_KEY_MAX_CONSECUTIVE_FAILURES,
  timeoutMs: API_KEY_TIMEOUT_MS,
} as const;

export const API_KEY_MESSAGES = {
  init: 'Failed to initialize API key manager',
  refresh: 'Failed to refresh API key',
  tooMany: 'Too many consecutive API key fetch failures. Please refresh the page.',
} as const;

export interface ApiKeyManagerOptions {
  endpoint?: string;
  fetch?: typeof fetch;
  refreshIntervalMs?: number;
  maxRetries?: number;
  baseDelayMs?: number;
  maxConsecutiveFailures?: number;
  timeoutMs?: number;
}

type Listener = (state: ApiKeyState) => void;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ApiKeyManager {
  private state: ApiKeyState = { status: 'loading', apiKey: null, keyData: null, loading: true, error: null };
  private readonly listeners = new Set<Listener>();
  private readonly settings: Required<Omit<ApiKeyManagerOptions, 'fetch'>>;
  private readonly fetchImpl: () => typeof fetch;
  private inflight: Promise<string> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private started = false;
  private stopped = false;
  private everSucceeded = false;
  private consecutiveFailures = 0;
  private firstCycle: Promise<void> | null = null;

  constructor(options: ApiKeyManagerOptions = {}) {
    const { fetch: fetchOption, ...rest } = options;
    this.settings = { ...API_KEY_SETTINGS, ...rest };
    this.fetchImpl = () => fetchOption ?? globalThis.fetch.bind(globalThis);
  }

  getState = (): ApiKeyState => this.state;

  /** The current key, or null. */
  get apiKey(): string | null {
    return this.state.apiKey;
  }

  get failures(): number {
    return this.consecutiveFailures;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(patch: Partial<ApiKeyState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener(this.state);
  }

  /** Fetches the key now and every refresh interval. Idempotent; resolves when the first fetch settled. */
  start(): Promise<void> {
    if (!this.started) {
      this.started = true;
      this.firstCycle = this.cycle('init').then(
        () => undefined,
        () => undefined,
      );
      this.timer = setInterval(() => void this.cycle('refresh').catch(() => undefined), this.settings.refreshIntervalMs);
    }
    return this.firstCycle!;
  }

  /** Resolves once the first fetch settled (success or failure); starts the manager if needed. */
  whenReady(): Promise<void> {
    return this.start();
  }

  /** Manual refresh: the new key, or throws 'Failed to refresh API key' (or the too-many message once stopped). */
  async refresh(): Promise<string> {
    return this.cycle('refresh');
  }

  /**
   * After the server rejected `rejectedKey`: when the manager already holds a
   * different key (someone refreshed meanwhile) that key is used as is;
   * otherwise one shared re-fetch runs and every caller waits on it.
   */
  async refetchAfterRejection(rejectedKey: string | null): Promise<string> {
    if (this.state.apiKey && rejectedKey !== null && this.state.apiKey !== rejectedKey) return this.state.apiKey;
    return this.cycle('refresh');
  }

  /** Forgets the key and its data (the request layer falls back to the build-time key). */
  clear(): void {
    this.setState({ apiKey: null, keyData: null, error: null, loading: false, status: 'idle' });
  }

  /** Stops the refresh timer (tests, page teardown). */
  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  private cycle(kind: 'init' | 'refresh'): Promise<string> {
    if (this.stopped) return Promise.reject(new Error(API_KEY_MESSAGES.tooMany));
    this.inflight ??= this.fetchWithRetry()
      .then(
        (data) => {
          this.consecutiveFailures = 0;
          this.everSucceeded = true;
          this.setState({ status: 'ready', apiKey: data.apiKey, keyData: data, loading: false, error: null });
          return data.apiKey;
        },
        (cause: unknown) => {
          this.consecutiveFailures++;
          if (this.consecutiveFailures >= this.settings.maxConsecutiveFailures) {
            this.stopped = true;
            this.stop();
            this.setState({ status: 'error', loading: false, error: API_KEY_MESSAGES.tooMany });
            throw new Error(API_KEY_MESSAGES.tooMany, { cause });
          }
          const message = kind === 'init' && !this.everSucceeded ? API_KEY_MESSAGES.init : API_KEY_MESSAGES.refresh;
          this.setState({ status: this.state.apiKey ? 'ready' : 'error', loading: false, error: message });
          throw new Error(message, { cause });
        },
      )
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }

  private async fetchWithRetry(): Promise<ApiKeyData> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= this.settings.maxRetries; attempt++) {
      if (attempt > 0) await sleep(this.settings.baseDelayMs * 2 ** (attempt - 1));
      try {
        return await this.fetchOnce();
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  }

  private async fetchOnce(): Promise<ApiKeyData> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new Error('API key request timed out')), this.settings.timeoutMs);
    try {
      const res = await this.fetchImpl()(this.settings.endpoint, {
        method: 'GET',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        cache: 'no-store',
        signal: controller.signal,
      });
      const body = (await res.json().catch(() => null)) as Partial<ApiKeyData> | null;
      if (!res.ok || !body || body.success !== true || typeof body.apiKey !== 'string' || !body.apiKey) {
        throw new Error((body as { error?: string } | null)?.error ?? `API key request failed (${res.status})`);
      }
      return body as ApiKeyData;
    } finally {
      clearTimeout(timer);
    }
  }
}

let shared: ApiKeyManager | undefined;

/** The page-wide manager every island shares. */
export function getApiKeyManager(): ApiKeyManager {
  shared ??= new ApiKeyManager();
  return shared;
}

/** Tests: replace (or drop) the page-wide manager. */
export function setApiKeyManager(manager: ApiKeyManager | undefined): void {
  shared?.stop();
  shared = manager;
}
