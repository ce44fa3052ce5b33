/**
 * The exam screen's keyboard, as on the CBT practice software: 1–4 choose an
 * option, ← / → previous / next question (without saving, like the palette),
 * M Mark for Review & Next, S Save & Next, C Clear Response. Off while a
 * dialog is open, while typing in a text field, and with Alt/Ctrl/Meta (the
 * browser's own shortcuts stay). One listener for the screen's lifetime; it
 * reads the latest attempt and callback through a ref.
 */
import { useEffect, useRef } from 'react';
import type { AttemptAction } from '#core/mock/attempt.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type);
}

export function useExamKeys(attempt: AttemptSnapshot, dialogOpen: boolean, onAction: (action: AttemptAction) => void): void {
  const latest = useRef({ onAction, attempt, dialogOpen });
  latest.current = { onAction, attempt, dialogOpen };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { onAction: act, attempt: a, dialogOpen: blocked } = latest.current;
      if (blocked || event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target)) return;
      const key = event.key;
      if (/^[1-9]$/.test(key)) {
        const option = Number(key) - 1;
        if (option < (a.questions[a.current]?.options.length ?? 0)) {
          event.preventDefault();
          act({ type: 'select', option });
        }
        return;
      }
      switch (key) {
        case 'ArrowRight':
          event.preventDefault();
          act({ type: 'next' });
          break;
        case 'ArrowLeft':
          event.preventDefault();
          act({ type: 'previous' });
          break;
        case 'm':
        case 'M':
          event.preventDefault();
          act({ type: 'markNext' });
          break;
        case 's':
        case 'S':
          event.preventDefault();
          act({ type: 'saveNext' });
          break;
        case 'c':
        case 'C':
          event.preventDefault();
          act({ type: 'clear' });
          break;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
