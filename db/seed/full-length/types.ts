/**
 * The plain shapes of the full-length tests (issue 17): a test, its sections
 * and their questions, English with optional Hindi. Pure data, no database
 * types: the seeder maps them onto mock_tests, mock_sections and questions.
 */
import type { Rng } from '../random';

export interface FullLengthQuestion {
  question: string;
  /** Hindi is all-or-nothing per question: questionHi, optionsHi and explanationsHi are all set or all null. */
  questionHi: string | null;
  options: string[];
  optionsHi: string[] | null;
  /** Index (0–3) of the correct option; the same in both languages. */
  correct: number;
  explanations: string[];
  explanationsHi: string[] | null;
  /** Chapter for accuracy by topic, e.g. "Profit and Loss". */
  topic: string;
}

export interface FullLengthSection {
  name: string;
  nameHi: string | null;
  /** Sectional timer; null = none (the test's timer only). */
  timeLimitMinutes: number | null;
  /** A finished or timed-out section cannot be reopened. */
  locked: boolean;
  marksCorrect: number;
  /** Marks deducted per wrong answer (≥ 0). */
  marksWrong: number;
  questions: FullLengthQuestion[];
}

export interface FullLengthTest {
  slug: string;
  name: string;
  description: string;
  /** One of MOCK_CATEGORIES (db/seed/mock-tests.ts). */
  categoryName: string;
  /** The whole test's time (for sectional timers, their sum). */
  timerMinutes: number;
  /** Marking lives on the sections. */
  negativeMarks: null;
  /** Fixed date derived from BASE_DATE, so seeding stays byte-identical. */
  createdAt: Date;
  sections: FullLengthSection[];
}

/** An option and why it is right or wrong. */
export type Choice = [option: string, why: string];

/** One option in English and (for bilingual questions) Hindi. */
export interface Opt {
  en: Choice;
  hi?: Choice;
}

/**
 * A question before its options are shuffled. `wrong` holds at least three
 * distractors in order of preference; one whose option repeats an earlier one
 * (in either language) is skipped. With `textHi`, every option must have `hi`.
 */
export interface RawQuestion {
  topic: string;
  text: string;
  textHi?: string;
  correct: Opt;
  wrong: Opt[];
}

/** A templated question with the figures it was built from (the unit tests recompute the answer from them). */
export type Generated = RawQuestion & { params: Record<string, number | string | undefined> };
export type Template = (rng: Rng) => Generated;

/** Several questions that must stay together and in order (a passage, a cloze test, a data table). */
export type Block = RawQuestion[];
