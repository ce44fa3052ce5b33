/**
 * PUT /admin/mocks/{id}/practice (issue 30): makes a test a practice set of the question bank (its exam is its
 * category; subject and topic, with Hindi) or an ordinary test again ({ practice: null }). Refused (409) for a test
 * that could be ranked: with attempts, live, or a previous-year paper. A rebuild follows (/practice, the test pages).
 * docs/practice.md.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { PracticeInputSchema, PracticePlaceSchema } from '#core/schemas/practice.ts';
import { setPractice } from '#db/mutations/practice.ts';
import { testInLog } from '#core/mock/practice.ts';
import { createRouter } from '../../router';
import { dataOf, ErrorSchema, jsonResponse } from '../../schemas';
import { admin, adminErrors, adminWrite, AREAS_OF, idParams, jsonBody, notFoundError } from './shared';

const practiceRoute = createRoute({
  ...admin('Mock tests'),
  method: 'put',
  path: '/admin/mocks/{id}/practice',
  summary: 'Make a test a practice set ({ practice: { subject, subjectHi?, topic, topicHi? } }) or a test again ({ practice: null })',
  description:
    'A practice set is untimed and never ranked; its key and explanations are public on /practice. Refused (409 PRACTICE_HAS_ATTEMPTS, PRACTICE_LIVE, PRACTICE_PYQ) for a test with attempts, a live test or a previous-year paper.',
  request: { params: idParams, body: jsonBody(PracticeInputSchema) },
  responses: {
    200: jsonResponse(dataOf(z.object({ id: z.number().int(), slug: z.string(), practice: PracticePlaceSchema.nullable() })), 'Marked'),
    409: jsonResponse(ErrorSchema, 'The test has attempts, is live or is a previous-year paper'),
    ...adminErrors,
    ...notFoundError,
  },
});

export const adminPracticeRoutes = createRouter().openapi(practiceRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { practice } = c.req.valid('json');
  return adminWrite(c, {
    areas: AREAS_OF.mocks,
    run: () => setPractice(c.var.deps.db, id, practice),
    // Named by the page it now has: a practice set's topic page, a test's /mock-test page.
    reason: (t) => (t.practice ? `mock test made a practice set: ${testInLog(t.place).page}` : `practice set made a test again: ${testInLog(t.place).page}`),
    body: ({ id, slug, practice: place }) => ({ data: { id, slug, practice: place } }),
    status: 200,
  });
});
