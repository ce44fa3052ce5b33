/**
 * Everything a long-running local process needs before it serves: the
 * database (migrated, seeded on first start), the first admin, and the cache.
 * Used by `npm start`, `npm run dev`, `npm run build` and the tests.
 */
import type { AppDeps } from '#api/_app/context.ts';
import { openDb, type DbHandle } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { ensureAdmin } from '#db/queries/admins.ts';
import { isDatabaseEmpty, seedDemoContent, seedStorage } from '#db/seed/index.ts';
import { createCache, type Cache } from '#infra/cache/index.ts';
import type { Env } from '#infra/env.ts';
import type { Logger } from '#infra/log.ts';

export const DEV_ADMIN = { id: 'admin', password: 'admin-dev-password' } as const;

export interface Backend {
  handle: DbHandle;
  cache: Cache;
  admin: { id: string; password: string; source: 'env' | 'dev-default' };
  seeded: boolean;
  close(): Promise<void>;
}

export async function prepareBackend(env: Env, log: Logger, options: { seed?: boolean } = {}): Promise<Backend> {
  // Deployments refuse to start without ADMIN_ID/ADMIN_PASSWORD (infra/env.ts); the check is repeated
  // here so no path can ever give a deployment the dev admin.
  if (env.isDeployed && !(env.ADMIN_ID && env.ADMIN_PASSWORD)) throw new Error(`ADMIN_ID and ADMIN_PASSWORD are required in ${env.deployment}`);
  const handle = await openDb(env);
  await migrateDb(handle);

  // Demo content and the dev admin are for local runs only: a preview or
  // production database starts empty and gets the admin from ADMIN_ID/ADMIN_PASSWORD.
  let seeded = false;
  if (!env.isDeployed && options.seed !== false && (await isDatabaseEmpty(handle.db))) {
    const summary = await seedDemoContent(handle.db, { storage: seedStorage(env) });
    seeded = true;
    log.info(`seeded demo content in ${summary.elapsedMs} ms (${summary.counts.articles} articles)`);
  }

  const admin =
    env.ADMIN_ID && env.ADMIN_PASSWORD
      ? { id: env.ADMIN_ID, password: env.ADMIN_PASSWORD, source: 'env' as const }
      : { ...DEV_ADMIN, source: 'dev-default' as const };
  await ensureAdmin(handle.db, admin.id, admin.password);

  const cache = createCache(env);
  return {
    handle,
    cache,
    admin,
    seeded,
    async close() {
      await cache.close();
      await handle.close();
    },
  };
}

export function appDeps(backend: Backend, env: Env, log: Logger, requestRebuild: AppDeps['requestRebuild']): AppDeps {
  return { db: backend.handle.db, cache: backend.cache, env, log, requestRebuild };
}

/** DATABASE_URL for a child process (the site build) that must reach this database. */
export async function databaseUrlForChildren(backend: Backend, env: Env): Promise<string> {
  if (backend.handle.shareOverSocket) {
    const port = await backend.handle.shareOverSocket();
    return `postgres://postgres@127.0.0.1:${port}/postgres`;
  }
  return env.DATABASE_URL!;
}
