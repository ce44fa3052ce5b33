/**
 * The mock-test editor's form model: the PUT /mocks/{id} payload with every
 * optional text present as '' (Hindi, topic, a section's Hindi name), so each
 * is a plain input; `cleanMockForm` drops the empty ones before the shared
 * schema validates (a question's Hindi counts only when any of it is filled
 * in, and then all of it is required, with the schema's messages).
 * Sections take the questions in order, question_count at a time: moving a
 * question is its place in the list plus the counts (`moves`).
 */
import { z } from 'zod';
import { MockTestUpdateSchema, type MockTestUpdateInput } from '#core/schemas/mock.ts';
import type { AdminMock } from '#core/schemas/responses/admin.ts';

export type MockFormValues = MockTestUpdateInput;
type FormQuestion = MockFormValues['questions'][number];
type FormSection = NonNullable<MockFormValues['sections']>[number];

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const FOUR = () => ['', '', '', ''];

export const blankQuestion = (): FormQuestion => ({
  question: '',
  options: FOUR(),
  correct: 0,
  explanations: FOUR(),
  question_hi: '',
  options_hi: FOUR(),
  explanations_hi: FOUR(),
  topic: '',
});

export const newSection = (n: number, questionCount = 0): FormSection => ({ name: `Section ${n}`, name_hi: '', question_count: questionCount, time_limit: null, locked: false, marks_correct: 1, marks_wrong: 0 });

export const emptyMockForm = (): MockFormValues => ({
  name: '',
  slug: '',
  description: '',
  category_id: undefined as unknown as number,
  negative_marks: null,
  timer: 30,
  instructions: '',
  instructions_hi: '',
  calculator: false,
  sections: [],
  questions: Array.from({ length: 5 }, blankQuestion),
});

/** A stored test as the form's values. */
export function toMockForm(m: AdminMock): MockFormValues {
  return {
    name: m.name,
    slug: m.slug,
    description: m.description,
    category_id: m.category_id,
    negative_marks: m.negative_marks,
    timer: m.timer,
    instructions: m.instructions,
    instructions_hi: m.instructions_hi ?? '',
    calculator: m.calculator,
    sections: (m.sections ?? []).map((s) => ({ ...s, name_hi: s.name_hi ?? '' })),
    questions: m.questions.map((q) => ({
      ...q,
      question_hi: q.question_hi ?? '',
      options_hi: q.options_hi ?? FOUR(),
      explanations_hi: q.explanations_hi ?? FOUR(),
      topic: q.topic ?? '',
    })),
  };
}

/** The form's values as the API takes them: empty optional texts left out, no sections = none. */
export function cleanMockForm(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input;
  const v = input as MockFormValues;
  const questions = Array.isArray(v.questions)
    ? v.questions.map((q) => {
        const { question_hi, options_hi, explanations_hi, topic, ...rest } = q;
        const hindi = !blank(question_hi) || (options_hi ?? []).some((o) => !blank(o)) || (explanations_hi ?? []).some((e) => !blank(e));
        return { ...rest, ...(hindi ? { question_hi, options_hi, explanations_hi } : {}), ...(blank(topic) ? {} : { topic }) };
      })
    : v.questions;
  const sections = v.sections?.length ? v.sections.map(({ name_hi, ...s }) => (blank(name_hi) ? s : { ...s, name_hi })) : undefined;
  const { sections: _drop, ...restOfTest } = v;
  return { ...restOfTest, questions, ...(sections ? { sections } : {}) };
}

/** The editor's schema: the shared PUT schema after `cleanMockForm` (typed as the schema it wraps). */
export const MockFormSchema = z.preprocess(cleanMockForm, MockTestUpdateSchema) as unknown as typeof MockTestUpdateSchema;

/** Where questions sit in sections: section index per question and each section's first index. */
export function layout(counts: readonly number[], total: number) {
  const starts: number[] = [];
  const sectionOf: number[] = [];
  let at = 0;
  counts.forEach((c, j) => {
    starts.push(at);
    for (let n = 0; n < c && at < total; n++, at++) sectionOf.push(j);
  });
  while (sectionOf.length < total) sectionOf.push(counts.length - 1);
  return { starts, sectionOf };
}

export interface Move {
  /** questions.move(from, to) to run (null: the question keeps its place in the list). */
  move: [number, number] | null;
  /** New question_count per section. */
  counts: number[];
}

/**
 * Moving question `i` one place up or down: within its section it swaps with
 * its neighbour; at a section's edge it crosses into the next section (its
 * place in the list stays, the counts change).
 */
export function moveStep(counts: readonly number[], total: number, i: number, step: -1 | 1): Move | null {
  const next = [...counts];
  if (counts.length === 0) {
    const to = i + step;
    return to < 0 || to >= total ? null : { move: [i, to], counts: next };
  }
  const { starts, sectionOf } = layout(counts, total);
  const j = sectionOf[i];
  const first = starts[j];
  const last = first + counts[j] - 1;
  if (step === -1 && i === first) {
    if (j === 0) return null;
    next[j - 1]++;
    next[j]--;
    return { move: null, counts: next };
  }
  if (step === 1 && i === last) {
    if (j === counts.length - 1) return null;
    next[j]--;
    next[j + 1]++;
    return { move: null, counts: next };
  }
  return { move: [i, i + step], counts: next };
}

/** Moving question `i` to the end of section `k`. */
export function moveToSection(counts: readonly number[], total: number, i: number, k: number): Move | null {
  const { sectionOf } = layout(counts, total);
  const j = sectionOf[i];
  if (j === k || k < 0 || k >= counts.length) return null;
  const next = [...counts];
  const endOfK = counts.slice(0, k + 1).reduce((a, b) => a + b, 0); // index just past section k
  const to = k > j ? endOfK - 1 : endOfK;
  next[j]--;
  next[k]++;
  return { move: [i, to], counts: next };
}
