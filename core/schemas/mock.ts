/**
 * Mock tests: the creation payload of spec sections 3 and 5 (timer and
 * questions, each question with question, options, correct, explanations),
 * plus the test's name, slug, description and category. The dashboard's
 * question editor and POST /mocks validate with these very schemas.
 */
import { z } from 'zod';
import { MAX_QUESTIONS, MIN_QUESTIONS, OPTION_COUNT } from '../constants';
import { hindiText, idField, noControlChars, optionalSlug, optionalText, requiredLine, strictInput } from './common';
import { PracticePlaceInputSchema } from './practice';

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
  // Issue 17: optional Hindi text, topics and sections.
  hindiAllOrNothing: 'Hindi text needs question_hi, options_hi (4) and explanations_hi (4) together',
  topic: 'Topic must be at most 100 characters',
  sections: 'Sections must be an array of 1 to 10 sections',
  sectionName: 'Each section needs a name (at most 200 characters)',
  sectionCount: 'Each section needs question_count, a whole number of questions (1 or more)',
  sectionTotal: 'The sections’ question_count must add up to the number of questions',
  sectionTime: 'A section time_limit must be a whole number of minutes from 1 to 1440, or null',
  sectionTimeAll: 'Give every section a time_limit, or none',
  sectionTimeSum: 'With sectional time limits, timer must equal their sum',
  sectionMarksCorrect: 'marks_correct must be a number greater than 0 and at most 10',
  sectionMarksWrong: 'marks_wrong must be a number from 0 to 10',
  // Issue 26: NUL (which Postgres refuses) and the other control characters; multi-line fields keep tab and newlines.
  questionControl: 'Question text must not contain control characters',
  optionControl: 'Options must not contain control characters (or line breaks)',
  explanationControl: 'Explanations must not contain control characters',
  topicControl: 'Topic must not contain control characters (or line breaks)',
  sectionNameControl: 'Section names must not contain control characters (or line breaks)',
} as const;

export const MIN_QUESTION_CHARS = 10;
/** The test's own instructions, each language (issue 29). */
export const MAX_INSTRUCTIONS = 4000;
/** Explanations must be LONGER than this many characters. */
export const EXPLANATION_MIN_EXCLUSIVE = 20;

/**
 * A length check that runs only on arrays. zod runs an array's length checks
 * on any input that has a `length` (a string, say) even after reporting that
 * it is not an array, which would repeat the same message twice.
 */
const onArrays = (error: string) => ({ error, when: (payload: { value: unknown }) => Array.isArray(payload.value) });

const optionText = z
  .string({ error: MOCK_MESSAGES.optionText })
  .trim()
  .min(1, MOCK_MESSAGES.optionText)
  .max(500, MOCK_MESSAGES.optionText)
  .refine(...noControlChars('line', 'Options', MOCK_MESSAGES.optionControl));

const explanationText = z
  .string({ error: MOCK_MESSAGES.explanationText })
  .trim()
  .min(EXPLANATION_MIN_EXCLUSIVE + 1, MOCK_MESSAGES.explanationText)
  .max(2000, MOCK_MESSAGES.explanationMax)
  .refine(...noControlChars('text', 'Explanations', MOCK_MESSAGES.explanationControl));

const questionText = z
  .string({ error: MOCK_MESSAGES.questionText })
  .trim()
  .min(MIN_QUESTION_CHARS, MOCK_MESSAGES.questionText)
  .max(2000, MOCK_MESSAGES.questionTextMax)
  .refine(...noControlChars('text', 'Question text', MOCK_MESSAGES.questionControl));

const sectionName = z
  .string({ error: MOCK_MESSAGES.sectionName })
  .trim()
  .min(1, MOCK_MESSAGES.sectionName)
  .max(200, MOCK_MESSAGES.sectionName)
  .refine(...noControlChars('line', 'Section name', MOCK_MESSAGES.sectionNameControl));

