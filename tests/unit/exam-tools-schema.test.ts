/**
 * Issue 29 in the shared schemas: a test's own instructions (English, Hindi)
 * and its calculator setting — optional in the write payloads (with their
 * messages), required in the MockTest wire shape (the listing, the build and
 * the start answer), carried by the JSON file, and the editor's form model.
 */
import { describe, expect, it } from 'vitest';
import { MAX_INSTRUCTIONS, MockTestCreateSchema, MockTestUpdateSchema } from '#core/schemas/mock.ts';
import { MockTestSchema } from '#core/schemas/responses/mocks.ts';
import { MockStartSchema } from '#core/schemas/mock-attempt.ts';
import { mockToJson, parseMockJson, TEMPLATE_TEST } from '#core/mock/transfer/index.ts';
import { cleanMockForm, emptyMockForm, toMockForm } from '#src/islands/admin/mock-form.ts';

const base = { ...TEMPLATE_TEST, slug: 'tools-practice', category_id: 3 };
const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('write payloads', () => {
  it('take instructions (trimmed), Hindi instructions ("" → null) and the calculator; all optional', () => {
    const parsed = MockTestCreateSchema.parse({ ...base, instructions: '  One.\nTwo.  ', instructions_hi: '', calculator: true });
    expect(parsed).toMatchObject({ instructions: 'One.\nTwo.', instructions_hi: null, calculator: true });
    const none = MockTestCreateSchema.parse(base);
    expect(none.instructions).toBeUndefined();
    expect(none.calculator).toBeUndefined();
    expect(MockTestUpdateSchema.parse({ ...base, instructions_hi: 'निर्देश।' }).instructions_hi).toBe('निर्देश।');
  });

  it('refuse bad values with their messages', () => {
    expect(messages(MockTestCreateSchema.safeParse({ ...base, calculator: 'yes' }))).toEqual(['calculator: calculator must be true or false']);
    expect(messages(MockTestCreateSchema.safeParse({ ...base, instructions: 'x'.repeat(MAX_INSTRUCTIONS + 1) }))).toEqual([
      `instructions: Instructions must be at most ${MAX_INSTRUCTIONS} characters`,
    ]);
    expect(messages(MockTestCreateSchema.safeParse({ ...base, instructions: 'a\u0000b' }))).toEqual(['instructions: Instructions must not contain control characters']);
    expect(messages(MockTestCreateSchema.safeParse({ ...base, instructions_hi: 42 }))).toEqual(['instructions_hi: Hindi instructions must be text or null']);
  });
});

describe('the wire shape', () => {
  const test = {
    id: 1,
    name: 'T',
    slug: 't',
    description: '',
    category_id: 1,
    category_name: 'SSC',
    timer: 10,
    negative_marks: null,
    question_count: 5,
    updated_at: '2026-01-01T00:00:00.000Z',
    sections: [],
    languages: ['en'],
    total_marks: 5,
    live: null,
    instructions: '',
    instructions_hi: null,
    calculator: false,
    pyq: null,
  };
  it('MockTest (and so the start answer) always says whether the calculator is on, and carries the instructions', () => {
    expect(MockTestSchema.parse(test)).toEqual(test);
    const { calculator: _c, ...withoutCalculator } = test;
    expect(MockTestSchema.safeParse(withoutCalculator).success).toBe(false);
    expect(MockStartSchema.shape.mock).toBe(MockTestSchema);
  });
});

describe('the JSON file', () => {
  it('carries them when set, and imports them back', () => {
    const withTools = MockTestCreateSchema.parse({ ...base, instructions: 'Rough work on paper.', instructions_hi: 'रफ़ कार्य कागज़ पर।', calculator: true });
    const text = mockToJson(withTools);
    expect(JSON.parse(text)).toMatchObject({ instructions: 'Rough work on paper.', instructions_hi: 'रफ़ कार्य कागज़ पर।', calculator: true });
    expect(parseMockJson(text)).toEqual({ ok: true, test: withTools });
  });
  it('leaves them out when unset (a file from before issue 29 is the same file)', () => {
    const plain = MockTestCreateSchema.parse(base);
    const json = JSON.parse(mockToJson(plain));
    expect(Object.keys(json)).not.toContain('instructions');
    expect(Object.keys(json)).not.toContain('calculator');
  });
});

describe('the editor’s form model', () => {
  it('a new test: empty instructions, calculator off; a stored one: its values; the Hindi box empty → null', () => {
    expect(emptyMockForm()).toMatchObject({ instructions: '', instructions_hi: '', calculator: false });
    const stored = {
      id: 4,
      slug: 'x',
      name: 'X',
      description: '',
      category_id: 3,
      timer: 20,
      negative_marks: null,
      instructions: 'Own.',
      instructions_hi: null,
      calculator: true,
      status: 'draft' as const,
      attempts: 0,
      updatedAt: '2026-01-01T00:00:00.000Z',
      questions: TEMPLATE_TEST.questions.map((q, i) => ({ id: i + 1, ...q })),
    };
    const form = toMockForm(stored);
    expect(form).toMatchObject({ instructions: 'Own.', instructions_hi: '', calculator: true });
    expect(MockTestUpdateSchema.parse(cleanMockForm(form))).toMatchObject({ instructions: 'Own.', instructions_hi: null, calculator: true });
  });
});
