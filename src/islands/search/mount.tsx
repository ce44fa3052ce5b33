/**
 * Loaded on the first open of the search overlay (dynamic import from the
 * launcher script): React, the overlay and the request layer arrive only then.
 */
import { createRoot, type Root } from 'react-dom/client';
import { api } from '../../lib/client/client';
import type { SearchResults } from '#core/schemas/responses/content.ts';
import { documentLocale } from '#core/i18n/locales.ts';
import SearchOverlay from './SearchOverlay';
import type { SuggestionFetcher } from './useSuggestions';

let root: Root | null = null;

/** Suggestions in the page's language (the API's `lang`; English asks as before, without it). */
export const fetchSuggestions: SuggestionFetcher = async (q, limit, signal) => {
  const lang = documentLocale();
  return (await api.get<SearchResults>('/public/search', { searchParams: { q, limit, ...(lang === 'en' ? {} : { lang }) }, signal }))?.data ?? [];
};

/** Opens the overlay in #search-overlay-root; focus goes back to `launcher` on close. */
export function openSearchOverlay(launcher: HTMLElement | null): void {
  let container = document.getElementById('search-overlay-root');
  if (!container) {
    container = document.createElement('div');
    container.id = 'search-overlay-root';
    document.body.append(container);
  }
  root ??= createRoot(container);
  launcher?.setAttribute('aria-expanded', 'true');
  const close = () => {
    root?.render(null);
    launcher?.setAttribute('aria-expanded', 'false');
    launcher?.focus();
  };
  root.render(<SearchOverlay onClose={close} fetcher={fetchSuggestions} />);
}
