/**
 * Pagefind's JavaScript API over the site's search API (issue 19), for sites
 * too large for a Pagefind index: above PAGEFIND_MAX_PAGES searchable pages
 * (2,000) a reader's first search would download more than Pagefind's own
 * 300 KB budget (its runtime, and an index that grows with the site), so the
 * build writes no index and /pagefind/view/pagefind.js hands Pagefind UI
 * this module instead (src/integrations/pagefind.ts). The UI, its look and its filters stay as
 * they are; a search costs one request per ten results.
 *
 * The calls Pagefind UI makes: options, mergeIndex, filters, preload, search
 * (and the rest of the API as no-ops). `search` answers every result at once,
 * as Pagefind does, each with a `data()` that loads its page of ten on first
 * use ("Load more" shows five at a time).
 */
import type { SiteSearchFacets, SiteSearchHit, SiteSearchResults, SiteSearchType } from '#core/schemas/responses/site-search.ts';

/** Results per API request. */
export const SERVER_SEARCH_PAGE = 10;

export interface SiteSearchRequest {
  q: string;
  type?: SiteSearchType;
  category?: string;
  page: number;
  limit: number;
}

export interface ServerSearchBackend {
  search(request: SiteSearchRequest): Promise<SiteSearchResults>;
  filters(): Promise<SiteSearchFacets>;
  /** Called when a search or the filters fail (the search then shows no results). */
  onError?(error: unknown): void;
  /** Called when a search succeeds (e.g. to clear an earlier failure's notice). */
  onSuccess?(): void;
}

/** A result's data as Pagefind returns it (the fields Pagefind UI reads). */
export interface PagefindData {
  url: string;
  raw_url: string;
  content: string;
  excerpt: string;
  word_count: number;
  locations: number[];
  weighted_locations: never[];
  anchors: never[];
  filters: Record<string, string[]>;
  meta: Record<string, string>;
  sub_results: PagefindSubResult[];
}

/** Pagefind lists the page itself as its first sub-result; the UI shows the page's excerpt only then. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations: number[];
  weighted_locations: never[];
}

export interface PagefindResult {
  id: string;
  score: number;
  words: number[];
  data(): Promise<PagefindData>;
}

export interface PagefindResponse {
  results: PagefindResult[];
  unfilteredResultCount: number;
  filters: SiteSearchFacets | Record<string, never>;
  totalFilters: SiteSearchFacets | Record<string, never>;
  timings: { preload: number; search: number; total: number };
}

type FilterInput = Record<string, string | string[] | undefined>;

export function toPagefindData(hit: SiteSearchHit): PagefindData {
  return {
    url: hit.url,
    raw_url: hit.url,
    content: '',
    excerpt: hit.excerptHtml,
    word_count: 0,
    locations: [],
    weighted_locations: [],
    anchors: [],
    filters: { Type: [hit.type], ...(hit.category ? { Category: [hit.category] } : {}) },
    meta: Object.fromEntries(Object.entries({ title: hit.title, ...hit.meta }).filter((e): e is [string, string] => typeof e[1] === 'string')),
    sub_results: [{ title: hit.title, url: hit.url, excerpt: hit.excerptHtml, locations: [], weighted_locations: [] }],
  };
}

/** The distinct values chosen in one filter. */
const chosen = (value: string | string[] | undefined) => [...new Set(value === undefined ? [] : Array.isArray(value) ? value : [value])];

export function createServerSearch(backend: ServerSearchBackend) {
  let totals: Promise<SiteSearchFacets | Record<string, never>> | null = null;
  let searches = 0;

  const filters = (): Promise<SiteSearchFacets | Record<string, never>> => {
    const loading: Promise<SiteSearchFacets | Record<string, never>> =
      totals ??
      backend.filters().catch((error: unknown): Record<string, never> => {
        totals = null; // asked again next time
        backend.onError?.(error);
        return {};
      });
    totals = loading;
    return loading;
  };

  async function search(term: string | null, options: { filters?: FilterInput } = {}): Promise<PagefindResponse> {
    const started = performance.now();
    const q = term?.trim() ?? '';
    const id = ++searches;
    const types = chosen(options.filters?.Type);
    const categories = chosen(options.filters?.Category);
    const answer = (results: PagefindResult[], unfiltered: number, counts: PagefindResponse['filters']): PagefindResponse => {
      const ms = performance.now() - started;
      return { results, unfilteredResultCount: unfiltered, filters: counts, totalFilters: counts, timings: { preload: 0, search: ms, total: ms } };
    };
    // A page has one type and one category: two values of one filter never both hold (Pagefind's filters are "all of").
    if (!q || types.length > 1 || categories.length > 1) return answer([], 0, {});
    const request = { q, type: types[0] as SiteSearchType | undefined, category: categories[0], limit: SERVER_SEARCH_PAGE };
    let first: SiteSearchResults;
    try {
      first = await backend.search({ ...request, page: 1 });
      backend.onSuccess?.();
    } catch (error) {
      backend.onError?.(error);
      return answer([], 0, {});
    }
    const pages = new Map<number, Promise<SiteSearchResults>>([[1, Promise.resolve(first)]]);
    const page = (n: number) => {
      let loaded = pages.get(n);
      if (!loaded) {
        loaded = backend.search({ ...request, page: n });
        loaded.catch(() => pages.delete(n)); // a failed page is asked again
        pages.set(n, loaded);
      }
      return loaded;
    };
    const results = Array.from({ length: first.pagination.total }, (_, i) => ({
      id: `site-${id}-${i}`,
      score: 1 / (i + 1),
      words: [],
      async data() {
        const hit = (await page(Math.floor(i / SERVER_SEARCH_PAGE) + 1)).data[i % SERVER_SEARCH_PAGE];
        if (!hit) throw new Error('search result no longer there');
        return toPagefindData(hit);
      },
    }));
    return answer(results, first.unfilteredTotal, first.filters);
  }

  return {
    options: async (_options?: unknown) => {},
    init: async () => {},
    mergeIndex: async (_path?: string, _options?: unknown) => {},
    preload: async (_term?: string, _options?: unknown) => {},
    destroy: async () => {},
    filters,
    search,
    debouncedSearch: (term: string | null, options?: { filters?: FilterInput }) => search(term, options),
  };
}

export type ServerSearch = ReturnType<typeof createServerSearch>;
