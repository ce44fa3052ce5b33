/**
 * The test-taking screen, laid out like the SSC/IBPS/RRB computer-based test:
 * test name and countdown on top, the question with radio-button options on
 * the left, the palette (candidate, summary counts, numbered question
 * buttons, Submit) on the right, and Mark for Review & Next / Clear Response /
 * Previous / Save & Next along the bottom. Below 860 px the palette becomes a
 * drawer opened from the top bar. The keyboard shortcuts are useExamKeys;
 * the submit confirmation is SubmitDialog.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { hasUnsavedChoice, type AttemptAction } from '#core/mock/attempt.ts';
import { PALETTE_LABELS, paletteState, type PaletteSummary } from '#core/mock/palette.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import { markingRule, marksText } from '#core/mock/texts.ts';
import { Dialog, ModalLayer } from './Layer';
import { PalettePanel, Shape } from './Palette';
import { SubmitDialog } from './SubmitDialog';
import { Timer } from './Timer';
import { useExamKeys } from './useExamKeys';

const DESKTOP_QUERY = '(min-width: 860px)';

export interface ExamScreenProps {
  attempt: AttemptSnapshot;
  summary: PaletteSummary;
  remainingMs: number;
  announcement: string | null;
  candidate: string;
  storageWarning: boolean;
  onAction: (action: AttemptAction) => void;
  onSubmit: () => void;
}

export function ExamScreen({ attempt, summary, remainingMs, announcement, candidate, storageWarning, onAction, onSubmit }: ExamScreenProps) {
  const [confirming, setConfirming] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const qTitleId = useId();
  const n = attempt.questions.length;
  const [navMessage, setNavMessage] = useState('');
  const lastCurrent = useRef(attempt.current);
  const question = attempt.questions[attempt.current];
  const state = paletteState(attempt, attempt.current);
  const unsaved = hasUnsavedChoice(attempt);
  useExamKeys(attempt, confirming || drawer, onAction);

  // Announce the question on moves (not on the first render).
  useEffect(() => {
    if (lastCurrent.current === attempt.current) return;
    lastCurrent.current = attempt.current;
    setNavMessage(`Question ${attempt.current + 1} of ${n}`);
  }, [attempt.current, n]);

  // The drawer is a phone/tablet thing: close it when the screen grows.
  useEffect(() => {
    if (!drawer || typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia(DESKTOP_QUERY);
    const close = () => mq.matches && setDrawer(false);
    mq.addEventListener?.('change', close);
    return () => mq.removeEventListener?.('change', close);
  }, [drawer]);

  const openSubmit = () => {
    setDrawer(false);
    setConfirming(true);
  };
  const jump = (index: number) => {
    onAction({ type: 'goTo', index });
    setDrawer(false);
  };
  const negative = attempt.mock.negative_marks;

  return (
    <ModalLayer className="mx-exam-layer">
      <div className="mx-exam" data-testid="mock-exam" data-current={attempt.current + 1}>
        <header className="mx-top">
          <div className="mx-title">
            <span className="mx-title-name">{attempt.mock.name}</span>
            <span className="mx-title-meta">
              {n} questions · {attempt.mock.timer} min
            </span>
          </div>
          <Timer remainingMs={remainingMs} announcement={announcement} />
        </header>

        <div className="mx-bar">
          <span className="mx-section-tab">
            <span className="visually-hidden">Section: </span>
            {attempt.mock.category_name || 'Test'}
          </span>
          <span className="mx-marking">
            Marks <span className="mx-plus">+1</span>
            {negative ? <span className="mx-minus">−{marksText(negative)}</span> : <span className="mx-minus">no negative</span>}
            <span className="visually-hidden">: {markingRule(negative)}</span>
          </span>
          <span className="mx-bar-spacer" />
          <button type="button" className="mx-btn mx-btn-light mx-only-mobile" aria-haspopup="dialog" aria-expanded={drawer} onClick={() => setDrawer(true)}>
            <span className="mx-grid-icon" aria-hidden="true" />
            Question Palette
            <span className="mx-bar-count">
              {summary.answered + summary['answered-marked']}/{n}
              <span className="visually-hidden"> answered</span>
            </span>
          </button>
          <button type="button" className="mx-btn mx-btn-submit mx-only-mobile" onClick={openSubmit}>
            Submit
          </button>
        </div>

        {storageWarning ? (
          <p className="mx-warning" role="alert">
            This browser is not saving your progress (storage is full or disabled). Do not reload the page until you submit.
          </p>
        ) : null}

        <div className="mx-body">
          <section className="mx-question" aria-labelledby={qTitleId}>
            <div className="mx-qhead">
              <h2 id={qTitleId} className="mx-qno">
                Question No. {attempt.current + 1}
                <span className="mx-qof"> of {n}</span>
              </h2>
              <span className="mx-qstate" data-testid="question-state">
                <Shape state={state} size="sm" />
                {PALETTE_LABELS[state]}
              </span>
            </div>
            <div className="mx-qscroll">
              <p className="mx-qtext" data-testid="question-text">
                {question.question}
              </p>
              <fieldset className="mx-options">
                <legend className="visually-hidden">Options for question {attempt.current + 1}</legend>
                {question.options.map((option, k) => (
                  // Keyed by option index: the inputs persist across questions, so keyboard focus stays put.
                  <label key={k} className={`mx-option${attempt.draft === k ? ' is-chosen' : ''}`}>
                    <input type="radio" name="mx-option" value={k} checked={attempt.draft === k} onChange={() => onAction({ type: 'select', option: k })} />
                    <span className="mx-okey" aria-hidden="true">
                      {k + 1}
                    </span>
                    <span className="mx-otext">{option}</span>
                  </label>
                ))}
              </fieldset>
              <p className="mx-unsaved" role="status" aria-live="polite">
                {unsaved
                  ? attempt.draft === null
                    ? 'Response cleared: press Save & Next to save it.'
                    : 'Not saved yet: press Save & Next or Mark for Review & Next.'
                  : ''}
              </p>
              <p className="mx-keys muted">
                <kbd>1</kbd>–<kbd>4</kbd> choose · <kbd>←</kbd> <kbd>→</kbd> previous / next · <kbd>S</kbd> save &amp; next · <kbd>M</kbd> mark for review ·{' '}
                <kbd>C</kbd> clear
              </p>
            </div>
          </section>

          <aside className="mx-side mx-only-desktop" aria-label="Question palette">
            <PalettePanel
              attempt={attempt}
              summary={summary}
              candidate={candidate}
              onJump={(i) => onAction({ type: 'goTo', index: i })}
              onSubmit={openSubmit}
            />
          </aside>
        </div>

        <div className="mx-actions" role="group" aria-label="Question actions">
          <button type="button" className="mx-btn mx-btn-mark" onClick={() => onAction({ type: 'markNext' })}>
            Mark for Review &amp; Next
          </button>
          <button type="button" className="mx-btn mx-btn-light" onClick={() => onAction({ type: 'clear' })}>
            Clear Response
          </button>
          <span className="mx-actions-spacer" />
          <button type="button" className="mx-btn mx-btn-light" onClick={() => onAction({ type: 'previous' })} disabled={attempt.current === 0}>
            Previous
          </button>
          <button type="button" className="mx-btn mx-btn-save" onClick={() => onAction({ type: 'saveNext' })}>
            Save &amp; Next
          </button>
        </div>

        <p className="visually-hidden" aria-live="polite">
          {navMessage}
        </p>
      </div>

      {drawer ? (
        <Dialog title="Question Palette" variant="drawer" onClose={() => setDrawer(false)} testId="palette-drawer">
          <button type="button" className="mx-drawer-close" aria-label="Close the question palette" onClick={() => setDrawer(false)}>
            ×
          </button>
          <PalettePanel attempt={attempt} summary={summary} candidate={candidate} onJump={jump} onSubmit={openSubmit} />
        </Dialog>
      ) : null}

      {confirming ? (
        <SubmitDialog
          attempt={attempt}
          summary={summary}
          remainingMs={remainingMs}
          unsaved={unsaved}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onSubmit();
          }}
        />
      ) : null}
    </ModalLayer>
  );
}
