/**
 * Reads of server-issued mock attempts (issue 17): one attempt, its standing
 * from the score histogram (exact; a handful of rows at any number of
 * attempts), the section comparison, the leaderboard, the per-question
 * figures and a user's analysis.
 *
 * Rank and percentile (docs/mock-tests.md):
 *   rank       = 1 + ranked attempts with a higher score (ties share a rank)
 *   percentile = 100 × (N − rank + 1) / N, 2 decimals: the share of the N ranked
 *                attempts scoring at most this score (the topper has 100)
 * An unranked attempt is placed as if it were added: N + 1 attempts.
 */
import { ANONYMOUS_NAME, normalizeName } from '#core/names.ts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts, mockQuestionStats, mockScoreCounts, mockSectionStats, mockTests, questions, users } from '../schema';
import { attemptFromSql, type AttemptRow } from './attempt-row';
import { resultsOut } from './live-tests';
import { rowsOf } from './rows';
import { iso, paginate, type PageRequest } from './paging';
import { minimumSeconds } from '#core/mock/ranking.ts';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { TooFastAttempt } from '#core/schemas/responses/admin-attempts.ts';
import { accuracyOf, marksPercent } from '#core/mock/marks.ts';
import { round2 } from '#core/mock/scoring.ts';
import type { MockStanding, SectionResult } from '#core/schemas/mock-attempt.ts';
import type { MockLeaderboard } from '#core/schemas/responses/mocks.ts';
import type { MockAnalysis } from '#core/schemas/responses/progress.ts';

/** The slug of a test by id (an attempt names its test by id). */
export async function mockSlugById(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ slug: mockTests.slug }).from(mockTests).where(eq(mockTests.id, id));
  return row?.slug ?? null;
}

