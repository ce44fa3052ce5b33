/**
 * Mounts the filter bar on a page that has `[data-filter-bar-mount]` with
 * data-target (the list's selector), data-categories, data-years and
 * data-sorts (JSON). The list itself stays server-rendered; see list-filter.ts.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import FilterBar, { type FilterState, type SortOption } from './FilterBar';
import { applyFilters } from './list-filter';
import './filters.css';

function parse<T>(json: string | undefined, fallback: T): T {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
}

function ListFilters({ target, categories, years, sorts, label }: { target: HTMLElement; categories: string[]; years: string[]; sorts: SortOption[]; label: string }) {
  const [result, setResult] = useState<{ shown: number; total: number } | null>(null);
  const onChange = (state: FilterState) => setResult(applyFilters(target, state));
  return (
    <>
      <FilterBar categories={categories} years={years} sortOptions={sorts} onChange={onChange} searchPlaceholder={`Search ${label}...`} />
      <p className="filter-count" role="status" aria-live="polite">
        {result && result.shown !== result.total ? (result.shown === 0 ? `No ${label} match these filters.` : `Showing ${result.shown} of ${result.total} ${label}`) : ''}
      </p>
    </>
  );
}

export function mount(el: HTMLElement) {
  const target = document.querySelector<HTMLElement>(el.dataset.target ?? '');
  if (!target) return;
  createRoot(el).render(
    <ListFilters
      target={target}
      categories={parse<string[]>(el.dataset.categories, [])}
      years={parse<string[]>(el.dataset.years, [])}
      sorts={parse<SortOption[]>(el.dataset.sorts, [])}
      label={el.dataset.label ?? 'items'}
    />,
  );
}
