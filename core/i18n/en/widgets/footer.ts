import { TEXT } from '#core/texts.ts';
import type { Messages } from '../../types.ts';

/** The footer's categories (src/islands/footer). */
export const footer = {
  categoriesUnavailable: TEXT.categoriesUnavailable,
} as const satisfies Messages;
