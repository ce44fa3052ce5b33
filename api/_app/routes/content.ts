/** Blog content: categories, article listings, single articles, full-text search. */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getArticleBySlug, listArticles, listCategories, searchArticles } from '#db/queries/content.ts';
import { ArticleSchema, ArticleSummarySchema, CategorySchema, SearchResultsSchema, type Article } from '#core/schemas/responses/content.ts';
import { nowMs, type AppBindings } from '../context';
import { notFound } from '../errors';
import { clientIp } from '../middleware/client-ip';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { cachedJson, isNullEntry, type JsonEntry } from '../read-cache';
import { createRouter } from '../router';
import {
  dataOf,
  errorResponses,
  jsonResponse,
  langInput,
  limitInput,
  notFoundResponse,
  notModifiedResponse,
  pageInput,
  pageOf,
  rateLimitedResponse,
  slugInput,
  textInput,
} from '../schemas';
import { firstVisitToday, visitBuffer } from '../visit-buffer';

const tags = ['Content'];
const categoryInput = textInput('category', 100)
  .optional()
  .openapi({ description: 'Category name as shown (e.g. "UPSC")', example: 'UPSC' });

const categoriesRoute = createRoute({
  method: 'get',
  path: '/categories',
  tags,
  summary: 'Blog categories with article counts',
  middleware: publicCache(CACHE_POLICIES.stable),
  request: {
    query: z.object({
      nocache: z.enum(['true', 'false'], { error: "nocache must be 'true' or 'false'" }).optional().openapi({ description: "'true' bypasses every cache" }),
      lang: langInput,
    }),
  },
  responses: { 200: jsonResponse(dataOf(z.array(CategorySchema)), 'Categories, most articles first'), ...notModifiedResponse, ...errorResponses },
});

const latestRoute = createRoute({
  method: 'get',
  path: '/public/content',
  tags,
  summary: 'Latest articles (the first page of the listing)',
  middleware: publicCache(CACHE_POLICIES.content),
  request: { query: z.object({ category: categoryInput, limit: limitInput(100, 30), lang: langInput }) },
  responses: { 200: jsonResponse(pageOf(ArticleSummarySchema), 'Newest first'), ...notModifiedResponse, ...errorResponses },
});

const paginatedRoute = createRoute({
  method: 'get',
  path: '/public/content/paginated',
  tags,
  summary: 'Articles, paginated, optionally in one category',
  middleware: publicCache(CACHE_POLICIES.content),
  request: { query: z.object({ page: pageInput, limit: limitInput(100, 30), category: categoryInput, lang: langInput }) },
  responses: { 200: jsonResponse(pageOf(ArticleSummarySchema), 'Newest first'), ...notModifiedResponse, ...errorResponses },
});

const articleRoute = createRoute({
  method: 'get',
  path: '/public/content/{slug}',
  tags,
  summary: 'One article by slug (counts a visit)',
  description:
    'Served from the read cache with an ETag and `Cache-Control: public, no-cache`: caches keep the body but every view revalidates, so each view is counted (a 304 counts too) while the body is never rebuilt per request.',
  middleware: publicCache('revalidate'),
  request: { params: z.object({ slug: slugInput() }) },
  responses: { 200: jsonResponse(dataOf(ArticleSchema), 'The article'), ...notModifiedResponse, ...errorResponses, ...notFoundResponse },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/public/search',
  tags,
  summary: 'Full-text search (websearch syntax, prefix matching, title matches first)',
  middleware: publicCache(CACHE_POLICIES.content),
  request: {
    query: z.object({
      q: textInput('q', 200, 'Search query is required').min(1, 'Search query is required').openapi({ example: 'upsc syllabus' }),
      page: pageInput,
      limit: limitInput(50, 10),
      category: categoryInput,
      lang: langInput,
    }),
  },
  responses: {
    200: jsonResponse(SearchResultsSchema, 'Ranked results'),
    ...notModifiedResponse,
    ...errorResponses,
    ...rateLimitedResponse,
  },
});

/** One article as GET /public/content/{slug} answers it, through the read cache (a null entry when missing). */
export function articleEntry(c: Context<AppBindings>, slug: string) {
  return cachedJson(c, 'articles', `slug:${slug}`, async () => {
    const article = await getArticleBySlug(c.var.deps.db, slug);
    return article && { data: article };
  });
}

export const contentRoutes = createRouter()
  .openapi(categoriesRoute, async (c) => {
    const { db } = c.var.deps;
    const { nocache, lang } = c.req.valid('query');
    if (nocache === 'true') {
      c.header('Cache-Control', 'no-store');
      return c.json({ data: await listCategories(db, { lang }) }, 200);
    }
    // English keeps its cache key ('all').
    return sendJson(c, await cachedJson(c, 'categories', lang === 'en' ? 'all' : `all:${lang}`, async () => ({ data: await listCategories(db, { lang }) })));
  })
  .openapi(latestRoute, async (c) => {
    const { category, limit, lang } = c.req.valid('query');
    const entry = await cachedJson(c, 'articles', `list:${lang}:${category ?? ''}:1:${limit}`, () =>
      listArticles(c.var.deps.db, { page: 1, limit, category: category || undefined, lang }),
    );
    return sendJson(c, entry);
  })
  .openapi(paginatedRoute, async (c) => {
    const { category, limit, page, lang } = c.req.valid('query');
    const entry = await cachedJson(c, 'articles', `list:${lang}:${category ?? ''}:${page}:${limit}`, () =>
      listArticles(c.var.deps.db, { page, limit, category: category || undefined, lang }),
    );
    return sendJson(c, entry);
  })
  .openapi(articleRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const { db, log } = c.var.deps;
    const entry = await articleEntry(c, slug);
    if (isNullEntry(entry)) throw notFound('Article');
    if (c.req.method === 'GET') visitBuffer(db, log).addIfFirst(slug, firstVisitToday(c.var.deps.cache, slug, clientIp(c), nowMs(c.var.deps)));
    return sendJson(c, entry as JsonEntry<{ data: Article }>);
  })
  .openapi(searchRoute, async (c) => {
    const { q, page, limit, category, lang } = c.req.valid('query');
    // Case and spacing do not change the results, so they share one cache entry.
    const query = q.toLowerCase().replace(/\s+/g, ' ');
    const entry = await cachedJson(
      c,
      'articles',
      `search:${lang}:${category ?? ''}:${page}:${limit}:${query}`,
      async () => ({ ...(await searchArticles(c.var.deps.db, query, { page, limit }, { category: category || undefined, lang })), query }),
      300,
    );
    return sendJson(c, entry);
  });
