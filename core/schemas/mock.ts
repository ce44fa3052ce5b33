/**
 * Mock tests: the creation payload of spec sections 3 and 5 (timer and
 * questions, each question with question, options, correct, explanations),
 * plus the test's name, slug, description and category. The dashboard's
 * question editor and POST /mocks validate with these very schemas.
 */
import { z } from 'zod';
import { MAX_QUESTIONS, MIN_QUESTIONS, OPTION_COUNT } from '../constants';
import { idField, optionalSlug, optionalText, requiredLine, strictInput } from './common';

/** The spec's wording where it gives one (section 5), ours elsewhere. */
export const MOCK_MESSAGES = {
  timer: 'Timer must be a positive integer',
  timerMax: 'Timer must be at most 1440 minutes (24 hours)',
  questions: 'Questions must be an array with 5 to 100 items',
  questionText: 'Question text must be at least 10 characters',
  questionTextMax: 'Question text must be at most 2000 characters',
  options: 'Each question must have exactly 4 options',
  optionText: 'Each option needs text (at most 500 characters)',
  correct: 'Correct answer must be a number from 0 to 3',
  explanations: 'Explanations are required for all 4 options',
  explanationText: 'Each explanation must be longer than 20 characters',
  explanationMax: 'Each explanation must be at most 2000 characters',
  negativeMarks: 'Negative marks must be a number from 0 to 1',
  category: 'Choose a mock-test category',
} as const;

export const MIN_QUESTION_CHARS = 10;
/** Explanations must be LONGER than this many characters. */
export const EXPLANATION_MIN_EXCLUSIVE = 20;

/**
 * A length check that runs only on arrays. zod runs an array's length checks
 * on any input that has a `length` (a string, say) even after reporting that
 * it is not an array, which would repeat the same message twice.
 */
const onArrays = (error: string) => ({ error, when: (payload: { value: unknown }) => Array.isArray(payload.value) });

const optionText = z.string({ error: MOCK_MESSAGES.optionText }).trim().min(1, MOCK_MESSAGES.optionText).max(500, MOCK_MESSAGES.optionText);

const explanationText = z
  .string({ error: MOCK_MESSAGES.explanationText })
  .trim()
  .min(EXPLANATION_MIN_EXCLUSIVE + 1, MOCK_MESSAGES.explanationText)
  .max(2000, MOCK_MESSAGES.explanationMax);

export const MockQuestionInputSchema = strictInput(
  {
    question: z
      .string({ error: MOCK_MESSAGES.questionText })
      .trim()
      .min(MIN_QUESTION_CHARS, MOCK_MESSAGES.questionText)
      .max(2000, MOCK_MESSAGES.questionTextMax),
    options: z.array(optionText, { error: MOCK_MESSAGES.options }).length(OPTION_COUNT, onArrays(MOCK_MESSAGES.options)),
    correct: z.number({ error: MOCK_MESSAGES.correct }).int(MOCK_MESSAGES.correct).min(0, MOCK_MESSAGES.correct).max(3, MOCK_MESSAGES.correct),
    explanations: z.array(explanationText, { error: MOCK_MESSAGES.explanations }).length(OPTION_COUNT, onArrays(MOCK_MESSAGES.explanations)),
  },
  'Each question',
);

export const timerField = z
  .number({ error: MOCK_MESSAGES.timer })
  .int(MOCK_MESSAGES.timer)
  .positive(MOCK_MESSAGES.timer)
  .max(1440, MOCK_MESSAGES.timerMax);

export const questionsField = z
  .array(MockQuestionInputSchema, { error: MOCK_MESSAGES.questions })
  .min(MIN_QUESTIONS, onArrays(MOCK_MESSAGES.questions))
  .max(MAX_QUESTIONS, onArrays(MOCK_MESSAGES.questions));

/** POST /mocks: the creation payload (timer, questions) with the test's identity. */
export const MockTestCreateSchema = strictInput({
  name: requiredLine('Name', 200),
  slug: optionalSlug.optional(),
  description: optionalText('Description', 2000).optional(),
  category_id: idField('Category', MOCK_MESSAGES.category),
  negative_marks: z
    .number({ error: MOCK_MESSAGES.negativeMarks })
    .min(0, MOCK_MESSAGES.negativeMarks)
    .max(1, MOCK_MESSAGES.negativeMarks)
    .nullable()
    .optional(),
  timer: timerField,
  questions: questionsField,
});

export type MockTestCreateInput = z.input<typeof MockTestCreateSchema>;
export type MockTestCreate = z.output<typeof MockTestCreateSchema>;
export type MockQuestionInput = z.output<typeof MockQuestionInputSchema>;

/** POST /mocks/categories */
export const MockCategoryCreateSchema = strictInput({
  name: requiredLine('Name', 100),
  description: optionalText('Description', 500).optional(),
});

/** PUT /mocks/categories/{id}: any of the fields. */
export const MockCategoryUpdateSchema = MockCategoryCreateSchema.partial();

export type MockCategoryCreate = z.output<typeof MockCategoryCreateSchema>;
