/**
 * Full-screen layers of the runner, rendered at the end of <body>:
 *
 *   ModalLayer  makes everything else on the page inert (not focusable, not
 *               read) while it is open and restores it afterwards; layers
 *               nest (the exam screen, then a dialog on top of it).
 *   Dialog      role="dialog" + aria-modal, labelled by its title; focus
 *               moves in on open (the [data-autofocus] element, else the
 *               first control), Tab stays inside, Escape closes, and focus
 *               returns to the element that opened it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Sets `inert` on every child of <body> except `host`; returns the undo. */
function inertOthers(host: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (const el of Array.from(document.body.children) as HTMLElement[]) {
    if (el === host || el.contains(host) || el.hasAttribute('inert') || el.tagName === 'SCRIPT') continue;
    el.setAttribute('inert', '');
    changed.push(el);
  }
  return () => changed.forEach((el) => el.removeAttribute('inert'));
}

export function ModalLayer({ children, className, lockScroll = true }: { children: ReactNode; className?: string; lockScroll?: boolean }) {
  const [host] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  useIsoLayoutEffect(() => {
    if (!host) return;
    host.className = className ?? '';
    document.body.appendChild(host);
    const undo = inertOthers(host);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    if (lockScroll) root.style.overflow = 'hidden';
    return () => {
      undo();
      if (lockScroll) root.style.overflow = overflow;
      host.remove();
    };
  }, [host, className, lockScroll]);
  return host ? createPortal(children, host) : null;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusables(root: HTMLElement): HTMLElement[] {
  return (Array.from(root.querySelectorAll(FOCUSABLE)) as HTMLElement[]).filter((el) => !el.closest('[inert]') && !el.hidden);
}

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** 'modal' (centred) or 'drawer' (from the right edge). */
  variant?: 'modal' | 'drawer';
  /** Escape closes (default true). */
  dismissible?: boolean;
  className?: string;
  describedBy?: string;
  /** data-* hook for tests. */
  testId?: string;
}

export function Dialog({ title, children, onClose, variant = 'modal', dismissible = true, className, describedBy, testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const root = panel.current;
    if (root) {
      const target = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0] ?? root;
      target.focus();
    }
    return () => {
      // Back to the opener, once it is usable again (after the layer's inert is lifted).
      queueMicrotask(() => {
        if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
      });
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation();
      event.preventDefault();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = focusables(panel.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <ModalLayer className={`mx-dialog-layer mx-dialog-layer--${variant}`} lockScroll>
      <div className="mx-backdrop" onClick={() => dismissible && onCloseRef.current()} aria-hidden="true" />
      <div
        ref={panel}
        className={`mx-dialog mx-dialog--${variant}${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <h2 id={titleId} className="mx-dialog-title">
          {title}
        </h2>
        {children}
      </div>
    </ModalLayer>
  );
}
