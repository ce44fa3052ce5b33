/**
 * GET /public/site-search and /public/site-search/filters (issue 19): the
 * whole site's search, served from the database for sites too large for a
 * Pagefind index (src/integrations/pagefind.ts decides; /search then reads
 * these through src/lib/search/server-search.ts, Pagefind UI unchanged).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { searchSite, siteSearchFilters } from '#db/queries/site-search.ts';
import { SITE_SEARCH_TYPES, SiteSearchFacetsSchema, SiteSearchResultsSchema } from '#core/schemas/responses/site-search.ts';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { cachedJson } from '../read-cache';
import { createRouter } from '../router';
import { dataOf, errorResponses, jsonResponse, langInput, limitInput, notModifiedResponse, pageInput, rateLimitedResponse, textInput } from '../schemas';

const tags = ['Content'];
/** Every area a result comes from: a write to any of them ends the cached answers. */
const AREAS = ['articles', 'categories', 'series', 'mocks', 'resources'] as const;

const searchRoute = createRoute({
  method: 'get',
  path: '/public/site-search',
  tags,
  summary: 'Search the whole site: articles, series, mock tests, the resources page',
  description:
    'Series, mock tests and the resources page first (best match first), then articles in the order of /public/search. `filters` counts the results by Type and Category with the request\'s filters applied; only articles have a category.',
  middleware: publicCache(CACHE_POLICIES.content),
  request: {
    query: z.object({
      q: textInput('q', 200, 'Search query is required').min(1, 'Search query is required').openapi({ example: 'upsc polity' }),
      type: z
        .enum(SITE_SEARCH_TYPES, { error: `type must be one of: ${SITE_SEARCH_TYPES.join(', ')}` })
        .optional()
        .openapi({ description: 'Only results of this type' }),
      category: textInput('category', 100).optional().openapi({ description: 'Only articles of this category', example: 'UPSC' }),
      page: pageInput,
      limit: limitInput(50, 10),
      lang: langInput,
    }),
  },
  responses: { 200: jsonResponse(SiteSearchResultsSchema, 'Ranked results and their counts'), ...notModifiedResponse, ...errorResponses, ...rateLimitedResponse },
});

const filtersRoute = createRoute({
  method: 'get',
  path: '/public/site-search/filters',
  tags,
  summary: 'Every searchable page counted by Type and Category (the filter panel before a search)',
  middleware: publicCache(CACHE_POLICIES.content),
  request: { query: z.object({ lang: langInput }) },
  responses: { 200: jsonResponse(dataOf(SiteSearchFacetsSchema), 'Counts'), ...notModifiedResponse, ...errorResponses },
});

export const siteSearchRoutes = createRouter()
  .openapi(searchRoute, async (c) => {
    const { q, type, category, page, limit, lang } = c.req.valid('query');
    // Case and spacing do not change the results, so they share one cache entry.
    const query = q.toLowerCase().replace(/\s+/g, ' ');
    const key = `site-search:${lang}:${type ?? ''}:${category ?? ''}:${page}:${limit}:${query}`;
    return sendJson(c, await cachedJson(c, AREAS, key, () => searchSite(c.var.deps.db, query, { type, category: category || undefined, page, limit, lang })));
  })
  .openapi(filtersRoute, async (c) => {
    const { lang } = c.req.valid('query');
    return sendJson(c, await cachedJson(c, AREAS, `site-search-filters:${lang}`, async () => ({ data: await siteSearchFilters(c.var.deps.db, lang) })));
  });
