/** Mounts the listing-search island into [data-listing-search] when `?search=` carries a term. */
import { createRoot } from 'react-dom/client';
import { api } from '../../lib/client/client';
import { normalizeSearchTerm } from '../../lib/format';
import ListingSearch, { type ListingSearchFetcher, type SearchPage } from './ListingSearch';

export const fetchSearchPage: ListingSearchFetcher = (q, page, limit) => api.get<SearchPage>('/public/search', { searchParams: { q, page, limit } });

export function mount(el: HTMLElement): void {
  const params = new URLSearchParams(location.search);
  const term = normalizeSearchTerm(params.get('search'));
  if (!term) return;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const base = el.dataset.base || location.pathname.replace(/\/page\/\d+\/?$/, '') || '/blog';
  const level = el.querySelector('[data-listing-search-title]')?.tagName === 'H2' ? 2 : 1;
  el.replaceChildren();
  createRoot(el).render(<ListingSearch base={base} term={term} page={page} fetcher={fetchSearchPage} headingLevel={level} />);
}
