/**
 * Live All-India tests on the wire (issue 28), one definition each:
 *
 *   LiveSchedule         the admin's three moments (ISO); on MockTest as `live` (null = always open)
 *   LiveScheduleInput    PUT /admin/mocks/{id}/live  { schedule: LiveSchedule | null }
 *   LiveStatus           GET /mocks/{slug}/live, POST /mocks/{slug}/register
 *   LiveTestList         GET /mocks/live  (upcoming, open, closed and recent results)
 *   LiveStartInfo        MockStart.live: how the started attempt counts (live-ranked or not, and why)
 *   MockPending          POST /mocks/{slug}/submit and GET /mocks/attempts/{id} of a live attempt before
 *                        results time: the answers are in, no score, key, figures or rank
 *   LiveResults          GET /mocks/{slug}/live/results  the frozen leaderboard (top N) and count
 *   AdminLiveTest        GET /admin/mocks/live  scheduled tests with registrations and attempts
 *
 * The state of a live test is derived from the schedule and the server's now by
 * one pure function, core/mock/live.ts (`liveState`), on the server and in the
 * islands. The contract: docs/mock-tests.md, "Live tests".
 */
import { z } from 'zod';
import { strictInput } from './common';

export const LIVE_STATES = ['upcoming', 'open', 'closed', 'results'] as const;
export const LiveStateSchema = z.enum(LIVE_STATES).meta({
  id: 'LiveState',
  description:
    "upcoming: now < opensAt · open: opensAt ≤ now ≤ lastStartAt · closed: lastStartAt < now < resultsAt (no new ranked starts, results pending) · results: now ≥ resultsAt",
});
export type LiveState = z.infer<typeof LiveStateSchema>;

export const LiveScheduleSchema = z
  .object({
    opensAt: z.string().meta({ description: 'Entry opens (ISO, server time); the paper is served from then on' }),
    lastStartAt: z.string().meta({ description: 'The last moment to start a ranked attempt (ISO); after opensAt' }),
    resultsAt: z.string().meta({
      description: 'Results are published (ISO): never before lastStartAt + the timer + MOCK_SUBMIT_GRACE_SECONDS (the last possible deadline)',
    }),
  })
  .meta({ id: 'LiveSchedule' });
export type LiveSchedule = z.infer<typeof LiveScheduleSchema>;

// ---------------------------------------------------------------- admin input

export const LIVE_MESSAGES = {
  schedule: 'schedule must be { opensAt, lastStartAt, resultsAt } (ISO date-times) or null',
  opensAt: 'opensAt must be an ISO date-time with a time zone',
  lastStartAt: 'lastStartAt must be an ISO date-time with a time zone',
  resultsAt: 'resultsAt must be an ISO date-time with a time zone',
  lastStartAfterOpen: 'lastStartAt must be after opensAt',
  /** The route completes it with the test's timer and the grace period (core/mock/live.ts, scheduleProblem). */
  resultsTooEarly: (earliest: string) => `resultsAt must be at or after ${earliest} (lastStartAt + the test's timer with compensatory time + the submit grace period)`,
} as const;

const isoInput = (message: string) => z.iso.datetime({ offset: true, error: message });

/** The schedule as the admin sends it: the order of the three moments is checked here; resultsAt against the timer in the route. */
export const LiveScheduleInputSchema = strictInput({
  schedule: z
    .strictObject({ opensAt: isoInput(LIVE_MESSAGES.opensAt), lastStartAt: isoInput(LIVE_MESSAGES.lastStartAt), resultsAt: isoInput(LIVE_MESSAGES.resultsAt) }, {
      error: LIVE_MESSAGES.schedule,
    })
    .nullable()
    .refine((s) => s === null || Date.parse(s.lastStartAt) > Date.parse(s.opensAt), { message: LIVE_MESSAGES.lastStartAfterOpen, path: ['lastStartAt'] })
    .meta({ description: 'The three moments, or null to make the test always open again (refused once it has live attempts)' }),
}).meta({ id: 'LiveScheduleInput' });
export type LiveScheduleInput = z.infer<typeof LiveScheduleInputSchema>;

// ---------------------------------------------------------------- status and list

export const LiveMeSchema = z
  .object({
    registered: z.boolean(),
    attempted: z.boolean().meta({ description: 'The account has started its live-ranked attempt (a later start is unranked)' }),
  })
  .meta({ id: 'LiveMe' });
export type LiveMe = z.infer<typeof LiveMeSchema>;

export const LiveStatusSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    schedule: LiveScheduleSchema,
    state: LiveStateSchema,
    now: z.string().meta({ description: "The server's clock (ISO) when answered: countdowns run from it, not from the device's clock" }),
    registered: z.number().int().meta({ description: 'Registered aspirants' }),
    me: LiveMeSchema.optional().meta({ description: 'Only with a Bearer token (then the answer is private)' }),
  })
  .meta({ id: 'LiveTestStatus' });
export type LiveStatus = z.infer<typeof LiveStatusSchema>;

