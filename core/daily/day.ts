/**
 * The daily quiz's day (issue 30): a calendar day in India's time zone (Asia/Kolkata, UTC+5:30 all year, no daylight
 * saving), written YYYY-MM-DD. A fixed offset is exact for India and needs no time-zone data in the browser.
 */

/** India's offset from UTC in ms (+5:30). */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 86_400_000;

/** The IST day of an instant (epoch ms): 18:29:59.999Z is still that UTC date, 18:30:00Z is the next. */
export function istDay(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDay(value: string): boolean {
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The instant (epoch ms) the IST day begins: midnight in India, 18:30Z of the UTC day before. */
export const dayStartMs = (day: string): number => Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;

/** The instant the IST day ends (the next day's start, exclusive). */
export const dayEndMs = (day: string): number => dayStartMs(day) + DAY_MS;

/** The day `n` days after `day` (negative: before). */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Where `day` stands at `nowMs`: not begun, open (today in India), or over. */
export function dayPhase(day: string, nowMs: number): 'future' | 'open' | 'past' {
  if (nowMs < dayStartMs(day)) return 'future';
  return nowMs < dayEndMs(day) ? 'open' : 'past';
}
