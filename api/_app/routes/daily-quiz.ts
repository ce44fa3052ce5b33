/**
 * The daily quiz (issue 30; docs/daily-quiz.md). Every route decides what carries a correct answer with the one rule,
 * `dailyQuizAccess` in core/mock/key-access.ts, on the app's clock (deps.now):
 *
 *   GET  /daily-quiz/today                the server's IST day and clock (no-store): the page never trusts the device's
 *   GET  /daily-quiz/{day}                the day's ONE document, the same for everyone: questions while the day is open
 *                                         (s-maxage up to the day's end), with key and explanations once it is over;
 *                                         a day not begun: 409 DAILY_NOT_OPEN (no-store); a past day nobody had: 404
 *   POST /daily-quiz/{day}/submit         signed in, during the day only (late: 409 DAILY_CLOSED); the first counts, a
 *                                         retry answers the same: score, streak, rank — the key only at the day's end
 *   GET  /daily-quiz/{day}/leaderboard    top 50 and the caller's place; during the day only for a submitter (403)
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { addDays, dayEndMs, dayPhase, dayStartMs, istDay } from '#core/daily/day.ts';
import { streakOf } from '#core/daily/streak.ts';
import { rankedSeconds } from '#core/daily/time-taken.ts';
import { dailyQuizAccess, NO_EVIDENCE, type DailyQuizDay } from '#core/mock/key-access.ts';
import {
  DailyAnswersInputSchema,
  DailyLeaderboardSchema,
  DailyQuizSchema,
  DailyResultSchema,
  DailyTodaySchema,
  DAILY_MESSAGES,
  DaySchema,
  type DailyAnswersInput,
  type DailyQuiz,
  type DailyResult,
} from '#core/schemas/daily-quiz.ts';
import { ensureDailyQuiz, submitDailyQuiz } from '#db/mutations/daily-quiz.ts';
import { enqueueRevision } from '#db/mutations/revision.ts';
import { dailyLeaderboard, quizQuestions, quizRow, rankOf, submittedDays, type QuizQuestionRow } from '#db/queries/daily-quiz.ts';
import { nowMs, type AppBindings } from '../context';
import { ApiError } from '../errors';
import { sendJson } from '../middleware/http-cache';
import { resolveUser } from '../middleware/user';
import { cachedJson, jsonEntry } from '../read-cache';
import { createRouter } from '../router';
import { dataOf, ErrorSchema, errorResponses, jsonResponse, notFoundResponse, notModifiedResponse, rateLimitedResponse, ValidationErrorSchema } from '../schemas';
import { guard, security } from './progress';

const tags = ['Daily quiz'];
const dayParams = z.object({ day: DaySchema.meta({ param: { name: 'day', in: 'path' }, example: '2026-12-01' }) });

/** A closed day's document: it changes only if an editor fixes a question, so CDNs keep it a day, browsers an hour. */
const PAST_CACHE = 'public, max-age=3600, s-maxage=86400, stale-while-revalidate=86400';
/** The leaderboard of a past day: public, kept briefly (late fixes of names). */
const BOARD_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

const windowOf = (day: string): DailyQuizDay => ({ opensAt: dayStartMs(day), closesAt: dayEndMs(day) });

const todayRoute = createRoute({
  method: 'get',
  path: '/daily-quiz/today',
  tags,
  summary: "The server's day in India and its clock (no-store): which day's quiz is open now",
  responses: { 200: jsonResponse(dataOf(DailyTodaySchema), 'Today'), ...errorResponses },
});

const quizRoute = createRoute({
  method: 'get',
  path: '/daily-quiz/{day}',
  tags,
  summary: "A day's quiz, the same document for everyone: questions only while the day is open in India, with the key and explanations once it is over",
  request: { params: dayParams },
  responses: {
    200: jsonResponse(dataOf(DailyQuizSchema), 'The quiz'),
    409: jsonResponse(ErrorSchema, 'The day has not begun in India (DAILY_NOT_OPEN)'),
    ...notModifiedResponse,
    ...errorResponses,
    ...notFoundResponse,
  },
});

const answersBody = { required: true, content: { 'application/json': { schema: DailyAnswersInputSchema } } };
const closedError = { 409: jsonResponse(ErrorSchema, 'Not the open day in India: late (DAILY_CLOSED) or early (DAILY_NOT_OPEN)') };

