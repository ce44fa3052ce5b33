/**
 * Mock tests: the tests (search, paging, delete with confirmation), their
 * categories, and the question editor. The editor validates with the very
 * schema POST /mocks uses (core/schemas/mock.ts), so the spec's messages
 * ('Timer must be a positive integer', 'Questions must be an array with 5 to
 * 100 items', …) show inline, next to the field at fault, before sending.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { OPTION_COUNT } from '#core/constants.ts';
import { MockCategoryCreateSchema, MockTestCreateSchema, type MockCategoryCreate, type MockTestCreate } from '#core/schemas/mock.ts';
import type { AdminMockRow, CreatedMock } from '#core/schemas/responses/admin.ts';
import type { Data, Paginated } from '#core/schemas/responses/common.ts';
import type { MockCategory } from '#core/schemas/responses/mocks.ts';
import { adminApi, errorMessage } from './api';
import { invalidateAfterWrite, useMockCategories } from './shared-queries';
import { AdminTable, applyServerErrors, clientPage, ConfirmButton, ErrorText, Field, formatTime, Notice, Pager, SearchBox, toId, toNullableNumber, useDebounced } from './ui';

const LETTERS = ['A', 'B', 'C', 'D'];
const blankQuestion = () => ({ question: '', options: ['', '', '', ''], correct: 0, explanations: ['', '', '', ''] });

export function MocksSection() {
  const qc = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const term = useDebounced(search);
  const list = useQuery({
    queryKey: ['admin', 'mocks', term, page],
    queryFn: () => adminApi.get<Paginated<AdminMockRow>>('/admin/mocks', { search: term || undefined, page, limit: 20 }),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (m: AdminMockRow) => adminApi.delete(`/mocks/${m.id}`, { confirm: true }),
    onSuccess: (_r, m) => {
      setNotice(`Deleted ${m.name}.`);
      invalidateAfterWrite(qc, 'mocks', 'mock-categories');
    },
  });

  if (creating) return <MockForm onDone={(m) => (setCreating(false), setNotice(m))} />;
  return (
    <div>
      <div className="adm-toolbar">
        <SearchBox label="Search mock tests" value={search} onChange={(v) => (setSearch(v), setPage(1))} />
        <button type="button" className="btn" onClick={() => (setNotice(null), setCreating(true))}>
          New mock test
        </button>
      </div>
      <Notice>{notice}</Notice>
      <ErrorText>{list.isError ? errorMessage(list.error) : remove.isError ? errorMessage(remove.error) : null}</ErrorText>
      <AdminTable columns={['Name', 'Category', 'Questions', 'Timer', 'Updated']}>
        {list.data?.data.map((m) => (
          <tr key={m.id}>
            <td>
              <a href={`/mock-test/test/${m.slug}`} target="_blank" rel="noreferrer">
                {m.name}
              </a>
            </td>
            <td>{m.category_name}</td>
            <td>{m.question_count}</td>
            <td>{m.timer} min</td>
            <td>{formatTime(m.updatedAt)}</td>
            <td className="adm-actions">
              <ConfirmButton question={`Delete “${m.name}” with its questions and attempts?`} onConfirm={() => remove.mutate(m)} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {list.data && <Pager page={page} totalPages={list.data.pagination.totalPages} total={list.data.pagination.total} onPage={setPage} />}
      <MockCategories />
    </div>
  );
}

function MockCategories() {
  const qc = useQueryClient();
  const categories = useMockCategories();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(MockCategoryCreateSchema), defaultValues: { name: '', description: '' } });
  const create = useMutation({
    mutationFn: (v: MockCategoryCreate) => adminApi.post('/mocks/categories', v),
    onSuccess: () => {
      form.reset();
      invalidateAfterWrite(qc, 'mock-categories');
    },
    onError: (e) => setError(applyServerErrors(e, form.setError, ['name', 'description'])),
  });
  const rename = useMutation({
    mutationFn: ({ c, name }: { c: MockCategory; name: string }) => adminApi.put(`/mocks/categories/${c.id}`, { name }),
    onSuccess: () => invalidateAfterWrite(qc, 'mock-categories', 'mocks'),
    onError: (e) => setError(errorMessage(e)),
  });
  const remove = useMutation({
    mutationFn: (c: MockCategory) => adminApi.delete(`/mocks/categories/${c.id}`),
    onSuccess: () => invalidateAfterWrite(qc, 'mock-categories'),
    onError: (e) => setError(errorMessage(e)),
  });
  const view = clientPage(categories.data ?? [], search, (c) => c.name, page, 10);
  return (
    <section className="adm-subsection" aria-label="Mock-test categories">
      <h3>Categories</h3>
      <form className="adm-inline-form" onSubmit={form.handleSubmit((v) => (setError(null), create.mutate(v)))} noValidate>
        <Field label="New category" id="mc-name" error={form.formState.errors.name?.message}>
          <input id="mc-name" {...form.register('name')} />
        </Field>
        <Field label="Description" id="mc-desc" error={form.formState.errors.description?.message}>
          <input id="mc-desc" {...form.register('description')} />
        </Field>
        <button type="submit" className="btn">
          Add
        </button>
      </form>
      <ErrorText>{error}</ErrorText>
      <SearchBox label="Search mock-test categories" value={search} onChange={(v) => (setSearch(v), setPage(1))} />
      <table className="adm-table">
        <tbody>
          {view.rows.map((c) => (
            <tr key={c.id}>
              <td>{c.name}</td>
              <td>{c.testCount} tests</td>
              <td className="adm-actions">
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  onClick={() => {
                    const name = prompt('New name', c.name)?.trim();
                    if (name && name !== c.name) rename.mutate({ c, name });
                  }}
                >
                  Rename
                </button>
                <ConfirmButton question={`Delete category “${c.name}”?`} onConfirm={() => (setError(null), remove.mutate(c))} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={view.page} totalPages={view.totalPages} total={view.total} onPage={setPage} />
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
  const qc = useQueryClient();
  const categories = useMockCategories();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(MockTestCreateSchema),
    defaultValues: {
      name: '',
      slug: '',
      description: '',
      category_id: undefined as unknown as number,
      negative_marks: null,
      timer: 30,
      questions: Array.from({ length: 5 }, blankQuestion),
    },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const save = useMutation({
    mutationFn: (v: MockTestCreate) => adminApi.post<Data<CreatedMock>>('/mocks', v),
    onSuccess: (res) => {
      invalidateAfterWrite(qc, 'mocks', 'mock-categories');
      onDone(`Created /mock-test/test/${res.data.slug} with ${res.data.question_count} questions. It is live after the next build.`);
    },
    onError: (e) => setFormError(applyServerErrors(e, form.setError, ['name', 'slug', 'description', 'category_id', 'negative_marks', 'timer', 'questions'])),
  });
  const { errors } = form.formState;
  const qErrors = errors.questions as QuestionErrors | undefined;

  return (
    <form className="adm-form card" onSubmit={form.handleSubmit((v) => (setFormError(null), save.mutate(v)))} noValidate aria-label="New mock test">
      <h3>New mock test</h3>
      <div className="adm-row">
        <Field label="Name" id="mock-name" error={errors.name?.message}>
          <input id="mock-name" {...form.register('name')} />
        </Field>
        <Field label="Slug" id="mock-slug" error={errors.slug?.message} hint="Leave empty to derive it from the name.">
          <input id="mock-slug" {...form.register('slug')} />
        </Field>
      </div>
      <Field label="Description" id="mock-desc" error={errors.description?.message}>
        <textarea id="mock-desc" rows={2} {...form.register('description')} />
      </Field>
      <div className="adm-row">
        <Field label="Category" id="mock-category" error={errors.category_id?.message}>
          <select id="mock-category" {...form.register('category_id', { setValueAs: toId })}>
            <option value="">Choose…</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Timer (minutes)" id="mock-timer" error={errors.timer?.message}>
          <input id="mock-timer" type="number" step={1} {...form.register('timer', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })} />
        </Field>
        <Field label="Negative marks per wrong answer" id="mock-negative" error={errors.negative_marks?.message} hint="Empty: none. 0 to 1.">
          <input id="mock-negative" type="number" step={0.05} {...form.register('negative_marks', { setValueAs: toNullableNumber })} />
        </Field>
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
            <Field label="Question text" id={`q${i}-text`} error={e?.question?.message}>
              <textarea id={`q${i}-text`} rows={2} {...form.register(`questions.${i}.question`)} />
            </Field>
            {arrayMessage(e?.options) && <p className="adm-error" role="alert">{arrayMessage(e?.options)}</p>}
            {arrayMessage(e?.explanations) && <p className="adm-error" role="alert">{arrayMessage(e?.explanations)}</p>}
            <div className="adm-options">
              {Array.from({ length: OPTION_COUNT }, (_, k) => (
                <div key={k} className="adm-option">
                  <Field label={`Option ${LETTERS[k]}`} id={`q${i}-o${k}`} error={e?.options?.[k]?.message}>
                    <input id={`q${i}-o${k}`} {...form.register(`questions.${i}.options.${k}`)} />
                  </Field>
                  <Field label={`Explanation ${LETTERS[k]}`} id={`q${i}-e${k}`} error={e?.explanations?.[k]?.message}>
                    <textarea id={`q${i}-e${k}`} rows={2} {...form.register(`questions.${i}.explanations.${k}`)} />
                  </Field>
                </div>
              ))}
            </div>
            <div className="adm-row">
              <Field label="Correct option" id={`q${i}-correct`} error={e?.correct?.message}>
                <select id={`q${i}-correct`} {...form.register(`questions.${i}.correct`, { setValueAs: Number })}>
                  {LETTERS.map((l, k) => (
                    <option key={l} value={k}>
                      {l}
                    </option>
                  ))}
                </select>
              </Field>
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
      <ErrorText>{formError}</ErrorText>
      <div className="adm-buttons">
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? 'Creating…' : 'Create mock test'}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
