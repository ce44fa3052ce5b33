/**
 * Dictionary area "widgets" (issue 27): see core/i18n/index.ts. The small
 * islands of the public pages (article and listing pages among them, which
 * have a JS budget): each part is its own export, so an island imports only
 * the part it shows, never the whole area.
 */
import { TEXT } from '../../texts.ts';
import { formatNumber, plural } from '../format.ts';
import type { Messages } from '../types.ts';

const n = (v: number) => formatNumber('en', v);

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

/** The blog listing's search results (src/islands/listing), as the server-rendered listing words them (core/format/listing.ts). */
export const listing = {
  bannerTitle: (term: string) => `Search Results for "${term}"`,
  bannerCount: (total: number) => `${n(total)} articles found`,
  heading: (total: number) => `Search Results (${n(total)})`,
  range: (from: number, to: number, total: number) => `Showing ${n(from)} - ${n(to)} of ${n(total)} articles`,
  footer: (page: number, pages: number, total: number) => `Page ${n(page)} of ${n(pages)} (${n(total)} total articles)`,
  clear: 'Clear search',
  searching: 'Searching…',
  unavailable: 'Search is unavailable right now',
  retry: 'Please try again in a moment.',
  emptyTitle: TEXT.searchEmptyTitle,
  emptyBody: TEXT.searchEmptyBody,
  viewAll: TEXT.viewAllArticles,
  series: TEXT.series,
  untitled: TEXT.untitled,
  unknownDate: TEXT.unknownDate,
  readingTime: (minutes: number) => `${n(minutes)} min read`,
  pagination: 'Pagination',
  first: TEXT.first,
  previous: TEXT.previous,
  next: TEXT.next,
  last: TEXT.last,
} as const satisfies Messages;

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

/** A live page's feed, its count and status badge (src/islands/live). */
export const live = {
  noneTitle: 'No updates yet',
  noneBody: 'The first update will appear here shortly.',
  updates: { one: '{n} update', other: '{n} updates' },
  live: 'live',
  archived: 'archived',
  unknownDate: TEXT.unknownDate,
} as const satisfies Messages;

/** Download counts on /resource (src/islands/downloads). */
export const downloads = {
  count: { one: '{n} download', other: '{n} downloads' },
} as const satisfies Messages;

/** The carousel's auto-rotation indicator (src/islands/carousel). */
export const carousel = {
  rotating: 'Auto-rotating',
  paused: 'Auto-rotate paused',
} as const satisfies Messages;

/** The footer's categories (src/islands/footer). */
export const footer = {
  categoriesUnavailable: TEXT.categoriesUnavailable,
} as const satisfies Messages;

/** House ads (src/islands/ads): the label and the built-in sample ad. */
export const ads = {
  sponsored: 'Sponsored',
  learnMore: 'Learn More',
  about: (title: string) => ` about ${title}`,
  sampleTitle: 'Practise with free timed mock tests',
  sampleBody: 'Full-length and sectional tests for SSC, Banking, Railways and UPSC with instant scores and explanations.',
} as const satisfies Messages;

/** "Mark as read" at the end of an article (src/islands/progress/mark-read.ts). */
export const markRead = {
  mark: 'Mark as read',
  saving: 'Saving…',
  done: 'Marked as read',
  seeProgress: 'See your progress',
} as const satisfies Messages;

export const widgets = { search, listing, filters, live, downloads, carousel, footer, ads, markRead } as const satisfies Messages;
