/**
 * Preview of a test as a candidate sees it, from the dashboard (drafts too).
 * It opens on the candidate's own exam screen (the runner's ExamScreen on a
 * local snapshot, preview-attempt.ts: options 1–4, palette, sections,
 * language switch), with the correct option marked since the admin may see
 * it; its Submit shows the score. Closed, the page lists the questions with
 * their options in English or Hindi; choose answers and "Check answers" to
 * see the score (the shared scoring, core/mock/scoring.ts), the key and the
 * explanations. Clearly labelled PREVIEW: nothing is sent or stored, no
 * attempt exists, nothing counts for rank or figures.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reduce } from '#core/mock/attempt.ts';
import { summarize } from '#core/mock/palette.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import { scoreAnswers } from '#core/mock/scoring.ts';
import { ExamScreen } from '../mock/ExamScreen';
import '../mock/mock.css';
import { previewAttempt } from './preview-attempt';
import type { AdminMock } from '#core/schemas/responses/admin.ts';
import type { Data } from '#core/schemas/responses/common.ts';
import { adminApi, errorMessage } from './api';
import { ErrorText } from './ui';

/** Options are numbered as on the candidate's screen. */
const LETTERS = ['1', '2', '3', '4', '5', '6'];
const marks = (n: number) => String(Math.round(n * 100) / 100).replace('-', '−');

