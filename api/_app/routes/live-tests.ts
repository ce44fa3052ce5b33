/**
 * Live All-India tests (issue 28): the list, a test's status (with the caller's
 * registration), registering, the frozen results, and the admin's schedule and
 * list. The start, submit and review of a live test's attempts are
 * routes/mock-attempts.ts, which asks this module for the start's mode, the
 * pending answer and the caller's frozen standing. Contract and rules:
 * docs/mock-tests.md, "Live tests"; the state is core/mock/live.ts.
 *
 * The results moment: the first request after resultsAt (on any instance)
 * freezes the ranks in the database (once: an advisory lock and the primary key
 * of mock_live_results, so instances racing store one result); then the frozen
 * document is served from the shared cache and a process copy, so the
 * participants opening their results at once do not each reach the database.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { earliestResultsAt, liveState, scheduleProblem } from '#core/mock/live.ts';
import { round2 } from '#core/mock/scoring.ts';
import {
  AdminLiveTestSchema,
  LIVE_MESSAGES,
  LiveResultsSchema,
  LiveScheduleInputSchema,
  LiveStatusSchema,
  LiveTestListSchema,
  type LiveResults,
  type LiveStartInfo,
  type LiveStanding,
  type LiveStatus,
  type MockPending,
} from '#core/schemas/live-test.ts';
import type { MockTest } from '#core/schemas/responses/mocks.ts';
import { freezeLiveResults, registerForLive, setLiveSchedule, startLiveAttempts, type LiveStartInput, type LiveStarted } from '#db/mutations/live-tests.ts';
import type { Db } from '#db/client.ts';
import type { StartAttemptInput, StartedAttempt } from '#db/mutations/mock-attempts.ts';
import { frozenRank, frozenResults, listAdminLiveTests, listLiveTests, liveMe, registrationCount, type FrozenResults } from '#db/queries/live-tests.ts';
import { coalescer, coalescerFor } from '../coalesce';
import type { AttemptRow } from '#db/queries/attempt-row.ts';
import { percentileOf } from '#core/mock/live.ts';
import { keyAccess, NO_EVIDENCE } from '#core/mock/key-access.ts';
import { nowMs, type AppBindings } from '../context';
import { ApiError } from '../errors';
import { memo } from '../memo';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { requireUser } from '../middleware/user-auth';
import { resolveUser } from '../middleware/user';
import { cachedJson, jsonEntry, parseEntry } from '../read-cache';
import { createRouter } from '../router';
import { dataOf, ErrorSchema, errorResponses, jsonResponse, notFoundResponse, rateLimitedResponse } from '../schemas';
import { admin, adminErrors, adminWrite, AREAS_OF, idParams, jsonBody, notFoundError } from './admin/shared';
import { keyTestOf, mockBySlug, slugParams } from './mocks';
import { rateLimit } from '../middleware/rate-limit';
import { PROGRESS_RATE_LIMIT } from './progress';

const tags = ['Live tests'];

/** Registrations change the count: the public list and status are kept a few seconds. */
const LIVE_TTL_SECONDS = 5;
const liveCache = publicCache({ sMaxAge: 5, staleWhileRevalidate: 10 });

// ---------------------------------------------------------------- refusals

/** A live test's paper before its opening. */
export const notOpenYet = (opensAt: string) =>
  new ApiError(409, 'LIVE_NOT_OPEN', `This live test opens at ${opensAt}: the paper is not available before then`, { opensAt });

/** A live test's results (score, key, figures, leaderboard) before their time. */
export const resultsPending = (resultsAt: string) =>
  new ApiError(409, 'LIVE_RESULTS_PENDING', `The results of this live test are published at ${resultsAt}`, { resultsAt });

const notLive = () => new ApiError(404, 'NOT_LIVE', 'This mock test is not a live test');

function liveOf(mock: MockTest) {
  if (!mock.live) throw notLive();
  return mock.live;
}

// ---------------------------------------------------------------- results moment

/**
 * The frozen results of a live test whose results time has come: frozen now by the first caller (the database
 * decides which one), then served from the shared cache, with one load in flight per process.
 */
