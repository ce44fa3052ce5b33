/** The two pagination rules of spec section 5: the blog grid's window of 5 and the home feed's ellipses. */

export interface BlogPagination {
  /** At most 5 numbers, starting 2 before the current page (minimum 1). */
  pages: number[];
  first: boolean;
  previous: boolean;
  next: boolean;
  last: boolean;
}

function clampPage(page: number, totalPages: number) {
  const total = Math.max(1, Math.floor(totalPages) || 1);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);
  return { current, total };
}

/** Blog grid pagination window (spec section 5). */
export function blogPagination(page: number, totalPages: number): BlogPagination {
  const { current, total } = clampPage(page, totalPages);
  const start = Math.max(1, current - 2);
  const end = Math.min(total, start + 4);
  const pages: number[] = [];
  for (let n = start; n <= end; n++) pages.push(n);
  return { pages, first: current > 1, previous: current > 1, next: current < total, last: current < total };
}

export type HomePageItem = number | 'ellipsis';

/**
 * Home feed pagination (spec sections 5 and 9): every page when there are at
 * most 7; otherwise 5 pages at the end the current page is near, 3 around it
 * in the middle, with ellipses:
 *   current ≤ 4        → 1 2 3 4 5 … N
 *   current ≥ N − 3    → 1 … N−4 N−3 N−2 N−1 N
 *   otherwise          → 1 … c−1 c c+1 … N
 */
export function homePagination(page: number, totalPages: number): HomePageItem[] {
  const { current, total } = clampPage(page, totalPages);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 7) return range(1, total);
  if (current <= 4) return [...range(1, 5), 'ellipsis', total];
  if (current >= total - 3) return [1, 'ellipsis', ...range(total - 4, total)];
  return [1, 'ellipsis', current - 1, current, current + 1, 'ellipsis', total];
}

export function totalPagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, limit)));
}
