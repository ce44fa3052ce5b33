/**
 * The ONE rotation timer of every carousel (spec sections 4 and 9):
 *   - the index advances every `interval` ms and wraps; previous/next wrap;
 *   - it runs only with auto-rotate on, more than one item and motion allowed
 *     (prefers-reduced-motion stops it);
 *   - pause() / resume() while the pointer is over the carousel;
 *   - a manual move restarts the interval.
 * `createRotation` is framework-free (the static carousels use it without
 * React).
 */


export interface RotationOptions {
  count: number;
  interval: number;
  autoRotate?: boolean;
  reducedMotion?: boolean;
  start?: number;
  onChange?: (index: number) => void;
}

export interface Rotation {
  readonly index: number;
  /** Rotation would run now (auto-rotate on, > 1 item, motion allowed, not paused). */
  readonly running: boolean;
  readonly paused: boolean;
  next(): void;
  prev(): void;
  goTo(index: number): void;
  pause(): void;
  resume(): void;
  destroy(): void;
}

export const wrapIndex = (index: number, count: number) => (count <= 0 ? 0 : ((index % count) + count) % count);

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function createRotation(options: RotationOptions): Rotation {
  const { count, interval, autoRotate = true, reducedMotion = false, onChange } = options;
  let index = wrapIndex(options.start ?? 0, count);
  let paused = false;
  let destroyed = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  const enabled = autoRotate && count > 1 && !reducedMotion && interval > 0;

  const set = (i: number) => {
    const next = wrapIndex(i, count);
    if (next === index) return;
    index = next;
    onChange?.(index);
  };
  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const startTimer = () => {
    stopTimer();
    if (enabled && !paused && !destroyed) timer = setInterval(() => set(index + 1), interval);
  };
  startTimer();

  return {
    get index() {
      return index;
    },
    get running() {
      return timer !== null;
    },
    get paused() {
      return paused;
    },
    next() {
      set(index + 1);
      startTimer();
    },
    prev() {
      set(index - 1);
      startTimer();
    },
    goTo(i) {
      set(i);
      startTimer();
    },
    pause() {
      paused = true;
      stopTimer();
    },
    resume() {
      paused = false;
      startTimer();
    },
    destroy() {
      destroyed = true;
      stopTimer();
    },
  };
}

