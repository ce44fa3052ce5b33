/**
 * Mock tests: the tests (search, paging, delete with confirmation), their
 * categories, and the question editor. The editor validates with the very
 * schema POST /mocks uses (core/schemas/mock.ts), so the spec's messages
 * ('Timer must be a positive integer', 'Questions must be an array with 5 to
 * 100 items', …) show inline, next to the field at fault, before sending.
 */
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import { OPTION_COUNT } from '#core/constants.ts';
import { MockCategoryCreateSchema, MockTestCreateSchema, type MockTestCreate } from '#core/schemas/mock.ts';
import type { AdminMockRow, CreatedMock } from '#core/schemas/responses/admin.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import type { MockCategory } from '#core/schemas/responses/mocks.ts';
import { adminApi, errorMessage } from './api';
import { AdminForm, SelectField, TextArea, TextField, toId, toNullableNumber, useAdminForm } from './form';
import { errorOf, useAdminResource, useAdminWrite, useClientList, useServerList } from './resource';
import { useMockCategories } from './shared-queries';
import { AdminTable, ErrorText, formatTime, ListPage, Pager, RowActions, SearchBox, SiteLink } from './ui';

const LETTERS = ['A', 'B', 'C', 'D'];
const CORRECT_OPTIONS = LETTERS.map((letter, k) => [k, letter] as const);
const blankQuestion = () => ({ question: '', options: ['', '', '', ''], correct: 0, explanations: ['', '', '', ''] });

export function MocksSection() {
  const list = useServerList<AdminMockRow>('mocks', '/admin/mocks');
  const mocks = useAdminResource<AdminMockRow, 'new'>({
    areas: ['mocks', 'mock-categories'],
    path: (m) => `/mocks/${m.id}`,
    deleteBody: { confirm: true },
    removed: (m) => `Deleted ${m.name}.`,
  });

  if (mocks.editing) return <MockForm onDone={mocks.done} />;
  return (
    <ListPage
      search={{ label: 'Search mock tests', ...list.searchBox }}
      create={{ label: 'New mock test', onClick: () => mocks.edit('new') }}
      notice={mocks.notice}
      error={errorOf(list.query) ?? mocks.error}
      pager={list.pager}
      after={<MockCategories />}
    >
      <AdminTable columns={['Name', 'Category', 'Questions', 'Timer', 'Updated']}>
        {list.rows?.map((m) => (
          <tr key={m.id}>
            <td>
              <SiteLink href={`/mock-test/test/${m.slug}`}>{m.name}</SiteLink>
            </td>
            <td>{m.category_name}</td>
            <td>{m.question_count}</td>
            <td>{m.timer} min</td>
            <td>{formatTime(m.updatedAt)}</td>
            <RowActions question={`Delete “${m.name}” with its questions and attempts?`} onDelete={() => mocks.remove.mutate(m)} />
          </tr>
        ))}
      </AdminTable>
    </ListPage>
  );
}

function MockCategories() {
  const categories = useMockCategories();
  const list = useClientList(categories.data, (c) => c.name, 10);
  const section = useAdminResource<MockCategory>({ areas: ['mock-categories'], path: (c) => `/mocks/categories/${c.id}` });
  const create = useAdminForm({
    schema: MockCategoryCreateSchema,
    defaultValues: { name: '', description: '' },
    areas: ['mock-categories'],
    save: (v) => adminApi.post('/mocks/categories', v),
    section,
    resetAfterSave: true,
  });
  const rename = useAdminWrite(['mock-categories', 'mocks'], ({ c, name }: { c: MockCategory; name: string }) => adminApi.put(`/mocks/categories/${c.id}`, { name }), {
    onError: (e) => section.setError(errorMessage(e)),
  });
  return (
    <section className="adm-subsection" aria-label="Mock-test categories">
      <h3>Categories</h3>
      <AdminForm state={create} submit="Add" inline small={false}>
        <TextField form={create.form} name="name" label="New category" id="mc-name" />
        <TextField form={create.form} name="description" label="Description" id="mc-desc" />
      </AdminForm>
      <ErrorText>{section.error}</ErrorText>
      <SearchBox label="Search mock-test categories" {...list.searchBox} />
      <table className="adm-table">
        <tbody>
          {list.rows.map((c) => (
            <tr key={c.id}>
              <td>{c.name}</td>
              <td>{c.testCount} tests</td>
              <RowActions
                actions={[
                  [
                    'Rename',
                    () => {
                      const name = prompt('New name', c.name)?.trim();
                      if (name && name !== c.name) rename.mutate({ c, name });
                    },
                  ],
                ]}
                question={`Delete category “${c.name}”?`}
                onDelete={() => section.remove.mutate(c)}
              />
            </tr>
          ))}
        </tbody>
      </table>
      <Pager {...list.pager} />
    </section>
  );
}