const submitRoute = createRoute({
  method: 'post',
  path: '/daily-quiz/{day}/submit',
  tags,
  security,
  summary: "Submit today's quiz (signed in; once per account and day: a retry answers the same result)",
  middleware: guard,
  request: { params: dayParams, body: answersBody },
  responses: {
    200: jsonResponse(dataOf(DailyResultSchema), 'The counted submission: score, streak and rank (the key opens to everyone at the day’s end)'),
    400: jsonResponse(ValidationErrorSchema, 'Invalid input'),
    401: jsonResponse(ErrorSchema, 'Not signed in'),
    ...closedError,
    ...notFoundResponse,
    ...rateLimitedResponse,
  },
});

const boardRoute = createRoute({
  method: 'get',
  path: '/daily-quiz/{day}/leaderboard',
  tags,
  summary: "The day's top 50 (more correct, then less time, then earlier) and the signed-in caller's place; during the day only for someone who has submitted",
  middleware: resolveUser,
  request: { params: dayParams },
  responses: {
    200: jsonResponse(DailyLeaderboardSchema, 'Leaderboard'),
    403: jsonResponse(ErrorSchema, 'The day is open and the caller has not submitted (DAILY_BOARD_LOCKED)'),
    409: jsonResponse(ErrorSchema, 'The day has not begun (DAILY_NOT_OPEN)'),
    ...notModifiedResponse,
    ...errorResponses,
    ...notFoundResponse,
  },
});

function notOpen(c: Context<AppBindings>, day: string): ApiError {
  c.header('Cache-Control', 'no-store');
  return new ApiError(409, 'DAILY_NOT_OPEN', `The quiz of ${day} opens at midnight in India (${new Date(dayStartMs(day)).toISOString()})`, { opensAt: new Date(dayStartMs(day)).toISOString() });
}

/** The day's questions with their key entries; the day is drawn by the rule at its first read if nobody chose it. */
async function questionsOf(c: Context<AppBindings>, day: string, now: number): Promise<QuizQuestionRow[]> {
  const { db } = c.var.deps;
  // Only the open day is drawn: a past day nobody read keeps no quiz (no rows made by asking old dates).
  const row = dayPhase(day, now) === 'open' ? await ensureDailyQuiz(db, day) : await quizRow(db, day);
  const list = row ? await quizQuestions(db, row.questionIds) : [];
  if (!list.length) throw new ApiError(404, 'NOT_FOUND', `There is no daily quiz for ${day}`);
  return list;
}

/** The public document of the day, as the rule allows it for a caller who has shown nothing. */
function documentOf(day: string, list: QuizQuestionRow[], now: number): DailyQuiz {
  const w = windowOf(day);
  const { key } = dailyQuizAccess(w, NO_EVIDENCE, now);
  return {
    day,
    opensAt: new Date(w.opensAt).toISOString(),
    closesAt: new Date(w.closesAt).toISOString(),
    status: now < w.closesAt ? 'open' : 'closed',
    questions: list.map(({ key: _key, ...q }) => q),
    key: key ? list.map((q) => q.key) : null,
  };
}

/** The number of right answers of a sheet (one entry per question, in order). */
function correctOf(list: QuizQuestionRow[], answers: readonly (number | null)[]): number {
  if (answers.length !== list.length) {
    throw new ApiError(400, 'VALIDATION_ERROR', DAILY_MESSAGES.answersCount, { field: 'answers', issues: [{ field: 'answers', message: DAILY_MESSAGES.answersCount }], expected: list.length });
  }
  return list.filter((q, i) => answers[i] === q.key.correct).length;
}

/** Refuses an answer sheet for any day but the open one (the IST midnight is the deadline, queued retries included). */
function assertOpen(c: Context<AppBindings>, day: string, now: number): void {
  const phase = dayPhase(day, now);
  if (phase === 'future') throw notOpen(c, day);
  if (phase === 'past') {
    throw new ApiError(409, 'DAILY_CLOSED', `The quiz of ${day} closed at midnight in India; answers are taken only on the day. Yesterday’s solutions are open to everyone now.`, {
      closedAt: new Date(dayEndMs(day)).toISOString(),
    });
  }
}

