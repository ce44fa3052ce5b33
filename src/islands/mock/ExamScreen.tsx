/**
 * The test-taking screen, laid out like the SSC/IBPS/RRB computer-based test:
 * test name and countdown on top, the question with radio-button options on
 * the left, the palette (candidate, summary counts, numbered question
 * buttons, Submit) on the right, and Mark for Review & Next / Clear Response /
 * Previous / Save & Next along the bottom. Section tabs on the bar below the
 * title (SectionTabs), the paper's language switch ("View in") beside them
 * when the paper has Hindi. Below 860 px the palette becomes a drawer opened
 * from the top bar. The keyboard shortcuts are useExamKeys; the submit
 * confirmation is SubmitDialog. Issue 29's tools: the palette's `>` / `<`
 * (PaletteToggle), the Question Paper (QuestionPaper) and, on tests that allow
 * one, the calculator (Calculator).
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { hasUnsavedChoice, paperLanguages, type AttemptAction } from '#core/mock/attempt.ts';
import { formatClock } from '#core/mock/clock.ts';
import { extraParts, includedExtraMs } from '#core/mock/compensatory.ts';
import { paletteState, summarize, type PaletteSummary } from '#core/mock/palette.ts';
import { isLastSection } from '#core/mock/sections.ts';
import { questionIn, sectionName, type AttemptSnapshot, type Language } from '#core/mock/snapshot.ts';
import { marksText } from '#core/mock/texts.ts';
import { Dialog, ModalLayer } from './Layer';
import { LanguageSwitch } from './LanguageSwitch';
import { PalettePanel, Shape } from './Palette';
import { SectionTabs } from './SectionTabs';
import { SubmitDialog } from './SubmitDialog';
import { Timer } from './Timer';
import { useExamKeys } from './useExamKeys';
import { QuestionReport } from './QuestionTools';
import { CalculatorTool } from './Calculator';
import { PaletteToggle } from './PaletteToggle';
import { QuestionPaper, QuestionPaperButton } from './QuestionPaper';
import { useExamText } from './i18n';
import { DisplayControls } from './DisplayControls';

const DESKTOP_QUERY = '(min-width: 860px)';

export interface ExamScreenProps {
  attempt: AttemptSnapshot;
  summary: PaletteSummary;
  remainingMs: number;
  /** The open section's own countdown (sequential sections with a clock), else null. */
  sectionRemainingMs: number | null;
  announcement: string | null;
  candidate: string;
  storageWarning: boolean;
  onAction: (action: AttemptAction) => void;
  onLanguage: (language: Language) => void;
  onSubmit: () => void;
  /**
   * The admin's preview (src/islands/admin/MockPreview.tsx): the same screen,
   * with the correct option of each question marked, no question report, and
   * a bar to leave it. Nothing is sent or stored.
   */
  preview?: { correct: (index: number) => number; onClose: () => void };
}

