/**
 * The daily quiz in the seed (issue 30; docs/daily-quiz.md): yesterday's and today's quizzes (in India's time zone,
 * from the seed's clock), drawn by the same rule the API uses at a day's first read, and a dozen demo aspirants'
 * submissions yesterday so yesterday's leaderboard has rows.
 *
 * The quiz draws from the practice bank (db/seed/practice-bank.ts, seeded before this). Only when the bank is
 * missing or tiny (a branch without it) does this add a small starter bank from the hand-written questions, so a
 * fresh `npm start` always has a quiz.
 */
import { addDays, dayStartMs, istDay } from '#core/daily/day.ts';
import { ensureDailyQuiz } from '../mutations/daily-quiz';
import { bankQuestions, quizQuestions } from '../queries/daily-quiz';
import type { Db } from '../client';
import { dailyQuizAttempts, mockTests, questions, users } from '../schema';
import { SYNTHETIC_UID_PREFIX } from './full-length-seed';
import { bankByTopic } from './question-bank';
import { assemble, type Topic } from './questions';
import type { Rng } from './random';

/** Below this many bank questions the starter sets are added. */
const MIN_BANK = 20;
const DEMO_SUBMISSIONS = 12;

const STARTER_SETS: { exam: string; subject: [string, string]; topic: [string, string]; from: Topic }[] = [
  { exam: 'SSC', subject: ['General Awareness', 'सामान्य जागरूकता'], topic: ['Indian Polity', 'भारतीय राजव्यवस्था'], from: 'polity' },
  { exam: 'SSC', subject: ['General Awareness', 'सामान्य जागरूकता'], topic: ['History', 'इतिहास'], from: 'history' },
  { exam: 'Banking', subject: ['Reasoning Ability', 'तर्कशक्ति'], topic: ['Mixed Reasoning', 'मिश्रित तर्क'], from: 'reasoning' },
  { exam: 'Banking', subject: ['General Awareness', 'सामान्य जागरूकता'], topic: ['Economy', 'अर्थव्यवस्था'], from: 'economy' },
  { exam: 'Railways', subject: ['General Science', 'सामान्य विज्ञान'], topic: ['Basic Science', 'आधारभूत विज्ञान'], from: 'science' },
  { exam: 'Railways', subject: ['General Awareness', 'सामान्य जागरूकता'], topic: ['Geography', 'भूगोल'], from: 'geography' },
];

async function seedStarterBank(db: Db, rng: Rng, categoryIds: Map<string, number>): Promise<{ sets: number; questions: number }> {
  let count = 0;
  for (const [i, set] of STARTER_SETS.entries()) {
    const categoryId = categoryIds.get(set.exam);
    if (categoryId === undefined) throw new Error(`seed: no mock category ${set.exam}`);
    const items = bankByTopic(set.from).slice(0, 10).map((raw) => assemble(rng, raw));
    const [test] = await db
      .insert(mockTests)
      .values({
        slug: `daily-starter-${set.from}`,
        name: `${set.topic[0]} practice`,
        description: `${set.subject[0]}: ${set.topic[0]}`,
        categoryId,
        timerMinutes: 10,
        kind: 'practice',
        practiceSubject: set.subject[0],
        practiceSubjectHi: set.subject[1],
        practiceTopic: set.topic[0],
        practiceTopicHi: set.topic[1],
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        updatedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })
      .returning({ id: mockTests.id });
    await db.insert(questions).values(items.map((q, position) => ({ ...q, mockTestId: test.id, position: position + 1, topic: set.topic[0] })));
    count += items.length;
  }
  return { sets: STARTER_SETS.length, questions: count };
}

export interface DailySeedCounts {
  days: number;
  submissions: number;
  /** Starter practice sets and their questions (0 when the practice bank is there). */
  starterSets: number;
  starterQuestions: number;
}

export async function seedDailyQuiz(db: Db, rng: Rng, categoryIds: Map<string, number>, now: number): Promise<DailySeedCounts> {
  const starter = (await bankQuestions(db)).length < MIN_BANK ? await seedStarterBank(db, rng.fork('starter'), categoryIds) : { sets: 0, questions: 0 };
  const base = { starterSets: starter.sets, starterQuestions: starter.questions };
  const today = istDay(now);
  const yesterday = addDays(today, -1);
  const before = await ensureDailyQuiz(db, yesterday);
  await ensureDailyQuiz(db, today);
  if (!before) return { days: 0, submissions: 0, ...base };

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
  return { days: 2, submissions: mine.length, ...base };
}
