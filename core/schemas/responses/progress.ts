/** A signed-in user's progress on the wire (/progress/*). See common.ts for what this folder is. */
import { z } from 'zod';
import { ArticleRefSchema } from './content';

export const ReadArticleSchema = z
  .object({
    articleId: z.number().int(),
    postSlug: z.string(),
    postTitle: z.string(),
    postCategory: z.string(),
    seriesSlug: z.string().nullable(),
    readAt: z.string(),
  })
  .meta({ id: 'ReadArticle' });
export type ReadArticle = z.infer<typeof ReadArticleSchema>;

export const SeriesProgressSchema = z
  .object({
    seriesId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    articleCount: z.number().int(),
    readCount: z.number().int(),
    // Rounded share of the series' articles the user has read.
    percent: z.number().int(),
    completed: z.boolean(),
    lastArticle: ArticleRefSchema.nullable(),
    // The first article of the series (in series order) not read yet, if any.
    nextArticle: ArticleRefSchema.nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SeriesProgress' });
export type SeriesProgress = z.infer<typeof SeriesProgressSchema>;

export const MockAttemptSchema = z
  .object({
    id: z.number().int(),
    clientAttemptId: z.string(),
    mock: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    total: z.number().int(),
    correct: z.number().int(),
    wrong: z.number().int(),
    unanswered: z.number().int(),
    score: z.number(),
    percentage: z.number().int(),
    timeTakenSeconds: z.number().int(),
    startedAt: z.string(),
    submittedAt: z.string(),
  })
  .meta({ id: 'MockAttempt' });
export type MockAttempt = z.infer<typeof MockAttemptSchema>;

export const ProgressStatsSchema = z
  .object({
    articlesRead: z.number().int(),
    seriesStarted: z.number().int(),
    seriesCompleted: z.number().int(),
    mockAttempts: z.number().int(),
    // Mean percentage over all attempts (rounded), null without attempts.
    averagePercentage: z.number().int().nullable(),
    bestPercentage: z.number().int().nullable(),
    lastActivityAt: z.string().nullable(),
  })
  .meta({ id: 'ProgressStats' });
export type ProgressStats = z.infer<typeof ProgressStatsSchema>;

export const ProgressSummarySchema = z
  .object({
    stats: ProgressStatsSchema,
    recentArticles: z.array(ReadArticleSchema),
    series: z.array(SeriesProgressSchema),
    recentMockAttempts: z.array(MockAttemptSchema),
  })
  .meta({ id: 'ProgressSummary' });
export type ProgressSummary = z.infer<typeof ProgressSummarySchema>;

/** POST /progress/mark-read: the read as recorded and the series it advanced (if any). */
export const MarkReadResultSchema = z.object({ article: ReadArticleSchema, series: SeriesProgressSchema.nullable() });
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>;
