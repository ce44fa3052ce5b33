/**
 * Attempts the dashboard lists for a look (issue 26): those submitted faster
 * than the floor of core/mock/ranking.ts — scored, not ranked. See common.ts
 * for what this folder is.
 */
import { z } from 'zod';

export const TooFastAttemptSchema = z
  .object({
    id: z.string().meta({ description: 'Public attempt id' }),
    mock: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    user: z.object({ uid: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable().meta({ description: 'null: anonymous' }),
    answered: z.number().int(),
    score: z.number(),
    maxScore: z.number(),
    timeTakenSeconds: z.number().int().meta({ description: 'Server-measured' }),
    minimumSeconds: z.number().int().meta({ description: 'The floor for this many answers (MIN_SECONDS_PER_ANSWER each)' }),
    submittedAt: z.string(),
  })
  .meta({ id: 'TooFastAttempt', description: 'An attempt below the time floor: scored, not ranked' });
export type TooFastAttempt = z.infer<typeof TooFastAttemptSchema>;
