/**
 * Mock-test scoring, shared by the test-taking island and the server (which
 * scores and stores every submitted attempt). Section-aware (issue 17):
 *
 *  - each question carries the marking of its section: marks per correct
 *    answer and marks deducted per wrong answer; a test without sections is
 *    one implicit section with +1 and the test's negative marks (spec section 5)
 *  - a section's score = correct × marks_correct − wrong × marks_wrong, rounded
 *    to 2 decimals; the total score is the sum of the section scores (so the
 *    section rows always add up to the total shown)
 *  - unanswered questions are counted separately, never as wrong
 *  - percentage = round(correct / total × 100)  (spec section 5)
 *  - accuracy = round(correct / attempted × 100), 0 when nothing was attempted
 *    (what "score" and "accuracy" mean everywhere: marks.ts)
 *
 * The result is the `result` of the submit answer (MockScore) and the
 * `sections` rows (SectionResult), core/schemas/mock-attempt.ts.
 */
import type { MockScore, SectionResult } from '../schemas/mock-attempt';
import type { MockSection } from '../schemas/responses/mocks';
import { accuracyOf } from './marks';

/** Marks of one question. */
export interface Marking {
  marks_correct: number;
  marks_wrong: number;
}

export interface ScoreInput {
  /** Chosen option per question, in question order; null = unanswered. */
  answers: readonly (number | null | undefined)[];
  /** Correct option per question, in question order. */
  correct: readonly number[];
  /** Marks deducted per wrong answer in a test without sections; null/undefined = none. */
  negativeMarks?: number | null;
  /** Per-question marking (from `markingOf`); when absent every question is +1 / −negativeMarks. */
  marking?: readonly Marking[];
  /** Section index per question (`sectionIndexOf`): the score is summed from rounded section scores. */
  sectionOf?: readonly number[];
}

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** A section's (or a test's) figures before rounding into the wire shapes. */
interface Tally {
  correct: number;
  wrong: number;
  unanswered: number;
  score: number;
  max: number;
  negative: number;
}

function tally(input: ScoreInput, indices: Iterable<number>): Tally {
  const t: Tally = { correct: 0, wrong: 0, unanswered: 0, score: 0, max: 0, negative: 0 };
  for (const i of indices) {
    const m = input.marking?.[i] ?? { marks_correct: 1, marks_wrong: input.negativeMarks ?? 0 };
    const answer = input.answers[i];
    t.max += m.marks_correct;
    if (answer === null || answer === undefined) t.unanswered++;
    else if (answer === input.correct[i]) {
      t.correct++;
      t.score += m.marks_correct;
    } else {
      t.wrong++;
      t.negative += m.marks_wrong;
    }
  }
  return t;
}

/**
 * The section each question belongs to (index into `sections`), from the
 * questions' section ids; -1 for a question outside every section (a test
 * without sections: all of them).
 */
export function sectionIndexOf(sections: readonly Pick<MockSection, 'id'>[], questions: readonly { section_id: number | null }[]): number[] {
  const index = new Map(sections.map((s, i) => [s.id, i]));
  return questions.map((q) => (q.section_id === null ? -1 : (index.get(q.section_id) ?? -1)));
}

/** Per-question marking for a test: its section's marks, or +1 / −negativeMarks. */
export function markingOf(
  sections: readonly Pick<MockSection, 'id' | 'marks_correct' | 'marks_wrong'>[],
  questions: readonly { section_id: number | null }[],
  negativeMarks: number | null,
): Marking[] {
  const of = sectionIndexOf(sections, questions);
  return of.map((s) => (s >= 0 ? { marks_correct: sections[s].marks_correct, marks_wrong: sections[s].marks_wrong } : { marks_correct: 1, marks_wrong: negativeMarks ?? 0 }));
}

function groups(n: number, sectionOf: readonly number[] | undefined, sectionCount = sectionOf ? Math.max(0, ...sectionOf) + 1 : 0): number[][] {
  if (!sectionCount || !sectionOf || sectionOf.every((s) => s < 0)) return [Array.from({ length: n }, (_, i) => i)];
  const out: number[][] = Array.from({ length: sectionCount }, () => []);
  const loose: number[] = [];
  for (let i = 0; i < n; i++) (sectionOf[i] >= 0 ? out[sectionOf[i]] : loose).push(i);
  // Questions outside every section (should not happen) still count, in the first section.
  if (loose.length) out[0].push(...loose);
  return out;
}

export function scoreAnswers(input: ScoreInput): MockScore {
  const parts = groups(input.correct.length, input.sectionOf).map((g) => tally(input, g));
  const sum = (f: (t: Tally) => number) => parts.reduce((n, t) => n + f(t), 0);
  const correct = sum((t) => t.correct);
  const wrong = sum((t) => t.wrong);
  const total = input.correct.length;
  const attempted = correct + wrong;
  return {
    total,
    correct,
    wrong,
    unanswered: sum((t) => t.unanswered),
    attempted,
    score: round2(sum((t) => round2(t.score - t.negative))),
    max_score: round2(sum((t) => t.max)),
    negativeMarksApplied: round2(sum((t) => t.negative)),
    percentage: total ? Math.round((correct / total) * 100) : 0,
    accuracy: accuracyOf(correct, attempted),
  };
}

export interface SectionScoreInput extends ScoreInput {
  /** The test's sections in order; [] = no sections (one implicit row named `testName`). */
  sections: readonly Pick<MockSection, 'id' | 'name' | 'name_hi'>[];
  /** Seconds per question (clamped by the caller); missing = 0. */
  timeSpent?: readonly number[];
  /** Row name of a test without sections. */
  testName?: string;
}

/** The per-section rows of a result (one row, section_id null, for a test without sections). */
export function scoreSections(input: SectionScoreInput): SectionResult[] {
  const { sections } = input;
  const rows = sections.length ? groups(input.correct.length, input.sectionOf ?? [], sections.length) : groups(input.correct.length, undefined);
  return rows.map((g, s) => {
    const t = tally(input, g);
    const attempted = t.correct + t.wrong;
    const section = sections[s];
    return {
      section_id: section?.id ?? null,
      name: section?.name ?? input.testName ?? 'All questions',
      name_hi: section?.name_hi ?? null,
      score: round2(t.score - t.negative),
      max_score: round2(t.max),
      correct: t.correct,
      wrong: t.wrong,
      unanswered: t.unanswered,
      accuracy: accuracyOf(t.correct, attempted),
      seconds: g.reduce((n, i) => n + (input.timeSpent?.[i] ?? 0), 0),
    };
  });
}
