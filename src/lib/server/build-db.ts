/**
 * The database as seen by the pages at build time: the same query module the
 * API uses, never HTTP. One handle per build process, shared through
 * globalThis because Astro may load page modules more than once; it is closed
 * by src/integrations/build-db.ts when the build ends.
 */
import { openDb, type Db, type DbHandle } from '../../../db/client';
import { loadEnv } from '../../../lib/env';

const holder = globalThis as { __portalBuildDb?: Promise<DbHandle> };

export async function buildDb(): Promise<Db> {
  holder.__portalBuildDb ??= openDb(loadEnv());
  return (await holder.__portalBuildDb).db;
}
