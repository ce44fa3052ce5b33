/**
 * Mock-test scoring, shared by the test-taking island (the spec scores on the
 * client) and the server (which stores a signed-in user's attempt).
 *
 *  - percentage = round(correct / total × 100)  (spec section 5)
 *  - unanswered questions are counted separately, never as wrong
 *  - score = correct − wrong × negative marks per wrong answer (when the test sets them)
 *  - accuracy = round(correct / attempted × 100), 0 when nothing was attempted
 *
 * The result is the `result` of the submit answer (MockScore, core/schemas/mock-attempt.ts).
 */
import type { MockScore } from '../schemas/mock-attempt';

export interface ScoreInput {
  /** Chosen option per question, in question order; null = unanswered. */
  answers: readonly (number | null | undefined)[];
  /** Correct option per question, in question order. */
  correct: readonly number[];
  /** Marks deducted per wrong answer; null/undefined = none. */
  negativeMarks?: number | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function scoreAnswers({ answers, correct: key, negativeMarks }: ScoreInput): MockScore {
  let correct = 0;
  let wrong = 0;
  let unanswered = 0;
  key.forEach((right, i) => {
    const answer = answers[i];
    if (answer === null || answer === undefined) unanswered++;
    else if (answer === right) correct++;
    else wrong++;
  });
  const total = key.length;
  const attempted = correct + wrong;
  const negativeMarksApplied = round2(wrong * (negativeMarks ?? 0));
  return {
    total,
    correct,
    wrong,
    unanswered,
    attempted,
    score: round2(correct - negativeMarksApplied),
    negativeMarksApplied,
    percentage: total ? Math.round((correct / total) * 100) : 0,
    accuracy: attempted ? Math.round((correct / attempted) * 100) : 0,
  };
}
