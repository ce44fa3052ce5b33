/**
 * A link's download count on /resource ([data-download-count="{id}"]): the
 * label, its data-count and the card's "Most downloaded" sort key. Shared by
 * the click counter (count.ts) and the live refresh after load
 * (../counts/live-counts.ts). A count this device saw answered to its own
 * click is remembered for a few minutes, so a reload shows at least that even
 * while a CDN still holds the previous GET /public/counts answer.
 */
import { downloads as en } from '#core/i18n/en/widgets/downloads.ts';
import { downloads as hi } from '#core/i18n/hi/widgets/downloads.ts';
import { plural } from '#core/i18n/format.ts';
import { pick } from '#core/i18n/pick.ts';
import { documentLocale } from '#core/i18n/locales.ts';

/** '1 download', '1,234 downloads' (Indian digit grouping), in the page's language. */
function downloadsText(count: number): string {
  const locale = documentLocale();
  return plural(locale, count, pick(locale, { en, hi }).count);
}
import { browserStorage, readJson, write } from '../../lib/client/storage';

const REMEMBERED_KEY = 'download-counts';
const REMEMBER_MS = 10 * 60_000;

type Remembered = Record<string, { n: number; at: number }>;

/** Sets link `id`'s count on the page; false when the page has no count for it. */
export function showDownloadCount(doc: Document, id: string, count: number): boolean {
  const label = [...doc.querySelectorAll<HTMLElement>('[data-download-count]')].find((el) => el.dataset.downloadCount === id);
  if (!label) return false;
  const before = Number(label.dataset.count) || 0;
  if (count === before && label.textContent === downloadsText(count)) return true;
  label.dataset.count = String(count);
  label.textContent = downloadsText(count);
  const card = label.closest<HTMLElement>('[data-sort-downloads]');
  if (card) card.dataset.sortDownloads = String((Number(card.dataset.sortDownloads) || 0) + count - before);
  return true;
}

/** Counts this device was answered in the last minutes (link id → count). */
export function rememberedCounts(now = Date.now()): Record<string, number> {
  const all = readJson<Remembered>(browserStorage(), REMEMBERED_KEY) ?? {};
  const out: Record<string, number> = {};
  for (const [id, v] of Object.entries(all)) if (v && typeof v.n === 'number' && now - v.at < REMEMBER_MS) out[id] = v.n;
  return out;
}

export function rememberCount(id: string, count: number, now = Date.now()): void {
  const all = readJson<Remembered>(browserStorage(), REMEMBERED_KEY) ?? {};
  const fresh = Object.fromEntries(Object.entries(all).filter(([, v]) => v && now - v.at < REMEMBER_MS));
  write(browserStorage(), REMEMBERED_KEY, { ...fresh, [id]: { n: count, at: now } });
}
