/**
 * Live counters on static pages (docs/site.md, "Live counts"). A page prints
 * its counts as of the build; after load, at idle, the island loader
 * (../boot.ts) brings this module to
 *   - /resource: read every link's current download count in one
 *     GET /api/public/counts?links=… (sorted ids, so every visitor asks the
 *     same URL and the CDN answers most of them) and show it;
 *   - an article page: record the view, POST /api/public/content/{slug}/visit
 *     (counted once per client per article per day by the server).
 * Framework free and without the request layer (ky, auth): the key comes from
 * the page-wide key manager, so article pages stay within their JS budget.
 * Failures are silent: the printed figures stay.
 */
import { getApiKeyManager } from '../../lib/client/api-key-manager';
import { API_BASE, BUILD_API_KEY } from '../../lib/client/config';

export type Call = (path: string, init?: RequestInit) => Promise<Response>;

/** At most this many ids per call (the API's limit). */
const CHUNK = 200;

/** fetch on the API with the current key; after a rejected key, one retry with a fresh one. */
export const apiCall: Call = async (path, init = {}) => {
  const keys = getApiKeyManager();
  let key = keys.apiKey;
  if (!key && !BUILD_API_KEY) {
    await keys.whenReady();
    key = keys.apiKey;
  }
  key ??= BUILD_API_KEY ?? null;
  const send = (k: string | null) => fetch(`${API_BASE}${path}`, { ...init, headers: k ? { 'x-api-key': k } : {} });
  const res = await send(key);
  return res.status === 401 ? send(await keys.refetchAfterRejection(key)) : res;
};

/** Shows the current download count of every link on the page. */
export async function refreshDownloadCounts(doc: Document, call: Call = apiCall): Promise<void> {
  const ids = [...new Set([...doc.querySelectorAll<HTMLElement>('[data-download-count]')].map((el) => el.dataset.downloadCount ?? ''))]
    .filter((id) => /^\d+$/.test(id))
    .sort((a, b) => Number(a) - Number(b));
  if (!ids.length) return;
  // Loaded here, not with the module: article pages need only countVisit.
  const { rememberedCounts, showDownloadCount } = await import('../downloads/show-count');
  for (let i = 0; i < ids.length; i += CHUNK) {
    try {
      const res = await call(`/public/counts?links=${ids.slice(i, i + CHUNK).join(',')}`);
      if (!res.ok) return;
      const links = ((await res.json()) as { links?: Record<string, unknown> }).links ?? {};
      const mine = rememberedCounts();
      for (const [id, n] of Object.entries(links)) {
        if (typeof n === 'number' && Number.isFinite(n)) showDownloadCount(doc, id, Math.max(n, mine[id] ?? 0));
      }
    } catch {
      return; // offline: the printed counts stay
    }
  }
}

/** Records a view of the article `slug` (kept alive if the reader leaves at once). */
export async function countVisit(slug: string, call: Call = apiCall): Promise<void> {
  try {
    await call(`/public/content/${encodeURIComponent(slug)}/visit`, { method: 'POST', keepalive: true });
  } catch {
    // not counted (offline): nothing to show
  }
}