export function liveResultsOf(c: Context<AppBindings>, mock: MockTest): Promise<FrozenResults> {
  const schedule = liveOf(mock);
  const { db } = c.var.deps;
  const key = `live-results:${mock.id}:${schedule.resultsAt}`;
  // (The frozen document never changes: a process copy, one load in flight, in front of the shared cache.)
  return memo(db, key, 3_600_000, async () => {
    const entry = await cachedJson(c, 'mocks', key, async () => {
      const done = await frozenResults(db, mock.id);
      return done ?? freezeLiveResults(db, mock.id, new Date(schedule.resultsAt), new Date(nowMs(c.var.deps)));
    });
    return parseEntry(entry);
  });
}

/** The results document as served (the leaderboard's top, the count, topper and average). */
function resultsDoc(mock: MockTest, frozen: FrozenResults): LiveResults {
  const sum = frozen.histogram.reduce((n, [s, k]) => n + s * k, 0);
  return {
    slug: mock.slug,
    resultsAt: frozen.resultsAt,
    frozenAt: frozen.frozenAt,
    of: frozen.ranked,
    topper: frozen.histogram.length ? frozen.histogram[0][0] : null,
    average: frozen.ranked ? round2(sum / frozen.ranked) : null,
    max: mock.total_marks,
    entries: frozen.leaderboard,
  };
}

/** The caller's frozen live standing for a submitted attempt of a live test after its results time. */
export async function liveStandingOf(c: Context<AppBindings>, mock: MockTest, row: AttemptRow, score: number): Promise<LiveStanding> {
  const frozen = await liveResultsOf(c, mock);
  const rank = row.ranked ? frozenRank(frozen.histogram, score) : null;
  return { ranked: row.ranked, rank, of: frozen.ranked, percentile: rank === null ? null : percentileOf(rank, frozen.ranked), resultsAt: frozen.resultsAt };
}

/** The submit's (and the review's) answer before results time: the answers are in, nothing else. */
export function pendingAnswer(mock: MockTest, row: AttemptRow): string {
  const pending: MockPending = {
    received: true,
    resultsAt: liveOf(mock).resultsAt,
    attempt: {
      id: row.publicId,
      clientAttemptId: row.clientAttemptId,
      startedAt: row.startedAt.toISOString(),
      submittedAt: (row.submittedAt ?? row.startedAt).toISOString(),
      late: row.late,
      ranked: row.ranked,
    },
  };
  return JSON.stringify(pending);
}

// ---------------------------------------------------------------- the start

// The opening of a live test: starts that arrive while others are in flight are inserted together, one statement per
// batch that also says whether each account is registered (the reason when not ranked), like the always-open starts
// (routes/mock-attempts.ts attemptStarter); bounded the same way (beyond it 503 + Retry-After).
const liveStarter = coalescerFor((db: Db) =>
  coalescer<LiveStartInput, LiveStarted>((inputs) => startLiveAttempts(db, inputs), { maxInFlight: 2, maxQueue: 4_000, maxWaitMs: 5_000, name: 'live start write' }),
);

/**
 * Starts an attempt of a live test (the paper's opening was checked by the caller) and says how it counts: in the
 * window a signed-in, registered account's first attempt is live-ranked; any other is not, with the reason.
 */
export async function startLive(c: Context<AppBindings>, mock: MockTest, input: StartAttemptInput): Promise<{ info: LiveStartInfo; started: StartedAttempt }> {
  const schedule = liveOf(mock);
  const inWindow = liveState(schedule, input.startedAt.getTime()) === 'open';
  const live = await liveStarter(c.var.deps.db)({ ...input, inWindow });
  // Compensatory time (issue 29) as the insert decided it: the deadline the attempt got.
  const started: StartedAttempt = { compensatory: live.compensatory, deadlineAt: live.deadlineAt };
  if (live.live) return { info: { ranked: true, reason: null, schedule }, started };
  if (!inWindow) return { info: { ranked: false, reason: 'after_window', schedule }, started };
  if (!input.userUid) return { info: { ranked: false, reason: 'anonymous', schedule }, started };
  return { info: { ranked: false, reason: live.registered ? 'not_first' : 'not_registered', schedule }, started };
}

// ---------------------------------------------------------------- routes

