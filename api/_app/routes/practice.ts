/**
 * Topic practice (issue 30; docs/practice.md). Every route here asks THE PRACTICE RULE (`practiceServes` in
 * core/mock/key-access.ts) before it serves or scores a question: only questions of published practice sets; a
 * question of a test (always-open, live, previous-year, draft) never comes back from practice.
 *
 *   GET  /question-bank               the bank: exam → subject → topic with question counts and set slugs (public, CDN)
 *   GET  /question-bank/sets/{slug}   one set with its key and explanations, both languages (public, CDN, ETag)
 *   POST /question-bank/answers       signed in: [{ questionId, choice, answeredAt }] ≤ 200, scored from the key, counted
 *   GET  /question-bank/progress      signed in: per topic answered, attempts, correct, accuracy
 *
 * Not under /api/practice: that prefix is the privacy-browser alias of /mocks (spec section 7, middleware/aliases.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { practiceServes } from '#core/mock/key-access.ts';
import {
  PRACTICE_MESSAGES,
  PracticeAnswersInputSchema,
  PracticeAnswersResultSchema,
  PracticeIndexSchema,
  PracticeProgressSchema,
  PracticeSetSchema,
} from '#core/schemas/practice.ts';
import { practiceIndex, practiceKeyByQuestion, practiceProgress, practiceSetBySlug } from '#db/queries/practice.ts';
import { recordPracticeAnswers } from '#db/mutations/practice.ts';
import { enqueueRevision } from '#db/mutations/revision.ts';
import { istDay } from '#core/daily/day.ts';
import { nowMs } from '../context';
import { hiddenByDailyQuiz } from '../daily-hidden';
import { ApiError, notFound } from '../errors';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { cachedJson } from '../read-cache';
import { createRouter } from '../router';
import { dataOf, errorResponses, jsonResponse, notFoundResponse, notModifiedResponse, slugInput } from '../schemas';
import { errors, guard, security } from './progress';

const tags = ['Practice'];

const cache = publicCache(CACHE_POLICIES.content);

const indexRoute = createRoute({
  method: 'get',
  path: '/question-bank',
  tags,
  summary: 'The question bank: exams → subjects → topics with question counts and their sets’ slugs',
  middleware: cache,
  responses: { 200: jsonResponse(dataOf(PracticeIndexSchema), 'The bank'), ...notModifiedResponse, ...errorResponses },
});

const setRoute = createRoute({
  method: 'get',
  path: '/question-bank/sets/{slug}',
  tags,
  summary: 'One practice set: every question with its key and explanations, English and Hindi',
  description: 'Only a published practice set (a test, a draft or an unknown slug: 404 NOT_FOUND). The same for everyone: cacheable by a CDN.',
  middleware: cache,
  request: { params: z.object({ slug: slugInput() }) },
  responses: { 200: jsonResponse(dataOf(PracticeSetSchema), 'The set'), ...notModifiedResponse, ...errorResponses, ...notFoundResponse },
});

const answersRoute = createRoute({
  method: 'post',
  path: '/question-bank/answers',
  tags,
  security,
  summary: 'Count my practice answers (scored by the server from the key); a replayed answer counts once',
  middleware: guard,
  request: { body: { required: true, content: { 'application/json': { schema: PracticeAnswersInputSchema } } } },
  responses: { 200: jsonResponse(dataOf(PracticeAnswersResultSchema), 'Counted'), ...errors },
});

const progressRoute = createRoute({
  method: 'get',
  path: '/question-bank/progress',
  tags,
  security,
  summary: 'My practice per topic: questions answered, attempts, correct and accuracy',
  middleware: guard,
  responses: { 200: jsonResponse(dataOf(PracticeProgressSchema), 'Progress'), ...errors },
});

export const practiceRoutes = createRouter()
  .openapi(indexRoute, async (c) => sendJson(c, await cachedJson(c, 'mocks', 'practice:index', async () => ({ data: await practiceIndex(c.var.deps.db) }))))
  .openapi(setRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const hidden = await hiddenByDailyQuiz(c);
    // One document per set and India's day: the day's quiz questions are left out of it.
    const entry = await cachedJson(c, 'mocks', `practice:set:${slug}:${istDay(nowMs(c.var.deps))}`, async () => {
      const found = await practiceSetBySlug(c.var.deps.db, slug);
      // The rule: a test's (or a draft's) questions answer as a set that does not exist.
      if (!found?.set || !practiceServes(found.test)) return null;
      return { data: { ...found.set, questions: found.set.questions.filter((q) => !hidden.has(q.id)) } };
    });
    if (entry.isNull) throw notFound('Practice set');
    return sendJson(c, entry);
  })
  .openapi(answersRoute, async (c) => {
    const { answers } = c.req.valid('json');
    const keys = await practiceKeyByQuestion(
      c.var.deps.db,
      answers.map((a) => a.questionId),
    );
    const hidden = await hiddenByDailyQuiz(c);
    // (Scoring a question of today's quiz here would tell whether an answer is right before the quiz's day is over.)
    const refused = answers.flatMap((a, i) => {
      const key = keys.get(a.questionId);
      if (!key || !practiceServes(key.test)) return [{ field: `answers.${i}.questionId`, message: `answers.${i}.questionId (${a.questionId}) ${PRACTICE_MESSAGES.notPractice}` }];
      return hidden.has(a.questionId) ? [{ field: `answers.${i}.questionId`, message: `answers.${i}.questionId (${a.questionId}) ${PRACTICE_MESSAGES.inDailyQuiz}` }] : [];
    });
    if (refused.length) throw new ApiError(400, 'VALIDATION_ERROR', refused[0].message, { field: refused[0].field, issues: refused });
    // A device's clock ahead of the server's: the answer counts as given now.
    const now = nowMs(c.var.deps);
    const checked = answers.map((a) => ({
      questionId: a.questionId,
      correct: keys.get(a.questionId)!.correct === a.choice,
      answeredAt: new Date(Math.min(Date.parse(a.answeredAt), now)),
    }));
    const uid = c.var.user!.uid;
    const recorded = await recordPracticeAnswers(c.var.deps.db, uid, checked);
    // A wrong answer comes back in "Revise today" (spaced revision, docs/practice.md).
    const wrong = checked.filter((a) => !a.correct).map((a) => a.questionId);
    if (wrong.length) await enqueueRevision(c.var.deps.db, uid, wrong, 'wrong', new Date(now));
    return c.json({ data: { recorded, results: checked.map(({ questionId, correct }) => ({ questionId, correct })) } }, 200);
  })
  .openapi(progressRoute, async (c) => c.json({ data: { topics: await practiceProgress(c.var.deps.db, c.var.user!.uid) } }, 200));
