/**
 * The mock-test editor, for a new test and for an existing one: details
 * (with the test's own instructions and the calculator setting, issue 29),
 * sections (name, Hindi name, sectional time, marking, locked order),
 * questions (text, options, correct answer, explanations, Hindi, topic),
 * reordering and moving questions between sections. It validates with the
 * schema PUT /mocks/{id} uses (core/schemas/mock.ts), so the spec's messages
 * show on the field they concern before sending; a server 400 lands on the
 * same fields. A test with submitted attempts has its paper fixed
 * (docs/mock-tests.md): the controls that would change it are read-only.
 */
import { useQuery } from '@tanstack/react-query';
import { useFieldArray, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { OPTION_COUNT } from '#core/constants.ts';
import type { AdminMock, CreatedMock } from '#core/schemas/responses/admin.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import { adminApi, errorMessage } from './api';
import { AdminForm, SelectField, TextArea, TextField, toId, toNullableNumber, useAdminForm } from './form';
import { blankQuestion, emptyMockForm, layout, MockFormSchema, moveStep, moveToSection, newSection, toMockForm, type MockFormValues, type Move } from './mock-form';
import { useMockCategories } from './shared-queries';
import { ErrorText } from './ui';

const LETTERS = ['A', 'B', 'C', 'D'];
const CORRECT_OPTIONS = LETTERS.map((letter, k) => [k, letter] as const);
const toNumberOrUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/** An array-level message (react-hook-form puts it on `message` or `root`). */
const arrayMessage = (e: unknown): string | undefined => {
  const err = e as { message?: string; root?: { message?: string } } | undefined;
  return err?.message ?? err?.root?.message;
};

/** Opens the editor on a test ('new' or its id); loads the stored test first. */
export function MockEditor({ target, onDone }: { target: number | 'new'; onDone: (message: string | null) => void }) {
  const stored = useQuery({
    queryKey: ['admin', 'mocks', 'one', target],
    queryFn: async () => (await adminApi.get<Data<AdminMock>>(`/admin/mocks/${target}`)).data,
    enabled: target !== 'new',
    gcTime: 0,
  });
  if (target === 'new') return <MockForm onDone={onDone} />;
  if (stored.isError) return <ErrorText>{errorMessage(stored.error)}</ErrorText>;
  if (!stored.data) return <p className="adm-loading">Loading the test…</p>;
  return <MockForm key={stored.data.updatedAt} test={stored.data} onDone={onDone} />;
}

function MockForm({ test, onDone }: { test?: AdminMock; onDone: (message: string | null) => void }) {
  const categories = useMockCategories();
  const fixed = (test?.attempts ?? 0) > 0;
  const state = useAdminForm({
    schema: MockFormSchema,
    defaultValues: test ? toMockForm(test) : emptyMockForm(),
    areas: ['mocks', 'mock-categories'],
    save: (v) => (test ? adminApi.put<Data<CreatedMock>>(`/mocks/${test.id}`, v) : adminApi.post<Data<CreatedMock>>('/mocks', { ...v, status: 'draft' })),
    onSaved: (res) =>
      onDone(
        test
          ? `Saved ${res.data.name} (${res.data.question_count} questions).${res.data.status === 'published' ? ' The page follows after the next build.' : ''}`
          : `Created ${res.data.name} as a draft with ${res.data.question_count} questions: preview it, then publish it.`,
      ),
  });
  const { form } = state;
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const sectionValues = useWatch({ control: form.control, name: 'sections' }) ?? [];
  const counts = sectionValues.map((s) => Number(s?.question_count) || 0);
  const total = questions.fields.length;
  const { starts, sectionOf } = layout(counts, total);
  const errors = form.formState.errors;

  const apply = (m: Move | null) => {
    if (!m) return;
    if (m.move) questions.move(m.move[0], m.move[1]);
    m.counts.forEach((c, j) => c !== counts[j] && form.setValue(`sections.${j}.question_count`, c, { shouldDirty: true }));
  };
  const addQuestion = (j: number | null) => {
    if (j === null) return questions.append(blankQuestion());
    questions.insert(starts[j] + counts[j], blankQuestion());
    form.setValue(`sections.${j}.question_count`, counts[j] + 1, { shouldDirty: true });
  };
  const removeQuestion = (i: number) => {
    const j = counts.length ? sectionOf[i] : null;
    questions.remove(i);
    if (j !== null) form.setValue(`sections.${j}.question_count`, counts[j] - 1, { shouldDirty: true });
  };
  /** A removed section's questions join the section before it (the one after, for the first). */
  const removeSection = (j: number) => {
    const into = j > 0 ? j - 1 : 1;
    if (counts.length > 1) form.setValue(`sections.${into}.question_count`, counts[into] + counts[j], { shouldDirty: true });
    sections.remove(j);
  };

  const questionCard = (field: { id: string }, i: number) => (
    <QuestionFields
      key={field.id}
      form={form}
      i={i}
      fixed={fixed}
      sectionNames={counts.length ? sectionValues.map((s, k) => s?.name || `Section ${k + 1}`) : null}
      section={counts.length ? sectionOf[i] : null}
      onUp={() => apply(moveStep(counts, total, i, -1))}
      onDown={() => apply(moveStep(counts, total, i, 1))}
      onMoveTo={(k) => apply(moveToSection(counts, total, i, k))}
      onRemove={() => removeQuestion(i)}
      canUp={i > 0}
      canDown={i < total - 1}
    />
  );

  return (
    <AdminForm
      state={state}
      title={test ? `Edit “${test.name}”` : 'New mock test'}
      label={test ? 'Edit mock test' : 'New mock test'}
      submit={state.save.isPending ? 'Saving…' : test ? 'Save changes' : 'Create draft'}
      onCancel={() => onDone(null)}
    >
      {fixed && (
        <p className="adm-notice adm-notice-info" data-testid="paper-fixed">
          This test has {test!.attempts} submitted attempt{test!.attempts === 1 ? '' : 's'}, so its paper is fixed: the answers, the questions and their order,
          the sections, the marking and the timer stay as they are (the attempts’ scores, ranks and percentiles stand on them). You can still correct the
          wording, the options’ text, explanations, Hindi and topics. For more, export it and import the file as a new test.
        </p>
      )}
      <div className="adm-row adm-row-top">
        <TextField form={form} name="name" label="Name" id="mock-name" />
        <TextField form={form} name="slug" label="Slug" id="mock-slug" hint="Leave empty to derive it from the name." />
      </div>
      <TextArea form={form} name="description" label="Description" id="mock-desc" rows={2} />
      <details className="adm-hindi" open={!!(test?.instructions || test?.instructions_hi)}>
        <summary>Instructions for candidates (optional)</summary>
        <TextArea
          form={form}
          name="instructions"
          label="Instructions for this test"
          id="mock-instructions"
          rows={4}
          hint="Shown before the start, under the general CBT instructions and the test's marking and sections. One point a line."
        />
        <TextArea form={form} name="instructions_hi" label="इस टेस्ट के निर्देश (Hindi, optional)" id="mock-instructions-hi" rows={4} lang="hi" hint="Shown on a Hindi paper; empty: the English ones show." />
      </details>
      <label className="adm-check">
        <input type="checkbox" id="mock-calculator" {...form.register('calculator')} /> On-screen calculator: offer the calculator on this test (off by default; the real
        SSC, IBPS, SBI and RRB papers allow none)
      </label>
      <div className="adm-row adm-row-top">
        <SelectField form={form} name="category_id" label="Category" id="mock-category" setValueAs={toId} empty="Choose…" options={categories.data?.map((c) => [c.id, c.name])} />
        <TextField form={form} name="timer" label="Timer (minutes)" id="mock-timer" type="number" step={1} readOnly={fixed} setValueAs={toNumberOrUndefined} />
        <TextField
          form={form}
          name="negative_marks"
          label="Negative marks per wrong answer"
          id="mock-negative"
          type="number"
          step={0.05}
          readOnly={fixed}
          setValueAs={toNullableNumber}
          hint={counts.length ? 'Sections use their own marking.' : 'Empty: none. 0 to 1.'}
        />
      </div>

      <h4>
        Questions ({total}){counts.length ? ` in ${counts.length} section${counts.length === 1 ? '' : 's'}` : ''}
      </h4>
      {arrayMessage(errors.questions) && (
        <p className="adm-error" role="alert" data-field="questions">
          {arrayMessage(errors.questions)}
        </p>
      )}
      {arrayMessage(errors.sections) && (
        <p className="adm-error" role="alert" data-field="sections">
          {arrayMessage(errors.sections)}
        </p>
      )}

      {counts.length === 0 ? (
        <>
          {questions.fields.map(questionCard)}
          <div className="adm-buttons">
            {!fixed && (
              <>
                <button type="button" className="btn btn-outline" onClick={() => addQuestion(null)}>
                  Add question
                </button>
                <button type="button" className="btn btn-outline" onClick={() => sections.append(newSection(1, total))}>
                  Split into sections
                </button>
              </>
            )}
          </div>
        </>
      ) : (
        <>
          {sections.fields.map((field, j) => (
            <fieldset key={field.id} className="adm-section-block" aria-label={`Section ${j + 1}`}>
              <legend>
                Section {j + 1}: {sectionValues[j]?.name || '(no name)'} · {counts[j]} question{counts[j] === 1 ? '' : 's'}
              </legend>
              <SectionFields form={form} j={j} fixed={fixed} />
              {!fixed && (
                <div className="adm-buttons">
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => addQuestion(j)}>
                    Add question to section {j + 1}
                  </button>
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => removeSection(j)}>
                    {counts.length === 1 ? 'No sections' : `Remove section ${j + 1}`}
                  </button>
                </div>
              )}
              {questions.fields.slice(starts[j], starts[j] + counts[j]).map((f, n) => questionCard(f, starts[j] + n))}
            </fieldset>
          ))}
          {!fixed && (
            <button type="button" className="btn btn-outline" onClick={() => sections.append(newSection(counts.length + 1))}>
              Add section
            </button>
          )}
        </>
      )}
    </AdminForm>
  );
}

