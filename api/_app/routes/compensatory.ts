/**
 * PwBD compensatory time (issue 29): whether the signed-in caller's next
 * attempt of a test gets it, for the start screen. The start itself decides in
 * its insert (db/mutations/mock-attempts.ts): the account's first attempt of
 * the test fixes the value for the test, else the profile's declaration
 * (PUT /auth/profile { compensatory_time }). Rules: core/mock/compensatory.ts,
 * docs/mock-tests.md "Compensatory time".
 */
import { createRoute } from '@hono/zod-openapi';
import { compensatoryMs } from '#core/mock/compensatory.ts';
import { MockCompensatorySchema, type MockCompensatory } from '#core/schemas/mock-attempt.ts';
import { compensatoryFor } from '#db/queries/users.ts';
import { rateLimit } from '../middleware/rate-limit';
import { requireUser } from '../middleware/user-auth';
import { createRouter } from '../router';
import { ErrorSchema, errorResponses, jsonResponse, notFoundResponse, rateLimitedResponse } from '../schemas';
import { mockBySlug, slugParams } from './mocks';
import { PROGRESS_RATE_LIMIT } from './progress';

const compensatoryRoute = createRoute({
  method: 'get',
  path: '/mocks/{slug}/compensatory',
  tags: ['Mock tests'],
  security: [{ ApiKey: [], FirebaseIdToken: [] }],
  summary: 'Whether the caller’s next attempt of the test gets PwBD compensatory time (20 minutes per hour), and why',
  description:
    'The account’s first attempt of the test fixes the value for the test (`fixed`), whatever the profile says now; without an attempt the profile decides. The start screen says so when the two differ.',
  middleware: [rateLimit(PROGRESS_RATE_LIMIT), requireUser],
  request: { params: slugParams },
  responses: {
    200: jsonResponse(MockCompensatorySchema, 'The caller’s compensatory time for this test (private, not cached)'),
    ...errorResponses,
    401: jsonResponse(ErrorSchema, 'Missing API key, not signed in (AUTH_REQUIRED) or an invalid token (AUTH_INVALID)'),
    ...notFoundResponse,
    ...rateLimitedResponse,
  },
});

export const compensatoryRoutes = createRouter().openapi(compensatoryRoute, async (c) => {
  const mock = await mockBySlug(c, c.req.valid('param').slug);
  const { profile, fixed } = await compensatoryFor(c.var.deps.db, c.var.user!.uid, mock.id);
  const body: MockCompensatory = { profile, fixed, applies: fixed ?? profile, extraSeconds: compensatoryMs(mock.timer) / 1000 };
  return c.json(body, 200);
});
