/**
 * The on-screen calculator of the CBT screen (issue 29), only on tests that
 * allow one (`mock.calculator`): the basic calculator of the real screen —
 * digits, + − × ÷, ., %, √, ±, MC MR MS M+ M−, C, CE, backspace, =. The
 * arithmetic is core/mock/calculator.ts (immediate execution, as on the
 * real screen).
 *
 * A non-modal panel: the question stays usable beside it. Every key is a
 * button; with the focus inside, the keyboard types too (digits, + - * / . %
 * = or Enter, Backspace, Delete = CE) without reaching the exam's own keys
 * (1–4, S, M, C: useExamKeys skips a handled event); Escape closes it and the
 * focus goes back to the Calculator button. Its state (and memory) lasts while
 * the exam screen is open.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { initialCalc, keyFor, press, type CalcKey } from '#core/mock/calculator.ts';
import { useExamText } from './i18n';
import './exam-tools.css';

const ROWS: CalcKey[][] = [
  ['MC', 'MR', 'MS', 'M+', 'M−'],
  ['⌫', 'CE', 'C', '±', '√'],
  ['7', '8', '9', '÷', '%'],
  ['4', '5', '6', '×', '='],
  ['1', '2', '3', '−'],
  ['0', '.', '+'],
];

const kind = (k: CalcKey) => (/^[0-9.]$/.test(k) ? 'digit' : k === '=' ? 'equals' : /^M/.test(k) ? 'memory' : ['C', 'CE', '⌫'].includes(k) ? 'clear' : 'op');

export function CalculatorTool() {
  const t = useExamText().tools;
  const [open, setOpen] = useState(false);
  const [state, setState] = useState(initialCalc);
  const panelId = useId();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) panel.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
      return;
    }
    // Enter and Space on a focused key press that key (the button's own click).
    const onButton = event.target instanceof HTMLButtonElement;
    if (onButton && (event.key === 'Enter' || event.key === ' ')) return;
    const key = keyFor(event.key);
    if (!key) return;
    event.preventDefault();
    event.stopPropagation();
    setState((s) => press(s, key));
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        className="mx-btn mx-btn-light mx-calc-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="calculator-toggle"
      >
        <span className="mx-calc-icon" aria-hidden="true" />
        {t.calculator}
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          className="mx-calc"
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
          data-testid="calculator"
        >
          <div className="mx-calc-head">
            <h2 id={titleId} className="mx-calc-title">
              {t.calculatorTitle}
            </h2>
            <button type="button" className="mx-calc-close" aria-label={t.closeCalculator} onClick={close}>
              ×
            </button>
          </div>
          <div className="mx-calc-screen">
            <span className="mx-calc-history" aria-hidden="true">
              {state.memory !== 0 ? (
                <abbr className="mx-calc-m" title={t.memory}>
                  M
                </abbr>
              ) : null}
              {state.history}
            </span>
            <output className="mx-calc-entry" aria-label={t.display} aria-live="polite" data-testid="calculator-display" lang="en">
              {state.entry}
            </output>
          </div>
          <div className="mx-calc-keys" role="group" aria-label={t.calculatorTitle}>
            {ROWS.flat().map((k) => {
              const label = (t.keys as Record<string, string>)[k];
              return (
                <button
                  key={k}
                  type="button"
                  className={`mx-calc-key mx-calc-key--${kind(k)}${k === '0' ? ' mx-calc-key--wide' : ''}`}
                  aria-label={label}
                  title={label}
                  data-key={k}
                  onClick={() => setState((s) => press(s, k))}
                >
                  {k}
                </button>
              );
            })}
          </div>
          <p className="mx-calc-hint">{t.keyboardHint}</p>
        </div>
      ) : null}
    </>
  );
}
