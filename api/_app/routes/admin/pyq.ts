/**
 * PUT /admin/mocks/{id}/pyq (issue 30): marks a test as a previous-year paper (exam, year, sitting) or clears the
 * mark. A rebuild follows (the /pyq pages and the test's page show it). docs/mock-tests.md, "Previous-year papers".
 */
import { createRoute, z } from '@hono/zod-openapi';
import { PyqInputSchema, PyqSchema } from '#core/schemas/pyq.ts';
import { setPyq } from '#db/mutations/pyq.ts';
import { createRouter } from '../../router';
import { dataOf, jsonResponse } from '../../schemas';
import { admin, adminErrors, adminWrite, AREAS_OF, idParams, jsonBody, notFoundError } from './shared';

const pyqRoute = createRoute({
  ...admin('Mock tests'),
  method: 'put',
  path: '/admin/mocks/{id}/pyq',
  summary: 'Mark a test as a previous-year paper ({ pyq: { exam, year, date?, shift? } }) or clear the mark ({ pyq: null })',
  description: 'The paper and its rules do not change: a previous-year paper runs and ranks as any always-open test; the mark lists it on /pyq.',
  request: { params: idParams, body: jsonBody(PyqInputSchema) },
  responses: {
    200: jsonResponse(dataOf(z.object({ id: z.number().int(), slug: z.string(), pyq: PyqSchema.nullable() })), 'Marked'),
    ...adminErrors,
    ...notFoundError,
  },
});

export const adminPyqRoutes = createRouter().openapi(pyqRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { pyq } = c.req.valid('json');
  return adminWrite(c, {
    areas: AREAS_OF.mocks,
    run: () => setPyq(c.var.deps.db, id, pyq),
    reason: (t) => (t.pyq ? `mock test marked as a previous-year paper: /mock-test/test/${t.slug}` : `previous-year mark cleared: /mock-test/test/${t.slug}`),
    body: (t) => ({ data: t }),
    status: 200,
  });
});
