/**
 * Signed-in users (docs/accounts.md).
 *
 * `provideIdTokenVerifier` (app-wide, registered right after the deps) gives
 * `deps.verifyIdToken` the Firebase verifier of infra/firebase-admin.ts when the
 * deps do not bring their own (tests may). That is what the optional sign-in
 * of middleware/user.ts (`resolveUser`, used by the mock-test submit) and
 * `requireUser` below verify with, so every door (Vercel, `npm start`, tests)
 * gets the same verification without wiring it separately.
 *
 * `requireUser` (per route) needs `Authorization: Bearer <Firebase ID token>`:
 *   - no or malformed header          → 401 AUTH_REQUIRED
 *   - token fails verification        → 401 AUTH_INVALID (the client retries
 *                                       once with a force-refreshed token)
 *   - sign-in not configured          → 503 AUTH_NOT_CONFIGURED
 * A verified user without a users row yet (signed in with Firebase but not
 * synced) gets one created from the token's claims, so a call never fails
 * just because verify-and-sync has not happened yet. It sets `c.var.user`
 * (the same `AuthUser` the mock-test route reads).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { syncUser } from '#db/queries/users.ts';
import { createIdTokenVerifier, type VerifiedIdToken } from '#infra/firebase-admin.ts';
import { nowMs, type AppBindings, type AppDeps } from '../context';
import { INVALID_TOKEN, readAccount } from './user';

export const USER_AUTH_ERRORS = {
  required: { code: 'AUTH_REQUIRED', error: 'Please sign in to continue.' },
  invalid: INVALID_TOKEN,
  notConfigured: { code: 'AUTH_NOT_CONFIGURED', error: 'Sign-in is not available right now.' },
} as const;

const wired = new WeakSet<AppDeps>();

/** Fills in `deps.verifyIdToken` once per deps object (tests may pass their own). */
export const provideIdTokenVerifier: MiddlewareHandler<AppBindings> = async (c, next) => {
  const deps = c.var.deps;
  if (!wired.has(deps)) {
    wired.add(deps);
    deps.verifyIdToken ??= createIdTokenVerifier(deps.env);
  }
  await next();
};

/** The bearer token of the request, or null. */
export function bearerToken(c: Context<AppBindings>): string | null {
  return c.req.header('authorization')?.match(/^Bearer\s+(\S{1,8192})$/i)?.[1] ?? null;
}

/** Verifies an ID token with the deps' verifier: the claims, null when invalid, 'unconfigured' without a verifier. */
export async function verifyToken(deps: AppDeps, token: string): Promise<(Partial<VerifiedIdToken> & { uid: string }) | null | 'unconfigured'> {
  if (!deps.verifyIdToken) return 'unconfigured';
  return deps.verifyIdToken(token).catch(() => null);
}

export const requireUser: MiddlewareHandler<AppBindings> = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  const token = bearerToken(c);
  if (!token) return c.json(USER_AUTH_ERRORS.required, 401);
  const deps = c.var.deps;
  const claims = await verifyToken(deps, token);
  if (claims === 'unconfigured') return c.json(USER_AUTH_ERRORS.notConfigured, 503);
  if (!claims) return c.json(USER_AUTH_ERRORS.invalid, 401);
  const profile =
    (await readAccount(deps.db, claims.uid)) ??
    (await syncUser(deps.db, { uid: claims.uid, email: claims.email ?? null, name: claims.name ?? null, phone: claims.phone ?? null, lastLogin: new Date(nowMs(deps)) }));
  c.set('user', { uid: profile.uid, email: profile.email, role: profile.role });
  await next();
};