const questionShape = {
    question: questionText,
    options: z.array(optionText, { error: MOCK_MESSAGES.options }).length(OPTION_COUNT, onArrays(MOCK_MESSAGES.options)),
    correct: z.number({ error: MOCK_MESSAGES.correct }).int(MOCK_MESSAGES.correct).min(0, MOCK_MESSAGES.correct).max(3, MOCK_MESSAGES.correct),
    explanations: z.array(explanationText, { error: MOCK_MESSAGES.explanations }).length(OPTION_COUNT, onArrays(MOCK_MESSAGES.explanations)),
    // Optional additions (issue 17): Hindi beside English (all three or none) and a topic for the analysis.
    question_hi: questionText.optional(),
    options_hi: z.array(optionText, { error: MOCK_MESSAGES.options }).length(OPTION_COUNT, onArrays(MOCK_MESSAGES.options)).optional(),
    explanations_hi: z
      .array(explanationText, { error: MOCK_MESSAGES.explanations })
      .length(OPTION_COUNT, onArrays(MOCK_MESSAGES.explanations))
      .optional(),
    topic: z
      .string({ error: MOCK_MESSAGES.topic })
      .trim()
      .min(1, MOCK_MESSAGES.topic)
      .max(100, MOCK_MESSAGES.topic)
      .refine(...noControlChars('line', 'Topic', MOCK_MESSAGES.topicControl))
      .optional(),
};

type HindiParts = { question_hi?: string; options_hi?: string[]; explanations_hi?: string[] };
const hindiTogether = (q: HindiParts) =>
  [q.question_hi, q.options_hi, q.explanations_hi].every((v) => v === undefined) || [q.question_hi, q.options_hi, q.explanations_hi].every((v) => v !== undefined);
const hindiIssue = { message: MOCK_MESSAGES.hindiAllOrNothing, path: ['question_hi'] };

export const MockQuestionInputSchema = strictInput(questionShape, 'Each question').refine(hindiTogether, hindiIssue);

/** An existing row's id in PUT /mocks/{id} (a question or section of that test; absent = a new one). */
const rowId = (what: string) => z.number({ error: `${what} id must be a whole number` }).int(`${what} id must be a whole number`).positive(`${what} id must be a whole number`).optional();

/** A question in PUT /mocks/{id}: with `id`, that question of the test is kept (its id, reports and bookmarks) and changed. */
export const MockQuestionUpdateSchema = strictInput({ id: rowId('Question'), ...questionShape }, 'Each question').refine(hindiTogether, hindiIssue);

export const timerField = z
  .number({ error: MOCK_MESSAGES.timer })
  .int(MOCK_MESSAGES.timer)
  .positive(MOCK_MESSAGES.timer)
  .max(1440, MOCK_MESSAGES.timerMax);

export const questionsField = z
  .array(MockQuestionInputSchema, { error: MOCK_MESSAGES.questions })
  .min(MIN_QUESTIONS, onArrays(MOCK_MESSAGES.questions))
  .max(MAX_QUESTIONS, onArrays(MOCK_MESSAGES.questions));

/**
 * An optional section of POST /mocks: the questions are the payload's own
 * `questions`, taken in order, `question_count` at a time.
 */
const sectionShape = {
    name: sectionName,
    name_hi: sectionName.optional(),
    question_count: z.number({ error: MOCK_MESSAGES.sectionCount }).int(MOCK_MESSAGES.sectionCount).min(1, MOCK_MESSAGES.sectionCount),
    time_limit: z
      .number({ error: MOCK_MESSAGES.sectionTime })
      .int(MOCK_MESSAGES.sectionTime)
      .min(1, MOCK_MESSAGES.sectionTime)
      .max(1440, MOCK_MESSAGES.sectionTime)
      .nullable()
      .optional(),
    locked: z.boolean({ error: 'locked must be true or false' }).optional(),
    marks_correct: z
      .number({ error: MOCK_MESSAGES.sectionMarksCorrect })
      .gt(0, MOCK_MESSAGES.sectionMarksCorrect)
      .max(10, MOCK_MESSAGES.sectionMarksCorrect)
      .optional(),
    marks_wrong: z.number({ error: MOCK_MESSAGES.sectionMarksWrong }).min(0, MOCK_MESSAGES.sectionMarksWrong).max(10, MOCK_MESSAGES.sectionMarksWrong).optional(),
};
export const MockSectionInputSchema = strictInput(sectionShape, 'Each section');
/** A section in PUT /mocks/{id}: with `id`, that section of the test is kept and changed. */
export const MockSectionUpdateSchema = strictInput({ id: rowId('Section'), ...sectionShape }, 'Each section');

export const sectionsField = z
  .array(MockSectionInputSchema, { error: MOCK_MESSAGES.sections })
  .min(1, onArrays(MOCK_MESSAGES.sections))
  .max(10, onArrays(MOCK_MESSAGES.sections));

export const MOCK_STATUS_MESSAGE = "status must be 'draft' or 'published'";
export const MockStatusInput = z.enum(['draft', 'published'], { error: MOCK_STATUS_MESSAGE });
/** PUT /mocks/{id}/status */
export const MockStatusUpdateSchema = strictInput({ status: MockStatusInput });

