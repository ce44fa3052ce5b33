/**
 * Writes the full-length tests (db/seed/full-length: sections, Hindi, topics)
 * and the synthetic aspirants' attempts: one ranked, on-time attempt per
 * aspirant and test, scored with the API's own marking (core/mock/scoring.ts),
 * with the score histogram and the per-question figures the API reads, so
 * rank, percentile, the comparison and the per-question shares are
 * meaningful on a fresh `npm start`. Deterministic for the seed.
 */
import { like, sql } from 'drizzle-orm';
import { markingOf, scoreAnswers, scoreSections, sectionIndexOf } from '#core/mock/scoring.ts';
import type { MockSection } from '#core/schemas/responses/mocks.ts';
import type { Db } from '../client';
import { mockAttempts, mockQuestionStats, mockScoreCounts, mockSections, mockSectionStats, mockTests, questions, users } from '../schema';
import { SCORE_SHARDS, scoreColumns } from '../mutations/mock-attempts';
import { generateAnswerSheets, generateFullLengthTests, generateSyntheticUsers } from './full-length';
import type { FullLengthTest } from './full-length/types';
import type { Rng } from './random';

/** Aspirants with an attempt at each full-length test (a few thousand attempts in all: quick to seed). */
export const SYNTHETIC_ASPIRANTS = 400;
export const SYNTHETIC_UID_PREFIX = 'synthetic-aspirant-';

const CHUNK = 500;

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Removes the synthetic aspirants (their attempts go with them). Real users stay. */
export async function deleteSyntheticUsers(db: Db): Promise<void> {
  await db.delete(users).where(like(users.uid, `${SYNTHETIC_UID_PREFIX}%`));
}

/**
 * Attempt rows through one JSON parameter per chunk (jsonb_to_recordset):
 * several times faster than a multi-row VALUES of large jsonb columns on the
 * embedded database.
 */
export function insertAttempts(db: Db, rows: (typeof mockAttempts.$inferInsert)[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      public_id: r.publicId,
      user_uid: r.userUid,
      mock_test_id: r.mockTestId,
      status: r.status,
      attempt_number: r.attemptNumber,
      rank_eligible: r.rankEligible,
      ranked: r.ranked,
      late: r.late,
      answers: r.answers,
      time_spent: r.timeSpent,
      correct: r.correct,
      wrong: r.wrong,
      unanswered: r.unanswered,
      score: r.score,
      percentage: r.percentage,
      result: r.result,
      section_scores: r.sectionScores,
      time_taken_seconds: r.timeTakenSeconds,
      started_at: (r.startedAt as Date).toISOString(),
      deadline_at: (r.deadlineAt as Date).toISOString(),
      submitted_at: (r.submittedAt as Date).toISOString(),
    })),
  );
  return db.execute(sql`
    insert into mock_attempts (public_id, user_uid, mock_test_id, status, attempt_number, rank_eligible, ranked, late, answers, time_spent,
      correct, wrong, unanswered, score, percentage, result, section_scores, time_taken_seconds, started_at, deadline_at, submitted_at)
    select public_id, user_uid, mock_test_id, status::mock_attempt_status, attempt_number, rank_eligible, ranked, late, answers, time_spent,
      correct, wrong, unanswered, score, percentage, result, section_scores, time_taken_seconds, started_at, deadline_at, submitted_at
    from jsonb_to_recordset(${json}::jsonb) as x(public_id text, user_uid text, mock_test_id int, status text, attempt_number int,
      rank_eligible boolean, ranked boolean, late boolean, answers jsonb, time_spent jsonb, correct int, wrong int, unanswered int,
      score float8, percentage int, result jsonb, section_scores jsonb, time_taken_seconds int, started_at timestamptz,
      deadline_at timestamptz, submitted_at timestamptz)`);
}

