/**
 * The daily quiz on the wire (issue 30), one definition each, used by the routes, the OpenAPI document and the island:
 *
 *   DailyToday          GET  /daily-quiz/today                 the server's IST day and clock (no-store)
 *   DailyQuiz           GET  /daily-quiz/{day}                 the day's one document: questions; the key once the day is over
 *   DailyAnswersInput   POST /daily-quiz/{day}/submit          { answers, timeTakenSeconds, clientId }
 *   DailyResult         the submit's answer: score, streak, rank — never the key (it opens at the day's end)
 *   DailyLeaderboard    GET  /daily-quiz/{day}/leaderboard     top 50 and the caller's own place
 *   DailyQuizAdminInput PUT  /admin/daily-quiz/{day}           { questionIds: 10 bank questions }
 *   DailyAdminDay       GET  /admin/daily-quiz?from&to         the chosen and drawn days
 *
 * Contract: docs/daily-quiz.md.
 */
import { z } from 'zod';
import { isDay } from '../daily/day';
import { DAILY_QUIZ_SIZE } from '../daily/draw';
import { MAX_ID, strictInput } from './common';

export const DAILY_MESSAGES = {
  day: 'day must be a calendar day written YYYY-MM-DD',
  answers: `answers must be a list with one entry per question: the chosen option (0 to 3) or null`,
  answersCount: 'answers must have one entry per question of the day’s quiz',
  answersNone: 'answers must answer at least one question',
  time: 'timeTakenSeconds must be a whole number of seconds from 0 to 86400',
  clientId: 'clientId must be 8 to 64 letters, digits, - or _',
  questionIds: `questionIds must be ${DAILY_QUIZ_SIZE} different question ids of the practice bank`,
  range: 'from and to must be days (YYYY-MM-DD), from not after to, at most 62 days apart',
} as const;

/** A day in a path or query: a real calendar day. */
export const DaySchema = z
  .string({ error: DAILY_MESSAGES.day })
  .refine(isDay, DAILY_MESSAGES.day)
  .meta({ description: 'A day in India’s time zone, YYYY-MM-DD', example: '2026-12-01' });

export const DailyTodaySchema = z
  .object({
    day: z.string().meta({ description: 'The server’s day in India (Asia/Kolkata)' }),
    now: z.string().meta({ description: 'The server’s clock (ISO), for a device whose clock is off' }),
    opensAt: z.string().meta({ description: 'Midnight in India that began the day (ISO)' }),
    closesAt: z.string().meta({ description: 'Midnight in India that ends it: submissions close (ISO)' }),
    yesterday: z.string(),
  })
  .meta({ id: 'DailyToday' });
export type DailyToday = z.infer<typeof DailyTodaySchema>;

export const DailyQuestionSchema = z
  .object({
    id: z.number().int(),
    question: z.string(),
    options: z.array(z.string()),
    question_hi: z.string().nullable(),
    options_hi: z.array(z.string()).nullable(),
    exam: z.string().meta({ description: 'The exam (the practice set’s category)' }),
    exam_hi: z.string().nullable(),
    subject: z.string(),
    subject_hi: z.string().nullable(),
    topic: z.string(),
    topic_hi: z.string().nullable(),
  })
  .meta({ id: 'DailyQuestion', description: 'A question of the day: no answer, no explanations' });
export type DailyQuestion = z.infer<typeof DailyQuestionSchema>;

export const DailyKeyEntrySchema = z
  .object({
    id: z.number().int(),
    correct: z.number().int(),
    explanations: z.array(z.string()),
    explanations_hi: z.array(z.string()).nullable(),
  })
  .meta({ id: 'DailyKeyEntry' });
export type DailyKeyEntry = z.infer<typeof DailyKeyEntrySchema>;

export const DailyQuizSchema = z
  .object({
    day: z.string(),
    opensAt: z.string(),
    closesAt: z.string(),
    status: z.enum(['open', 'closed']).meta({ description: 'open: today in India, submissions accepted; closed: the day is over' }),
    questions: z.array(DailyQuestionSchema),
    key: z.array(DailyKeyEntrySchema).nullable().meta({ description: 'Same order as questions; null while the day is open (core/mock/key-access.ts dailyQuizAccess)' }),
  })
  .meta({ id: 'DailyQuiz', description: 'A day’s quiz, the same document for everyone' });
export type DailyQuiz = z.infer<typeof DailyQuizSchema>;