/** One attempt by its public id (plain SQL: the submit reads it at every deadline burst). */
export async function findAttempt(db: Db, publicId: string): Promise<AttemptRow | null> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from mock_attempts where public_id = ${publicId}`));
  return row ? attemptFromSql(row) : null;
}

/** Attempts by public id, in one statement (the submits of a deadline burst, read together). */
export async function findAttempts(db: Db, publicIds: string[]): Promise<Map<string, AttemptRow>> {
  const rows = rowsOf<Record<string, unknown>>(await db.execute(findAttemptsSql(publicIds)));
  return new Map(rows.map((r) => [r.public_id as string, attemptFromSql(r)]));
}

/** findAttempts' statement (also run alone by scripts/bench/submit-sql.ts). */
export function findAttemptsSql(publicIds: string[]) {
  const ids = sql.join(
    publicIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`select * from mock_attempts where public_id in (${ids})`;
}

/** The histogram summed: ranked attempts above a score, N, the topper (null: none) and the sum of scores. */
export interface HistogramFigures {
  higher: number;
  n: number;
  topper: number | null;
  sum: number;
}

/** The histogram of ranked scores of a test, summed: the attempts above `score`, N, the topper and the sum of scores. */
export async function histogramFigures(db: Db, mockTestId: number, score: number): Promise<HistogramFigures> {
  const [row] = await db
    .select({
      higher: sql<number>`coalesce(sum(${mockScoreCounts.count}) filter (where ${mockScoreCounts.score} > ${score}), 0)`.mapWith(Number),
      n: sql<number>`coalesce(sum(${mockScoreCounts.count}), 0)`.mapWith(Number),
      topper: sql<number | null>`max(${mockScoreCounts.score}) filter (where ${mockScoreCounts.count} > 0)`,
      sum: sql<number>`coalesce(sum(${mockScoreCounts.score} * ${mockScoreCounts.count}), 0)`.mapWith(Number),
    })
    .from(mockScoreCounts)
    .where(eq(mockScoreCounts.mockTestId, mockTestId));
  return { higher: row.higher, n: row.n, topper: row.topper === null ? null : Number(row.topper), sum: row.sum };
}

/** Rank and percentile from the histogram figures (see the top of this file). */
export function standingFrom(figures: { higher: number; n: number }, ranked: boolean): MockStanding | null {
  const of = ranked ? figures.n : figures.n + 1;
  if (!ranked && figures.n === 0) return null;
  if (of === 0) return null;
  const rank = figures.higher + 1;
  return { rank, of, percentile: round2((100 * (of - rank + 1)) / of) };
}

/** Topper and mean of every section over the folded ranked attempts, by section id ('' for a test without sections). */
export async function sectionFigures(db: Db, mockTestId: number): Promise<Map<string, { topper: number; average: number }>> {
  const rows = await db.select().from(mockSectionStats).where(eq(mockSectionStats.mockTestId, mockTestId));
  return new Map(rows.filter((r) => r.attempts > 0 && r.best !== null).map((r) => [r.sectionKey, { topper: r.best!, average: round2(r.sum / r.attempts) }]));
}

/** Per question of a test: ranked attempts counted, answered correctly, total seconds. */
export async function questionStats(db: Db, mockTestId: number): Promise<Map<number, { attempts: number; correct: number; seconds: number }>> {
  const rows = await db.select().from(mockQuestionStats).where(eq(mockQuestionStats.mockTestId, mockTestId));
  return new Map(rows.map((r) => [r.questionId, { attempts: r.attempts, correct: r.correct, seconds: Number(r.seconds) }]));
}

/** The top 10 ranked attempts: best score, then less time, then the earlier start. */
export async function leaderboard(db: Db, mockTestId: number): Promise<MockLeaderboard> {
  const rows = await db
    .select({ score: mockAttempts.score, time: mockAttempts.timeTakenSeconds, name: users.displayName, hide: users.hideName })
    .from(mockAttempts)
    .innerJoin(users, eq(users.uid, mockAttempts.userUid))
    .where(and(eq(mockAttempts.mockTestId, mockTestId), eq(mockAttempts.ranked, true)))
    .orderBy(desc(mockAttempts.score), mockAttempts.timeTakenSeconds, mockAttempts.id)
    .limit(10);
  const { n } = await histogramFigures(db, mockTestId, Number.MAX_VALUE);
  // Every higher score is above in the list, so a rank is the place of the first entry with that score.
  const entries = rows.map((r, i) => ({ score: r.score ?? 0, timeTakenSeconds: r.time ?? 0, name: (!r.hide && normalizeName(r.name)) || ANONYMOUS_NAME, place: i + 1 }));
  return {
    entries: entries.map((e) => ({ rank: entries.find((x) => x.score === e.score)!.place, name: e.name, score: e.score, timeTakenSeconds: e.timeTakenSeconds })),
    of: n,
  };
}

const ANALYSIS_ATTEMPTS = 50;

/** A user's submitted attempts (trend) and accuracy by section name and by topic. */
export async function mockAnalysis(db: Db, uid: string, now: Date = new Date()): Promise<MockAnalysis> {
  const higher = sql<number>`(select coalesce(sum(c.count) filter (where c.score > ${mockAttempts.score}), 0) from ${mockScoreCounts} c where c.mock_test_id = ${mockAttempts.mockTestId})`;
  const n = sql<number>`(select coalesce(sum(c.count), 0) from ${mockScoreCounts} c where c.mock_test_id = ${mockAttempts.mockTestId})`;
  const rows = await db
    .select({
      attemptId: mockAttempts.publicId,
      mockTestId: mockAttempts.mockTestId,
      slug: mockTests.slug,
      name: mockTests.name,
      submittedAt: mockAttempts.submittedAt,
      score: mockAttempts.score,
      correct: mockAttempts.correct,
      wrong: mockAttempts.wrong,
      unanswered: mockAttempts.unanswered,
      result: mockAttempts.result,
      sectionScores: mockAttempts.sectionScores,
      answers: mockAttempts.answers,
      ranked: mockAttempts.ranked,
      late: mockAttempts.late,
      higher: higher.mapWith(Number),
      n: n.mapWith(Number),
    })
    .from(mockAttempts)
    .innerJoin(mockTests, eq(mockTests.id, mockAttempts.mockTestId))
    // A live test's attempts only from its results time (issue 28).
    .where(and(eq(mockAttempts.userUid, uid), eq(mockAttempts.status, 'submitted'), resultsOut(now)))
    .orderBy(desc(mockAttempts.submittedAt), desc(mockAttempts.id))
    .limit(ANALYSIS_ATTEMPTS);
  rows.reverse();

  const attempts = rows.map((r) => {
    const score = r.score ?? 0;
    const standing = standingFrom({ higher: r.higher, n: r.n }, r.ranked);
    const max = (r.result as { max_score?: number } | null)?.max_score ?? (r.correct ?? 0) + (r.wrong ?? 0) + (r.unanswered ?? 0);
    return {
      attemptId: r.attemptId,
      slug: r.slug,
      name: r.name,
      submittedAt: (r.submittedAt ?? new Date(0)).toISOString(),
      score,
      max_score: max,
      scorePercent: marksPercent({ score, max_score: max }),
      percentile: standing?.percentile ?? null,
      ranked: r.ranked,
      late: r.late,
    };
  });

  const bySection = new Map<string, { attempted: number; correct: number }>();
  for (const r of rows) {
    const sections = (r.sectionScores as SectionResult[] | null) ?? [];
    for (const s of sections) {
      const row = bySection.get(s.name) ?? { attempted: 0, correct: 0 };
      row.attempted += s.correct + s.wrong;
      row.correct += s.correct;
      bySection.set(s.name, row);
    }
  }

  const testIds = [...new Set(rows.map((r) => r.mockTestId))];
  const keyRows = testIds.length
    ? await db
        .select({ mockTestId: questions.mockTestId, correct: questions.correctIndex, topic: questions.topic })
        .from(questions)
        .where(inArray(questions.mockTestId, testIds))
        .orderBy(questions.mockTestId, questions.position)
    : [];
  const keys = new Map<number, { correct: number; topic: string | null }[]>();
  for (const k of keyRows) keys.set(k.mockTestId, [...(keys.get(k.mockTestId) ?? []), k]);
  const byTopic = new Map<string, { attempted: number; correct: number }>();
  for (const r of rows) {
    const key = keys.get(r.mockTestId) ?? [];
    (r.answers ?? []).forEach((answer, i) => {
      const q = key[i];
      if (!q?.topic || answer === null || answer === undefined) return;
      const row = byTopic.get(q.topic) ?? { attempted: 0, correct: 0 };
      row.attempted++;
      if (answer === q.correct) row.correct++;
      byTopic.set(q.topic, row);
    });
  }
  const accuracy = (v: { attempted: number; correct: number }) => ({ ...v, accuracy: accuracyOf(v.correct, v.attempted) });
  return {
    attempts,
    sections: [...bySection].map(([name, v]) => ({ name, ...accuracy(v) })),
    topics: [...byTopic]
      .map(([topic, v]) => ({ topic, ...accuracy(v) }))
      .sort((a, b) => b.attempted - a.attempted || a.topic.localeCompare(b.topic)),
  };
}

/** Attempts below the time floor, newest first, for the dashboard (mock_attempts_too_fast_idx). */
export async function listTooFastAttempts(db: Db, page: PageRequest): Promise<Paginated<TooFastAttempt>> {
  const where = eq(mockAttempts.tooFast, true);
  const [{ total }] = await db.select({ total: count() }).from(mockAttempts).where(where);
  const rows = await db
    .select({
      id: mockAttempts.publicId,
      mockId: mockTests.id,
      slug: mockTests.slug,
      name: mockTests.name,
      uid: users.uid,
      userName: users.displayName,
      email: users.email,
      answers: mockAttempts.answers,
      score: mockAttempts.score,
      result: mockAttempts.result,
      timeTakenSeconds: mockAttempts.timeTakenSeconds,
      submittedAt: mockAttempts.submittedAt,
    })
    .from(mockAttempts)
    .innerJoin(mockTests, eq(mockTests.id, mockAttempts.mockTestId))
    .leftJoin(users, eq(users.uid, mockAttempts.userUid))
    .where(where)
    .orderBy(desc(mockAttempts.submittedAt), desc(mockAttempts.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return {
    data: rows.map((r) => {
      const answered = (r.answers ?? []).filter((a) => a !== null).length;
      return {
        id: r.id,
        mock: { id: r.mockId, slug: r.slug, name: r.name },
        user: r.uid ? { uid: r.uid, name: r.userName, email: r.email } : null,
        answered,
        score: r.score ?? 0,
        maxScore: (r.result as { max_score?: number } | null)?.max_score ?? 0,
        timeTakenSeconds: r.timeTakenSeconds ?? 0,
        minimumSeconds: minimumSeconds(answered),
        submittedAt: iso(r.submittedAt),
      };
    }),
    pagination: paginate(total, page.page, page.limit),
  };
}