/** A scored answer sheet as a submitted, ranked attempt row (the seed and `npm run bench:mocks`). */
export function submittedAttemptRow(
  owner: { publicId: string; userUid: string; mockTestId: number; timerMinutes: number },
  sheet: { answers: (number | null)[]; timeTakenSeconds: number; startedAt: Date; submittedAt: Date },
  timeSpent: number[],
  result: ReturnType<typeof scoreAnswers>,
  sectionScores: ReturnType<typeof scoreSections>,
): typeof mockAttempts.$inferInsert {
  return {
    publicId: owner.publicId,
    userUid: owner.userUid,
    mockTestId: owner.mockTestId,
    status: 'submitted',
    attemptNumber: 1,
    rankEligible: true,
    ranked: true,
    late: false,
    answers: sheet.answers,
    timeSpent,
    ...scoreColumns(result),
    sectionScores,
    timeTakenSeconds: sheet.timeTakenSeconds,
    startedAt: sheet.startedAt,
    deadlineAt: new Date(sheet.startedAt.getTime() + owner.timerMinutes * 60_000),
    submittedAt: sheet.submittedAt,
  };
}

/**
 * Writes a full-length test (the test, its sections in order, its questions
 * with Hindi and topics) and answers what scoring needs, as the API derives
 * it: the seed and `npm run bench:mocks` write their tests through it.
 */
export async function insertFullLengthTest(db: Db, test: FullLengthTest, categoryId: number) {
  const [row] = await db
    .insert(mockTests)
    .values({
      slug: test.slug,
      name: test.name,
      description: test.description,
      categoryId,
      timerMinutes: test.timerMinutes,
      negativeMarks: null,
      createdAt: test.createdAt,
      updatedAt: test.createdAt,
    })
    .returning({ id: mockTests.id });
  const sectionRows = await db
    .insert(mockSections)
    .values(
      test.sections.map((s, i) => ({
        mockTestId: row.id,
        position: i,
        name: s.name,
        nameHi: s.nameHi,
        timeLimitMinutes: s.timeLimitMinutes,
        locked: s.locked,
        marksCorrect: s.marksCorrect,
        marksWrong: s.marksWrong,
      })),
    )
    .returning({ id: mockSections.id, position: mockSections.position });
  const sectionIdAt = (i: number) => sectionRows.find((r) => r.position === i)!.id;
  const questionRows = test.sections.flatMap((s, si) => s.questions.map((q) => ({ q, sectionId: sectionIdAt(si) })));
  const inserted = await db
    .insert(questions)
    .values(
      questionRows.map(({ q, sectionId }, i) => ({
        mockTestId: row.id,
        position: i + 1,
        sectionId,
        topic: q.topic,
        text: q.question,
        options: q.options,
        correctIndex: q.correct,
        explanations: q.explanations,
        textHi: q.questionHi,
        optionsHi: q.optionsHi,
        explanationsHi: q.explanationsHi,
      })),
    )
    .returning({ id: questions.id, position: questions.position });
  const sections: Pick<MockSection, 'id' | 'name' | 'name_hi' | 'marks_correct' | 'marks_wrong'>[] = test.sections.map((s, i) => ({
    id: sectionIdAt(i),
    name: s.name,
    name_hi: s.nameHi,
    marks_correct: s.marksCorrect,
    marks_wrong: s.marksWrong,
  }));
  const perQuestion = questionRows.map(({ sectionId }) => ({ section_id: sectionId }));
  return {
    mockTestId: row.id,
    sections,
    questionIds: inserted.sort((a, b) => a.position - b.position).map((r) => r.id),
    marking: markingOf(sections, perQuestion, null),
    sectionOf: sectionIndexOf(sections, perQuestion),
    correct: questionRows.map(({ q }) => q.correct),
  };
}

export interface FullLengthCounts {
  tests: number;
  sections: number;
  questions: number;
  users: number;
  attempts: number;
}

/**
 * A full-length test and one ranked, on-time attempt per aspirant, scored as the API scores, with the histogram and
 * the per-question and section figures. `retime` moves each sheet's start (a live test's window, db/seed/live-tests.ts).
 */
