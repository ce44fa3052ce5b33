/**
 * The CBT question palette: five states, each with its own colour AND shape
 * (and a tick for answered & marked) so it reads without colour too:
 *
 *   Not Visited                    grey square
 *   Not Answered                   red, pointing down
 *   Answered                       green, pointing up
 *   Marked for Review              purple circle
 *   Answered & Marked for Review   purple circle with a green tick
 */
import type { ReactNode } from 'react';
import { PALETTE_STATES, paletteState, type PaletteState, type PaletteSummary } from '#core/mock/palette.ts';
import { sectionName, type AttemptSnapshot } from '#core/mock/snapshot.ts';
import { useExamText } from './i18n';

export function Shape({ state, children, size = 'md' }: { state: PaletteState; children?: ReactNode; size?: 'sm' | 'md' }) {
  return (
    <span className={`mx-shape mx-shape--${size} mx-s-${state}`} data-shape={state} aria-hidden="true">
      <span className="mx-shape-text">{children}</span>
    </span>
  );
}

/** The legend: every state with its shape, label and (optionally) count and explanation. */
export function Legend({ summary, withHelp = false, className }: { summary?: PaletteSummary; withHelp?: boolean; className?: string }) {
  const t = useExamText();
  return (
    <ul
      className={`mx-legend${withHelp ? ' mx-legend--help' : ''}${className ? ` ${className}` : ''}`}
      aria-label={summary ? t.paletteBox.summaryLabel : t.paletteBox.legendLabel}
    >
      {PALETTE_STATES.map((state) => (
        <li key={state} data-legend={state}>
          <Shape state={state} size="sm">
            {summary ? summary[state] : ''}
          </Shape>
          <span className="mx-legend-text">
            {summary ? <span className="visually-hidden">{summary[state]} </span> : null}
            <span className="mx-legend-label">{t.palette[state]}</span>
            {withHelp ? <span className="mx-legend-help">{t.paletteHelp[state]}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The numbered buttons of the section in use (the whole paper when it has one section). */
export function PaletteGrid({ attempt, onJump }: { attempt: AttemptSnapshot; onJump: (index: number) => void }) {
  const sec = attempt.sections[attempt.section] ?? { start: 0, end: attempt.questions.length };
  const t = useExamText();
  return (
    <ol className="mx-grid" aria-label={t.paletteBox.questions} start={sec.start + 1}>
      {attempt.questions.slice(sec.start, sec.end).map((q, j) => {
        const i = sec.start + j;
        const state = paletteState(attempt, i);
        const current = i === attempt.current;
        return (
          <li key={q.id}>
            <button
              type="button"
              className={`mx-pbtn${current ? ' is-current' : ''}`}
              data-question={i + 1}
              data-state={state}
              aria-current={current ? 'step' : undefined}
              aria-label={t.paletteBox.questionState(i + 1, t.palette[state], current)}
              onClick={() => onJump(i)}
            >
              <Shape state={state}>{i + 1}</Shape>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

export interface PalettePanelProps {
  attempt: AttemptSnapshot;
  /** Counts of the section in use. */
  summary: PaletteSummary;
  candidate: string;
  onJump: (index: number) => void;
  onSubmit: () => void;
  /** Sequential sections before the last: closes this one and opens the next. */
  onFinishSection?: () => void;
}

export function PalettePanel({ attempt, summary, candidate, onJump, onSubmit, onFinishSection }: PalettePanelProps) {
  const sec = attempt.sections[attempt.section];
  const t = useExamText();
  return (
    <div className="mx-palette">
      <p className="mx-candidate">
        <span className="mx-avatar" aria-hidden="true">
          {candidate.slice(0, 1).toUpperCase()}
        </span>
        <span>
          <span className="mx-candidate-label">{t.paletteBox.candidate}</span> <strong>{candidate}</strong>
        </span>
      </p>
      <Legend summary={summary} />
      <h3 className="mx-palette-title">
        {t.paletteBox.section}
        <span lang={attempt.language === 'hi' && sec?.name_hi ? 'hi' : undefined}>{sec ? sectionName(sec, attempt.language) : t.screen.test}</span>{' '}
        <span className="mx-palette-sub">{t.paletteBox.choose}</span>
      </h3>
      <PaletteGrid attempt={attempt} onJump={onJump} />
      <div className="mx-palette-actions">
        {onFinishSection ? (
          <button type="button" className="mx-btn mx-btn-light" onClick={onFinishSection} data-testid="finish-section">
            {t.buttons.nextSection}
          </button>
        ) : null}
        <button type="button" className="mx-btn mx-btn-submit" onClick={onSubmit}>
          {t.buttons.submit}
        </button>
      </div>
    </div>
  );
}
