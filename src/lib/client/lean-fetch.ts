/**
 * A request without the request layer: the API key and fetch, nothing else (no Bearer token, no ky, no auth
 * controller). For public calls on pages with a JavaScript budget (a topic page's practice sets; the daily quiz:
 * today's day, the day's document, the signed-out check, a past day's leaderboard), where the full layer (api.ts with ky, client.ts with the auth
 * controller, ~12 KB gzip) would be most of the page's script. A rejected key is re-fetched once, as the request
 * layer does. A refusal throws a LeanRequestError with the server's status, `code` and `error` message, the fields
 * callers read on the layer's ApiRequestError too.
 */
import { REQUEST_TIMEOUT_MS } from '#core/constants.ts';
import { getApiKeyManager } from './api-key-manager';
import { API_BASE, BUILD_API_KEY } from './config';

export const LEAN_DEFAULT_ERROR = 'API request failed';

export class LeanRequestError extends Error {
  override readonly name = 'LeanRequestError';
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export async function leanFetch<T>(path: string, body?: unknown): Promise<T> {
  const keys = getApiKeyManager();
  await keys.whenReady();
  const send = (key: string | null) => {
    const headers: Record<string, string> = key ? { 'x-api-key': key } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${API_BASE}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  };
  let key = keys.apiKey ?? BUILD_API_KEY ?? null;
  let res: Response;
  try {
    res = await send(key);
    if (res.status === 401) res = await send((key = await keys.refetchAfterRejection(key)));
  } catch (e) {
    // Offline, timed out, blocked: no status, so callers keep what they were sending.
    throw new LeanRequestError(e instanceof Error && e.message ? e.message : LEAN_DEFAULT_ERROR);
  }
  return readLean<T>(res);
}

/** A response's JSON body, or a LeanRequestError with the server's status, code and message (also for a response fetched elsewhere). */
export async function readLean<T>(res: Response): Promise<T> {
  const data = (await res.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
  if (!res.ok) {
    const message = typeof data?.error === 'string' && data.error ? data.error : LEAN_DEFAULT_ERROR;
    throw new LeanRequestError(message, res.status, typeof data?.code === 'string' ? data.code : undefined);
  }
  return data as T;
}
