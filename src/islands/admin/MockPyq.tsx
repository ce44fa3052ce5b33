/**
 * Previous-year papers in the Mock tests tab (issue 30): mark a test as the paper of an exam's year and sitting
 * (listed on /pyq), change or clear the mark.
 *
 *   PUT /admin/mocks/{id}/pyq   { pyq: { exam, year, date?, shift? } | null }
 *
 * The API's zod messages show next to the field they name.
 */
import { useState, type FormEvent } from 'react';
import type { Pyq } from '#core/schemas/pyq.ts';
import { adminApi, formErrorsOf } from './api';
import { useAdminWrite } from './resource';
import { ErrorText, Field } from './ui';

const FIELDS = ['exam', 'year', 'date', 'shift'] as const;
type FieldName = (typeof FIELDS)[number];
const LABELS: Record<FieldName, string> = { exam: 'Exam', year: 'Year', date: 'Date of the sitting', shift: 'Shift' };
const HINTS: Record<FieldName, string> = {
  exam: 'As aspirants name it; papers of the same exam are listed together on /pyq (e.g. SSC CGL Tier 1).',
  year: 'The year of the exam.',
  date: 'Optional.',
  shift: 'Optional, e.g. Shift 1.',
};

const putPyq = ({ id, pyq }: { id: number; pyq: Pyq | null }) => adminApi.put<unknown>(`/admin/mocks/${id}/pyq`, { pyq });

export function PyqForm({ id, name, current, onDone }: { id: number; name: string; current: Pyq | null; onDone: (notice: string | null) => void }) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    exam: current?.exam ?? '',
    year: current ? String(current.year) : '',
    date: current?.date ?? '',
    shift: current?.shift ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useAdminWrite(['mocks'], putPyq, {
    onSuccess: (_r, { pyq }) => onDone(pyq ? `${name} is listed as a ${pyq.year} ${pyq.exam} paper on /pyq after the next build.` : `${name} is no longer a previous-year paper.`),
    onError: (error) => {
      const { fields, form } = formErrorsOf(error, FIELDS);
      setErrors(fields);
      setFormError(form);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    if (!values.exam.trim()) found.exam = 'Exam is required';
    if (!/^\d{4}$/.test(values.year.trim())) found.year = 'Year must be a year such as 2024';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    save.mutate({ id, pyq: { exam: values.exam.trim(), year: Number(values.year), date: values.date || null, shift: values.shift.trim() || null } });
  };

  return (
    <form className="adm-form card" aria-label={`Previous-year paper: ${name}`} onSubmit={submit} noValidate data-testid="pyq-form">
      <h3>Previous-year paper: {name}</h3>
      <p className="adm-hint">The test keeps its questions and rules; the mark lists it on /pyq by exam and year.</p>
      {FIELDS.map((f) => (
        <Field key={f} id={`pyq-${f}`} label={LABELS[f]} error={errors[f]} hint={HINTS[f]}>
          <input
            id={`pyq-${f}`}
            type={f === 'date' ? 'date' : 'text'}
            inputMode={f === 'year' ? 'numeric' : undefined}
            value={values[f]}
            aria-invalid={errors[f] ? true : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))}
          />
        </Field>
      ))}
      <ErrorText>{formError}</ErrorText>
      <div className="adm-buttons">
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        {current ? (
          <button type="button" className="btn btn-outline" disabled={save.isPending} onClick={() => save.mutate({ id, pyq: null })}>
            Clear the mark
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
