/**
 * The generic search-and-filter bar (spec section 2): search input, category
 * buttons including 'All', a year select with 'All Years', a sort button that
 * cycles through the given options (it shows the sort in use), a grid/list
 * toggle (the current view is pressed) and an optional theme toggle.
 * Controlled through callbacks; holds its own UI state.
 */
import { useState } from 'react';

export interface SortOption {
  value: string;
  label: string;
}
export type ViewMode = 'grid' | 'list';

export interface FilterState {
  search: string;
  category: string | null;
  year: string | null;
  sort: string | null;
  view: ViewMode;
}

export interface FilterBarProps {
  categories: string[];
  years?: (string | number)[];
  sortOptions?: SortOption[];
  initial?: Partial<FilterState>;
  onChange?: (state: FilterState) => void;
  showThemeToggle?: boolean;
  onThemeToggle?: () => void;
  searchPlaceholder?: string;
}

export const ALL = 'All';
export const ALL_YEARS = 'All Years';
const VIEWS: { value: ViewMode; label: string }[] = [
  { value: 'grid', label: 'Grid' },
  { value: 'list', label: 'List' },
];

/** The sort option after `current` (wraps; the first when current is unknown). */
export function nextSort(options: readonly SortOption[], current: string | null): string | null {
  if (!options.length) return null;
  const i = options.findIndex((o) => o.value === current);
  return options[(i + 1) % options.length].value;
}

export default function FilterBar({ categories, years = [], sortOptions = [], initial = {}, onChange, showThemeToggle = false, onThemeToggle, searchPlaceholder = 'Search...' }: FilterBarProps) {
  const [state, setState] = useState<FilterState>({
    search: initial.search ?? '',
    category: initial.category ?? null,
    year: initial.year ?? null,
    sort: initial.sort ?? sortOptions[0]?.value ?? null,
    view: initial.view ?? 'grid',
  });
  const update = (patch: Partial<FilterState>) => {
    const next = { ...state, ...patch };
    setState(next);
    onChange?.(next);
  };
  const sortLabel = sortOptions.find((o) => o.value === state.sort)?.label ?? sortOptions[0]?.label;
  const nextSortLabel = sortOptions.length > 1 ? sortOptions.find((o) => o.value === nextSort(sortOptions, state.sort))?.label : undefined;

  return (
    <div className="filter-bar" data-filter-bar>
      <input type="search" value={state.search} placeholder={searchPlaceholder} aria-label={searchPlaceholder} onChange={(e) => update({ search: e.target.value })} />
      <div className="filter-cats" role="group" aria-label="Categories">
        {[null, ...categories].map((c) => (
          <button key={c ?? '__all'} type="button" aria-pressed={state.category === c} onClick={() => update({ category: c })}>
            {c ?? ALL}
          </button>
        ))}
      </div>
      {years.length > 0 && (
        <select aria-label="Year" value={state.year ?? ''} onChange={(e) => update({ year: e.target.value || null })}>
          <option value="">{ALL_YEARS}</option>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      )}
      {/* Both controls show the CURRENT state: the sort in use, and the view that is pressed. */}
      {sortOptions.length > 0 && (
        <button type="button" data-filter-sort title={nextSortLabel ? `Change the order (next: ${nextSortLabel})` : undefined} onClick={() => update({ sort: nextSort(sortOptions, state.sort) })}>
          Sort: {sortLabel}
        </button>
      )}
      <div className="filter-view" role="group" aria-label="View" data-filter-view>
        {VIEWS.map((v) => (
          <button key={v.value} type="button" aria-pressed={state.view === v.value} onClick={() => update({ view: v.value })}>
            {v.label}
          </button>
        ))}
      </div>
      {showThemeToggle && (
        <button type="button" data-filter-theme aria-label="Toggle theme" onClick={onThemeToggle}>
          Theme
        </button>
      )}
    </div>
  );
}
