/**
 * PwBD compensatory time (issue 29): an aspirant who declares in their
 * profile that they are entitled to it gets 20 minutes per hour of exam, as
 * the 2018 DEPwD guidelines give candidates with benchmark disabilities in
 * the real exams. Every time limit — the test's timer and each section's own
 * limit — is multiplied by 4/3.
 *
 * Rounding: none is needed. Limits are whole minutes, and 20 minutes per
 * hour is exactly 20 seconds per minute, so the extra time is a whole number
 * of seconds (a 100-minute paper gets 33 min 20 s more, a 90-minute paper 30
 * min). Never less than the guideline's 20 minutes per hour, and a sectional
 * test's extended sections add up to its extended total.
 *
 * Pure: shared by the server (deadlines, sectional windows, the live results
 * time) and the runner (its clock and sectional timers).
 */
import type { AttemptSnapshot } from './snapshot';

/** Extra seconds per minute of exam (20 minutes per hour). */
export const COMPENSATORY_SECONDS_PER_MINUTE = 20;

/** The extra time (ms) for a limit of `minutes`: 20 s per minute. */
export const compensatoryMs = (minutes: number): number => minutes * COMPENSATORY_SECONDS_PER_MINUTE * 1000;

/** A limit of `minutes` as an attempt gets it (ms): with the compensatory time when `compensatory`. */
export const timeLimitMs = (minutes: number, compensatory: boolean | null | undefined): number =>
  minutes * 60_000 + (compensatory ? compensatoryMs(minutes) : 0);

/** Minutes and seconds of an extra time (ms), for "+30 min" / "+33 min 20 s" texts. */
export function extraParts(ms: number): { minutes: number; seconds: number } {
  const total = Math.max(0, Math.round(ms / 1000));
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}

/**
 * The compensatory time the runner's clock includes (0 without): the open section's when the clock shown is the
 * section's (its extended limit is L × 4/3, of which L/3 = a quarter is extra), else the whole test's.
 */
export function includedExtraMs(s: Pick<AttemptSnapshot, 'compensatory' | 'mock' | 'sections' | 'section'>, sectionClock: boolean): number {
  if (!s.compensatory) return 0;
  const limit = sectionClock ? s.sections[s.section]?.timeLimitMs : null;
  return limit ? limit / 4 : compensatoryMs(s.mock.timer);
}
