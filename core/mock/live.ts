/**
 * Live tests (issue 28): the state of a scheduled test at a moment, the
 * schedule's rule and how a start counts. Pure and zod-free: the API and the
 * islands (countdowns, the Start button) use the same functions with the
 * server's clock. Wire shapes: core/schemas/live-test.ts.
 */
import type { LiveSchedule, LiveState, LiveUnrankedReason, MockPending } from '../schemas/live-test';
import type { MockResult, MockSubmitAnswer } from '../schemas/mock-attempt';
import { timeLimitMs } from './compensatory';

export type { LiveSchedule, LiveState, LiveUnrankedReason };

/** The schedule as epoch milliseconds. */
export interface LiveTimes {
  opensAt: number;
  lastStartAt: number;
  resultsAt: number;
}

export const liveTimes = (s: LiveSchedule): LiveTimes => ({
  opensAt: Date.parse(s.opensAt),
  lastStartAt: Date.parse(s.lastStartAt),
  resultsAt: Date.parse(s.resultsAt),
});

/** The state at `nowMs` (the server's clock); null for an always-open test. */
export function liveState(schedule: LiveSchedule | null | undefined, nowMs: number): LiveState | null {
  if (!schedule) return null;
  const t = liveTimes(schedule);
  if (nowMs < t.opensAt) return 'upcoming';
  if (nowMs <= t.lastStartAt) return 'open';
  if (nowMs < t.resultsAt) return 'closed';
  return 'results';
}

/** The next moment the state changes after `nowMs` (for a countdown), or null once the results are out. */
export function nextChangeAt(schedule: LiveSchedule, nowMs: number): number | null {
  const t = liveTimes(schedule);
  if (nowMs < t.opensAt) return t.opensAt;
  if (nowMs <= t.lastStartAt) return t.lastStartAt + 1;
  if (nowMs < t.resultsAt) return t.resultsAt;
  return null;
}

/** Results (score, key, explanations, figures, leaderboard) are still withheld at `nowMs`. */
export const resultsPending = (schedule: LiveSchedule | null | undefined, nowMs: number): boolean =>
  !!schedule && nowMs < Date.parse(schedule.resultsAt);

/**
 * The earliest allowed resultsAt: the last possible deadline plus the submit grace period. The last possible
 * deadline is an entitled candidate's (issue 29): the last start + the timer with compensatory time (× 4/3), so a
 * candidate with compensatory time who starts at the last moment is still on time and ranked.
 */
export const earliestResultsAt = (lastStartAtMs: number, timerMinutes: number, graceSeconds: number): number =>
  lastStartAtMs + timeLimitMs(timerMinutes, true) + graceSeconds * 1000;

/** What is wrong with a schedule for a test of `timerMinutes`, naming the field; null when it is fine. */
export function scheduleProblem(s: LiveSchedule, timerMinutes: number, graceSeconds: number): { field: keyof LiveSchedule; earliest?: string } | null {
  const t = liveTimes(s);
  if (!(t.lastStartAt > t.opensAt)) return { field: 'lastStartAt' };
  const earliest = earliestResultsAt(t.lastStartAt, timerMinutes, graceSeconds);
  if (!(t.resultsAt >= earliest)) return { field: 'resultsAt', earliest: new Date(earliest).toISOString() };
  return null;
}

/** What the start needs to know about the caller. */
export interface LiveStarter {
  signedIn: boolean;
  registered: boolean;
  /** The account already has an attempt of this test started in the window (any, submitted or not). */
  hasAttempt: boolean;
}

/**
 * How an attempt started at `nowMs` counts: in the window a signed-in,
 * registered aspirant's first attempt is live-ranked; everything else is not,
 * with the reason. Before opensAt there is no start at all (the route refuses).
 */
export function liveStartMode(schedule: LiveSchedule, nowMs: number, who: LiveStarter): { ranked: boolean; reason: LiveUnrankedReason | null } {
  const state = liveState(schedule, nowMs);
  if (state !== 'open') return { ranked: false, reason: 'after_window' };
  if (!who.signedIn) return { ranked: false, reason: 'anonymous' };
  if (!who.registered) return { ranked: false, reason: 'not_registered' };
  if (who.hasAttempt) return { ranked: false, reason: 'not_first' };
  return { ranked: true, reason: null };
}

/** Frozen standing: rank = 1 + higher scores (ties share), percentile as in core/mock/ranking (NTA convention). */
export function percentileOf(rank: number, of: number): number {
  return of > 0 ? Math.round(((100 * (of - rank + 1)) / of) * 100) / 100 : 0;
}

/** The submit's (or review's) answer is the pending variant: answers in, results at `resultsAt`. */
export const isPending = (a: MockSubmitAnswer): a is MockPending => 'received' in a && a.received === true;
/** The submit's answer is a full result. */
export const isResult = (a: MockSubmitAnswer): a is MockResult => !isPending(a);
