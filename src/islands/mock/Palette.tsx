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
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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

/** Cells per row of the palette grid (the CSS lays them out the same way). */
export const GRID_COLUMNS = 5;

/**
 * The numbered buttons of the section in use (the whole paper when it has one
 * section), as an ARIA grid (issue 29): rows of five, one Tab stop (the
 * current question's cell), the arrow keys, Home / End (Ctrl: the first /
 * last question) move between cells, Enter or Space opens the question. Each
 * cell says its state in words: "Question 12, answered and marked for review".
 * The arrow keys handled here are kept from the exam's own ← / → shortcuts.
 */
export function PaletteGrid({ attempt, onJump }: { attempt: AttemptSnapshot; onJump: (index: number) => void }) {
  const sec = attempt.sections[attempt.section] ?? { start: 0, end: attempt.questions.length };
  const t = useExamText();
  const grid = useRef<HTMLDivElement>(null);
  const count = sec.end - sec.start;
  const inSection = attempt.current >= sec.start && attempt.current < sec.end ? attempt.current - sec.start : 0;
  const [active, setActive] = useState(inSection);
  // The Tab stop follows the question on screen.
  useEffect(() => setActive(inSection), [inSection]);
  const focusCell = (j: number) => {
    const next = Math.max(0, Math.min(count - 1, j));
    setActive(next);
    grid.current?.querySelector<HTMLButtonElement>(`[data-cell="${next}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const j = Number(target.getAttribute('data-cell'));
    if (!Number.isInteger(j) || event.altKey || event.metaKey) return;
    const row = Math.floor(j / GRID_COLUMNS) * GRID_COLUMNS;
    const moves: Record<string, number> = {
      ArrowRight: j + 1,
      ArrowLeft: j - 1,
      ArrowDown: j + GRID_COLUMNS,
      ArrowUp: j - GRID_COLUMNS,
      Home: event.ctrlKey ? 0 : row,
      End: event.ctrlKey ? count - 1 : Math.min(count - 1, row + GRID_COLUMNS - 1),
    };
    if (!(event.key in moves)) return;
    const next = moves[event.key];
    event.preventDefault();
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && (next < 0 || next >= count)) return;
    focusCell(next);
  };
  const rows: number[][] = [];
  for (let j = 0; j < count; j += GRID_COLUMNS) rows.push(Array.from({ length: Math.min(GRID_COLUMNS, count - j) }, (_, c) => j + c));
  const keysId = useId();
  return (
    <>
      <span id={keysId} className="visually-hidden">
        {t.a11y.gridKeys}
      </span>
      <div ref={grid} className="mx-grid" role="grid" aria-label={t.paletteBox.questions} aria-describedby={keysId} data-palette-grid onKeyDown={onKeyDown}>
        {rows.map((cells) => (
          <div key={cells[0]} role="row" className="mx-grid-row">
            {cells.map((j) => {
              const i = sec.start + j;
              const q = attempt.questions[i];
              const state = paletteState(attempt, i);
              const current = i === attempt.current;
              return (
                <span key={q.id} role="gridcell" className="mx-grid-cell">
                  <button
                    type="button"
                    className={`mx-pbtn${current ? ' is-current' : ''}`}
                    data-question={i + 1}
                    data-cell={j}
                    data-state={state}
                    tabIndex={j === active ? 0 : -1}
                    aria-current={current ? 'step' : undefined}
                    aria-label={t.paletteBox.questionState(i + 1, t.a11y.stateWords[state], current)}
                    onFocus={() => setActive(j)}
                    onClick={() => onJump(i)}
                  >
                    <Shape state={state}>{i + 1}</Shape>
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </>
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
