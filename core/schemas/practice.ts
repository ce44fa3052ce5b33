/**
 * Topic practice on the wire (issue 30), one definition each (route, OpenAPI and island use these):
 *
 *   PracticePlace        a practice set's place under its exam (the category): subject → topic, with Hindi
 *   PracticeInput        PUT /admin/mocks/{id}/practice  { practice: { subject, subjectHi?, topic, topicHi? } | null }
 *   PracticeIndex        GET /question-bank  exam → subject → topic with question counts and set slugs (public, cacheable)
 *   PracticeSet          GET /question-bank/sets/{slug}  the whole set with key and explanations (public, cacheable)
 *   PracticeAnswersInput POST /question-bank/answers  [{ questionId, choice, answeredAt }] ≤ 200 (signed in)
 *   PracticeProgress     GET /question-bank/progress  per topic: answered, attempts, correct, accuracy (signed in)
 *
 * The rule that decides what practice may serve is core/mock/key-access.ts `practiceServes`; docs/practice.md.
 */
import { z } from 'zod';
import { OPTION_COUNT, PRACTICE_BATCH_MAX } from '../constants';
import { noControlChars, strictInput } from './common';

export const PRACTICE_MESSAGES = {
  practice: 'practice must be { subject, subjectHi?, topic, topicHi? } or null',
  subject: 'subject must be 2 to 80 characters (e.g. Quantitative Aptitude)',
  topic: 'topic must be 2 to 80 characters (e.g. Percentages)',
  subjectHi: 'subjectHi must be up to 80 characters, or null',
  topicHi: 'topicHi must be up to 80 characters, or null',
  answers: 'answers must be a list of 1 to 200 { questionId, choice, answeredAt }',
  answer: 'each answer must be { questionId, choice, answeredAt }',
  questionId: 'questionId must be a question id (a whole number from 1)',
  inDailyQuiz: 'is in today’s daily quiz: practise it after the quiz’s day is over',
  choice: `choice must be the chosen option's index, 0 to ${OPTION_COUNT - 1}`,
  answeredAt: 'answeredAt must be an ISO date-time (e.g. 2026-12-01T10:00:00Z)',
  notPractice: 'is not a question of a published practice set',
} as const;

export { PRACTICE_BATCH_MAX };

// ---------------------------------------------------------------- admin input

const name = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(2, message)
    .max(80, message)
    .refine(...noControlChars('line', label));

const hindiName = (message: string, label: string) =>
  z
    .string({ error: message })
    .trim()
    .max(80, message)
    .refine(...noControlChars('line', label))
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

export const PracticePlaceInputSchema = z.strictObject(
  {
    subject: name(PRACTICE_MESSAGES.subject, 'subject'),
    subjectHi: hindiName(PRACTICE_MESSAGES.subjectHi, 'subjectHi'),
    topic: name(PRACTICE_MESSAGES.topic, 'topic'),
    topicHi: hindiName(PRACTICE_MESSAGES.topicHi, 'topicHi'),
  },
  { error: PRACTICE_MESSAGES.practice },
);
export type PracticePlace = z.output<typeof PracticePlaceInputSchema>;

export const PracticeInputSchema = strictInput({
  practice: PracticePlaceInputSchema.nullable().meta({
    description: 'The set’s subject and topic under its exam (the test’s category), or null: an ordinary test again',
  }),
}).meta({ id: 'PracticeInput' });
export type PracticeInput = z.infer<typeof PracticeInputSchema>;

/** The place as the admin list and the import/export carry it (null: a test). */
export const PracticePlaceSchema = z
  .object({ subject: z.string(), subjectHi: z.string().nullable(), topic: z.string(), topicHi: z.string().nullable() })
  .meta({ id: 'PracticePlace', description: 'A practice set’s subject and topic (the exam is its category)' });

// ---------------------------------------------------------------- public reads

const hiName = z.string().nullable().meta({ description: 'Hindi name (null: the English one shows)' });

export const PracticeSetRefSchema = z.object({ slug: z.string(), name: z.string(), questions: z.number().int() });

export const PracticeTopicSchema = z.object({
  slug: z.string().meta({ description: 'The topic’s address part: /practice/{exam}/{subject}/{topic}' }),
  name: z.string(),
  name_hi: hiName,
  questions: z.number().int(),
  sets: z.array(PracticeSetRefSchema),
});
export type PracticeTopic = z.infer<typeof PracticeTopicSchema>;

