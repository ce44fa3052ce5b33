/**
 * The submit confirmation of the CBT: the counts per palette state as the
 * exam's "Exam summary" table (a row per section, and a total row when there
 * are several), the time left, and a warning when the current question holds
 * a choice that was never saved (it is not evaluated).
 */
import { useId } from 'react';
import { formatClock } from '#core/mock/clock.ts';
import { summarize, type PaletteState, type PaletteSummary } from '#core/mock/palette.ts';
import { sectionStatus } from '#core/mock/sections.ts';
import { sectionName, type AttemptSnapshot } from '#core/mock/snapshot.ts';
import { Dialog } from './Layer';
import { useExamText } from './i18n';

/** The exam's summary table: one column per palette state, in the CBT's order. */
const SUMMARY_COLUMNS: PaletteState[] = ['answered', 'not-answered', 'marked', 'answered-marked', 'not-visited'];

export function SubmitDialog({
  attempt,
  summary,
  remainingMs,
  unsaved,
  onCancel,
  onConfirm,
}: {
  attempt: AttemptSnapshot;
  summary: PaletteSummary;
  remainingMs: number;
  unsaved: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const descId = useId();
  const answered = summary.answered + summary['answered-marked'];
  const t = useExamText();
  const x = t.submit;
  return (
    <Dialog title={x.title} onClose={onCancel} describedBy={descId} testId="submit-dialog">
      <p id={descId}>
        <strong data-count="unanswered">{summary.unanswered}</strong>
        {x.unanswered}
        <strong data-count="marked">{summary.markedTotal}</strong>
        {x.marked}
        <strong data-count="answered">{answered}</strong>
        {x.answeredOf(summary.total, formatClock(remainingMs))}
      </p>
      {/* A table may scroll sideways (large text, a phone): the scroller is focusable so the keyboard can scroll it. */}
      <div className="mx-table-wrap" role="region" aria-label={x.summary} tabIndex={0}>
        <table className="mx-summary-table">
          <caption className="visually-hidden">{x.summary}</caption>
          <thead>
            <tr>
              <th scope="col">{x.section}</th>
              <th scope="col">{x.questions}</th>
              {SUMMARY_COLUMNS.map((state) => (
                <th key={state} scope="col">
                  {t.palette[state]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {attempt.sections.map((sec, k) => {
              const row = attempt.sections.length > 1 ? summarize(attempt, sec) : summary;
              const status = sectionStatus(attempt, k);
              return (
                <tr key={sec.id ?? k} data-summary-section={k + 1}>
                  <th scope="row">
                    {sectionName(sec, attempt.language)}
                    {status === 'closed' ? <span className="mx-summary-note">{x.closed}</span> : null}
                  </th>
                  <td>{row.total}</td>
                  {SUMMARY_COLUMNS.map((state) => (
                    <td key={state} data-summary={state}>
                      {row[state]}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
          {attempt.sections.length > 1 ? (
            <tfoot>
              <tr data-summary-section="total">
                <th scope="row">{x.total}</th>
                <td>{summary.total}</td>
                {SUMMARY_COLUMNS.map((state) => (
                  <td key={state} data-summary={state}>
                    {summary[state]}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      <p className="muted mx-note">{x.evaluated}</p>
      {unsaved ? (
        <p className="mx-warning" role="note">
          {x.unsaved(attempt.current + 1)}
        </p>
      ) : null}
      <div className="mx-dialog-actions">
        <button type="button" className="mx-btn mx-btn-light" onClick={onCancel} data-autofocus>
          {x.back}
        </button>
        <button type="button" className="mx-btn mx-btn-submit" onClick={onConfirm}>
          {x.confirm}
        </button>
      </div>
    </Dialog>
  );
}
