/**
 * Server-issued mock attempts (issue 17): start, submit (scored once; a
 * ranked attempt enters the score histogram and the per-question queue in the
 * same transaction) and the folding of queued attempts into the per-question
 * figures.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts, questions } from '../schema';
import type { Tx } from './util';
import type { MockScore } from '#core/schemas/mock-attempt.ts';
import { attemptFromSql, type AttemptRow } from '../queries/attempt-row';
import { rowsOf } from '../queries/rows';
import { fixedCompensatorySql, profileCompensatorySql } from '../queries/users';
import type { HistogramFigures } from '../queries/mock-attempts';
import { pgCode, pgConstraint, UNIQUE_VIOLATION } from './errors';
import { asJsonb } from './jsonb-value';
import { retryTransient } from './transient';

export type { AttemptRow } from '../queries/attempt-row';

/** Histogram shards per score (see mock_score_counts). */
export const SCORE_SHARDS = 8;

export interface StartAttemptInput {
  publicId: string;
  mockTestId: number;
  userUid: string | null;
  startedAt: Date;
  deadlineAt: Date;
  /**
   * The deadline with compensatory time (issue 29): the attempt gets it when compensatory time applies (below).
   * Absent (seeds, benchmarks): no compensatory time.
   */
  extendedDeadlineAt?: Date;
}

/** What the start stored: whether compensatory time applies, and so which deadline. */
export interface StartedAttempt {
  compensatory: boolean;
  deadlineAt: Date;
}

/**
 * Whether a signed-in user's new attempt of a test gets compensatory time (issue 29), in SQL: fixed for a test by
 * the account's first attempt of it (whatever the profile says now), else the profile's users.compensatory_time.
 * Read in the start's own insert: no round trip, and the profile is never read for an existing attempt.
 */
export const compensatorySql = (userUid: SQL | string, mockTestId: SQL | number) =>
  sql`coalesce(${fixedCompensatorySql(userUid, mockTestId)}, ${profileCompensatorySql(userUid)}, false)`;

/** The insert's compensatory and deadline_at columns for an input (anonymous: never compensatory). */
export function compensatoryColumns(input: Pick<StartAttemptInput, 'userUid' | 'mockTestId' | 'deadlineAt' | 'extendedDeadlineAt'>) {
  if (!input.userUid || !input.extendedDeadlineAt) return { compensatory: false, deadlineAt: input.deadlineAt };
  const applies = compensatorySql(input.userUid, input.mockTestId);
  return {
    compensatory: applies,
    deadlineAt: sql`case when ${applies} then ${input.extendedDeadlineAt.toISOString()}::timestamptz else ${input.deadlineAt.toISOString()}::timestamptz end`,
  };
}

/**
 * Creates the attempt. A signed-in user's attempt is numbered among theirs and
 * may count for rank only if none of their attempts of the test was submitted
 * before it started (they have not seen the answer key).
 */
export async function startAttempt(db: Db, input: StartAttemptInput): Promise<AttemptRow> {
  const { userUid, mockTestId, extendedDeadlineAt: _extended, ...rest } = input;
  const mine = userUid ? and(eq(mockAttempts.userUid, userUid), eq(mockAttempts.mockTestId, mockTestId)) : undefined;
  const [row] = await db
    .insert(mockAttempts)
    .values({
      ...rest,
      userUid,
      mockTestId,
      ...compensatoryColumns(input),
      status: 'started',
      attemptNumber: mine ? sql`1 + (select count(*) from ${mockAttempts} where ${mine})` : 1,
      rankEligible: mine ? sql`not exists (select 1 from ${mockAttempts} where ${mine} and ${mockAttempts.status} = 'submitted')` : false,
    })
    .returning();
  return row;
}

/**
 * Starts many attempts in one statement (the opening of a live test: 100,000 starts in a minute, issue 28), each
 * numbered and judged rank-eligible as startAttempt does. A user named twice in one batch (two tabs) has the
 * later starts made after the batch, one by one, so their numbers count the earlier ones.
 */
