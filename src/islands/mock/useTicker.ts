/**
 * A re-render every `tickMs` while active, and at once when the page wakes up
 * (visible again, focus, back-forward cache): the countdown reads the clock
 * on each render (core/mock/clock.ts), so it never counts ticks.
 */
import { useEffect, useState } from 'react';

export function useTicker(active: boolean, tickMs: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const bump = () => setTick((t) => t + 1);
    const id = setInterval(bump, tickMs);
    const onVisible = () => document.visibilityState === 'visible' && bump();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', bump);
    window.addEventListener('pageshow', bump);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', bump);
      window.removeEventListener('pageshow', bump);
    };
  }, [active, tickMs]);
  return tick;
}
