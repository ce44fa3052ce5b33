/**
 * The API process of `npm run bench:mocks` (issue 17): the app served on
 * 127.0.0.1 against the scratch database and Redis, in a process of its own,
 * as in production: it holds none of the seeding's memory and shares its
 * event loop with nothing else. Started by scripts/bench-mocks.ts with
 * child_process.fork; answers `{ ready: port }`, and on `'trace'` (with
 * BENCH_TRACE=1) the statements it sent, slowest in total first.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApiApp } from '#api/_app/app.ts';
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
  env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL, REDIS_URL, TRUSTED_IP_HEADER: 'x-real-ip' }),
  log: createLogger('silent'),
  requestRebuild: () => {},
  verifyIdToken: async (token: string) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null),
}));
const server = serve({ fetch: new Hono().route('/api', api).fetch, hostname: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 4431) });
await new Promise((r) => server.once('listening', r));

process.on('message', (message) => {
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
