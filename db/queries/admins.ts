import { eq } from 'drizzle-orm';
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
