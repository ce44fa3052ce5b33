/** Site-wide calls the request layer references: exams, books, stats, plus a trivial liveness route. */
import { createRoute, z } from '@hono/zod-openapi';
import { listExams } from '#db/queries/resources.ts';
import { siteStats } from '#db/queries/stats.ts';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { cachedJson } from '../read-cache';
import { createRouter } from '../router';
import { NamedWithBookCountSchema } from '#core/schemas/responses/resources.ts';
import { SiteStatsSchema } from '#core/schemas/responses/site.ts';
import { dataOf, errorResponses, jsonResponse, notModifiedResponse } from '../schemas';
import { BookQuerySchema, BooksPageSchema, booksFor } from './resources';

const tags = ['Site'];

const pingRoute = createRoute({
  method: 'get',
  path: '/ping',
  tags: ['System'],
  summary: 'Trivial answer through the full middleware stack (API key included); the benchmark ceiling',
  responses: { 200: jsonResponse(z.object({ ok: z.literal(true) }), 'Alive'), ...errorResponses },
});

const examsRoute = createRoute({
  method: 'get',
  path: '/exams',
  tags,
  summary: 'Exams with book counts (same as /resources/exams)',
  middleware: publicCache(CACHE_POLICIES.stable),
  responses: { 200: jsonResponse(dataOf(z.array(NamedWithBookCountSchema)), 'Exams'), ...notModifiedResponse, ...errorResponses },
});

const booksRoute = createRoute({
  method: 'get',
  path: '/books',
  tags,
  summary: 'Books (same as /resources/books)',
  middleware: publicCache(CACHE_POLICIES.content),
  request: { query: BookQuerySchema },
  responses: { 200: jsonResponse(BooksPageSchema, 'Books'), ...notModifiedResponse, ...errorResponses },
});

const statsRoute = createRoute({
  method: 'get',
  path: '/stats',
  tags,
  summary: 'Site-wide counts',
  middleware: publicCache(CACHE_POLICIES.content),
  responses: { 200: jsonResponse(dataOf(SiteStatsSchema), 'Counts'), ...notModifiedResponse, ...errorResponses },
});

const STATS_AREAS = ['articles', 'categories', 'series', 'mocks', 'live', 'resources'] as const;

export const siteRoutes = createRouter()
  .openapi(pingRoute, (c) => c.json({ ok: true as const }, 200))
  .openapi(examsRoute, async (c) => sendJson(c, await cachedJson(c, 'resources', 'exams', async () => ({ data: await listExams(c.var.deps.db) }))))
  .openapi(booksRoute, async (c) => sendJson(c, await booksFor(c, c.req.valid('query'))))
  .openapi(statsRoute, async (c) => sendJson(c, await cachedJson(c, STATS_AREAS, 'site-stats', async () => ({ data: await siteStats(c.var.deps.db) }), 120)));
