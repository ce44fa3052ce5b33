import { TEXT } from '#core/texts.ts';
import type { Messages } from '../../types.ts';

/** The search overlay (src/islands/search). */
export const search = {
  title: 'Search',
  placeholder: TEXT.searchPlaceholder,
  close: 'Close search',
  esc: 'Esc',
  suggestions: 'Suggestions',
  noResults: TEXT.noResults,
  searchInBlog: TEXT.searchInBlog,
  viewAll: TEXT.viewAllResults,
} as const satisfies Messages;
