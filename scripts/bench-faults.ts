/**
 * `npm run bench:faults`: a fault drill against the machine's own Redis and
 * Postgres (only when DATABASE_URL and REDIS_URL are set; otherwise it says so
 * and exits 0).
 *
 * Starts the real local server (server/local-server.ts: the API and the
 * static handler on one port) in a child process, on a scratch database
 * seeded with demo content and the real Redis under a private key prefix,
 * then keeps load on three routes the whole time (autocannon, a few
 * connections each):
 *
 *   static    GET /                                       a static page (BENCH_SITE_DIR, else a generated 85 KB page)
 *   cached    GET /api/public/content/paginated?page=1    a read served from the cache
 *   uncached  GET /api/categories?nocache=true            a read that always queries Postgres
 *
 * while it stops Redis (`redis-cli shutdown nosave`) and starts it again,
 * then stops Postgres (`pg_ctlcluster --skip-systemctl-redirect 15 main stop`)
 * and starts it again. Each outage lasts FAULT_SECONDS (default 8, at most
 * 10: other work on the machine shares these services), and both services are
 * always started again in a `finally`. It prints, per phase and route, the
 * requests and answers by status (errors = no HTTP answer), and the time from
 * each restart until /api/health reports the service back.
 *
 * Goals: no failed request while Redis is away; while Postgres is away only
 * 503 JSON DATABASE_UNAVAILABLE for the uncached read, and 200 for the static
 * page and the cached read throughout.
 *
 * Options (env): FAULT_SECONDS (8), FAULT_CONNECTIONS (4 per route),
 * FAULT_PG_CLUSTER ('15 main'), REDIS_PORT (6379), BENCH_SITE_DIR (a built site),
 * FAULT_DRY=1 (the same run without stopping anything: checks the drill itself).
 */
