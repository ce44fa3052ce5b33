/**
 * The daily-quiz streak (issue 30): consecutive IST days with a counted submission, ending today. Before today's
 * quiz is taken the streak ending yesterday is still alive (it shows, and today's submission extends it); a day
 * missed before that breaks it.
 */
import { addDays } from './day';

/** `days`: the days (YYYY-MM-DD) the aspirant submitted, any order; `today`: the server's IST day. */
export function streakOf(days: Iterable<string>, today: string): number {
  const set = new Set(days);
  let day = set.has(today) ? today : addDays(today, -1);
  let n = 0;
  while (set.has(day)) {
    n++;
    day = addDays(day, -1);
  }
  return n;
}