export const LiveTestListItemSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    category_name: z.string(),
    timer: z.number().int().meta({ description: 'Minutes' }),
    question_count: z.number().int(),
    total_marks: z.number(),
    schedule: LiveScheduleSchema,
    state: LiveStateSchema,
    registered: z.number().int(),
  })
  .meta({ id: 'LiveTestListItem' });
export type LiveTestListItem = z.infer<typeof LiveTestListItemSchema>;

export const LiveTestListSchema = z
  .object({
    now: z.string().meta({ description: "The server's clock (ISO) when the list was made (the list is cached a few seconds)" }),
    data: z.array(LiveTestListItemSchema).meta({
      description: 'Open first, then upcoming (soonest first), closed, and results of the last 30 days (newest first)',
    }),
  })
  .meta({ id: 'LiveTestList' });
export type LiveTestList = z.infer<typeof LiveTestListSchema>;

// ---------------------------------------------------------------- start and submit

export const LIVE_UNRANKED_REASONS = ['anonymous', 'not_registered', 'not_first', 'after_window'] as const;
export const LiveUnrankedReasonSchema = z.enum(LIVE_UNRANKED_REASONS).meta({
  id: 'LiveUnrankedReason',
  description:
    'anonymous: only signed-in aspirants are ranked · not_registered: register before the window · not_first: only the first attempt counts · after_window: started after lastStartAt (practice)',
});
export type LiveUnrankedReason = z.infer<typeof LiveUnrankedReasonSchema>;

export const LiveStartInfoSchema = z
  .object({
    ranked: z.boolean().meta({ description: 'This attempt counts for the live ranking' }),
    reason: LiveUnrankedReasonSchema.nullable().meta({ description: 'Why not (null when ranked)' }),
    schedule: LiveScheduleSchema,
  })
  .meta({ id: 'LiveStartInfo' });
export type LiveStartInfo = z.infer<typeof LiveStartInfoSchema>;

/** The submit (or review) of a live test's attempt before results time: the answers are in, nothing else. */
export const MockPendingSchema = z
  .object({
    received: z.literal(true),
    resultsAt: z.string().meta({ description: 'When the score, rank, key and solutions are published (ISO)' }),
    attempt: z.object({
      id: z.string(),
      clientAttemptId: z.string().nullable(),
      startedAt: z.string(),
      submittedAt: z.string(),
      late: z.boolean(),
      ranked: z.boolean().meta({ description: 'Counts for the live ranking (a live-ranked attempt submitted on time)' }),
    }),
  })
  .meta({ id: 'MockPending' });
export type MockPending = z.infer<typeof MockPendingSchema>;

// ---------------------------------------------------------------- results

export const LiveLeaderboardEntrySchema = z.object({
  rank: z.number().int().meta({ description: '1 + live-ranked attempts with a higher score (ties share a rank)' }),
  name: z.string().meta({ description: "The display name, or 'Aspirant' when the user hides it" }),
  score: z.number(),
  timeTakenSeconds: z.number().int(),
});

export const LiveResultsSchema = z
  .object({
    slug: z.string(),
    resultsAt: z.string(),
    frozenAt: z.string().meta({ description: 'When the ranks were computed and frozen (once)' }),
    of: z.number().int().meta({ description: 'Live-ranked participants' }),
    topper: z.number().nullable(),
    average: z.number().nullable().meta({ description: 'Mean live-ranked score (2 decimals)' }),
    max: z.number().meta({ description: 'Highest possible score' }),
    entries: z.array(LiveLeaderboardEntrySchema).meta({ description: 'The top of the frozen leaderboard (score, then less time, then the earlier submit)' }),
  })
  .meta({ id: 'LiveResults' });
export type LiveResults = z.infer<typeof LiveResultsSchema>;

/** The aspirant's own frozen standing, on MockResult.live after results time. */
export const LiveStandingSchema = z
  .object({
    ranked: z.boolean().meta({ description: 'This attempt counted for the live ranking' }),
    rank: z.number().int().nullable().meta({ description: 'Frozen live rank; null for an unranked attempt' }),
    of: z.number().int(),
    percentile: z.number().nullable().meta({ description: '100 × (of − rank + 1) / of, 2 decimals; null for an unranked attempt' }),
    resultsAt: z.string(),
  })
  .meta({ id: 'LiveStanding' });
export type LiveStanding = z.infer<typeof LiveStandingSchema>;

// ---------------------------------------------------------------- admin list

export const AdminLiveTestSchema = LiveTestListItemSchema.extend({
  status: z.enum(['draft', 'published']),
  attempts: z.number().int().meta({ description: 'Attempts started in the window' }),
  ranked: z.number().int().meta({ description: 'Live-ranked attempts submitted' }),
  frozenAt: z.string().nullable().meta({ description: 'When the results were frozen; null before' }),
}).meta({ id: 'AdminLiveTest' });
export type AdminLiveTest = z.infer<typeof AdminLiveTestSchema>;
