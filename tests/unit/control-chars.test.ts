/** The per-kind control-character rule (core/format/control-chars.ts) as the schemas apply it. */
import { describe, expect, it } from 'vitest';
import { hasControlChars } from '#core/format/control-chars.ts';
import { MockQuestionInputSchema } from '#core/schemas/mock.ts';

const question = {
  question: 'Which article of the Constitution is number 1?',
  options: ['Article 14', 'Article 19', 'Article 21', 'Article 32'],
  correct: 0,
  explanations: [0, 1, 2, 3].map((k) => `Option ${k + 1} is explained here in enough words.`),
};

describe('control characters per field kind', () => {
  it('single-line text refuses every C0 control and DEL; multi-line text keeps tab, LF and CR', () => {
    for (let code = 0; code < 0x20; code++) {
      const c = String.fromCharCode(code);
      expect(hasControlChars(`a${c}b`, 'line')).toBe(true);
      expect(hasControlChars(`a${c}b`, 'text')).toBe(!['\t', '\n', '\r'].includes(c));
    }
    expect(hasControlChars('a\u007fb', 'line')).toBe(true);
    expect(hasControlChars('a\u007fb', 'text')).toBe(true);
    expect(hasControlChars('हिन्दी — “quotes”', 'line')).toBe(false);
  });

  it('a question keeps line breaks in its text and explanations, not in its options', () => {
    expect(MockQuestionInputSchema.safeParse({ ...question, question: 'First line of the question\n\tand the second?' }).success).toBe(true);
    expect(MockQuestionInputSchema.safeParse({ ...question, explanations: question.explanations.map((e) => `${e}\r\nMore.`) }).success).toBe(true);
    const option = MockQuestionInputSchema.safeParse({ ...question, options: ['Article\n14', 'b', 'c', 'd'] });
    expect(option.error?.issues[0]).toMatchObject({ path: ['options', 0], message: 'Options must not contain control characters (or line breaks)' });
    const nul = MockQuestionInputSchema.safeParse({ ...question, question: 'Which article\u0000 is number 1?' });
    expect(nul.error?.issues[0]).toMatchObject({ path: ['question'], message: 'Question text must not contain control characters' });
  });
});
