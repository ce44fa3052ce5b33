/**
 * The one definition of an attempt's score (issue 26), used by the result
 * screen, /progress (cards, history, trend chart) and the API's progress and
 * analysis answers alike:
 *
 *  - score = the marks, after negative marking, out of max_score (the
 *    result's "2 / 12"); as a share: score ÷ max_score × 100, one decimal
 *    ("16.7% of marks", negative when the deductions outweigh the marks)
 *  - accuracy = correct ÷ attempted × 100, rounded (attempted = correct +
 *    wrong; 0 when nothing was attempted): how often an answer given was right
 *  - percentage (spec section 5) = correct ÷ all questions × 100: the result
 *    calls it "Correct answers"; it is never called the score
 *
 * An average score over attempts of different tests is the mean of their
 * marks shares, so every test weighs the same.
 */

/** An attempt's marks. */
export interface Marks {
  score: number;
  max_score: number;
}

/** One decimal, halves away from zero (so −0.75 and 0.75 round alike); never −0. */
const round1 = (n: number) => Math.sign(n) * Math.round((Math.abs(n) + Number.EPSILON) * 10) / 10 || 0;

const share = ({ score, max_score }: Marks) => (max_score > 0 ? (score / max_score) * 100 : 0);

/** score ÷ max_score × 100, one decimal; 0 for a test without marks. */
export const marksPercent = (m: Marks): number => round1(share(m));

/** correct ÷ attempted × 100, rounded; 0 when nothing was attempted. */
export const accuracyOf = (correct: number, attempted: number): number => (attempted > 0 ? Math.round((correct / attempted) * 100) : 0);

/** The mean marks share of some attempts (one decimal), null for none. */
export function averageMarksPercent(attempts: readonly Marks[]): number | null {
  if (attempts.length === 0) return null;
  return round1(attempts.reduce((sum, a) => sum + share(a), 0) / attempts.length);
}

/** The best marks share of some attempts, null for none. */
export const bestMarksPercent = (attempts: readonly Marks[]): number | null => (attempts.length ? Math.max(...attempts.map(marksPercent)) : null);

/** Marks with at most two decimals and a real minus sign; never "−0". */
export const fmtMarks = (n: number): string => {
  const rounded = Number(n.toFixed(2));
  return rounded === 0 ? '0' : String(rounded).replace('-', '−');
};

/** The score as the result shows it: "2 / 12", "−1.5 / 200". */
export const scoreText = (m: Marks): string => `${fmtMarks(m.score)} / ${fmtMarks(m.max_score)}`;

/** A marks share or an accuracy as text: "16.7%", "−2.5%". */
export const percentText = (n: number): string => `${fmtMarks(n)}%`;
