/**
 * Test databases for every available backend: embedded PGlite always, the
 * real Postgres when DATABASE_URL is set (CI). Each test database is fresh:
 * PGlite in memory, Postgres as a scratch database dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type DbHandle } from '#db/client.ts';
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

export async function openTestDb(backend: BackendName): Promise<TestDb> {
  if (backend === 'pglite') {
    const handle = await openDb({ databaseDriver: 'pglite', dataDir: ':memory:' });
    await migrateDb(handle);
    return { backend, handle, dispose: () => handle.close() };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `t_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseDriver: 'pg', DATABASE_URL: url.toString(), dataDir: '' });
  await migrateDb(handle);
  return {
    backend,
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
