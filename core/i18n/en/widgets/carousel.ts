import type { Messages } from '../../types.ts';

/** The carousel's auto-rotation indicator (src/islands/carousel). */
export const carousel = {
  rotating: 'Auto-rotating',
  paused: 'Auto-rotate paused',
} as const satisfies Messages;
