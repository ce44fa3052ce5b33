/**
 * `npm run bench:floor`: what the API's own layers cost per request, against the floor of the HTTP layer on this
 * machine (issue 28: the submit and start goals are CPU-bound, so CPU per request is the figure to cut).
 *
 * Each case runs a server process (scripts/bench/floor-server.ts) and sends it, open loop from this process over
 * keep-alive connections, BENCH_REQUESTS (8,000) POSTs at BENCH_RATE (800/s) after 2,000 unmeasured ones, and prints
 * the server process's CPU time per request (and this process's, the client's), with the answers' statuses:
 *
 *   bare      Hono alone behind @hono/node-server, one route reading a 1.4 kB JSON body: the HTTP floor
 *   404       the API app, a path no route has: every app-wide middleware (headers, aliases, request id, body limit,
 *             deps, the API key) and the JSON 404
 *   refused   the API app, a submit with a 1.4 kB answer sheet whose attemptId is malformed: the middleware, the rate
 *             limit (Redis with REDIS_URL, else memory), the body read and its validation, the 400 JSON (no database)
 *
 * Cases run in turn, twice (`--rounds`): on a shared machine compare figures of one run as ratios.
 * With DATABASE_URL a scratch database next to it (migrated, dropped afterwards; its backends' CPU is not the
 * server's), else a migrated PGlite in the server process; REDIS_URL (else memory) as the API uses it.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDb } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { createScratchDatabase } from '#db/scratch.ts';

const { values: flags } = parseArgs({ options: { rounds: { type: 'string' } } });
const ROUNDS = Number(flags.rounds ?? 2);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 8_000);
const RATE = Number(process.env.BENCH_RATE ?? 800);
const KEY = `pk_${randomBytes(32).toString('base64url').slice(0, 43)}`;
const SECRET = randomBytes(32).toString('hex');
const CASES = [
  { name: 'bare', server: 'bare', path: '/api/echo' },
  { name: '404', server: 'app', path: '/api/no-such-route' },
  { name: 'refused', server: 'app', path: '/api/mocks/no-such-test/submit' },
] as const;
const ADMIN_URL = process.env.DATABASE_URL?.trim() || undefined;
const scratch = ADMIN_URL ? await createScratchDatabase(ADMIN_URL, 'bench_floor') : null;
if (scratch) {
  const handle = await openDb({ databaseDriver: 'pg', DATABASE_URL: scratch.url, dataDir: '' });
  await migrateDb(handle);
  await handle.close();
}
const body = JSON.stringify({ attemptId: 'nope', answers: Array.from({ length: 100 }, (_, i) => i % 4), timeSpent: Array.from({ length: 100 }, () => 30) });

async function run(c: (typeof CASES)[number]) {
  const child = fork(fileURLToPath(new URL('./bench/floor-server.ts', import.meta.url)), [c.server], {
    env: { ...process.env, DATABASE_URL: scratch?.url ?? '', BENCH_KEY: KEY, BENCH_SECRET: SECRET },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) => child.once('message', (m) => resolve((m as { ready: number }).ready)));
  const serverCpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (m) => resolve((m as { cpuSeconds: number }).cpuSeconds));
      child.send('cpu');
    });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const statuses: Record<number, number> = {};
  let n = 0;
  const send = () =>
    new Promise<void>((resolve, reject) => {
      n++;
      const headers = { 'content-type': 'application/json', 'x-api-key': KEY, authorization: `Bearer uid:aspirant-${n % 5_000}`, 'x-real-ip': `10.1.${(n >> 8) & 255}.${n & 255}` };
      const req = http.request({ agent, host: '127.0.0.1', port, method: 'POST', path: c.path, headers }, (res) => {
        statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', reject);
      req.end(body);
    });
  for (let i = 0; i < 2_000; i++) await send();
  for (const k of Object.keys(statuses)) delete statuses[Number(k)];
  const server0 = await serverCpu();
  const client0 = process.cpuUsage();
  const start = performance.now();
  await Promise.all(Array.from({ length: REQUESTS }, (_, i) => new Promise<void>((resolve, reject) => setTimeout(() => send().then(resolve, reject), (i * 1000) / RATE))));
  const seconds = (performance.now() - start) / 1000;
  const client = process.cpuUsage(client0);
  const server = (await serverCpu()) - server0;
  child.kill();
  agent.destroy();
  const ms = (s: number) => ((s / REQUESTS) * 1000).toFixed(3);
  console.log(
    `  ${c.name.padEnd(8)} server ${ms(server)} ms a request   client ${ms((client.user + client.system) / 1e6)} ms   ${(REQUESTS / seconds).toFixed(0)}/s   answers ${JSON.stringify(statuses)}`,
  );
}

console.log(`bench:floor: ${REQUESTS} POSTs at ${RATE}/s per case, CPU time per request; load average ${loadavg()[0].toFixed(1)}`);
for (let round = 1; round <= ROUNDS; round++) {
  console.log(`round ${round}`);
  for (const c of CASES) await run(c);
}
console.log(`load average ${loadavg()[0].toFixed(1)} at the end`);
await scratch?.drop();
process.exit(0);