function SectionFields({ form, j, fixed }: { form: UseFormReturn<MockFormValues, unknown, unknown>; j: number; fixed: boolean }) {
  const countError = (form.formState.errors.sections as FieldErrors<MockFormValues>['sections'] & Record<number, { question_count?: { message?: string } }>)?.[j]?.question_count?.message;
  return (
    <>
      <div className="adm-row adm-row-top">
        <TextField form={form} name={`sections.${j}.name`} label="Section name" id={`s${j}-name`} />
        <TextField form={form} name={`sections.${j}.name_hi`} label="नाम (Hindi, optional)" id={`s${j}-name-hi`} lang="hi" />
      </div>
      <div className="adm-row adm-row-top">
        <TextField
          form={form}
          name={`sections.${j}.time_limit`}
          label="Sectional time (minutes)"
          id={`s${j}-time`}
          type="number"
          step={1}
          readOnly={fixed}
          setValueAs={toNullableNumber}
          hint="Empty: no sectional timer."
        />
        <TextField form={form} name={`sections.${j}.marks_correct`} label="Marks per correct answer" id={`s${j}-plus`} type="number" step={0.25} readOnly={fixed} setValueAs={toNumberOrUndefined} />
        <TextField form={form} name={`sections.${j}.marks_wrong`} label="Marks deducted per wrong answer" id={`s${j}-minus`} type="number" step={0.05} readOnly={fixed} setValueAs={toNumberOrUndefined} />
      </div>
      {fixed ? (
        <p className="adm-check">Locked order: {form.getValues(`sections.${j}.locked`) ? 'yes' : 'no'}</p>
      ) : (
        <label className="adm-check">
          <input type="checkbox" {...form.register(`sections.${j}.locked`)} /> Locked: taken in order, no going back
        </label>
      )}
      {countError && (
        <p className="adm-error" role="alert">
          {countError}
        </p>
      )}
    </>
  );
}

