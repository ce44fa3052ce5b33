/**
 * Optional sign-in: resolves the caller's user from `Authorization: Bearer
 * <idToken>` through `deps.verifyIdToken` (wired by the accounts work) and the
 * users table, and sets `c.var.user`. Without a verifier, without a header,
 * or for a user who has not been synced yet, the request simply continues
 * anonymously. A bearer token that fails verification is a 401, so the
 * client's "retry once with a force-refreshed token" logic (spec section 4)
 * applies.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Db } from '#db/client.ts';
import { authUsers } from '#db/queries/users.ts';
import { coalescer, coalescerFor } from '../coalesce';
import type { AppBindings, AuthUser } from '../context';

export const INVALID_TOKEN = { code: 'AUTH_INVALID', error: 'Invalid or expired sign-in token' } as const;

/** The uid of the verified bearer token; null when anonymous (or no verifier); 'invalid' for a token that fails verification. */
async function verifiedUid(c: Context<AppBindings>): Promise<string | null | 'invalid'> {
  const { verifyIdToken } = c.var.deps;
  const token = c.req.header('authorization')?.match(/^Bearer\s+(\S{1,8192})$/i)?.[1];
  if (!verifyIdToken || !token) return null;
  const verified = await verifyIdToken(token).catch(() => null);
  return verified ? verified.uid : 'invalid';
}

/**
 * The account rows of concurrent signed-in requests, read in one statement (issue 28: at a live test's opening
 * every start reads its account: 5,050 of the ~5,200 statements of 5,050 starts were these). Alone, a read runs at once.
 */
const accountReader = coalescerFor((db: Db) =>
  coalescer(
    async (uids: string[]) => {
      const found = await authUsers(db, [...new Set(uids)]);
      return uids.map((uid) => found.get(uid) ?? null);
    },
    { maxInFlight: 2, name: 'account read' },
  ),
);

/** The synced account of a verified uid (uid, email, role), or null before its first sync. */
export const readAccount = (db: Db, uid: string): Promise<AuthUser | null> => accountReader(db)(uid);

/** The synced user behind the bearer token; null when anonymous; 'invalid' for a token that fails verification. */
export async function loadUser(c: Context<AppBindings>): Promise<AuthUser | null | 'invalid'> {
  if (c.var.user) return c.var.user;
  const uid = await verifiedUid(c);
  if (uid === null || uid === 'invalid') return uid;
  const row = await readAccount(c.var.deps.db, uid);
  if (row) c.set('user', row);
  return row ?? null;
}

/**
 * For a route that only compares the caller with a stored owner (the mock
 * submit, at one shared deadline): sets `callerUid` from the verified token
 * and skips the users-table read. A stored owner uid was a synced user's.
 */
export const resolveCaller: MiddlewareHandler<AppBindings> = async (c, next) => {
  const uid = await verifiedUid(c);
  if (uid === 'invalid') return c.json(INVALID_TOKEN, 401);
  if (uid) c.set('callerUid', uid);
  await next();
};

export const resolveUser: MiddlewareHandler<AppBindings> = async (c, next) => {
  if ((await loadUser(c)) === 'invalid') return c.json(INVALID_TOKEN, 401);
  await next();
};
