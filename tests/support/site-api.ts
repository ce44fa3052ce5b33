/**
 * The API app over a database, as a fetch handler for serveFolder (a built
 * site whose /search asks the API: src/integrations/pagefind.ts). In-process
 * cache, no identity provider, quiet log.
 */
import { Hono } from 'hono';
import { createApiApp } from '#api/_app/app.ts';
import type { AppDeps } from '#api/_app/context.ts';
import type { Db } from '#db/client.ts';
import { createCache } from '#infra/cache/index.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';

export function siteApi(db: Db): (request: Request) => Promise<Response> {
  const deps: AppDeps = {
    db,
    cache: createCache({}),
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    log: createLogger('silent'),
    requestRebuild: () => {},
  };
  // Mounted under /api as on Vercel (api/_function.ts) and in `npm start`.
  const app = new Hono().route('/api', createApiApp(async () => deps));
  return (request) => Promise.resolve(app.fetch(request));
}
