/**
 * The one score definition (issue 26, core/mock/marks.ts): the score is the
 * marks after negative marking out of the highest score, everywhere; the
 * share of correct answers and the accuracy are other figures with other names.
 */
import { describe, expect, it } from 'vitest';
import { accuracyOf, averageMarksPercent, bestMarksPercent, fmtMarks, marksPercent, percentText, scoreText } from '#core/mock/marks.ts';
import { scoreAnswers } from '#core/mock/scoring.ts';

describe('the score definition', () => {
  // 12 questions, −1/3 per wrong answer: 4 correct, 6 wrong, 2 unanswered → 4 − 2 = 2 marks of 12.
  const correct = Array.from({ length: 12 }, () => 0);
  const answers = [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, null, null];
  const result = scoreAnswers({ answers, correct, negativeMarks: 1 / 3 });

  it('negative marks stay in the score: 2 / 12 is 16.7 % of the marks', () => {
    expect(result).toMatchObject({ score: 2, max_score: 12, correct: 4, wrong: 6, attempted: 10 });
    expect(scoreText(result)).toBe('2 / 12');
    expect(marksPercent(result)).toBe(16.7);
    expect(percentText(marksPercent(result))).toBe('16.7%');
  });

  it('accuracy (correct ÷ attempted) and the share correct (correct ÷ all) are separate figures', () => {
    expect(accuracyOf(result.correct, result.attempted)).toBe(40);
    expect(result.accuracy).toBe(40);
    expect(result.percentage).toBe(33);
    expect(marksPercent(result)).not.toBe(result.percentage);
    expect(accuracyOf(0, 0)).toBe(0);
  });

  it('a negative score stays negative; a test without marks is 0', () => {
    expect(marksPercent({ score: -1.5, max_score: 200 })).toBe(-0.8);
    expect(scoreText({ score: -1.5, max_score: 200 })).toBe('−1.5 / 200');
    expect(percentText(-0.75)).toBe('−0.75%');
    expect(marksPercent({ score: 3, max_score: 0 })).toBe(0);
    expect(fmtMarks(-0.001)).toBe('0');
  });

  it('averages weigh every test the same (mean of the marks shares); none → null', () => {
    // SSC CGL 8/200 (4 %) and a quiz 2/12 (16.7 %): the mean share, not 10/212.
    expect(averageMarksPercent([{ score: 8, max_score: 200 }, result])).toBe(10.3);
    expect(bestMarksPercent([{ score: 8, max_score: 200 }, result])).toBe(16.7);
    expect(averageMarksPercent([])).toBeNull();
    expect(bestMarksPercent([])).toBeNull();
  });
});
