/**
 * Mounts the filter bar on a page that has `[data-filter-bar-mount]` with
 * data-target (the list's selector), data-categories, data-years and
 * data-sorts (JSON). The list itself stays server-rendered; see list-filter.ts.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Noun } from '#core/i18n/en/widgets/filters.ts';
import { documentLocale, type Locale } from '#core/i18n/locales.ts';
import FilterBar, { filtersText, type FilterState, type SortOption } from './FilterBar';
import { applyFilters } from './list-filter';
import './filters.css';

function parse<T>(json: string | undefined, fallback: T): T {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The count under the bar, in the page's language: `label` (data-label) names the list's
 * items by a key of the dictionary's nouns ("tests", "books"), whose forms follow the count;
 * any other label is used as it is.
 */
export function filterCountText(locale: Locale, label: string, result: { shown: number; total: number } | null): string {
  if (!result || result.shown === result.total) return '';
  const t = filtersText(locale);
  const noun = nounOf(locale, label);
  return result.shown === 0 ? t.none(noun) : t.showing(result.shown, result.total, noun);
}

function nounOf(locale: Locale, label: string): Noun {
  const t = filtersText(locale);
  return Object.hasOwn(t.nouns, label) ? t.nouns[label as keyof typeof t.nouns] : { one: label, other: label };
}

function ListFilters({
  target,
  categories,
  categoriesLang,
  years,
  sorts,
  label,
}: {
  target: HTMLElement;
  categories: string[];
  categoriesLang?: string;
  years: string[];
  sorts: SortOption[];
  label: string;
}) {
  const [result, setResult] = useState<{ shown: number; total: number } | null>(null);
  const onChange = (state: FilterState) => setResult(applyFilters(target, state));
  const locale = documentLocale();
  return (
    <>
      <FilterBar categories={categories} categoriesLang={categoriesLang} years={years} sortOptions={sorts} onChange={onChange} searchPlaceholder={filtersText(locale).searchIn(nounOf(locale, label))} />
      <p className="filter-count" role="status" aria-live="polite">
        {filterCountText(locale, label, result)}
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
      categoriesLang={el.dataset.categoriesLang}
      years={parse<string[]>(el.dataset.years, [])}
      sorts={parse<SortOption[]>(el.dataset.sorts, [])}
      label={el.dataset.label ?? 'items'}
    />,
  );
}