function QuestionFields({
  form,
  i,
  fixed,
  sectionNames,
  section,
  onUp,
  onDown,
  onMoveTo,
  onRemove,
  canUp,
  canDown,
}: {
  form: UseFormReturn<MockFormValues, unknown, unknown>;
  i: number;
  fixed: boolean;
  sectionNames: string[] | null;
  section: number | null;
  onUp: () => void;
  onDown: () => void;
  onMoveTo: (k: number) => void;
  onRemove: () => void;
  canUp: boolean;
  canDown: boolean;
}) {
  const e = (form.formState.errors.questions as Record<number, FieldErrors<MockFormValues['questions'][number]>> | undefined)?.[i];
  const hindiError = !!(e?.question_hi || e?.options_hi || e?.explanations_hi);
  const hasHindi = !!form.getValues(`questions.${i}.question_hi`);
  const correct = form.getValues(`questions.${i}.correct`);
  return (
    <fieldset className="adm-question" aria-label={`Question ${i + 1}`}>
      <legend>Question {i + 1}</legend>
      <TextArea form={form} name={`questions.${i}.question`} label="Question text" id={`q${i}-text`} rows={2} />
      {arrayMessage(e?.options) && <p className="adm-error" role="alert">{arrayMessage(e?.options)}</p>}
      {arrayMessage(e?.explanations) && <p className="adm-error" role="alert">{arrayMessage(e?.explanations)}</p>}
      <div className="adm-options">
        {Array.from({ length: OPTION_COUNT }, (_, k) => (
          <div key={k} className="adm-option">
            <TextField form={form} name={`questions.${i}.options.${k}`} label={`Option ${LETTERS[k]}`} id={`q${i}-o${k}`} />
            <TextArea form={form} name={`questions.${i}.explanations.${k}`} label={`Explanation ${LETTERS[k]}`} id={`q${i}-e${k}`} rows={2} />
          </div>
        ))}
      </div>
      <div className="adm-row adm-row-top">
        {fixed ? (
          <p className="adm-field">
            <span className="adm-label">Correct option</span> <strong id={`q${i}-correct`}>{LETTERS[correct ?? 0]}</strong>
          </p>
        ) : (
          <SelectField form={form} name={`questions.${i}.correct`} label="Correct option" id={`q${i}-correct`} setValueAs={Number} options={CORRECT_OPTIONS} />
        )}
        <TextField form={form} name={`questions.${i}.topic`} label="Topic (optional)" id={`q${i}-topic`} />
      </div>
      <details className="adm-hindi" open={hasHindi || hindiError}>
        <summary>Hindi (optional){hindiError ? ': see the messages' : ''}</summary>
        <TextArea form={form} name={`questions.${i}.question_hi`} label="प्रश्न (Hindi)" id={`q${i}-text-hi`} rows={2} lang="hi" />
        {arrayMessage(e?.options_hi) && <p className="adm-error" role="alert">{arrayMessage(e?.options_hi)}</p>}
        {arrayMessage(e?.explanations_hi) && <p className="adm-error" role="alert">{arrayMessage(e?.explanations_hi)}</p>}
        <div className="adm-options">
          {Array.from({ length: OPTION_COUNT }, (_, k) => (
            <div key={k} className="adm-option">
              <TextField form={form} name={`questions.${i}.options_hi.${k}`} label={`विकल्प ${LETTERS[k]} (Hindi)`} id={`q${i}-o${k}-hi`} lang="hi" />
              <TextArea form={form} name={`questions.${i}.explanations_hi.${k}`} label={`व्याख्या ${LETTERS[k]} (Hindi)`} id={`q${i}-e${k}-hi`} rows={2} lang="hi" />
            </div>
          ))}
        </div>
      </details>
      {!fixed && (
        <div className="adm-buttons adm-question-tools">
          <button type="button" className="btn btn-sm btn-outline" onClick={onUp} disabled={!canUp} aria-label={`Move question ${i + 1} up`}>
            ↑ Up
          </button>
          <button type="button" className="btn btn-sm btn-outline" onClick={onDown} disabled={!canDown} aria-label={`Move question ${i + 1} down`}>
            ↓ Down
          </button>
          {sectionNames && sectionNames.length > 1 && (
            <label className="adm-inline-select">
              Move to{' '}
              <select value={section ?? 0} onChange={(ev) => onMoveTo(Number(ev.target.value))} aria-label={`Move question ${i + 1} to section`}>
                {sectionNames.map((name, k) => (
                  <option key={k} value={k}>
                    {k + 1}. {name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <button type="button" className="btn btn-sm btn-outline" onClick={onRemove}>
            Remove question {i + 1}
          </button>
        </div>
      )}
    </fieldset>
  );
}