export function ExamScreen({
  attempt,
  summary,
  remainingMs,
  sectionRemainingMs,
  announcement,
  candidate,
  storageWarning,
  onAction,
  onLanguage,
  onSubmit,
  preview,
}: ExamScreenProps) {
  const [confirming, setConfirming] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [drawer, setDrawer] = useState(false);
  // Issue 29: the Question Paper view; the palette collapsed (kept with the attempt).
  const [paper, setPaper] = useState(false);
  const collapsed = !!attempt.paletteCollapsed;
  const sideId = useId();
  const qTitleId = useId();
  const legendId = useId();
  const qHeading = useRef<HTMLHeadingElement>(null);
  const n = attempt.questions.length;
  const [navMessage, setNavMessage] = useState('');
  const lastCurrent = useRef(attempt.current);
  const question = attempt.questions[attempt.current];
  const shown = questionIn(question, attempt.language);
  const state = paletteState(attempt, attempt.current);
  const unsaved = hasUnsavedChoice(attempt);
  const sec = attempt.sections[attempt.section];
  const sectionSummary = useMemo(() => summarize(attempt, sec), [attempt, sec]);
  const multi = attempt.sections.length > 1;
  const canFinishSection = attempt.sequential && !isLastSection(attempt);
  const languages = paperLanguages(attempt.mock);
  const t = useExamText();
  const { screen: x, buttons: b } = t;
  useExamKeys(attempt, confirming || drawer || finishing || paper, onAction);

  // Announce the question on moves (not on the first render): number, section and state (issue 29).
  const sectionLabel = multi && sec ? sectionName(sec, attempt.language) : null;
  const stateWords = t.a11y.stateWords[state];
  // When the focus goes to the question, its heading says all that (no second announcement).
  const focusing = useRef(false);
  useEffect(() => {
    if (lastCurrent.current === attempt.current) return;
    lastCurrent.current = attempt.current;
    setNavMessage(focusing.current ? '' : t.a11y.questionMoved(attempt.current + 1, n, sectionLabel, stateWords));
    focusing.current = false;
  }, [attempt.current, n, t, sectionLabel, stateWords]);

  /** After a palette jump the focus goes to the question (once the drawer has given it back to its opener). */
  const focusQuestion = () => {
    focusing.current = true;
    setTimeout(() => {
      focusing.current = false;
      qHeading.current?.focus();
    }, 0);
  };
  // The screen opens (Start Test, a resume) with the focus on the question, not lost on <body>.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) qHeading.current?.focus({ preventScroll: true });
  }, []);

  // A section change (a tab, or its clock ran out) closes the dialogs that were about the old one.
  const lastSection = useRef(attempt.section);
  useEffect(() => {
    if (lastSection.current === attempt.section) return;
    lastSection.current = attempt.section;
    setFinishing(false);
    setDrawer(false);
    setPaper(false);
  }, [attempt.section]);

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
  const openFinish = () => {
    setDrawer(false);
    setFinishing(true);
  };
  const jump = (index: number) => {
    onAction({ type: 'goTo', index });
    setDrawer(false);
    focusQuestion();
  };
  const openPaper = () => {
    setDrawer(false);
    setPaper(true);
  };
  const negative = sec ? sec.marks_wrong : attempt.mock.negative_marks;
  const plus = sec ? sec.marks_correct : 1;
  const hindi = shown.hindi ? 'hi' : undefined;

  return (
    <ModalLayer className="mx-exam-layer">
      <div
        className="mx-exam"
        data-testid="mock-exam"
        data-current={attempt.current + 1}
        data-preview={preview ? true : undefined}
        data-palette={collapsed ? 'collapsed' : undefined}
      >
        {preview ? (
          <p className="mx-preview-bar" role="status">
            <strong>{x.previewLabel}</strong>
            {x.previewText}
            <button type="button" className="mx-btn mx-btn-light" onClick={preview.onClose}>
              {x.closePreview}
            </button>
          </p>
        ) : null}
        <header className="mx-top">
          <div className="mx-title">
            <span className="mx-title-name">{attempt.mock.name}</span>
            <span className="mx-title-meta">
              {x.meta(n, attempt.mock.timer)}
              {sectionRemainingMs !== null ? x.testEndsIn(formatClock(remainingMs)) : null}
            </span>
          </div>
          {languages.length > 1 ? <LanguageSwitch language={attempt.language} onChange={onLanguage} compact /> : null}
          <Timer
            remainingMs={sectionRemainingMs ?? remainingMs}
            announcement={announcement}
            label={sectionRemainingMs !== null ? x.sectionTimeLeft : x.timeLeft}
            note={attempt.compensatory ? x.compensatoryNote(extraParts(includedExtraMs(attempt, sectionRemainingMs !== null))) : null}
          />
        </header>

        <div className="mx-bar">
          {multi ? (
            <SectionTabs attempt={attempt} onOpen={(k) => onAction({ type: 'openSection', section: k })} />
          ) : (
            <span className="mx-section-tab">
              <span className="visually-hidden">{x.sectionPrefix}</span>
              {sec ? sectionName(sec, attempt.language) : attempt.mock.category_name || x.test}
            </span>
          )}
          <span className="mx-marking">
            {x.marks} <span className="mx-plus">+{marksText(plus)}</span>
            {negative ? <span className="mx-minus">−{marksText(negative)}</span> : <span className="mx-minus">{x.noNegative}</span>}
            <span className="visually-hidden">{x.markingHidden(marksText(plus), negative ? marksText(negative) : null)}</span>
          </span>
          <span className="mx-bar-spacer" />
          <DisplayControls />
          <button type="button" className="mx-btn mx-btn-light mx-only-mobile" aria-haspopup="dialog" aria-expanded={drawer} onClick={() => setDrawer(true)}>
            <span className="mx-grid-icon" aria-hidden="true" />
            {x.questionPalette}
            <span className="mx-bar-count">
              {sectionSummary.answered + sectionSummary['answered-marked']}/{sectionSummary.total}
              <span className="visually-hidden">{x.answeredHidden(multi)}</span>
            </span>
          </button>
          <button type="button" className="mx-btn mx-btn-submit mx-only-mobile" onClick={openSubmit}>
            {b.submit}
          </button>
        </div>

        {storageWarning ? (
          <p className="mx-warning" role="alert">
            {x.storageWarning}
          </p>
        ) : null}

        <div className="mx-body">
          <section className="mx-question" aria-labelledby={qTitleId}>
            <div className="mx-qhead">
              <h2
                id={qTitleId}
                className="mx-qno"
                ref={qHeading}
                tabIndex={-1}
                aria-label={x.questionNo(attempt.current + 1) + x.of(n) + t.a11y.headingTail(sectionLabel, stateWords)}
              >
                {x.questionNo(attempt.current + 1)}
                <span className="mx-qof">{x.of(n)}</span>
              </h2>
              <span className="mx-qstate" data-testid="question-state" aria-hidden="true">
                <Shape state={state} size="sm" />
                {t.palette[state]}
              </span>
              {attempt.mock.calculator ? <CalculatorTool /> : null}
            </div>
            <div className="mx-qscroll">
              <p className="mx-qtext" data-testid="question-text" lang={hindi}>
                {shown.text}
              </p>
              <fieldset className="mx-options" lang={hindi} role="radiogroup" aria-labelledby={legendId}>
                <legend id={legendId} className="visually-hidden">
                  {x.optionsFor(attempt.current + 1)}
                </legend>
                {shown.options.map((option, k) => (
                  // Keyed by option index: the inputs persist across questions, so keyboard focus stays put.
                  <label key={k} className={`mx-option${attempt.draft === k ? ' is-chosen' : ''}`}>
                    <input type="radio" name="mx-option" value={k} checked={attempt.draft === k} onChange={() => onAction({ type: 'select', option: k })} />
                    <span className="mx-okey" aria-hidden="true">
                      {k + 1}
                    </span>
                    <span className="mx-otext">{option}</span>
                    {preview && preview.correct(attempt.current) === k ? (
                      <span className="mx-tag mx-tag--correct" lang="en">
                        {x.correctAnswer}
                      </span>
                    ) : null}
                  </label>
                ))}
              </fieldset>
              <p className="mx-unsaved" role="status" aria-live="polite">
                {unsaved
                  ? attempt.draft === null
                    ? x.cleared
                    : x.notSaved
                  : ''}
              </p>
              <p className="mx-keys muted">
                <kbd>1</kbd>–<kbd>4</kbd>
                {x.keysChoose}
                <kbd>←</kbd> <kbd>→</kbd>
                {x.keysMove}
                <kbd>S</kbd>
                {x.keysSave}
                <kbd>M</kbd>
                {x.keysMark}
                <kbd>C</kbd>
                {x.keysClear}
              </p>
              {preview ? null : <QuestionReport key={question.id} questionId={question.id} label={x.question(attempt.current + 1)} />}
            </div>
          </section>

          <PaletteToggle collapsed={collapsed} controls={sideId} onToggle={() => onAction({ type: 'palette', collapsed: !collapsed })} />
          <aside className="mx-side mx-only-desktop" aria-label={x.paletteAside} id={sideId} hidden={collapsed}>
            {/* Above the palette, so a 100-question grid never pushes it out of sight. */}
            <div className="mx-side-tools">
              <QuestionPaperButton onOpen={openPaper} />
            </div>
            <PalettePanel
              attempt={attempt}
              summary={sectionSummary}
              candidate={candidate}
              onJump={(i) => {
                onAction({ type: 'goTo', index: i });
                focusQuestion();
              }}
              onSubmit={openSubmit}
              onFinishSection={canFinishSection ? openFinish : undefined}
            />
          </aside>
        </div>

        <div className="mx-actions" role="group" aria-label={x.actions}>
          <button type="button" className="mx-btn mx-btn-mark" onClick={() => onAction({ type: 'markNext' })}>
            {b.markNext}
          </button>
          <button type="button" className="mx-btn mx-btn-light" onClick={() => onAction({ type: 'clear' })}>
            {b.clear}
          </button>
          <span className="mx-actions-spacer" />
          <button
            type="button"
            className="mx-btn mx-btn-light"
            onClick={() => onAction({ type: 'previous' })}
            disabled={attempt.current === (attempt.sequential && sec ? sec.start : 0)}
          >
            {b.previous}
          </button>
          <button type="button" className="mx-btn mx-btn-save" onClick={() => onAction({ type: 'saveNext' })}>
            {b.saveNext}
          </button>
        </div>

        <p className="visually-hidden" aria-live="polite" data-testid="question-announcer">
          {navMessage}
        </p>
      </div>

      {drawer ? (
        <Dialog title={x.questionPalette} variant="drawer" onClose={() => setDrawer(false)} testId="palette-drawer">
          <button type="button" className="mx-drawer-close" aria-label={x.closePalette} onClick={() => setDrawer(false)}>
            ×
          </button>
          <div className="mx-side-tools">
            <QuestionPaperButton onOpen={openPaper} />
          </div>
          <PalettePanel
            attempt={attempt}
            summary={sectionSummary}
            candidate={candidate}
            onJump={jump}
            onSubmit={openSubmit}
            onFinishSection={canFinishSection ? openFinish : undefined}
          />
        </Dialog>
      ) : null}

      {paper ? (
        <QuestionPaper
          attempt={attempt}
          onClose={() => setPaper(false)}
          onJump={(i) => {
            setPaper(false);
            onAction({ type: 'goTo', index: i });
          }}
        />
      ) : null}

      {finishing && canFinishSection ? (
        <FinishSectionDialog
          attempt={attempt}
          summary={sectionSummary}
          remainingMs={sectionRemainingMs}
          onCancel={() => setFinishing(false)}
          onConfirm={() => {
            setFinishing(false);
            onAction({ type: 'finishSection' });
            focusQuestion();
          }}
        />
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

/** "Next Section": closing a section is for good, so it is confirmed with its counts. */
function FinishSectionDialog({
  attempt,
  summary,
  remainingMs,
  onCancel,
  onConfirm,
}: {
  attempt: AttemptSnapshot;
  summary: PaletteSummary;
  remainingMs: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const descId = useId();
  const sec = attempt.sections[attempt.section];
  const next = attempt.sections[attempt.section + 1];
  const f = useExamText().finishSection;
  return (
    <Dialog title={f.title} onClose={onCancel} describedBy={descId} testId="finish-section-dialog">
      <p id={descId}>
        <strong>{sectionName(sec, attempt.language)}</strong>
        {f.closes}
        {f.answeredOf(summary.answered + summary['answered-marked'], summary.total)}
        {remainingMs !== null ? f.clockLeft(formatClock(remainingMs)) : ''}
        {f.next}
        <strong>{sectionName(next, attempt.language)}</strong>.
      </p>
      <div className="mx-dialog-actions">
        <button type="button" className="mx-btn mx-btn-light" onClick={onCancel} data-autofocus>
          {f.stay}
        </button>
        <button type="button" className="mx-btn mx-btn-save" onClick={onConfirm}>
          {f.go}
        </button>
      </div>
    </Dialog>
  );
}
