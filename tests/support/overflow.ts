/**
 * Horizontal overflow on a page, measured in the browser (tests/e2e/layout.spec.ts):
 * the document's scroll width against the viewport, and the elements that
 * stick out past the right edge without a scroller of their own around them
 * (content cut off even when the page itself does not scroll sideways, e.g.
 * under `overflow-x: clip`). Each is named by a short CSS path so a failure
 * message says where to look.
 */
import type { Page } from '@playwright/test';

export interface Overflow {
  innerWidth: number;
  scrollWidth: number;
  /** The outermost elements past the right edge, widest first (at most 5). */
  offenders: { selector: string; right: number; width: number }[];
}

export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const name = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const id = e.id ? `#${e.id}` : '';
        const cls = [...e.classList].slice(0, 2).map((c) => `.${c}`).join('');
        parts.unshift(`${e.tagName.toLowerCase()}${id}${cls}`);
        if (id) break;
      }
      return parts.join(' > ');
    };
    /** An ancestor below <body> that scrolls or clips sideways: what is inside it is its own business (a table scroller, a carousel). */
    const contained = (el: Element): boolean => {
      for (let e = el.parentElement; e && e !== document.body && e !== document.documentElement; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX !== 'visible' || style.position === 'fixed') return true;
      }
      return false;
    };
    const hidden = (el: Element): boolean => {
      const style = getComputedStyle(el);
      return style.visibility === 'hidden' || style.position === 'fixed' || (style.position === 'absolute' && style.clip !== 'auto');
    };
    const out: Overflow['offenders'] = [];
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= vw + 1) continue;
      if (hidden(el) || contained(el)) continue;
      // Report the outermost element only: its children are past the edge because it is.
      const parent = el.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > vw + 1 && !contained(parent) && !hidden(parent)) continue;
      out.push({ selector: name(el), right: Math.round(rect.right), width: Math.round(rect.width) });
    }
    out.sort((a, b) => b.right - a.right);
    return { innerWidth: vw, scrollWidth: document.documentElement.scrollWidth, offenders: out.slice(0, 5) };
  });
}

/** One line for a failure message: the widths and where the overflow comes from. */
export function describeOverflow(label: string, o: Overflow): string {
  const who = o.offenders.map((x) => `${x.selector} (right ${x.right}px, ${x.width}px wide)`).join('; ');
  return `${label}: scrollWidth ${o.scrollWidth}px > innerWidth ${o.innerWidth}px; widest: ${who || 'none found'}`;
}

export const fits = (o: Overflow): boolean => o.scrollWidth <= o.innerWidth && o.offenders.length === 0;