/** The test's own fields (POST /mocks and PUT /mocks/{id}). */
const testShape = {
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
  /** Drafts stay off the site (issue 18). POST /mocks without it publishes, as the spec's creation call does. */
  status: MockStatusInput.optional(),
  /**
   * Issue 29: the test's own instructions (plain text, a point a line), shown before the start under the general
   * CBT instructions, and their Hindi ('' or null: none). Left out of a PUT, the stored ones stay.
   */
  instructions: optionalText('Instructions', MAX_INSTRUCTIONS).optional(),
  instructions_hi: hindiText('Hindi instructions', MAX_INSTRUCTIONS),
  /** Issue 29: the on-screen calculator (off unless the real exam allows one). Left out of a PUT, the stored setting stays. */
  calculator: z.boolean({ error: 'calculator must be true or false' }).optional(),
};

type SectionsCheck = { timer: number; questions: unknown[]; sections?: { question_count: number; time_limit?: number | null }[] };
/** Sections cover the questions exactly; sectional time limits are all or none and add up to the timer. */
function checkSections(input: SectionsCheck, ctx: z.RefinementCtx) {
  const { sections, questions } = input;
  if (!sections || !Array.isArray(questions)) return;
  const total = sections.reduce((n, s) => n + s.question_count, 0);
  if (total !== questions.length) {
    ctx.addIssue({ code: 'custom', path: ['sections'], message: `${MOCK_MESSAGES.sectionTotal} (${total} ≠ ${questions.length})` });
  }
  const timed = sections.filter((s) => s.time_limit != null);
  if (timed.length > 0 && timed.length < sections.length) ctx.addIssue({ code: 'custom', path: ['sections'], message: MOCK_MESSAGES.sectionTimeAll });
  else if (timed.length > 0) {
    const sum = timed.reduce((n, s) => n + (s.time_limit ?? 0), 0);
    if (sum !== input.timer) ctx.addIssue({ code: 'custom', path: ['timer'], message: `${MOCK_MESSAGES.sectionTimeSum} (${sum} minutes)` });
  }
}

/** POST /mocks: the creation payload (timer, questions) with the test's identity. */
/** Issue 30: a created (or imported) test may be a practice set at once: its subject and topic (the exam is its category). */
const practiceField = PracticePlaceInputSchema.nullable().optional();

export const MockTestCreateSchema = strictInput({ ...testShape, questions: questionsField, sections: sectionsField.optional(), practice: practiceField }).superRefine(checkSections);

/**
 * PUT /mocks/{id}: the whole test as it should be (GET /admin/mocks/{id} gives
 * it in this shape). Questions come in test order (reordering = sending them
 * in another order); sections take them `question_count` at a time (moving a
 * question to another section = its place and the counts). Questions and
 * sections with an `id` are the test's own, kept and changed; those without
 * are new; the test's questions and sections left out are deleted.
 */
export const MockTestUpdateSchema = strictInput({
  ...testShape,
  questions: z
    .array(MockQuestionUpdateSchema, { error: MOCK_MESSAGES.questions })
    .min(MIN_QUESTIONS, onArrays(MOCK_MESSAGES.questions))
    .max(MAX_QUESTIONS, onArrays(MOCK_MESSAGES.questions)),
  sections: z
    .array(MockSectionUpdateSchema, { error: MOCK_MESSAGES.sections })
    .min(1, onArrays(MOCK_MESSAGES.sections))
    .max(10, onArrays(MOCK_MESSAGES.sections))
    .optional(),
}).superRefine(checkSections);
export type MockTestUpdateInput = z.input<typeof MockTestUpdateSchema>;
export type MockTestUpdate = z.output<typeof MockTestUpdateSchema>;

export type MockSectionInput = z.output<typeof MockSectionInputSchema>;

export type MockTestCreateInput = z.input<typeof MockTestCreateSchema>;
export type MockTestCreate = z.output<typeof MockTestCreateSchema>;
export type MockQuestionInput = z.output<typeof MockQuestionInputSchema>;

/** POST /mocks/categories */
export const MockCategoryCreateSchema = strictInput({
  name: requiredLine('Name', 100),
  description: optionalText('Description', 500).optional(),
  // Shown on /hi/ pages (issue 27); '' or null clears it and the English one shows.
  nameHi: hindiText('Hindi name', 100),
  descriptionHi: hindiText('Hindi description', 500),
});

/** PUT /mocks/categories/{id}: any of the fields. */
export const MockCategoryUpdateSchema = MockCategoryCreateSchema.partial();

export type MockCategoryCreate = z.output<typeof MockCategoryCreateSchema>;
