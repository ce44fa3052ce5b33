/**
 * Attempts for the admins to look at (issue 26; docs/admin.md): those
 * submitted faster than MIN_SECONDS_PER_ANSWER per answered question
 * (server-measured). They are scored and kept, never ranked.
 *
 *   GET /admin/attempts/too-fast   newest first (page, limit)
 */
import { createRoute, z } from '@hono/zod-openapi';
import { listTooFastAttempts } from '#db/queries/mock-attempts.ts';
import { TooFastAttemptSchema } from '#core/schemas/responses/admin-attempts.ts';
import { PaginationSchema } from '#core/schemas/responses/common.ts';
import { createRouter } from '../../router';
import { jsonResponse, limitInput, pageInput } from '../../schemas';
import { admin, adminErrors } from './shared';

const tooFastRoute = createRoute({
  ...admin('Mock tests'),
  method: 'get',
  path: '/admin/attempts/too-fast',
  summary: 'Attempts submitted faster than the time floor (scored, not ranked), newest first',
  request: { query: z.object({ page: pageInput, limit: limitInput(100, 20) }) },
  responses: {
    200: jsonResponse(z.object({ data: z.array(TooFastAttemptSchema), pagination: PaginationSchema }), 'Too-fast attempts'),
    ...adminErrors,
  },
});

export const adminAttemptsRoutes = createRouter().openapi(tooFastRoute, async (c) => {
  const { page, limit } = c.req.valid('query');
  return c.json(await listTooFastAttempts(c.var.deps.db, { page, limit }), 200);
});