const listRoute = createRoute({
  method: 'get',
  path: '/mocks/live',
  tags,
  summary: 'Live tests: open, upcoming, closed (results pending) and recent results, each with its schedule, state and registrations',
  middleware: liveCache,
  responses: { 200: jsonResponse(LiveTestListSchema, 'Live tests (cached a few seconds)'), ...errorResponses },
});

const statusRoute = createRoute({
  method: 'get',
  path: '/mocks/{slug}/live',
  tags,
  summary: "A live test's schedule, state, the server's clock and registrations; with a Bearer token also the caller's registration (`me`)",
  description: 'Without a token the answer is the same for everyone and cacheable for a few seconds; with one it is private.',
  middleware: resolveUser,
  request: { params: slugParams },
  responses: { 200: jsonResponse(LiveStatusSchema, 'The status'), ...errorResponses, ...notFoundResponse },
});

const registerRoute = createRoute({
  method: 'post',
  path: '/mocks/{slug}/register',
  tags,
  security: [{ ApiKey: [], FirebaseIdToken: [] }],
  summary: 'Register for a live test (signed in; idempotent) until its last start; answers the status',
  middleware: [rateLimit(PROGRESS_RATE_LIMIT), requireUser],
  request: { params: slugParams },
  responses: {
    ...errorResponses,
    200: jsonResponse(LiveStatusSchema, 'Registered'),
    409: jsonResponse(ErrorSchema, 'Registration has closed (LIVE_REGISTRATION_CLOSED)'),
    ...notFoundResponse,
    ...rateLimitedResponse,
  },
});

const resultsRoute = createRoute({
  method: 'get',
  path: '/mocks/{slug}/live/results',
  tags,
  summary: "A live test's frozen results: the top of the leaderboard, the number of live-ranked participants, topper and average",
  description: 'Before the results time: 409 LIVE_RESULTS_PENDING with resultsAt. The first request after it freezes the ranks (once); then the document is served from the cache.',
  middleware: publicCache(CACHE_POLICIES.content),
  request: { params: slugParams },
  responses: {
    200: jsonResponse(LiveResultsSchema, 'The frozen results'),
    409: jsonResponse(ErrorSchema, 'Results not published yet (LIVE_RESULTS_PENDING)'),
    ...errorResponses,
    ...notFoundResponse,
  },
});

const guard = admin('Mock tests');

const scheduleRoute = createRoute({
  ...guard,
  method: 'put',
  path: '/admin/mocks/{id}/live',
  summary: 'Schedule a test as live ({ schedule: { opensAt, lastStartAt, resultsAt } }) or make it always open again ({ schedule: null })',
  description:
    'resultsAt must be at or after lastStartAt + the test’s timer with compensatory time (× 4/3, issue 29) + MOCK_SUBMIT_GRACE_SECONDS (400 naming the field). Refused (409 LIVE_HAS_ATTEMPTS) once the test has attempts.',
  request: { params: idParams, body: jsonBody(LiveScheduleInputSchema) },
  responses: {
    200: jsonResponse(dataOf(z.object({ id: z.number().int(), slug: z.string(), schedule: LiveStatusSchema.shape.schedule.nullable() })), 'Scheduled'),
    ...adminErrors,
    ...notFoundError,
    409: jsonResponse(ErrorSchema, 'The test has attempts (LIVE_HAS_ATTEMPTS)'),
  },
});

const adminListRoute = createRoute({
  ...guard,
  method: 'get',
  path: '/admin/mocks/live',
  summary: 'Scheduled tests (drafts too) with registrations, attempts, live-ranked submits and when the results were frozen',
  responses: { 200: jsonResponse(dataOf(z.array(AdminLiveTestSchema)), 'Scheduled tests'), ...adminErrors },
});

/**
 * The public part of a status (the count), cached a few seconds; `me` added for a signed-in caller. `fresh`: the
 * count read now (the register answer: the aspirant who just registered sees themselves counted).
 */