export function MockPreview({ id, onClose, onEdit }: { id: number; onClose: () => void; onEdit: () => void }) {
  const query = useQuery({ queryKey: ['admin', 'mocks', 'one', id], queryFn: async () => (await adminApi.get<Data<AdminMock>>(`/admin/mocks/${id}`)).data, gcTime: 0 });
  const [answers, setAnswers] = useState<(number | null)[]>([]);
  const [checked, setChecked] = useState(false);
  const [hindi, setHindi] = useState(false);
  /** The candidate's screen, open until closed or submitted. */
  const [screen, setScreen] = useState<AttemptSnapshot | null>(null);
  const [opened, setOpened] = useState(false);
  if (query.isError) return <ErrorText>{errorMessage(query.error)}</ErrorText>;
  const m = query.data;
  if (!m) return <p className="adm-loading">Loading the preview…</p>;
  if (!opened && m.questions.length) {
    setOpened(true);
    setScreen(previewAttempt(m, 'en', Date.now()));
  }

  const sections = m.sections ?? [];
  const sectionOf: number[] = [];
  sections.forEach((s, j) => sectionOf.push(...Array.from({ length: s.question_count }, () => j)));
  const marking = m.questions.map((_, i) => (sections.length ? sections[sectionOf[i]] : { marks_correct: 1, marks_wrong: m.negative_marks ?? 0 }));
  const canHindi = m.questions.some((q) => q.question_hi);
  const score = scoreAnswers({
    answers: m.questions.map((_, i) => answers[i] ?? null),
    correct: m.questions.map((q) => q.correct),
    negativeMarks: m.negative_marks,
    marking,
    sectionOf: sections.length ? sectionOf : undefined,
  });
  const groups = sections.length ? sections.map((s, j) => ({ s, items: m.questions.map((q, i) => ({ q, i })).filter(({ i }) => sectionOf[i] === j) })) : [{ s: null, items: m.questions.map((q, i) => ({ q, i })) }];

  const exam = screen ? (
    <ExamScreen
      attempt={screen}
      summary={summarize(screen)}
      remainingMs={m.timer * 60_000}
      sectionRemainingMs={null}
      announcement={null}
      candidate="Preview"
      storageWarning={false}
      onAction={(action) => setScreen((s) => (s ? reduce(s, action) : s))}
      onLanguage={(language) => setScreen((s) => (s ? reduce(s, { type: 'language', language }) : s))}
      onSubmit={() => {
        setAnswers(screen.answers);
        setHindi(screen.language === 'hi');
        setChecked(true);
        setScreen(null);
      }}
      preview={{ correct: (i) => m.questions[i]?.correct ?? -1, onClose: () => setScreen(null) }}
    />
  ) : null;

  return (
    <div className="adm-preview" data-testid="mock-preview">
      {exam}
      <p className="adm-preview-banner" role="status">
        <strong>PREVIEW</strong> — “{m.name}” ({m.status === 'published' ? 'published' : 'draft'}) as a candidate sees it. Nothing is sent or stored; no attempt is made.
      </p>
      <div className="adm-buttons">
        <button type="button" className="btn btn-sm btn-outline" onClick={onClose}>
          Back to the list
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={onEdit}>
          Edit
        </button>
        <button type="button" className="btn btn-sm" onClick={() => setScreen(previewAttempt(m, hindi ? 'hi' : 'en', Date.now()))}>
          Candidate's screen
        </button>
        {canHindi && (
          <button type="button" className="btn btn-sm btn-outline" aria-pressed={hindi} onClick={() => setHindi(!hindi)}>
            {hindi ? 'English' : <span lang="hi">हिन्दी</span>}
          </button>
        )}
      </div>
      <h3 lang={hindi ? 'hi' : undefined}>{m.name}</h3>
      <p className="muted">
        {m.questions.length} questions · {m.timer} minutes · {sections.length ? `${sections.length} sections` : m.negative_marks ? `+1 / −${marks(m.negative_marks)} per question` : '+1 per question, no negative marking'}
      </p>
      {groups.map(({ s, items }, j) => (
        <section key={j} className="adm-preview-section" aria-label={s ? s.name : 'Questions'}>
          {s && (
            <h4>
              {hindi && s.name_hi ? s.name_hi : s.name} · {s.question_count} questions · +{marks(s.marks_correct)} / −{marks(s.marks_wrong)}
              {s.time_limit ? ` · ${s.time_limit} min` : ''}
              {s.locked ? ' · locked order' : ''}
            </h4>
          )}
          <ol className="adm-preview-questions">
            {items.map(({ q, i }) => {
              const useHi = hindi && !!q.question_hi;
              const options = useHi ? q.options_hi! : q.options;
              return (
                <li key={q.id} lang={useHi ? 'hi' : undefined}>
                  <fieldset>
                    <legend>
                      <span className="adm-preview-number">{i + 1}.</span> {useHi ? q.question_hi : q.question}
                    </legend>
                    {options.map((o, k) => {
                      const verdict = checked ? (k === q.correct ? ' is-correct' : answers[i] === k ? ' is-wrong' : '') : '';
                      return (
                        <label key={k} className={`adm-preview-option${verdict}`}>
                          <input
                            type="radio"
                            name={`pv-${q.id}`}
                            checked={answers[i] === k}
                            disabled={checked}
                            onChange={() => setAnswers((a) => Object.assign([...a], { [i]: k }))}
                          />{' '}
                          {LETTERS[k]}. {o}
                        </label>
                      );
                    })}
                    {checked && (
                      <div className="adm-preview-explain">
                        <p>
                          Correct: <strong>{LETTERS[q.correct]}</strong>
                          {q.topic ? ` · ${q.topic}` : ''}
                        </p>
                        <p>{(useHi ? q.explanations_hi! : q.explanations)[answers[i] ?? q.correct]}</p>
                      </div>
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
      <div className="adm-buttons">
        {checked ? (
          <>
            <p role="status" data-testid="preview-score">
              Score {marks(score.score)} of {marks(score.max_score)} · {score.correct} correct, {score.wrong} wrong, {score.unanswered} unanswered (preview only, not stored)
            </p>
            <button type="button" className="btn btn-outline" onClick={() => (setChecked(false), setAnswers([]))}>
              Start over
            </button>
          </>
        ) : (
          <button type="button" className="btn" onClick={() => setChecked(true)}>
            Check answers
          </button>
        )}
      </div>
    </div>
  );
}
