import type { Pagination } from '#core/schemas/responses/common.ts';

export interface PageRequest {
  /** 1-based. */
  page: number;
  limit: number;
}

export function paginate(total: number, page: number, limit: number): Pagination {
  return { total, page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) };
}

export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : '');
