/**
 * `npm run bench:static`: the local server's static pages beside the API's
 * cached read, in one run on the same server (issue 16's goal: a static page
 * at least as fast as a cached API read).
 *
 * Serves the last local build (`npm run build` or `npm start` first; it is
 * read from .build/current.json under SITE_BUILD_ROOT, or BENCH_SITE_DIR) from
 * the real local server (server/local-server.ts) in a child process, with the
 * API on an in-memory PGlite seeded with BENCH_ARTICLES (300) articles and
 * the process-memory cache, and runs autocannon for BENCH_SECONDS (10) per
 * route at BENCH_CONNECTIONS (32):
 *
 *   api cached   GET /api/public/content/paginated?page=1..10 (from the read cache)
 *   home br      GET / with a browser's Accept-Encoding (br, gzip)
 *   home gzip    GET / with Accept-Encoding: gzip
 *   home plain   GET / without Accept-Encoding
 *   article br   GET /blog/{slug}/ over many articles
 *   304          GET / with If-None-Match of the current ETag
 *   asset br     GET /_astro/*.js
 *
 * and prints req/s, p50, p99, bytes per answer and each route against the cached API read.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createApiApp } from '#api/_app/app.ts';
import { openDb } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { seedDemoContent } from '#db/seed/index.ts';
import { createCache } from '#infra/cache/index.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';
import { createLocalStorage } from '#infra/storage/index.ts';
import { startLocalServer } from '#server/local-server.ts';

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const root = path.resolve(import.meta.dirname, '..');

function siteDir(): string {
  if (process.env.BENCH_SITE_DIR) return path.resolve(process.env.BENCH_SITE_DIR);
  const builds = path.join(path.resolve(root, process.env.SITE_BUILD_ROOT ?? '.'), '.build');
  try {
    const { dir } = JSON.parse(fs.readFileSync(path.join(builds, 'current.json'), 'utf8')) as { dir: string };
    return path.join(builds, dir);
  } catch {
    throw new Error(`No local build in ${builds}: run \`npm run build\` (or \`npm start\`) first, or set BENCH_SITE_DIR.`);
  }
}

interface Ready {
  url: string;
  apiKey: string;
  site: string;
}

async function serve() {
  const handle = await openDb({ databaseDriver: 'pglite', dataDir: ':memory:' });
  await migrateDb(handle);
  await seedDemoContent(handle.db, { storage: createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'))), articles: ARTICLES });
  // The load generator sends one made-up client address per request: the per-address limits stay in force but never bite.
  const env = parseEnv({ ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', TRUSTED_IP_HEADER: 'x-real-ip' });
  const cache = createCache(env);
  const deps = { db: handle.db, cache, env, log: createLogger('warn', 'bench'), requestRebuild: () => {} };
  const site = siteDir();
  const { server, url } = await startLocalServer({ api: createApiApp(async () => deps), siteDir: () => site, host: '127.0.0.1', port: 0 });
  const key = (await (await fetch(`${url}/api/public/current-api-key`)).json()) as { apiKey: string };
  process.send!({ url, apiKey: key.apiKey, site } satisfies Ready);
  const stop = async () => {
    server.close();
    await cache.close();
    await handle.close();
    process.exit(0);
  };
  process.on('message', (m) => m === 'stop' && void stop());
  process.on('disconnect', () => void stop());
}

const randomIp = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

interface Result {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bytesPerAnswer: number;
  bad: number;
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

async function load(name: string, ready: Ready, nextPath: () => string, headers: Record<string, string>, expect = 200, seconds = SECONDS): Promise<Result> {
  const latencies: number[] = [];
  let bad = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: ready.url,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              path: nextPath(),
              headers: { ...request.headers, ...headers, 'x-api-key': ready.apiKey, 'x-real-ip': randomIp() },
            }),
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (status !== expect) bad++;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
    bad: bad + result.errors + result.timeouts,
  };
}

function startServer(): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ['--server'], { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`)));
  });
}

async function drive() {
  console.log(`Seeding ${ARTICLES} articles and starting the server...`);
  const { child, ready } = await startServer();
  try {
    console.log(`  site      ${path.relative(root, ready.site) || ready.site}`);
    console.log(`  server    ${ready.url}; ${CONNECTIONS} connections, ${SECONDS} s per route\n`);
    const blog = path.join(ready.site, 'blog');
    const slugs = fs.readdirSync(blog).filter((d) => d !== 'page' && d !== 'category' && fs.existsSync(path.join(blog, d, 'index.html')));
    const asset = fs.readdirSync(path.join(ready.site, '_astro')).find((f) => f.endsWith('.js'));
    const etag = (await fetch(`${ready.url}/`, { headers: { 'accept-encoding': 'br, gzip' } })).headers.get('etag') ?? '';
    let page = 0;
    const paginated = () => `/api/public/content/paginated?page=${(page++ % 10) + 1}&limit=30`;
    let article = 0;
    const articlePath = () => `/blog/${encodeURIComponent(slugs[article++ % slugs.length])}/`;
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };

    for (let i = 0; i < 10; i++) await fetch(`${ready.url}${paginated()}`, { headers: { 'x-api-key': ready.apiKey } });
    await load('warm-up', ready, () => '/', browser, 200, 2);

    const results: Result[] = [];
    results.push(await load('GET /api/public/content/paginated (cached)', ready, paginated, {}));
    results.push(await load('GET / (br)', ready, () => '/', browser));
    results.push(await load('GET / (gzip)', ready, () => '/', { 'accept-encoding': 'gzip' }));
    results.push(await load('GET / (no encoding)', ready, () => '/', {}));
    results.push(await load(`GET /blog/{slug}/ (br, ${slugs.length} pages)`, ready, articlePath, browser));
    results.push(await load('GET / (If-None-Match → 304)', ready, () => '/', { ...browser, 'if-none-match': etag }, etag ? 304 : 200));
    if (asset) results.push(await load('GET /_astro/*.js (br)', ready, () => `/_astro/${asset}`, browser));
    print(results);
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

function print(results: Result[]) {
  const api = results[0].rps;
  const rows = results.map((r) => [
    r.name,
    r.rps.toFixed(0),
    `${r.p50.toFixed(1)} ms`,
    `${r.p99.toFixed(1)} ms`,
    r.bytesPerAnswer >= 1024 ? `${(r.bytesPerAnswer / 1024).toFixed(1)} KB` : `${r.bytesPerAnswer.toFixed(0)} B`,
    `${((r.rps / api) * 100).toFixed(0)}%`,
    String(r.bad),
  ]);
  const header = ['route', 'req/s', 'p50', 'p99', 'bytes/answer', 'vs API cached', 'unexpected'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
  const home = results.find((r) => r.name === 'GET / (br)');
  if (home) console.log(`\nTarget: a static page at least as fast as a cached API read: ${((home.rps / api) * 100).toFixed(0)}% ${home.rps >= api ? 'OK' : 'MISSED'}`);
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
