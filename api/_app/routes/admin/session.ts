/**
 * Admin session (login, logout, who-am-I) and cache clearing. The session and
 * its guard are in middleware/admin-auth.ts; the admin write routes reuse
 * `requireAdmin` from there.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { findAdmin } from '#db/queries/admins.ts';
import { AREAS, invalidate } from '#infra/cache/index.ts';
import { hashPassword, verifyPassword } from '#infra/password.ts';
import { AdminSessionSchema, clearCacheResultOf } from '#core/schemas/responses/admin.ts';
import { clearLoginFailures, FREE_FAILURES, loginWait, MAX_BACKOFF_SECONDS, recordLoginFailure } from '../../admin-login-backoff';
import { nowMs } from '../../context';
import { clientIp } from '../../middleware/client-ip';
import { ADMIN_ERRORS, csrfMatches, endAdminSession, readAdminSession, requireAdmin, sameOriginOnly, startAdminSession } from '../../middleware/admin-auth';
import { createRouter } from '../../router';
import { noControlChars } from '#core/schemas/common.ts';
import { ErrorSchema, jsonResponse, ValidationErrorSchema } from '../../schemas';

const tags = ['Admin'];

/** Unknown ids are checked against this hash too, so the answer takes as long as for a real admin. */
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword('not-an-admin-password'));

const authErrors = {
  401: jsonResponse(ErrorSchema, 'No valid admin session (ADMIN_AUTH_REQUIRED)'),
  403: jsonResponse(ErrorSchema, 'Signed-in non-admin user (FORBIDDEN), bad CSRF token (CSRF_INVALID) or cross-site request (CSRF_ORIGIN)'),
} as const;

const loginRoute = createRoute({
  method: 'post',
  path: '/admin/login',
  tags,
  summary: 'Sign in as an admin: sets the httpOnly session cookie and returns the CSRF token',
  description: `After ${FREE_FAILURES} consecutive failures for an id from one client address, that client waits 1 s, 2 s, 4 s, ... (at most ${MAX_BACKOFF_SECONDS / 60} minutes) before trying that id again: 429 LOGIN_BACKOFF with Retry-After. Other clients are not affected. The per-IP limit (429 RATE_LIMITED) applies too.`,
  middleware: sameOriginOnly,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              id: z
                .string({ error: 'id is required' })
                .trim()
                .min(1, 'id is required')
                .max(100, 'id must be at most 100 characters')
                .refine(...noControlChars('line', 'id')),
              password: z.string({ error: 'password is required' }).min(1, 'password is required').max(200, 'password must be at most 200 characters'),
            })
            .openapi('AdminLogin'),
        },
      },
    },
  },
  responses: {
    200: jsonResponse(AdminSessionSchema, 'Signed in'),
    400: jsonResponse(ValidationErrorSchema, 'Invalid input'),
    401: jsonResponse(ErrorSchema, 'Wrong id or password (INVALID_CREDENTIALS)'),
    403: jsonResponse(ErrorSchema, 'Cross-site request (CSRF_ORIGIN)'),
    429: jsonResponse(ErrorSchema, 'Backing off after failures for this id from this client (LOGIN_BACKOFF) or rate limited (RATE_LIMITED); see Retry-After'),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/admin/logout',
  tags,
  summary: 'End the admin session (needs x-csrf-token while a session is active)',
  middleware: sameOriginOnly,
  responses: { 200: jsonResponse(z.object({ success: z.literal(true) }), 'Signed out'), 403: authErrors[403] },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/admin/session',
  tags,
  summary: 'The signed-in admin and the CSRF token',
  middleware: requireAdmin,
  responses: { 200: jsonResponse(AdminSessionSchema, 'Signed in'), ...authErrors },
});

const clearCacheRoute = createRoute({
  method: 'post',
  path: '/admin/clear-cache',
  tags,
  summary: "Invalidate cached public reads: one content area or 'all'",
  middleware: requireAdmin,
  request: {
    body: {
      required: false,
      content: {
        'application/json': {
          schema: z.object({
            type: z.enum(['all', ...AREAS], { error: `type must be 'all' or one of: ${AREAS.join(', ')}` }).default('all'),
          }),
        },
      },
    },
  },
  responses: {
    200: jsonResponse(clearCacheResultOf(AREAS), 'Invalidated'),
    400: jsonResponse(ValidationErrorSchema, 'Invalid input'),
    ...authErrors,
  },
});

const LOGIN_BACKOFF = { code: 'LOGIN_BACKOFF', error: 'Too many failed attempts. Please try again later.' };
const INVALID = { code: 'INVALID_CREDENTIALS', error: 'Invalid id or password' };

export const adminRoutes = createRouter()
  .openapi(loginRoute, async (c) => {
    const { id, password } = c.req.valid('json');
    const { db, cache } = c.var.deps;
    const now = nowMs(c.var.deps);
    const client = clientIp(c);
    // Checked before the password: a client in backoff costs no password hashing.
    const wait = await loginWait(cache, id, client, now);
    if (wait) return c.json({ ...LOGIN_BACKOFF, retryAfter: wait }, 429, { 'Retry-After': String(wait), 'Cache-Control': 'no-store' });
    const admin = await findAdmin(db, id);
    const ok = admin ? await verifyPassword(password, admin.passwordHash) : (await verifyPassword(password, await dummy()), false);
    if (!admin || !ok) {
      const next = await recordLoginFailure(cache, id, client, now);
      return c.json(INVALID, 401, next ? { 'Retry-After': String(next) } : {});
    }
    await clearLoginFailures(cache, id, client);
    const session = await startAdminSession(c, id);
    return c.json({ success: true as const, admin: { id }, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() }, 200);
  })
  .openapi(logoutRoute, async (c) => {
    const session = await readAdminSession(c);
    if (session && !csrfMatches(session.csrfToken, c.req.header('x-csrf-token'))) return c.json(ADMIN_ERRORS.csrf, 403);
    await endAdminSession(c, session);
    return c.json({ success: true as const }, 200);
  })
  .openapi(sessionRoute, (c) => {
    const session = c.var.admin!;
    return c.json(
      { success: true as const, admin: { id: session.adminId }, csrfToken: session.csrfToken, expiresAt: session.expiresAt.toISOString() },
      200,
    );
  })
  .openapi(clearCacheRoute, async (c) => {
    const { type = 'all' } = c.req.valid('json');
    const cleared = type === 'all' ? [...AREAS] : [type];
    await invalidate(c.var.deps.cache, ...cleared);
    c.var.deps.log.info(`admin ${c.var.admin!.adminId} cleared the cache: ${cleared.join(', ')}`);
    return c.json({ success: true as const, cleared }, 200);
  });
