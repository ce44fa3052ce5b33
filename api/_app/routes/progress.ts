/**
 * A signed-in user's progress (spec section 7 path names; docs/accounts.md).
 * Every route needs `Authorization: Bearer <Firebase ID token>` and works on
 * the caller's own rows only: the uid always comes from the verified token,
 * never from the request, so there is no way to name another user's data.
 *
 *   GET  /progress              summary: stats, recent reads, series, recent attempts
 *   GET  /progress/stats        counts, average and best score (% of marks), accuracy, last activity
 *   GET  /progress/articles     read articles, newest first (page, limit)
 *   GET  /progress/series       progress in each started series
 *   GET  /progress/mock-test    mock-test attempt history (page, limit, mock=<slug>)
 *   GET  /progress/mock-analysis score and percentile trend, accuracy by section and by topic
 *   POST /progress/mark-read    { articleId } or { slug }: record a read, advance its series
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  listMockAttempts,
  listReadArticles,
  listSeriesProgress,
  markArticleRead,
  progressStats,
  progressSummary,
} from '#db/queries/progress.ts';
import type { RateLimitRule } from '#infra/rate-limit.ts';
import { PaginationSchema } from '#core/schemas/responses/common.ts';
import { MockAnalysisSchema } from '#core/schemas/responses/progress.ts';
import { mockAnalysis } from '#db/queries/mock-attempts.ts';
import { MarkReadResultSchema, MockAttemptSchema, ProgressStatsSchema, ProgressSummarySchema, ReadArticleSchema, SeriesProgressSchema } from '#core/schemas/responses/progress.ts';
import { nowMs } from '../context';
import { notFound } from '../errors';
import { rateLimit } from '../middleware/rate-limit';
import { requireUser } from '../middleware/user-auth';
import { createRouter } from '../router';
import {
  ErrorSchema,
  intInput,
  jsonResponse,
  limitInput,
  MAX_INT,
  pageInput,
  rateLimitedResponse,
  slugInput,
  SLUG_PATTERN,
  ValidationErrorSchema,
} from '../schemas';

const tags = ['Progress'];
/** Per IP: generous for a reader, a brake on a script. */
export const PROGRESS_RATE_LIMIT: RateLimitRule = { name: 'progress', limit: 240, windowSeconds: 60 };
/** What every signed-in progress route (this file, bookmarks.ts) runs, declares and may answer. */
export const guard = [rateLimit(PROGRESS_RATE_LIMIT), requireUser];
export const security = [{ ApiKey: [], FirebaseIdToken: [] }];

export const errors = {
  400: jsonResponse(ValidationErrorSchema, 'Invalid input'),
  401: jsonResponse(ErrorSchema, 'Missing API key, not signed in (AUTH_REQUIRED) or invalid/expired ID token (AUTH_INVALID)'),
  503: jsonResponse(ErrorSchema, 'Sign-in not configured (AUTH_NOT_CONFIGURED)'),
  ...rateLimitedResponse,
} as const;

const data = <T extends z.ZodType>(schema: T) => z.object({ success: z.literal(true), data: schema });
const page = <T extends z.ZodType>(schema: T) => z.object({ success: z.literal(true), data: z.array(schema), pagination: PaginationSchema });

const summaryRoute = createRoute({
  method: 'get',
  path: '/progress',
  tags,
  security,
  summary: 'My progress: stats, the 10 latest reads, series progress and the 10 latest mock attempts',
  middleware: guard,
  responses: { 200: jsonResponse(data(ProgressSummarySchema), 'Summary'), ...errors },
});

const statsRoute = createRoute({
  method: 'get',
  path: '/progress/stats',
  tags,
  security,
  summary: 'My progress counts',
  middleware: guard,
  responses: { 200: jsonResponse(data(ProgressStatsSchema), 'Stats'), ...errors },
});

const articlesRoute = createRoute({
  method: 'get',
  path: '/progress/articles',
  tags,
  security,
  summary: 'Articles I have read, newest first',
  middleware: guard,
  request: { query: z.object({ page: pageInput, limit: limitInput(100, 20) }) },
  responses: { 200: jsonResponse(page(ReadArticleSchema), 'Read articles'), ...errors },
});

