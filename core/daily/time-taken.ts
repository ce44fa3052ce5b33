/**
 * The time a daily-quiz submission is ranked with (issue 30). The device measures it (the quiz has no server-side
 * start), so the server bounds the claim: never less than the ranked tests' floor per answered question
 * (MIN_SECONDS_PER_ANSWER; a faster claim counts at the floor) and never more than the time since the day began.
 */
import { MIN_SECONDS_PER_ANSWER } from '../constants';

export function rankedSeconds(claimed: number, answers: readonly (number | null)[], dayStartMs: number, nowMs: number): number {
  const floor = answers.filter((a) => a !== null).length * MIN_SECONDS_PER_ANSWER;
  const ceiling = Math.max(floor, Math.floor((nowMs - dayStartMs) / 1000));
  return Math.min(Math.max(claimed, floor), ceiling);
}
