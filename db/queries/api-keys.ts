/** The rotating public API keys' history (api/_app/api-key-rotation.ts decides when to rotate). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { apiKeys } from '../schema';

export interface ApiKeyRow {
  key: string;
  createdAt: Date;
  expiresAt: Date;
}

/** When a key stops being accepted, or null for a key never issued. */
export async function apiKeyExpiry(db: Db, key: string): Promise<Date | null> {
  const [row] = await db.select({ expiresAt: apiKeys.expiresAt }).from(apiKeys).where(eq(apiKeys.key, key));
  return row?.expiresAt ?? null;
}

/** The newest rotating key. */
export async function latestRotatingKey(db: Db): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select({ key: apiKeys.key, createdAt: apiKeys.createdAt, expiresAt: apiKeys.expiresAt })
    .from(apiKeys)
    .where(eq(apiKeys.keyType, 'rotating'))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(1);
  return row ?? null;
}

export async function insertRotatingKey(db: Db, row: ApiKeyRow): Promise<void> {
  await db.insert(apiKeys).values({ ...row, keyType: 'rotating' });
}
