/**
 * The daily quiz in the seed (issue 30; docs/daily-quiz.md): yesterday's and today's quizzes (in India's time zone,
 * from the seed's clock), drawn by the same rule the API uses at a day's first read, and a dozen demo aspirants'
 * submissions yesterday so yesterday's leaderboard has rows.
 *
 * The quiz draws from the practice bank (db/seed/practice-bank.ts), so this runs after it.
 */
import { addDays, dayStartMs, istDay } from '#core/daily/day.ts';
import { ensureDailyQuiz } from '../mutations/daily-quiz';
import { quizQuestions } from '../queries/daily-quiz';
import type { Db } from '../client';
import { dailyQuizAttempts, users } from '../schema';
import { SYNTHETIC_UID_PREFIX } from './full-length-seed';
import type { Rng } from './random';

const DEMO_SUBMISSIONS = 12;

export interface DailySeedCounts {
  days: number;
  submissions: number;
}

export async function seedDailyQuiz(db: Db, rng: Rng, now: number): Promise<DailySeedCounts> {
  const today = istDay(now);
  const yesterday = addDays(today, -1);
  const before = await ensureDailyQuiz(db, yesterday);
  await ensureDailyQuiz(db, today);
  if (!before) return { days: 0, submissions: 0 };

  // Demo aspirants (the synthetic ones of the full-length seed) who took yesterday's quiz: mostly right, 1–6 minutes.
  const key = (await quizQuestions(db, before.questionIds)).map((q) => q.key.correct);
  const r = rng.fork('submissions');
  const rows = Array.from({ length: DEMO_SUBMISSIONS }, (_, i) => {
    const skill = 0.45 + r.next() * 0.5;
    const answers = key.map((k) => (r.chance(0.08) ? null : r.chance(skill) ? k : (k + r.int(1, 3)) % 4));
    const timeTakenSeconds = r.int(60, 360);
    return {
      day: yesterday,
      userUid: `${SYNTHETIC_UID_PREFIX}${String(i * 7 + 1).padStart(4, '0')}`,
      answers,
      correct: answers.filter((a, j) => a === key[j]).length,
      timeTakenSeconds,
      submittedAt: new Date(dayStartMs(yesterday) + r.int(7, 22) * 3600_000 + timeTakenSeconds * 1000),
    };
  });
  const present = new Set((await db.select({ uid: users.uid }).from(users)).map((u) => u.uid));
  const mine = rows.filter((row) => present.has(row.userUid));
  if (mine.length) await db.insert(dailyQuizAttempts).values(mine).onConflictDoNothing();
  return { days: 2, submissions: mine.length };
}
