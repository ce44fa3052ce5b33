/**
 * Server-issued mock attempts (issue 17): start, submit (scored once; a
 * ranked attempt enters the score histogram and the per-question queue in the
 * same transaction) and the folding of queued attempts into the per-question
 * figures.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts } from '../schema';
import { pgCode, UNIQUE_VIOLATION } from './errors';

export type AttemptRow = typeof mockAttempts.$inferSelect;

/** Histogram shards per score (see mock_score_counts). */
export const SCORE_SHARDS = 8;

export interface StartAttemptInput {
  publicId: string;
  mockTestId: number;
  userUid: string | null;
  startedAt: Date;
  deadlineAt: Date;
}

/**
 * Creates the attempt. A signed-in user's attempt is numbered among theirs and
 * may count for rank only if none of their attempts of the test was submitted
 * before it started (they have not seen the answer key).
 */
export async function startAttempt(db: Db, input: StartAttemptInput): Promise<AttemptRow> {
  const { userUid, mockTestId } = input;
  const mine = userUid ? and(eq(mockAttempts.userUid, userUid), eq(mockAttempts.mockTestId, mockTestId)) : undefined;
  const [row] = await db
    .insert(mockAttempts)
    .values({
      ...input,
      status: 'started',
      attemptNumber: mine ? sql`1 + (select count(*) from ${mockAttempts} where ${mine})` : 1,
      rankEligible: mine ? sql`not exists (select 1 from ${mockAttempts} where ${mine} and ${mockAttempts.status} = 'submitted')` : false,
    })
    .returning();
  return row;
}

export interface SubmitAttemptInput {
  id: number;
  mockTestId: number;
  clientAttemptId: string | null;
  answers: (number | null)[];
  timeSpent: number[];
  correct: number;
  wrong: number;
  unanswered: number;
  score: number;
  percentage: number;
  result: unknown;
  sectionScores: unknown;
  timeTakenSeconds: number;
  submittedAt: Date;
  late: boolean;
}

/**
 * Scores the attempt once: null when it was no longer 'started' (a concurrent
 * submit won; the caller answers with the stored figures). `ranked` when it
 * was rank-eligible, on time and the user has no ranked attempt of the test
 * yet (the partial unique index settles a race: the loser is stored unranked).
 */
export async function submitAttempt(db: Db, input: SubmitAttemptInput): Promise<AttemptRow | null> {
  try {
    return await submitOnce(db, input, true);
  } catch (err) {
    if (pgCode(err) !== UNIQUE_VIOLATION) throw err;
    return submitOnce(db, input, false);
  }
}

/**
 * One statement (one round trip, atomic without an explicit transaction):
 * score the attempt if it is still 'started', and when it is ranked count it
 * in the histogram and queue it for the per-question figures.
 */
