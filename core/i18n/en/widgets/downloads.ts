import type { Messages } from '../../types.ts';

/** Download counts on /resource (src/islands/downloads). */
export const downloads = {
  count: { one: '{n} download', other: '{n} downloads' },
} as const satisfies Messages;
