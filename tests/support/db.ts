/**
 * Test databases for every available backend: embedded PGlite always, the
 * real Postgres when DATABASE_URL is set (CI). Each test database is fresh:
 * PGlite in memory, Postgres as a scratch database dropped afterwards.
 */
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDb, type DbHandle } from '#db/client.ts';
import { createScratchDatabase } from '#db/scratch.ts';
import { migrateDb } from '#db/migrate.ts';

export type BackendName = 'pglite' | 'pg';

export const dbBackends: BackendName[] = process.env.DATABASE_URL ? ['pglite', 'pg'] : ['pglite'];

export interface TestDb {
  backend: BackendName;
  handle: DbHandle;
  /** Connection string for a child process (pg backend only). */
  url?: string;
  dispose(): Promise<void>;
}

let pgliteTemplate: Blob | undefined;

/** The run's migrated PGlite (tests/support/db-templates.setup.ts), read once per test file. */
function pgliteTemplateBlob(): Blob | undefined {
  const file = inject('pgliteTemplateFile');
  if (file && !pgliteTemplate) pgliteTemplate = new Blob([fs.readFileSync(file)]);
  return pgliteTemplate;
}

export async function openTestDb(backend: BackendName): Promise<TestDb> {
  // Copies of the run's migrated database; migrateDb then finds nothing to apply (or applies what a copy lacks).
  if (backend === 'pglite') {
    const handle = await openDb({ databaseDriver: 'pglite', dataDir: ':memory:', pgliteTemplate: pgliteTemplateBlob() });
    await migrateDb(handle);
    return { backend, handle, dispose: () => handle.close() };
  }
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 't', inject('pgTemplateDatabase') || undefined);
  const handle = await openDb({ databaseDriver: 'pg', DATABASE_URL: scratch.url, dataDir: '' });
  await migrateDb(handle);
  return {
    backend,
    handle,
    url: scratch.url,
    async dispose() {
      await handle.close();
      await scratch.drop();
    },
  };
}
