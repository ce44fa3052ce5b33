/**
 * `npm run bench:mocks`: the all-India moment of a mock test (issues 17 and 28).
 *
 * Needs the real Postgres and Redis: DATABASE_URL (a scratch database is
 * created next to it and dropped afterwards; BENCH_KEEP=1 keeps it) and
 * REDIS_URL (a private key prefix per API process).
 *
 * One full-length test (SSC CGL Tier 1: 4 sections × 25 questions, +2/−0.5)
 * with BENCH_ATTEMPTS (100,000) ranked, submitted attempts from synthetic
 * aspirants, with the score histogram and the per-question and section
 * figures, as the seed writes them. Then, with the API in one process and
 * again in two (`--processes`; they share Postgres and Redis, as Vercel
 * scales out), the aspirants in a worker thread (scripts/bench/aspirants.ts:
 * open loop, retries as the runner's queue, Retry-After honoured), each
 * scenario (`--scenario`, repeatable or comma-separated; default all):
 *
 *   submits    20,000 submits at one deadline over 10 s (`--submits`, `--seconds`)
 *   deadline   100,000 live participants submitting within 60 s of one deadline
 *   starts     100,000 registered aspirants starting a live test within 60 s of its opening: the small
 *              POST start { paper: false } (the attempt row, coalesced live starts) and the paper from
 *              its cacheable address through the CDN stand-in, in parallel, as the runner does
 *   results    100,000 participants of a live test whose results are published opening their review
 *              (GET /mocks/attempts/{id}: frozen rank, then the key through the CDN stand-in) with the
 *              frozen results (GET /mocks/{slug}/live/results) through the CDN stand-in beside it
 *              (BENCH_RESULTS_PATH names another route instead of the review, {id}/{slug} filled in)
 *   ranks      2,000 rank lookups at 100,000 attempts, 20 checked against a brute-force count
 *
 * `--scale 0.1` shrinks every count (a quick look). Before each measured
 * scenario BENCH_EARLY (250) aspirants do the same over 2 s (not measured:
 * an hour into a live test the API is warm), over BENCH_EDGE_SOCKETS (512, the most it opens)
 * keep-alive connections per API process that the edge stand-in opened before
 * them (0: opened during the burst, a cold edge). Prints per scenario: requests/s,
 * first-try p50/p95/p99 and max, p99 until stored (retries included), errors
 * by status (first tries, retries), lost (never stored; for submits also
 * counted twice), the database's time per coalesced batch, and the API
 * processes' CPU, also per request with the CPU of the scratch database's
 * Postgres backends and of the aspirants (the ratios to compare code by:
 * CPU per submit is steadier than latency on a shared machine).
 * BENCH_TIMELINE=1 adds each second's p50/p99 (0.1: each tenth); BENCH_CPU_PROF=<dir> writes a
 * V8 CPU profile of each API process per scenario there (scripts/bench/mock-api.ts).
 */
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { openDb } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { SCORE_SHARDS } from '#db/mutations/mock-attempts.ts';
import { histogramFigures } from '#db/queries/mock-attempts.ts';
import { mockAttempts, mockCategories, mockLiveRegistrations, mockLiveResults, mockQuestionStats, mockScoreCounts, mockSectionStats, mockTests, users } from '#db/schema.ts';
import { paperPath, paperVersion } from '#core/mock/paper-address.ts';
import { createScratchDatabase } from '#db/scratch.ts';
import { insertAttempts, insertFullLengthTest, submittedAttemptRow } from '#db/seed/full-length-seed.ts';
import { generateAnswerSheets, generateSyntheticUsers, sscCglTier1FullLength } from '#db/seed/full-length/index.ts';
import { Rng } from '#db/seed/random.ts';
import { scoreAnswers, scoreSections } from '#core/mock/scoring.ts';
import type { BatchStats } from '#api/_app/coalesce.ts';
import { rowsOf } from '#db/queries/rows.ts';
import type { AspirantRequest, AspirantsJob, AspirantsReport } from './bench/aspirants';
import { procCpuSeconds } from './bench/proc-cpu';

