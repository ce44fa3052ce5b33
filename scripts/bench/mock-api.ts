/**
 * The API process of `npm run bench:mocks` (issue 17): the app served on
 * 127.0.0.1 against the scratch database and Redis, in a process of its own,
 * as in production: it holds none of the seeding's memory and shares its
 * event loop with nothing else. Started by scripts/bench-mocks.ts with
 * child_process.fork; answers `{ ready: port }`, on `'stats'` the
 * coalescers' batches (count, inputs, time per batch: the database's time)
 * and its CPU seconds since `'reset'`, and on `'trace'` (with BENCH_TRACE=1)
 * the statements it sent, slowest in total first. Two of them may run at once
 * (BENCH_PORT 0: any free port), sharing Postgres and Redis.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApiApp } from '#api/_app/app.ts';
import { coalesceStats, resetCoalesceStats } from '#api/_app/coalesce.ts';
import { openDb } from '#db/client.ts';
import { createCache } from '#infra/cache/index.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';

const DATABASE_URL = process.env.DATABASE_URL!;
const REDIS_URL = process.env.REDIS_URL!;
const handle = await openDb({ databaseDriver: 'pg', DATABASE_URL, dataDir: '' });
const db = handle.db;

const trace = new Map<string, { n: number; ms: number }>();
if (process.env.BENCH_TRACE) {
  const client = (db as unknown as { $client: { query: (...a: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query.bind(client);
  client.query = async (...args: unknown[]) => {
    const text = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string })?.text ?? '?');
    const t = performance.now();
    try {
      return await original(...args);
    } finally {
      const k = text.replace(/\s+/g, ' ').slice(0, 90);
      const e = trace.get(k) ?? { n: 0, ms: 0 };
      e.n++;
      e.ms += performance.now() - t;
      trace.set(k, e);
    }
  };
}

const cache = createCache({ REDIS_URL }, { keyPrefix: `bench-mocks:${randomBytes(4).toString('hex')}:`, logger: { info() {}, warn() {} } });
const api = createApiApp(async () => ({
  db,
  cache,
  // Each aspirant is its own client, named in x-real-ip as a platform's edge would (issue 16: trusted only when configured).
  // The signing secrets come from the driver: every process signs the same key address and attempt tokens, as
  // instances of one deployment share their environment.
  env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL, REDIS_URL, TRUSTED_IP_HEADER: 'x-real-ip', MOCK_ATTEMPT_SECRET: process.env.BENCH_SECRET, ADMIN_SESSION_SECRET: process.env.BENCH_SECRET }),
  log: createLogger('silent'),
  requestRebuild: () => {},
  verifyIdToken: async (token: string) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null),
}));
const server = serve({ fetch: new Hono().route('/api', api).fetch, hostname: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
await new Promise((r) => server.once('listening', r));
// A load balancer keeps its connections to an origin open; Node's 5 s default closes idle ones while the
// aspirants' agent reuses them (ECONNRESET on the next request).
(server as unknown as { keepAliveTimeout: number; headersTimeout: number }).keepAliveTimeout = 120_000;
(server as unknown as { keepAliveTimeout: number; headersTimeout: number }).headersTimeout = 125_000;

let cpu = process.cpuUsage();
process.on('message', (message) => {
  // Between scenarios: the coalescers' batch counters and this process's CPU time since the last reset.
  if (message === 'reset') {
    resetCoalesceStats();
    cpu = process.cpuUsage();
    process.send!({ reset: true });
  }
  if (message === 'stats') {
    const used = process.cpuUsage(cpu);
    process.send!({ stats: coalesceStats(), cpuSeconds: (used.user + used.system) / 1e6 });
  }
  if (message === 'trace') {
    const lines = [...trace].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15).map(([k, v]) => `${v.n}\t${(v.ms / v.n).toFixed(1)} ms\t${k}`);
    process.send!({ trace: lines });
  }
  if (message === 'stop') {
    server.close();
    void Promise.all([cache.close?.(), handle.close()]).finally(() => process.exit(0));
  }
});
process.send!({ ready: (server.address() as AddressInfo).port });
