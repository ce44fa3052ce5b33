/**
 * The submit's two batch statements on a seeded database (issue 28: what a
 * submit costs Postgres): the attempt read (`findAttempts`) and the write
 * (`submitSql`, db/mutations/mock-attempts.ts), each run ROUNDS times on the
 * same data inside a transaction that is rolled back, so every round sees the
 * same table. Prints per statement the client's time (parse, plan, execute,
 * the rows sent back) and the Postgres backend's CPU time (/proc, Postgres on
 * this machine), and with `--explain` one EXPLAIN (ANALYZE, BUFFERS).
 *
 *   BENCH_KEEP=1 npm run bench:mocks -- --scenario ranks --processes 1   # a kept database with 100,000 attempts
 *   npx tsx scripts/bench/submit-sql.ts <its url> [--batch 60] [--rounds 200] [--explain]
 *
 * Run it alternately from the old and the new code on the same database to
 * compare (the ratio, not the absolute time, on a shared machine).
 */
import { parseArgs } from 'node:util';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { findAttemptsSql } from '#db/queries/mock-attempts.ts';
import { submitSql, type SubmitAttemptInput } from '#db/mutations/mock-attempts.ts';
import { procCpuSeconds } from './proc-cpu';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { batch: { type: 'string' }, rounds: { type: 'string' }, explain: { type: 'boolean' } },
});
const url = positionals[0] ?? process.env.DATABASE_URL;
if (!url) throw new Error('usage: submit-sql.ts <database url> [--batch 60] [--rounds 200] [--explain]');
const BATCH = Number(flags.batch ?? 60);
const ROUNDS = Number(flags.rounds ?? 200);

const dialect = new PgDialect();
const client = new pg.Client({ connectionString: url });
await client.connect();
const q = (s: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(s);
  return client.query(text, params as unknown[]);
};
const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number;

// BATCH started attempts of fresh users (made once, kept), and as many submitted sheets to submit them with.
const [{ id: testId, timer }] = (await client.query(`select id, timer_minutes as timer from mock_tests order by id limit 1`)).rows;
const prefix = 'sql-bench';
const have = Number((await client.query(`select count(*) as n from mock_attempts where public_id like '${prefix}-%'`)).rows[0].n);
if (have < BATCH) {
  await client.query(`insert into users (uid) select '${prefix}-' || i from generate_series(${have}, ${BATCH - 1}) i on conflict do nothing`);
  await client.query(
    `insert into mock_attempts (public_id, user_uid, mock_test_id, status, rank_eligible, started_at, deadline_at)
     select '${prefix}-attempt-' || i, '${prefix}-' || i, $1, 'started', true, now() - interval '1 hour', now() + interval '1 day'
     from generate_series(${have}, ${BATCH - 1}) i`,
    [testId],
  );
  await client.query('analyze mock_attempts');
}
const started = (
  await client.query(`select id, public_id from mock_attempts where public_id like '${prefix}-attempt-%' and status = 'started' order by id limit $1`, [BATCH])
).rows as { id: number; public_id: string }[];
const sheets = (
  await client.query(
    `select answers, time_spent, correct, wrong, unanswered, score, percentage, result, section_scores, time_taken_seconds
     from mock_attempts where mock_test_id = $1 and status = 'submitted' order by id limit $2`,
    [testId, BATCH],
  )
).rows;
const inputs: SubmitAttemptInput[] = started.map((a, i) => {
  const s = sheets[i % sheets.length];
  return {
    id: a.id,
    mockTestId: testId,
    clientAttemptId: `sql-bench-client-${i}`,
    answers: s.answers,
    timeSpent: s.time_spent,
    correct: s.correct,
    wrong: s.wrong,
    unanswered: s.unanswered,
    score: s.score,
    percentage: s.percentage,
    result: s.result,
    sectionScores: s.section_scores,
    timeTakenSeconds: Math.min(timer * 60, s.time_taken_seconds),
    submittedAt: new Date(),
    late: false,
    tooFast: false,
  };
});
const statements: [string, SQL][] = [
  [`attempt read of ${BATCH}`, findAttemptsSql(started.map((a) => a.public_id))],
  [`submit write of ${BATCH}`, submitSql(inputs, true)],
];

for (const [name, statement] of statements) {
  if (flags.explain) {
    await client.query('begin');
    const { sql: text, params } = dialect.sqlToQuery(statement);
    const plan = await client.query(`explain (analyze, buffers, verbose off) ${text}`, params as unknown[]);
    await client.query('rollback');
    console.log(`${name}:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}\n`);
  }
  const times: number[] = [];
  let rows = 0;
  let bytes = 0;
  const cpu0 = procCpuSeconds(pid);
  for (let r = 0; r < ROUNDS; r++) {
    await client.query('begin');
    const t = performance.now();
    const res = await q(statement);
    times.push(performance.now() - t);
    rows = res.rowCount ?? res.rows.length;
    bytes = JSON.stringify(res.rows).length;
    await client.query('rollback');
  }
  const cpu = procCpuSeconds(pid) - cpu0;
  times.sort((a, b) => a - b);
  const p = (x: number) => times[Math.min(times.length - 1, Math.floor(x * times.length))].toFixed(2);
  console.log(
    `${name}: client time p10 ${p(0.1)} ms, p50 ${p(0.5)} ms, p90 ${p(0.9)} ms; backend CPU ${((1000 * cpu) / ROUNDS).toFixed(2)} ms a statement (${ROUNDS} rounds, begin/rollback included); ${rows} rows back, ~${(bytes / 1024).toFixed(1)} kB as JSON`,
  );
}
await q(sql`select 1`);
await client.end();
