/**
 * Reads of the daily quiz (issue 30; docs/daily-quiz.md): the bank the rule draws from, a day's quiz with or without
 * its key, the day's leaderboard and a caller's place on it, an aspirant's submitted days (the streak), the admin's
 * calendar, and `questionsHiddenFromPractice`: what topic practice must not serve while a quiz holds it.
 */
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ANONYMOUS_NAME, normalizeName } from '#core/names.ts';
import type { BankQuestion } from '#core/daily/draw.ts';
import type { DailyAdminDay, DailyBankSet, DailyKeyEntry, DailyLeaderboard, DailyQuestion } from '#core/schemas/daily-quiz.ts';
import type { Db } from '../client';
import { dailyQuizAttempts, dailyQuizzes, mockCategories, mockTests, questions, users } from '../schema';

/** Published practice sets' questions: the bank. */
const inBank = and(eq(mockTests.kind, 'practice'), eq(mockTests.status, 'published'));

/** Every bank question with its exam and subject (what the draw spreads over). */
export async function bankQuestions(db: Db): Promise<BankQuestion[]> {
  const rows = await db
    .select({ id: questions.id, exam: mockTests.categoryId, subject: mockTests.practiceSubject })
    .from(questions)
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .where(inBank);
  return rows.map((r) => ({ id: r.id, exam: r.exam, subject: r.subject ?? '' }));
}