export async function startAttempts(db: Db, all: StartAttemptInput[]): Promise<StartedAttempt[]> {
  const started = (row: Pick<AttemptRow, 'compensatory' | 'deadlineAt'>): StartedAttempt => ({ compensatory: row.compensatory, deadlineAt: row.deadlineAt });
  if (all.length === 1) return [started(await startAttempt(db, all[0]))];
  const seen = new Set<string>();
  const batch: StartAttemptInput[] = [];
  const later: StartAttemptInput[] = [];
  for (const input of all) {
    const who = input.userUid === null ? null : `${input.userUid}\u0000${input.mockTestId}`;
    if (who !== null && seen.has(who)) later.push(input);
    else {
      if (who !== null) seen.add(who);
      batch.push(input);
    }
  }
  const json = JSON.stringify(
    batch.map((i) => ({
      public_id: i.publicId,
      user_uid: i.userUid,
      mock_test_id: i.mockTestId,
      started_at: i.startedAt.toISOString(),
      deadline_at: i.deadlineAt.toISOString(),
      // No extended deadline given: never compensatory (null).
      extended_at: i.extendedDeadlineAt?.toISOString() ?? null,
    })),
  );
  // Compensatory time (issue 29): the account's first attempt of the test decides, else its profile; anonymous: no.
  const applies = sql`(x.user_uid is not null and x.extended_at is not null and ${compensatorySql(sql`x.user_uid`, sql`x.mock_test_id`)})`;
  const rows = rowsOf<{ public_id: string; compensatory: boolean | string; deadline_at: string | Date }>(
    await db.execute(sql`
    insert into mock_attempts (public_id, user_uid, mock_test_id, status, started_at, deadline_at, attempt_number, rank_eligible, compensatory)
    select x.public_id, x.user_uid, x.mock_test_id, 'started', x.started_at, case when c.applies then x.extended_at else x.deadline_at end,
      case when x.user_uid is null then 1
        else 1 + (select count(*) from mock_attempts a where a.user_uid = x.user_uid and a.mock_test_id = x.mock_test_id) end,
      x.user_uid is not null and not exists (
        select 1 from mock_attempts a where a.user_uid = x.user_uid and a.mock_test_id = x.mock_test_id and a.status = 'submitted'),
      c.applies
    from jsonb_to_recordset(${json}::jsonb) as x(public_id text, user_uid text, mock_test_id int, started_at timestamptz, deadline_at timestamptz, extended_at timestamptz)
    cross join lateral (select ${applies} as applies) c
    returning public_id, compensatory, deadline_at`),
  );
  const byId = new Map(rows.map((r) => [r.public_id, { compensatory: r.compensatory === true || r.compensatory === 't', deadlineAt: new Date(r.deadline_at) }]));
  const out = new Map<StartAttemptInput, StartedAttempt>();
  for (const input of batch) out.set(input, byId.get(input.publicId) ?? { compensatory: false, deadlineAt: input.deadlineAt });
  for (const input of later) out.set(input, started(await startAttempt(db, input)));
  return all.map((input) => out.get(input)!);
}

export interface ClaimedAttempt {
  publicId: string;
  /** joined: now the account's; yours: it was already; other_account: another account's, left alone; not_found: no such attempt. */
  outcome: 'joined' | 'yours' | 'other_account' | 'not_found';
}

/**
 * Joins a device's signed-out attempts to the account that signed in on it
 * (issue 26): only attempts with no owner are taken, in one statement; the
 * caller has checked each attempt's token. They keep their figures and stay
 * unranked; from now on the account's start and submit see them (a submitted
 * one means the account has seen the key: no later attempt of it is ranked).
 */