const seriesRoute = createRoute({
  method: 'get',
  path: '/progress/series',
  tags,
  security,
  summary: 'My progress in each series I started',
  middleware: guard,
  responses: { 200: jsonResponse(data(z.array(SeriesProgressSchema)), 'Series progress'), ...errors },
});

const attemptsRoute = createRoute({
  method: 'get',
  path: '/progress/mock-test',
  tags,
  security,
  summary: 'My mock-test attempts, newest first (optionally of one test)',
  middleware: guard,
  request: { query: z.object({ page: pageInput, limit: limitInput(100, 20), mock: slugInput('mock').optional().openapi({ param: { in: 'query', name: 'mock' } }) }) },
  responses: { 200: jsonResponse(page(MockAttemptSchema), 'Attempts'), ...errors },
});

const analysisRoute = createRoute({
  method: 'get',
  path: '/progress/mock-analysis',
  tags,
  security,
  summary: 'My mock-test analysis: score and percentile over my last 50 attempts, accuracy by section and by topic',
  middleware: guard,
  responses: { 200: jsonResponse(data(MockAnalysisSchema), 'Analysis'), ...errors },
});

const MarkReadSchema = z
  .object({
    articleId: z
      .union([z.number().int().min(1).max(MAX_INT), intInput('articleId', 1, MAX_INT)], { error: 'articleId must be a whole number' })
      .optional(),
    slug: z.string({ error: 'slug must be text' }).regex(SLUG_PATTERN, "slug must be 1-200 letters, digits, '-' or '_'").optional(),
  })
  .refine((v) => v.articleId !== undefined || v.slug !== undefined, { message: 'articleId or slug is required', path: ['articleId'] })
  .openapi('MarkRead');

const markReadRoute = createRoute({
  method: 'post',
  path: '/progress/mark-read',
  tags,
  security,
  summary: 'Record that I read an article (idempotent) and advance its series',
  middleware: guard,
  request: { body: { required: true, content: { 'application/json': { schema: MarkReadSchema } } } },
  responses: {
    200: jsonResponse(data(MarkReadResultSchema), 'Recorded'),
    404: jsonResponse(ErrorSchema, 'No such article'),
    ...errors,
  },
});

export const progressRoutes = createRouter()
  .openapi(summaryRoute, async (c) => c.json({ success: true as const, data: await progressSummary(c.var.deps.db, c.var.user!.uid, new Date(nowMs(c.var.deps))) }, 200))
  .openapi(statsRoute, async (c) => c.json({ success: true as const, data: await progressStats(c.var.deps.db, c.var.user!.uid, new Date(nowMs(c.var.deps))) }, 200))
  .openapi(articlesRoute, async (c) => {
    const { page: p, limit } = c.req.valid('query');
    return c.json({ success: true as const, ...(await listReadArticles(c.var.deps.db, c.var.user!.uid, { page: p, limit })) }, 200);
  })
  .openapi(seriesRoute, async (c) => c.json({ success: true as const, data: await listSeriesProgress(c.var.deps.db, c.var.user!.uid) }, 200))
  .openapi(attemptsRoute, async (c) => {
    const { page: p, limit, mock } = c.req.valid('query');
    return c.json({ success: true as const, ...(await listMockAttempts(c.var.deps.db, c.var.user!.uid, { page: p, limit }, { mockSlug: mock }, new Date(nowMs(c.var.deps)))) }, 200);
  })
  .openapi(analysisRoute, async (c) => c.json({ success: true as const, data: await mockAnalysis(c.var.deps.db, c.var.user!.uid, new Date(nowMs(c.var.deps))) }, 200))
  .openapi(markReadRoute, async (c) => {
    const { articleId, slug } = c.req.valid('json');
    const result = await markArticleRead(c.var.deps.db, c.var.user!.uid, { articleId, slug }, new Date(nowMs(c.var.deps)));
    if (!result) throw notFound('Article');
    return c.json({ success: true as const, data: result }, 200);
  });
