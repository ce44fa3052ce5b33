/**
 * A mock attempt on the wire, one definition each:
 *
 *   MockStart    POST /mocks/{slug}/start   creates the server attempt: the test to take, server time,
 *                                           start, deadline, attempt id and token
 *                GET  /mocks/{slug}/start   the same paper without an attempt (attempt: null)
 *   MockStartTicket POST …/start { paper: false }  the same without the paper: its address instead
 *   MockPaper    GET  /mocks/{slug}/paper   the paper alone (no answers), public and cacheable (a CDN's)
 *   MockSubmit   POST /mocks/{slug}/submit  the body (attempt id, answers, time per question, …)
 *   MockResult   POST /mocks/{slug}/submit  the answer: score, sections, stored attempt, standing
 *                GET  /mocks/attempts/{id}  (rank, percentile), comparison, per-question figures and
 *                                           the signed address of the answer key
 *   MockAnswerKey GET /mocks/{slug}/answer-key  the key with explanations, at the signed address
 *                                           only a submitted attempt's result gives (the same for
 *                                           every aspirant of a version of the paper)
 *
 * The API route validates and documents with these schemas (OpenAPI component
 * names from `.meta({ id })`); core/mock and the runner island use their
 * `z.infer` types through type-only imports, so zod stays out of the island.
 * The 400 messages of MockSubmit are the API's own wording, kept verbatim.
 */
import { z } from 'zod';
import { AnswerKeyEntrySchema, MockQuestionSchema, MockTestSchema } from './responses/mocks';
import { MAX_CLAIMED_ATTEMPTS } from '../constants';
import { strictInput } from './common';
import { intArray, nullableIntArray } from './int-array';
import { LiveStandingSchema, LiveStartInfoSchema, MockPendingSchema } from './live-test';

// ---------------------------------------------------------------- start

/** The server attempt made by POST /mocks/{slug}/start. */
export const MockAttemptTicketSchema = z
  .object({
    id: z.string().meta({ description: 'Public attempt id: name it in the submit (attemptId) and in GET /mocks/attempts/{id}' }),
    token: z.string().meta({
      description: 'Signed attempt token: send it as the x-attempt-token header on submit and review. Required for anonymous attempts, harmless for signed-in ones',
    }),
  })
  .meta({ id: 'MockAttemptTicket' });
export type MockAttemptTicket = z.infer<typeof MockAttemptTicketSchema>;

/**
 * Where the paper of a start is (issue 28): the same address for everyone taking this version of the test, so a CDN
 * answers it (GET /mocks/{slug}/paper?v=…, public, immutable) and the start itself stays small.
 */
export const MockPaperRefSchema = z
  .object({
    version: z.string().meta({ description: "The paper's version: the test's updated_at in ms since the epoch (the same `v` as the answer key's address)" }),
    url: z.string().meta({ description: 'API-relative address of the paper: /mocks/{slug}/paper?v={version}' }),
  })
  .meta({ id: 'MockPaperRef' });
export type MockPaperRef = z.infer<typeof MockPaperRefSchema>;

/** GET /mocks/{slug}/paper: the test and its questions without answers (what a start carries), the same for everyone. */
export const MockPaperSchema = z
  .object({
    version: MockPaperRefSchema.shape.version,
    mock: MockTestSchema,
    questions: z.array(MockQuestionSchema),
  })
  .meta({ id: 'MockPaper' });
export type MockPaper = z.infer<typeof MockPaperSchema>;

/** POST /mocks/{slug}/start's body (optional): `{ paper: false }` leaves the paper out of the answer. */
export const MockStartRequestSchema = strictInput({
  paper: z
    .boolean({ error: 'paper must be true or false' })
    .optional()
    .meta({ description: 'false: the answer leaves the paper out (MockStartTicket) and names its cacheable address instead; default true' }),
}).meta({ id: 'MockStartRequest' });
export type MockStartRequest = z.infer<typeof MockStartRequestSchema>;

