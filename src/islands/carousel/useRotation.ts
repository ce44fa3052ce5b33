/** The React hook over the one rotation timer (rotation.ts). */
import { useEffect, useRef, useState } from 'react';
import { createRotation, wrapIndex, type Rotation, type RotationOptions } from './rotation';

export * from './rotation';

/** React hook over createRotation. */
export function useRotation(options: Omit<RotationOptions, 'onChange'>) {
  const [index, setIndex] = useState(wrapIndex(options.start ?? 0, options.count));
  const [paused, setPaused] = useState(false);
  const ref = useRef<Rotation | null>(null);
  const { count, interval, autoRotate = true, reducedMotion = false } = options;
  useEffect(() => {
    const rotation = createRotation({ count, interval, autoRotate, reducedMotion, start: 0, onChange: setIndex });
    ref.current = rotation;
    setIndex(0);
    setPaused(false);
    return () => rotation.destroy();
  }, [count, interval, autoRotate, reducedMotion]);
  return {
    index,
    paused,
    running: autoRotate && count > 1 && !reducedMotion && !paused,
    next: () => ref.current?.next(),
    prev: () => ref.current?.prev(),
    goTo: (i: number) => ref.current?.goTo(i),
    pause: () => {
      ref.current?.pause();
      setPaused(true);
    },
    resume: () => {
      ref.current?.resume();
      setPaused(false);
    },
  };
}
