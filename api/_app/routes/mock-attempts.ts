/**
 * Mock attempts (issue 17): the server issues an attempt (POST start, with
 * the server's start and deadline, and a signed token for anonymous
 * attempts), scores the submit of a started attempt once (late after the
 * deadline + MOCK_SUBMIT_GRACE_SECONDS: scored, not ranked; a replay answers
 * with the stored figures) and shows a submitted attempt again (review).
 * The answer key and explanations leave the server only for a submitted
 * attempt. Rules and formulas: docs/mock-tests.md.
 */
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, TypedResponse } from 'hono';
import { markingOf, round2, scoreAnswers, scoreSections, sectionIndexOf } from '#core/mock/scoring.ts';
import { keyAccess, NO_EVIDENCE } from '#core/mock/key-access.ts';
import { tooFast } from '#core/mock/ranking.ts';
import { keepClosedSections } from '#core/mock/section-windows.ts';
import { timeLimitMs } from '#core/mock/compensatory.ts';
import {
  MockAnswerKeySchema,
  MockPaperSchema,
  MockResultSchema,
  MockStartRequestSchema,
  MockStartSchema,
  MockStartTicketSchema,
  MockSubmitSchema,
  type MockAnswerKey,
  type MockPaper,
  type MockResult,
  type MockScore,
  type MockStart,
  type MockStartTicket,
  type SectionResult,
} from '#core/schemas/mock-attempt.ts';
import { paperPath, paperVersion } from '#core/mock/paper-address.ts';
import type { MockTest } from '#core/schemas/responses/mocks.ts';
import type { Db } from '#db/client.ts';
import { negotiate } from '#infra/content-encoding.ts';
import { keepAlive } from '#infra/after-response.ts';
import {
  refreshQuestionStats,
  scoreColumns,
  startAttempts,
  submitAttempts,
  type AttemptRow,
  type StartAttemptInput,
  type StartedAttempt,
  type SubmitAttemptInput,
  type SubmittedAttempt,
} from '#db/mutations/mock-attempts.ts';
import { findAttempt, findAttempts, histogramFigures, mockSlugById, questionStats, sectionFigures, standingFrom, type HistogramFigures } from '#db/queries/mock-attempts.ts';
import { getAnswerKey, type AnswerKeyRow } from '#db/queries/mocks.ts';
import { frozenFigures } from '#db/queries/live-tests.ts';
import { answerKeySignature, attemptToken, validAnswerKeySignature, validAttemptToken } from '../attempt-token';
import { nowMs, type AppBindings } from '../context';
import { coalescer, coalescerFor, countBatch } from '../coalesce';
import { ApiError } from '../errors';
import { memo } from '../memo';
import { etagMatches } from '../middleware/http-cache';
import { resolveCaller, resolveUser } from '../middleware/user';
import { readThrough } from '../read-cache';
import { createRouter } from '../router';
import { errorResponses, jsonResponse, notFoundResponse, notModifiedResponse, rateLimitedResponse, ErrorSchema } from '../schemas';
import { keyTestOf, mockBySlug, questionsEntry, slugParams } from './mocks';
import { liveResultsOf, liveStandingOf, notOpenYet, pendingAnswer, resultsPending, startLive } from './live-tests';

const tags = ['Mock tests'];
export const TOKEN_HEADER = 'x-attempt-token';
const encoder = new TextEncoder();
/** How old the per-question shares and the section toppers may be. */
const FIGURES_TTL_MS = 30_000;

export const refusals = {
  403: jsonResponse(ErrorSchema, 'The attempt is someone else’s or another test’s (ATTEMPT_FORBIDDEN, ATTEMPT_OTHER_TEST): no answer key'),
  404: jsonResponse(ErrorSchema, 'No such test, or no started attempt (ATTEMPT_NOT_FOUND): no answer key'),
} as const;

export const attemptHeaders = z.object({
  [TOKEN_HEADER]: z
    .string()
    .optional()
    .openapi({ param: { name: TOKEN_HEADER, in: 'header' }, description: 'The attempt token from POST start (anonymous attempts)' }),
});