export const PracticeSubjectSchema = z.object({ slug: z.string(), name: z.string(), name_hi: hiName, questions: z.number().int(), topics: z.array(PracticeTopicSchema) });
export type PracticeSubject = z.infer<typeof PracticeSubjectSchema>;

export const PracticeExamSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_hi: hiName,
  questions: z.number().int(),
  subjects: z.array(PracticeSubjectSchema),
});
export type PracticeExam = z.infer<typeof PracticeExamSchema>;

export const PracticeIndexSchema = z.object({ exams: z.array(PracticeExamSchema) }).meta({ id: 'PracticeIndex' });
export type PracticeIndex = z.infer<typeof PracticeIndexSchema>;

export const PracticeQuestionSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  question: z.string(),
  options: z.array(z.string()),
  correct: z.number().int().meta({ description: 'The correct option’s index (a practice set’s key is public: docs/practice.md)' }),
  explanations: z.array(z.string()),
  question_hi: z.string().nullable(),
  options_hi: z.array(z.string()).nullable(),
  explanations_hi: z.array(z.string()).nullable(),
});
export type PracticeQuestion = z.infer<typeof PracticeQuestionSchema>;

export const PracticeSetSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    version: z.string().meta({ description: 'The set’s updated_at: a device keeps the set it fetched under this version' }),
    exam: z.object({ slug: z.string(), name: z.string(), name_hi: hiName }),
    subject: z.object({ slug: z.string(), name: z.string(), name_hi: hiName }),
    topic: z.object({ slug: z.string(), name: z.string(), name_hi: hiName }),
    questions: z.array(PracticeQuestionSchema),
  })
  .meta({ id: 'PracticeSet' });
export type PracticeSet = z.infer<typeof PracticeSetSchema>;

// ---------------------------------------------------------------- answers and progress

export const PracticeAnswerSchema = z.strictObject(
  {
    questionId: z.number({ error: PRACTICE_MESSAGES.questionId }).int(PRACTICE_MESSAGES.questionId).min(1, PRACTICE_MESSAGES.questionId).max(2_147_483_647, PRACTICE_MESSAGES.questionId),
    choice: z.number({ error: PRACTICE_MESSAGES.choice }).int(PRACTICE_MESSAGES.choice).min(0, PRACTICE_MESSAGES.choice).max(OPTION_COUNT - 1, PRACTICE_MESSAGES.choice),
    answeredAt: z.iso.datetime({ offset: true, error: PRACTICE_MESSAGES.answeredAt }),
  },
  { error: PRACTICE_MESSAGES.answer },
);
export type PracticeAnswer = z.infer<typeof PracticeAnswerSchema>;

export const PracticeAnswersInputSchema = strictInput({
  answers: z.array(PracticeAnswerSchema, { error: PRACTICE_MESSAGES.answers }).min(1, PRACTICE_MESSAGES.answers).max(PRACTICE_BATCH_MAX, PRACTICE_MESSAGES.answers),
}).meta({ id: 'PracticeAnswersInput' });
export type PracticeAnswersInput = z.infer<typeof PracticeAnswersInputSchema>;

export const PracticeAnswersResultSchema = z
  .object({
    recorded: z.number().int().meta({ description: 'Answers counted (a replayed answer, not newer than the last one kept, counts once)' }),
    results: z.array(z.object({ questionId: z.number().int(), correct: z.boolean() })),
  })
  .meta({ id: 'PracticeAnswersResult' });
export type PracticeAnswersResult = z.infer<typeof PracticeAnswersResultSchema>;

export const PracticeTopicProgressSchema = z.object({
  path: z.string().meta({ description: 'exam/subject/topic slugs, as in the topic page’s address' }),
  answered: z.number().int().meta({ description: 'Questions answered at least once' }),
  attempts: z.number().int(),
  correct: z.number().int(),
  accuracy: z.number().meta({ description: 'correct ÷ attempts in percent, one decimal' }),
});
export type PracticeTopicProgress = z.infer<typeof PracticeTopicProgressSchema>;

export const PracticeProgressSchema = z.object({ topics: z.array(PracticeTopicProgressSchema) }).meta({ id: 'PracticeProgress' });
export type PracticeProgress = z.infer<typeof PracticeProgressSchema>;