export async function claimAttempts(db: Db, uid: string, publicIds: string[]): Promise<ClaimedAttempt[]> {
  if (!publicIds.length) return [];
  const ids = sql.join(
    publicIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const raws = rowsOf<{ public_id: string; user_uid: string | null; joined: boolean | string }>(
    await db.execute(sql`
      with joined as (
        update mock_attempts set user_uid = ${uid}
        where public_id in (${ids}) and user_uid is null
        returning public_id
      )
      select a.public_id, coalesce(a.user_uid, ${uid}) as user_uid, (j.public_id is not null) as joined
      from mock_attempts a left join joined j on j.public_id = a.public_id
      where a.public_id in (${ids})`),
  );
  const found = new Map(raws.map((r) => [r.public_id, r]));
  return publicIds.map((publicId) => {
    const r = found.get(publicId);
    const outcome = !r ? 'not_found' : r.joined === true || r.joined === 't' ? 'joined' : r.user_uid === uid ? 'yours' : 'other_account';
    return { publicId, outcome };
  });
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
  /** Below the floor of core/mock/ranking.ts: scored, never ranked. */
  tooFast: boolean;
}

/** The columns of an attempt that hold its score (the submit, the seed and the benchmark store them alike). */
export function scoreColumns(result: MockScore) {
  return { correct: result.correct, wrong: result.wrong, unanswered: result.unanswered, score: result.score, percentage: result.percentage, result };
}

/** The stored attempt and the test's histogram figures including it (when ranked), read in the same statement. */
export interface SubmittedAttempt {
  row: AttemptRow;
  histogram: HistogramFigures;
}

/**
 * Scores the attempt once: null when it was no longer 'started' (a concurrent
 * submit won; the caller answers with the stored figures). `ranked` when it
 * was rank-eligible, on time and the user has no ranked attempt of the test
 * yet (the partial unique index settles a race: the loser is stored unranked).
 */
export async function submitAttempt(db: Db, input: SubmitAttemptInput, mayRank = true): Promise<SubmittedAttempt | null> {
  try {
    return (await retryTransient(() => submitBatch(db, [input], mayRank)))[0];
  } catch (err) {
    if (pgCode(err) !== UNIQUE_VIOLATION) throw err;
    // The client reused its clientAttemptId on another attempt: store this one without it.
    if (pgConstraint(err) === 'mock_attempts_client_idx' && input.clientAttemptId !== null) return submitAttempt(db, { ...input, clientAttemptId: null }, mayRank);
    if (!mayRank) throw err;
    return submitAttempt(db, input, false);
  }
}

/**
 * Scores many attempts in one statement (the deadline burst: one round trip,
 * one commit and one histogram read for all of them), each as submitAttempt
 * does. Answers in the order given: null for an attempt that was no longer
 * 'started'. When the statement fails (a reused clientAttemptId, two ranked
 * attempts of one user racing), nothing of it was written and each attempt is
 * submitted on its own, with submitAttempt's retries.
 */
export async function submitAttempts(db: Db, all: SubmitAttemptInput[]): Promise<(SubmittedAttempt | null)[]> {
  if (all.length === 1) return [await submitAttempt(db, all[0])];
  // The same attempt twice in one batch (two tabs): the first is written, the other answers as a replay (null).
  const first = new Map<number, SubmitAttemptInput>();
  for (const input of all) if (!first.has(input.id)) first.set(input.id, input);
  const inputs = [...first.values()];
  const done = new Map<SubmitAttemptInput, SubmittedAttempt | null>();
  try {
    (await retryTransient(() => submitBatch(db, inputs, true))).forEach((out, i) => done.set(inputs[i], out));
  } catch (err) {
    if (pgCode(err) !== UNIQUE_VIOLATION) throw err;
    for (const input of inputs) done.set(input, await submitAttempt(db, input));
  }
  return all.map((input) => (first.get(input.id) === input ? (done.get(input) ?? null) : null));
}

/**
 * One statement (one round trip, atomic without an explicit transaction) for
 * one attempt or many: score each attempt that is still 'started', count the
 * ranked ones in the histogram, queue them for the per-question figures, and
 * read the histogram for the answers. The read sees the statement's snapshot,
 * without this statement's own counts, which are added here: the figures of
 * each answer are those of the attempts stored when the statement commits.
 */
async function submitBatch(db: Db, inputs: SubmitAttemptInput[], mayRank: boolean): Promise<(SubmittedAttempt | null)[]> {
  const raws = rowsOf<Record<string, unknown>>(await db.execute(submitSql(inputs, mayRank)));
  const stored = new Map(raws.map((raw) => [Number(raw.id), raw]));
  // The histogram as the statement read it, per test: [test, score, count] rows (on the first row only).
  const histRaw = raws.find((r) => r.hist !== null && r.hist !== undefined)?.hist ?? [];
  const hist = (typeof histRaw === 'string' ? JSON.parse(histRaw) : histRaw) as [number, number, number][];
  const ranked = (id: number) => {
    const raw = stored.get(id);
    return raw !== undefined && (raw.ranked === true || raw.ranked === 't');
  };
  const standings = new Map<number, Standings>();
  const standingsOf = (test: number) => {
    let s = standings.get(test);
    if (!s) standings.set(test, (s = testStandings(hist, inputs, test, ranked)));
    return s;
  };
  return inputs.map((input) => {
    const raw = stored.get(input.id);
    if (!raw) return null;
    const { n, sum, topper, scores, above } = standingsOf(input.mockTestId);
    return { row: storedRow(raw, input), histogram: { higher: above[firstNotAbove(scores, input.score)], n, topper, sum } };
  });
}

/** A test's histogram with the batch's ranked attempts in it: the distinct scores high to low, and how many are above each. */
interface Standings {
  n: number;
  sum: number;
  topper: number | null;
  /** Distinct scores, highest first. */
  scores: number[];
  /** above[i]: the attempts with a score above scores[i]; above[scores.length]: all of them. */
  above: number[];
}

/**
 * Once per test and batch, not once per attempt: a batch of 30 over a histogram of 350 scores walked the histogram
 * (destructuring each row, an iterator per row) 30 times, a fifth of a submit's garbage (issue 28). The sum is added
 * in the same order as before (histogram rows, then the batch), so the average is the same to the last bit.
 */
function testStandings(hist: [number, number, number][], inputs: SubmitAttemptInput[], test: number, ranked: (id: number) => boolean): Standings {
  const counts = new Map<number, number>();
  let n = 0;
  let sum = 0;
  const count = (score: number, times: number) => {
    counts.set(score, (counts.get(score) ?? 0) + times);
    n += times;
    sum += score * times;
  };
  for (let i = 0; i < hist.length; i++) if (hist[i][0] === test) count(hist[i][1], hist[i][2]);
  for (let i = 0; i < inputs.length; i++) if (inputs[i].mockTestId === test && ranked(inputs[i].id)) count(inputs[i].score, 1);
  const scores = [...counts.keys()].sort((a, b) => b - a);
  const above = new Array<number>(scores.length + 1);
  above[0] = 0;
  for (let i = 0; i < scores.length; i++) above[i + 1] = above[i] + counts.get(scores[i])!;
  return { n, sum, topper: scores.length ? scores[0] : null, scores, above };
}

/** The index of the first score (highest first) that is not above `score`. */
function firstNotAbove(scores: number[], score: number): number {
  let lo = 0;
  let hi = scores.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (scores[mid] > score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The stored attempt: what the statement wrote (the input, its JSON as jsonb gives it back) over the columns it
 * did not write (returned by the statement). Equal to what `select *` reads now, without sending the answer
 * sheet, the times, the result and the section rows back and parsing them again (issue 28).
 */
function storedRow(raw: Record<string, unknown>, input: SubmitAttemptInput): AttemptRow {
  const kept = attemptFromSql(raw);
  return {
    ...kept,
    status: 'submitted',
    clientAttemptId: input.clientAttemptId,
    answers: asJsonb(input.answers) as AttemptRow['answers'],
    timeSpent: asJsonb(input.timeSpent) as AttemptRow['timeSpent'],
    correct: input.correct,
    wrong: input.wrong,
    unanswered: input.unanswered,
    score: input.score,
    percentage: input.percentage,
    result: asJsonb(input.result),
    sectionScores: asJsonb(input.sectionScores),
    timeTakenSeconds: input.timeTakenSeconds,
    submittedAt: input.submittedAt,
    late: input.late,
    tooFast: input.tooFast,
  };
}

/** submitBatch's statement (also run alone by scripts/bench/submit-sql.ts). */
export function submitSql(inputs: SubmitAttemptInput[], mayRank: boolean) {
  const json = JSON.stringify(
    inputs.map((i) => ({
      id: i.id,
      client_attempt_id: i.clientAttemptId,
      answers: i.answers,
      time_spent: i.timeSpent,
      correct: i.correct,
      wrong: i.wrong,
      unanswered: i.unanswered,
      score: i.score,
      percentage: i.percentage,
      result: i.result,
      section_scores: i.sectionScores,
      time_taken_seconds: i.timeTakenSeconds,
      submitted_at: i.submittedAt.toISOString(),
      late: i.late,
      too_fast: i.tooFast,
    })),
  );
  return sql`
    with x as (
      select * from jsonb_to_recordset(${json}::jsonb) as x(
        id int, client_attempt_id text, answers jsonb, time_spent jsonb, correct int, wrong int, unanswered int,
        score float8, percentage int, result jsonb, section_scores jsonb, time_taken_seconds int, submitted_at timestamptz, late boolean,
        too_fast boolean)
    ),
    u as (
      update mock_attempts set
        status = 'submitted',
        client_attempt_id = x.client_attempt_id,
        answers = x.answers,
        time_spent = x.time_spent,
        correct = x.correct,
        wrong = x.wrong,
        unanswered = x.unanswered,
        score = x.score,
        percentage = x.percentage,
        result = x.result,
        section_scores = x.section_scores,
        time_taken_seconds = x.time_taken_seconds,
        submitted_at = x.submitted_at,
        late = x.late,
        too_fast = x.too_fast,
        -- Any other submitted attempt of the account (its own, or one joined from a device) showed it the key:
        -- also one submitted after this one started (issue 26). A ranked one is submitted, so two parallel
        -- attempts still give one ranked (the first submitted; the partial unique index settles a tie).
        -- A live attempt is the exception: a live test shows no key before its results time, after every live
        -- deadline, so another tab's attempt submitted first does not cost it the rank (only it can be ranked).
        ranked = ${mayRank} and not x.late and not x.too_fast and mock_attempts.rank_eligible and (mock_attempts.live or not exists (
          select 1 from mock_attempts o where o.user_uid = mock_attempts.user_uid and o.mock_test_id = mock_attempts.mock_test_id
            and o.id <> mock_attempts.id and o.status = 'submitted'))
      from x
      where mock_attempts.id = x.id and mock_attempts.status = 'started'
      -- Only what the statement did not write (and the ranked verdict): the rest is the input (storedRow).
      returning mock_attempts.id, mock_attempts.public_id, mock_attempts.user_uid, mock_attempts.mock_test_id,
        mock_attempts.attempt_number, mock_attempts.rank_eligible, mock_attempts.started_at, mock_attempts.deadline_at,
        mock_attempts.closed_sections, mock_attempts.live, mock_attempts.compensatory, mock_attempts.ranked, mock_attempts.score
    ),
    counted as (
      insert into mock_score_counts (mock_test_id, score, shard, count)
      select mock_test_id, score, (id % ${SCORE_SHARDS})::smallint, count(*)::int from u where ranked group by 1, 2, 3
      -- One lock order for every batch: two batches in flight (or two API processes) upserting the same score rows in
      -- different orders deadlocked, and Postgres aborted a whole batch (issue 28: 200 submits answered 500).
      order by 1, 2, 3
      on conflict (mock_test_id, score, shard) do update set count = mock_score_counts.count + excluded.count
      returning 1
    ),
    queued as (insert into mock_stats_pending (attempt_id, mock_test_id) select id, mock_test_id from u where ranked returning 1),
    -- Materialized: inlined, Postgres aggregated the whole histogram again for every row of the answer (a nested
    -- loop; ~60 % of the statement's time at 60 submits) to keep it for the first row only.
    h as materialized (
      select coalesce(jsonb_agg(jsonb_build_array(s.mock_test_id, s.score, s.n)), '[]'::jsonb) as hist
      from (
        select c.mock_test_id, c.score, sum(c.count)::int as n from mock_score_counts c
        where c.mock_test_id in (select distinct mock_test_id from u) and c.count > 0
        group by 1, 2
      ) s
    )
    select u.id, u.public_id, u.user_uid, u.mock_test_id, u.attempt_number, u.rank_eligible, u.started_at, u.deadline_at,
           u.closed_sections, u.live, u.compensatory, u.ranked, case when row_number() over () = 1 then h.hist end as hist,
           (select count(*) from counted) as counted, (select count(*) from queued) as queued
    from u cross join h`;
}

/** The advisory lock class of a test's fold (with the test's id): one fold of a test at a time. */
const FOLD_LOCK = 172017;

/**
 * Folds the whole queue of a test inside the caller's transaction, waiting for a fold in flight: a live test's
 * freeze (issue 28), after which nothing of it is ranked, so its figures are final and exact in every process.
 * The key in paper order (by position), as the route passes it to refreshQuestionStats.
 */
export async function foldQueued(tx: Tx, mockTestId: number): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FOLD_LOCK}, ${mockTestId})`);
  const key = await tx
    .select({ id: questions.id, correct: questions.correctIndex })
    .from(questions)
    .where(eq(questions.mockTestId, mockTestId))
    .orderBy(asc(questions.position));
  const done = await tx.execute(foldSql(mockTestId, { ids: key.map((k) => k.id), correct: key.map((k) => k.correct) }));
  return rowsOf<{ n: number }>(done)[0]?.n ?? 0;
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
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}, ${mockTestId}) as ok`);
    if (!rowsOf<{ ok: boolean }>(lock)[0]?.ok) return null;
    const done = await tx.execute(foldSql(mockTestId, key));
    return rowsOf<{ n: number }>(done)[0]?.n ?? 0;
  });
}