const postStartRoute = createRoute({
  method: 'post',
  path: '/mocks/{slug}/start',
  tags,
  summary: 'Start an attempt: the server records the start and the deadline; the questions come without answers',
  description:
    'Signed in (Bearer) or anonymous. The answer carries `attempt: { id, token }`: name the id in the submit, and send the token as x-attempt-token for an anonymous attempt. With the body `{ "paper": false }` the answer leaves the paper out (MockStartTicket, a few hundred bytes) and names its address (`paper.url`, GET /mocks/{slug}/paper: public, cacheable by a CDN); fetch it in parallel and check its `version`.',
  middleware: resolveUser,
  request: { params: slugParams, body: { required: false, content: { 'application/json': { schema: MockStartRequestSchema } } } },
  responses: {
    200: jsonResponse(z.union([MockStartSchema, MockStartTicketSchema]), 'The test to take and the attempt, or (paper: false) the attempt and the paper’s address (not cacheable)'),
    409: jsonResponse(ErrorSchema, 'A live test before its opening (LIVE_NOT_OPEN, with opensAt)'),
    ...errorResponses,
    ...notFoundResponse,
    ...rateLimitedResponse,
  },
});

const paperRoute = createRoute({
  method: 'get',
  path: '/mocks/{slug}/paper',
  tags,
  summary: 'The paper: the test and its questions without answers or explanations (what a start carries), the same for everyone',
  description:
    'Public and cacheable, so a CDN answers the opening of a live test: with `v` = the current version (`paper.version` of a start, or the test’s updated_at in ms) `public, max-age=31536000, immutable`; without `v`, `public, max-age=0, s-maxage=60, stale-while-revalidate=300`; an older `v` gets the current paper (its `version` says so), `private, no-cache`. ETag, gzip or brotli when accepted. A live test before its opening: 409 LIVE_NOT_OPEN, never cacheable (`no-store`).',
  request: {
    params: slugParams,
    query: z.object({
      v: z
        .string()
        .regex(/^\d{1,16}$/, 'v must be the paper version from the start (paper.version)')
        .optional()
        .openapi({ param: { name: 'v', in: 'query' }, description: 'The paper version (optional)' }),
    }),
  },
  responses: {
    200: jsonResponse(MockPaperSchema, 'The paper'),
    409: jsonResponse(ErrorSchema, 'A live test before its opening (LIVE_NOT_OPEN, with opensAt; no-store)'),
    ...notModifiedResponse,
    ...errorResponses,
    ...notFoundResponse,
  },
});

const getStartRoute = createRoute({
  method: 'get',
  path: '/mocks/{slug}/start',
  tags,
  summary: 'The paper to look at: questions and options without correct answers, server time and a deadline; creates no attempt (attempt: null)',
  request: { params: slugParams },
  responses: { 200: jsonResponse(MockStartSchema, 'The test (not cacheable)'), ...errorResponses, ...notFoundResponse },
});

const submitRoute = createRoute({
  method: 'post',
  path: '/mocks/{slug}/submit',
  tags,
  summary: 'Submit a started attempt: the score, sections, rank and percentile, per-question figures and the address of the answer key',
  description:
    'Needs `attemptId` from POST start, and for an anonymous attempt the x-attempt-token header. A submit after the deadline plus the grace period is scored but late and not ranked. Submitting a submitted attempt again answers with the stored figures. The answer key with explanations is at `answerKeyUrl` (signed; the same address for every aspirant of the test).',
  middleware: resolveCaller,
  request: {
    params: slugParams,
    headers: attemptHeaders,
    body: { required: true, content: { 'application/json': { schema: MockSubmitSchema } } },
  },
  responses: { 200: jsonResponse(MockResultSchema, 'The result and the answer key’s address'), ...errorResponses, ...refusals, ...rateLimitedResponse },
});

const answerKeyRoute = createRoute({
  method: 'get',
  path: '/mocks/{slug}/answer-key',
  tags,
  summary: 'The answer key with explanations, at the signed address a submitted attempt’s result gives (`answerKeyUrl`)',
  description:
    'The signature names the test and the version `v` of its paper and is handed out only in the result of a submitted attempt, so the key never leaves before a submit. The address is the same for every aspirant and its bytes never change (public, immutable: a CDN answers the burst after a deadline); gzip or brotli when accepted.',
  request: {
    params: slugParams,
    query: z.object({
      v: z.string().regex(/^\d{1,16}$/, 'v must be the version from answerKeyUrl'),
      sig: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'sig must be the signature from answerKeyUrl'),
    }),
  },
  responses: {
    200: jsonResponse(MockAnswerKeySchema, 'The answer key'),
    403: jsonResponse(ErrorSchema, 'The signature is not this test’s (ANSWER_KEY_FORBIDDEN)'),
    ...errorResponses,
    ...notFoundResponse,
  },
});