export const MockStartSchema = z
  .object({
    mock: MockTestSchema,
    questions: z.array(MockQuestionSchema),
    serverTime: z.string().meta({ description: 'Server clock (ISO), for correcting the client timer' }),
    startedAt: z.string().meta({ description: "The server's start of the attempt (ISO)" }),
    deadline: z.string().meta({ description: 'startedAt + timer minutes (ISO), × 4/3 with compensatory time; for a sectional test the sum of the section limits' }),
    attempt: MockAttemptTicketSchema.nullable().meta({ description: 'The server attempt (POST); null for GET, which creates none' }),
    live: LiveStartInfoSchema.nullable()
      .optional()
      .meta({ description: 'A live test (issue 28): whether this attempt counts for the live ranking, and why not; absent or null for an always-open test' }),
    paper: MockPaperRefSchema.optional().meta({ description: "The paper's version and cacheable address (the questions are also in this answer)" }),
    compensatory: z
      .boolean()
      .optional()
      .meta({
        description:
          'Issue 29: the attempt was started with PwBD compensatory time (20 minutes per hour): `deadline` and every section’s limit are × 4/3. False for GET and anonymous attempts',
      }),
  })
  .meta({ id: 'MockStart' });

/** GET /mocks/{slug}/compensatory (issue 29): whether the caller's next attempt of the test gets compensatory time, and why. */
export const MockCompensatorySchema = z
  .object({
    profile: z.boolean().meta({ description: 'The profile declares the entitlement now (users.compensatory_time)' }),
    fixed: z
      .boolean()
      .nullable()
      .meta({ description: 'The value fixed for this test by the account’s first attempt of it; null: no attempt yet (the profile decides)' }),
    applies: z.boolean().meta({ description: 'The next attempt gets compensatory time: `fixed` when there is one, else `profile`' }),
    extraSeconds: z.number().int().meta({ description: 'The extra time on the whole test when it applies (20 s per minute of the timer)' }),
  })
  .meta({ id: 'MockCompensatory' });
export type MockCompensatory = z.infer<typeof MockCompensatorySchema>;

export type MockStart = z.infer<typeof MockStartSchema>;

/** POST start with `{ paper: false }`: the attempt, the times and the live standing; the paper is fetched from `paper.url`. */
export const MockStartTicketSchema = MockStartSchema.omit({ mock: true, questions: true })
  .extend({ paper: MockPaperRefSchema.meta({ description: 'Where the paper is: fetch it (in parallel, from a CDN) and check its version' }) })
  .meta({ id: 'MockStartTicket' });
export type MockStartTicket = z.infer<typeof MockStartTicketSchema>;

// ---------------------------------------------------------------- submit

export const ANSWER_MESSAGE = 'Each answer must be an option index from 0 to 3, or null';

export const TIME_MESSAGE = 'timeSpent must be an array of whole seconds (0 or more), one per question';

/** An answer sheet: option indexes 0–3 or null (unanswered), one per question. */
export const answerSheet = (arrayMessage: string) =>
  nullableIntArray({ message: ANSWER_MESSAGE, arrayMessage, min: 0, max: 3, maxItems: 100, maxItemsMessage: 'answers must have at most 100 entries' });

/** Whole seconds (0 or more), one per question. */
export const secondsList = () =>
  intArray({ message: TIME_MESSAGE, arrayMessage: TIME_MESSAGE, min: 0, maxItems: 100, maxItemsMessage: 'timeSpent must have at most 100 entries' });

