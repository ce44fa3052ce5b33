/**
 * Time in an attempt, without a clock of its own: every function takes the
 * client's `clientNow`. The server sends its clock (serverTime) and the
 * deadline; the client keeps only the offset between the two clocks, so the
 * time left is always `deadline − (clientNow + offset)`: right after sleep,
 * tab switches and reloads, and never a count of intervals. Also the clock's
 * texts (countdown, durations) and the moments it is announced. A second
 * deadline (a section's, say) is measured the same way.
 */
import type { AttemptSnapshot } from './snapshot';

/** One-way latency assumed at most this much when estimating the clock offset. */
const MAX_LATENCY_MS = 2_000;

/**
 * serverClock − clientClock from one request: the server stamped `serverTime`
 * halfway through the round trip (NTP's estimate), latency capped.
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (!Number.isFinite(server)) return 0;
  const latency = Math.min(Math.max(0, (receivedAt - sentAt) / 2), MAX_LATENCY_MS);
  return Math.round(server + latency - receivedAt);
}

type Deadline = Pick<AttemptSnapshot, 'clockOffsetMs' | 'deadlineMs'>;

/** The server clock now, as the client estimates it. */
export function serverNow(s: Pick<AttemptSnapshot, 'clockOffsetMs'>, clientNow: number): number {
  return clientNow + s.clockOffsetMs;
}

/** Milliseconds left, never negative. */
export function remainingMs(s: Deadline, clientNow: number): number {
  return Math.max(0, s.deadlineMs - serverNow(s, clientNow));
}

export function isExpired(s: Deadline, clientNow: number): boolean {
  return remainingMs(s, clientNow) <= 0;
}

const pad = (x: number) => String(x).padStart(2, '0');

/** Whole hours, minutes and seconds in `total` seconds. */
const hms = (total: number) => [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];

/** "MM:SS" below an hour, else "H:MM:SS"; whole seconds rounded up (00:00 only at the deadline). */
export function formatClock(ms: number): string {
  const [h, m, sec] = hms(Math.max(0, Math.ceil(ms / 1000)));
  return h ? `${h}:${pad(m)}:${pad(sec)}` : `${pad(m)}:${pad(sec)}`;
}

/** "1 h 02 min", "4 min 05 s", "42 s". */
export function formatDuration(ms: number): string {
  const [h, m, sec] = hms(Math.max(0, Math.round(ms / 1000)));
  if (h) return `${h} h ${pad(m)} min`;
  if (m) return `${m} min ${pad(sec)} s`;
  return `${sec} s`;
}

/** The moments the timer is announced to screen readers (seconds left). */
export const ANNOUNCE_AT_SECONDS = [600, 300, 60, 30] as const;

/**
 * What to announce when the time left goes from `prevMs` to `nextMs`: the
 * smallest threshold crossed (several at once after a sleep), else null.
 * Nothing on the first reading (`prevMs` null): a reload is not a crossing.
 */
export function timerAnnouncement(
  prevMs: number | null,
  nextMs: number,
  texts: { minutesLeft: (n: number) => string; secondsLeft: (n: number) => string } = {
    minutesLeft: (n) => `${n} ${n === 1 ? 'minute' : 'minutes'} left`,
    secondsLeft: (n) => `${n} seconds left`,
  },
): string | null {
  if (prevMs === null) return null;
  let hit: number | null = null;
  for (const t of ANNOUNCE_AT_SECONDS) if (prevMs > t * 1000 && nextMs <= t * 1000 && nextMs > 0) hit = t;
  if (hit === null) return null;
  if (hit >= 60) {
    return texts.minutesLeft(hit / 60);
  }
  return texts.secondsLeft(hit);
}
