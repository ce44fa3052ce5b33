/**
 * Applies the committed drizzle-kit migrations (db/migrations) with whichever
 * driver the handle uses. Safe to run on every start: applied migrations are
 * recorded in drizzle.__drizzle_migrations and skipped.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function migrateDb(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder };
  switch (handle.kind) {
    case 'pglite': {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(handle.db as never, config);
      return;
    }
    case 'neon': {
      const { migrate } = await import('drizzle-orm/neon-serverless/migrator');
      await migrate(handle.db as never, config);
      return;
    }
    default: {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(handle.db as never, config);
    }
  }
}
