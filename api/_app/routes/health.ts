import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { HealthSchema } from '#core/schemas/responses/site.ts';
import { createRouter } from '../router';

const route = createRoute({
  method: 'get',
  path: '/health',
  tags: ['System'],
  summary: 'Database and cache reachability',
  responses: {
    200: { description: 'Everything reachable', content: { 'application/json': { schema: HealthSchema } } },
    503: { description: 'Database unreachable', content: { 'application/json': { schema: HealthSchema } } },
  },
});

async function timed(probe: () => Promise<unknown>) {
  const started = performance.now();
  try {
    const ok = (await probe()) !== false;
    return { ok, latencyMs: ok ? Math.round((performance.now() - started) * 10) / 10 : null };
  } catch {
    return { ok: false, latencyMs: null };
  }
}

export const healthRoutes = createRouter().openapi(route, async (c) => {
  const { db, cache } = c.get('deps');
  const [database, cacheState] = await Promise.all([timed(() => db.execute(sql`select 1`)), timed(() => cache.ping())]);
  // The cache is best-effort: only the database decides between 200 and 503.
  const body = {
    status: database.ok && cacheState.ok ? ('ok' as const) : ('degraded' as const),
    database,
    cache: { ...cacheState, kind: cache.kind },
    time: new Date().toISOString(),
  };
  c.header('Cache-Control', 'no-store');
  return c.json(body, database.ok ? 200 : 503);
});
