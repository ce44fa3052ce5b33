/**
 * What a ranked attempt needs besides being the account's first (issue 26):
 * a plausible time, measured by the server. Shared by the submit route and the
 * seed so that both store the same verdict.
 */
import { MIN_SECONDS_PER_ANSWER } from '../constants';

/** The least time, in seconds, a ranked attempt with this many answered questions may take. */
export const minimumSeconds = (answered: number) => answered * MIN_SECONDS_PER_ANSWER;

/** Faster than any honest aspirant could read and answer: scored, not ranked, listed for the admin. */
export function tooFast(timeTakenSeconds: number, answers: readonly (number | null)[]): boolean {
  const answered = answers.filter((a) => a !== null).length;
  return timeTakenSeconds < minimumSeconds(answered);
}
