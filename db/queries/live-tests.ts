/**
 * Live tests (issue 28): the scheduled tests and their registrations, the
 * caller's registration and live attempt, the frozen results, and the SQL
 * condition that keeps a live test's attempts out of the progress figures
 * until its results time. Rules: core/mock/live.ts; docs/mock-tests.md.
 */
import { and, asc, count, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts, mockCategories, mockLiveRegistrations, mockLiveResults, mockTests } from '../schema';
import { scheduleOf, sectionsOf, totalMarks } from './mocks';
import { rowsOf } from './rows';
import type { HistogramFigures } from './mock-attempts';
import { liveState } from '#core/mock/live.ts';
import type { AdminLiveTest, LiveMe, LiveResults, LiveTestListItem } from '#core/schemas/live-test.ts';

/** How long after their results time tests stay in the public list. */
export const RECENT_RESULTS_DAYS = 30;

/**
 * An attempt's figures may be shown (history, analysis, summary): its test is not a live test whose results are still
 * to come. Used in the WHERE of every progress read of mock_attempts.
 */
export const resultsOut = (now: Date): SQL =>
  sql`not exists (select 1 from ${mockTests} lt where lt.id = ${mockAttempts.mockTestId} and lt.live_results_at > ${now.toISOString()}::timestamptz)`;

const registeredCount = sql<number>`(select count(*) from ${mockLiveRegistrations} r where r.mock_test_id = ${mockTests.id})`.mapWith(Number);
const questionCount = sql<number>`(select count(*) from questions q where q.mock_test_id = ${mockTests.id})`.mapWith(Number);

const listColumns = {
  id: mockTests.id,
  slug: mockTests.slug,
  name: mockTests.name,
  status: mockTests.status,
  category_name: mockCategories.name,
  timer: mockTests.timerMinutes,
  question_count: questionCount,
  liveOpensAt: mockTests.liveOpensAt,
  liveLastStartAt: mockTests.liveLastStartAt,
  liveResultsAt: mockTests.liveResultsAt,
  registered: registeredCount,
};

type ListRow = { [K in keyof typeof listColumns]: unknown } & {
  id: number;
  slug: string;
  name: string;
  status: 'draft' | 'published';
  category_name: string;
  timer: number;
  question_count: number;
  liveOpensAt: Date | null;
  liveLastStartAt: Date | null;
  liveResultsAt: Date | null;
  registered: number;
};

async function items(db: Db, rows: ListRow[], now: number): Promise<(LiveTestListItem & { status: 'draft' | 'published' })[]> {
  const sections = await sectionsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const schedule = scheduleOf(r)!;
    return {
      id: r.id,
      slug: r.slug,
      name: r.name,
      status: r.status,
      category_name: r.category_name,
      timer: r.timer,
      question_count: r.question_count,
      total_marks: totalMarks(r.question_count, sections.get(r.id) ?? []),
      schedule,
      state: liveState(schedule, now)!,
      registered: r.registered,
    };
  });
}

const STATE_ORDER = { open: 0, upcoming: 1, closed: 2, results: 3 } as const;

/** The public list: published live tests not yet published, or with results of the last RECENT_RESULTS_DAYS days. */
export async function listLiveTests(db: Db, now: number): Promise<LiveTestListItem[]> {
  const since = new Date(now - RECENT_RESULTS_DAYS * 86_400_000);
  const rows = (await db
    .select(listColumns)
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
    // (mock_tests_live_idx)
    .where(and(isNotNull(mockTests.liveResultsAt), gt(mockTests.liveResultsAt, since), eq(mockTests.status, 'published')))
    .orderBy(asc(mockTests.liveOpensAt))
    .limit(100)) as ListRow[];
  const list = await items(db, rows, now);
  const order = (a: LiveTestListItem, b: LiveTestListItem) =>
    STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
    (a.state === 'results' ? Date.parse(b.schedule.resultsAt) - Date.parse(a.schedule.resultsAt) : Date.parse(a.schedule.opensAt) - Date.parse(b.schedule.opensAt));
  return list.map(({ status: _s, ...item }) => item).sort(order);
}

/** Every scheduled test (drafts too) for the dashboard, with registrations, attempts and the freeze. */
export async function listAdminLiveTests(db: Db, now: number): Promise<AdminLiveTest[]> {
  const rows = (await db
    .select({
      ...listColumns,
      attempts: sql<number>`(select count(*) from ${mockAttempts} a where a.mock_test_id = ${mockTests.id} and a.started_at <= ${mockTests.liveLastStartAt})`.mapWith(Number),
      ranked: sql<number>`(select count(*) from ${mockAttempts} a where a.mock_test_id = ${mockTests.id} and a.ranked)`.mapWith(Number),
      frozenAt: mockLiveResults.frozenAt,
    })
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
    .leftJoin(mockLiveResults, eq(mockLiveResults.mockTestId, mockTests.id))
    .where(isNotNull(mockTests.liveResultsAt))
    .orderBy(desc(mockTests.liveOpensAt))
    .limit(200)) as (ListRow & { attempts: number; ranked: number; frozenAt: Date | null })[];
  const list = await items(db, rows, now);
  return list.map((item, i) => ({ ...item, attempts: rows[i].attempts, ranked: rows[i].ranked, frozenAt: rows[i].frozenAt ? rows[i].frozenAt!.toISOString() : null }));
}

