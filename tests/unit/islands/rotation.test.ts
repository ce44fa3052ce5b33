// @vitest-environment jsdom
/** The one rotation timer and the static-carousel enhancers, with a fake clock. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAUSED_TITLE, ROTATING_TITLE, enhanceHome, enhanceRelated } from '#src/islands/carousel/enhance.ts';
import { createRotation, wrapIndex } from '#src/islands/carousel/rotation.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('createRotation', () => {
  it('advances every interval and wraps', () => {
    const seen: number[] = [];
    const r = createRotation({ count: 3, interval: 5000, onChange: (i) => seen.push(i) });
    vi.advanceTimersByTime(4999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(10000);
    expect(seen).toEqual([1, 2, 0]);
    r.destroy();
  });

  it('pauses and resumes; prev/next wrap and restart the interval', () => {
    const r = createRotation({ count: 3, interval: 6000 });
    r.pause();
    vi.advanceTimersByTime(60000);
    expect(r.index).toBe(0);
    expect(r.running).toBe(false);
    r.resume();
    r.prev();
    expect(r.index).toBe(2);
    vi.advanceTimersByTime(5999);
    r.next();
    expect(r.index).toBe(0);
    vi.advanceTimersByTime(5999);
    expect(r.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(r.index).toBe(1);
    r.destroy();
  });

  it('never runs with auto-rotate off, one item or none, or reduced motion', () => {
    for (const o of [{ count: 3, autoRotate: false }, { count: 1 }, { count: 0 }, { count: 3, reducedMotion: true }]) {
      const r = createRotation({ interval: 1000, ...o });
      vi.advanceTimersByTime(5000);
      expect(r.index).toBe(0);
      expect(r.running).toBe(false);
    }
    expect(wrapIndex(-1, 3)).toBe(2);
  });
});

const related = (n: number, interval = 6000) => {
  document.body.innerHTML = `<section data-related-resources data-interval="${interval}" data-auto-rotate="${n > 1}">
    <span data-rotation-indicator title="Auto-rotating"></span><span data-carousel-counter>1 / ${n}</span>
    <button data-carousel-prev disabled></button><button data-carousel-next disabled></button>
    <div data-carousel-viewport><ul data-carousel-track>${Array.from({ length: n }, (_, i) => `<li data-carousel-slide="${i}"><article></article></li>`).join('')}</ul></div>
    <div>${Array.from({ length: n }, (_, i) => `<button data-carousel-dot="${i}" disabled></button>`).join('')}</div></section>`;
  return document.querySelector<HTMLElement>('[data-related-resources]')!;
};

describe('related-resources enhancer', () => {
  it('rotates every 6000 ms, counter n / total, pause on hover with indicator titles, wrap, dots', () => {
    const el = related(3);
    const r = enhanceRelated(el, false);
    const counter = el.querySelector('[data-carousel-counter]')!;
    const indicator = el.querySelector<HTMLElement>('[data-rotation-indicator]')!;
    expect(counter.textContent).toBe('1 / 3');
    vi.advanceTimersByTime(6000);
    expect(counter.textContent).toBe('2 / 3');
    el.dispatchEvent(new Event('pointerenter'));
    expect(indicator.title).toBe(PAUSED_TITLE);
    expect(indicator.hasAttribute('data-paused')).toBe(true);
    vi.advanceTimersByTime(30000);
    expect(counter.textContent).toBe('2 / 3');
    el.dispatchEvent(new Event('pointerleave'));
    expect(indicator.title).toBe(ROTATING_TITLE);
    el.querySelector<HTMLButtonElement>('[data-carousel-next]')!.click();
    el.querySelector<HTMLButtonElement>('[data-carousel-next]')!.click();
    expect(counter.textContent).toBe('1 / 3');
    el.querySelector<HTMLButtonElement>('[data-carousel-prev]')!.click();
    expect(counter.textContent).toBe('3 / 3');
    el.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')[1].click();
    expect(counter.textContent).toBe('2 / 3');
    expect(el.querySelectorAll('[data-carousel-dot]')[1].getAttribute('aria-current')).toBe('true');
    r.destroy();
  });

  it('uses a custom interval and stays still with one item or reduced motion', () => {
    const el = related(2, 1000);
    enhanceRelated(el, false).destroy;
    vi.advanceTimersByTime(1000);
    expect(el.querySelector('[data-carousel-counter]')!.textContent).toBe('2 / 2');
    const one = related(1);
    expect(enhanceRelated(one, false).running).toBe(false);
    const reduced = related(3);
    const r = enhanceRelated(reduced, true);
    vi.advanceTimersByTime(60000);
    expect(r.index).toBe(0);
    expect(reduced.querySelector<HTMLElement>('[data-rotation-indicator]')!.hidden).toBe(true);
  });
});

describe('home carousel enhancer', () => {
  it('rotates up to 3 items every 5000 ms and pauses while hovered', () => {
    document.body.innerHTML = `<section data-carousel="m" data-interval="5000"><ul data-carousel-track>${'<li data-carousel-slide></li>'.repeat(4)}</ul></section>`;
    const el = document.querySelector<HTMLElement>('[data-carousel]')!;
    enhanceHome(el, false);
    vi.advanceTimersByTime(5000);
    expect(el.dataset.index).toBe('1');
    el.dispatchEvent(new Event('pointerenter'));
    expect(el.dataset.paused).toBe('true');
    vi.advanceTimersByTime(20000);
    expect(el.dataset.index).toBe('1');
    el.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(10000);
    expect(el.dataset.index).toBe('0');
  });
});