const attemptRoute = createRoute({
  method: 'get',
  path: '/mocks/attempts/{id}',
  tags,
  summary: 'A submitted attempt again (review): its figures, current standing and the address of the answer key',
  middleware: resolveCaller,
  request: {
    params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'id must be an attempt id').openapi({ param: { name: 'id', in: 'path' } }) }),
    headers: attemptHeaders,
  },
  responses: {
    200: jsonResponse(MockResultSchema, 'The attempt'),
    409: jsonResponse(ErrorSchema, 'Not submitted yet (ATTEMPT_NOT_SUBMITTED): no answer key'),
    ...errorResponses,
    ...refusals,
  },
});

// ---------------------------------------------------------------- the deadline burst

// Submits that arrive while earlier ones are in flight are read and written together: at one shared deadline,
// thousands of statements become a few dozen (docs/mock-tests.md, bench:mocks). The queues are bounded: beyond
// SUBMIT_QUEUE calls, or when the queue ahead would take more than SUBMIT_WAIT_MS (half the runner's 10 s request
// timeout), a call is answered 503 + Retry-After at once (the runner's queue sends it again then), never left to
// wait past its client's timeout.
const SUBMIT_QUEUE = 4_000;
const SLUG_TTL_MS = 10_000;
const SUBMIT_WAIT_MS = 5_000;
const attemptReader = coalescerFor((db: Db) =>
  coalescer(async (ids: string[]) => {
    const found = await findAttempts(db, [...new Set(ids)]);
    return ids.map((id) => found.get(id) ?? null);
  }, { maxInFlight: 3, maxQueue: SUBMIT_QUEUE, maxWaitMs: SUBMIT_WAIT_MS, name: 'attempt read' }),
);
const attemptWriter = coalescerFor((db: Db) =>
  coalescer<SubmitAttemptInput, SubmittedAttempt | null>((inputs) => submitAttempts(db, inputs), { maxInFlight: 2, maxQueue: SUBMIT_QUEUE, maxWaitMs: SUBMIT_WAIT_MS, name: 'submit write' }),
);
// The opening of a live test: starts that arrive while others are in flight are inserted together (issue 28).
const attemptStarter = coalescerFor((db: Db) =>
  coalescer<StartAttemptInput, StartedAttempt>((inputs) => startAttempts(db, inputs), {
    maxInFlight: 2,
    maxQueue: SUBMIT_QUEUE,
    maxWaitMs: SUBMIT_WAIT_MS,
    name: 'start write',
  }),
);

// ---------------------------------------------------------------- refusals

const notSubmitted = () => new ApiError(409, 'ATTEMPT_NOT_SUBMITTED', 'This attempt has not been submitted yet: the answer key comes with the submit');

export const attemptNotFound = () =>
  new ApiError(404, 'ATTEMPT_NOT_FOUND', 'No started attempt of this test was named: start the test first (POST /mocks/{slug}/start) and submit its attemptId');

/** The caller owns the attempt: the signed-in user it was started by, or the holder of its token. */
export function assertOwner(c: Context<AppBindings>, row: AttemptRow, token: string | undefined) {
  if (row.userUid && (c.var.callerUid ?? c.var.user?.uid) === row.userUid) return;
  if (validAttemptToken(c.var.deps.env, row.publicId, token)) return;
  throw new ApiError(
    403,
    'ATTEMPT_FORBIDDEN',
    row.userUid ? 'This attempt belongs to another account' : 'This attempt was started by someone else: send its attempt token (x-attempt-token)',
  );
}

// ---------------------------------------------------------------- the paper

/** A JSON body with its gzip and brotli copies, made once (the key is the same for every aspirant). */
interface EncodedBody {
  identity: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
  etag: string;
}

function encodedBody(json: string, version: string): EncodedBody {
  const identity = encoder.encode(json);
  return {
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    etag: `"key-${version}"`,
  };
}

interface Paper {
  key: AnswerKeyRow[];
  /** Section index per question (-1: no sections). */
  sectionOf: number[];
  marking: ReturnType<typeof markingOf>;
  /** GET answer-key's body: `{ answerKey }` without the per-question figures. */
  body: EncodedBody;
}

/** How long a process keeps a test's paper (a new version of a test has another updated_at, so another key). */
const PAPER_TTL_MS = 10 * 60_000;

/** The version of a test's paper in addresses: its updated_at as a number. */
const versionOf = (mock: MockTest) => paperVersion(mock.updated_at);

