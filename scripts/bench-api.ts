/**
 * `npm run bench:api`: throughput and latency of the API on loopback.
 *
 * Seeds 20,000 articles (plus the rest of the demo content) into a fresh
 * database: a scratch database on the real Postgres when DATABASE_URL is set
 * (dropped afterwards), else an in-memory PGlite; caches in real Redis when
 * REDIS_URL is set (under a private key prefix), else in process memory.
 * Starts the real local server (server/local-server.ts) in a child process,
 * so the load generator does not share its event loop, and runs autocannon
 * for 10 s per route:
 *
 *   ping       GET /api/ping: the full middleware stack (key check included), trivial handler: the ceiling
 *   paginated  GET /api/public/content/paginated?page=1..10 (served from the read cache)
 *   search     GET /api/public/search with thousands of distinct, typed-as-you-go queries (mostly cache
 *              misses), at 32 connections and again at 4 (latency without a deep queue)
 *   start      GET /api/mocks/{slug}/start over every seeded mock test
 *
 * and prints req/s, p50, p95, p99 and each route's req/s as a share of ping.
 * Every request carries the rotating API key and a client address from a
 * large pool (the rate limits are per address and stay in force).
 *
 * Options (env): BENCH_ARTICLES (20000), BENCH_SECONDS (10), BENCH_CONNECTIONS (32),
 * BENCH_PROFILE=<dir> (write a V8 CPU profile of the server process there),
 * BENCH_ONLY=<text> (run only the routes whose name contains it, after the ceiling).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
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

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** Search is also measured at light load, where latency is the query's own rather than queueing behind 32 others. */
const SEARCH_LIGHT_CONNECTIONS = 4;
const PROFILE_DIR = process.env.BENCH_PROFILE;
const ONLY = process.env.BENCH_ONLY;

interface Ready {
  url: string;
  apiKey: string;
  mockSlugs: string[];
  database: string;
  cache: string;
  seedMs: number;
}

// ---------------------------------------------------------------- server (child process)

async function serve() {
  const adminUrl = process.env.DATABASE_URL;
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'bench') : undefined;
  const handle = scratch
    ? await openDb({ databaseDriver: 'pg', DATABASE_URL: scratch.url, dataDir: '' })
    : await openDb({ databaseDriver: 'pglite', dataDir: ':memory:' });
  await migrateDb(handle);
  // The demo downloads go to a scratch folder (the benchmark serves no files).
  const downloads = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-downloads-')));
  const seeded = await seedDemoContent(handle.db, { storage: downloads, articles: ARTICLES });
  // A settled database, as autovacuum leaves a live one: planner statistics and
  // the visibility map. (Without it autovacuum would start on the freshly
  // written tables in the middle of the measurements and compete for the CPU.)
  await handle.db.execute(sql`vacuum analyze`);
  // And the seed's writes flushed to disk now rather than by a checkpoint during the run.
  await handle.db.execute(sql`checkpoint`).catch(() => {}); // needs a superuser (or pg_checkpoint) role

  // The load generator names a client per request in x-real-ip, as a platform's edge would.
  const env = parseEnv({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: scratch?.url, TRUSTED_IP_HEADER: 'x-real-ip' });
  const cache = createCache(env, { keyPrefix: `bench:${randomBytes(4).toString('hex')}:` });
  const deps = { db: handle.db, cache, env, log: createLogger('warn', 'bench'), requestRebuild: () => {} };
  const api = createApiApp(async () => deps);
  const { server, url } = await startLocalServer({ api, siteDir: () => null, host: '127.0.0.1', port: 0 });

  const key = (await (await fetch(`${url}/api/public/current-api-key`)).json()) as { apiKey: string };
  const mocks = (await (await fetch(`${url}/api/mocks?limit=100`, { headers: { 'x-api-key': key.apiKey } })).json()) as {
    data: { slug: string }[];
  };
  const ready: Ready = {
    url,
    apiKey: key.apiKey,
    mockSlugs: mocks.data.map((m) => m.slug),
    database: scratch ? `Postgres (scratch database, ${handle.location})` : 'PGlite (in memory)',
    cache: cache.kind,
    seedMs: Math.round(seeded.elapsedMs),
  };
  process.send!(ready);

  const stop = async () => {
    server.close();
    await cache.close();
    await handle.close();
    await scratch?.drop();
    process.exit(0);
  };
  process.on('message', (m) => m === 'stop' && void stop());
  process.on('disconnect', () => void stop());
}

// ---------------------------------------------------------------- load (parent process)

