import { TEXT } from '#core/texts.ts';
import type { Messages } from '../../types.ts';

/** A live page's feed, its count and status badge (src/islands/live). */
export const live = {
  noneTitle: 'No updates yet',
  noneBody: 'The first update will appear here shortly.',
  updates: { one: '{n} update', other: '{n} updates' },
  live: 'live',
  archived: 'archived',
  unknownDate: TEXT.unknownDate,
} as const satisfies Messages;
