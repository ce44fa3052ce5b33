/**
 * Live tests (issue 28): the admin's schedule, registrations, the starts of
 * attempts of a live test (many in one statement), and the freeze of its results (once: the primary
 * key of mock_live_results settles two instances racing). Rules:
 * core/mock/live.ts; docs/mock-tests.md, "Live tests".
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts, mockLiveRegistrations, mockLiveResults, mockTests, users } from '../schema';
import { rowsOf } from '../queries/rows';
import { refuseIfPractice } from './practice';
import { frozenOf, type FrozenResults } from '../queries/live-tests';
import { ANONYMOUS_NAME, normalizeName } from '#core/names.ts';
import type { LiveSchedule } from '#core/schemas/live-test.ts';
import { conflict, invalid, notFound } from './errors';
import { compensatorySql, foldQueued, type StartAttemptInput } from './mock-attempts';

/** Entries of the frozen leaderboard. */
export const LIVE_LEADERBOARD_SIZE = 50;

/**
 * Sets (or clears, null) a test's schedule. Refused once the test has any attempt: an always-open test's key may
 * already be out, and a live test's attempts were started under its schedule.
 */
export async function setLiveSchedule(
  db: Db,
  mockTestId: number,
  schedule: LiveSchedule | null,
  /** The schedule's rule against the test's timer (core/mock/live.ts): a problem is refused as invalid, naming the field. */
  check: (timerMinutes: number) => { field: string; message: string } | null,
): Promise<{ id: number; slug: string; timer: number }> {
  return db.transaction(async (tx) => {
    const [test] = await tx
      .select({ id: mockTests.id, slug: mockTests.slug, timer: mockTests.timerMinutes })
      .from(mockTests)
      .where(eq(mockTests.id, mockTestId))
      .for('update');
    if (!test) throw notFound('Mock test', mockTestId);
    if (schedule) await refuseIfPractice(tx, mockTestId, 'a live test');
    const problem = check(test.timer);
    if (problem) throw invalid(`schedule.${problem.field}`, problem.message);
    const [used] = await tx.select({ id: mockAttempts.id }).from(mockAttempts).where(eq(mockAttempts.mockTestId, mockTestId)).limit(1);
    if (used)
      throw conflict(
        'LIVE_HAS_ATTEMPTS',
        'This test already has attempts, so its schedule can no longer change (its answer key may be out): import it as a new test and schedule that one',
      );
    await tx
      .update(mockTests)
      .set({
        liveOpensAt: schedule ? new Date(schedule.opensAt) : null,
        liveLastStartAt: schedule ? new Date(schedule.lastStartAt) : null,
        liveResultsAt: schedule ? new Date(schedule.resultsAt) : null,
        updatedAt: sql`now()`,
      })
      .where(eq(mockTests.id, mockTestId));
    // A freeze of an earlier schedule (results time passed with no attempts) does not hold for the new one.
    await tx.delete(mockLiveResults).where(eq(mockLiveResults.mockTestId, mockTestId));
    return test;
  });
}

/** Registers the account (idempotent). */
export async function registerForLive(db: Db, mockTestId: number, uid: string, now: Date): Promise<void> {
  await db.insert(mockLiveRegistrations).values({ mockTestId, userUid: uid, createdAt: now }).onConflictDoNothing();
}

/** A start of a live test: `inWindow` = started between opensAt and lastStartAt. */
export interface LiveStartInput extends StartAttemptInput {
  inWindow: boolean;
}

/** How a live start counts: live-ranked, and (for the reason when not) whether the account is registered; the deadline it got. */
export interface LiveStarted {
  live: boolean;
  registered: boolean;
  /** Compensatory time (issue 29) as the insert decided it, and so the deadline. */
  compensatory: boolean;
  deadlineAt: Date;
}

const truthy = (v: boolean | string | null) => v === true || v === 't' || v === 'true';

/**
 * Starts attempts of live tests in one statement (the opening: 100,000 starts in a minute, coalesced like
 * startAttempts). An attempt is live-ranked (live, rank_eligible) when the account is signed in, registered, in the
 * window and has no other attempt of the test — decided in the insert itself; every other attempt of a live test is
 * never ranked. An account named twice in one batch (two tabs) has its later starts made after the batch, one by
 * one, so they see the first (numbered after it, not live). Two starts of one account racing in different
 * statements may both be marked; the submit then ranks only the first submitted (the rule of mock-attempts and the
 * partial unique index mock_attempts_one_ranked_idx). An account entitled to compensatory time (issue 29) gets the
 * extended deadline as on any test (the same SQL as startAttempts). Answers in the order of `all`.
 */
