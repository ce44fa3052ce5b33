/**
 * Server-issued mock attempts (issue 17): start, submit (scored once; a
 * ranked attempt enters the score histogram and the per-question queue in the
 * same transaction) and the folding of queued attempts into the per-question
 * figures.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts, mockScoreCounts, mockStatsPending } from '../schema';
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

function submitOnce(db: Db, input: SubmitAttemptInput, mayRank: boolean): Promise<AttemptRow | null> {
  const { id, mockTestId, ...values } = input;
  // Qualified by hand: drizzle may leave column names bare in an UPDATE, and a bare user_uid would mean o's.
  const other = sql`(select 1 from "mock_attempts" o where o.user_uid = "mock_attempts"."user_uid" and o.mock_test_id = ${mockTestId} and o.ranked)`;
  const ranked = mayRank && !input.late ? sql`"mock_attempts"."rank_eligible" and not exists ${other}` : sql`false`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(mockAttempts)
      .set({ ...values, status: 'submitted', ranked })
      .where(and(eq(mockAttempts.id, id), eq(mockAttempts.status, 'started')))
      .returning();
    if (!row) return null;
    if (row.ranked) {
      await tx
        .insert(mockScoreCounts)
        .values({ mockTestId, score: row.score!, shard: row.id % SCORE_SHARDS, count: 1 })
        .onConflictDoUpdate({ target: [mockScoreCounts.mockTestId, mockScoreCounts.score, mockScoreCounts.shard], set: { count: sql`${mockScoreCounts.count} + 1` } });
      await tx.insert(mockStatsPending).values({ attemptId: row.id, mockTestId });
    }
    return row;
  });
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
