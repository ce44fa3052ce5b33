/**
 * The daily quiz's calendar (issue 30; docs/daily-quiz.md), under the Mock tests tab: the days from a week back to
 * four weeks ahead with their quiz (chosen by the admin or drawn by the rule at the day's first read) and
 * submissions; a form to choose a day's ten questions from the practice sets (by exam, subject, topic), for a day not
 * yet begun in India; and "Leave to the rule" for a chosen day not yet begun.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addDays, istDay } from '#core/daily/day.ts';
import { DAILY_QUIZ_SIZE } from '#core/daily/draw.ts';
import type { DailyAdminDay, DailyBankSet } from '#core/schemas/daily-quiz.ts';
import { adminApi, errorMessage, formErrorsOf } from './api';
import { AdminTable, ErrorText, Field, Notice } from './ui';

export function DailyQuizPanel() {
  const client = useQueryClient();
  const days = useQuery({ queryKey: ['admin', 'daily-quiz'], queryFn: () => adminApi.get<{ today: string; data: DailyAdminDay[] }>('/admin/daily-quiz') });
  const bank = useQuery({ queryKey: ['admin', 'daily-quiz', 'bank'], queryFn: () => adminApi.get<{ data: DailyBankSet[] }>('/admin/daily-quiz/bank') });
  const today = days.data?.today ?? istDay(Date.now());
  const [day, setDay] = useState(addDays(today, 1));
  const [setId, setSetId] = useState<number | null>(null);
  const [chosen, setChosen] = useState<{ id: number; question: string }[]>([]);
  const [errors, setErrors] = useState<{ fields: Partial<Record<'day' | 'questionIds', string>>; form: string | null }>({ fields: {}, form: null });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sets = bank.data?.data ?? [];
  const set = sets.find((s) => s.id === setId) ?? null;

  const toggle = (q: { id: number; question: string }) =>
    setChosen((list) => (list.some((c) => c.id === q.id) ? list.filter((c) => c.id !== q.id) : list.length < DAILY_QUIZ_SIZE ? [...list, q] : list));

  const save = async () => {
    setBusy(true);
    setNotice(null);
    setErrors({ fields: {}, form: null });
    try {
      await adminApi.put(`/admin/daily-quiz/${day}`, { questionIds: chosen.map((c) => c.id) });
      setNotice(`The quiz of ${day} is chosen.`);
      setChosen([]);
      await client.invalidateQueries({ queryKey: ['admin', 'daily-quiz'] });
    } catch (e) {
      setErrors(formErrorsOf(e, ['day', 'questionIds'] as const));
    } finally {
      setBusy(false);
    }
  };
  const leave = async (d: string) => {
    setNotice(null);
    try {
      await adminApi.delete(`/admin/daily-quiz/${d}`);
      setNotice(`The quiz of ${d} is left to the rule.`);
      await client.invalidateQueries({ queryKey: ['admin', 'daily-quiz'] });
    } catch (e) {
      setErrors({ fields: {}, form: errorMessage(e) });
    }
  };

  return (
    <section className="adm-subsection" aria-labelledby="daily-quiz-heading" data-testid="daily-quiz-panel">
      <h3 id="daily-quiz-heading">Daily quiz</h3>
      <p className="adm-hint">
        Ten practice questions a day, the same for everyone, open from midnight to midnight in India. A day nobody chose is drawn by the rule at its first
        read (spread over exams and subjects, no question of the last 30 days). Only days that have not begun can be chosen or changed.
      </p>
      {notice ? <Notice>{notice}</Notice> : null}
      <ErrorText>{days.isError ? errorMessage(days.error) : (errors.form ?? null)}</ErrorText>
      <AdminTable columns={['Day', 'Source', 'Questions', 'Submissions', '']} empty={days.data && days.data.data.length === 0 ? 'No quizzes in these weeks yet.' : undefined}>
        {days.data?.data.map((d) => (
          <tr key={d.day} data-day={d.day}>
            <td>
              {d.day}
              {d.day === today ? <span className="adm-hint"> (today)</span> : null}
            </td>
            <td>{d.source === 'admin' ? 'Chosen' : 'Rule'}</td>
            <td>
              <details>
                <summary>{d.questions.length} questions</summary>
                <ol>
                  {d.questions.map((q) => (
                    <li key={q.id}>
                      {q.question} <span className="adm-hint">({q.exam} › {q.subject} › {q.topic})</span>
                    </li>
                  ))}
                </ol>
              </details>
            </td>
            <td>{d.submissions}</td>
            <td>
              {d.editable && d.source === 'admin' ? (
                <button type="button" className="btn btn-outline" onClick={() => void leave(d.day)}>
                  Leave to the rule
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>

      <form
        className="adm-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h4>Choose a day’s questions</h4>
        <Field label="Day (India)" error={errors.fields.day} id="daily-day">
          <input id="daily-day" type="date" value={day} min={addDays(today, 1)} onChange={(e) => setDay(e.target.value)} required />
        </Field>
        <Field label="Practice set" id="daily-set">
          <select id="daily-set" value={setId ?? ''} onChange={(e) => setSetId(e.target.value ? Number(e.target.value) : null)}>
            <option value="">Choose a set…</option>
            {sets.map((s) => (
              <option key={s.id} value={s.id}>
                {s.exam} › {s.subject} › {s.topic} — {s.name} ({s.questions.length})
              </option>
            ))}
          </select>
        </Field>
        {set ? (
          <fieldset>
            <legend>Questions of {set.name}</legend>
            {set.questions.map((q) => (
              <label key={q.id} className="adm-check">
                <input type="checkbox" checked={chosen.some((c) => c.id === q.id)} onChange={() => toggle(q)} /> {q.question}
              </label>
            ))}
          </fieldset>
        ) : null}
        <p className="adm-hint" data-testid="daily-chosen-count">
          {chosen.length} of {DAILY_QUIZ_SIZE} chosen
        </p>
        <ErrorText>{errors.fields.questionIds ?? null}</ErrorText>
        {chosen.length ? (
          <ol>
            {chosen.map((c) => (
              <li key={c.id}>
                {c.question}{' '}
                <button type="button" className="btn btn-outline" onClick={() => toggle(c)}>
                  Remove
                </button>
              </li>
            ))}
          </ol>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={busy || chosen.length !== DAILY_QUIZ_SIZE}>
          Save the day’s quiz
        </button>
      </form>
    </section>
  );
}
