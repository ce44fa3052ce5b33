/**
 * Which cards are "due today": the aspirant's day is India's (IST, UTC+5:30,
 * no daylight saving), so a card due any time before the next IST midnight
 * counts in "Revise today".
 */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The first instant of the next IST day after `nowMs` (the end of today in India), epoch ms. */
export function endOfIstDay(nowMs: number): number {
  const local = nowMs + IST_OFFSET_MS;
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS) + DAY_MS - IST_OFFSET_MS;
}
