/**
 * Practice sets in the Mock tests tab (issue 30): make a test a practice set of the question bank (exam = its
 * category; subject and topic, with Hindi), move it, or make it a test again. docs/practice.md.
 *
 *   PUT /admin/mocks/{id}/practice   { practice: { subject, subjectHi?, topic, topicHi? } | null }
 *
 * The API's zod messages show next to the field they name; its refusals (a test with attempts, live, a previous-year
 * paper: 409) show as the form's error.
 */
import { useState, type FormEvent } from 'react';
import type { PracticePlace } from '#core/schemas/practice.ts';
import { adminApi, formErrorsOf } from './api';
import { useAdminWrite } from './resource';
import { ErrorText, Field } from './ui';

const FIELDS = ['subject', 'subjectHi', 'topic', 'topicHi'] as const;
type FieldName = (typeof FIELDS)[number];
const LABELS: Record<FieldName, string> = { subject: 'Subject', subjectHi: 'Subject in Hindi', topic: 'Topic', topicHi: 'Topic in Hindi' };
const HINTS: Record<FieldName, string> = {
  subject: 'e.g. Quantitative Aptitude; the exam is the test’s category.',
  subjectHi: 'Optional: shown on /hi/practice.',
  topic: 'e.g. Percentages; sets with the same topic are practised together.',
  topicHi: 'Optional: shown on /hi/practice.',
};

const putPractice = ({ id, practice }: { id: number; practice: PracticePlace | null }) => adminApi.put<unknown>(`/admin/mocks/${id}/practice`, { practice });

export function PracticeForm({ id, name, current, onDone }: { id: number; name: string; current: PracticePlace | null; onDone: (notice: string | null) => void }) {
  const [values, setValues] = useState<Record<FieldName, string>>({
    subject: current?.subject ?? '',
    subjectHi: current?.subjectHi ?? '',
    topic: current?.topic ?? '',
    topicHi: current?.topicHi ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useAdminWrite(['mocks'], putPractice, {
    onSuccess: (_r, { practice }) => onDone(practice ? `${name} is a practice set of ${practice.subject} / ${practice.topic}: on /practice after the next build.` : `${name} is a test again.`),
    onError: (error) => {
      const { fields, form } = formErrorsOf(error, FIELDS);
      setErrors(fields);
      setFormError(form);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<FieldName, string>> = {};
    if (values.subject.trim().length < 2) found.subject = 'Subject is required';
    if (values.topic.trim().length < 2) found.topic = 'Topic is required';
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    save.mutate({ id, practice: { subject: values.subject.trim(), subjectHi: values.subjectHi.trim() || null, topic: values.topic.trim(), topicHi: values.topicHi.trim() || null } });
  };

  return (
    <form className="adm-form card" aria-label={`Practice set: ${name}`} onSubmit={submit} noValidate data-testid="practice-form">
      <h3>Practice set: {name}</h3>
      <p className="adm-hint">A practice set is untimed and never ranked: its answers and explanations are shown after each answer on /practice.</p>
      {FIELDS.map((f) => (
        <Field key={f} id={`practice-${f}`} label={LABELS[f]} error={errors[f]} hint={HINTS[f]}>
          <input id={`practice-${f}`} type="text" value={values[f]} aria-invalid={errors[f] ? true : undefined} onChange={(e) => setValues((v) => ({ ...v, [f]: e.target.value }))} />
        </Field>
      ))}
      <ErrorText>{formError}</ErrorText>
      <div className="adm-buttons">
        <button type="submit" className="btn" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </button>
        {current ? (
          <button type="button" className="btn btn-outline" disabled={save.isPending} onClick={() => save.mutate({ id, practice: null })}>
            Make it a test again
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost" onClick={() => onDone(null)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
