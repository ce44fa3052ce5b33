/**
 * The search API as server-search.ts's backend, through the page's request
 * layer (API key, retries). Loaded by /search only on a site whose build
 * chose server search (its /pagefind/view/pagefind.js asks for it).
 */
import type { SiteSearchFacets, SiteSearchResults } from '#core/schemas/responses/site-search.ts';
import { documentLocale } from '#core/i18n/locales.ts';
import { api } from '../client/client';
import { createServerSearch, type ServerSearch } from './server-search';

export const SEARCH_UNAVAILABLE = 'Search could not reach the server. Check your connection and try again.';

/** `status`: where a failure is announced (an element with role="status"; its data-unavailable: the text in the page's language). */
export function serverSearch(status: HTMLElement | null): ServerSearch {
  // A Hindi page searches the Hindi articles (the API's lang; English requests are unchanged).
  const lang = documentLocale();
  const langParam = lang === 'en' ? {} : { lang };
  const show = (text: string) => {
    if (!status) return;
    status.textContent = text;
    status.hidden = !text;
  };
  return createServerSearch({
    // Undefined filters are left out of the query by the request layer.
    search: (request) => api.get<SiteSearchResults>('/public/site-search', { searchParams: { ...request, ...langParam } }),
    filters: async () => (await api.get<{ data: SiteSearchFacets }>('/public/site-search/filters', { searchParams: langParam })).data,
    onError: () => show(status?.dataset.unavailable || SEARCH_UNAVAILABLE),
    onSuccess: () => show(''),
  });
}
