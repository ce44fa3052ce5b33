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
    score: z.number().meta({ description: 'Marks after negative marking, out of max_score: the score (core/mock/marks.ts)' }),
    scorePercent: z.number().meta({ description: 'score ÷ max_score × 100, 1 decimal: the score as a share of the marks' }),
    accuracy: z.number().int().meta({ description: 'round(correct ÷ attempted × 100), 0 when nothing was attempted' }),
    percentage: z.number().int().meta({ description: 'round(correct ÷ total × 100): the share of questions answered correctly (spec section 5), not the score' }),
    timeTakenSeconds: z.number().int(),
    startedAt: z.string(),
    submittedAt: z.string(),
    attemptId: z.string().meta({ description: 'Public attempt id (GET /mocks/attempts/{id})' }),
    max_score: z.number(),
    late: z.boolean(),
    ranked: z.boolean(),
  })
  .meta({ id: 'MockAttempt' });
export type MockAttempt = z.infer<typeof MockAttemptSchema>;

export const ProgressStatsSchema = z
  .object({
    articlesRead: z.number().int(),
    seriesStarted: z.number().int(),
    seriesCompleted: z.number().int(),
    mockAttempts: z.number().int(),
    averageScorePercent: z
      .number()
      .nullable()
      .meta({ description: 'Mean over my submitted attempts of score ÷ max_score × 100 (1 decimal); null without attempts' }),
    bestScorePercent: z.number().nullable().meta({ description: 'Best score ÷ max_score × 100 of my attempts; null without attempts' }),
    averageAccuracy: z.number().int().nullable().meta({ description: 'round(Σ correct ÷ Σ attempted × 100) over my attempts; null without attempts' }),
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

/** One accuracy row of the analysis (a section name or a topic). */
const accuracyRow = {
  attempted: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().int().meta({ description: 'round(correct / attempted × 100), 0 when nothing was attempted' }),
};

/** GET /progress/mock-analysis: score and percentile trend, accuracy by section and by topic over all my submitted attempts. */
export const MockAnalysisSchema = z
  .object({
    attempts: z
      .array(
        z.object({
          attemptId: z.string(),
          slug: z.string(),
          name: z.string(),
          submittedAt: z.string(),
          score: z.number(),
          max_score: z.number(),
          scorePercent: z.number().meta({ description: 'score ÷ max_score × 100, 1 decimal (what the trend charts)' }),
          percentile: z.number().nullable().meta({ description: 'Current percentile of this score among the ranked attempts of the test; null when there are none' }),
          ranked: z.boolean(),
          late: z.boolean(),
        }),
      )
      .meta({ description: 'Oldest first (the trend), at most the last 50' }),
    sections: z.array(z.object({ name: z.string(), ...accuracyRow })).meta({ description: 'By section name, across tests' }),
    topics: z.array(z.object({ topic: z.string(), ...accuracyRow })).meta({ description: 'By question topic, most attempted first' }),
  })
  .meta({ id: 'MockAnalysis' });
export type MockAnalysis = z.infer<typeof MockAnalysisSchema>;