/** Registered aspirants of a test. */
export async function registrationCount(db: Db, mockTestId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mockLiveRegistrations).where(eq(mockLiveRegistrations.mockTestId, mockTestId));
  return row?.n ?? 0;
}

/** The caller's registration and whether the account has an attempt of the test (its live one, or any: a start counts). */
export async function liveMe(db: Db, mockTestId: number, uid: string): Promise<LiveMe> {
  const [row] = rowsOf<{ registered: unknown; attempted: unknown }>(
    await db.execute(sql`select
      exists (select 1 from ${mockLiveRegistrations} where mock_test_id = ${mockTestId} and user_uid = ${uid}) as registered,
      exists (select 1 from ${mockAttempts} where mock_test_id = ${mockTestId} and user_uid = ${uid}) as attempted`),
  );
  return { registered: truthy(row?.registered), attempted: truthy(row?.attempted) };
}

const truthy = (v: unknown) => v === true || v === 't';

/** The frozen results of a test, or null before the freeze. */
export async function frozenResults(db: Db, mockTestId: number): Promise<FrozenResults | null> {
  const [row] = await db.select().from(mockLiveResults).where(eq(mockLiveResults.mockTestId, mockTestId));
  return row ? frozenOf(row) : null;
}

export interface FrozenResults {
  resultsAt: string;
  frozenAt: string;
  ranked: number;
  /** [[score, count], …], highest first. */
  histogram: [number, number][];
  leaderboard: LiveResults['entries'];
}

export const frozenOf = (row: typeof mockLiveResults.$inferSelect): FrozenResults => ({
  resultsAt: row.resultsAt.toISOString(),
  frozenAt: row.frozenAt.toISOString(),
  ranked: row.ranked,
  histogram: (typeof row.histogram === 'string' ? JSON.parse(row.histogram) : row.histogram) as [number, number][],
  leaderboard: (typeof row.leaderboard === 'string' ? JSON.parse(row.leaderboard) : row.leaderboard) as LiveResults['entries'],
});

/** A frozen histogram read for lookups: scores highest first and how many ranked participants are above each. */
interface HistogramIndex {
  scores: Float64Array;
  above: Float64Array;
  n: number;
  sum: number;
  topper: number | null;
}

/**
 * One index per frozen histogram (the process keeps the frozen document, so the same array comes back for each of
 * the results moment's 100,000 reviews: a lookup is a binary search, not a walk over ~360 scores twice).
 */
const indexes = new WeakMap<readonly [number, number][], HistogramIndex>();

function indexOf(histogram: readonly [number, number][]): HistogramIndex {
  let ix = indexes.get(histogram);
  if (ix) return ix;
  const rows = histogram.filter(([, k]) => k > 0).sort((a, b) => b[0] - a[0]);
  const scores = new Float64Array(rows.length);
  const above = new Float64Array(rows.length);
  let n = 0;
  let sum = 0;
  rows.forEach(([s, k], i) => {
    scores[i] = s;
    above[i] = n;
    n += k;
    sum += s * k;
  });
  ix = { scores, above, n, sum, topper: rows.length ? rows[0][0] : null };
  indexes.set(histogram, ix);
  return ix;
}

/** Ranked participants with a score above `score`. */
function higherThan(ix: HistogramIndex, score: number): number {
  // The first row whose score is not above `score`: everyone before it is above.
  let lo = 0;
  let hi = ix.scores.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ix.scores[mid] > score) lo = mid + 1;
    else hi = mid;
  }
  return lo < ix.scores.length ? ix.above[lo] : ix.n;
}

/**
 * histogramFigures' answer from a frozen histogram: after a live test's results time nothing more is ranked, so the
 * frozen histogram is the ranked histogram, and the results moment's 100,000 reviews read no aggregate.
 */
export function frozenFigures(histogram: readonly [number, number][], score: number): HistogramFigures {
  const ix = indexOf(histogram);
  return { higher: higherThan(ix, score), n: ix.n, topper: ix.topper, sum: ix.sum };
}

/** Frozen rank of a score: 1 + live-ranked participants with a higher score (ties share a rank). */
export function frozenRank(histogram: readonly [number, number][], score: number): number {
  return higherThan(indexOf(histogram), score) + 1;
}
