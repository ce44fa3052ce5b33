import type { Messages } from '../../types.ts';

/** "Mark as read" at the end of an article (src/islands/progress/mark-read.ts). */
export const markRead = {
  mark: 'Mark as read',
  saving: 'Saving…',
  done: 'Marked as read',
  seeProgress: 'See your progress',
} as const satisfies Messages;
