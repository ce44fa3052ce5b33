/**
 * Applies the filter bar's state to a server-rendered list, without React:
 * items ([data-filter-item]) carry data-title, data-category, data-year and
 * data-sort-<value> keys; groups ([data-filter-group]) hide when none of
 * their items is left; the container gets data-view="grid|list".
 */
import type { FilterState } from './FilterBar';

export interface FilterResult {
  shown: number;
  total: number;
}

const norm = (s: string | undefined | null) => (s ?? '').toLocaleLowerCase('en-IN').trim();

export function matches(item: HTMLElement, state: FilterState): boolean {
  const d = item.dataset;
  const term = norm(state.search);
  if (term && !norm(`${d.title ?? ''} ${d.text ?? ''}`).includes(term)) return false;
  if (state.category && d.category !== state.category) return false;
  if (state.year && d.year !== state.year) return false;
  return true;
}

function sortKey(item: HTMLElement, sort: string): string | number {
  const raw = item.getAttribute(`data-sort-${sort}`) ?? '';
  const n = Number(raw);
  return raw !== '' && Number.isFinite(n) ? n : raw.toLocaleLowerCase('en-IN');
}

/** Descending for numbers flagged with a leading '-' sort value (e.g. '-year'), else ascending. */
function compare(sort: string) {
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  return (a: HTMLElement, b: HTMLElement) => {
    const x = sortKey(a, key);
    const y = sortKey(b, key);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en-IN');
    return desc ? -order : order;
  };
}

export function applyFilters(container: HTMLElement, state: FilterState): FilterResult {
  const items = [...container.querySelectorAll<HTMLElement>('[data-filter-item]')];
  let shown = 0;
  for (const item of items) {
    const visible = matches(item, state);
    item.hidden = !visible;
    if (visible) shown++;
  }
  if (state.sort) {
    const parents = new Set(items.map((i) => i.parentElement).filter((p): p is HTMLElement => Boolean(p)));
    for (const parent of parents) {
      const children = items.filter((i) => i.parentElement === parent).sort(compare(state.sort));
      for (const child of children) parent.appendChild(child);
    }
  }
  for (const group of container.querySelectorAll<HTMLElement>('[data-filter-group]')) {
    group.hidden = !group.querySelector('[data-filter-item]:not([hidden])');
  }
  container.dataset.view = state.view;
  return { shown, total: items.length };
}
