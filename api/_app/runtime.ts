/**
 * Process-wide dependencies for serverless use (api/index.ts): opened lazily on
 * the first request and reused by later invocations of the same instance.
 */
import { openDb } from '#db/client.ts';
import { createCache } from '#infra/cache/index.ts';
import { loadEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';
import { createRebuildTrigger } from '#infra/rebuild.ts';
import type { AppDeps } from './context';

let deps: Promise<AppDeps> | undefined;

export function serverlessDeps(): Promise<AppDeps> {
  deps ??= (async () => {
    const env = loadEnv();
    const log = createLogger(env.LOG_LEVEL, 'api');
    const handle = await openDb(env);
    const cache = createCache(env);
    const requestRebuild = createRebuildTrigger({ hookUrl: env.REBUILD_HOOK_URL, hookToken: env.REBUILD_HOOK_TOKEN, log });
    return { db: handle.db, cache, env, log, requestRebuild };
  })();
  deps.catch(() => (deps = undefined)); // a failed start is retried by the next request
  return deps;
}