export const MockSubmitSchema = z
  .object({
    attemptId: z
      .string({ error: 'attemptId must be the attempt id from POST /mocks/{slug}/start' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'attemptId must be the attempt id from POST /mocks/{slug}/start')
      .optional()
      .meta({
        description:
          'The attempt from POST /mocks/{slug}/start. Required in practice: a submit without a started attempt is refused (404 ATTEMPT_NOT_FOUND) and gets no answer key',
      }),
    answers: answerSheet('answers must be an array with one entry per question')
      .meta({ description: 'Chosen option index per question, in question order; null = unanswered', example: [0, 2, null, 1, 3] }),
    clientAttemptId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientAttemptId must be 8-64 letters, digits, - or _')
      .optional()
      .meta({ description: 'Client-generated id: a retried submit is stored once' }),
    timeSpent: secondsList()
      .optional()
      .meta({ description: 'Seconds spent on each question, in question order (client-reported; clamped by the server)' }),
    submittedAt: z.iso
      .datetime({ offset: true, error: 'submittedAt must be an ISO date-time' })
      .optional()
      .meta({
        description:
          "When the aspirant submitted (the offline queue's stamp; the deadline for a timeout). Trusted only within [startedAt, min(now, deadline)]",
      }),
    startedAt: z.iso
      .datetime({ offset: true, error: 'startedAt must be an ISO date-time' })
      .optional()
      .meta({ description: "Ignored (the server's own start counts); accepted for older clients" }),
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
  /** Marks: per section, correct × marks per correct answer − wrong × marks per wrong answer. */
  score: z.number(),
  /** Highest possible score. */
  max_score: z.number(),
  negativeMarksApplied: z.number(),
  percentage: z.number().int(),
  accuracy: z.number().int(),
});

export type MockScore = z.infer<typeof MockScoreSchema>;

/** One section's figures in a result (a test without sections has one, section_id null). */
export const SectionResultSchema = z
  .object({
    section_id: z.number().int().nullable(),
    name: z.string(),
    name_hi: z.string().nullable(),
    score: z.number(),
    max_score: z.number(),
    correct: z.number().int(),
    wrong: z.number().int(),
    unanswered: z.number().int(),
    accuracy: z.number().int().meta({ description: 'round(correct / attempted × 100), 0 when nothing was attempted' }),
    seconds: z.number().int().meta({ description: 'Seconds spent on the section (sum of timeSpent)' }),
  })
  .meta({ id: 'SectionResult' });
export type SectionResult = z.infer<typeof SectionResultSchema>;

export const MockStandingSchema = z
  .object({
    rank: z.number().int().meta({ description: '1 + ranked attempts with a higher score (ties share a rank)' }),
    of: z.number().int().meta({ description: 'Ranked attempts of the test (including this one, or as if it were added when unranked)' }),
    percentile: z.number().meta({ description: '100 × (of − rank + 1) / of: share of ranked attempts scoring at most this score, 2 decimals' }),
  })
  .meta({ id: 'MockStanding' });
export type MockStanding = z.infer<typeof MockStandingSchema>;

const comparisonRow = {
  you: z.number(),
  topper: z.number().nullable().meta({ description: 'Best ranked score; null when there is no ranked attempt to compare with' }),
  average: z.number().nullable().meta({ description: 'Mean ranked score (2 decimals); null when there is no ranked attempt to compare with' }),
  max: z.number().meta({ description: 'Highest possible score' }),
};

export const MockComparisonSchema = z
  .object({
    ranked: z.number().int().meta({ description: 'Ranked attempts of the test compared with; 0 = none yet (topper and average are null)' }),
    sections: z.array(z.object({ section_id: z.number().int().nullable(), name: z.string(), ...comparisonRow })),
    overall: z.object(comparisonRow),
  })
  .meta({ id: 'MockComparison', description: 'This attempt against the topper and the average of the ranked attempts' });
export type MockComparison = z.infer<typeof MockComparisonSchema>;

export const MockResultAttemptSchema = z
  .object({
    id: z.string().meta({ description: 'Public attempt id' }),
    clientAttemptId: z.string().nullable(),
    startedAt: z.string(),
    submittedAt: z.string(),
    timeTakenSeconds: z.number().int().meta({ description: "Server-measured, from the server's start, at most the test's time" }),
    late: z.boolean().meta({ description: 'Arrived after the deadline + the grace period: scored, not ranked' }),
    tooFast: z.boolean().meta({
      description: 'Taken faster than MIN_SECONDS_PER_ANSWER (2) seconds per answered question, measured by the server: scored, not ranked, listed for the admins',
    }),
    ranked: z.boolean().meta({
      description: "Counts for rank: a signed-in account's first on-time, plausibly timed attempt of the test, with no other submitted attempt of it (its own or joined from a device)",
    }),
    attemptNumber: z.number().int().meta({ description: "1 for the caller's first attempt of this test, 2 for the next …" }),
    answers: z
      .array(z.number().int().nullable())
      .meta({ description: 'The chosen option per question, in paper order (null = unanswered): the review of this attempt on any device' }),
    timeSpent: z.array(z.number().int()).meta({ description: 'Seconds spent on each question, in paper order, as stored (clamped)' }),
  })
  .meta({ id: 'MockResultAttempt' });
export type MockResultAttempt = z.infer<typeof MockResultAttemptSchema>;

/** Per question, in paper order: how the ranked aspirants did (folded in at most every 30 s). */
export const QuestionFiguresSchema = AnswerKeyEntrySchema.pick({ correct_share: true, avg_seconds: true }).meta({ id: 'QuestionFigures' });
export type QuestionFigures = z.infer<typeof QuestionFiguresSchema>;

/** The answer key of a test as GET /mocks/{slug}/answer-key serves it: the same for every aspirant, so without the figures. */
export const AnswerKeyQuestionSchema = AnswerKeyEntrySchema.omit({ correct_share: true, avg_seconds: true }).meta({ id: 'AnswerKeyQuestion' });
export type AnswerKeyQuestion = z.infer<typeof AnswerKeyQuestionSchema>;

export const MockAnswerKeySchema = z
  .object({
    answerKey: z.array(AnswerKeyQuestionSchema),
  })
  .meta({ id: 'MockAnswerKey' });
export type MockAnswerKey = z.infer<typeof MockAnswerKeySchema>;

export const MockResultSchema = z
  .object({
    answerKeyUrl: z.string().meta({
      description:
        'Where the answer key with explanations is (GET, API-relative). The signed address comes only with a submitted attempt’s result and is the same for every aspirant of this version of the test, so the submit stays small in a burst and a CDN serves the key (public, immutable)',
    }),
    questionFigures: z.array(QuestionFiguresSchema).meta({ description: 'Per question, in paper order: correct_share and avg_seconds of the ranked attempts' }),
    result: MockScoreSchema,
    sections: z.array(SectionResultSchema),
    attempt: MockResultAttemptSchema,
    standing: MockStandingSchema.nullable().meta({
      description: 'Rank and percentile; for an unranked attempt the rank its score WOULD have (attempt.ranked = false). null when the test has no ranked attempts and this one is unranked',
    }),
    comparison: MockComparisonSchema,
    live: LiveStandingSchema.optional().meta({
      description: "A live test's attempt after results time: the frozen live rank (the test's standing above is the always-open ranking)",
    }),
  })
  .meta({ id: 'MockResult' });

export type MockResult = z.infer<typeof MockResultSchema>;

/**
 * What a submit (and the review of a submitted attempt) answers: the result, or, for a live test's attempt before its
 * results time, only that the answers are in (`received: true`, no score, key, figures or rank).
 */
export const MockSubmitAnswerSchema = z.union([MockResultSchema, MockPendingSchema]).meta({ id: 'MockSubmitAnswer' });
export type MockSubmitAnswer = z.infer<typeof MockSubmitAnswerSchema>;
/** The figures of a result as the runner keeps them (the key and its figures are merged into the answer key: core/mock/submit.ts). */
export type MockResultFigures = Omit<MockResult, 'answerKeyUrl' | 'questionFigures'>;

// ---------------------------------------------------------------- joining a device's attempts (issue 26)

const CLAIM_MESSAGE = `attempts must be 1 to ${MAX_CLAIMED_ATTEMPTS} attempts started on this device, each { id, token } from POST /mocks/{slug}/start`;

/** POST /progress/attempts/claim: the attempts a device started signed out, each proved by its token. */
export const MockAttemptClaimSchema = strictInput({
  attempts: z
    .array(
      z.strictObject(
        {
          id: z.string({ error: CLAIM_MESSAGE }).regex(/^[A-Za-z0-9_-]{8,64}$/, CLAIM_MESSAGE),
          token: z.string({ error: CLAIM_MESSAGE }).regex(/^[A-Za-z0-9_-]{16,128}$/, CLAIM_MESSAGE),
        },
        { error: CLAIM_MESSAGE },
      ),
      { error: CLAIM_MESSAGE },
    )
    .min(1, CLAIM_MESSAGE)
    .max(MAX_CLAIMED_ATTEMPTS, CLAIM_MESSAGE),
}).meta({ id: 'MockAttemptClaim' });
export type MockAttemptClaim = z.infer<typeof MockAttemptClaimSchema>;

export const MockAttemptClaimResultSchema = z
  .object({
    attempts: z.array(
      z.object({
        id: z.string(),
        outcome: z.enum(['joined', 'yours', 'other_account', 'not_found']).meta({
          description: "joined: now this account's; yours: it already was; other_account: another account's, left alone; not_found: no such attempt (its test was deleted)",
        }),
      }),
    ),
  })
  .meta({ id: 'MockAttemptClaimResult' });
export type MockAttemptClaimResult = z.infer<typeof MockAttemptClaimResultSchema>;
