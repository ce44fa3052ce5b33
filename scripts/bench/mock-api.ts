/**
 * The API process of `npm run bench:mocks` (issue 17): the app served on
 * 127.0.0.1 against the scratch database and Redis, in a process of its own,
 * as in production: it holds none of the seeding's memory and shares its
 * event loop with nothing else. Started by scripts/bench-mocks.ts with
 * child_process.fork; answers `{ ready: port }`, on `'stats'` the
 * coalescers' batches (count, inputs, time per batch: the database's time)
 * and its CPU seconds since `'reset'`, and on `'trace'` (with BENCH_TRACE=1)
 * the statements it sent, slowest in total first. Two of them may run at once
 * (BENCH_PORT 0: any free port), sharing Postgres and Redis. With
 * BENCH_CPU_PROF=<dir> it records a V8 CPU profile from each 'reset' to the
 * next 'stats' (the measured scenario only, not the start-up) into that folder; BENCH_HEAP_PROF=<dir> a sampling
 * heap profile (where the allocations are made) instead.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
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
// One deps object for the process, as api/_app/runtime.ts makes it for a Vercel instance: the environment parsed
// once, and what hangs off the deps object (the API-key rotation, the prepared HMAC key) made once. (Until 28 Nov
// the bench made new deps per request: every submit parsed the environment, made an HMAC key and read the API key
// from Redis again, ~0.1–0.2 ms of CPU a request that production never spends.)
const envSource = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL, REDIS_URL, TRUSTED_IP_HEADER: 'x-real-ip', MOCK_ATTEMPT_SECRET: process.env.BENCH_SECRET, ADMIN_SESSION_SECRET: process.env.BENCH_SECRET };
const deps = {
  db,
  cache,
  // Each aspirant is its own client, named in x-real-ip as a platform's edge would (issue 16: trusted only when configured).
  // The signing secrets come from the driver: every process signs the same key address and attempt tokens, as
  // instances of one deployment share their environment.
  env: parseEnv(envSource),
  log: createLogger('silent'),
  requestRebuild: () => {},
  verifyIdToken: async (token: string) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null),
};
// BENCH_DEPS_PER_REQUEST=1: the old harness (new deps per request), to measure what it cost.
const api = createApiApp(async () => (process.env.BENCH_DEPS_PER_REQUEST ? { ...deps, env: parseEnv(envSource) } : deps));
const server = serve({ fetch: new Hono().route('/api', api).fetch, hostname: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
await new Promise((r) => server.once('listening', r));
// A load balancer keeps its connections to an origin open; Node's 5 s default closes idle ones while the
// aspirants' agent reuses them (ECONNRESET on the next request).
(server as unknown as { keepAliveTimeout: number; headersTimeout: number }).keepAliveTimeout = 120_000;
(server as unknown as { keepAliveTimeout: number; headersTimeout: number }).headersTimeout = 125_000;

let cpu = process.cpuUsage();
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
// BENCH_HEAP_PROF=<dir>: a sampling heap profile instead (where the collector's garbage is allocated).
const HEAP_DIR = process.env.BENCH_HEAP_PROF;
const inspector = PROFILE_DIR || HEAP_DIR ? new Session() : null;
if (inspector) {
  inspector.connect();
  await inspector.post(HEAP_DIR ? 'HeapProfiler.enable' : 'Profiler.enable');
}
let profiles = 0;
process.on('message', async (message) => {
  // Between scenarios: the coalescers' batch counters and this process's CPU time since the last reset.
  if (message === 'reset') {
    // (Heap: every sample kept, collected or not, so the profile is of allocations, not of what stays.)
    if (inspector && HEAP_DIR)
      await inspector.post('HeapProfiler.startSampling', { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    else if (inspector) await inspector.post('Profiler.start');
    resetCoalesceStats();
    cpu = process.cpuUsage();
    process.send!({ reset: true });
  }
  if (message === 'stats') {
    const used = process.cpuUsage(cpu);
    if (inspector && HEAP_DIR) {
      const { profile } = await inspector.post('HeapProfiler.stopSampling');
      writeFileSync(`${HEAP_DIR}/api-${process.pid}-${++profiles}.heapprofile`, JSON.stringify(profile));
    } else if (inspector) {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(`${PROFILE_DIR}/api-${process.pid}-${++profiles}.cpuprofile`, JSON.stringify(profile));
    }
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