async function statusOf(c: Context<AppBindings>, mock: MockTest, uid: string | null, fresh = false): Promise<LiveStatus> {
  const schedule = liveOf(mock);
  const now = nowMs(c.var.deps);
  const { db } = c.var.deps;
  // Per few seconds of the clock (the cache's TTL alone would not follow the app's clock).
  const cachedCount = () =>
    cachedJson(c, 'mocks', `live-registered:${mock.id}:${Math.floor(now / (LIVE_TTL_SECONDS * 1000))}`, () => registrationCount(db, mock.id), LIVE_TTL_SECONDS).then((e) =>
      parseEntry(e),
    );
  const [registered, me] = await Promise.all([
    fresh ? registrationCount(db, mock.id) : cachedCount(),
    uid ? liveMe(db, mock.id, uid) : undefined,
  ]);
  return { slug: mock.slug, name: mock.name, schedule, state: liveState(schedule, now)!, now: new Date(now).toISOString(), registered, ...(me ? { me } : {}) };
}

export const liveTestRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const now = nowMs(c.var.deps);
    // Cached per few seconds of the clock: every state in it is right to within that.
    const slot = Math.floor(now / (LIVE_TTL_SECONDS * 1000));
    const entry = await cachedJson(c, 'mocks', `live-list:${slot}`, async () => ({ now: new Date(now).toISOString(), data: await listLiveTests(c.var.deps.db, now) }), LIVE_TTL_SECONDS);
    return sendJson(c, entry);
  })
  .openapi(statusRoute, async (c) => {
    const mock = await mockBySlug(c, c.req.valid('param').slug);
    const uid = c.var.user?.uid ?? null;
    const status = await statusOf(c, mock, uid);
    // Without a token: the same for everyone (the CDN may keep it a few seconds).
    if (!uid) c.header('Cache-Control', 'public, max-age=0, s-maxage=5, stale-while-revalidate=10');
    else c.header('Cache-Control', 'private, no-store');
    return c.json(status, 200);
  })
  .openapi(registerRoute, async (c) => {
    const mock = await mockBySlug(c, c.req.valid('param').slug);
    const schedule = liveOf(mock);
    const state = liveState(schedule, nowMs(c.var.deps));
    if (state !== 'upcoming' && state !== 'open')
      throw new ApiError(409, 'LIVE_REGISTRATION_CLOSED', 'Registration for this live test has closed: it can still be taken as practice', {
        lastStartAt: schedule.lastStartAt,
      });
    const uid = c.var.user!.uid;
    await registerForLive(c.var.deps.db, mock.id, uid, new Date(nowMs(c.var.deps)));
    return c.json(await statusOf(c, mock, uid, true), 200);
  })
  .openapi(resultsRoute, async (c) => {
    const mock = await mockBySlug(c, c.req.valid('param').slug);
    const schedule = liveOf(mock);
    // The leaderboard leaves through the one rule of who may see it now (before the results time: nobody).
    if (!keyAccess(keyTestOf(mock), NO_EVIDENCE, nowMs(c.var.deps)).leaderboard) {
      c.header('Cache-Control', 'no-store');
      throw resultsPending(schedule.resultsAt);
    }
    return sendJson(c, jsonEntry(resultsDoc(mock, await liveResultsOf(c, mock))));
  })
  .openapi(adminListRoute, async (c) => c.json({ data: await listAdminLiveTests(c.var.deps.db, nowMs(c.var.deps)) }, 200))
  .openapi(scheduleRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { schedule } = c.req.valid('json');
    return adminWrite(c, {
      areas: AREAS_OF.mocks,
      run: async () => {
        const test = await setLiveSchedule(c.var.deps.db, id, schedule, (timer) => {
          // The schedule's order was checked by the schema; resultsAt needs the test's timer and the grace period.
          const problem = schedule && scheduleProblem(schedule, timer, c.var.deps.env.MOCK_SUBMIT_GRACE_SECONDS);
          if (!problem) return null;
          const earliest = problem.earliest ?? new Date(earliestResultsAt(Date.parse(schedule!.lastStartAt), timer, c.var.deps.env.MOCK_SUBMIT_GRACE_SECONDS)).toISOString();
          return { field: problem.field, message: problem.field === 'resultsAt' ? LIVE_MESSAGES.resultsTooEarly(earliest) : LIVE_MESSAGES.lastStartAfterOpen };
        });
        return { ...test, schedule };
      },
      reason: (t) => (t.schedule ? `mock test scheduled live: /mock-test/test/${t.slug}` : `mock test made always open: /mock-test/test/${t.slug}`),
      body: (t) => ({ data: { id: t.id, slug: t.slug, schedule: t.schedule } }),
      status: 200,
    });
  });
