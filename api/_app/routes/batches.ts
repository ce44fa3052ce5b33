/** Coaching batches: categories, lists per exam, one batch (by id or number), stats. */
import { createRoute, z } from '@hono/zod-openapi';
import { batchStats, getBatch, getBatchByNumber, listBatchCategories, listBatches } from '#db/queries/batches.ts';
import { BatchCategorySchema, BatchFullSchema, BatchSchema, BatchStatsSchema, type BatchFull } from '#core/schemas/responses/batches.ts';
import { notFound } from '../errors';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { cachedJson, isNullEntry, type JsonEntry } from '../read-cache';
import { createRouter } from '../router';
import {
  dataOf,
  errorResponses,
  idInput,
  intInput,
  jsonResponse,
  notFoundResponse,
  notModifiedResponse,
  slugInput,
} from '../schemas';

const tags = ['Batches'];
const cache = publicCache(CACHE_POLICIES.stable);
const categoryParam = slugInput('category').openapi({ param: { name: 'category', in: 'path' }, example: 'ssc' });
const examParam = slugInput('exam').openapi({ param: { name: 'exam', in: 'path' }, example: 'cgl' });

const categoriesRoute = createRoute({
  method: 'get',
  path: '/batches/categories',
  tags,
  summary: 'Batch categories with their exams and batch counts',
  middleware: cache,
  responses: { 200: jsonResponse(dataOf(z.array(BatchCategorySchema)), 'Categories'), ...notModifiedResponse, ...errorResponses },
});

const listRoute = createRoute({
  method: 'get',
  path: '/batches/list/{category}/{exam}',
  tags,
  summary: 'Batches of one exam inside a category (category slug, exam slug)',
  middleware: cache,
  request: { params: z.object({ category: categoryParam, exam: examParam }) },
  responses: { 200: jsonResponse(dataOf(z.array(BatchSchema)), 'Batches by number'), ...notModifiedResponse, ...errorResponses },
});

const fullRoute = createRoute({
  method: 'get',
  path: '/batches/full/{id}',
  tags,
  summary: 'One batch with its sessions',
  middleware: cache,
  request: { params: z.object({ id: idInput() }) },
  responses: { 200: jsonResponse(dataOf(BatchFullSchema), 'The batch'), ...notModifiedResponse, ...errorResponses, ...notFoundResponse },
});

const byNumberRoute = createRoute({
  method: 'get',
  path: '/batches/by-number/{category}/{exam}/{number}',
  tags,
  summary: 'One batch by category slug, exam slug and batch number',
  middleware: cache,
  request: {
    params: z.object({
      category: categoryParam,
      exam: examParam,
      number: intInput('number', 1, 100_000).openapi({ param: { name: 'number', in: 'path' }, example: 1 }),
    }),
  },
  responses: { 200: jsonResponse(dataOf(BatchFullSchema), 'The batch'), ...notModifiedResponse, ...errorResponses, ...notFoundResponse },
});

const statsRoute = createRoute({
  method: 'get',
  path: '/batches/stats',
  tags,
  summary: 'Batch totals, overall and per category',
  middleware: cache,
  responses: {
    200: jsonResponse(dataOf(BatchStatsSchema), 'Totals'),
    ...notModifiedResponse,
    ...errorResponses,
  },
});

export const batchesRoutes = createRouter()
  .openapi(categoriesRoute, async (c) =>
    sendJson(c, await cachedJson(c, 'batches', 'categories', async () => ({ data: await listBatchCategories(c.var.deps.db) }))),
  )
  .openapi(listRoute, async (c) => {
    const { category, exam } = c.req.valid('param');
    const entry = await cachedJson(c, 'batches', `list:${category}:${exam}`, async () => ({ data: await listBatches(c.var.deps.db, category, exam) }));
    return sendJson(c, entry);
  })
  .openapi(fullRoute, async (c) => {
    const { id } = c.req.valid('param');
    const entry = await cachedJson(c, 'batches', `full:${id}`, async () => {
      const batch = await getBatch(c.var.deps.db, id);
      return batch && { data: batch };
    });
    if (isNullEntry(entry)) throw notFound('Batch');
    return sendJson(c, entry as JsonEntry<{ data: BatchFull }>);
  })
  .openapi(byNumberRoute, async (c) => {
    const { category, exam, number } = c.req.valid('param');
    const entry = await cachedJson(c, 'batches', `number:${category}:${exam}:${number}`, async () => {
      const batch = await getBatchByNumber(c.var.deps.db, category, exam, number);
      return batch && { data: batch };
    });
    if (isNullEntry(entry)) throw notFound('Batch');
    return sendJson(c, entry as JsonEntry<{ data: BatchFull }>);
  })
  .openapi(statsRoute, async (c) => sendJson(c, await cachedJson(c, 'batches', 'stats', async () => ({ data: await batchStats(c.var.deps.db) }))));
