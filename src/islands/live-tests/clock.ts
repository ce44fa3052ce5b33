/**
 * The server's clock in the browser, for live tests' countdowns: the offset
 * from the `now` of an API answer (core/mock/clock.ts's estimate: half the
 * round trip, capped), so a device clock minutes off still opens the Start
 * button at the server's opening moment. And the spread of the result
 * fetch: 100,000 clients waiting for one results moment ask over a few
 * seconds instead of in one instant.
 */
import { clockOffset } from '#core/mock/clock.ts';

/** Clients fetch their result this long after resultsAt at most (uniformly spread). */
export const RESULT_SPREAD_MS = 5_000;

/** A client's delay after resultsAt, in [0, RESULT_SPREAD_MS). */
export function resultSpreadMs(random: () => number = Math.random): number {
  return Math.floor(random() * RESULT_SPREAD_MS);
}

/** serverClock − clientClock from an answer stamped `now`, asked at `sentAt` and received at `receivedAt`. */
export const offsetFrom = (now: string, sentAt: number, receivedAt: number): number => clockOffset(now, sentAt, receivedAt);
