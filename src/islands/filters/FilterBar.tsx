/**
 * The generic search-and-filter bar (spec section 2): search input, category
 * buttons including 'All', a year select with 'All Years', a sort button that
 * cycles through the given options (it shows the sort in use), a grid/list
 * toggle (the current view is pressed) and an optional theme toggle.
 * Controlled through callbacks; holds its own UI state.
 */
import { useState } from 'react';
import { filters as en } from '#core/i18n/en/widgets/filters.ts';
import { filters as hi } from '#core/i18n/hi/widgets/filters.ts';
import { pick } from '#core/i18n/pick.ts';
import type { Locale } from '#core/i18n/locales.ts';
import { useLocale } from '../i18n/locale';

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
  /** The categories' own language when it is not the page's (English resource categories on /hi/): set as `lang`. */
  categoriesLang?: string;
  years?: (string | number)[];
  sortOptions?: SortOption[];
  initial?: Partial<FilterState>;
  onChange?: (state: FilterState) => void;
  showThemeToggle?: boolean;
  onThemeToggle?: () => void;
  searchPlaceholder?: string;
}

export type FiltersText = typeof hi;

export function filtersText(locale: Locale): FiltersText {
  return pick<FiltersText>(locale, { en, hi });
}

const VIEWS: ViewMode[] = ['grid', 'list'];

/** The sort option after `current` (wraps; the first when current is unknown). */
export function nextSort(options: readonly SortOption[], current: string | null): string | null {
  if (!options.length) return null;
  const i = options.findIndex((o) => o.value === current);
  return options[(i + 1) % options.length].value;
}

export default function FilterBar({ categories, categoriesLang, years = [], sortOptions = [], initial = {}, onChange, showThemeToggle = false, onThemeToggle, searchPlaceholder }: FilterBarProps) {
  const t = filtersText(useLocale());
  const placeholder = searchPlaceholder ?? t.search;
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
      <input type="search" value={state.search} placeholder={placeholder} aria-label={placeholder} onChange={(e) => update({ search: e.target.value })} />
      <div className="filter-cats" role="group" aria-label={t.categories}>
        {[null, ...categories].map((c) => (
          <button key={c ?? '__all'} type="button" lang={c === null ? undefined : categoriesLang} aria-pressed={state.category === c} onClick={() => update({ category: c })}>
            {c ?? t.all}
          </button>
        ))}
      </div>
      {years.length > 0 && (
        <select aria-label={t.year} value={state.year ?? ''} onChange={(e) => update({ year: e.target.value || null })}>
          <option value="">{t.allYears}</option>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      )}
      {/* Both controls show the CURRENT state: the sort in use, and the view that is pressed. */}
      {sortOptions.length > 0 && (
        <button type="button" data-filter-sort title={nextSortLabel ? t.nextSort(nextSortLabel) : undefined} onClick={() => update({ sort: nextSort(sortOptions, state.sort) })}>
          {t.sort}
          {sortLabel}
        </button>
      )}
      <div className="filter-view" role="group" aria-label={t.view} data-filter-view>
        {VIEWS.map((v) => (
          <button key={v} type="button" aria-pressed={state.view === v} onClick={() => update({ view: v })}>
            {t[v]}
          </button>
        ))}
      </div>
      {showThemeToggle && (
        <button type="button" data-filter-theme aria-label={t.toggleTheme} onClick={onThemeToggle}>
          {t.theme}
        </button>
      )}
    </div>
  );
}
