import { TEXT } from '#core/texts.ts';
import { formatNumber } from '../../format.ts';
import type { Messages } from '../../types.ts';

const n = (v: number) => formatNumber('en', v);

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
