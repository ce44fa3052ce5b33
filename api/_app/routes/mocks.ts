/**
 * Mock tests: categories, listings, one test, taking it (questions without
 * answers, with server time and deadline) and submitting it (answer key with
 * explanations; a signed-in user's attempt is stored once per client attempt id).
 */
import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import { MockCategorySchema, MockTestSchema, type MockTest as MockTestDto } from '#core/schemas/responses/mocks.ts';
import { getAnswerKey, getMockBySlug, getMockQuestions, listMockCategories, listMocks, saveAttempt } from '#db/queries/mocks.ts';
import { scoreAnswers } from '#core/mock/scoring.ts';
import { MockResultSchema, MockStartSchema, MockSubmitSchema, type MockResult, type MockStart } from '#core/schemas/mock-attempt.ts';
import { nowMs, type AppBindings } from '../context';
import { ApiError, notFound } from '../errors';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { resolveUser } from '../middleware/user';
import { cachedJson, parseEntry, readThrough, type JsonEntry } from '../read-cache';
import { createRouter } from '../router';
import {
  dataOf,
  errorResponses,
  intInput,
  jsonResponse,
  limitInput,
  MAX_INT,
  notFoundResponse,
  notModifiedResponse,
  pageInput,
  pageOf,
  rateLimitedResponse,
  slugInput,
} from '../schemas';

const tags = ['Mock tests'];
const cache = publicCache(CACHE_POLICIES.content);
const slugParams = z.object({ slug: slugInput() });
/** Submits more than a day after the start are still scored; the stored start is clamped to a day back. */
const MAX_ATTEMPT_SECONDS = 24 * 60 * 60;

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

const startRoute = createRoute({
  method: 'get',
  path: '/mocks/{slug}/start',
  tags,
  summary: 'Start a test: questions and options without correct answers or explanations, plus server time and deadline',
  request: { params: slugParams },
  responses: { 200: jsonResponse(MockStartSchema, 'The test to take (not cacheable)'), ...errorResponses, ...notFoundResponse },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/mocks/{slug}/submit',
  tags,
  summary: 'Submit answers: returns the answer key with explanations and the score; stores a signed-in user’s attempt',
  middleware: resolveUser,
  request: { params: slugParams, body: { required: true, content: { 'application/json': { schema: MockSubmitSchema } } } },
  responses: { 200: jsonResponse(MockResultSchema, 'Answer key and score'), ...errorResponses, ...notFoundResponse, ...rateLimitedResponse },
});

/** The test as `{ data }` JSON (null when there is no such test). */
function mockEntry(c: Context<AppBindings>, slug: string) {
  return cachedJson(c, 'mocks', `slug:${slug}`, async () => {
    const mock = await getMockBySlug(c.var.deps.db, slug);
    return mock && { data: mock };
  });
}

async function mockBySlug(c: Context<AppBindings>, slug: string): Promise<MockTestDto> {
  const entry = await mockEntry(c, slug);
  if (entry.isNull) throw notFound('Mock test');
  return (parseEntry(entry) as { data: MockTestDto }).data;
}

/** The questions without answers, as JSON (empty when there is no such test). */
function questionsEntry(c: Context<AppBindings>, slug: string) {
  return cachedJson(c, 'mocks', `questions:${slug}`, async () => {
    const mock = await getMockBySlug(c.var.deps.db, slug);
    return mock ? getMockQuestions(c.var.deps.db, mock.id) : [];
  });
}

const encoder = new TextEncoder();

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
  .openapi(startRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const [mock, questions] = await Promise.all([mockBySlug(c, slug), questionsEntry(c, slug)]);
    const now = nowMs(c.var.deps);
    const startedAt = new Date(now).toISOString();
    const deadline = new Date(now + mock.timer * 60_000).toISOString();
    // The cached questions are spliced in as they are (no parse and re-serialization per start).
    const body = Buffer.concat([
      encoder.encode(`{"mock":${JSON.stringify(mock)},"questions":`),
      questions.bytes,
      encoder.encode(`,"serverTime":"${startedAt}","startedAt":"${startedAt}","deadline":"${deadline}"}`),
    ]);
    return c.body(body, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<MockStart, 200, 'json'>;
  })
  .openapi(submitRoute, async (c) => {
    const { answers, clientAttemptId, startedAt } = c.req.valid('json');
    const mock = await mockBySlug(c, c.req.valid('param').slug);
    const answerKey = await readThrough(c, 'mocks', `answers:${mock.id}`, () => getAnswerKey(c.var.deps.db, mock.id));
    if (answers.length > answerKey.length) {
      const message = `answers must have at most ${answerKey.length} entries (one per question)`;
      throw new ApiError(400, 'VALIDATION_ERROR', message, { field: 'answers', issues: [{ field: 'answers', message }] });
    }
    const result = scoreAnswers({ answers, correct: answerKey.map((k) => k.correct), negativeMarks: mock.negative_marks });
    const user = c.var.user;
    let attempt = null;
    if (user) {
      const now = nowMs(c.var.deps);
      const claimed = startedAt ? Date.parse(startedAt) : now;
      const started = Math.max(Math.min(claimed, now), now - MAX_ATTEMPT_SECONDS * 1000);
      const id = clientAttemptId ?? randomBytes(12).toString('base64url');
      const saved = await saveAttempt(c.var.deps.db, {
        clientAttemptId: id,
        userUid: user.uid,
        mockTestId: mock.id,
        answers: answerKey.map((_, i) => answers[i] ?? null),
        correct: result.correct,
        wrong: result.wrong,
        unanswered: result.unanswered,
        score: result.score,
        percentage: result.percentage,
        timeTakenSeconds: Math.round((now - started) / 1000),
        startedAt: new Date(started),
      });
      attempt = { id: saved.id, clientAttemptId: id, submittedAt: new Date(saved.submittedAt).toISOString() };
    }
    // Interim (issue 17 contract commit): the server attempt and the new result fields follow.
    return c.json({ answerKey, result, attempt } as unknown as MockResult, 200);
  });
