/**
 * The database as seen by the pages at build time: the same query module the
 * API uses, never HTTP. One handle per build process, shared through
 * globalThis because Astro may load page modules more than once; it is closed
 * by src/integrations/build-db.ts when the build ends.
 *
 * `astro build` runs with NODE_ENV=production, which makes loadEnv() demand
 * the API's production settings (admin credentials, …). The build needs only
 * the database settings, so it parses the environment without those checks.
 */
import { openDb, type Db, type DbHandle } from '#db/client.ts';
import { parseEnv } from '#infra/env.ts';

const holder = globalThis as { __portalBuildDb?: Promise<DbHandle> };

function open(): Promise<DbHandle> {
  const env = parseEnv({ ...process.env, NODE_ENV: 'development', VERCEL_ENV: '' });
  if (!env.DATABASE_URL && (process.env.VERCEL || process.env.GITHUB_ACTIONS)) {
    throw new Error('DATABASE_URL is required to build the site on Vercel or in CI (the pages read the database at build time).');
  }
  // A build's queries queue for the pool's clients (every route's getStaticPaths at once); on a busy machine
  // the API's 5 s wait failed whole builds. Nobody is waiting on a build's query, so it waits longer.
  return openDb({ ...env, connectTimeoutMs: 120_000 });
}

export async function buildDb(): Promise<Db> {
  holder.__portalBuildDb ??= open();
  return (await holder.__portalBuildDb).db;
}
