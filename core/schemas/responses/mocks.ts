/**
 * Mock tests on the wire: categories, the test listing, the questions as
 * served to a test taker and the answer key. (Starting, submitting and the
 * result envelope are the mock-attempt routes' own.) See common.ts for what
 * this folder is.
 */
import { z } from 'zod';
import { LiveScheduleSchema } from '../live-test';
import { PyqSchema } from '../pyq';

export const MockCategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    name_hi: z.string().nullable().meta({ description: 'Hindi name (null: the English one is shown on Hindi pages)' }),
    description_hi: z.string().nullable(),
    testCount: z.number().int(),
  })
  .meta({ id: 'MockCategory' });
export type MockCategory = z.infer<typeof MockCategorySchema>;

/** One section of a test (issue 17). A test without sections has `sections: []` and behaves as one implicit section. */
export const MockSectionSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int().meta({ description: 'Order of the section in the test, from 0' }),
    name: z.string(),
    name_hi: z.string().nullable(),
    time_limit: z.number().int().nullable().meta({ description: 'Sectional time limit in minutes; null = no sectional timer' }),
    locked: z.boolean().meta({ description: 'Sections are taken in order; a finished or timed-out section cannot be reopened' }),
    marks_correct: z.number().meta({ description: 'Marks per correct answer' }),
    marks_wrong: z.number().meta({ description: 'Marks deducted per wrong answer (0 = no negative marking)' }),
    question_count: z.number().int(),
  })
  .meta({ id: 'MockSection' });
export type MockSection = z.infer<typeof MockSectionSchema>;

export const MockLanguageSchema = z.enum(['en', 'hi']);
export type MockLanguage = z.infer<typeof MockLanguageSchema>;

export const MockTestSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    category_id: z.number().int(),
    category_name: z.string(),
    timer: z.number().int().meta({ description: 'Minutes' }),
    // Marks deducted per wrong answer; null = no negative marking.
    negative_marks: z.number().nullable(),
    question_count: z.number().int(),
    updated_at: z.string(),
    sections: z.array(MockSectionSchema).meta({ description: 'In order; [] = no sections (one implicit section: +1 and negative_marks)' }),
    languages: z.array(MockLanguageSchema).meta({ description: "['en'], or ['en','hi'] when every question has Hindi text" }),
    total_marks: z.number().meta({ description: 'Highest possible score' }),
    live: LiveScheduleSchema.nullable().meta({ description: 'A live test\'s schedule (issue 28); null = always open' }),
    pyq: PyqSchema.nullable().meta({ description: 'A previous-year paper\'s exam, year and sitting (issue 30); null = not one' }),
    instructions: z.string().meta({ description: "The test's own instructions (plain text, a point a line), shown before the start under the general CBT ones; '' = none" }),
    instructions_hi: z.string().nullable().meta({ description: 'Their Hindi; null = the English ones show on a Hindi paper too' }),
    calculator: z.boolean().meta({ description: 'The exam screen offers the on-screen calculator (off unless the real exam allows one)' }),
  })
  .meta({ id: 'MockTest' });
export type MockTest = z.infer<typeof MockTestSchema>;

export const MockQuestionSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    question: z.string(),
    options: z.array(z.string()),
    section_id: z.number().int().nullable().meta({ description: 'The section (MockSection.id); null in a test without sections' }),
    question_hi: z.string().nullable().meta({ description: 'Hindi text of the question; null = English only' }),
    options_hi: z.array(z.string()).nullable().meta({ description: 'Hindi options (same order); null exactly when question_hi is' }),
  })
  .meta({ id: 'MockQuestion', description: 'A question as served to a test taker: no correct answer, no explanations.' });
export type MockQuestion = z.infer<typeof MockQuestionSchema>;

export const AnswerKeyEntrySchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    correct: z.number().int(),
    explanations: z.array(z.string()),
    explanations_hi: z.array(z.string()).nullable(),
    topic: z.string().nullable(),
    correct_share: z
      .number()
      .nullable()
      .meta({ description: 'Share (%, 1 decimal) of ranked attempts that answered this question correctly; null without ranked attempts' }),
    avg_seconds: z.number().nullable().meta({ description: 'Mean seconds spent on this question across ranked attempts; null without them' }),
  })
  .meta({ id: 'AnswerKeyEntry' });
export type AnswerKeyEntry = z.infer<typeof AnswerKeyEntrySchema>;

/** GET /mocks/{slug}/leaderboard: the top 10 ranked attempts (ties share a rank). */
export const MockLeaderboardSchema = z
  .object({
    entries: z.array(
      z.object({
        rank: z.number().int(),
        name: z.string().meta({ description: "The display name, or 'Aspirant' when the user hides it" }),
        score: z.number(),
        timeTakenSeconds: z.number().int(),
      }),
    ),
    of: z.number().int().meta({ description: 'Ranked attempts of the test' }),
  })
  .meta({ id: 'MockLeaderboard' });
export type MockLeaderboard = z.infer<typeof MockLeaderboardSchema>;