type QuestionErrors = NonNullable<FieldErrors<MockTestCreate>['questions']>;
/** An array-level message (react-hook-form puts it on `message` or `root`). */
const arrayMessage = (e: unknown): string | undefined => {
  const err = e as { message?: string; root?: { message?: string } } | undefined;
  return err?.message ?? err?.root?.message;
};

function MockForm({ onDone }: { onDone: (m: string | null) => void }) {
  const categories = useMockCategories();
  const state = useAdminForm({
    schema: MockTestCreateSchema,
    defaultValues: { name: '', slug: '', description: '', category_id: undefined, negative_marks: null, timer: 30, questions: Array.from({ length: 5 }, blankQuestion) },
    areas: ['mocks', 'mock-categories'],
    save: (v) => adminApi.post<Data<CreatedMock>>('/mocks', v),
    onSaved: (res) => onDone(`Created /mock-test/test/${res.data.slug} with ${res.data.question_count} questions. It is live after the next build.`),
  });
  const { form } = state;
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const qErrors = form.formState.errors.questions as QuestionErrors | undefined;

  return (
    <AdminForm
      state={state}
      title="New mock test"
      label="New mock test"
      submit={state.save.isPending ? 'Creating…' : 'Create mock test'}
      onCancel={() => onDone(null)}
    >
      <div className="adm-row">
        <TextField form={form} name="name" label="Name" id="mock-name" />
        <TextField form={form} name="slug" label="Slug" id="mock-slug" hint="Leave empty to derive it from the name." />
      </div>
      <TextArea form={form} name="description" label="Description" id="mock-desc" rows={2} />
      <div className="adm-row">
        <SelectField form={form} name="category_id" label="Category" id="mock-category" setValueAs={toId} empty="Choose…" options={categories.data?.map((c) => [c.id, c.name])} />
        <TextField form={form} name="timer" label="Timer (minutes)" id="mock-timer" type="number" step={1} setValueAs={(v) => (v === '' ? undefined : Number(v))} />
        <TextField
          form={form}
          name="negative_marks"
          label="Negative marks per wrong answer"
          id="mock-negative"
          type="number"
          step={0.05}
          setValueAs={toNullableNumber}
          hint="Empty: none. 0 to 1."
        />
      </div>

      <h4>
        Questions ({questions.fields.length})
      </h4>
      {arrayMessage(qErrors) && (
        <p className="adm-error" role="alert" data-field="questions">
          {arrayMessage(qErrors)}
        </p>
      )}
      {questions.fields.map((field, i) => {
        const e = qErrors?.[i];
        return (
          <fieldset key={field.id} className="adm-question" aria-label={`Question ${i + 1}`}>
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
            <div className="adm-row">
              <SelectField form={form} name={`questions.${i}.correct`} label="Correct option" id={`q${i}-correct`} setValueAs={Number} options={CORRECT_OPTIONS} />
              <button type="button" className="btn btn-sm btn-outline" onClick={() => questions.remove(i)}>
                Remove question {i + 1}
              </button>
            </div>
          </fieldset>
        );
      })}
      <button type="button" className="btn btn-outline" onClick={() => questions.append(blankQuestion())}>
        Add question
      </button>
    </AdminForm>
  );
}
