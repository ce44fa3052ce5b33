/**
 * GET /public/site-search (issue 19): the whole site's search for sites too
 * large for a Pagefind index (src/integrations/pagefind.ts picks it). One hit
 * carries what /search's result card shows, shaped like a Pagefind result
 * (type and category as its filters, the card's facts as its meta) so the
 * same Pagefind UI renders both (src/lib/search/server-search.ts).
 */
import { z } from 'zod';
import { pageOf } from './common';

/** The result types, as the pages name them in their Pagefind `Type` filter. */
export const SITE_SEARCH_TYPES = ['Article', 'Series', 'Mock test', 'Resource'] as const;
export const SiteSearchTypeSchema = z.enum(SITE_SEARCH_TYPES);
export type SiteSearchType = z.infer<typeof SiteSearchTypeSchema>;

export const SiteSearchHitSchema = z
  .object({
    type: SiteSearchTypeSchema,
    url: z.string().meta({ description: 'Path of the page, e.g. /blog/some-slug/' }),
    title: z.string(),
    excerptHtml: z.string().meta({ description: 'Plain text, HTML-escaped, the matched words in <mark>' }),
    category: z.string().nullable().meta({ description: "The article's category (other types have none)" }),
    meta: z
      .object({
        date: z.string().optional(),
        readingTime: z.string().optional(),
        time: z.string().optional(),
        questions: z.string().optional(),
        parts: z.string().optional(),
      })
      .meta({ description: "The card's facts, as the pages expose them to Pagefind" }),
  })
  .meta({ id: 'SiteSearchHit' });
export type SiteSearchHit = z.infer<typeof SiteSearchHitSchema>;

/** Result counts by filter value (Pagefind's `filters()` shape). */
export const SiteSearchFacetsSchema = z
  .object({
    Type: z.record(z.string(), z.number().int()),
    Category: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'SiteSearchFacets' });
export type SiteSearchFacets = z.infer<typeof SiteSearchFacetsSchema>;

export const SiteSearchResultsSchema = pageOf(SiteSearchHitSchema).extend({
  /** Counts of the results with the request's filters applied, by filter value. */
  filters: SiteSearchFacetsSchema,
  /** Results of the query before the filters. */
  unfilteredTotal: z.number().int(),
});
export type SiteSearchResults = z.infer<typeof SiteSearchResultsSchema>;