export const DailyAnswersInputSchema = strictInput({
  answers: z
    .array(z.number({ error: DAILY_MESSAGES.answers }).int(DAILY_MESSAGES.answers).min(0, DAILY_MESSAGES.answers).max(3, DAILY_MESSAGES.answers).nullable(), {
      error: DAILY_MESSAGES.answers,
    })
    .min(1, DAILY_MESSAGES.answersCount)
    .max(20, DAILY_MESSAGES.answersCount)
    .refine((a) => a.some((x) => x !== null), DAILY_MESSAGES.answersNone),
  timeTakenSeconds: z.number({ error: DAILY_MESSAGES.time }).int(DAILY_MESSAGES.time).min(0, DAILY_MESSAGES.time).max(86_400, DAILY_MESSAGES.time),
  clientId: z.string({ error: DAILY_MESSAGES.clientId }).regex(/^[A-Za-z0-9_-]{8,64}$/, DAILY_MESSAGES.clientId),
}).meta({ id: 'DailyAnswersInput' });
export type DailyAnswersInput = z.infer<typeof DailyAnswersInputSchema>;

export const DailyResultSchema = z
  .object({
    day: z.string(),
    correct: z.number().int(),
    total: z.number().int(),
    answers: z.array(z.number().int().nullable()),
    timeTakenSeconds: z.number().int(),
    submittedAt: z.string(),
    clientId: z.string(),
    streak: z.number().int().meta({ description: 'Consecutive days in India with a submission, ending today' }),
    rank: z.number().int().meta({ description: 'Place on the day’s leaderboard now (more correct, then less time, then earlier)' }),
    of: z.number().int().meta({ description: 'Submissions of the day so far' }),
  })
  .meta({
    id: 'DailyResult',
    description:
      'The one counted submission of the day (a retry answers the same): the score, not the key, which opens to everyone at the day’s end (GET /daily-quiz/{day}; core/mock/key-access.ts dailyQuizAccess)',
  });
export type DailyResult = z.infer<typeof DailyResultSchema>;

export const DailyLeaderboardSchema = z
  .object({
    day: z.string(),
    entries: z.array(
      z.object({
        rank: z.number().int(),
        name: z.string().meta({ description: "The display name, or 'Aspirant' when the user hides it" }),
        correct: z.number().int(),
        timeTakenSeconds: z.number().int(),
      }),
    ),
    of: z.number().int(),
    me: z
      .object({ rank: z.number().int(), correct: z.number().int(), timeTakenSeconds: z.number().int() })
      .nullable()
      .meta({ description: 'The signed-in caller’s own place (null: not signed in, or no submission)' }),
  })
  .meta({ id: 'DailyLeaderboard' });
export type DailyLeaderboard = z.infer<typeof DailyLeaderboardSchema>;

export const DailyQuizAdminInputSchema = strictInput({
  questionIds: z
    .array(z.number({ error: DAILY_MESSAGES.questionIds }).int(DAILY_MESSAGES.questionIds).min(1, DAILY_MESSAGES.questionIds).max(MAX_ID, DAILY_MESSAGES.questionIds), {
      error: DAILY_MESSAGES.questionIds,
    })
    .length(DAILY_QUIZ_SIZE, DAILY_MESSAGES.questionIds)
    .refine((ids) => new Set(ids).size === ids.length, DAILY_MESSAGES.questionIds),
}).meta({ id: 'DailyQuizAdminInput' });
export type DailyQuizAdminInput = z.infer<typeof DailyQuizAdminInputSchema>;

export const DailyAdminQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  setId: z.number().int(),
  setName: z.string(),
  exam: z.string(),
  subject: z.string(),
  topic: z.string(),
});
export const DailyAdminDaySchema = z
  .object({
    day: z.string(),
    source: z.enum(['admin', 'rule']),
    questions: z.array(DailyAdminQuestionSchema),
    submissions: z.number().int(),
    editable: z.boolean().meta({ description: 'The day has not begun in India: the admin may still choose or clear it' }),
  })
  .meta({ id: 'DailyAdminDay' });
export type DailyAdminDay = z.infer<typeof DailyAdminDaySchema>;

export const DailyBankSetSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    exam: z.string(),
    subject: z.string(),
    topic: z.string(),
    questions: z.array(z.object({ id: z.number().int(), question: z.string() })),
  })
  .meta({ id: 'DailyBankSet', description: 'A published practice set and its questions, for choosing a day’s quiz' });
export type DailyBankSet = z.infer<typeof DailyBankSetSchema>;