export const dailyQuizRoutes = createRouter()
  .openapi(todayRoute, (c) => {
    const now = nowMs(c.var.deps);
    const day = istDay(now);
    c.header('Cache-Control', 'no-store');
    return c.json(
      { data: { day, now: new Date(now).toISOString(), opensAt: new Date(dayStartMs(day)).toISOString(), closesAt: new Date(dayEndMs(day)).toISOString(), yesterday: addDays(day, -1) } },
      200,
    );
  })
  .openapi(quizRoute, async (c) => {
    const { day } = c.req.valid('param');
    const now = nowMs(c.var.deps);
    if (!dailyQuizAccess(windowOf(day), NO_EVIDENCE, now).paper) throw notOpen(c, day);
    const open = dayPhase(day, now) === 'open';
    // One cached body per day and phase: the open one never holds the key, the closed one is made after the close.
    const entry = await cachedJson(c, 'mocks', `daily:${day}:${open ? 'open' : 'closed'}`, async () => ({ data: documentOf(day, await questionsOf(c, day, now), now) }));
    // Never kept past the day's end: the next request after midnight gets the key (and the next day its own document).
    const untilEnd = Math.max(0, Math.floor((dayEndMs(day) - now) / 1000));
    c.set('cachePolicy', open ? `public, max-age=0, s-maxage=${Math.min(untilEnd, 3600)}` : PAST_CACHE);
    return sendJson(c, entry);
  })
  .openapi(submitRoute, async (c) => {
    const { day } = c.req.valid('param');
    const input = c.req.valid('json');
    const { db } = c.var.deps;
    const now = nowMs(c.var.deps);
    assertOpen(c, day, now);
    const list = await questionsOf(c, day, now);
    const uid = c.var.user!.uid;
    const timeTakenSeconds = rankedSeconds(input.timeTakenSeconds, input.answers, dayStartMs(day), now);
    const row = await submitDailyQuiz(db, { day, userUid: uid, answers: input.answers, correct: correctOf(list, input.answers), timeTakenSeconds, submittedAt: new Date(now) });
    // The counted submission is the evidence for the submitter's own score and the day's board; the key waits for
    // the day's end for everyone (the one rule says so), so nothing below carries it.
    if (!dailyQuizAccess(windowOf(day), { submitted: true }, now).results) throw notOpen(c, day);
    // Wrong answers come back in "Revise today" once the day is over (spaced revision; dated by the counted
    // submission, so a retried submit changes no card).
    const wrong = list.filter((q, i) => row.answers[i] !== null && row.answers[i] !== q.key.correct).map((q) => q.id);
    if (wrong.length) await enqueueRevision(db, uid, wrong, 'wrong', row.submittedAt);
    const [place, days] = await Promise.all([rankOf(db, day, row), submittedDays(db, uid, day)]);
    const result: DailyResult = {
      day,
      correct: correctOf(list, row.answers),
      total: list.length,
      answers: row.answers,
      timeTakenSeconds: row.timeTakenSeconds,
      submittedAt: row.submittedAt.toISOString(),
      clientId: input.clientId,
      streak: streakOf(days, day),
      rank: place.rank,
      of: place.of,
    };
    return c.json({ data: result }, 200);
  })
  .openapi(boardRoute, async (c) => {
    const { day } = c.req.valid('param');
    const { db } = c.var.deps;
    const now = nowMs(c.var.deps);
    const w = windowOf(day);
    if (!dailyQuizAccess(w, NO_EVIDENCE, now).visible) throw notOpen(c, day);
    const uid = c.var.user?.uid ?? null;
    if (!dailyQuizAccess(w, NO_EVIDENCE, now).leaderboard) {
      c.header('Cache-Control', 'no-store');
      const board = uid ? await dailyLeaderboard(db, day, uid) : null;
      if (!board?.me || !dailyQuizAccess(w, { submitted: true }, now).leaderboard) {
        throw new ApiError(403, 'DAILY_BOARD_LOCKED', 'Submit today’s quiz to see today’s leaderboard; it is open to everyone after midnight in India');
      }
      return c.json(board, 200);
    }
    if (!(await quizRow(db, day))) throw new ApiError(404, 'NOT_FOUND', `There is no daily quiz for ${day}`);
    if (uid) {
      // The caller's own place: personal, never stored by a shared cache.
      c.header('Cache-Control', 'no-store');
      return c.json(await dailyLeaderboard(db, day, uid), 200);
    }
    c.set('cachePolicy', BOARD_CACHE);
    return sendJson(c, jsonEntry(await dailyLeaderboard(db, day, null)));
  });

