/**
 * "Report this question" (issue 18; docs/mock-tests.md): anyone reviewing a
 * test (anonymous or signed in) reports a wrong answer, a wrong translation,
 * a typo or something else. Rate-limited per client address
 * (RATE_LIMITS.questionReport); the address is stored only as a hash (the
 * `client_key`), and a signed-in reporter's uid is kept for the admins'
 * "signed in" flag.
 *
 *   POST /mocks/questions/{id}/reports   { reason, text } → 201 receipt
 */
import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { createReport } from '#db/mutations/question-tools.ts';
import { MutationError } from '#db/mutations/errors.ts';
import { keyFactsByQuestion } from '#db/queries/key-access.ts';
import { keyAccess } from '#core/mock/key-access.ts';
import { RATE_LIMITS } from '#infra/rate-limit.ts';
import { QuestionReportCreateSchema } from '#core/schemas/question-tools.ts';
import { QuestionReportReceiptSchema } from '#core/schemas/responses/question-tools.ts';
import { nowMs } from '../context';
import { notFound } from '../errors';
import { clientIp } from '../middleware/client-ip';
import { rateLimit } from '../middleware/rate-limit';
import { resolveUser } from '../middleware/user';
import { createRouter } from '../router';
import { ErrorSchema, idInput, jsonResponse, rateLimitedResponse, ValidationErrorSchema } from '../schemas';

export const REPORT_RECEIVED = 'Thank you. Your report was sent to the editors.';

const reportRoute = createRoute({
  method: 'post',
  path: '/mocks/questions/{id}/reports',
  tags: ['Mock tests'],
  summary: 'Report a problem with a question (wrong answer, wrong translation, typo, other); signed in or not',
  middleware: [rateLimit(RATE_LIMITS.questionReport), resolveUser],
  request: {
    params: z.object({ id: idInput() }),
    body: { required: true, content: { 'application/json': { schema: QuestionReportCreateSchema } } },
  },
  responses: {
    201: jsonResponse(z.object({ success: z.literal(true), data: QuestionReportReceiptSchema }), 'Stored'),
    400: jsonResponse(ValidationErrorSchema, 'Invalid reason or text'),
    401: jsonResponse(ErrorSchema, 'Missing API key, or a bearer token that fails verification (AUTH_INVALID)'),
    404: jsonResponse(ErrorSchema, 'No such question (or one of a draft test)'),
    ...rateLimitedResponse,
  },
});

/** The rate-limit identity, hashed: enough to spot a flood from one client, useless to find the person. */
const clientKey = (ip: string) => createHash('sha256').update(`question-report:${ip}`).digest('hex').slice(0, 32);

export const questionReportRoutes = createRouter().openapi(reportRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { reason, text } = c.req.valid('json');
  const facts = (await keyFactsByQuestion(c.var.deps.db, c.var.user?.uid ?? null, [id])).get(id);
  // A draft's question answers as one that does not exist (as every public read of a draft), and so does a live
  // test's before its opening. The receipt carries nothing of the key.
  if (!facts || !keyAccess(facts.test, facts.evidence, nowMs(c.var.deps)).paper) throw notFound('Question');
  try {
    const row = await createReport(
      c.var.deps.db,
      { questionId: id, userUid: c.var.user?.uid ?? null, reason, text, clientKey: clientKey(clientIp(c)) },
      new Date(nowMs(c.var.deps)),
    );
    return c.json({ success: true as const, data: { ...row, message: REPORT_RECEIVED } }, 201);
  } catch (err) {
    if (err instanceof MutationError && err.kind === 'not_found') throw notFound('Question');
    throw err;
  }
});