const WORDS = [
  'upsc', 'prelims', 'mains', 'syllabus', 'strategy', 'ssc', 'cgl', 'chsl', 'banking', 'ibps', 'sbi', 'po', 'clerk', 'railways',
  'ntpc', 'group', 'polity', 'history', 'geography', 'economy', 'environment', 'science', 'current', 'affairs', 'reasoning',
  'quantitative', 'aptitude', 'english', 'comprehension', 'essay', 'ethics', 'answer', 'writing', 'revision', 'notes', 'mock',
  'test', 'analysis', 'cut', 'off', 'exam', 'pattern', 'preparation', 'books', 'booklist', 'schedule', 'timetable', 'tips',
  'mistakes', 'interview', 'optional', 'subject', 'constitution', 'parliament', 'budget', 'inflation', 'monsoon', 'rivers',
  'mughal', 'freedom', 'struggle', 'ancient', 'medieval', 'modern', 'art', 'culture', 'schemes', 'government', 'state', 'psc',
  'defence', 'nda', 'cds', 'teaching', 'ctet', 'tet', 'percentage', 'profit', 'loss', 'interest', 'puzzles', 'seating',
  'arrangement', 'blood', 'relations', 'coding', 'decoding', 'vocabulary', 'grammar', 'idioms', 'editorial', 'hindu', 'daily',
  'weekly', 'monthly', 'quiz', 'practice', 'previous', 'year', 'papers', 'solved', 'free', 'pdf', 'plan', 'days', 'first',
  'attempt', 'working', 'professionals', 'beginners', 'topper', 'rank', 'score', 'marks', 'negative', 'marking',
];

/** A query as typed so far: one or two words, the last one possibly cut short (prefix matching). */
function searchQuery(): string {
  const pick = () => WORDS[Math.floor(Math.random() * WORDS.length)];
  const last = pick();
  const typed = last.slice(0, Math.max(3, Math.ceil(Math.random() * last.length)));
  return Math.random() < 0.6 ? `${pick()} ${typed}` : typed;
}

const randomIp = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

interface RouteResult {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function load(name: string, ready: Ready, nextPath: () => string, seconds = SECONDS, connections = CONNECTIONS): Promise<RouteResult> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: ready.url,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: nextPath(),
              headers: { ...request.headers, 'x-api-key': ready.apiKey, 'x-real-ip': randomIp() },
            }),
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    connections,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function startServer(): Promise<{ child: ChildProcess; ready: Ready }> {
  const execArgv = ['--import', 'tsx', ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [])];
  const child = fork(fileURLToPath(import.meta.url), ['--server'], { execArgv, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`)));
  });
}

async function drive() {
  console.log(`Seeding ${ARTICLES.toLocaleString('en')} articles and starting the server...`);
  const { child, ready } = await startServer();
  try {
    console.log(`  database  ${ready.database}`);
    console.log(`  cache     ${ready.cache}`);
    console.log(`  seeded in ${(ready.seedMs / 1000).toFixed(1)} s; server at ${ready.url}; ${CONNECTIONS} connections, ${SECONDS} s per route\n`);

    let page = 0;
    const paginated = () => `/api/public/content/paginated?page=${(page++ % 10) + 1}&limit=30`;
    let mock = 0;
    const start = () => `/api/mocks/${ready.mockSlugs[mock++ % ready.mockSlugs.length]}/start`;
    const search = () => `/api/public/search?q=${encodeURIComponent(searchQuery())}&limit=10`;

    // Warm the read cache for the cached listing (and the connection pools).
    for (let i = 0; i < 10; i++) await fetch(`${ready.url}${paginated()}`, { headers: { 'x-api-key': ready.apiKey } });
    await load('warm-up', ready, () => '/api/ping', 2);

    const routes: [string, () => string, number?][] = [
      ['GET /api/ping (ceiling)', () => '/api/ping'],
      ['GET /api/public/content/paginated (cached)', paginated],
      ['GET /api/public/search (varied terms)', search],
      ['GET /api/public/search (varied terms, light load)', search, SEARCH_LIGHT_CONNECTIONS],
      ['GET /api/mocks/{slug}/start', start],
    ];
    const results: RouteResult[] = [];
    for (const [name, nextPath, connections] of routes) {
      // BENCH_ONLY narrows the run (e.g. for a profile); the ceiling always runs, as the ratios need it.
      if (ONLY && results.length && !name.includes(ONLY)) continue;
      results.push(await load(name, ready, nextPath, SECONDS, connections ?? CONNECTIONS));
    }
    print(results);
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

function print(results: RouteResult[]) {
  const ceiling = results[0].rps;
  const rows = results.map((r) => [
    r.name,
    String(r.connections),
    r.rps.toFixed(0),
    `${r.p50.toFixed(1)} ms`,
    `${r.p95.toFixed(1)} ms`,
    `${r.p99.toFixed(1)} ms`,
    `${((r.rps / ceiling) * 100).toFixed(0)}%`,
    String(r.non2xx + r.errors),
  ]);
  const header = ['route', 'conns', 'req/s', 'p50', 'p95', 'p99', 'vs ping', 'non-2xx/errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');
  const cachedRoute = results.find((r) => r.name.includes('(cached)'));
  console.log('');
  if (cachedRoute) {
    const cached = cachedRoute.rps / ceiling;
    console.log(`Targets: cached reads >= 50% of the ceiling: ${(cached * 100).toFixed(0)}% ${verdict(cached >= 0.5)}`);
  }
  for (const search of results.filter((r) => r.name.includes('search'))) {
    console.log(`Targets: search p95 <= 50 ms at ${search.connections} connections: ${search.p95.toFixed(1)} ms ${verdict(search.p95 <= 50)}`);
  }
}

if (process.argv.includes('--server')) {
  serve().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  drive().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
