/**
 * Previous-year papers (issue 30) grouped for /pyq: by exam (A–Z), then year (newest first), then sitting (earliest
 * date first, then shift). Pure; the page and its test share it.
 */
import type { MockTest } from '../schemas/responses/mocks.ts';

export interface PyqYear<T> {
  year: number;
  papers: T[];
}
export interface PyqGroup<T> {
  exam: string;
  count: number;
  years: PyqYear<T>[];
}

export function pyqGroups<T extends Pick<MockTest, 'pyq' | 'name'>>(tests: readonly T[]): PyqGroup<T>[] {
  const byExam = new Map<string, T[]>();
  for (const t of tests) if (t.pyq) byExam.set(t.pyq.exam, [...(byExam.get(t.pyq.exam) ?? []), t]);
  return [...byExam.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([exam, papers]) => {
      const byYear = new Map<number, T[]>();
      for (const p of papers) byYear.set(p.pyq!.year, [...(byYear.get(p.pyq!.year) ?? []), p]);
      const years = [...byYear.entries()]
        .sort(([a], [b]) => b - a)
        .map(([year, list]) => ({
          year,
          papers: list.sort((a, b) => (a.pyq!.date ?? '9999').localeCompare(b.pyq!.date ?? '9999') || (a.pyq!.shift ?? '').localeCompare(b.pyq!.shift ?? '', 'en', { numeric: true }) || a.name.localeCompare(b.name, 'en')),
        }));
      return { exam, count: papers.length, years };
    });
}
