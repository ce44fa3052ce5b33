/**
 * Time spent on each question (the analysis's "average time" per question):
 * the question on screen collects the server-clock time from when it was
 * shown until the runner moves away, changes section or freezes the attempt.
 * A reload or a sleep counts for the question that stayed on screen (the
 * test's clock ran too); the server clamps what it stores.
 */
import type { AttemptSnapshot } from './snapshot';

/** Adds the time since `shownSinceMs` to the current question and restarts the count at `at` (server-clock ms). */
export function accrueTime<S extends Pick<AttemptSnapshot, 'timeSpentMs' | 'shownSinceMs' | 'current' | 'deadlineMs'>>(s: S, at: number): S {
  if (s.shownSinceMs === null) return s;
  const until = Math.min(at, s.deadlineMs);
  const add = Math.max(0, until - s.shownSinceMs);
  if (add === 0 && s.shownSinceMs === at) return s;
  const timeSpentMs = s.timeSpentMs.slice();
  timeSpentMs[s.current] = (timeSpentMs[s.current] ?? 0) + add;
  return { ...s, timeSpentMs, shownSinceMs: at };
}

/** Whole seconds per question, as the submit sends them. */
export const timeSpentSeconds = (s: Pick<AttemptSnapshot, 'timeSpentMs'>) => s.timeSpentMs.map((ms) => Math.max(0, Math.round(ms / 1000)));
