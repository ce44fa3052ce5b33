/**
 * Mounts the listing-search island into [data-listing-search] when `?search=`
 * carries a term. On a category listing (data-category) the search stays in
 * that category.
 */
import { createRoot } from 'react-dom/client';
import { api } from '../../lib/client/client';
import type { SearchResults } from '#core/schemas/responses/content.ts';
import { normalizeSearchTerm } from '#core/urls.ts';
import { documentLocale } from '#core/i18n/locales.ts';
import ListingSearch, { type ListingSearchFetcher } from './ListingSearch';

/** Searches the whole blog, or one category on a category listing, in the page's language (English asks without `lang`, as before). */
export const searchPageFetcher =
  (category?: string): ListingSearchFetcher =>
  (q, page, limit) => {
    const lang = documentLocale();
    return api.get<SearchResults>('/public/search', { searchParams: { q, page, limit, ...(category ? { category } : {}), ...(lang === 'en' ? {} : { lang }) } });
  };

export function mount(el: HTMLElement): void {
  const params = new URLSearchParams(location.search);
  const term = normalizeSearchTerm(params.get('search'));
  if (!term) return;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const base = el.dataset.base || location.pathname.replace(/\/page\/\d+\/?$/, '') || '/blog';
  const level = el.dataset.headingLevel === '2' ? 2 : 1;
  el.replaceChildren();
  createRoot(el).render(<ListingSearch base={base} term={term} page={page} fetcher={searchPageFetcher(el.dataset.category)} headingLevel={level} />);
}
