/**
 * The API app over a database, as a fetch handler for serveFolder (a built
 * site whose /search asks the API: src/integrations/pagefind.ts), with the
 * test deps of ./app.ts.
 */
import { Hono } from 'hono';
import { createApiApp } from '#api/_app/app.ts';
import type { Db } from '#db/client.ts';
import { testDeps } from './app';

export function siteApi(db: Db): (request: Request) => Promise<Response> {
  const deps = testDeps(db);
  // Mounted under /api as on Vercel (api/_function.ts) and in `npm start`.
  const app = new Hono().route('/api', createApiApp(async () => deps));
  return (request) => Promise.resolve(app.fetch(request));
}