import { execFile, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { createApiApp } from '#api/_app/app.ts';
import { openDb } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { createScratchDatabase } from '#db/scratch.ts';
import { seedDemoContent } from '#db/seed/index.ts';
import { createCache } from '#infra/cache/index.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';
import { createLocalStorage } from '#infra/storage/index.ts';
import { startLocalServer } from '#server/local-server.ts';

const run = promisify(execFile);
const FAULT_SECONDS = Math.min(10, Math.max(1, Number(process.env.FAULT_SECONDS ?? 8)));
const RECOVERY_SECONDS = 5;
const BASELINE_SECONDS = 3;
const CONNECTIONS = Number(process.env.FAULT_CONNECTIONS ?? 4);
const PG_CLUSTER = (process.env.FAULT_PG_CLUSTER ?? '15 main').split(/\s+/);
const REDIS_PORT = process.env.REDIS_PORT ?? '6379';
const DRY = process.env.FAULT_DRY === '1';

interface Ready {
  url: string;
  apiKey: string;
}

// ---------------------------------------------------------------- server (child process)

function generatedSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-site-'));
  const para = '<p>Static pages keep serving whatever happens to the database and the cache behind the API.</p>\n';
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fault drill</title></head><body>\n${para.repeat(900)}</body></html>\n`);
  return dir;
}

async function serve() {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'faults');
  const handle = await openDb({ databaseDriver: 'pg', DATABASE_URL: scratch.url, dataDir: '' });
  await migrateDb(handle);
  await seedDemoContent(handle.db, { storage: createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'faults-downloads-'))), articles: 300 });
  const env = parseEnv({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'info', DATABASE_URL: scratch.url });
  const log = createLogger('info', 'server');
  const cache = createCache(env, { keyPrefix: `faults:${randomBytes(4).toString('hex')}:` });
  const api = createApiApp(async () => ({ db: handle.db, cache, env, log, requestRebuild: () => {} }));
  const siteDir = process.env.BENCH_SITE_DIR ? path.resolve(process.env.BENCH_SITE_DIR) : generatedSite();
  const { server, url } = await startLocalServer({ api, siteDir: () => siteDir, host: '127.0.0.1', port: 0 });
  const key = (await (await fetch(`${url}/api/public/current-api-key`)).json()) as { apiKey: string };
  process.send!({ url, apiKey: key.apiKey } satisfies Ready);

  const stop = async () => {
    server.close();
    (server as { closeAllConnections?: () => void }).closeAllConnections?.(); // keep-alive load connections too, before the pool closes
    await cache.close().catch(() => {});
    await handle.close().catch(() => {});
    await scratch.drop().catch((err: Error) => console.error(`could not drop ${scratch.url}: ${err.message}`));
    process.exit(0);
  };
  process.on('message', (m) => m === 'stop' && void stop());
  process.on('disconnect', () => void stop());
}

// ---------------------------------------------------------------- services

const redisUp = async () => (await run('redis-cli', ['-p', REDIS_PORT, 'ping']).then((r) => r.stdout.trim() === 'PONG').catch(() => false));
const postgresUp = async () => (await run('pg_isready', ['-h', '127.0.0.1', '-q']).then(() => true).catch(() => false));

async function stopRedis() {
  if (DRY) return;
  await run('redis-cli', ['-p', REDIS_PORT, 'shutdown', 'nosave']).catch(() => {}); // answers with a closed connection
}
async function startRedis() {
  if (await redisUp()) return;
  await run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', REDIS_PORT, '--save', '', '--appendonly', 'no']);
  for (let i = 0; i < 50 && !(await redisUp()); i++) await sleep(100);
}
const stopPostgres = async () => {
  if (!DRY) await run('pg_ctlcluster', ['--skip-systemctl-redirect', ...PG_CLUSTER, 'stop']);
};
async function startPostgres() {
  if (await postgresUp()) return;
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', ...PG_CLUSTER, 'start']);
  for (let i = 0; i < 100 && !(await postgresUp()); i++) await sleep(100);
}

// ---------------------------------------------------------------- load (parent process)

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const ROUTES = [
  { name: 'static', path: '/' },
  { name: 'cached', path: '/api/public/content/paginated?page=1' },
  { name: 'uncached', path: '/api/categories?nocache=true' },
] as const;
type RouteName = (typeof ROUTES)[number]['name'];

/** Answers per phase and route: status (or 'error') → count; plus 503s that were not DATABASE_UNAVAILABLE JSON. */
type Tally = Record<string, Record<RouteName, Record<string, number>>>;

function startServer(): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ['--server'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`fault-drill server exited early (code ${code})`)));
  });
}

async function drill() {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.log('bench:faults needs DATABASE_URL and REDIS_URL (the machine\'s Postgres and Redis, which it stops and starts); skipped.');
    return;
  }
  if (!(await redisUp()) || !(await postgresUp())) throw new Error('Redis and Postgres must be running before the drill');
  console.log(`Seeding a scratch database and starting the server... (outages of ${FAULT_SECONDS} s, ${CONNECTIONS} connections per route)`);
  const { child, ready } = await startServer();
  const tally: Tally = {};
  let phase = 'baseline';
  const count = (route: RouteName, key: string) => {
    const row = ((tally[phase] ??= { static: {}, cached: {}, uncached: {} })[route] ??= {});
    row[key] = (row[key] ?? 0) + 1;
  };
  const marks: Record<string, number> = {};
  /** When the uncached read last answered something other than 200. */
  let lastUncachedFailure = 0;
  const health: { t: number; db: boolean; cache: boolean }[] = [];
  let polling = true;
  const instances: autocannon.Instance[] = [];
  try {
    for (let i = 0; i < 5; i++) await fetch(`${ready.url}${ROUTES[1].path}`, { headers: { 'x-api-key': ready.apiKey } }); // warm the cache

    const poller = (async () => {
      while (polling) {
        const body = await fetch(`${ready.url}/api/health`)
          .then((r) => r.json() as Promise<{ database: { ok: boolean }; cache: { ok: boolean } }>)
          .catch(() => null);
        health.push({ t: performance.now(), db: body?.database.ok ?? false, cache: body?.cache.ok ?? false });
        await sleep(200);
      }
    })();

    for (const route of ROUTES) {
      const instance = autocannon({
        url: ready.url,
        connections: CONNECTIONS,
        duration: 3600, // stopped below
        timeout: 10,
        headers: { 'x-api-key': ready.apiKey },
        requests: [
          {
            method: 'GET',
            path: route.path,
            onResponse: (status, body, _context, headers) => {
              count(route.name, String(status));
              if (route.name === 'uncached' && status !== 200) lastUncachedFailure = performance.now();
              if (status === 503) {
                const json = /^application\/json/.test(String(headers?.['content-type'] ?? '')) ? safeJson(body) : null;
                if (json?.code !== 'DATABASE_UNAVAILABLE' || !headers?.['retry-after']) count(route.name, '503 not DATABASE_UNAVAILABLE JSON');
              }
            },
          },
        ],
      }, () => {}); // with a callback autocannon returns the running instance (stopped below)
      instance.on('reqError', () => count(route.name, 'error'));
      instances.push(instance);
    }

    await sleep(BASELINE_SECONDS * 1000);
    phase = 'Redis down';
    marks.redisDown = performance.now();
    await stopRedis();
    await sleep(FAULT_SECONDS * 1000);
    phase = 'Redis back';
    marks.redisStart = performance.now();
    await startRedis();
    marks.redisUp = performance.now();
    await sleep(RECOVERY_SECONDS * 1000);

    phase = 'Postgres down';
    marks.pgDown = performance.now();
    await stopPostgres();
    await sleep(FAULT_SECONDS * 1000);
    phase = 'Postgres back';
    marks.pgStart = performance.now();
    await startPostgres();
    marks.pgUp = performance.now();
    await sleep(RECOVERY_SECONDS * 1000);
    marks.lastUncachedFailure = lastUncachedFailure;
    phase = 'done';
    polling = false;
    await poller;
  } finally {
    polling = false;
    // Whatever happened, the shared services run again.
    await startRedis().catch((err: Error) => console.error(`could not restart Redis: ${err.message}`));
    await startPostgres().catch((err: Error) => console.error(`could not restart Postgres: ${err.message}`));
    for (const instance of instances) instance.stop();
    await sleep(500); // let the last requests in flight finish before the server closes its pool
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  report(tally, health, marks);
}

function safeJson(body: string): { code?: string } | null {
  try {
    return JSON.parse(body) as { code?: string };
  } catch {
    return null;
  }
}

/** Seconds from `from` until the health poll first shows `ok` (and it was not ok at some point before). */
function recovery(health: { t: number; db: boolean; cache: boolean }[], from: number | undefined, ok: (h: { db: boolean; cache: boolean }) => boolean): string {
  if (from === undefined) return 'n/a';
  const back = health.find((h) => h.t >= from && ok(h));
  return back ? `${((back.t - from) / 1000).toFixed(1)} s` : 'not within the run';
}

function report(tally: Tally, health: { t: number; db: boolean; cache: boolean }[], marks: Record<string, number>) {
  const phases = ['baseline', 'Redis down', 'Redis back', 'Postgres down', 'Postgres back'];
  const rows: string[][] = [];
  for (const phase of phases) {
    for (const route of ROUTES) {
      const row = tally[phase]?.[route.name] ?? {};
      const total = Object.entries(row).filter(([k]) => /^\d+$/.test(k) || k === 'error').reduce((n, [, v]) => n + v, 0);
      const statuses = Object.entries(row)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ');
      rows.push([phase, route.name, String(total), statuses || '-']);
    }
  }
  const header = ['phase', 'route', 'requests', 'answers'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 2 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));

  console.log('');
  const secs = (a: number | undefined, b: number | undefined) => (a !== undefined && b !== undefined ? `${((b - a) / 1000).toFixed(1)} s` : 'n/a');
  console.log(`Redis: start command → answering PING ${secs(marks.redisStart, marks.redisUp)}; then /api/health cache ok after ${recovery(health, marks.redisUp, (h) => h.cache)}`);
  console.log(`Postgres: start command → accepting connections ${secs(marks.pgStart, marks.pgUp)}; then /api/health database ok after ${recovery(health, marks.pgUp, (h) => h.db)}`);
  const lastFailure = marks.lastUncachedFailure;
  console.log(
    `Uncached read: last non-200 ${lastFailure && marks.pgUp !== undefined ? `${Math.max(0, (lastFailure - marks.pgUp) / 1000).toFixed(1)} s after Postgres accepted connections` : 'none'}; 200 again after the restart: ${(tally['Postgres back']?.uncached ?? {})['200'] ? 'yes' : 'no'}`,
  );

  const failures = (phase: string, routes: RouteName[], allowed: (status: string) => boolean) =>
    routes.reduce((n, r) => n + Object.entries(tally[phase]?.[r] ?? {}).filter(([k]) => !allowed(k)).reduce((m, [, v]) => m + v, 0), 0);
  const ok200 = (k: string) => k === '200';
  const redisFailures = failures('Redis down', ['static', 'cached', 'uncached'], ok200) + failures('Redis back', ['static', 'cached', 'uncached'], ok200);
  const pgServing = ['Postgres down', 'Postgres back'].reduce((n, p) => n + failures(p, ['static', 'cached'], ok200), 0);
  const pgUncached = ['Postgres down', 'Postgres back'].reduce((n, p) => n + failures(p, ['uncached'], (k) => k === '200' || k === '503'), 0);
  const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');
  console.log('');
  console.log(`Goal: no failed request while Redis is away or coming back: ${redisFailures} failed ${verdict(redisFailures === 0)}`);
  console.log(`Goal: static page and cached read 200 throughout the Postgres outage: ${pgServing} other answers ${verdict(pgServing === 0)}`);
  console.log(`Goal: uncached read only 503 DATABASE_UNAVAILABLE JSON (or 200) around the Postgres outage: ${pgUncached} other answers ${verdict(pgUncached === 0)}`);
}

if (process.argv.includes('--server')) {
  serve().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  drill().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
