/**
 * Mock tests: categories, listings, one test, taking it and the leaderboard.
 * Attempts (start, submit, review) are routes/mock-attempts.ts.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { MockCategorySchema, MockLeaderboardSchema, MockTestSchema, type MockTest as MockTestDto } from '#core/schemas/responses/mocks.ts';
import { getMockBySlug, getMockQuestions, listMockCategories, listMocks } from '#db/queries/mocks.ts';
import { leaderboard } from '#db/queries/mock-attempts.ts';
import { nowMs, type AppBindings } from '../context';
import { keyAccess, NO_EVIDENCE, type KeyTest } from '#core/mock/key-access.ts';
import { ApiError, notFound } from '../errors';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { cachedJson, parseEntry, type JsonEntry } from '../read-cache';
import { createRouter } from '../router';
import {
  dataOf,
  ErrorSchema,
  errorResponses,
  intInput,
  jsonResponse,
  limitInput,
  MAX_INT,
  notFoundResponse,
  notModifiedResponse,
  pageInput,
  pageOf,
  slugInput,
} from '../schemas';

const tags = ['Mock tests'];
const cache = publicCache(CACHE_POLICIES.content);
export const slugParams = z.object({ slug: slugInput() });

const categoriesRoute = createRoute({
  method: 'get',
  path: '/mocks/categories',
  tags,
  summary: 'Mock-test categories with test counts',
  middleware: cache,
  responses: { 200: jsonResponse(dataOf(z.array(MockCategorySchema)), 'Categories'), ...notModifiedResponse, ...errorResponses },
});

const listRoute = createRoute({
  method: 'get',
  path: '/mocks',
  tags,
  summary: 'Mock tests, newest first, optionally in one category',
  middleware: cache,
  request: { query: z.object({ category_id: intInput('category_id', 1, MAX_INT).optional(), page: pageInput, limit: limitInput(100, 20) }) },
  responses: { 200: jsonResponse(pageOf(MockTestSchema), 'Mock tests'), ...notModifiedResponse, ...errorResponses },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/mocks/{slug}',
  tags,
  summary: 'One mock test (no questions)',
  middleware: cache,
  request: { params: slugParams },
  responses: { 200: jsonResponse(dataOf(MockTestSchema), 'The mock test'), ...notModifiedResponse, ...errorResponses, ...notFoundResponse },
});

/** The test as `{ data }` JSON (null when there is no such test). */
function mockEntry(c: Context<AppBindings>, slug: string) {
  return cachedJson(c, 'mocks', `test:${slug}`, async () => {
    const mock = await getMockBySlug(c.var.deps.db, slug);
    return mock && { data: mock };
  });
}

export async function mockBySlug(c: Context<AppBindings>, slug: string): Promise<MockTestDto> {
  const entry = await mockEntry(c, slug);
  if (entry.isNull) throw notFound('Mock test');
  return (parseEntry(entry) as { data: MockTestDto }).data;
}

/** A test as the key-access rule sees it (core/mock/key-access.ts): public reads find published tests only; a live one's times. */
export const keyTestOf = (mock: MockTestDto): KeyTest => ({
  status: 'published',
  kind: 'test',
  opensAt: mock.live ? Date.parse(mock.live.opensAt) : null,
  resultsAt: mock.live ? Date.parse(mock.live.resultsAt) : null,
});

/** The questions without answers, as JSON (empty when there is no such test). */
export function questionsEntry(c: Context<AppBindings>, slug: string) {
  return cachedJson(c, 'mocks', `paper-questions:${slug}`, async () => {
    const mock = await getMockBySlug(c.var.deps.db, slug);
    return mock ? getMockQuestions(c.var.deps.db, mock.id) : [];
  });
}

const leaderboardRoute = createRoute({
  method: 'get',
  path: '/mocks/{slug}/leaderboard',
  tags,
  summary: 'The top 10 ranked attempts of a test (names hidden on request); ties share a rank',
  request: { params: slugParams },
  responses: {
    200: jsonResponse(MockLeaderboardSchema, 'Leaderboard'),
    409: jsonResponse(ErrorSchema, 'A live test before its results time (LIVE_RESULTS_PENDING)'),
    ...notModifiedResponse,
    ...errorResponses,
    ...notFoundResponse,
  },
});

/** The leaderboard changes with every ranked submit: kept briefly. */
const LEADERBOARD_TTL_SECONDS = 30;

export const mocksRoutes = createRouter()
  .openapi(categoriesRoute, async (c) =>
    sendJson(c, await cachedJson(c, 'mocks', 'categories', async () => ({ data: await listMockCategories(c.var.deps.db) }))),
  )
  .openapi(listRoute, async (c) => {
    const { category_id: categoryId, page, limit } = c.req.valid('query');
    const entry = await cachedJson(c, 'mocks', `list:${categoryId ?? ''}:${page}:${limit}`, () => listMocks(c.var.deps.db, { categoryId, page, limit }));
    return sendJson(c, entry);
  })
  .openapi(oneRoute, async (c) => {
    const entry = await mockEntry(c, c.req.valid('param').slug);
    if (entry.isNull) throw notFound('Mock test');
    return sendJson(c, entry as JsonEntry<{ data: MockTestDto }>);
  })
  .openapi(leaderboardRoute, async (c) => {
    const mock = await mockBySlug(c, c.req.valid('param').slug);
    // Public on an always-open test; a live test's only from its results time (then the frozen ranks, the same rows).
    if (!keyAccess(keyTestOf(mock), NO_EVIDENCE, nowMs(c.var.deps)).leaderboard) {
      c.header('Cache-Control', 'no-store');
      throw new ApiError(409, 'LIVE_RESULTS_PENDING', `The results of this live test are published at ${mock.live?.resultsAt}`, { resultsAt: mock.live?.resultsAt });
    }
    const entry = await cachedJson(c, 'mocks', `leaderboard:${mock.id}`, () => leaderboard(c.var.deps.db, mock.id), LEADERBOARD_TTL_SECONDS);
    return sendJson(c, entry);
  });
