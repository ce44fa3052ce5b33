import { formatNumber, plural } from '../../format.ts';
import type { Messages } from '../../types.ts';

const n = (v: number) => formatNumber('en', v);

/** A noun of a filtered list in its two forms (the page names it with data-label: "tests", "books"). */
export interface Noun {
  one: string;
  other: string;
}

/** The generic filter bar and its count (src/islands/filters; spec section 2). */
export const filters = {
  all: 'All',
  allYears: 'All Years',
  grid: 'Grid',
  list: 'List',
  search: 'Search...',
  categories: 'Categories',
  year: 'Year',
  sort: 'Sort: ',
  nextSort: (label: string) => `Change the order (next: ${label})`,
  view: 'View',
  toggleTheme: 'Toggle theme',
  theme: 'Theme',
  nouns: {
    tests: { one: 'test', other: 'tests' },
    books: { one: 'book', other: 'books' },
    items: { one: 'item', other: 'items' },
  },
  searchIn: (noun: Noun) => `Search ${noun.other}...`,
  none: (noun: Noun) => `No ${noun.other} match these filters.`,
  // The noun agrees with the total it follows ("of 1 test", "of 5 tests").
  showing: (shown: number, total: number, noun: Noun) =>
    plural('en', total, { one: `Showing ${n(shown)} of {n} ${noun.one}`, other: `Showing ${n(shown)} of {n} ${noun.other}` }),
} as const satisfies Messages;
