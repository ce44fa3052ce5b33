/** Live update pages. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getLivePageBySlug, listLivePages } from '#db/queries/live.ts';
import { LivePageSchema, LivePageWithEventsSchema, type LivePageWithEvents } from '#core/schemas/responses/live.ts';
import type { AppBindings } from '../context';
import { notFound } from '../errors';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { cachedJson, isNullEntry, type JsonEntry } from '../read-cache';
import { createRouter } from '../router';
import { dataOf, errorResponses, jsonResponse, langInput, limitInput, notFoundResponse, notModifiedResponse, slugInput } from '../schemas';

const tags = ['Live pages'];
const cache = publicCache(CACHE_POLICIES.live);

const ListQuerySchema = z.object({
  status: z.enum(['live', 'archived'], { error: "status must be 'live' or 'archived'" }).optional(),
  limit: limitInput(100, 20),
  sort_by: z
    .enum(['created_at', 'updated_at', 'title'], { error: "sort_by must be 'created_at', 'updated_at' or 'title'" })
    .default('updated_at'),
  order: z.enum(['asc', 'desc'], { error: "order must be 'asc' or 'desc'" }).default('desc'),
  lang: langInput,
});

const listRoute = createRoute({
  method: 'get',
  path: '/live/pages',
  tags,
  summary: 'Live pages, filtered by status and sorted',
  middleware: cache,
  request: { query: ListQuerySchema },
  responses: { 200: jsonResponse(dataOf(z.array(LivePageSchema)), 'Live pages'), ...notModifiedResponse, ...errorResponses },
});

/** GET /live: the index of the area (spec section 7 names the path) — the live pages, as /live/pages answers them. */
const indexRoute = createRoute({
  method: 'get',
  path: '/live',
  tags,
  summary: 'Live pages (same query and answer as /live/pages)',
  middleware: cache,
  request: { query: ListQuerySchema },
  responses: { 200: jsonResponse(dataOf(z.array(LivePageSchema)), 'Live pages'), ...notModifiedResponse, ...errorResponses },
});

async function livePagesFor(c: Context<AppBindings>, q: z.infer<typeof ListQuerySchema>) {
  const { status, limit, sort_by: sortBy, order, lang } = q;
  return cachedJson(c, 'live', `list:${lang}:${status ?? ''}:${limit}:${sortBy}:${order}`, async () => ({
    data: await listLivePages(c.var.deps.db, { status, limit, sortBy, order, lang }),
  }));
}

const oneRoute = createRoute({
  method: 'get',
  path: '/live/pages/{slug}',
  tags,
  summary: 'One live page with its events, newest first',
  middleware: cache,
  request: { params: z.object({ slug: slugInput() }) },
  responses: { 200: jsonResponse(dataOf(LivePageWithEventsSchema), 'The live page'), ...notModifiedResponse, ...errorResponses, ...notFoundResponse },
});

export const liveRoutes = createRouter()
  .openapi(listRoute, async (c) => sendJson(c, await livePagesFor(c, c.req.valid('query'))))
  .openapi(indexRoute, async (c) => sendJson(c, await livePagesFor(c, c.req.valid('query'))))
  .openapi(oneRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const entry = await cachedJson(c, 'live', `slug:${slug}`, async () => {
      const page = await getLivePageBySlug(c.var.deps.db, slug);
      return page && { data: page };
    });
    if (isNullEntry(entry)) throw notFound('Live page');
    return sendJson(c, entry as JsonEntry<{ data: LivePageWithEvents }>);
  });
