/** Downloadable resources: categories, exams, books with links, download counting, stats. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { BOOK_SORTS, countDownload, getBook, getLinkDownload, listBooks, listExams, listResourceCategories, resourceStats } from '#db/queries/resources.ts';
import { BookSchema, DownloadCountSchema, NamedWithBookCountSchema, ResourceStatsSchema, type Book } from '#core/schemas/responses/resources.ts';
import { nowMs, type AppBindings } from '../context';
import { notFound } from '../errors';
import { clientIp } from '../middleware/client-ip';
import { firstToday } from '../once-a-day';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { cachedJson, isNullEntry, type JsonEntry } from '../read-cache';
import { createRouter } from '../router';
import {
  dataOf,
  errorResponses,
  idInput,
  jsonResponse,
  limitInput,
  notFoundResponse,
  notModifiedResponse,
  pageInput,
  pageOf,
  rateLimitedResponse,
  textInput,
} from '../schemas';

const tags = ['Resources'];
const cache = publicCache(CACHE_POLICIES.content);

/** The book listing query, shared with GET /books (routes/site.ts). */
export const BookQuerySchema = z.object({
  category: textInput('category', 100).optional().openapi({ description: 'Category id or name' }),
  exam: textInput('exam', 100).optional().openapi({ description: 'Exam id or name' }),
  sort: z.enum(BOOK_SORTS, { error: `sort must be one of: ${BOOK_SORTS.join(', ')}` }).default('newest'),
  search: textInput('search', 100).optional().openapi({ description: 'Matches title or author' }),
  page: pageInput,
  limit: limitInput(100, 20),
});

export const BooksPageSchema = pageOf(BookSchema);

/**
 * Book answers carry download counts, which change without a write to the
 * area (a counted download does not invalidate it: that would empty the
 * site-search cache on every download). Their entries live a minute instead;
 * GET /public/counts is the exact figure.
 */
const COUNTED_TTL_SECONDS = 60;

/** Books for a validated listing query, through the read cache. */
export function booksFor(c: Context<AppBindings>, q: z.infer<typeof BookQuerySchema>) {
  const key = `books:${q.page}:${q.limit}:${q.sort}:${JSON.stringify([q.category ?? '', q.exam ?? '', q.search ?? ''])}`;
  return cachedJson(
    c,
    'resources',
    key,
    () => listBooks(c.var.deps.db, { ...q, category: q.category || undefined, exam: q.exam || undefined, search: q.search || undefined }),
    COUNTED_TTL_SECONDS,
  );
}

const categoriesRoute = createRoute({
  method: 'get',
  path: '/resources/categories',
  tags,
  summary: 'Resource categories with book counts',
  middleware: cache,
  responses: { 200: jsonResponse(dataOf(z.array(NamedWithBookCountSchema)), 'Categories'), ...notModifiedResponse, ...errorResponses },
});

const examsRoute = createRoute({
  method: 'get',
  path: '/resources/exams',
  tags,
  summary: 'Exams with book counts',
  middleware: cache,
  responses: { 200: jsonResponse(dataOf(z.array(NamedWithBookCountSchema)), 'Exams'), ...notModifiedResponse, ...errorResponses },
});

const booksRoute = createRoute({
  method: 'get',
  path: '/resources/books',
  tags,
  summary: 'Books with their links, filtered, searched, sorted and paginated',
  middleware: cache,
  request: { query: BookQuerySchema },
  responses: { 200: jsonResponse(BooksPageSchema, 'Books'), ...notModifiedResponse, ...errorResponses },
});

/** GET /resources: the index of the area (spec section 7 names the path) — the books, as /resources/books answers them. */
const indexRoute = createRoute({
  method: 'get',
  path: '/resources',
  tags,
  summary: 'Books with their links (same query and answer as /resources/books)',
  middleware: cache,
  request: { query: BookQuerySchema },
  responses: { 200: jsonResponse(BooksPageSchema, 'Books'), ...notModifiedResponse, ...errorResponses },
});

const bookRoute = createRoute({
  method: 'get',
  path: '/resources/books/{id}',
  tags,
  summary: 'One book with its links',
  middleware: cache,
  request: { params: z.object({ id: idInput() }) },
  responses: { 200: jsonResponse(dataOf(BookSchema), 'The book'), ...notModifiedResponse, ...errorResponses, ...notFoundResponse },
});

const downloadRoute = createRoute({
  method: 'post',
  path: '/resources/links/{id}/download',
  tags,
  summary: 'Count a download (once per client per link per UTC day) and return the link URL',
  request: { params: z.object({ id: idInput() }) },
  responses: {
    200: jsonResponse(DownloadCountSchema, 'The URL to open'),
    ...errorResponses,
    ...notFoundResponse,
    ...rateLimitedResponse,
  },
});

const statsRoute = createRoute({
  method: 'get',
  path: '/resources/stats',
  tags,
  summary: 'Resource totals',
  middleware: cache,
  responses: {
    200: jsonResponse(dataOf(ResourceStatsSchema), 'Totals'),
    ...notModifiedResponse,
    ...errorResponses,
  },
});

export const resourcesRoutes = createRouter()
  .openapi(categoriesRoute, async (c) =>
    sendJson(c, await cachedJson(c, 'resources', 'categories', async () => ({ data: await listResourceCategories(c.var.deps.db) }))),
  )
  .openapi(examsRoute, async (c) => sendJson(c, await cachedJson(c, 'resources', 'exams', async () => ({ data: await listExams(c.var.deps.db) }))))
  .openapi(booksRoute, async (c) => sendJson(c, await booksFor(c, c.req.valid('query'))))
  .openapi(indexRoute, async (c) => sendJson(c, await booksFor(c, c.req.valid('query'))))
  .openapi(bookRoute, async (c) => {
    const { id } = c.req.valid('param');
    const entry = await cachedJson(
      c,
      'resources',
      `book:${id}`,
      async () => {
        const book = await getBook(c.var.deps.db, id);
        return book && { data: book };
      },
      COUNTED_TTL_SECONDS,
    );
    if (isNullEntry(entry)) throw notFound('Book');
    return sendJson(c, entry as JsonEntry<{ data: Book }>);
  })
  .openapi(downloadRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { db, cache } = c.var.deps;
    // Counted once per client per link per UTC day, as article visits are (sort=popular reads this count).
    const first = await firstToday(cache, 'download', id, clientIp(c), nowMs(c.var.deps)).catch(() => true);
    const link = first ? await countDownload(db, id) : await getLinkDownload(db, id);
    if (!link) throw notFound('Link');
    return c.json(link, 200);
  })
  .openapi(statsRoute, async (c) =>
    sendJson(c, await cachedJson(c, 'resources', 'stats', async () => ({ data: await resourceStats(c.var.deps.db) }), 120)),
  );
