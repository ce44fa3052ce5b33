import type { downloads as en } from '../../en/widgets/downloads.ts';
import type { Translation } from '../../types.ts';

export const downloads: Translation<typeof en> = {
  count: { one: '{n} डाउनलोड', other: '{n} डाउनलोड' },
};
