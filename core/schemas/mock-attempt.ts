/**
 * A mock attempt on the wire, one definition each:
 *
 *   MockStart    GET  /mocks/{slug}/start   the test to take, server time, deadline
 *   MockSubmit   POST /mocks/{slug}/submit  the body (answers, client attempt id, start)
 *   MockResult   POST /mocks/{slug}/submit  the answer: key with explanations, score, stored attempt
 *
 * The API route validates and documents with these schemas (OpenAPI component
 * names from `.meta({ id })`); core/mock and the runner island use their
 * `z.infer` types through type-only imports, so zod stays out of the island.
 * The 400 messages of MockSubmit are the API's own wording, kept verbatim.
 */
import { z } from 'zod';
import { AnswerKeyEntrySchema, MockQuestionSchema, MockTestSchema } from './responses/mocks';

// ---------------------------------------------------------------- start

export const MockStartSchema = z
  .object({
    mock: MockTestSchema,
    questions: z.array(MockQuestionSchema),
    serverTime: z.string().meta({ description: 'Server clock (ISO), for correcting the client timer' }),
    startedAt: z.string(),
    deadline: z.string().meta({ description: 'startedAt + timer minutes (ISO)' }),
  })
  .meta({ id: 'MockStart' });

export type MockStart = z.infer<typeof MockStartSchema>;

// ---------------------------------------------------------------- submit

const ANSWER_MESSAGE = 'Each answer must be an option index from 0 to 3, or null';

const answerInput = z.number({ error: ANSWER_MESSAGE }).int(ANSWER_MESSAGE).min(0, ANSWER_MESSAGE).max(3, ANSWER_MESSAGE).nullable();

export const MockSubmitSchema = z
  .object({
    answers: z
      .array(answerInput, { error: 'answers must be an array with one entry per question' })
      .max(100, 'answers must have at most 100 entries')
      .meta({ description: 'Chosen option index per question, in question order; null = unanswered', example: [0, 2, null, 1, 3] }),
    clientAttemptId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientAttemptId must be 8-64 letters, digits, - or _')
      .optional()
      .meta({ description: 'Client-generated id: a retried submit is stored once' }),
    startedAt: z.iso.datetime({ offset: true, error: 'startedAt must be an ISO date-time' }).optional(),
  })
  .meta({ id: 'MockSubmit' });

export type MockSubmit = z.infer<typeof MockSubmitSchema>;

// ---------------------------------------------------------------- result

/** The score of spec section 5 (core/mock/scoring.ts computes it, on both sides). */
export const MockScoreSchema = z.object({
  total: z.number().int(),
  correct: z.number().int(),
  wrong: z.number().int(),
  /** Never counted as wrong. */
  unanswered: z.number().int(),
  /** correct + wrong. */
  attempted: z.number().int(),
  /** Marks: one per correct answer minus the negative marks. */
  score: z.number(),
  negativeMarksApplied: z.number(),
  percentage: z.number().int(),
  accuracy: z.number().int(),
});

export type MockScore = z.infer<typeof MockScoreSchema>;

export const MockResultSchema = z
  .object({
    answerKey: z.array(AnswerKeyEntrySchema),
    result: MockScoreSchema,
    attempt: z
      .object({ id: z.number().int(), clientAttemptId: z.string(), submittedAt: z.string() })
      .nullable()
      .meta({ description: 'The stored attempt (signed-in callers only), else null' }),
  })
  .meta({ id: 'MockResult' });

export type MockResult = z.infer<typeof MockResultSchema>;
