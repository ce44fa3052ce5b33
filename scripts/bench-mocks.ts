/**
 * `npm run bench:mocks`: the all-India moment of a mock test (issue 17).
 *
 * Needs the real Postgres and Redis: DATABASE_URL (a scratch database is
 * created next to it and dropped afterwards; BENCH_KEEP=1 keeps it) and
 * REDIS_URL (a private key prefix).
 *
 *  1. One full-length test (SSC CGL Tier 1: 4 sections × 25 questions, +2/−0.5)
 *     with BENCH_ATTEMPTS (100,000) ranked, submitted attempts from synthetic
 *     aspirants, with the score histogram and the per-question and section
 *     figures, as the seed writes them.
 *  2. BENCH_BURST (5,000) signed-in aspirants have attempts started an hour
 *     ago that all end at one shared deadline. BENCH_EARLY (250) others
 *     submit in the 2 s before it (an hour into a live test the API is warm:
 *     not measured). The burst's submits arrive spread evenly over
 *     BENCH_BURST_SECONDS (10) around the deadline (open loop: each is sent on
 *     schedule, whether or not the earlier ones have been answered), over
 *     HTTP to the API served in this process on 127.0.0.1, from a worker
 *     thread (scripts/bench/submit-burst.ts: the aspirants' side never shares
 *     the API's event loop). Each then fetches the answer key from its
 *     result's answerKeyUrl through a CDN stand-in. A failed send is retried
 *     (as the runner's queue does) up to 5 times. BENCH_TIMELINE=1 prints the
 *     latency of each second of the burst.
 *  3. Rank lookups: the histogram read the submit answer makes, at 100,000
 *     attempts, for 2,000 random scores; 20 of them checked against a
 *     brute-force count over the attempts.
 *
 * Prints submits/s, p50/p95/p99 latency of the first try, the key fetch,
 * errors, lost submits (never stored; must be 0) and rank-lookup p50/p95.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { openDb } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { SCORE_SHARDS } from '#db/mutations/mock-attempts.ts';
import { histogramFigures } from '#db/queries/mock-attempts.ts';
import { mockAttempts, mockCategories, mockQuestionStats, mockScoreCounts, mockSectionStats, users } from '#db/schema.ts';
import { createScratchDatabase } from '#db/scratch.ts';
import { insertAttempts, insertFullLengthTest, submittedAttemptRow } from '#db/seed/full-length-seed.ts';
import { generateAnswerSheets, generateSyntheticUsers, sscCglTier1FullLength } from '#db/seed/full-length/index.ts';
import { Rng } from '#db/seed/random.ts';
import { scoreAnswers, scoreSections } from '#core/mock/scoring.ts';
import type { BurstJob, BurstReport } from './bench/submit-burst';

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 100_000);
const BURST = Number(process.env.BENCH_BURST ?? 5_000);
/** Aspirants who submit in the 2 s before the deadline (they warm the API as an hour of a live test does); not measured. */
const EARLY = Number(process.env.BENCH_EARLY ?? 250);
const EARLY_SECONDS = 2;
const STARTED = BURST + Math.max(1, EARLY); // one more: the warm-up submit
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
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
  const burstUid = (i: number) => `bench-burst-${i}`;
  const userRows = [...Array.from({ length: ATTEMPTS }, (_, i) => uid(i)), ...Array.from({ length: STARTED }, (_, i) => burstUid(i))];
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

  // The burst's attempts: started an hour ago (server time), one shared deadline a moment from now.
  const deadline = Date.now() + 3_000;
  const burstIds = Array.from({ length: STARTED }, (_, i) => `bench-burst-attempt-${i}`);
  for (let i = 0; i < STARTED; i += 2_000) {
    await db.insert(mockAttempts).values(
      burstIds.slice(i, i + 2_000).map((publicId, k) => ({
        publicId,
        userUid: burstUid(i + k),
        mockTestId,
        status: 'started' as const,
        rankEligible: true,
        startedAt: new Date(deadline - test.timerMinutes * 60_000),
        deadlineAt: new Date(deadline),
      })),
    );
  }
  await db.execute(sql`analyze`);
  log(`Seeded ${ATTEMPTS.toLocaleString('en-US')} ranked attempts (${histogram.size} distinct scores) and ${STARTED.toLocaleString('en-US')} started ones in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);

  // ---------------------------------------------------------------- the API on loopback, in its own process
  const apiProcess = fork(fileURLToPath(new URL('./bench/mock-api.ts', import.meta.url)), {
    env: { ...process.env, DATABASE_URL: scratch.url, REDIS_URL },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    apiProcess.once('message', (m) => resolve((m as { ready: number }).ready));
    apiProcess.once('exit', (code) => reject(new Error(`the API process exited (${code})`)));
  });
  const ask = <T>(message: string) => new Promise<T>((resolve) => apiProcess.once('message', (m) => resolve(m as T)));
  const base = `http://127.0.0.1:${port}/api`;
  const apiKey = ((await (await fetch(`${base}/public/current-api-key`)).json()) as { apiKey: string }).apiKey;

  const submitBody = (i: number) =>
    JSON.stringify({
      attemptId: burstIds[i],
      answers: scored[i % SHEETS].sheet.answers,
      timeSpent: scored[i % SHEETS].timeSpent,
      clientAttemptId: `bench-client-${i}`,
      submittedAt: new Date(deadline).toISOString(),
    });

  // Warm the caches (the test, its paper, figures and key) as a running site has them: one aspirant's submit and key.
  await fetch(`${base}/mocks/${test.slug}/start`, { headers: { 'x-api-key': apiKey } });
  const warm = await fetch(`${base}/mocks/${test.slug}/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, authorization: `Bearer uid:${burstUid(STARTED - 1)}`, 'x-real-ip': '10.255.255.254' },
    body: submitBody(STARTED - 1),
  });
  if (warm.status !== 200) throw new Error(`warm-up submit answered ${warm.status}: ${await warm.text()}`);
  const warmKey = await fetch(`${base}${((await warm.json()) as { answerKeyUrl: string }).answerKeyUrl}`, { headers: { 'x-api-key': apiKey } });
  const keyRawBytes = (await warmKey.arrayBuffer()).byteLength;

  // ---------------------------------------------------------------- the burst (aspirants in a worker thread)
  const n = BURST;
  const aspirant = (i: number) => ({ attemptId: burstIds[i], uid: burstUid(i), body: submitBody(i) });
  const job: BurstJob = {
    base,
    apiKey,
    slug: test.slug,
    early: Array.from({ length: Math.max(0, EARLY - 1) }, (_, k) => aspirant(BURST + k)),
    earlySeconds: EARLY_SECONDS,
    seconds: BURST_SECONDS,
    aspirants: Array.from({ length: n }, (_, i) => aspirant(i)),
  };
  const worker = new Worker(new URL('./bench/submit-burst.ts', import.meta.url), { workerData: job });
  const burst = await new Promise<BurstReport>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const latencies = burst.submitMs.sort((a, b) => a - b);
  const keyLatencies = burst.keyMs.sort((a, b) => a - b);

  const [{ stored }] = await db
    .select({ stored: count() })
    .from(mockAttempts)
    .where(and(inArray(mockAttempts.publicId, burstIds), eq(mockAttempts.status, 'submitted')));
  const [{ rankedNow }] = await db.select({ rankedNow: count() }).from(mockAttempts).where(and(eq(mockAttempts.mockTestId, mockTestId), eq(mockAttempts.ranked, true)));
  const [{ histogramTotal }] = await db
    .select({ histogramTotal: sql<number>`sum(${mockScoreCounts.count})`.mapWith(Number) })
    .from(mockScoreCounts)
    .where(eq(mockScoreCounts.mockTestId, mockTestId));

  // ---------------------------------------------------------------- rank lookups
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

  if (process.env.BENCH_TRACE) {
    const traced = ask<{ trace: string[] }>('trace');
    apiProcess.send('trace');
    for (const line of (await traced).trace) log(line);
  }
  const stopped = new Promise((r) => apiProcess.once('exit', r));
  apiProcess.send('stop');
  await stopped;
  const lost = STARTED - stored;
  log('');
  log(`Burst: ${n.toLocaleString('en-US')} submits at one deadline, sent over ${BURST_SECONDS} s (after ${EARLY} early ones over ${EARLY_SECONDS} s, not measured), answered in ${burst.submitSeconds.toFixed(1)} s (keys fetched by ${burst.elapsedSeconds.toFixed(1)} s)`);
  log(`  submits/s        ${(n / burst.submitSeconds).toFixed(0)}   (answer ${(burst.submitBytes / 1024).toFixed(1)} kB each)`);
  log(`  latency p50      ${ms(pct(latencies, 50))}`);
  log(`  latency p95      ${ms(pct(latencies, 95))}`);
  log(`  latency p99      ${ms(pct(latencies, 99))}   (goal ≤ 250 ms)`);
  log(`  latency max      ${ms(latencies.at(-1) ?? 0)}`);
  if (process.env.BENCH_TIMELINE) {
    // p50 / p99 of the submits sent in each second of the burst.
    const bySecond = new Map<number, number[]>();
    for (const [at, took] of burst.timeline) bySecond.set(Math.floor(at), [...(bySecond.get(Math.floor(at)) ?? []), took]);
    for (const [second, all] of [...bySecond].sort((a, b) => a[0] - b[0])) {
      all.sort((a, b) => a - b);
      log(`    second ${second}: ${all.length} sent, p50 ${ms(pct(all, 50))}, p99 ${ms(pct(all, 99))}`);
    }
  }
  log(`  key fetch p50    ${ms(pct(keyLatencies, 50))}, p99 ${ms(pct(keyLatencies, 99))}   (${(burst.keyBytes / 1024).toFixed(1)} kB brotli of ${(keyRawBytes / 1024).toFixed(0)} kB; ${burst.keyOriginFetches} of ${keyLatencies.length} fetches reached the API, the rest the CDN stand-in)`);
  log(`  errors, retried  ${burst.errors}, ${burst.retried}${Object.keys(burst.kinds).length ? ` (${Object.entries(burst.kinds).map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`);
  log(`  load average     ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(', ')} on ${(await import('node:os')).cpus().length} cores`);
  log(`  lost             ${lost}   (goal 0: every started attempt of the burst is stored as submitted)`);
  log(`  ranked attempts  ${rankedNow.toLocaleString('en-US')} (histogram holds ${histogramTotal.toLocaleString('en-US')})`);
  log(`Rank lookup at ${rankedNow.toLocaleString('en-US')} ranked attempts (${RANK_LOOKUPS.toLocaleString('en-US')} lookups)`);
  log(`  p50              ${ms(pct(lookups, 50))}`);
  log(`  p95              ${ms(pct(lookups, 95))}   (goal ≤ 10 ms)`);
  log(`  exact            ${exact} of 20 checked against a brute-force count`);
} finally {
  await handle.close();
  if (process.env.BENCH_KEEP) log(`Kept the database: ${scratch.url}`);
  else await scratch.drop();
}
process.exit(process.exitCode ?? 0);
