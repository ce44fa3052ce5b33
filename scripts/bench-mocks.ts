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
 *     ago that all end at one shared deadline. Their submits arrive spread
 *     evenly over BENCH_BURST_SECONDS (10) around the deadline (open loop:
 *     each is sent on schedule, whether or not the earlier ones have been
 *     answered), over HTTP to the API served in this process on 127.0.0.1. A
 *     failed send is retried (as the runner's queue does) up to 5 times.
 *  3. Rank lookups: the histogram read the submit answer makes, at 100,000
 *     attempts, for 2,000 random scores; 20 of them checked against a
 *     brute-force count over the attempts.
 *
 * Prints submits/s, p50/p95/p99 latency of the first try, errors, lost
 * submits (never stored; must be 0) and rank-lookup p50/p95.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { createApiApp } from '#api/_app/app.ts';
import { openDb } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { SCORE_SHARDS } from '#db/mutations/mock-attempts.ts';
import { histogramFigures } from '#db/queries/mock-attempts.ts';
import { mockAttempts, mockCategories, mockQuestionStats, mockScoreCounts, mockSections, mockSectionStats, mockTests, questions, users } from '#db/schema.ts';
import { createScratchDatabase } from '#db/scratch.ts';
import { insertAttempts, submittedAttemptRow } from '#db/seed/full-length-seed.ts';
import { generateAnswerSheets, generateSyntheticUsers, sscCglTier1FullLength } from '#db/seed/full-length/index.ts';
import { Rng } from '#db/seed/random.ts';
import { markingOf, scoreAnswers, scoreSections, sectionIndexOf } from '#core/mock/scoring.ts';
import { createCache } from '#infra/cache/index.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 100_000);
const BURST = Number(process.env.BENCH_BURST ?? 5_000);
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
  const [row] = await db
    .insert(mockTests)
    .values({ slug: test.slug, name: test.name, description: test.description, categoryId: category.id, timerMinutes: test.timerMinutes })
    .returning();
  const sectionRows = await db
    .insert(mockSections)
    .values(test.sections.map((s, i) => ({ mockTestId: row.id, position: i, name: s.name, nameHi: s.nameHi, timeLimitMinutes: s.timeLimitMinutes, locked: s.locked, marksCorrect: s.marksCorrect, marksWrong: s.marksWrong })))
    .returning();
  sectionRows.sort((a, b) => a.position - b.position);
  const flat = test.sections.flatMap((s, si) => s.questions.map((q) => ({ q, sectionId: sectionRows[si].id })));
  const questionRows = (
    await db
      .insert(questions)
      .values(
        flat.map(({ q, sectionId }, i) => ({
          mockTestId: row.id,
          position: i + 1,
          sectionId,
          topic: q.topic,
          text: q.question,
          options: q.options,
          correctIndex: q.correct,
          explanations: q.explanations,
          textHi: q.questionHi,
          optionsHi: q.optionsHi,
          explanationsHi: q.explanationsHi,
        })),
      )
      .returning()
  ).sort((a, b) => a.position - b.position);
  const sections = sectionRows.map((s) => ({ id: s.id, name: s.name, name_hi: s.nameHi, marks_correct: s.marksCorrect, marks_wrong: s.marksWrong }));
  const perQuestion = flat.map(({ sectionId }) => ({ section_id: sectionId }));
  const marking = markingOf(sections, perQuestion, null);
  const sectionOf = sectionIndexOf(sections, perQuestion);
  const key = flat.map(({ q }) => q.correct);

  // ---------------------------------------------------------------- users and sheets
  const people = generateSyntheticUsers(SHEETS, rng.fork('people'));
  const sheets = generateAnswerSheets(test, people, rng.fork('sheets'));
  const uid = (i: number) => `bench-aspirant-${i}`;
  const burstUid = (i: number) => `bench-burst-${i}`;
  const userRows = [...Array.from({ length: ATTEMPTS }, (_, i) => uid(i)), ...Array.from({ length: BURST }, (_, i) => burstUid(i))];
  for (let i = 0; i < userRows.length; i += 5_000) {
    await db.insert(users).values(userRows.slice(i, i + 5_000).map((u, k) => ({ uid: u, displayName: people[(i + k) % SHEETS].displayName })));
  }

  // ---------------------------------------------------------------- 100,000 ranked attempts
  const histogram = new Map<number, number[]>();
  const qStats = key.map(() => ({ attempts: 0, correct: 0, seconds: 0 }));
  const sStats = sections.map((s) => ({ mockTestId: row.id, sectionKey: String(s.id), attempts: 0, sum: 0, best: -Infinity }));
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
    batch.push(submittedAttemptRow({ publicId: `bench-attempt-${i}`, userUid: uid(i), mockTestId: row.id, timerMinutes: test.timerMinutes }, sheet, timeSpent, result, sectionScores));
    if (batch.length === 2_000) {
      await insertAttempts(db, batch);
      batch = [];
    }
  }
  if (batch.length) await insertAttempts(db, batch);
  const countRows = [...histogram].flatMap(([score, shards]) => shards.flatMap((n, shard) => (n ? [{ mockTestId: row.id, score, shard, count: n }] : [])));
  for (let i = 0; i < countRows.length; i += 2_000) await db.insert(mockScoreCounts).values(countRows.slice(i, i + 2_000));
  await db.insert(mockQuestionStats).values(questionRows.map((q, i) => ({ questionId: q.id, mockTestId: row.id, ...qStats[i] })));
  await db.insert(mockSectionStats).values(sStats);

  // The burst's attempts: started an hour ago (server time), one shared deadline a moment from now.
  const deadline = Date.now() + 3_000;
  const burstIds = Array.from({ length: BURST }, (_, i) => `bench-burst-attempt-${i}`);
  for (let i = 0; i < BURST; i += 2_000) {
    await db.insert(mockAttempts).values(
      burstIds.slice(i, i + 2_000).map((publicId, k) => ({
        publicId,
        userUid: burstUid(i + k),
        mockTestId: row.id,
        status: 'started' as const,
        rankEligible: true,
        startedAt: new Date(deadline - test.timerMinutes * 60_000),
        deadlineAt: new Date(deadline),
      })),
    );
  }
  await db.execute(sql`analyze`);
  log(`Seeded ${ATTEMPTS.toLocaleString('en-US')} ranked attempts (${histogram.size} distinct scores) and ${BURST.toLocaleString('en-US')} started ones in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);

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

  // ---------------------------------------------------------------- the API on loopback
  const cache = createCache({ REDIS_URL }, { keyPrefix: `bench-mocks:${randomBytes(4).toString('hex')}:`, logger: { info() {}, warn() {} } });
  const api = createApiApp(async () => ({
    db,
    cache,
    // Each aspirant is its own client, named in x-real-ip as a platform's edge would (issue 16: trusted only when configured).
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: scratch.url, REDIS_URL, TRUSTED_IP_HEADER: 'x-real-ip' }),
    log: createLogger('silent'),
    requestRebuild: () => {},
    verifyIdToken: async (token: string) => (token.startsWith('uid:') ? { uid: token.slice(4) } : null),
  }));
  const server = serve({ fetch: new Hono().route('/api', api).fetch, hostname: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 4431) });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const apiKey = ((await (await fetch(`${base}/public/current-api-key`)).json()) as { apiKey: string }).apiKey;

  let ip = 0;
  const send = (i: number) =>
    fetch(`${base}/mocks/${test.slug}/submit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': apiKey,
        authorization: `Bearer uid:${burstUid(i)}`,
        'x-real-ip': `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      },
      body: JSON.stringify({
        attemptId: burstIds[i],
        answers: scored[i % SHEETS].sheet.answers,
        timeSpent: scored[i % SHEETS].timeSpent,
        clientAttemptId: `bench-client-${i}`,
        submittedAt: new Date(deadline).toISOString(),
      }),
    });

  // Warm the caches (the test, its paper and figures) as a running site has them.
  await fetch(`${base}/mocks/${test.slug}/start`, { headers: { 'x-api-key': apiKey } });
  const warm = await send(BURST - 1);
  if (warm.status !== 200) throw new Error(`warm-up submit answered ${warm.status}: ${await warm.text()}`);
  const warmBytes = (await warm.arrayBuffer()).byteLength;

  // ---------------------------------------------------------------- the burst
  const n = BURST - 1;
  const latencies: number[] = [];
  let errors = 0;
  let retried = 0;
  const kinds = new Map<string, number>();
  const kind = (k: string) => kinds.set(k, (kinds.get(k) ?? 0) + 1);
  const started = performance.now();
  const wait = (until: number) => new Promise((r) => setTimeout(r, Math.max(0, until - performance.now())));
  const one = async (i: number) => {
    await wait(started + (i * BURST_SECONDS * 1000) / n);
    for (let tries = 0; tries < 6; tries++) {
      const t = performance.now();
      try {
        const res = await send(i);
        await res.arrayBuffer();
        if (tries === 0) latencies.push(performance.now() - t);
        if (res.status === 200) return;
        errors++;
        kind(`HTTP ${res.status}`);
      } catch (err) {
        kind(((err as Error).cause as Error | undefined)?.message ?? (err as Error).message);
        if (tries === 0) latencies.push(performance.now() - t);
        errors++;
      }
      retried++;
      await new Promise((r) => setTimeout(r, 200 * 2 ** tries));
    }
  };
  await Promise.all(Array.from({ length: n }, (_, i) => one(i)));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  const [{ stored }] = await db
    .select({ stored: count() })
    .from(mockAttempts)
    .where(and(inArray(mockAttempts.publicId, burstIds), eq(mockAttempts.status, 'submitted')));
  const [{ rankedNow }] = await db.select({ rankedNow: count() }).from(mockAttempts).where(and(eq(mockAttempts.mockTestId, row.id), eq(mockAttempts.ranked, true)));
  const [{ histogramTotal }] = await db
    .select({ histogramTotal: sql<number>`sum(${mockScoreCounts.count})`.mapWith(Number) })
    .from(mockScoreCounts)
    .where(eq(mockScoreCounts.mockTestId, row.id));

  // ---------------------------------------------------------------- rank lookups
  const lookups: number[] = [];
  const pick = new Rng(99);
  for (let i = 0; i < RANK_LOOKUPS; i++) {
    const score = scores[pick.int(0, scores.length - 1)];
    const t = performance.now();
    await histogramFigures(db, row.id, score);
    lookups.push(performance.now() - t);
  }
  lookups.sort((a, b) => a - b);
  let exact = 0;
  for (let i = 0; i < 20; i++) {
    const score = scores[pick.int(0, scores.length - 1)];
    const figures = await histogramFigures(db, row.id, score);
    const [brute] = await db
      .select({ higher: sql<number>`count(*) filter (where ${mockAttempts.score} > ${score})`.mapWith(Number), n: count() })
      .from(mockAttempts)
      .where(and(eq(mockAttempts.mockTestId, row.id), eq(mockAttempts.ranked, true)));
    if (brute.higher === figures.higher && brute.n === figures.n) exact++;
  }

  if (process.env.BENCH_TRACE) for (const [k, v] of [...trace].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) log(`${v.n}\t${(v.ms / v.n).toFixed(1)} ms\t${k}`);
  server.close();
  const lost = BURST - stored;
  log('');
  log(`Burst: ${n.toLocaleString('en-US')} submits at one deadline, sent over ${BURST_SECONDS} s (plus 1 warm-up), done in ${elapsed.toFixed(1)} s`);
  log(`  submits/s        ${(n / elapsed).toFixed(0)}   (answer ${(warmBytes / 1024).toFixed(0)} kB each: the key with explanations in two languages)`);
  log(`  latency p50      ${ms(pct(latencies, 50))}`);
  log(`  latency p95      ${ms(pct(latencies, 95))}`);
  log(`  latency p99      ${ms(pct(latencies, 99))}   (goal ≤ 250 ms)`);
  log(`  latency max      ${ms(latencies.at(-1) ?? 0)}`);
  log(`  errors, retried  ${errors}, ${retried}${kinds.size ? ` (${[...kinds].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`);
  log(`  load average     ${(await import('node:os')).loadavg().map((l) => l.toFixed(1)).join(', ')} on ${(await import('node:os')).cpus().length} cores`);
  log(`  lost             ${lost}   (goal 0: every started attempt of the burst is stored as submitted)`);
  log(`  ranked attempts  ${rankedNow.toLocaleString('en-US')} (histogram holds ${histogramTotal.toLocaleString('en-US')})`);
  log(`Rank lookup at ${rankedNow.toLocaleString('en-US')} ranked attempts (${RANK_LOOKUPS.toLocaleString('en-US')} lookups)`);
  log(`  p50              ${ms(pct(lookups, 50))}`);
  log(`  p95              ${ms(pct(lookups, 95))}   (goal ≤ 10 ms)`);
  log(`  exact            ${exact} of 20 checked against a brute-force count`);
  await cache.close?.();
} finally {
  await handle.close();
  if (process.env.BENCH_KEEP) log(`Kept the database: ${scratch.url}`);
  else await scratch.drop();
}
process.exit(process.exitCode ?? 0);
