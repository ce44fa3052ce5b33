/**
 * The admin session and its guard.
 *
 * Session: after POST /admin/login the browser holds an httpOnly, Secure,
 * SameSite=Strict cookie (`admin_session`, path /api) with a short-lived
 * HS256 JWT (jose) signed with ADMIN_SESSION_SECRET. The token carries the
 * admin id, a random session id and a random CSRF token. It is renewed
 * (same session id and CSRF token) once less than half its lifetime is left,
 * so an active admin stays signed in; logout revokes the session id in the
 * cache until the token would have expired. (Secure stays on: browsers treat
 * http://localhost and http://127.0.0.1 as secure contexts, so local use works.)
 *
 * CSRF: SameSite=Strict already keeps the cookie off cross-site requests. On
 * top of it every state-changing admin call (anything but GET/HEAD/OPTIONS)
 * must send `x-csrf-token` equal to the token bound into the signed session
 * (the dashboard gets it from /admin/login or GET /admin/session; another
 * site cannot read it), and a present Origin (or Sec-Fetch-Site) must be this
 * site's own: one of the configured origins (`siteOrigins` in infra/env.ts:
 * SITE_URL, Vercel's deployment addresses, locally the local server), never
 * the request's Host header.
 *
 * `requireAdmin` answers 401 without a valid session and 403 for a signed-in
 * user who is not an admin; the admin write routes reuse it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtVerify, SignJWT } from 'jose';
import { siteOrigins, type Env } from '#infra/env.ts';
import { nowMs, type AdminSession, type AppBindings } from '../context';
import { loadUser } from './user';

export const ADMIN_COOKIE = 'admin_session';
const COOKIE_PATH = '/api';
export const SESSION_TTL_SECONDS = 60 * 60;
const ISSUER = 'exam-prep-portal/admin';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const revokedKey = (sessionId: string) => `admin:revoked:${sessionId}`;

export const ADMIN_ERRORS = {
  unauthenticated: { code: 'ADMIN_AUTH_REQUIRED', error: 'Admin sign-in required' },
  forbidden: { code: 'FORBIDDEN', error: 'Admin access required' },
  csrf: { code: 'CSRF_INVALID', error: 'Missing or invalid CSRF token' },
  origin: { code: 'CSRF_ORIGIN', error: 'Cross-site request refused' },
} as const;

// ---------------------------------------------------------------- signing key

const keys = new WeakMap<Env, Uint8Array>();

/**
 * The HMAC key: SHA-256 of ADMIN_SESSION_SECRET. Deployments (preview and
 * production) refuse to start without the secret (infra/env.ts): every instance
 * must verify the others' sessions. Local runs without it get the secret kept
 * in DATA_DIR/secrets.json (loadEnv, infra/local-secrets.ts); an env without
 * any (tests) gets a random key per process.
 */
function signingKey(env: Env): Uint8Array {
  let key = keys.get(env);
  if (!key) {
    if (!env.ADMIN_SESSION_SECRET && env.isDeployed) throw new Error(`ADMIN_SESSION_SECRET is required in ${env.deployment}`);
    key = env.ADMIN_SESSION_SECRET
      ? new Uint8Array(createHash('sha256').update(env.ADMIN_SESSION_SECRET).digest())
      : new Uint8Array(randomBytes(32));
    keys.set(env, key);
  }
  return key;
}

// ---------------------------------------------------------------- tokens

async function sign(c: Context<AppBindings>, session: Omit<AdminSession, 'expiresAt'>): Promise<AdminSession> {
  const deps = c.var.deps;
  const issuedAt = Math.floor(nowMs(deps) / 1000);
  const expiresAt = issuedAt + SESSION_TTL_SECONDS;
  const token = await new SignJWT({ csrf: session.csrfToken })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setSubject(session.adminId)
    .setJti(session.sessionId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(signingKey(deps.env));
  setCookie(c, ADMIN_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: COOKIE_PATH,
    maxAge: SESSION_TTL_SECONDS,
  });
  return { ...session, expiresAt: new Date(expiresAt * 1000) };
}

/** Starts a session for an admin who just proved their password. */
export function startAdminSession(c: Context<AppBindings>, adminId: string): Promise<AdminSession> {
  return sign(c, { adminId, sessionId: randomBytes(16).toString('base64url'), csrfToken: randomBytes(24).toString('base64url') });
}

/** The valid, unrevoked session of this request, or null. */
export async function readAdminSession(c: Context<AppBindings>): Promise<AdminSession | null> {
  const token = getCookie(c, ADMIN_COOKIE);
  if (!token || token.length > 4096) return null;
  const deps = c.var.deps;
  try {
    const { payload } = await jwtVerify(token, signingKey(deps.env), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(nowMs(deps)),
    });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.csrf !== 'string' || !payload.exp) return null;
    if (await deps.cache.get(revokedKey(payload.jti))) return null;
    return { adminId: payload.sub, sessionId: payload.jti, csrfToken: payload.csrf, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

/** Ends the session: revokes its id until the token would expire and clears the cookie. */
export async function endAdminSession(c: Context<AppBindings>, session: AdminSession | null): Promise<void> {
  if (session) {
    const seconds = Math.ceil((session.expiresAt.getTime() - nowMs(c.var.deps)) / 1000);
    if (seconds >= 1) await c.var.deps.cache.set(revokedKey(session.sessionId), '1', seconds);
  }
  deleteCookie(c, ADMIN_COOKIE, { path: COOKIE_PATH, secure: true, httpOnly: true, sameSite: 'Strict' });
}

// ---------------------------------------------------------------- CSRF

function sameOrigin(c: Context<AppBindings>): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return false;
  const origin = c.req.header('origin');
  if (!origin) return true; // non-browser clients; the CSRF token still applies
  // The configured origins, not the request's URL: its host is whatever Host header the client sent.
  return siteOrigins(c.var.deps.env).has(origin);
}

export function csrfMatches(expected: string, presented: string | undefined): boolean {
  if (!presented) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(presented);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses a cross-site request (used by login, which has no session yet). */
export const sameOriginOnly: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !sameOrigin(c)) return c.json(ADMIN_ERRORS.origin, 403);
  await next();
};

// ---------------------------------------------------------------- the guard

export const requireAdmin: MiddlewareHandler<AppBindings> = async (c, next) => {
  const session = await readAdminSession(c);
  if (!session) {
    const user = await loadUser(c);
    const signedInNonAdmin = user !== null && user !== 'invalid' && user.role !== 'admin';
    return signedInNonAdmin ? c.json(ADMIN_ERRORS.forbidden, 403) : c.json(ADMIN_ERRORS.unauthenticated, 401);
  }
  if (!SAFE_METHODS.has(c.req.method)) {
    if (!sameOrigin(c)) return c.json(ADMIN_ERRORS.origin, 403);
    if (!csrfMatches(session.csrfToken, c.req.header('x-csrf-token'))) return c.json(ADMIN_ERRORS.csrf, 403);
  }
  const renewed =
    session.expiresAt.getTime() - nowMs(c.var.deps) < (SESSION_TTL_SECONDS * 1000) / 2
      ? await sign(c, { adminId: session.adminId, sessionId: session.sessionId, csrfToken: session.csrfToken })
      : session;
  c.set('admin', renewed);
  c.header('Cache-Control', 'no-store');
  await next();
};
