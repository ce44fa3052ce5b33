/**
 * Previous-year papers in the Mock tests tab (issue 30): mark a test as the paper of an exam's year and sitting
 * (listed on /pyq), change or clear the mark.
 *
 *   PUT /admin/mocks/{id}/pyq   { pyq: { exam, year, date?, shift? } | null }
 *
 * The API's zod messages show next to the field they name.
 */
import type { Pyq } from '#core/schemas/pyq.ts';
import { adminApi } from './api';
import { MarkForm, type MarkField } from './MarkForm';

type FieldName = 'exam' | 'year' | 'date' | 'shift';
const FIELDS: Record<FieldName, MarkField> = {
  exam: { label: 'Exam', hint: 'As aspirants name it; papers of the same exam are listed together on /pyq (e.g. SSC CGL Tier 1).' },
  year: { label: 'Year', hint: 'The year of the exam.', inputMode: 'numeric' },
  date: { label: 'Date of the sitting', hint: 'Optional.', type: 'date' },
  shift: { label: 'Shift', hint: 'Optional, e.g. Shift 1.' },
};

function check(values: Record<FieldName, string>) {
  const errors: Partial<Record<FieldName, string>> = {};
  if (!values.exam.trim()) errors.exam = 'Exam is required';
  if (!/^\d{4}$/.test(values.year.trim())) errors.year = 'Year must be a year such as 2024';
  const mark: Pyq = { exam: values.exam.trim(), year: Number(values.year), date: values.date || null, shift: values.shift.trim() || null };
  return { errors, mark };
}

export function PyqForm({ id, name, current, onDone }: { id: number; name: string; current: Pyq | null; onDone: (notice: string | null) => void }) {
  return (
    <MarkForm
      kind="pyq"
      title={`Previous-year paper: ${name}`}
      intro="The test keeps its questions and rules; the mark lists it on /pyq by exam and year."
      fields={FIELDS}
      initial={{ exam: current?.exam ?? '', year: current ? String(current.year) : '', date: current?.date ?? '', shift: current?.shift ?? '' }}
      check={check}
      put={(pyq) => adminApi.put<unknown>(`/admin/mocks/${id}/pyq`, { pyq })}
      saved={(pyq) => (pyq ? `${name} is listed as a ${pyq.year} ${pyq.exam} paper on /pyq after the next build.` : `${name} is no longer a previous-year paper.`)}
      clearLabel={current ? 'Clear the mark' : null}
      onDone={onDone}
    />
  );
}