function paperOf(c: Context<AppBindings>, mock: MockTest): Promise<Paper> {
  // A process copy: the key with explanations in two languages is a few hundred kB of JSON, too much to fetch and parse per submit.
  return memo(c.var.deps.db, `paper:${mock.id}:${mock.updated_at}`, PAPER_TTL_MS, async () => {
    const key = await readThrough(c, 'mocks', `paper:${mock.id}`, () => getAnswerKey(c.var.deps.db, mock.id));
    const file: MockAnswerKey = { answerKey: key.map(({ section_id: _s, ...k }) => k) };
    return {
      key,
      sectionOf: sectionIndexOf(mock.sections, key),
      marking: markingOf(mock.sections, key, mock.negative_marks),
      body: encodedBody(JSON.stringify(file), versionOf(mock)),
    };
  });
}

// ---------------------------------------------------------------- the paper without answers (issue 28)

/** The current paper without `v`: kept a minute by a CDN, then served stale while one request refreshes it. */
const PAPER_CURRENT_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A named version's bytes never change (the version is the test's updated_at). */
const PAPER_VERSION_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET paper's body, encoded once per process and version: `{ version, mock, questions }` with the cached questions
 * spliced in as they are (no answers, no explanations: the start's own bytes).
 */
function paperBodyOf(c: Context<AppBindings>, mock: MockTest): Promise<EncodedBody> {
  const version = versionOf(mock);
  return memo(c.var.deps.db, `paper-body:${mock.id}:${mock.updated_at}`, PAPER_TTL_MS, async () => {
    const questions = await questionsEntry(c, mock.slug);
    const json = `{"version":"${version}","mock":${JSON.stringify(mock)},"questions":${Buffer.from(questions.bytes).toString('utf8')}}`;
    return { ...encodedBody(json, version), etag: `"paper-${version}"` };
  });
}

/** A live test's paper is nobody's before its opening (issue 28; core/mock/key-access.ts). */
function assertPaperOpen(c: Context<AppBindings>, mock: MockTest) {
  if (mock.live && !keyAccess(keyTestOf(mock), NO_EVIDENCE, nowMs(c.var.deps)).paper) throw notOpenYet(mock.live.opensAt);
}

interface Figures {
  sections: Map<string, { topper: number; average: number }>;
  /** Every result's opening, `{"questionFigures":[…],` as bytes: serialized and encoded once per refresh. */
  questionsOpening: Buffer;
}

/**
 * Whether this process folds the test's queue now: the first to ask in each FIGURES_TTL_MS window of the clock, across
 * processes (a shared-cache SET NX; Redis or Upstash, in-process without one). Every process refreshes its copy each
 * window, but one fold per window is enough: a fold takes whatever is queued, and each one costs its plan and its
 * section pass however few attempts it finds (issue 28). Windows of the app's clock, so a test that moves the clock
 * sees a new one.
 */
const foldDue = (c: Context<AppBindings>, mockId: number, now: number) =>
  c.var.deps.cache.setIfAbsent(`figures-fold:${mockId}:${Math.floor(now / FIGURES_TTL_MS)}`, '1', (2 * FIGURES_TTL_MS) / 1000);

/** Per process and test, the last window in which foldWhileWithheld asked foldDue (one shared-cache call per window). */
const withheldAsked = new WeakMap<object, Map<number, number>>();

/**
 * A live test before its results time: its submits are answered "received" and ask for no figures, so nothing would
 * fold their queue until the results moment, all 100,000 at once in the freeze. Instead each window's fold runs after
 * a submit's response (keepAlive: waitUntil on Vercel), by one process per window (foldDue), and the freeze folds
 * only the tail.
 */
function foldWhileWithheld(c: Context<AppBindings>, mock: MockTest, paper: Paper) {
  const { db } = c.var.deps;
  const now = nowMs(c.var.deps);
  const window = Math.floor(now / FIGURES_TTL_MS);
  let asked = withheldAsked.get(db);
  if (!asked) withheldAsked.set(db, (asked = new Map()));
  if (asked.get(mock.id) === window) return;
  asked.set(mock.id, window);
  const key = { ids: paper.key.map((k) => k.id), correct: paper.key.map((k) => k.correct) };
  keepAlive(
    foldDue(c, mock.id, now).then(async (due) => {
      if (!due) return countBatch('figures fold (not due)', 0, 0);
      const started = performance.now();
      const folded = await refreshQuestionStats(db, mock.id, key);
      countBatch(folded === null ? 'figures fold (busy)' : 'figures fold', folded ?? 0, performance.now() - started);
    }),
  );
}

/**
 * Per-question and per-section figures of the test: queued ranked attempts folded in first, by one process per
 * FIGURES_TTL_MS window (foldDue); a process's copy is at most FIGURES_TTL_MS old, so the figures shown lag the
 * submits by at most two windows.
 */
function testFigures(c: Context<AppBindings>, mock: MockTest, paper: Paper): Promise<Figures> {
  const { db } = c.var.deps;
  const now = nowMs(c.var.deps);
  const load = async () => {
    if (await foldDue(c, mock.id, now)) {
      const started = performance.now();
      const folded = await refreshQuestionStats(db, mock.id, { ids: paper.key.map((k) => k.id), correct: paper.key.map((k) => k.correct) });
      // (Counted for bench:mocks: how often the fold runs under load, and over how many attempts.)
      countBatch(folded === null ? 'figures fold (busy)' : 'figures fold', folded ?? 0, performance.now() - started);
    } else countBatch('figures fold (not due)', 0, 0);
    const [stats, sections] = await Promise.all([questionStats(db, mock.id), sectionFigures(db, mock.id)]);
    const figures = paper.key.map((k) => {
      const q = stats.get(k.id);
      return {
        correct_share: q && q.attempts ? Math.round((q.correct / q.attempts) * 1000) / 10 : null,
        avg_seconds: q && q.attempts ? Math.round((q.seconds / q.attempts) * 10) / 10 : null,
      };
    });
    return { sections, questionsOpening: Buffer.from(`{"questionFigures":${JSON.stringify(figures)},`) };
  };
  return memo(db, `figures:${mock.id}:${mock.updated_at}`, FIGURES_TTL_MS, load, now);
}

// ---------------------------------------------------------------- the result

/** Signed key addresses per environment (its secret), by test and version: one HMAC per version, not one per submit. */
const keyUrls = new WeakMap<object, Map<string, string>>();

/** Where the caller finds the key after a submit: API-relative, the same for every aspirant of this version of the paper. */
function answerKeyUrl(c: Context<AppBindings>, mock: MockTest) {
  const { env } = c.var.deps;
  const v = versionOf(mock);
  let urls = keyUrls.get(env);
  if (!urls) keyUrls.set(env, (urls = new Map()));
  const id = `${mock.id}:${v}:${mock.slug}`;
  let url = urls.get(id);
  if (url === undefined) {
    if (urls.size >= 1_000) urls.clear();
    url = `/mocks/${encodeURIComponent(mock.slug)}/answer-key?v=${v}&sig=${answerKeySignature(env, mock.id, v)}`;
    urls.set(id, url);
  }
  return url;
}

/**
 * The result as JSON (a few kB; the key comes from answerKeyUrl). `histogram`
 * is the one the submit's statement read; a replay or a review reads it now.
 */
async function resultOf(c: Context<AppBindings>, mock: MockTest, paper: Paper, row: AttemptRow, histogram?: HistogramFigures) {
  const { db } = c.var.deps;
  // The key's address and the per-question figures: only for the owner of a submitted attempt (the caller's ownership
  // was checked by assertOwner; core/mock/key-access.ts, the one rule of every carrier of the key).
  const access = keyAccess(keyTestOf(mock), { submitted: row.status === 'submitted' }, nowMs(c.var.deps));
  // A live test before its results time: only that the answers are in (issue 28).
  if (row.status === 'submitted' && !access.results) {
    foldWhileWithheld(c, mock, paper);
    return pendingAnswer(mock, row);
  }
  if (!access.key || !access.figures) throw notSubmitted();
  const answers = row.answers ?? [];
  const scoreInput = { answers, correct: paper.key.map((k) => k.correct), marking: paper.marking, sectionOf: paper.sectionOf, negativeMarks: mock.negative_marks };
  // Attempts stored before issue 17 have no stored result: scored again from their stored answers.
  const result = (row.result as MockScore | null) ?? scoreAnswers(scoreInput);
  const sections =
    (row.sectionScores as SectionResult[] | null) ??
    scoreSections({ ...scoreInput, sections: mock.sections, testName: mock.name, timeSpent: row.timeSpent ?? [] });
  const [{ sections: bySection, questionsOpening }, figures, live] = await Promise.all([
    // A live test's figures are read after its freeze, which folds what is still queued: exact from the first result.
    mock.live ? liveResultsOf(c, mock).then(() => testFigures(c, mock, paper)) : testFigures(c, mock, paper),
    histogram ?? (mock.live ? liveResultsOf(c, mock).then((f) => frozenFigures(f.histogram, result.score)) : histogramFigures(db, mock.id, result.score)),
    mock.live ? liveStandingOf(c, mock, row, result.score) : undefined,
  ]);
  // No ranked attempt yet: no topper and no average (null), never the caller's own score standing in for them.
  const overallTopper = figures.topper === null ? null : Math.max(figures.topper, row.ranked ? result.score : -Infinity);
  const rest: Omit<MockResult, 'questionFigures'> = {
    answerKeyUrl: answerKeyUrl(c, mock),
    result,
    sections,
    attempt: {
      id: row.publicId,
      clientAttemptId: row.clientAttemptId,
      startedAt: row.startedAt.toISOString(),
      submittedAt: (row.submittedAt ?? row.startedAt).toISOString(),
      timeTakenSeconds: row.timeTakenSeconds ?? 0,
      late: row.late,
      tooFast: row.tooFast,
      ranked: row.ranked,
      attemptNumber: row.attemptNumber,
      // The review of a past attempt on any device needs the choices and times (issue 26).
      answers,
      timeSpent: row.timeSpent ?? [],
    },
    standing: standingFrom(figures, row.ranked),
    comparison: {
      ranked: figures.n,
      overall: {
        you: result.score,
        topper: overallTopper,
        average: figures.n ? round2(figures.sum / figures.n) : null,
        max: result.max_score,
      },
      sections: sections.map((s) => {
        const section = bySection.get(s.section_id === null ? '' : String(s.section_id));
        return {
          section_id: s.section_id,
          name: s.name,
          you: s.score,
          topper: section ? section.topper : null,
          average: section ? section.average : null,
          max: s.max_score,
        };
      }),
    },
    ...(live ? { live } : {}),
  };
  // The per-question figures (4 kB of a 6.5 kB answer at 100 questions) are kept as bytes and copied in: only the
  // rest is encoded per answer (issue 28: encoding strings for sockets was 5–6% of a submit's API CPU).
  const tail = JSON.stringify(rest).slice(1);
  const out = Buffer.allocUnsafe(questionsOpening.length + Buffer.byteLength(tail));
  questionsOpening.copy(out, 0);
  out.write(tail, questionsOpening.length);
  return out;
}

function sendResult(c: Context<AppBindings>, body: string | Buffer) {
  // (no-store: the default for answers without a cache policy, http-cache.ts)
  return c.body(body as string | Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<MockResult, 200, 'json'>;
}

// ---------------------------------------------------------------- timing

/**
 * The server's own timing of a submit: the claimed stamp (the offline queue's)
 * counts only within [start, min(now, deadline)], else the arrival; time taken
 * is measured from the server's start and capped at the test's time.
 */
export function submitTiming(row: Pick<AttemptRow, 'startedAt' | 'deadlineAt'>, now: number, claimed: string | undefined, graceSeconds: number) {
  const started = row.startedAt.getTime();
  const deadline = row.deadlineAt.getTime();
  const stamp = claimed ? Date.parse(claimed) : NaN;
  const effective = Number.isFinite(stamp) && stamp >= started && stamp <= Math.min(now, deadline) ? stamp : now;
  const limitSeconds = Math.round((deadline - started) / 1000);
  return {
    late: now > deadline + graceSeconds * 1000,
    timeTakenSeconds: Math.max(0, Math.min(limitSeconds, Math.round((effective - started) / 1000))),
    limitSeconds,
  };
}

/** Seconds per question: each within [0, the test's time], and together at most the time taken (scaled down). */
export function clampTimeSpent(given: readonly number[] | undefined, n: number, limitSeconds: number, takenSeconds: number): number[] {
  const each = Array.from({ length: n }, (_, i) => Math.max(0, Math.min(limitSeconds, Math.round(given?.[i] ?? 0))));
  const sum = each.reduce((a, b) => a + b, 0);
  if (sum <= takenSeconds) return each;
  const factor = takenSeconds / sum;
  return each.map((s) => Math.floor(s * factor));
}

// ---------------------------------------------------------------- routes

/**
 * The start answer, the cached questions spliced in as they are (no parse and re-serialization per start).
 * `withPaper` false (POST `{ paper: false }`): no mock and no questions, their cacheable address instead (issue 28).
 */
async function startBody(c: Context<AppBindings>, slug: string, create: boolean, withPaper = true) {
  const mock = await mockBySlug(c, slug);
  const now = nowMs(c.var.deps);
  // A live test's paper is nobody's before its opening (issue 28).
  assertPaperOpen(c, mock);
  const questions = withPaper ? await questionsEntry(c, slug) : null;
  const startedAt = new Date(now);
  let deadline = new Date(now + timeLimitMs(mock.timer, false));
  let attempt = 'null';
  let live = 'null';
  let compensatory = false;
  if (create) {
    const publicId = randomBytes(16).toString('base64url');
    // Compensatory time (issue 29): the insert decides (the account's first attempt of the test, else its profile).
    const extendedDeadlineAt = new Date(now + timeLimitMs(mock.timer, true));
    const input = { publicId, mockTestId: mock.id, userUid: c.var.user?.uid ?? null, startedAt, deadlineAt: deadline, extendedDeadlineAt };
    let started: StartedAttempt;
    if (mock.live) {
      const { info, started: stored } = await startLive(c, mock, input);
      live = JSON.stringify(info);
      started = stored;
    } else started = await attemptStarter(c.var.deps.db)(input);
    ({ compensatory, deadlineAt: deadline } = started);
    attempt = JSON.stringify({ id: publicId, token: attemptToken(c.var.deps.env, publicId) });
  }
  const version = versionOf(mock);
  const paper = JSON.stringify({ version, url: paperPath(mock.slug, version) });
  const body = Buffer.concat([
    questions ? encoder.encode(`{"mock":${JSON.stringify(mock)},"questions":`) : encoder.encode('{'),
    ...(questions ? [questions.bytes, encoder.encode(',')] : []),
    encoder.encode(`"serverTime":"${startedAt.toISOString()}","startedAt":"${startedAt.toISOString()}","deadline":"${deadline.toISOString()}","attempt":${attempt},"live":${live},"compensatory":${compensatory},"paper":${paper}}`),
  ]);
  c.header('Cache-Control', 'no-store');
  return c.body(body, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<MockStart | MockStartTicket, 200, 'json'>;
}

export const mockAttemptRoutes = createRouter()
  .openapi(postStartRoute, (c) => startBody(c, c.req.valid('param').slug, true, c.req.valid('json').paper !== false))
  // (GET always carries the paper: a MockStart.)
  .openapi(getStartRoute, (c) => startBody(c, c.req.valid('param').slug, false) as Promise<TypedResponse<MockStart, 200, 'json'>>)
  .openapi(paperRoute, async (c) => {
    const mock = await mockBySlug(c, c.req.valid('param').slug);
    // Before a live test's opening: the start's refusal, never stored by a CDN or a browser (no-store, the default of
    // an answer without a policy): the opening must reach the function, and the paper must not leave early.
    assertPaperOpen(c, mock);
    const { v } = c.req.valid('query');
    const body = await paperBodyOf(c, mock);
    // A named version is immutable; an older one (the wording was corrected since: the paper itself is fixed once
    // attempted) gets the current paper, which says its version, revalidated every time rather than kept.
    c.header('Cache-Control', v === undefined ? PAPER_CURRENT_CACHE : v === versionOf(mock) ? PAPER_VERSION_CACHE : 'private, no-cache');
    c.header('ETag', body.etag);
    // x-api-key as in sendJson (http-cache.ts): behind a CDN a request without a valid key never gets a stored 200.
    c.header('Vary', 'Accept-Encoding, x-api-key');
    if (etagMatches(body.etag, c.req.header('if-none-match'))) return c.body(null, 304) as unknown as TypedResponse<MockPaper, 200, 'json'>;
    const encoding = negotiate(c.req.header('accept-encoding'), body);
    if (encoding) c.header('Content-Encoding', encoding);
    const bytes = encoding ? body[encoding] : body.identity;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<MockPaper, 200, 'json'>;
  })
  .openapi(submitRoute, async (c) => {
    const body = c.req.valid('json');
    const token = c.req.header(TOKEN_HEADER);
    const mock = await mockBySlug(c, c.req.valid('param').slug);
    if (!body.attemptId) throw attemptNotFound();
    const { db, env } = c.var.deps;
    const row = await attemptReader(db)(body.attemptId);
    if (!row) throw attemptNotFound();
    if (row.mockTestId !== mock.id) throw new ApiError(403, 'ATTEMPT_OTHER_TEST', 'This attempt belongs to another test');
    assertOwner(c, row, token);
    const paper = await paperOf(c, mock);
    // A replay (retry after a lost answer, another tab, the offline queue) answers with what was stored.
    if (row.status === 'submitted') return sendResult(c, await resultOf(c, mock, paper, row));

    const n = paper.key.length;
    if (body.answers.length > n) {
      const message = `answers must have at most ${n} entries (one per question)`;
      throw new ApiError(400, 'VALIDATION_ERROR', message, { field: 'answers', issues: [{ field: 'answers', message }] });
    }
    const now = nowMs(c.var.deps);
    const timing = submitTiming(row, now, body.submittedAt, env.MOCK_SUBMIT_GRACE_SECONDS);
    // Closed sections keep the answers they closed with (issue 28, core/mock/section-windows.ts).
    const kept = keepClosedSections({
      sections: mock.sections,
      sectionIds: paper.key.map((k) => k.section_id),
      answers: body.answers,
      timeSpent: body.timeSpent ?? [],
      closed: row.closedSections,
      times: {
        startedMs: row.startedAt.getTime(),
        deadlineMs: row.deadlineAt.getTime(),
        nowMs: now,
        graceMs: env.MOCK_SUBMIT_GRACE_SECONDS * 1000,
        compensatory: row.compensatory,
      },
    });
    const answers = kept.answers;
    const timeSpent = clampTimeSpent(kept.timeSpent, n, timing.limitSeconds, timing.timeTakenSeconds);
    const scoreInput = { answers, correct: paper.key.map((k) => k.correct), marking: paper.marking, sectionOf: paper.sectionOf };
    const result = scoreAnswers(scoreInput);
    const sections = scoreSections({ ...scoreInput, sections: mock.sections, testName: mock.name, timeSpent });
    const saved = await attemptWriter(db)({
      id: row.id,
      mockTestId: mock.id,
      clientAttemptId: body.clientAttemptId ?? null,
      answers,
      timeSpent,
      ...scoreColumns(result),
      sectionScores: sections,
      timeTakenSeconds: timing.timeTakenSeconds,
      submittedAt: new Date(now),
      late: timing.late,
      // The server's time, not a claimed one: a stamp of start + 1 ms gives 0 s, which no answered paper passes.
      tooFast: tooFast(timing.timeTakenSeconds, answers),
    });
    // null: a concurrent submit of the same attempt won; answer with what it stored.
    if (!saved) return sendResult(c, await resultOf(c, mock, paper, (await findAttempt(db, row.publicId))!));
    return sendResult(c, await resultOf(c, mock, paper, saved.row, saved.histogram));
  })
  .openapi(answerKeyRoute, async (c) => {
    const mock = await mockBySlug(c, c.req.valid('param').slug);
    const { v, sig } = c.req.valid('query');
    // The signature is issued only with a submitted attempt's result: it is this carrier's evidence.
    const access = keyAccess(keyTestOf(mock), { submitted: validAnswerKeySignature(c.var.deps.env, mock.id, v, sig) }, nowMs(c.var.deps));
    // A live test's key before its results time: nobody's, whatever the signature.
    if (access.visible && !access.results && mock.live) throw resultsPending(mock.live.resultsAt);
    if (!access.key)
      throw new ApiError(403, 'ANSWER_KEY_FORBIDDEN', 'This signature is not for this test: the key’s address comes with the result of a submitted attempt');
    const { body } = await paperOf(c, mock);
    // The address names the paper's version, so its bytes never change. An older version's address (the wording was
    // corrected since) gets the current key, revalidated every time rather than kept.
    c.header('Cache-Control', v === versionOf(mock) ? 'public, max-age=31536000, immutable' : 'private, no-cache');
    c.header('ETag', body.etag);
    c.header('Vary', 'Accept-Encoding');
    if (etagMatches(body.etag, c.req.header('if-none-match'))) return c.body(null, 304) as unknown as TypedResponse<MockAnswerKey, 200, 'json'>;
    const encoding = negotiate(c.req.header('accept-encoding'), body);
    if (encoding) c.header('Content-Encoding', encoding);
    const bytes = encoding ? body[encoding] : body.identity;
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': 'application/json' }) as unknown as TypedResponse<MockAnswerKey, 200, 'json'>;
  })
  .openapi(attemptRoute, async (c) => {
    const { db } = c.var.deps;
    // Coalesced with the other reads in flight (the results moment: everyone opens theirs at once).
    const row = await attemptReader(db)(c.req.valid('param').id);
    if (!row) throw new ApiError(404, 'ATTEMPT_NOT_FOUND', 'No such attempt');
    assertOwner(c, row, c.req.header(TOKEN_HEADER));
    if (row.status !== 'submitted') throw notSubmitted();
    // (A test's slug by id, kept 10 s per process: the results moment's reviews are of one test.)
    const slug = await memo(db, `slug-of:${row.mockTestId}`, SLUG_TTL_MS, () => mockSlugById(db, row.mockTestId), nowMs(c.var.deps));
    if (!slug) throw new ApiError(404, 'ATTEMPT_NOT_FOUND', 'No such attempt');
    const mock = await mockBySlug(c, slug);
    return sendResult(c, await resultOf(c, mock, await paperOf(c, mock), row));
  });
