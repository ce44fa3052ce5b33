/**
 * The API app wired to a test database and an in-process cache, called
 * in-process (app.request) for speed.
 */
import { createApiApp } from '#api/_app/app.ts';
import type { AppDeps } from '#api/_app/context.ts';
import { createCache } from '#infra/cache/index.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';
import type { TestDb } from './db';

export function testApp(testDb: TestDb, overrides: Partial<AppDeps> = {}) {
  const rebuilds: string[] = [];
  const deps: AppDeps = {
    db: testDb.handle.db,
    cache: createCache({}),
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    log: createLogger('silent'),
    requestRebuild: (reason) => rebuilds.push(reason),
    ...overrides,
  };
  const app = createApiApp(async () => deps);
  const request = (path: string, init?: RequestInit) => app.request(`/api${path}`.replace('/api/api', '/api'), init);
  return { app, deps, rebuilds, request };
}
