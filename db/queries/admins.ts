import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '#infra/password.ts';
import type { Db } from '../client';
import { admins } from '../schema';

/** Makes sure the admin exists with exactly this password (created or updated). */
export async function ensureAdmin(db: Db, id: string, password: string): Promise<'created' | 'updated' | 'unchanged'> {
  const [existing] = await db.select().from(admins).where(eq(admins.id, id));
  if (existing && (await verifyPassword(password, existing.passwordHash))) return 'unchanged';
  const passwordHash = await hashPassword(password);
  if (existing) {
    await db
      .update(admins)
      .set({ passwordHash, failedAttempts: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(admins.id, id));
    return 'updated';
  }
  await db.insert(admins).values({ id, passwordHash });
  return 'created';
}

export async function findAdmin(db: Db, id: string) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row ?? null;
}

/**
 * Records a failed sign-in atomically: after `maxFailures` consecutive
 * failures the account is locked until `lockUntil` and the counter restarts.
 * Returns the lock time now in force (null when not locked).
 */
export async function recordAdminLoginFailure(db: Db, id: string, maxFailures: number, lockUntil: Date): Promise<Date | null> {
  const reached = sql`${admins.failedAttempts} + 1 >= ${maxFailures}`;
  const [row] = await db
    .update(admins)
    .set({
      failedAttempts: sql`case when ${reached} then 0 else ${admins.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${reached} then ${lockUntil.toISOString()}::timestamptz else ${admins.lockedUntil} end`,
    })
    .where(eq(admins.id, id))
    .returning({ lockedUntil: admins.lockedUntil });
  return row?.lockedUntil ?? null;
}

export async function recordAdminLoginSuccess(db: Db, id: string): Promise<void> {
  await db.update(admins).set({ failedAttempts: 0, lockedUntil: null }).where(eq(admins.id, id));
}
