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

/**
 * The server's time of an answer: its `now`, unless the answer was kept in a
 * cache (the list's document, a CDN's copy of the status), which makes that
 * `now` older than the moment it reached us. Both `now` and the `Date`
 * header (whole seconds) are at most the true time, so the later of the two
 * is the better estimate, plus the `Age` a shared cache reports.
 */
export function answerTime(now: string, headers?: Pick<Headers, 'get'> | null): string {
  const body = Date.parse(now);
  const date = Date.parse(headers?.get('date') ?? '');
  const best = Math.max(Number.isFinite(body) ? body : -Infinity, Number.isFinite(date) ? date : -Infinity);
  if (!Number.isFinite(best)) return now;
  const age = Number(headers?.get('age') ?? 0);
  return new Date(best + (Number.isFinite(age) && age > 0 ? age * 1000 : 0)).toISOString();
}
