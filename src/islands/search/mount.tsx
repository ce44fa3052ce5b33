/**
 * Loaded on the first open of the search overlay (dynamic import from the
 * launcher script): React, the overlay and the request layer arrive only then.
 */
import { createRoot, type Root } from 'react-dom/client';
import { api } from '../../lib/client/client';
import type { SearchResults } from '#core/schemas/responses/content.ts';
import SearchOverlay from './SearchOverlay';
import type { SuggestionFetcher } from './useSuggestions';

let root: Root | null = null;

export const fetchSuggestions: SuggestionFetcher = async (q, limit, signal) =>
  (await api.get<SearchResults>('/public/search', { searchParams: { q, limit }, signal }))?.data ?? [];

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