/** Which of `ids` are bank questions. */
export async function bankIdsAmong(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .where(and(inBank, inArray(questions.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export interface QuizRow {
  day: string;
  questionIds: number[];
  source: 'admin' | 'rule';
}

export async function quizRow(db: Db, day: string): Promise<QuizRow | null> {
  const [row] = await db.select({ day: dailyQuizzes.day, questionIds: dailyQuizzes.questionIds, source: dailyQuizzes.source }).from(dailyQuizzes).where(eq(dailyQuizzes.day, day));
  return row ? { ...row, source: row.source as QuizRow['source'] } : null;
}

/**
 * Question ids the rule leaves out for `day`: those of the quizzes of the `days` days before it and of every later
 * (admin-chosen) day — today's key must not reveal a future quiz's answers.
 */
export async function recentQuizQuestionIds(db: Db, day: string, days: number): Promise<Set<number>> {
  const rows = await db
    .select({ ids: dailyQuizzes.questionIds })
    .from(dailyQuizzes)
    .where(and(gte(dailyQuizzes.day, sql`${day}::date - ${days}::int`), sql`${dailyQuizzes.day} <> ${day}::date`));
  return new Set(rows.flatMap((r) => r.ids));
}

/**
 * Ids of the questions of the quizzes of `today` (the server's IST day) and of later days. Topic practice shows
 * answers right after each question, so it must leave these out while the quiz is open or still to come:
 * the practice routes call this (docs/daily-quiz.md, "Practice and the quiz").
 */
export async function questionsHiddenFromPractice(db: Db, today: string): Promise<Set<number>> {
  const rows = await db.select({ ids: dailyQuizzes.questionIds }).from(dailyQuizzes).where(gte(dailyQuizzes.day, today));
  return new Set(rows.flatMap((r) => r.ids));
}

export interface QuizQuestionRow extends DailyQuestion {
  key: DailyKeyEntry;
}

/** The quiz's questions in the quiz's order, each with its key entry (the route decides whether the key goes out). */
export async function quizQuestions(db: Db, ids: number[]): Promise<QuizQuestionRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: questions.id,
      question: questions.text,
      options: questions.options,
      question_hi: questions.textHi,
      options_hi: questions.optionsHi,
      exam: mockCategories.name,
      exam_hi: mockCategories.nameHi,
      subject: mockTests.practiceSubject,
      subject_hi: mockTests.practiceSubjectHi,
      topic: mockTests.practiceTopic,
      topic_hi: mockTests.practiceTopicHi,
      correct: questions.correctIndex,
      explanations: questions.explanations,
      explanations_hi: questions.explanationsHi,
    })
    .from(questions)
    .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
    .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
    .where(inArray(questions.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  // A question deleted since the day was set drops out of the quiz (its position with it).
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { correct, explanations, explanations_hi, subject, topic, ...q } = r;
    return [{ ...q, subject: subject ?? '', topic: topic ?? '', key: { id, correct, explanations, explanations_hi } }];
  });
}

export const DAILY_BOARD_SIZE = 50;

const boardOrder = [desc(dailyQuizAttempts.correct), asc(dailyQuizAttempts.timeTakenSeconds), asc(dailyQuizAttempts.submittedAt), asc(dailyQuizAttempts.userUid)];

/** 1 + the submissions of the day ahead of this one (more correct, then less time, then earlier). */
export async function rankOf(db: Db, day: string, attempt: { correct: number; timeTakenSeconds: number; submittedAt: Date; userUid: string }): Promise<{ rank: number; of: number }> {
  const a = dailyQuizAttempts;
  const ahead = sql<number>`count(*) filter (where ${a.correct} > ${attempt.correct}
    or (${a.correct} = ${attempt.correct} and ${a.timeTakenSeconds} < ${attempt.timeTakenSeconds})
    or (${a.correct} = ${attempt.correct} and ${a.timeTakenSeconds} = ${attempt.timeTakenSeconds} and ${a.submittedAt} < ${attempt.submittedAt.toISOString()}::timestamptz)
    or (${a.correct} = ${attempt.correct} and ${a.timeTakenSeconds} = ${attempt.timeTakenSeconds} and ${a.submittedAt} = ${attempt.submittedAt.toISOString()}::timestamptz and ${a.userUid} < ${attempt.userUid}))`;
  const [row] = await db.select({ ahead: ahead.mapWith(Number), of: count() }).from(a).where(eq(a.day, day));
  return { rank: (row?.ahead ?? 0) + 1, of: row?.of ?? 0 };
}

/** The top 50 of the day (names as the mock leaderboards show them) and, for a signed-in caller, their own place. */
export async function dailyLeaderboard(db: Db, day: string, uid: string | null): Promise<DailyLeaderboard> {
  const rows = await db
    .select({ correct: dailyQuizAttempts.correct, time: dailyQuizAttempts.timeTakenSeconds, name: users.displayName, hide: users.hideName })
    .from(dailyQuizAttempts)
    .innerJoin(users, eq(users.uid, dailyQuizAttempts.userUid))
    .where(eq(dailyQuizAttempts.day, day))
    .orderBy(...boardOrder)
    .limit(DAILY_BOARD_SIZE);
  const entries = rows.map((r, i) => ({ rank: i + 1, name: (!r.hide && normalizeName(r.name)) || ANONYMOUS_NAME, correct: r.correct, timeTakenSeconds: r.time }));
  const mine = uid ? await attemptOf(db, day, uid) : null;
  const place = mine ? await rankOf(db, day, mine) : null;
  const [{ of }] = place ? [{ of: place.of }] : await db.select({ of: count() }).from(dailyQuizAttempts).where(eq(dailyQuizAttempts.day, day));
  return { day, entries, of, me: mine && place ? { rank: place.rank, correct: mine.correct, timeTakenSeconds: mine.timeTakenSeconds } : null };
}

export interface DailyAttemptRow {
  day: string;
  userUid: string;
  answers: (number | null)[];
  correct: number;
  timeTakenSeconds: number;
  submittedAt: Date;
}

export async function attemptOf(db: Db, day: string, uid: string): Promise<DailyAttemptRow | null> {
  const [row] = await db
    .select()
    .from(dailyQuizAttempts)
    .where(and(eq(dailyQuizAttempts.day, day), eq(dailyQuizAttempts.userUid, uid)));
  return row ?? null;
}

/** The days (newest first, up to `today`) an aspirant submitted: enough for any streak up to `limit` days. */
export async function submittedDays(db: Db, uid: string, today: string, limit = 1000): Promise<string[]> {
  const rows = await db
    .select({ day: dailyQuizAttempts.day })
    .from(dailyQuizAttempts)
    .where(and(eq(dailyQuizAttempts.userUid, uid), lte(dailyQuizAttempts.day, today)))
    .orderBy(desc(dailyQuizAttempts.day))
    .limit(limit);
  return rows.map((r) => r.day);
}

/** The admin's calendar: the days from..to that have a quiz (chosen or drawn), with their questions and submissions. */
export async function adminDailyDays(db: Db, from: string, to: string, today: string): Promise<DailyAdminDay[]> {
  const days = await db
    .select({ day: dailyQuizzes.day, questionIds: dailyQuizzes.questionIds, source: dailyQuizzes.source, submissions: sql<number>`(select count(*) from ${dailyQuizAttempts} a where a.day = ${dailyQuizzes.day})`.mapWith(Number) })
    .from(dailyQuizzes)
    .where(and(gte(dailyQuizzes.day, from), lte(dailyQuizzes.day, to)))
    .orderBy(asc(dailyQuizzes.day));
  const ids = [...new Set(days.flatMap((d) => d.questionIds))];
  const rows = ids.length
    ? await db
        .select({ id: questions.id, question: questions.text, setId: mockTests.id, setName: mockTests.name, exam: mockCategories.name, subject: mockTests.practiceSubject, topic: mockTests.practiceTopic })
        .from(questions)
        .innerJoin(mockTests, eq(mockTests.id, questions.mockTestId))
        .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
        .where(inArray(questions.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, { ...r, subject: r.subject ?? '', topic: r.topic ?? '' }]));
  return days.map((d) => ({
    day: d.day,
    source: d.source as 'admin' | 'rule',
    questions: d.questionIds.flatMap((id) => byId.get(id) ?? []),
    submissions: d.submissions,
    editable: d.day > today,
  }));
}

/** The published practice sets with their questions (the dashboard's picker), by exam, subject, topic. */
export async function bankSets(db: Db): Promise<DailyBankSet[]> {
  const rows = await db
    .select({ id: mockTests.id, name: mockTests.name, exam: mockCategories.name, subject: mockTests.practiceSubject, topic: mockTests.practiceTopic, qid: questions.id, question: questions.text })
    .from(mockTests)
    .innerJoin(mockCategories, eq(mockCategories.id, mockTests.categoryId))
    .innerJoin(questions, eq(questions.mockTestId, mockTests.id))
    .where(inBank)
    .orderBy(asc(mockCategories.name), asc(mockTests.practiceSubject), asc(mockTests.practiceTopic), asc(mockTests.name), asc(questions.position));
  const sets = new Map<number, DailyBankSet>();
  for (const r of rows) {
    let set = sets.get(r.id);
    if (!set) sets.set(r.id, (set = { id: r.id, name: r.name, exam: r.exam, subject: r.subject ?? '', topic: r.topic ?? '', questions: [] }));
    set.questions.push({ id: r.qid, question: r.question });
  }
  return [...sets.values()];
}
