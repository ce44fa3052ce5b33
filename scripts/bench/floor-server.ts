/**
 * The server of `npm run bench:floor` (scripts/bench-floor.ts), in a process of its own: `bare` is Hono alone behind
 * @hono/node-server (one POST route reading its JSON body: the floor of the HTTP layer); `app` is the API app
 * (api/_app/app.ts) with the deps the benchmark gives it, behind the same adapter. Answers `{ ready: port }`, and
 * `{ cpuSeconds }` (its own CPU time) on 'cpu'.
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApiApp } from '#api/_app/app.ts';
import { openDb } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { createCache } from '#infra/cache/index.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';

const mode = process.argv[2];
let fetch: (request: Request) => Response | Promise<Response>;
if (mode === 'bare') {
  const bare = new Hono();
  bare.post('/api/echo', async (c) => c.json({ received: Object.keys(await c.req.json()).length }));
  fetch = bare.fetch;
} else {
  const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
  const handle = await openDb(DATABASE_URL ? { databaseDriver: 'pg', DATABASE_URL, dataDir: '' } : { databaseDriver: 'pglite', dataDir: ':memory:' });
  if (!DATABASE_URL) await migrateDb(handle);
  const cache = createCache({ REDIS_URL: process.env.REDIS_URL }, { keyPrefix: `bench-floor:${process.pid}:`, logger: { info() {}, warn() {} } });
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
    TRUSTED_IP_HEADER: 'x-real-ip',
    PUBLIC_API_KEY: process.env.BENCH_KEY,
    MOCK_ATTEMPT_SECRET: process.env.BENCH_SECRET,
    ADMIN_SESSION_SECRET: process.env.BENCH_SECRET,
  });
  const deps = { db: handle.db, cache, env, log: createLogger('silent'), requestRebuild: () => {}, verifyIdToken: async (t: string) => (t.startsWith('uid:') ? { uid: t.slice(4) } : null) };
  fetch = new Hono().route('/api', createApiApp(async () => deps)).fetch;
}
const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }) as unknown as Server;
server.keepAliveTimeout = 120_000;
server.once('listening', () => process.send!({ ready: (server.address() as { port: number }).port }));
process.on('message', (message) => {
  if (message !== 'cpu') return;
  const used = process.cpuUsage();
  process.send!({ cpuSeconds: (used.user + used.system) / 1e6 });
});
