/** Listing texts of spec section 2 ('Latest Articles', 'Showing {from} - {to} of {total} articles', …) and small counts. */
import { TEXT } from '../texts';
import { normalizeSearchTerm } from '../urls';

export function listingHeading({ page, searchTerm, count }: { page: number; searchTerm?: string | null; count?: number }): string {
  if (normalizeSearchTerm(searchTerm)) return `Search Results (${count ?? 0})`;
  return page > 1 ? `Articles - Page ${page}` : TEXT.latestArticles;
}

export function pageRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((Math.max(1, page) - 1) * limit + 1, total);
  return { from, to: Math.min(Math.max(1, page) * limit, total) };
}

/** 'Showing {from} - {to} of {total} articles' */
export function rangeText(page: number, limit: number, total: number): string {
  const { from, to } = pageRange(page, limit, total);
  return `Showing ${from} - ${to} of ${total} articles`;
}

/** 'Page {n} of {totalPages} ({total} total articles)' */
export function pageFooterText(page: number, totalPages: number, total: number): string {
  return `Page ${page} of ${totalPages} (${total} total articles)`;
}

/** 'Search Results for "{term}"' */
export function searchBannerTitle(term: string): string {
  return `Search Results for "${term}"`;
}

/** '{total} articles found' */
export function searchBannerCount(total: number): string {
  return `${total} articles found`;
}

/** A download count on a resource card: '1 download', '1,234 downloads' (Indian digit grouping). */
export function downloadsText(count: number): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'download' : 'downloads'}`;
}

/** 'Part n of N' for series navigation. */
export function seriesPartText(order: number, total: number): string {
  return `Part ${order} of ${total}`;
}
