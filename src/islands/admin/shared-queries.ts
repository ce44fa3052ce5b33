/** Lists several sections need (select options), and the keys to invalidate after writes. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { adminApi } from './api';

export interface CategoryOption {
  _id: string;
  name: string;
  articleCount: number;
}
export interface SeriesOption {
  _id: string;
  name: string;
  slug: string;
  description: string;
  articleCount: number;
}
export interface Named {
  id: number;
  name: string;
  bookCount?: number;
  testCount?: number;
  description?: string;
}

export const useCategories = () =>
  useQuery({ queryKey: ['admin', 'categories'], queryFn: async () => (await adminApi.get<{ data: CategoryOption[] }>('/categories', { nocache: true })).data });
export const useSeriesList = () => useQuery({ queryKey: ['admin', 'series'], queryFn: async () => (await adminApi.get<{ data: SeriesOption[] }>('/series')).data });
export const useMockCategories = () => useQuery({ queryKey: ['admin', 'mock-categories'], queryFn: async () => (await adminApi.get<{ data: Named[] }>('/mocks/categories')).data });
export const useResourceCategories = () =>
  useQuery({ queryKey: ['admin', 'resource-categories'], queryFn: async () => (await adminApi.get<{ data: Named[] }>('/resources/categories')).data });
export const useExams = () => useQuery({ queryKey: ['admin', 'exams'], queryFn: async () => (await adminApi.get<{ data: Named[] }>('/resources/exams')).data });

/** After any write: the lists of these areas and the rebuild panel are refetched. */
export function invalidateAfterWrite(qc: QueryClient, ...keys: string[]) {
  for (const key of keys) void qc.invalidateQueries({ queryKey: ['admin', key] });
  void qc.invalidateQueries({ queryKey: ['admin', 'build-status'] });
}
