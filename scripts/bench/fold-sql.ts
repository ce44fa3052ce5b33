/**
 * The per-question figures' fold alone (issue 28: what folding the queued
 * ranked attempts costs Postgres): `foldSql` (db/mutations/mock-attempts.ts)
 * on a seeded database, with N attempts queued in mock_stats_pending, inside a
 * transaction that is rolled back, so every round folds the same N. Prints per
 * N the client's time and the Postgres backend's CPU time (/proc, Postgres on
 * this machine) of the fold statement alone (the queueing insert is not
 * counted), per fold and per folded attempt, and with `--explain` one
 * EXPLAIN (ANALYZE, BUFFERS) per N.
 *
 *   BENCH_KEEP=1 npm run bench:mocks -- --scenario ranks --processes 1   # a kept database with 100,000 attempts
 *   npx tsx scripts/bench/fold-sql.ts <its url> [--queued 1000,10000,50000] [--rounds 3] [--explain] [--jit-off]
 */
import { parseArgs } from 'node:util';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { foldSql } from '#db/mutations/mock-attempts.ts';
import { procCpuSeconds } from './proc-cpu';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { queued: { type: 'string' }, rounds: { type: 'string' }, explain: { type: 'boolean' }, 'jit-off': { type: 'boolean' }, help: { type: 'boolean' } },
});
const url = positionals[0] ?? process.env.DATABASE_URL;
if (flags.help || !url) {
  console.log('usage: fold-sql.ts <database url> [--queued 1000,10000,50000] [--rounds 3] [--explain] [--jit-off]');
  process.exit(flags.help ? 0 : 2);
}
const QUEUED = (flags.queued ?? '1000,10000,50000').split(',').map(Number);
const ROUNDS = Number(flags.rounds ?? 3);

const dialect = new PgDialect();
const client = new pg.Client({ connectionString: url });
await client.connect();
if (flags['jit-off']) await client.query('set jit = off');
const pid = (await client.query('select pg_backend_pid() as pid')).rows[0].pid as number;

// The test with the most ranked attempts (the bench's), its key in paper order as the route passes it.
const [{ id: testId, ranked }] = (
  await client.query(`select mock_test_id as id, count(*)::int as ranked from mock_attempts where ranked group by 1 order by 2 desc limit 1`)
).rows;
const key = (await client.query(`select id, correct_index as c from questions where mock_test_id = $1 order by position`, [testId])).rows as { id: number; c: number }[];
const { sql: text, params } = dialect.sqlToQuery(foldSql(testId, { ids: key.map((k) => k.id), correct: key.map((k) => k.c) }));
console.log(`test ${testId}: ${key.length} questions, ${ranked.toLocaleString('en-US')} ranked attempts`);

/** Queues the first n ranked attempts (as n submits would have), in the open transaction. */
const queue = (n: number) =>
  client.query(
    `insert into mock_stats_pending (attempt_id, mock_test_id) select id, mock_test_id from mock_attempts where mock_test_id = $1 and ranked order by id limit $2 on conflict do nothing`,
    [testId, n],
  );

for (const n of QUEUED.filter((q) => q <= ranked)) {
  if (flags.explain) {
    await client.query('begin');
    await client.query('delete from mock_stats_pending where mock_test_id = $1', [testId]);
    await queue(n);
    await client.query('analyze mock_stats_pending');
    const plan = await client.query(`explain (analyze, buffers) ${text}`, params as unknown[]);
    await client.query('rollback');
    console.log(`fold of ${n}:\n${plan.rows.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}\n`);
  }
  const times: number[] = [];
  let cpu = 0;
  for (let r = 0; r < ROUNDS; r++) {
    await client.query('begin');
    await client.query('delete from mock_stats_pending where mock_test_id = $1', [testId]);
    await queue(n);
    const cpu0 = procCpuSeconds(pid);
    const t = performance.now();
    const res = await client.query(text, params as unknown[]);
    times.push(performance.now() - t);
    cpu += procCpuSeconds(pid) - cpu0;
    if (res.rows[0].n !== n) throw new Error(`folded ${res.rows[0].n}, queued ${n}`);
    await client.query('rollback');
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `fold of ${n.toLocaleString('en-US')} queued: client time median ${median.toFixed(0)} ms (${((1000 * median) / n).toFixed(1)} µs an attempt); backend CPU ${((1000 * cpu) / ROUNDS).toFixed(0)} ms a fold, ${((1e6 * cpu) / ROUNDS / n).toFixed(1)} µs a folded attempt (${ROUNDS} rounds)`,
  );
}
await client.end();