const { values: flags } = parseArgs({
  options: {
    scenario: { type: 'string', multiple: true },
    processes: { type: 'string' },
    scale: { type: 'string' },
    submits: { type: 'string' },
    seconds: { type: 'string' },
    help: { type: 'boolean' },
  },
});
if (flags.help) {
  // The scenarios and flags: this file's opening comment.
  console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0].replace(/^\/\*\*\n| \* ?/gm, ''));
  process.exit(0);
}
const ALL = ['submits', 'deadline', 'starts', 'results', 'ranks'] as const;
type Scenario = (typeof ALL)[number];
const SCENARIOS = (flags.scenario?.flatMap((s) => s.split(',')) ?? [...ALL]) as Scenario[];
for (const s of SCENARIOS) if (!ALL.includes(s)) throw new Error(`--scenario ${s}: one of ${ALL.join(', ')}`);
const PROCESSES = (flags.processes ?? '1,2').split(',').map(Number);
const SCALE = Number(flags.scale ?? 1);
/** Seconds shrink with --scale only below 0.5 (a quick look), so the offered rate stays the scenario's. */
const SCALE_SECONDS = SCALE < 0.5 ? SCALE : 1;
const PLANS: Record<Exclude<Scenario, 'ranks'>, { n: number; seconds: number; goalMs: number }> = {
  submits: { n: Number(flags.submits ?? 20_000), seconds: Number(flags.seconds ?? 10), goalMs: 1_000 },
  deadline: { n: 100_000, seconds: 60, goalMs: 2_000 },
  starts: { n: 100_000, seconds: 60, goalMs: 1_000 },
  results: { n: 100_000, seconds: 60, goalMs: 250 },
};
const ATTEMPTS = Math.max(1_000, Math.round(Number(process.env.BENCH_ATTEMPTS ?? 100_000) * (SCALE < 1 ? SCALE : 1)));
/** Aspirants who do the same in the 2 s before a scenario (they warm the API as an hour of a live test does); not measured. */
const EARLY = Number(process.env.BENCH_EARLY ?? 250);
// Keep-alive connections the edge stand-in holds to each API process before the burst (scripts/bench/aspirants.ts).
const EDGE_SOCKETS = Number(process.env.BENCH_EDGE_SOCKETS ?? 512);
const RESULTS_PATH = process.env.BENCH_RESULTS_PATH ?? '/mocks/attempts/{id}';
// BENCH_TIMELINE=1: per second; a fraction (0.1) for a finer step.
const TIMELINE = Number(process.env.BENCH_TIMELINE) > 0 ? Number(process.env.BENCH_TIMELINE) : 0;
const RANK_LOOKUPS = 2_000;
/** Distinct answer sheets generated; the seeded attempts cycle through them (the score spread is the same). */
const SHEETS = 5_000;

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
if (!DATABASE_URL || !REDIS_URL) {
  console.error('bench:mocks needs the real Postgres and Redis: set DATABASE_URL and REDIS_URL.');
  process.exit(2);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const log = (line: string) => console.log(line);
const scratch = await createScratchDatabase(DATABASE_URL, 'bench_mocks');
const handle = await openDb({ databaseDriver: 'pg', DATABASE_URL: scratch.url, dataDir: '' });
const db = handle.db;
try {
  await migrateDb(handle);
  const t0 = performance.now();
  const rng = new Rng(17);

  // ---------------------------------------------------------------- the test
  const test = sscCglTier1FullLength(rng.fork('test'));
  const [category] = await db.insert(mockCategories).values({ name: 'SSC' }).returning();
  const { mockTestId, sections, questionIds, marking, sectionOf, correct: key } = await insertFullLengthTest(db, test, category.id);

  // ---------------------------------------------------------------- users and sheets
  const people = generateSyntheticUsers(SHEETS, rng.fork('people'));
  const sheets = generateAnswerSheets(test, people, rng.fork('sheets'));
  const uid = (i: number) => `bench-aspirant-${i}`;
  const userRows = Array.from({ length: ATTEMPTS }, (_, i) => uid(i));
  for (let i = 0; i < userRows.length; i += 5_000) {
    await db.insert(users).values(userRows.slice(i, i + 5_000).map((u, k) => ({ uid: u, displayName: people[(i + k) % SHEETS].displayName })));
  }

  // ---------------------------------------------------------------- 100,000 ranked attempts
  const histogram = new Map<number, number[]>();
  const qStats = key.map(() => ({ attempts: 0, correct: 0, seconds: 0 }));
  const sStats = sections.map((s) => ({ mockTestId, sectionKey: String(s.id), attempts: 0, sum: 0, best: -Infinity }));
  const scored = sheets.map((sheet) => {
    const timeSpent = sheet.timesMs.map((t) => Math.round(t / 1000));
    const input = { answers: sheet.answers, correct: key, marking, sectionOf };
    return { sheet, timeSpent, result: scoreAnswers(input), sectionScores: scoreSections({ ...input, sections, timeSpent }) };
  });
  const scores: number[] = [];
  let batch: Parameters<typeof insertAttempts>[1] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    const { sheet, timeSpent, result, sectionScores } = scored[i % SHEETS];
    scores.push(result.score);
    const shards = histogram.get(result.score) ?? new Array(SCORE_SHARDS).fill(0);
    shards[i % SCORE_SHARDS]++;
    histogram.set(result.score, shards);
    sheet.answers.forEach((a, q) => {
      qStats[q].attempts++;
      if (a === key[q]) qStats[q].correct++;
      qStats[q].seconds += timeSpent[q];
    });
    sectionScores.forEach((s, k) => {
      sStats[k].attempts++;
      sStats[k].sum += s.score;
      sStats[k].best = Math.max(sStats[k].best, s.score);
    });
    batch.push(submittedAttemptRow({ publicId: `bench-attempt-${i}`, userUid: uid(i), mockTestId, timerMinutes: test.timerMinutes }, sheet, timeSpent, result, sectionScores));
    if (batch.length === 2_000) {
      await insertAttempts(db, batch);
      batch = [];
    }
  }
  if (batch.length) await insertAttempts(db, batch);
  const countRows = [...histogram].flatMap(([score, shards]) => shards.flatMap((n, shard) => (n ? [{ mockTestId, score, shard, count: n }] : [])));
  for (let i = 0; i < countRows.length; i += 2_000) await db.insert(mockScoreCounts).values(countRows.slice(i, i + 2_000));
  await db.insert(mockQuestionStats).values(questionIds.map((questionId, i) => ({ questionId, mockTestId, ...qStats[i] })));
  await db.insert(mockSectionStats).values(sStats);

  log(`Seeded ${ATTEMPTS.toLocaleString('en-US')} ranked attempts (${histogram.size} distinct scores) in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);

  // ---------------------------------------------------------------- live tests (issue 28)
  // The same paper twice more as live tests: one open now (the opening's starts) and one whose results are
  // published (its participants open their results). Their version is their updated_at, set here.
  const HOUR = 3_600_000;
  const liveTest = async (suffix: string, opensAt: number, lastStartAt: number, resultsAt: number) => {
    const slug = `${test.slug}-${suffix}`;
    const made = await insertFullLengthTest(db, { ...test, slug, name: `${test.name} (${suffix})` }, category.id);
    const updatedAt = new Date();
    await db
      .update(mockTests)
      .set({ liveOpensAt: new Date(opensAt), liveLastStartAt: new Date(lastStartAt), liveResultsAt: new Date(resultsAt), updatedAt })
      .where(eq(mockTests.id, made.mockTestId));
    return { id: made.mockTestId, slug, version: paperVersion(updatedAt.toISOString()) };
  };
  const register = async (mockTestId: number, uids: string[]) => {
    for (let i = 0; i < uids.length; i += 5_000)
      await db.insert(mockLiveRegistrations).values(uids.slice(i, i + 5_000).map((userUid) => ({ mockTestId, userUid, createdAt: new Date(Date.now() - HOUR) })));
  };
  const t2 = performance.now();
  const opening = SCENARIOS.includes('starts') ? await liveTest('live-opening', Date.now() - 60_000, Date.now() + 6 * HOUR, Date.now() + 8 * HOUR) : null;
  // Published: sat 4 to 2 hours ago by every seeded aspirant (registered, one live-ranked attempt each); the first
  // request after the results time freezes the ranks (the early aspirants' requests, as in production).
  const published = SCENARIOS.includes('results') ? await liveTest('live-results', Date.now() - 4 * HOUR, Date.now() - 3 * HOUR, Date.now() - HOUR) : null;
  const PARTICIPANTS = ATTEMPTS;
  const liveAttemptId = (i: number) => `bench-live-attempt-${i}`;
  if (published) {
    const liveHistogram = new Map<number, number[]>();
    const opensAt = Date.now() - 4 * HOUR;
    let rows: Parameters<typeof insertAttempts>[1] = [];
    for (let i = 0; i < PARTICIPANTS; i++) {
      const { sheet, timeSpent, result, sectionScores } = scored[i % SHEETS];
      const startedAt = new Date(opensAt + (i % 3_600) * 1_000);
      const shards = liveHistogram.get(result.score) ?? new Array(SCORE_SHARDS).fill(0);
      shards[i % SCORE_SHARDS]++;
      liveHistogram.set(result.score, shards);
      const retimed = { ...sheet, startedAt, submittedAt: new Date(startedAt.getTime() + sheet.timeTakenSeconds * 1000) };
      rows.push(submittedAttemptRow({ publicId: liveAttemptId(i), userUid: uid(i), mockTestId: published.id, timerMinutes: test.timerMinutes }, retimed, timeSpent, result, sectionScores));
      if (rows.length === 2_000) {
        await insertAttempts(db, rows);
        rows = [];
      }
    }
    if (rows.length) await insertAttempts(db, rows);
    await db.update(mockAttempts).set({ live: true }).where(eq(mockAttempts.mockTestId, published.id));
    await register(published.id, Array.from({ length: PARTICIPANTS }, (_, i) => uid(i)));
    const liveCounts = [...liveHistogram].flatMap(([score, shards]) => shards.flatMap((n, shard) => (n ? [{ mockTestId: published.id, score, shard, count: n }] : [])));
    for (let i = 0; i < liveCounts.length; i += 2_000) await db.insert(mockScoreCounts).values(liveCounts.slice(i, i + 2_000));
  }
  if (opening || published)
    log(`Seeded the live tests (${[opening && 'one open now', published && `one with published results and ${PARTICIPANTS.toLocaleString('en-US')} live-ranked participants`].filter(Boolean).join(', ')}) in ${((performance.now() - t2) / 1000).toFixed(1)} s.`);
  await db.execute(sql`analyze`);

  const submitTemplate = (i: number) =>
    JSON.stringify({
      attemptId: '__ATTEMPT__',
      answers: scored[i % SHEETS].sheet.answers,
      timeSpent: scored[i % SHEETS].timeSpent,
      clientAttemptId: `bench-client-${i}`,
    });
  const bodies = Array.from({ length: SHEETS }, (_, i) => submitTemplate(i));
  /** The runner's start (issue 28): the paper is left out, fetched from its cacheable address instead. */
  const LEAN_START = bodies.push(JSON.stringify({ paper: false })) - 1;
  let run = 0;

  /** n fresh aspirants (users) with attempts started an hour ago that end together at `deadline`. */
  async function startedAttempts(prefix: string, n: number, deadline: number) {
    const ids = Array.from({ length: n }, (_, i) => `${prefix}-attempt-${i}`);
    for (let i = 0; i < n; i += 5_000) {
      const slice = ids.slice(i, i + 5_000);
      await db.insert(users).values(slice.map((_, k) => ({ uid: `${prefix}-${i + k}` })));
      await db.insert(mockAttempts).values(
        slice.map((publicId, k) => ({
          publicId,
          userUid: `${prefix}-${i + k}`,
          mockTestId,
          status: 'started' as const,
          rankEligible: true,
          startedAt: new Date(deadline - test.timerMinutes * 60_000),
          deadlineAt: new Date(deadline),
        })),
      );
    }
    return ids;
  }

  const rankedCount = async () =>
    (await db.select({ n: count() }).from(mockAttempts).where(and(eq(mockAttempts.mockTestId, mockTestId), eq(mockAttempts.ranked, true))))[0].n;

  /** CPU seconds so far of each Postgres backend connected to the scratch database (Postgres on this machine). */
  const backendCpu = async () => {
    const pids = rowsOf<{ pid: number }>(await db.execute(sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`));
    return new Map(pids.map(({ pid }) => [pid, procCpuSeconds(pid)]));
  };
  const cpuSince = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, s]) => sum + s - (before.get(pid) ?? 0), 0);
  /**
   * Samples the backends' CPU every second while a scenario runs, keeping each backend's last reading: a pool closes
   * a connection idle for 10 s, and a backend that exited before the end would otherwise not be counted at all (a
   * 2 Dec run of 684 s read 0.03 ms a submit).
   */
  const sampleBackends = (into: Map<number, number>) => {
    let busy = false;
    const timer = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        for (const [pid, s] of await backendCpu()) if (s > 0) into.set(pid, s);
      } finally {
        busy = false;
      }
    }, 1_000);
    return () => clearInterval(timer);
  };

  const secret = randomBytes(32).toString('base64url');
  for (const processes of PROCESSES) {
    // ---------------------------------------------------------------- the API on loopback, in processes of its own
    const apis = await Promise.all(
      Array.from({ length: processes }, async () => {
        const child = fork(fileURLToPath(new URL('./bench/mock-api.ts', import.meta.url)), {
          env: { ...process.env, DATABASE_URL: scratch.url, REDIS_URL, BENCH_PORT: '0', BENCH_SECRET: secret },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        const port = await new Promise<number>((resolve, reject) => {
          child.once('message', (m) => resolve((m as { ready: number }).ready));
          child.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
        });
        return { child, base: `http://127.0.0.1:${port}/api` };
      }),
    );
    const ask = <T>(child: (typeof apis)[number]['child'], message: string) =>
      new Promise<T>((resolve) => {
        child.once('message', (m) => resolve(m as T));
        child.send(message);
      });
    const bases = apis.map((a) => a.base);
    const apiKey = ((await (await fetch(`${bases[0]}/public/current-api-key`)).json()) as { apiKey: string }).apiKey;

    // Warm each process's caches (the test, its paper, figures and key) as a running site has them: one start, one submit.
    const [warmId] = await startedAttempts(`bench-warm-${++run}`, 1, Date.now() + 3_600_000);
    for (const [k, base] of bases.entries()) {
      await fetch(`${base}/mocks/${test.slug}/start`, { headers: { 'x-api-key': apiKey } });
      const warm = await fetch(`${base}/mocks/${test.slug}/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey, authorization: `Bearer uid:bench-warm-${run}-0`, 'x-real-ip': `10.255.255.${k + 1}` },
        body: bodies[0].replace('__ATTEMPT__', warmId),
      });
      if (warm.status !== 200) throw new Error(`warm-up submit answered ${warm.status}: ${await warm.text()}`);
    }

    for (const scenario of SCENARIOS) {
      if (scenario === 'ranks') continue;
      const plan = PLANS[scenario];
      const n = Math.max(1, Math.round(plan.n * SCALE));
      const early = Math.max(1, Math.round(EARLY * Math.min(1, SCALE * 4)));
      const prefix = `bench-${scenario}-${++run}`;
      const t1 = performance.now();
      let requests: AspirantRequest[];
      let earlyRequests: AspirantRequest[];
      let check: () => Promise<string>;
      if (scenario === 'submits' || scenario === 'deadline') {
        // Every attempt ends at one deadline just after the last send (all on time, all ranked).
        const deadline = Date.now() + 60_000 + plan.seconds * 1000;
        const ids = await startedAttempts(prefix, n + early, deadline);
        const rankedBefore = await rankedCount();
        const asRequest = (i: number): AspirantRequest => ({ method: 'POST', path: `/mocks/${test.slug}/submit`, uid: `${prefix}-${i}`, body: i % SHEETS, attemptId: ids[i] });
        requests = Array.from({ length: n }, (_, i) => asRequest(i));
        earlyRequests = Array.from({ length: early }, (_, k) => asRequest(n + k));
        check = async () => {
          const [{ stored }] = await db.select({ stored: count() }).from(mockAttempts).where(and(inArray(mockAttempts.publicId, ids.slice(0, 30_000)), eq(mockAttempts.status, 'submitted')));
          const storedAll = ids.length > 30_000 ? (await db.select({ n: count() }).from(mockAttempts).where(and(sql`${mockAttempts.publicId} like ${`${prefix}-attempt-%`}`, eq(mockAttempts.status, 'submitted'))))[0].n : stored;
          const ranked = (await rankedCount()) - rankedBefore;
          const [{ histogramTotal }] = await db
            .select({ histogramTotal: sql<number>`sum(${mockScoreCounts.count})`.mapWith(Number) })
            .from(mockScoreCounts)
            .where(eq(mockScoreCounts.mockTestId, mockTestId));
          const total = await rankedCount();
          return `lost ${ids.length - storedAll} of ${ids.length.toLocaleString('en-US')} (stored once each: ${ranked.toLocaleString('en-US')} newly ranked; histogram ${histogramTotal === total ? 'equals' : 'DIFFERS FROM'} the ${total.toLocaleString('en-US')} ranked attempts)`;
        };
      } else if (scenario === 'starts') {
        // Registered aspirants starting the live test that is open now: each first start is live-ranked.
        const live = opening!;
        const who = Array.from({ length: n + early }, (_, i) => `${prefix}-${i}`);
        for (let i = 0; i < who.length; i += 5_000) await db.insert(users).values(who.slice(i, i + 5_000).map((u) => ({ uid: u })));
        await register(live.id, who);
        const asRequest = (i: number): AspirantRequest => ({
          method: 'POST',
          path: `/mocks/${live.slug}/start`,
          uid: who[i],
          body: LEAN_START,
          cdn: paperPath(live.slug, live.version),
        });
        requests = Array.from({ length: n }, (_, i) => asRequest(i));
        earlyRequests = Array.from({ length: early }, (_, k) => asRequest(n + k));
        check = async () => {
          const rows = rowsOf<{ users: number; attempts: number; live: number }>(
            await db.execute(
              sql`select count(distinct user_uid)::int as users, count(*)::int as attempts, count(*) filter (where live)::int as live
                  from mock_attempts where mock_test_id = ${live.id} and user_uid like ${`${prefix}-%`}`,
            ),
          );
          const { users: started, attempts, live: ranked } = rows[0];
          return `lost ${n + early - started} of ${(n + early).toLocaleString('en-US')} (attempts created ${attempts.toLocaleString('en-US')}: ${attempts - started} by a retry after a timed-out answer; live-ranked ${ranked.toLocaleString('en-US')}${ranked === started ? ', one per aspirant' : ' — NOT one per aspirant'})`;
        };
      } else {
        // The live test's participants open their own results (the review, its key through the CDN stand-in) with
        // the frozen results beside it; BENCH_RESULTS_PATH: another route, {id} and {slug} filled in.
        const live = published!;
        const path = (i: number) => RESULTS_PATH.replace('{id}', liveAttemptId(i % PARTICIPANTS)).replace('{slug}', live.slug);
        const asRequest = (i: number): AspirantRequest => ({ method: 'GET', path: path(i), uid: uid(i % PARTICIPANTS), cdn: `/mocks/${live.slug}/live/results` });
        requests = Array.from({ length: n }, (_, i) => asRequest(i));
        earlyRequests = Array.from({ length: early }, (_, k) => asRequest(PARTICIPANTS - 1 - k));
        check = async () => {
          const [frozen] = await db.select({ ranked: mockLiveResults.ranked }).from(mockLiveResults).where(eq(mockLiveResults.mockTestId, live.id));
          return `lost – (reads); frozen once: ${frozen ? `${frozen.ranked.toLocaleString('en-US')} ranked${frozen.ranked === PARTICIPANTS ? ', every participant' : ' — NOT every participant'}` : 'NOT FROZEN'}`;
        };
      }
      const prepSeconds = (performance.now() - t1) / 1000;
      await Promise.all(apis.map((a) => ask(a.child, 'reset')));
      const loadBefore = loadavg()[0];
      const pgBefore = await backendCpu();
      const pgSeen = new Map(pgBefore);
      const stopSampling = sampleBackends(pgSeen);
      const benchBefore = process.cpuUsage();
      const job: AspirantsJob = { bases, apiKey, early: earlyRequests, earlySeconds: 2, seconds: plan.seconds * SCALE_SECONDS, requests, bodies, fetchKey: scenario !== 'starts', edgeSockets: EDGE_SOCKETS };
      const wall0 = performance.now();
      const worker = new Worker(new URL('./bench/aspirants.ts', import.meta.url), { workerData: job });
      const report = await new Promise<AspirantsReport>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      await worker.terminate();
      const wallSeconds = (performance.now() - wall0) / 1000;
      const benchUsed = process.cpuUsage(benchBefore);
      stopSampling();
      for (const [pid, s] of await backendCpu()) pgSeen.set(pid, s);
      const pgSeconds = cpuSince(pgBefore, pgSeen);
      const stats = await Promise.all(apis.map((a) => ask<{ stats: Record<string, BatchStats>; cpuSeconds: number }>(a.child, 'stats')));
      const first = report.firstMs.sort((a, b) => a - b);
      const final = report.finalMs.sort((a, b) => a - b);
      const errors = (e: Record<string, number>) => (Object.keys(e).length ? Object.entries(e).map(([k, v]) => `${k}: ${v}`).join(', ') : 'none');
      const batches = new Map<string, BatchStats>();
      for (const { stats: byName } of stats)
        for (const [name, b] of Object.entries(byName)) {
          const into = batches.get(name) ?? { batches: 0, inputs: 0, totalMs: 0, maxMs: 0, refused: 0 };
          batches.set(name, { batches: into.batches + b.batches, inputs: into.inputs + b.inputs, totalMs: into.totalMs + b.totalMs, maxMs: Math.max(into.maxMs, b.maxMs), refused: into.refused + b.refused });
        }
      const label = `${scenario}: ${n.toLocaleString('en-US')} ${scenario === 'starts' ? 'starts' : scenario === 'results' ? 'result opens' : 'submits'} over ${job.seconds} s, API in ${processes} process${processes > 1 ? 'es' : ''}`;
      const lines = [
        label,
        `  done/s           ${(n / report.doneSeconds).toFixed(0)}   (last answered at ${report.doneSeconds.toFixed(1)} s; answer ${(report.answerBytes / 1024).toFixed(1)} kB; prepared in ${prepSeconds.toFixed(0)} s)`,
        `  first try        p50 ${ms(pct(first, 50))}, p95 ${ms(pct(first, 95))}, p99 ${ms(pct(first, 99))}, max ${ms(first.at(-1) ?? 0)}   (goal p99 ≤ ${plan.goalMs} ms)`,
        `  until 200        p99 ${ms(pct(final, 99))} (retries included; ${report.gaveUp} gave up after 10 tries)`,
        `  errors           first tries: ${errors(report.firstErrors)}; retries: ${errors(report.retryErrors)} (${report.retried} retried)`,
        `  ${await check()}`,
        ...[...batches].map(([name, b]) => `  batches          ${name}: ${b.batches} of ${(b.inputs / Math.max(1, b.batches)).toFixed(0)} on average, ${ms(b.totalMs / Math.max(1, b.batches))} each (max ${ms(b.maxMs)})${b.refused ? `, ${b.refused} refused (503)` : ''}`),
        `  API CPU          ${stats.map((s) => `${((100 * s.cpuSeconds) / wallSeconds).toFixed(0)}%`).join(' + ')} of a core over ${wallSeconds.toFixed(0)} s; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after, ${cpus().length} cores`,
        `  CPU per request  API ${ms((1000 * stats.reduce((t, s) => t + s.cpuSeconds, 0)) / (n + early))}, Postgres ${ms((1000 * pgSeconds) / (n + early))} (this database's client backends; autovacuum not counted), aspirants ${ms((1000 * (benchUsed.user + benchUsed.system)) / 1e6 / (n + early))} (the bench process; ${(n + early).toLocaleString('en-US')} requests with the ${early} early ones)`,
      ];
      if (report.cdnMs.length || Object.keys(report.cdnErrors).length) {
        const cdn = report.cdnMs.sort((a, b) => a - b);
        const pair = report.pairMs.sort((a, b) => a - b);
        const what = scenario === 'starts' ? 'paper' : 'results';
        lines.push(`  ${what} (CDN)${' '.repeat(Math.max(1, 11 - what.length))}p50 ${ms(pct(cdn, 50))}, p99 ${ms(pct(cdn, 99))} (${(report.cdnBytes / 1024).toFixed(1)} kB brotli; ${report.cdnOriginFetches} of ${cdn.length} reached the API; errors ${errors(report.cdnErrors)})`);
        lines.push(`  both answered    p50 ${ms(pct(pair, 50))}, p99 ${ms(pct(pair, 99))} (first try and the ${what} beside it: what the aspirant waits for)`);
      }
      if (report.keyMs.length) {
        const keys = report.keyMs.sort((a, b) => a - b);
        lines.push(`  key fetch        p50 ${ms(pct(keys, 50))}, p99 ${ms(pct(keys, 99))} (${(report.keyBytes / 1024).toFixed(1)} kB brotli; ${report.keyOriginFetches} of ${keys.length} reached the API)`);
      }
      if (TIMELINE) {
        const bySecond = new Map<number, number[]>();
        for (const [at, took] of report.timeline) {
          const step = Math.floor(at / TIMELINE);
          let all = bySecond.get(step);
          if (!all) bySecond.set(step, (all = []));
          all.push(took);
        }
        for (const [step, all] of [...bySecond].sort((a, b) => a[0] - b[0])) {
          all.sort((a, b) => a - b);
          lines.push(`    second ${+(step * TIMELINE).toFixed(3)}: ${all.length} sent, p50 ${ms(pct(all, 50))}, p99 ${ms(pct(all, 99))}`);
        }
      }
      for (const line of lines) log(line);
      log('');
    }

    if (process.env.BENCH_TRACE) for (const line of (await ask<{ trace: string[] }>(apis[0].child, 'trace')).trace) log(line);
    await Promise.all(
      apis.map(
        (a) =>
          new Promise((r) => {
            a.child.once('exit', r);
            a.child.send('stop');
          }),
      ),
    );
  }

  // ---------------------------------------------------------------- rank lookups
  if (SCENARIOS.includes('ranks')) {
    const lookups: number[] = [];
    const pick = new Rng(99);
    for (let i = 0; i < RANK_LOOKUPS; i++) {
      const score = scores[pick.int(0, scores.length - 1)];
      const t = performance.now();
      await histogramFigures(db, mockTestId, score);
      lookups.push(performance.now() - t);
    }
    lookups.sort((a, b) => a - b);
    let exact = 0;
    for (let i = 0; i < 20; i++) {
      const score = scores[pick.int(0, scores.length - 1)];
      const figures = await histogramFigures(db, mockTestId, score);
      const [brute] = await db
        .select({ higher: sql<number>`count(*) filter (where ${mockAttempts.score} > ${score})`.mapWith(Number), n: count() })
        .from(mockAttempts)
        .where(and(eq(mockAttempts.mockTestId, mockTestId), eq(mockAttempts.ranked, true)));
      if (brute.higher === figures.higher && brute.n === figures.n) exact++;
    }
    const ranked = await rankedCount();
    log(`ranks: rank lookup at ${ranked.toLocaleString('en-US')} ranked attempts (${RANK_LOOKUPS.toLocaleString('en-US')} lookups)`);
    log(`  p50 ${ms(pct(lookups, 50))}, p95 ${ms(pct(lookups, 95))} (goal ≤ 10 ms); exact ${exact} of 20 checked against a brute-force count`);
  }
} finally {
  await handle.close();
  if (process.env.BENCH_KEEP) log(`Kept the database: ${scratch.url}`);
  else await scratch.drop();
}
process.exit(process.exitCode ?? 0);
