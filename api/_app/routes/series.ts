/** Article series. */
import { createRoute, z } from '@hono/zod-openapi';
import { getSeriesBySlug, listSeries } from '#db/queries/series.ts';
import { SeriesSchema, SeriesWithArticlesSchema, type SeriesWithArticles } from '#core/schemas/responses/content.ts';
import { notFound } from '../errors';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { cachedJson, isNullEntry, type JsonEntry } from '../read-cache';
import { createRouter } from '../router';
import { dataOf, errorResponses, jsonResponse, langInput, notFoundResponse, notModifiedResponse, slugInput } from '../schemas';

/** ?lang: the series of a language, each with its parts in it (English by default). */
const langQuery = z.object({ lang: langInput });

const tags = ['Series'];
const cache = publicCache(CACHE_POLICIES.content);

const listRoute = createRoute({
  method: 'get',
  path: '/series',
  tags,
  summary: 'Every series, newest first, with article counts',
  middleware: cache,
  request: { query: langQuery },
  responses: { 200: jsonResponse(dataOf(z.array(SeriesSchema)), 'Series'), ...notModifiedResponse, ...errorResponses },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/series/{slug}',
  tags,
  summary: 'One series with its articles in series order',
  middleware: cache,
  request: { params: z.object({ slug: slugInput() }), query: langQuery },
  responses: { 200: jsonResponse(dataOf(SeriesWithArticlesSchema), 'The series'), ...notModifiedResponse, ...errorResponses, ...notFoundResponse },
});

export const seriesRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { lang } = c.req.valid('query');
    return sendJson(c, await cachedJson(c, 'series', lang === 'en' ? 'all' : `all:${lang}`, async () => ({ data: await listSeries(c.var.deps.db, { lang }) })));
  })
  .openapi(oneRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const { lang } = c.req.valid('query');
    const entry = await cachedJson(c, 'series', `slug:${lang}:${slug}`, async () => {
      const series = await getSeriesBySlug(c.var.deps.db, slug, { lang });
      return series && { data: series };
    });
    if (isNullEntry(entry)) throw notFound('Series');
    return sendJson(c, entry as JsonEntry<{ data: SeriesWithArticles }>);
  });
