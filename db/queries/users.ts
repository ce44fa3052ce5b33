/**
 * The user document (spec section 3: uid, email, lastLogin; plus name and
 * phone). The identity itself lives in Firebase; this row is what the API
 * knows about a user and what their progress rows hang off.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';
import { normalizeName } from '#core/names.ts';
import type { UserProfile } from '#core/schemas/responses/accounts.ts';
import { rowsOf } from './rows';

type UserRow = typeof users.$inferSelect;

export function toUserProfile(row: UserRow): UserProfile {
  return {
    uid: row.uid,
    email: row.email,
    name: row.displayName,
    phone: row.phone,
    role: row.role,
    hide_name: row.hideName,
    compensatory_time: row.compensatoryTime,
    lastLogin: row.lastLogin.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface SyncUserInput {
  uid: string;
  email: string | null;
  /** Given on sign-up (additionalData) or by the identity provider; null keeps the stored value. */
  name?: string | null;
  phone?: string | null;
  lastLogin: Date;
}

/**
 * Creates or updates the user on sign-in: email and lastLogin always follow
 * the verified token; name and phone are only overwritten when given, so a
 * later sign-in without them keeps what the user entered. Never touches role.
 */
export async function syncUser(db: Db, input: SyncUserInput): Promise<UserProfile> {
  // Every name that reaches the row on sign-in fits the one name rule (core/names.ts): the token's claim is normalized here.
  const name = normalizeName(input.name);
  const phone = input.phone ?? null;
  const [row] = await db
    .insert(users)
    .values({ uid: input.uid, email: input.email, displayName: name, phone, lastLogin: input.lastLogin })
    .onConflictDoUpdate({
      target: users.uid,
      set: {
        email: input.email,
        lastLogin: input.lastLogin,
        displayName: sql`coalesce(excluded.display_name, ${users.displayName})`,
        phone: sql`coalesce(excluded.phone, ${users.phone})`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return toUserProfile(row);
}

/** What a signed-in request needs of its account (api/_app/context.ts AuthUser), for many uids in one statement. */
export interface AuthUserRow {
  uid: string;
  email: string | null;
  role: UserRow['role'];
}

export async function authUsers(db: Db, uids: readonly string[]): Promise<Map<string, AuthUserRow>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select({ uid: users.uid, email: users.email, role: users.role })
    .from(users)
    .where(uids.length === 1 ? eq(users.uid, uids[0]) : inArray(users.uid, [...uids]));
  return new Map(rows.map((r) => [r.uid, r]));
}

export async function getUser(db: Db, uid: string): Promise<UserProfile | null> {
  const [row] = await db.select().from(users).where(eq(users.uid, uid));
  return row ? toUserProfile(row) : null;
}

export interface ProfileChanges {
  /** A string sets the value; null clears it; undefined leaves it. */
  name?: string | null;
  phone?: string | null;
  /** Leaderboards show 'Aspirant' instead of the name. */
  hideName?: boolean;
  /** Entitled to compensatory time (issue 29); read by the start of a new attempt only. */
  compensatoryTime?: boolean;
}

/** Updates the user's own profile fields; null when the user does not exist. */
export async function updateUserProfile(db: Db, uid: string, changes: ProfileChanges): Promise<UserProfile | null> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (changes.name !== undefined) set.displayName = changes.name;
  if (changes.phone !== undefined) set.phone = changes.phone;
  if (changes.hideName !== undefined) set.hideName = changes.hideName;
  if (changes.compensatoryTime !== undefined) set.compensatoryTime = changes.compensatoryTime;
  if (Object.keys(set).length === 0) return getUser(db, uid);
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(users.uid, uid))
    .returning();
  return row ? toUserProfile(row) : null;
}

/** Compensatory time fixed for a test by the account's first attempt of it (issue 29), in SQL; null: no attempt yet. */
export const fixedCompensatorySql = (userUid: SQL | string, mockTestId: SQL | number) =>
  sql`(select f.compensatory from mock_attempts f where f.user_uid = ${userUid} and f.mock_test_id = ${mockTestId} order by f.id limit 1)`;

/** The profile's declaration of compensatory time (issue 29), in SQL. */
export const profileCompensatorySql = (userUid: SQL | string) => sql`(select u.compensatory_time from users u where u.uid = ${userUid})`;

/**
 * What decides compensatory time (issue 29) for the user's next attempt of a test: the profile now, and the value
 * fixed by the account's first attempt of the test (null: no attempt yet). The start's insert applies the same
 * (db/mutations/mock-attempts.ts, compensatorySql).
 */
export async function compensatoryFor(db: Db, uid: string, mockTestId: number): Promise<{ profile: boolean; fixed: boolean | null }> {
  const rows = rowsOf<{ profile: boolean | string | null; fixed: boolean | string | null }>(
    await db.execute(sql`select ${profileCompensatorySql(uid)} as profile, ${fixedCompensatorySql(uid, mockTestId)} as fixed`),
  );
  const bool = (v: boolean | string | null | undefined) => (v === null || v === undefined ? null : v === true || v === 't');
  return { profile: bool(rows[0]?.profile) ?? false, fixed: bool(rows[0]?.fixed) };
}
