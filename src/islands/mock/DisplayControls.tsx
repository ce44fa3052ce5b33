/**
 * The exam screen's display controls (issue 29, WCAG 1.4.4): text size
 * (A− A A+) and a high-contrast theme, remembered on this device
 * (localStorage `examprep.mock.textSize`, `examprep.mock.contrast`).
 *
 * Both apply to the whole document while the exam screen is open (the text
 * size as the root font size, so every rem of the screen and its dialogs
 * grows, and as `data-mx-text` for the reflow rules; the theme as
 * `data-mx-contrast="high"` on <html>, read by mock.css)
 * and are taken off when it closes (the result and the rest of the site keep
 * the reader's own settings).
 */
import { useEffect, useState } from 'react';
import { useExamText } from './i18n';

/** Root font sizes in %, smallest to largest; 100 is the default. */
export const TEXT_SIZES = [90, 100, 115, 130, 150] as const;
export const TEXT_SIZE_KEY = 'examprep.mock.textSize';
export const CONTRAST_KEY = 'examprep.mock.contrast';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage off: the choice lasts for this page only.
  }
}

export function storedTextSize(): number {
  const value = Number(read(TEXT_SIZE_KEY));
  return (TEXT_SIZES as readonly number[]).includes(value) ? value : 100;
}
export function storedContrast(): boolean {
  return read(CONTRAST_KEY) === 'high';
}

/** Applies the remembered text size and theme to <html> while mounted. */
export function useDisplaySettings() {
  const [size, setSize] = useState<number>(() => (typeof window === 'undefined' ? 100 : storedTextSize()));
  const [high, setHigh] = useState<boolean>(() => (typeof window === 'undefined' ? false : storedContrast()));

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.fontSize;
    if (size !== 100) {
      root.style.fontSize = `${size}%`;
      root.setAttribute('data-mx-text', String(size));
    }
    return () => {
      root.style.fontSize = before;
      root.removeAttribute('data-mx-text');
    };
  }, [size]);

  useEffect(() => {
    const root = document.documentElement;
    if (high) root.setAttribute('data-mx-contrast', 'high');
    return () => root.removeAttribute('data-mx-contrast');
  }, [high]);

  return {
    size,
    high,
    setSize: (next: number) => {
      setSize(next);
      write(TEXT_SIZE_KEY, next === 100 ? null : String(next));
    },
    setHigh: (next: boolean) => {
      setHigh(next);
      write(CONTRAST_KEY, next ? 'high' : null);
    },
  };
}

export function DisplayControls() {
  const t = useExamText().a11y;
  const { size, high, setSize, setHigh } = useDisplaySettings();
  const [said, setSaid] = useState('');
  const k = TEXT_SIZES.indexOf(size as (typeof TEXT_SIZES)[number]);
  const go = (next: number) => {
    if (next === size) return;
    setSize(next);
    setSaid(t.sizeNow(next));
  };
  // aria-disabled (not disabled) at the ends, so the focus stays on the button.
  return (
    <div className="mx-display" role="group" aria-label={t.display} data-testid="display-controls">
      <span className="mx-display-sizes" role="group" aria-label={t.textSize}>
        <button
          type="button"
          className="mx-btn mx-btn-light mx-display-btn"
          aria-label={t.smaller}
          aria-disabled={k <= 0 || undefined}
          data-text-size="smaller"
          onClick={() => k > 0 && go(TEXT_SIZES[k - 1])}
        >
          A<span aria-hidden="true">−</span>
        </button>
        <button
          type="button"
          className="mx-btn mx-btn-light mx-display-btn"
          aria-label={t.normalSize}
          aria-pressed={size === 100}
          data-text-size="normal"
          onClick={() => go(100)}
        >
          A
        </button>
        <button
          type="button"
          className="mx-btn mx-btn-light mx-display-btn mx-display-btn--large"
          aria-label={t.larger}
          aria-disabled={k >= TEXT_SIZES.length - 1 || undefined}
          data-text-size="larger"
          onClick={() => k < TEXT_SIZES.length - 1 && go(TEXT_SIZES[k + 1])}
        >
          A<span aria-hidden="true">+</span>
        </button>
      </span>
      <button
        type="button"
        className="mx-btn mx-btn-light mx-display-btn"
        aria-pressed={high}
        data-testid="contrast-toggle"
        onClick={() => setHigh(!high)}
      >
        <span className="mx-contrast-icon" aria-hidden="true" />
        <span className="mx-display-label">{t.contrast}</span>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
