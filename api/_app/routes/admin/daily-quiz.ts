/**
 * The admin's daily-quiz calendar (issue 30; docs/daily-quiz.md):
 *
 *   GET    /admin/daily-quiz?from&to      the days from..to that have a quiz (chosen or drawn), questions, submissions
 *   GET    /admin/daily-quiz/bank         the published practice sets and their questions (the picker)
 *   PUT    /admin/daily-quiz/{day}        { questionIds: 10 bank questions } for a day not yet begun in India (409 else)
 *   DELETE /admin/daily-quiz/{day}        leave a day not yet begun to the rule again
 *
 * Only days that have not begun change, so no cached document or static page changes with them: no rebuild.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { addDays, istDay } from '#core/daily/day.ts';
import { DAILY_MESSAGES, DailyAdminDaySchema, DailyBankSetSchema, DailyQuizAdminInputSchema, DaySchema } from '#core/schemas/daily-quiz.ts';
import { clearDailyQuiz, setDailyQuiz } from '#db/mutations/daily-quiz.ts';
import { adminDailyDays, bankSets } from '#db/queries/daily-quiz.ts';
import { nowMs } from '../../context';
import { createRouter } from '../../router';
import { dataOf, jsonResponse } from '../../schemas';
import { admin, adminErrors, conflictError, jsonBody, mutate } from './shared';

const dayParams = z.object({ day: DaySchema.meta({ param: { name: 'day', in: 'path' }, example: '2026-12-02' }) });
const MAX_RANGE_DAYS = 62;

const listRoute = createRoute({
  ...admin('Daily quiz'),
  method: 'get',
  path: '/admin/daily-quiz',
  summary: 'The daily quizzes of the days from..to (default: a week back to four weeks ahead), chosen or drawn',
  request: {
    query: z
      .object({ from: DaySchema.optional(), to: DaySchema.optional() })
      .refine((q) => !q.from || !q.to || (q.from <= q.to && q.to <= addDays(q.from, MAX_RANGE_DAYS)), { message: DAILY_MESSAGES.range, path: ['from'] }),
  },
  responses: { 200: jsonResponse(z.object({ today: z.string(), data: z.array(DailyAdminDaySchema) }), 'Days'), ...adminErrors },
});

const bankRoute = createRoute({
  ...admin('Daily quiz'),
  method: 'get',
  path: '/admin/daily-quiz/bank',
  summary: 'The published practice sets (exam, subject, topic) and their questions, to choose a day’s quiz from',
  responses: { 200: jsonResponse(dataOf(z.array(DailyBankSetSchema)), 'Sets'), ...adminErrors },
});

const putRoute = createRoute({
  ...admin('Daily quiz'),
  method: 'put',
  path: '/admin/daily-quiz/{day}',
  summary: 'Choose the ten questions of a day that has not begun in India',
  request: { params: dayParams, body: jsonBody(DailyQuizAdminInputSchema) },
  responses: { 200: jsonResponse(dataOf(z.object({ day: z.string(), questionIds: z.array(z.number().int()), source: z.literal('admin') })), 'Chosen'), ...adminErrors, ...conflictError },
});

const deleteRoute = createRoute({
  ...admin('Daily quiz'),
  method: 'delete',
  path: '/admin/daily-quiz/{day}',
  summary: 'Leave a day that has not begun to the rule (its quiz is drawn at its first read)',
  request: { params: dayParams },
  responses: { 200: jsonResponse(dataOf(z.object({ day: z.string() })), 'Left to the rule'), ...adminErrors, ...conflictError },
});

export const adminDailyQuizRoutes = createRouter()
  .openapi(bankRoute, async (c) => c.json({ data: await bankSets(c.var.deps.db) }, 200))
  .openapi(listRoute, async (c) => {
    const today = istDay(nowMs(c.var.deps));
    const { from = addDays(today, -7), to = addDays(from, 35) } = c.req.valid('query');
    return c.json({ today, data: await adminDailyDays(c.var.deps.db, from, to, today) }, 200);
  })
  .openapi(putRoute, async (c) => {
    const { day } = c.req.valid('param');
    const { questionIds } = c.req.valid('json');
    const today = istDay(nowMs(c.var.deps));
    const row = await mutate(() => setDailyQuiz(c.var.deps.db, day, questionIds, today));
    c.var.deps.log.info(`admin ${c.var.admin?.adminId ?? '?'}: daily quiz of ${day} chosen`);
    return c.json({ data: { day: row.day, questionIds: row.questionIds, source: 'admin' as const } }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { day } = c.req.valid('param');
    await mutate(() => clearDailyQuiz(c.var.deps.db, day, istDay(nowMs(c.var.deps))));
    c.var.deps.log.info(`admin ${c.var.admin?.adminId ?? '?'}: daily quiz of ${day} left to the rule`);
    return c.json({ data: { day } }, 200);
  });
