/**
 * Joining a device's signed-out attempts to the account that signs in on it
 * (issue 26; docs/mock-tests.md, "Attempts made signed out"). The runner keeps
 * the id and token of every attempt it starts signed out; after a sign-in the
 * device sends them here. Each token is checked (it is the only proof of an
 * anonymous attempt): one wrong token refuses the whole request (403) and
 * nothing is joined. Only attempts without an owner are taken; another
 * account's are left alone and reported.
 *
 *   POST /progress/attempts/claim   { attempts: [{ id, token }] } → per attempt: joined | yours | other_account | not_found
 */
import { createRoute, z } from '@hono/zod-openapi';
import { MockAttemptClaimResultSchema, MockAttemptClaimSchema } from '#core/schemas/mock-attempt.ts';
import { claimAttempts } from '#db/mutations/mock-attempts.ts';
import { validAttemptToken } from '../attempt-token';
import { ApiError } from '../errors';
import { createRouter } from '../router';
import { ErrorSchema, jsonResponse } from '../schemas';
import { errors, guard, security } from './progress';

const claimRoute = createRoute({
  method: 'post',
  path: '/progress/attempts/claim',
  tags: ['Progress'],
  security,
  summary: 'Join the attempts this device made signed out to my account (each named with its attempt token)',
  description:
    'Attempts without an owner become the account’s (history keeps them; a submitted one means the account has seen that test’s key, so none of its later attempts of that test is ranked). Idempotent.',
  middleware: guard,
  request: { body: { required: true, content: { 'application/json': { schema: MockAttemptClaimSchema } } } },
  responses: {
    200: jsonResponse(z.object({ success: z.literal(true), data: MockAttemptClaimResultSchema }), 'What became of each attempt'),
    403: jsonResponse(ErrorSchema, 'A token is not its attempt’s (ATTEMPT_FORBIDDEN): nothing was joined'),
    ...errors,
  },
});

export const attemptClaimRoutes = createRouter().openapi(claimRoute, async (c) => {
  const { attempts } = c.req.valid('json');
  const { env, db } = c.var.deps;
  if (attempts.some((a) => !validAttemptToken(env, a.id, a.token)))
    throw new ApiError(403, 'ATTEMPT_FORBIDDEN', 'An attempt token does not match its attempt: only this device’s own attempts can be joined');
  const ids = [...new Set(attempts.map((a) => a.id))];
  const claimed = await claimAttempts(db, c.var.user!.uid, ids);
  return c.json({ success: true as const, data: { attempts: claimed.map((a) => ({ id: a.publicId, outcome: a.outcome })) } }, 200);
});
