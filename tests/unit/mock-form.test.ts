/** The editor's form model (src/islands/admin/mock-form.ts): empty optional texts dropped, moves within and across sections. */
import { describe, expect, it } from 'vitest';
import { cleanMockForm, layout, moveStep, moveToSection, blankQuestion, emptyMockForm } from '#src/islands/admin/mock-form.ts';

describe('moves', () => {
  const counts = [2, 3, 1];
  it('layout', () => {
    expect(layout(counts, 6)).toEqual({ starts: [0, 2, 5], sectionOf: [0, 0, 1, 1, 1, 2] });
  });
  it('up and down swap inside a section and cross into the next one at its edge', () => {
    expect(moveStep(counts, 6, 3, -1)).toEqual({ move: [3, 2], counts: [2, 3, 1] });
    expect(moveStep(counts, 6, 2, -1)).toEqual({ move: null, counts: [3, 2, 1] });
    expect(moveStep(counts, 6, 4, 1)).toEqual({ move: null, counts: [2, 2, 2] });
    expect(moveStep(counts, 6, 0, -1)).toBeNull();
    expect(moveStep(counts, 6, 5, 1)).toBeNull();
    expect(moveStep([], 5, 1, 1)).toEqual({ move: [1, 2], counts: [] });
  });
  it('to another section: the end of that section', () => {
    expect(moveToSection(counts, 6, 0, 2)).toEqual({ move: [0, 5], counts: [1, 3, 2] });
    expect(moveToSection(counts, 6, 5, 0)).toEqual({ move: [5, 2], counts: [3, 3, 0] });
    expect(moveToSection(counts, 6, 3, 1)).toBeNull();
  });
});

describe('cleanMockForm', () => {
  it('drops empty Hindi, topics, section Hindi names and an empty section list; keeps partly filled Hindi for the schema to judge', () => {
    const v = emptyMockForm();
    v.questions[1] = { ...blankQuestion(), question_hi: 'कुछ हिन्दी पाठ यहाँ है', topic: ' Polity ' };
    v.sections = [];
    const out = cleanMockForm(v) as { questions: Record<string, unknown>[]; sections?: unknown };
    expect(out.sections).toBeUndefined();
    expect(Object.keys(out.questions[0])).toEqual(['question', 'options', 'correct', 'explanations']);
    expect(out.questions[1]).toMatchObject({ question_hi: 'कुछ हिन्दी पाठ यहाँ है', options_hi: ['', '', '', ''], topic: ' Polity ' });
    v.sections = [{ name: 'A', name_hi: '', question_count: 5, time_limit: null }];
    expect((cleanMockForm(v) as { sections: object[] }).sections).toEqual([{ name: 'A', question_count: 5, time_limit: null }]);
  });
});
