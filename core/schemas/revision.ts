/**
 * Spaced revision on the wire (issue 30; docs/practice.md "Spaced revision"):
 *
 *   RevisionReviews        POST /revision/reviews  the body: answers given in revision (a batch, maybe queued offline)
 *   RevisionReviewsResult  its answer
 *   RevisionToday          GET /revision/today     the cards due by the end of the IST day, with the key
 *   RevisionCount          GET /revision/count     the badge
 */
import { z } from 'zod';

/** How sure, said after a right answer (a wrong answer is always FSRS's "again"). Kept here, not beside ts-fsrs: the island needs it without the scheduler. */
export const SELF_RATINGS = ['hard', 'good', 'easy'] as const;
export type SelfRating = (typeof SELF_RATINGS)[number];

/** At most this many reviews per POST (a long offline session sends several batches). */
export const MAX_REVIEWS_PER_BATCH = 200;
/** At most this many due questions per GET /revision/today (the rest come after these are answered). */
export const MAX_REVISION_QUEUE = 50;

const QUESTION_ID = 'questionId must be the id of a question in your revision queue';
const REVIEWED_AT = 'reviewedAt must be the time of the answer as an ISO date-time (e.g. 2026-12-01T09:30:00Z)';

export const RevisionReviewSchema = z.object({
  questionId: z.number({ error: QUESTION_ID }).int(QUESTION_ID).min(1, QUESTION_ID).max(2_147_483_647, QUESTION_ID),
  correct: z.boolean({ error: 'correct must be true or false' }),
  rating: z
    .enum(SELF_RATINGS, { error: 'rating must be one of hard, good, easy' })
    .optional()
    .meta({ description: 'How sure, after a right answer (default good); ignored after a wrong one' }),
  reviewedAt: z.iso.datetime({ offset: true, error: REVIEWED_AT }).meta({ description: 'When the aspirant answered (the device clock; a time ahead of the server counts as now)' }),
});
export type RevisionReview = z.infer<typeof RevisionReviewSchema>;

export const RevisionReviewsSchema = z
  .object({
    reviews: z
      .array(RevisionReviewSchema, { error: 'reviews must be an array of answers' })
      .min(1, 'reviews must hold at least one answer')
      .max(MAX_REVIEWS_PER_BATCH, `reviews must hold at most ${MAX_REVIEWS_PER_BATCH} answers`),
  })
  .meta({ id: 'RevisionReviews' });
export type RevisionReviews = z.infer<typeof RevisionReviewsSchema>;

export const RevisionReviewsResultSchema = z
  .object({
    applied: z.number().int().meta({ description: 'Reviews that moved a card' }),
    ignored: z.number().int().meta({ description: 'Reviews not newer than their card’s last review (a retried batch) or of no card of yours' }),
    count: z.number().int().meta({ description: 'Cards due today after these reviews' }),
  })
  .meta({ id: 'RevisionReviewsResult' });
export type RevisionReviewsResult = z.infer<typeof RevisionReviewsResultSchema>;

export const RevisionCardSchema = z
  .object({
    questionId: z.number().int(),
    source: z.enum(['wrong', 'bookmark']),
    due: z.string().meta({ description: 'ISO date-time' }),
    question: z.string(),
    options: z.array(z.string()),
    correct: z.number().int().meta({ description: 'Index of the right option (only ever sent when the key rule allows it)' }),
    explanations: z.array(z.string()),
    question_hi: z.string().nullable(),
    options_hi: z.array(z.string()).nullable(),
    explanations_hi: z.array(z.string()).nullable(),
    mock: z.object({ slug: z.string(), name: z.string() }),
  })
  .meta({ id: 'RevisionCard' });
export type RevisionCard = z.infer<typeof RevisionCardSchema>;

export const RevisionTodaySchema = z
  .object({
    count: z.number().int().meta({ description: 'Cards due by the end of today in India (IST)' }),
    dayEnds: z.string().meta({ description: 'The end of that day (ISO): the list is good until then' }),
    data: z.array(RevisionCardSchema).meta({ description: `The first ${MAX_REVISION_QUEUE} due cards, most overdue first` }),
  })
  .meta({ id: 'RevisionToday' });
export type RevisionToday = z.infer<typeof RevisionTodaySchema>;

export const RevisionCountSchema = z.object({ count: z.number().int() }).meta({ id: 'RevisionCount' });
export type RevisionCount = z.infer<typeof RevisionCountSchema>;