export async function startLiveAttempts(db: Db, all: LiveStartInput[]): Promise<LiveStarted[]> {
  const out: LiveStarted[] = new Array(all.length);
  const seen = new Set<string>();
  const batch: number[] = [];
  const later: number[] = [];
  all.forEach((input, i) => {
    const who = input.userUid === null ? null : `${input.userUid}\u0000${input.mockTestId}`;
    if (who !== null && seen.has(who)) later.push(i);
    else {
      if (who !== null) seen.add(who);
      batch.push(i);
    }
  });
  const write = async (indexes: number[]) => {
    const json = JSON.stringify(
      indexes.map((i) => {
        const x = all[i];
        return {
          public_id: x.publicId,
          user_uid: x.userUid,
          mock_test_id: x.mockTestId,
          started_at: x.startedAt.toISOString(),
          deadline_at: x.deadlineAt.toISOString(),
          // No extended deadline given: never compensatory (null).
          extended_at: x.extendedDeadlineAt?.toISOString() ?? null,
          in_window: x.inWindow,
        };
      }),
    );
    const applies = sql`(x.user_uid is not null and x.extended_at is not null and ${compensatorySql(sql`x.user_uid`, sql`x.mock_test_id`)})`;
    const rows = rowsOf<{ public_id: string; live: boolean | string; registered: boolean | string; compensatory: boolean | string; deadline_at: string | Date }>(
      await db.execute(sql`
        with x as (
          select x.*,
            x.user_uid is not null and exists (
              select 1 from mock_live_registrations r where r.mock_test_id = x.mock_test_id and r.user_uid = x.user_uid) as registered,
            (select count(*) from mock_attempts a where x.user_uid is not null and a.user_uid = x.user_uid and a.mock_test_id = x.mock_test_id) as earlier
          from jsonb_to_recordset(${json}::jsonb)
            as x(public_id text, user_uid text, mock_test_id int, started_at timestamptz, deadline_at timestamptz, extended_at timestamptz, in_window boolean)
        ), made as (
          insert into mock_attempts (public_id, user_uid, mock_test_id, status, started_at, deadline_at, attempt_number, live, rank_eligible, compensatory)
          select x.public_id, x.user_uid, x.mock_test_id, 'started', x.started_at, case when c.applies then x.extended_at else x.deadline_at end, 1 + x.earlier,
            x.registered and x.in_window and x.earlier = 0, x.registered and x.in_window and x.earlier = 0, c.applies
          from x cross join lateral (select ${applies} as applies) c
          returning public_id, live, compensatory, deadline_at
        )
        select made.public_id, made.live, made.compensatory, made.deadline_at, x.registered from made join x on x.public_id = made.public_id`),
    );
    const byId = new Map(rows.map((r) => [r.public_id, r]));
    for (const i of indexes) {
      const row = byId.get(all[i].publicId);
      if (!row) throw new Error(`live start ${all[i].publicId} was not stored`);
      out[i] = { live: truthy(row.live), registered: truthy(row.registered), compensatory: truthy(row.compensatory), deadlineAt: new Date(row.deadline_at) };
    }
  };
  if (batch.length) await write(batch);
  for (const i of later) await write([i]);
  return out;
}

/**
 * Freezes the results once, at (or after) the results time. In one transaction: live attempts still not submitted lose
 * their eligibility (no submit can be on time any more: resultsAt ≥ the last deadline + grace) — the update waits for a
 * submit in flight on such a row, and a submit after it sees the row as not eligible — then the live-ranked scores,
 * the histogram and the top of the leaderboard are stored. A second call (another instance, a retry) stores nothing
 * and answers what the first stored.
 */
export async function freezeLiveResults(db: Db, mockTestId: number, resultsAt: Date, now: Date): Promise<FrozenResults> {
  return db.transaction(async (tx) => {
    // One freeze at a time per test across instances: a second waits here, then finds the first one's results.
    await tx.execute(sql`select pg_advisory_xact_lock(172028, ${mockTestId})`);
    const [done] = await tx.select().from(mockLiveResults).where(eq(mockLiveResults.mockTestId, mockTestId));
    if (done) return frozenOf(done);
    await tx
      .update(mockAttempts)
      .set({ rankEligible: false })
      .where(and(eq(mockAttempts.mockTestId, mockTestId), eq(mockAttempts.status, 'started'), eq(mockAttempts.rankEligible, true)));
    // The per-question figures' queue too (submits before the results time ask for no figures, so its tail is still
    // queued): from here nothing of the test is ranked, so its figures are final, and exact wherever they are shown.
    await foldQueued(tx, mockTestId);
    const ranked = and(eq(mockAttempts.mockTestId, mockTestId), eq(mockAttempts.ranked, true));
    const histogram = await tx
      .select({ score: mockAttempts.score, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(mockAttempts)
      .where(ranked)
      .groupBy(mockAttempts.score)
      .orderBy(sql`${mockAttempts.score} desc`);
    const top = await tx
      .select({ score: mockAttempts.score, time: mockAttempts.timeTakenSeconds, name: users.displayName, hide: users.hideName })
      .from(mockAttempts)
      .innerJoin(users, eq(users.uid, mockAttempts.userUid))
      .where(ranked)
      .orderBy(sql`${mockAttempts.score} desc`, mockAttempts.timeTakenSeconds, mockAttempts.id)
      .limit(LIVE_LEADERBOARD_SIZE);
    const hist: [number, number][] = histogram.map((h) => [Number(h.score ?? 0), h.n]);
    const higherThan = (score: number) => hist.reduce((n, [s, c]) => (s > score ? n + c : n), 0);
    const leaderboard = top.map((r) => ({
      rank: higherThan(Number(r.score ?? 0)) + 1,
      name: (!r.hide && normalizeName(r.name)) || ANONYMOUS_NAME,
      score: Number(r.score ?? 0),
      timeTakenSeconds: r.time ?? 0,
    }));
    const [stored] = await tx
      .insert(mockLiveResults)
      .values({ mockTestId, resultsAt, frozenAt: now, ranked: hist.reduce((n, [, c]) => n + c, 0), histogram: hist, leaderboard })
      .onConflictDoNothing()
      .returning();
    if (stored) return frozenOf(stored);
    // Another instance froze it meanwhile (its insert committed first): its results are the results.
    const [theirs] = await tx.select().from(mockLiveResults).where(eq(mockLiveResults.mockTestId, mockTestId));
    return frozenOf(theirs);
  });
}
