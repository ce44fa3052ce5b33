/**
 * Mock tests on the wire: categories, the test listing, the questions as
 * served to a test taker and the answer key. (Starting, submitting and the
 * result envelope are the mock-attempt routes' own.) See common.ts for what
 * this folder is.
 */
import { z } from 'zod';

export const MockCategorySchema = z
  .object({ id: z.number().int(), name: z.string(), description: z.string(), testCount: z.number().int() })
  .meta({ id: 'MockCategory' });
export type MockCategory = z.infer<typeof MockCategorySchema>;

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
  })
  .meta({ id: 'MockTest' });
export type MockTest = z.infer<typeof MockTestSchema>;

export const MockQuestionSchema = z
  .object({ id: z.number().int(), position: z.number().int(), question: z.string(), options: z.array(z.string()) })
  .meta({ id: 'MockQuestion', description: 'A question as served to a test taker: no correct answer, no explanations.' });
export type MockQuestion = z.infer<typeof MockQuestionSchema>;

export const AnswerKeyEntrySchema = z
  .object({ id: z.number().int(), position: z.number().int(), correct: z.number().int(), explanations: z.array(z.string()) })
  .meta({ id: 'AnswerKeyEntry' });
export type AnswerKeyEntry = z.infer<typeof AnswerKeyEntrySchema>;
