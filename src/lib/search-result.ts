/**
 * How /search shows a Pagefind result as a card like the site's other cards:
 * a top line with the type's icon, the type and the category, the excerpt,
 * then a divider and the metadata ("Oct 11, 2025 · 7 min read"), each with
 * its icon. Pagefind UI renders the excerpt as HTML and every other meta key
 * as a "Key: value" tag, so the metadata moves out of the tags into the
 * excerpt (the pages mark their badges and date line data-pagefind-ignore,
 * which keeps them out of the indexed text, and expose them as filters and
 * meta instead: see src/pages/blog/[slug].astro).
 */
import { escapeHtml } from '#core/format/text.ts';

/** The part of a Pagefind result that /search changes (Pagefind UI's processResult). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  [key: string]: unknown;
}

/** SVG markup of the icons (rendered by Icon.astro into a <template> on the page). */
export type ResultIcons = Record<string, string>;

/** Meta keys shown on the card's bottom line, in order, with their icon. */
export const RESULT_META: readonly { key: string; icon: string; label: string }[] = [
  { key: 'date', icon: 'calendar', label: 'Published' },
  { key: 'readingTime', icon: 'clock', label: 'Reading time' },
  { key: 'time', icon: 'clock', label: 'Time' },
  { key: 'questions', icon: 'help', label: 'Questions' },
  { key: 'parts', icon: 'file', label: 'Parts' },
];

/** Icon of each result type (the pages' Type filter). */
export const TYPE_ICONS: Record<string, string> = { Article: 'file', Series: 'layers', 'Mock test': 'target', Resource: 'book' };


export function decorateResult<T extends PagefindResultData>(result: T, icons: ResultIcons): T {
  const type = result.filters?.Type?.[0] ?? 'Page';
  const category = result.filters?.Category?.[0];
  const typeClass = type.toLowerCase().replace(/[^a-z]+/g, '-');
  const top =
    `<span class="sr-top"><span class="sr-icon sr-icon--${typeClass}">${icons[TYPE_ICONS[type] ?? 'file'] ?? ''}</span>` +
    `<span class="sr-type">${escapeHtml(type)}</span>` +
    (category ? `<span class="badge badge-muted sr-category">${escapeHtml(category)}</span>` : '') +
    '</span>';
  const meta = { ...result.meta };
  const facts = RESULT_META.flatMap(({ key, icon, label }) => {
    const value = meta[key]?.trim();
    delete meta[key];
    return value ? [`<span class="sr-fact" data-result-meta="${key}" title="${label}">${icons[icon] ?? ''}${escapeHtml(value)}</span>`] : [];
  });
  const foot = facts.length ? `<span class="sr-meta">${facts.join('<span class="sr-sep" aria-hidden="true"> · </span>')}</span>` : '';
  return { ...result, meta, excerpt: `${top}<span class="sr-text">${result.excerpt}</span>${foot}` };
}
