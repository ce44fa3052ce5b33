/** Section-aware marking (core/mock/scoring.ts), shared by the server and the runner. */
import { describe, expect, it } from 'vitest';
import { markingOf, scoreAnswers, scoreSections, sectionIndexOf } from '#core/mock/scoring.ts';

const sections = [
  { id: 11, name: 'Reasoning', name_hi: 'तर्कशक्ति', marks_correct: 2, marks_wrong: 0.5 },
  { id: 12, name: 'Quant', name_hi: null, marks_correct: 1, marks_wrong: 1 / 3 },
];
const questions = [{ section_id: 11 }, { section_id: 11 }, { section_id: 11 }, { section_id: 12 }, { section_id: 12 }, { section_id: 12 }, { section_id: 12 }];
const correct = [0, 1, 2, 3, 0, 1, 2];

describe('section-aware marking', () => {
  it('scores each question with its section’s marks; the total is the sum of the rounded section scores', () => {
    const answers = [0, 0, null, 3, 1, 2, null]; // R: 1 right, 1 wrong, 1 blank; Q: 1 right, 2 wrong, 1 blank
    const sectionOf = sectionIndexOf(sections, questions);
    const marking = markingOf(sections, questions, null);
    const result = scoreAnswers({ answers, correct, marking, sectionOf });
    expect(result).toMatchObject({ total: 7, correct: 2, wrong: 3, unanswered: 2, attempted: 5, max_score: 10, accuracy: 40, percentage: 29 });
    // Reasoning 2 − 0.5 = 1.5; Quant 1 − 2/3 = 0.33 (rounded): 1.83.
    expect(result.score).toBe(1.83);
    expect(result.negativeMarksApplied).toBe(1.17);
    const rows = scoreSections({ answers, correct, marking, sectionOf, sections, timeSpent: [10, 20, 0, 5, 5, 5, 0] });
    expect(rows).toEqual([
      { section_id: 11, name: 'Reasoning', name_hi: 'तर्कशक्ति', score: 1.5, max_score: 6, correct: 1, wrong: 1, unanswered: 1, accuracy: 50, seconds: 30 },
      { section_id: 12, name: 'Quant', name_hi: null, score: 0.33, max_score: 4, correct: 1, wrong: 2, unanswered: 1, accuracy: 33, seconds: 15 },
    ]);
    expect(rows.reduce((n, r) => n + r.score, 0)).toBeCloseTo(result.score, 10);
  });

  it('a test without sections keeps today’s rule: +1 and the negative marks', () => {
    const answers = [0, 0, null, 3, 1];
    const key = [0, 1, 2, 3, 0];
    const result = scoreAnswers({ answers, correct: key, negativeMarks: 0.25 });
    expect(result).toMatchObject({ correct: 2, wrong: 2, unanswered: 1, score: 1.5, max_score: 5, negativeMarksApplied: 0.5 });
    const withMarking = scoreAnswers({ answers, correct: key, marking: markingOf([], key.map(() => ({ section_id: null })), 0.25), sectionOf: sectionIndexOf([], key.map(() => ({ section_id: null }))) });
    expect(withMarking).toEqual(result);
    expect(scoreSections({ answers, correct: key, negativeMarks: 0.25, sections: [], sectionOf: [], testName: 'Demo' })).toEqual([
      { section_id: null, name: 'Demo', name_hi: null, score: 1.5, max_score: 5, correct: 2, wrong: 2, unanswered: 1, accuracy: 50, seconds: 0 },
    ]);
  });

  it('never yields −0 or float noise', () => {
    const r = scoreAnswers({ answers: [1, 1, 1], correct: [1, 1, 1], marking: [0.1, 0.2, 0.7].map((m) => ({ marks_correct: m, marks_wrong: 0 })) });
    expect(r.score).toBe(1);
    expect(Object.is(scoreAnswers({ answers: [null], correct: [0], negativeMarks: 0.25 }).score, 0)).toBe(true);
  });
});
