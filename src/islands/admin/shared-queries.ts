/** Lists several sections need (select options), and the keys to invalidate after writes. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Data } from '#core/schemas/responses/common.ts';
import type { Category, Series } from '#core/schemas/responses/content.ts';
import type { MockCategory } from '#core/schemas/responses/mocks.ts';
import type { NamedWithBookCount } from '#core/schemas/responses/resources.ts';
import { adminApi } from './api';

export const useCategories = () =>
  useQuery({ queryKey: ['admin', 'categories'], queryFn: async () => (await adminApi.get<Data<Category[]>>('/categories', { nocache: true })).data });
/** Every series: /series lists a language's series, so the English and the Hindi lists are merged (issue 27). */
export const useSeriesList = () =>
  useQuery({
    queryKey: ['admin', 'series'],
    queryFn: async () => {
      const [en, hi] = await Promise.all([adminApi.get<Data<Series[]>>('/series'), adminApi.get<Data<Series[]>>('/series', { lang: 'hi' })]);
      const seen = new Set(en.data.map((s) => s._id));
      return [...en.data, ...hi.data.filter((s) => !seen.has(s._id))];
    },
  });
export const useMockCategories = () => useQuery({ queryKey: ['admin', 'mock-categories'], queryFn: async () => (await adminApi.get<Data<MockCategory[]>>('/mocks/categories')).data });
export const useResourceCategories = () =>
  useQuery({ queryKey: ['admin', 'resource-categories'], queryFn: async () => (await adminApi.get<Data<NamedWithBookCount[]>>('/resources/categories')).data });
export const useExams = () => useQuery({ queryKey: ['admin', 'exams'], queryFn: async () => (await adminApi.get<Data<NamedWithBookCount[]>>('/resources/exams')).data });

/** After any write: the lists of these areas and the rebuild panel are refetched. */
export function invalidateAfterWrite(qc: QueryClient, ...keys: string[]) {
  for (const key of keys) void qc.invalidateQueries({ queryKey: ['admin', key] });
  void qc.invalidateQueries({ queryKey: ['admin', 'build-status'] });
}
