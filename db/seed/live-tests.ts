/**
 * Live tests in the seed (issue 28): three full-length papers scheduled around
 * the seed's time, so every state shows on a fresh `npm start`:
 *   upcoming  opens 5 minutes after the seed;
 *   open      opened 10 minutes before it, starts until 50 minutes after;
 *   results   sat two days earlier by the 400 synthetic aspirants (registered,
 *             one live-ranked attempt each), results frozen as the API does.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockAttempts, mockLiveRegistrations, mockTests } from '../schema';
import { freezeLiveResults } from '../mutations/live-tests';
import { generateFullLengthTests, generateSyntheticUsers } from './full-length';
import { insertFullLengthTest, insertTestWithAttempts, SYNTHETIC_ASPIRANTS } from './full-length-seed';
import type { Rng } from './random';
import { timeLimitMs } from '#core/mock/compensatory.ts';

const MINUTE = 60_000;
/** Beyond the last deadline, more than the default submit grace (60 s). */
const RESULTS_MARGIN = 5 * MINUTE;

export const LIVE_SLUGS = {
  upcoming: 'ibps-po-prelims-all-india-live-mock',
  open: 'rrb-ntpc-cbt-1-all-india-live-mock',
  results: 'ssc-cgl-tier-1-all-india-live-mock',
} as const;

function schedule(opensAt: number, lastStartAt: number, timerMinutes: number) {
  return {
    liveOpensAt: new Date(opensAt),
    liveLastStartAt: new Date(lastStartAt),
    // After an entitled candidate's last deadline (compensatory time, issue 29: the timer × 4/3).
    liveResultsAt: new Date(lastStartAt + timeLimitMs(timerMinutes, true) + RESULTS_MARGIN),
  };
}

export async function seedLiveTests(db: Db, rng: Rng, categoryIds: Map<string, number>, now: number): Promise<{ tests: number; sections: number; questions: number; attempts: number }> {
  const [ssc, ibps, rrb] = generateFullLengthTests(rng.fork('tests'));
  const live = (t: typeof ssc, slug: string) => ({ ...t, slug, name: `${t.name.replace(/ Full-Length Mock Test 1$/, '')} All India Live Mock Test`, createdAt: new Date(now) });
  const category = (t: typeof ssc) => {
    const id = categoryIds.get(t.categoryName);
    if (id === undefined) throw new Error(`seed: no mock category ${t.categoryName}`);
    return id;
  };

  const upcoming = await insertFullLengthTest(db, live(ibps, LIVE_SLUGS.upcoming), category(ibps));
  const open = await insertFullLengthTest(db, live(rrb, LIVE_SLUGS.open), category(rrb));
  const opensAt = now - 2 * 24 * 60 * MINUTE;
  const aspirants = generateSyntheticUsers(SYNTHETIC_ASPIRANTS, rng.fork('aspirants'));
  // Every aspirant starts in the first hour of the window (9 s apart).
  const past = await insertTestWithAttempts(db, live(ssc, LIVE_SLUGS.results), category(ssc), aspirants, rng.fork('sheets'), (k) => new Date(opensAt + k * 9_000));

  await db.update(mockTests).set(schedule(now + 5 * MINUTE, now + 65 * MINUTE, ibps.timerMinutes)).where(sql`${mockTests.id} = ${upcoming.mockTestId}`);
  await db.update(mockTests).set(schedule(now - 10 * MINUTE, now + 50 * MINUTE, rrb.timerMinutes)).where(sql`${mockTests.id} = ${open.mockTestId}`);
  const pastSchedule = schedule(opensAt, opensAt + 60 * MINUTE, ssc.timerMinutes);
  await db.update(mockTests).set(pastSchedule).where(sql`${mockTests.id} = ${past.mockTestId}`);
  // The aspirants registered and sat it as their live-ranked attempt.
  await db
    .insert(mockLiveRegistrations)
    .values(aspirants.map((a) => ({ mockTestId: past.mockTestId, userUid: a.uid, createdAt: new Date(opensAt - 60 * MINUTE) })))
    .onConflictDoNothing();
  await db.update(mockAttempts).set({ live: true }).where(inArray(mockAttempts.mockTestId, [past.mockTestId]));
  await freezeLiveResults(db, past.mockTestId, pastSchedule.liveResultsAt, new Date(pastSchedule.liveResultsAt.getTime() + 1000));
  return {
    tests: 3,
    sections: upcoming.sections.length + open.sections.length + past.sections,
    questions: upcoming.questionIds.length + open.questionIds.length + past.questions,
    attempts: past.attempts,
  };
}
