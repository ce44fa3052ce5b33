/**
 * Practice sets in the Mock tests tab (issue 30): make a test a practice set of the question bank (exam = its
 * category; subject and topic, with Hindi), move it, or make it a test again. docs/practice.md.
 *
 *   PUT /admin/mocks/{id}/practice   { practice: { subject, subjectHi?, topic, topicHi? } | null }
 *
 * The API's zod messages show next to the field they name; its refusals (a test with attempts, live, a previous-year
 * paper: 409) show as the form's error.
 */
import type { PracticePlace } from '#core/schemas/practice.ts';
import { adminApi } from './api';
import { MarkForm, type MarkField } from './MarkForm';

type FieldName = 'subject' | 'subjectHi' | 'topic' | 'topicHi';
const FIELDS: Record<FieldName, MarkField> = {
  subject: { label: 'Subject', hint: 'e.g. Quantitative Aptitude; the exam is the test’s category.' },
  subjectHi: { label: 'Subject in Hindi', hint: 'Optional: shown on /hi/practice.' },
  topic: { label: 'Topic', hint: 'e.g. Percentages; sets with the same topic are practised together.' },
  topicHi: { label: 'Topic in Hindi', hint: 'Optional: shown on /hi/practice.' },
};

function check(values: Record<FieldName, string>) {
  const errors: Partial<Record<FieldName, string>> = {};
  if (values.subject.trim().length < 2) errors.subject = 'Subject is required';
  if (values.topic.trim().length < 2) errors.topic = 'Topic is required';
  const mark: PracticePlace = { subject: values.subject.trim(), subjectHi: values.subjectHi.trim() || null, topic: values.topic.trim(), topicHi: values.topicHi.trim() || null };
  return { errors, mark };
}

export function PracticeForm({ id, name, current, onDone }: { id: number; name: string; current: PracticePlace | null; onDone: (notice: string | null) => void }) {
  return (
    <MarkForm
      kind="practice"
      title={`Practice set: ${name}`}
      intro="A practice set is untimed and never ranked: its answers and explanations are shown after each answer on /practice."
      fields={FIELDS}
      initial={{ subject: current?.subject ?? '', subjectHi: current?.subjectHi ?? '', topic: current?.topic ?? '', topicHi: current?.topicHi ?? '' }}
      check={check}
      put={(practice) => adminApi.put<unknown>(`/admin/mocks/${id}/practice`, { practice })}
      saved={(practice) => (practice ? `${name} is a practice set of ${practice.subject} / ${practice.topic}: on /practice after the next build.` : `${name} is a test again.`)}
      clearLabel={current ? 'Make it a test again' : null}
      onDone={onDone}
    />
  );
}