async function submitOnce(db: Db, input: SubmitAttemptInput, mayRank: boolean): Promise<AttemptRow | null> {
  const rank = mayRank && !input.late;
  const json = (v: unknown) => JSON.stringify(v);
  const result = await db.execute(sql`
    with u as (
      update mock_attempts set
        status = 'submitted',
        client_attempt_id = ${input.clientAttemptId},
        answers = ${json(input.answers)}::jsonb,
        time_spent = ${json(input.timeSpent)}::jsonb,
        correct = ${input.correct},
        wrong = ${input.wrong},
        unanswered = ${input.unanswered},
        score = ${input.score},
        percentage = ${input.percentage},
        result = ${json(input.result)}::jsonb,
        section_scores = ${json(input.sectionScores)}::jsonb,
        time_taken_seconds = ${input.timeTakenSeconds},
        submitted_at = ${input.submittedAt.toISOString()}::timestamptz,
        late = ${input.late},
        ranked = ${rank} and mock_attempts.rank_eligible and not exists (
          select 1 from mock_attempts o where o.user_uid = mock_attempts.user_uid and o.mock_test_id = ${input.mockTestId} and o.ranked)
      where mock_attempts.id = ${input.id} and mock_attempts.status = 'started'
      returning *
    ),
    counted as (
      insert into mock_score_counts (mock_test_id, score, shard, count)
      select mock_test_id, score, (id % ${SCORE_SHARDS})::smallint, 1 from u where ranked
      on conflict (mock_test_id, score, shard) do update set count = mock_score_counts.count + 1
      returning 1
    ),
    queued as (insert into mock_stats_pending (attempt_id, mock_test_id) select id, mock_test_id from u where ranked returning 1)
    select u.*, (select count(*) from counted) as counted, (select count(*) from queued) as queued from u`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  return row ? attemptFromSql(row) : null;
}

const date = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(v as string));
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A raw mock_attempts row (snake_case, as `returning *` gives it) as drizzle's row type. */
function attemptFromSql(r: Record<string, unknown>): AttemptRow {
  return {
    id: Number(r.id),
    publicId: r.public_id as string,
    clientAttemptId: (r.client_attempt_id as string | null) ?? null,
    userUid: (r.user_uid as string | null) ?? null,
    mockTestId: Number(r.mock_test_id),
    status: r.status as AttemptRow['status'],
    attemptNumber: Number(r.attempt_number),
    rankEligible: Boolean(r.rank_eligible),
    answers: parsed(r.answers),
    timeSpent: parsed(r.time_spent),
    correct: r.correct === null ? null : Number(r.correct),
    wrong: r.wrong === null ? null : Number(r.wrong),
    unanswered: r.unanswered === null ? null : Number(r.unanswered),
    score: r.score === null ? null : Number(r.score),
    percentage: r.percentage === null ? null : Number(r.percentage),
    result: parsed(r.result),
    sectionScores: parsed(r.section_scores),
    timeTakenSeconds: r.time_taken_seconds === null ? null : Number(r.time_taken_seconds),
    startedAt: date(r.started_at)!,
    deadlineAt: date(r.deadline_at)!,
    submittedAt: date(r.submitted_at),
    late: Boolean(r.late),
    ranked: Boolean(r.ranked),
  };
}

/**
 * Folds the queued ranked attempts of a test into mock_question_stats (share
 * correct, total seconds per question) and mock_section_stats (sum and best
 * per section) in one statement. One refresher per
 * test at a time (advisory lock); another caller just reads the figures as
 * they are. Returns the number of attempts folded in, or null when busy.
 */
export async function refreshQuestionStats(db: Db, mockTestId: number, key: { ids: number[]; correct: number[] }): Promise<number | null> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(172017, ${mockTestId}) as ok`);
    if (!rowsOf<{ ok: boolean }>(lock)[0]?.ok) return null;
    const ids = `{${key.ids.join(',')}}`;
    const correct = `{${key.correct.join(',')}}`;
    const done = await tx.execute(sql`
      with done as (delete from mock_stats_pending where mock_test_id = ${mockTestId} returning attempt_id),
      folded as (
        insert into mock_question_stats (question_id, mock_test_id, attempts, correct, seconds)
        select k.qid, ${mockTestId}, count(*)::int,
               (count(*) filter (where (a.answers ->> (k.i - 1)::int)::int = k.c))::int,
               coalesce(sum((a.time_spent ->> (k.i - 1)::int)::int), 0)
        from done
        join mock_attempts a on a.id = done.attempt_id
        cross join unnest(${ids}::int[], ${correct}::int[]) with ordinality as k(qid, c, i)
        group by k.qid
        on conflict (question_id) do update set
          attempts = mock_question_stats.attempts + excluded.attempts,
          correct = mock_question_stats.correct + excluded.correct,
          seconds = mock_question_stats.seconds + excluded.seconds
        returning 1
      ),
      sections as (
        insert into mock_section_stats (mock_test_id, section_key, attempts, sum, best)
        select ${mockTestId}, coalesce(e ->> 'section_id', ''), count(*)::int, sum((e ->> 'score')::float8), max((e ->> 'score')::float8)
        from done
        join mock_attempts a on a.id = done.attempt_id
        cross join lateral jsonb_array_elements(coalesce(a.section_scores, '[]'::jsonb)) e
        group by 2
        on conflict (mock_test_id, section_key) do update set
          attempts = mock_section_stats.attempts + excluded.attempts,
          sum = mock_section_stats.sum + excluded.sum,
          best = greatest(mock_section_stats.best, excluded.best)
        returning 1
      )
      select (select count(*) from done)::int as n, (select count(*) from folded)::int as q, (select count(*) from sections)::int as s`);
    return rowsOf<{ n: number }>(done)[0]?.n ?? 0;
  });
}

/** Rows of a raw `execute` (node-postgres and PGlite answer with `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
