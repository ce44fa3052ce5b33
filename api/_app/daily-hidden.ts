/**
 * The daily quiz's questions come from the practice bank, whose keys are public. While a day's quiz is open (and
 * before a coming admin-chosen one), every other route that would show one of its questions' keys — topic practice,
 * "Revise today", a bookmark — leaves the key out, or the day's leaderboard could be answered from them
 * (docs/daily-quiz.md, "Practice and the quiz"). The day is India's, by the server's clock.
 */
import type { Context } from 'hono';
import { istDay } from '#core/daily/day.ts';
import { ensureDailyQuiz } from '#db/mutations/daily-quiz.ts';
import { questionsHiddenFromPractice } from '#db/queries/daily-quiz.ts';
import { nowMs, type AppBindings } from './context';
import { memo } from './memo';

/** How long a process keeps the day's set (an admin's change to a coming day's quiz shows within it). */
const HIDDEN_TTL_MS = 60_000;

/** Question ids of today's quiz (drawn now if the rule has not yet) and of coming admin-chosen quizzes. */
export function hiddenByDailyQuiz(c: Context<AppBindings>): Promise<ReadonlySet<number>> {
  const { db } = c.var.deps;
  const now = nowMs(c.var.deps);
  const today = istDay(now);
  return memo(
    db,
    `daily-hidden:${today}`,
    HIDDEN_TTL_MS,
    async () => {
      await ensureDailyQuiz(db, today);
      return questionsHiddenFromPractice(db, today);
    },
    now,
  );
}
