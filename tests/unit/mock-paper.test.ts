/** The honest-figures rule (core/mock/paper.ts): what counts as a change of the paper, and what does not. */
import { describe, expect, it } from 'vitest';
import { paperChanges, paperFixedMessage, type Paper } from '#core/mock/paper.ts';

const paper: Paper = {
  timer: 20,
  negative_marks: null,
  sections: [
    { id: 1, question_count: 2, time_limit: 10, locked: false, marks_correct: 2, marks_wrong: 0.5 },
    { id: 2, question_count: 1, time_limit: 10 },
  ],
  questions: [
    { id: 11, correct: 0 },
    { id: 12, correct: 1 },
    { id: 13, correct: 2 },
  ],
};

describe('paperChanges', () => {
  it('none for the same paper (defaults spelled out or not)', () => {
    expect(paperChanges(paper, structuredClone(paper))).toEqual([]);
    const spelled = { ...paper, sections: [paper.sections![0], { id: 2, question_count: 1, time_limit: 10, locked: false, marks_correct: 1, marks_wrong: 0 }] };
    expect(paperChanges(paper, spelled)).toEqual([]);
  });

  it.each([
    ['timer', { timer: 25 }, ['the timer']],
    ['negative marks (section 2 takes them: no marks_wrong of its own)', { negative_marks: 0.25 }, ['the negative marks', "section 2's marking"]],
    ['a correct answer', { questions: [{ id: 11, correct: 0 }, { id: 12, correct: 3 }, { id: 13, correct: 2 }] }, ["question 2's correct answer"]],
    ['a swap', { questions: [{ id: 12, correct: 1 }, { id: 11, correct: 0 }, { id: 13, correct: 2 }] }, ['the questions (added, removed or reordered)']],
    ['a new question', { questions: [...paper.questions, { correct: 0 }] }, ['the questions (added, removed or reordered)']],
    ['a removed question', { questions: paper.questions.slice(0, 2) }, ['the questions (added, removed or reordered)']],
    ['no sections', { sections: undefined }, ['the sections (added, removed or reordered)']],
    [
      'a question moved between sections',
      { sections: [{ ...paper.sections![0], question_count: 1 }, { ...paper.sections![1], question_count: 2 }] },
      ['which questions section 1 holds', 'which questions section 2 holds'],
    ],
    ['a section time', { sections: [{ ...paper.sections![0], time_limit: 15 }, paper.sections![1]] }, ["section 1's time limit"]],
    ['a section marking', { sections: [paper.sections![0], { ...paper.sections![1], marks_wrong: 0.25 }] }, ["section 2's marking"]],
    ['locking', { sections: [{ ...paper.sections![0], locked: true }, paper.sections![1]] }, ['whether section 1 is locked']],
  ])('%s', (_name, change, expected) => {
    expect(paperChanges(paper, { ...paper, ...change } as Paper)).toEqual(expected);
  });

  it('the message names the count and the changes', () => {
    expect(paperFixedMessage(3, ['the timer', "question 2's correct answer"])).toBe(
      "This test has 3 attempts, so its paper is fixed and this edit would change the timer, question 2's correct answer. You can still correct wording, options, explanations, Hindi and topics; for more, export the test and import it as a new one.",
    );
  });
});
