/**
 * Spaced revision (issue 30; docs/practice.md "Spaced revision"): the signed-in
 * aspirant's "Revise today" queue. Like every /progress route: Firebase bearer
 * token, the caller's own cards only.
 *
 *   GET  /revision/today    the cards due by the end of today in India, with questions and key
 *   GET  /revision/count    the number only (the badge)
 *   POST /revision/reviews  answers given in revision, a batch of ≤ 200 (idempotent: the offline queue retries)
 *
 * The key rule: a card shows (and counts) only when core/mock/key-access.ts
 * says this caller may see its test's key now — a live test before its results
 * time, a test never submitted (a bookmark), a draft: not in the queue. The
 * wrong answers of submitted attempts become cards here, when the queue is
 * read, not in the submit (its hot path is benchmarked).
 */
import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { keyAccess } from '#core/mock/key-access.ts';
import { endOfIstDay } from '#core/revision/day.ts';
import {
  MAX_REVISION_QUEUE,
  RevisionCountSchema,
  RevisionReviewsResultSchema,
  RevisionReviewsSchema,
  RevisionTodaySchema,
  type RevisionToday,
} from '#core/schemas/revision.ts';
import { keyFactsByTest } from '#db/queries/key-access.ts';
import { dueByTest, dueQueue, testsOfQuestions } from '#db/queries/revision.ts';
import { deriveWrongAnswers, reviewCards } from '#db/mutations/revision.ts';
import { nowMs, type AppBindings } from '../context';
import { hiddenByDailyQuiz } from '../daily-hidden';
import { createRouter } from '../router';
import { jsonResponse } from '../schemas';
import { errors, guard, security } from './progress';

const tags = ['Revision'];

const todayRoute = createRoute({
  method: 'get',
  path: '/revision/today',
  tags,
  security,
  summary: 'My "Revise today" queue: the cards due by the end of today (IST), with questions, options, answer and explanations in both languages',
  description: 'Only cards of tests whose answer key I may see now (a submitted attempt; a live test after its results time).',
  middleware: guard,
  responses: { 200: jsonResponse(RevisionTodaySchema, 'Due today'), ...errors },
});

const countRoute = createRoute({
  method: 'get',
  path: '/revision/count',
  tags,
  security,
  summary: 'How many cards are due today (the badge)',
  middleware: guard,
  responses: { 200: jsonResponse(RevisionCountSchema, 'Due today'), ...errors },
});

const reviewsRoute = createRoute({
  method: 'post',
  path: '/revision/reviews',
  tags,
  security,
  summary: 'Record answers given in revision (FSRS moves each card); a retried batch changes nothing',
  middleware: guard,
  request: { body: { content: { 'application/json': { schema: RevisionReviewsSchema } }, required: true } },
  responses: { 200: jsonResponse(RevisionReviewsResultSchema, 'Recorded'), ...errors },
});

type Ctx = Context<AppBindings>;

/** The tests (by id) whose key the caller may see now, among those given: the one rule. */
async function keyVisible(c: Ctx, uid: string, mockTestIds: Iterable<number>, now: number): Promise<Set<number>> {
  const facts = await keyFactsByTest(c.var.deps.db, uid, [...mockTestIds]);
  return new Set([...facts.values()].filter((f) => keyAccess(f.test, f.evidence, now).key).map((f) => f.mockTestId));
}

/** Derives the new wrong answers, then counts what is due today and may be shown. */
async function dueToday(c: Ctx, uid: string, now: number) {
  const { db } = c.var.deps;
  await deriveWrongAnswers(db, uid, new Date(now), (a) => keyAccess(a.test, { submitted: true }, now).key);
  const until = new Date(endOfIstDay(now));
  const hidden = await hiddenByDailyQuiz(c);
  const perTest = await dueByTest(db, uid, until, hidden);
  const visible = await keyVisible(c, uid, perTest.keys(), now);
  const count = [...perTest].reduce((n, [id, k]) => (visible.has(id) ? n + k : n), 0);
  return { until, visible, count, hidden };
}

export const revisionRoutes = createRouter()
  .openapi(todayRoute, async (c) => {
    const uid = c.var.user!.uid;
    const now = nowMs(c.var.deps);
    const { until, visible, count, hidden } = await dueToday(c, uid, now);
    const data = await dueQueue(c.var.deps.db, uid, until, [...visible], MAX_REVISION_QUEUE, hidden);
    const body: RevisionToday = { count, dayEnds: until.toISOString(), data };
    return c.json(body, 200);
  })
  .openapi(countRoute, async (c) => {
    const { count } = await dueToday(c, c.var.user!.uid, nowMs(c.var.deps));
    return c.json({ count }, 200);
  })
  .openapi(reviewsRoute, async (c) => {
    const uid = c.var.user!.uid;
    const now = nowMs(c.var.deps);
    const { reviews } = c.req.valid('json');
    const { db } = c.var.deps;
    const testOf = await testsOfQuestions(db, reviews.map((r) => r.questionId));
    const visible = await keyVisible(c, uid, new Set(testOf.values()), now);
    const hidden = await hiddenByDailyQuiz(c);
    // A card the caller may not see (its key withheld now, or in today's quiz) cannot have been answered in revision: ignored.
    const outcome = await reviewCards(db, uid, reviews, new Date(now), (id) => visible.has(testOf.get(id) ?? -1) && !hidden.has(id));
    const { count } = await dueToday(c, uid, now);
    return c.json({ ...outcome, count }, 200);
  });