export async function insertTestWithAttempts(
  db: Db,
  test: FullLengthTest,
  categoryId: number,
  aspirants: ReturnType<typeof generateSyntheticUsers>,
  sheetsRng: Rng,
  retime?: (k: number) => Date,
) {
  const { mockTestId, sections, questionIds, marking, sectionOf, correct } = await insertFullLengthTest(db, test, categoryId);
  // Score every sheet the way the API does.
  const sheets = generateAnswerSheets(test, aspirants, sheetsRng).map((sheet, k) => {
    if (!retime) return sheet;
    const startedAt = retime(k);
    return { ...sheet, startedAt, submittedAt: new Date(startedAt.getTime() + sheet.timeTakenSeconds * 1000) };
  });
  const histogram = new Map<string, number>();
  const stats = questionIds.map(() => ({ attempts: 0, correct: 0, seconds: 0 }));
  const sectionStats = sections.map((s) => ({ mockTestId, sectionKey: String(s.id), attempts: 0, sum: 0, best: -Infinity }));
  const attemptRows: (typeof mockAttempts.$inferInsert & { shard?: number })[] = sheets.map((sheet, k) => {
    const timeSpent = sheet.timesMs.map((ms) => Math.round(ms / 1000));
    const input = { answers: sheet.answers, correct, marking, sectionOf };
    const result = scoreAnswers(input);
    const sectionScores = scoreSections({ ...input, sections, timeSpent });
    sectionScores.forEach((s, i) => {
      sectionStats[i].attempts++;
      sectionStats[i].sum += s.score;
      sectionStats[i].best = Math.max(sectionStats[i].best, s.score);
    });
    sheet.answers.forEach((a, i) => {
      stats[i].attempts++;
      if (a === correct[i]) stats[i].correct++;
      stats[i].seconds += timeSpent[i];
    });
    return {
      ...submittedAttemptRow({ publicId: sheet.attemptId, userUid: sheet.userUid, mockTestId, timerMinutes: test.timerMinutes }, sheet, timeSpent, result, sectionScores),
      // Histogram shard: spread like the API's (attempt id mod shards); any fixed spread is exact.
      shard: k % SCORE_SHARDS,
    };
  });
  for (const a of attemptRows) {
    const key = `${a.score}|${a.shard}`;
    delete a.shard;
    histogram.set(key, (histogram.get(key) ?? 0) + 1);
  }
  await insertChunks(attemptRows, (chunk) => insertAttempts(db, chunk));
  await insertChunks(
    [...histogram].map(([key, count]) => {
      const [score, shard] = key.split('|').map(Number);
      return { mockTestId, score, shard, count };
    }),
    (chunk) => db.insert(mockScoreCounts).values(chunk),
  );
  await db.insert(mockSectionStats).values(sectionStats);
  await db.insert(mockQuestionStats).values(questionIds.map((questionId, i) => ({ questionId, mockTestId, ...stats[i] })));
  return { mockTestId, sections: sections.length, questions: questionIds.length, attempts: attemptRows.length };
}

export async function seedFullLength(db: Db, rng: Rng, categoryIds: Map<string, number>): Promise<FullLengthCounts> {
  const tests = generateFullLengthTests(rng.fork('tests'));
  const aspirants = generateSyntheticUsers(SYNTHETIC_ASPIRANTS, rng.fork('aspirants'));
  await insertChunks(
    aspirants.map((u) => ({ uid: u.uid, email: u.email, displayName: u.displayName, hideName: u.hideName, createdAt: u.createdAt, updatedAt: u.createdAt, lastLogin: u.createdAt })),
    (chunk) => db.insert(users).values(chunk).onConflictDoNothing(),
  );
  const counts: FullLengthCounts = { tests: 0, sections: 0, questions: 0, users: aspirants.length, attempts: 0 };

  for (const test of tests) {
    const categoryId = categoryIds.get(test.categoryName);
    if (categoryId === undefined) throw new Error(`seed: no mock category ${test.categoryName}`);
    const written = await insertTestWithAttempts(db, test, categoryId, aspirants, rng.fork(`sheets:${test.slug}`));
    counts.tests++;
    counts.sections += written.sections;
    counts.questions += written.questions;
    counts.attempts += written.attempts;
  }
  return counts;
}
