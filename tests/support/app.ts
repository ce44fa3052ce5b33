/**
 * The API app wired to a test database and an in-process cache, called
 * in-process (app.request) for speed.
 */
import { createApiApp } from '#api/_app/app.ts';
import type { AppDeps } from '#api/_app/context.ts';
import { createCache } from '#infra/cache/index.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';
import type { Db } from '#db/client.ts';
import type { TestDb } from './db';

/** The API's deps over a database: an in-process cache, test settings, a quiet log, no identity provider. */
export function testDeps(db: Db, overrides: Partial<AppDeps> = {}): AppDeps {
  return {
    db,
    cache: createCache({}),
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    log: createLogger('silent'),
    requestRebuild: () => {},
    ...overrides,
  };
}

export function testApp(testDb: TestDb, overrides: Partial<AppDeps> = {}) {
  const rebuilds: string[] = [];
  const deps = testDeps(testDb.handle.db, { requestRebuild: (reason) => rebuilds.push(reason), ...overrides });
  const app = createApiApp(async () => deps);
  const request = (path: string, init?: RequestInit) => app.request(`/api${path}`.replace('/api/api', '/api'), init);
  return { app, deps, rebuilds, request };
}