/**
 * refreshQuestionStats's statement: folds every queued attempt of the test (also run alone by scripts/bench/fold-sql.ts).
 * Each attempt's answers and times are expanded once and summed per position; only the per-position sums (one row
 * per question) meet the key. (Until 2 Dec the key was joined inside each attempt's expansion, and Postgres flattened
 * that into a nested loop that expanded every attempt's arrays again for each question: 100 × 100 elements an
 * attempt, 3.4 ms of backend CPU per folded attempt, the most of a submit's Postgres time at a deadline.)
 */
export function foldSql(mockTestId: number, key: { ids: number[]; correct: number[] }) {
  const ids = `{${key.ids.join(',')}}`;
  const correct = `{${key.correct.join(',')}}`;
  return sql`
    with done as (delete from mock_stats_pending where mock_test_id = ${mockTestId} returning attempt_id),
    -- (A queued attempt always exists: the queue's rows go with their attempt, on delete cascade.)
    n as (select count(*)::int as attempts from done),
    -- Per position over all folded attempts: answered correctly (against the key's answer at that position) and seconds.
    per as (
      select e.i, (count(*) filter (where e.answer::int = (${correct}::int[])[e.i]))::int as correct, coalesce(sum(e.seconds::int), 0) as seconds
      from done
      join mock_attempts a on a.id = done.attempt_id
      cross join lateral rows from (
        jsonb_array_elements_text(case when jsonb_typeof(a.answers) = 'array' then a.answers end),
        jsonb_array_elements_text(case when jsonb_typeof(a.time_spent) = 'array' then a.time_spent end)
      ) with ordinality as e(answer, seconds, i)
      where e.i <= ${key.ids.length}
      group by e.i
    ),
    folded as (
      -- Every folded attempt counts for every question (an answer sheet shorter than the paper left the rest unanswered).
      insert into mock_question_stats (question_id, mock_test_id, attempts, correct, seconds)
      select k.qid, ${mockTestId}, n.attempts, coalesce(per.correct, 0), coalesce(per.seconds, 0)
      from unnest(${ids}::int[]) with ordinality as k(qid, i)
      cross join n
      left join per on per.i = k.i
      where n.attempts > 0
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
    select (select count(*) from done)::int as n, (select count(*) from folded)::int as q, (select count(*) from sections)::int as s`;
}
