/**
 * Writes of the daily quiz (issue 30; docs/daily-quiz.md): the rule's draw at a day's first read, the admin's choice
 * of a day not yet begun (or leaving it to the rule again), and a signed-in aspirant's one counted submission.
 * Every write is one statement that a racing twin cannot double: insert … on conflict do nothing, then read the row
 * that won, so every instance answers the same.
 */
import { eq, sql } from 'drizzle-orm';
import { DAILY_NO_REPEAT_DAYS, drawDailyQuiz } from '#core/daily/draw.ts';
import { DAILY_MESSAGES } from '#core/schemas/daily-quiz.ts';
import type { Db } from '../client';
import { attemptOf, bankIdsAmong, bankQuestions, quizRow, recentQuizQuestionIds, type DailyAttemptRow, type QuizRow } from '../queries/daily-quiz';
import { dailyQuizAttempts, dailyQuizzes } from '../schema';
import { conflict, invalid } from './errors';

/** The day's quiz, drawn by the rule if nobody chose it (null: the bank is empty). Call only for a day that has begun. */
export async function ensureDailyQuiz(db: Db, day: string): Promise<QuizRow | null> {
  const existing = await quizRow(db, day);
  if (existing) return existing;
  const ids = drawDailyQuiz(day, await bankQuestions(db), await recentQuizQuestionIds(db, day, DAILY_NO_REPEAT_DAYS));
  if (!ids.length) return null;
  await db.insert(dailyQuizzes).values({ day, questionIds: ids, source: 'rule' }).onConflictDoNothing();
  return quizRow(db, day);
}

/** The admin's ten questions for a day that has not begun (`today`: the server's IST day). */
export async function setDailyQuiz(db: Db, day: string, questionIds: number[], today: string): Promise<QuizRow> {
  if (day <= today) throw conflict('DAILY_DAY_BEGUN', `The quiz of ${day} can no longer change: the day has begun in India`);
  const bank = await bankIdsAmong(db, questionIds);
  if (questionIds.some((id) => !bank.has(id))) throw invalid('questionIds', DAILY_MESSAGES.questionIds);
  await db
    .insert(dailyQuizzes)
    .values({ day, questionIds, source: 'admin' })
    .onConflictDoUpdate({ target: dailyQuizzes.day, set: { questionIds, source: 'admin', createdAt: sql`now()` } });
  return { day, questionIds, source: 'admin' };
}

/** Leaves a day not yet begun to the rule again. */
export async function clearDailyQuiz(db: Db, day: string, today: string): Promise<void> {
  if (day <= today) throw conflict('DAILY_DAY_BEGUN', `The quiz of ${day} can no longer change: the day has begun in India`);
  await db.delete(dailyQuizzes).where(eq(dailyQuizzes.day, day));
}

/** The aspirant's counted submission: the first one stands; a retry (or a second device) gets that one back. */
export async function submitDailyQuiz(
  db: Db,
  input: { day: string; userUid: string; answers: (number | null)[]; correct: number; timeTakenSeconds: number; submittedAt: Date },
): Promise<DailyAttemptRow> {
  await db.insert(dailyQuizAttempts).values(input).onConflictDoNothing();
  const row = await attemptOf(db, input.day, input.userUid);
  if (!row) throw conflict('DAILY_NOT_SAVED', 'The submission could not be saved; try again');
  return row;
}

