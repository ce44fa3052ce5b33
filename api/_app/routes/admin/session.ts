/**
 * Admin session (login, logout, who-am-I) and cache clearing. The session and
 * its guard are in middleware/admin-auth.ts; the admin write routes reuse
 * `requireAdmin` from there.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { findAdmin, recordAdminLoginFailure, recordAdminLoginSuccess } from '#db/queries/admins.ts';
import { AREAS, invalidate } from '#infra/cache/index.ts';
import { hashPassword, verifyPassword } from '#infra/password.ts';
import { AdminSessionSchema, clearCacheResultOf } from '#core/schemas/responses/admin.ts';
import { nowMs } from '../../context';
import { ADMIN_ERRORS, csrfMatches, endAdminSession, readAdminSession, requireAdmin, sameOriginOnly, startAdminSession } from '../../middleware/admin-auth';
import { createRouter } from '../../router';
import { ErrorSchema, jsonResponse, NO_CONTROL_CHARS, rateLimitedResponse, ValidationErrorSchema } from '../../schemas';

const tags = ['Admin'];
export const MAX_LOGIN_FAILURES = 5;
export const LOCK_MINUTES = 15;

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
                .regex(NO_CONTROL_CHARS, 'id must not contain control characters'),
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
    423: jsonResponse(ErrorSchema, `Locked for ${LOCK_MINUTES} minutes after ${MAX_LOGIN_FAILURES} consecutive failures (ACCOUNT_LOCKED); see Retry-After`),
    ...rateLimitedResponse,
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

const ACCOUNT_LOCKED = { code: 'ACCOUNT_LOCKED', error: 'Too many failed attempts. Please try again later.' };
const INVALID = { code: 'INVALID_CREDENTIALS', error: 'Invalid id or password' };
const secondsUntil = (until: Date, now: number) => Math.max(1, Math.ceil((until.getTime() - now) / 1000));

export const adminRoutes = createRouter()
  .openapi(loginRoute, async (c) => {
    const { id, password } = c.req.valid('json');
    const { db } = c.var.deps;
    const now = nowMs(c.var.deps);
    const admin = await findAdmin(db, id);
    if (!admin) {
      await verifyPassword(password, await dummy());
      return c.json(INVALID, 401);
    }
    if (admin.lockedUntil && admin.lockedUntil.getTime() > now) {
      const retryAfter = secondsUntil(admin.lockedUntil, now);
      return c.json({ ...ACCOUNT_LOCKED, retryAfter }, 423, { 'Retry-After': String(retryAfter) });
    }
    if (!(await verifyPassword(password, admin.passwordHash))) {
      const lockedUntil = await recordAdminLoginFailure(db, id, MAX_LOGIN_FAILURES, new Date(now + LOCK_MINUTES * 60_000));
      if (lockedUntil && lockedUntil.getTime() > now) {
        const retryAfter = secondsUntil(lockedUntil, now);
        return c.json({ ...ACCOUNT_LOCKED, retryAfter }, 423, { 'Retry-After': String(retryAfter) });
      }
      return c.json(INVALID, 401);
    }
    if (admin.failedAttempts || admin.lockedUntil) await recordAdminLoginSuccess(db, id);
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
