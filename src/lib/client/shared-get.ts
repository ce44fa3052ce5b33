/**
 * A public read that is the same for everyone (a practice set), without the request layer: the API key and fetch,
 * nothing else (no Bearer token, so a CDN may answer it). The full layer (api.ts with ky, client.ts with the auth
 * controller, ~12 KB gzip) would double a topic page's JavaScript before interaction (docs/practice.md, Budgets).
 * A rejected key is re-fetched once, as the request layer does.
 */
import { REQUEST_TIMEOUT_MS } from '#core/constants.ts';
import { getApiKeyManager } from './api-key-manager';
import { API_BASE, BUILD_API_KEY } from './config';

export async function sharedGet<T>(path: string): Promise<T> {
  const keys = getApiKeyManager();
  await keys.whenReady();
  const get = (key: string | null) =>
    fetch(`${API_BASE}${path}`, { headers: key ? { 'x-api-key': key } : {}, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  let key = keys.apiKey ?? BUILD_API_KEY ?? null;
  let res = await get(key);
  if (res.status === 401) res = await get((key = await keys.refetchAfterRejection(key)));
  if (!res.ok) throw Object.assign(new Error(`GET ${path}: ${res.status}`), { status: res.status });
  return (await res.json()) as T;
}
