// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFilters } from '#src/islands/filters/list-filter.ts';
import { mount } from '#src/islands/filters/mount.tsx';

function page() {
  document.body.innerHTML = `
    <div id="list">
      <section data-filter-group id="g-books">
        <ul>
          <li data-filter-item data-title="Indian Polity" data-text="Laxmikanth UPSC CSE" data-category="Books" data-year="2024" data-sort-title="Indian Polity" data-sort-year="2024">Polity</li>
          <li data-filter-item data-title="Quantitative Aptitude" data-text="Aggarwal SSC CGL" data-category="Books" data-year="2022" data-sort-title="Quantitative Aptitude" data-sort-year="2022">Quant</li>
        </ul>
      </section>
      <section data-filter-group id="g-papers">
        <ul>
          <li data-filter-item data-title="SSC CGL 2023 Tier 1" data-text="previous paper" data-category="Previous Year Papers" data-year="2023" data-sort-title="SSC CGL 2023 Tier 1" data-sort-year="2023">Paper</li>
        </ul>
      </section>
    </div>`;
  return document.getElementById('list')!;
}

const base = { search: '', category: null, year: null, sort: null, view: 'grid' as const };
const visible = () => [...document.querySelectorAll<HTMLElement>('[data-filter-item]')].filter((i) => !i.hidden).map((i) => i.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('applyFilters', () => {
  it('filters by search text, category and year and hides empty groups', () => {
    const list = page();
    expect(applyFilters(list, { ...base, search: '  ssc ' })).toEqual({ shown: 2, total: 3 });
    expect(visible()).toEqual(['Quant', 'Paper']);
    expect(applyFilters(list, { ...base, category: 'Books' })).toEqual({ shown: 2, total: 3 });
    expect(document.getElementById('g-papers')!.hidden).toBe(true);
    expect(applyFilters(list, { ...base, year: '2023' }).shown).toBe(1);
    expect(document.getElementById('g-books')!.hidden).toBe(true);
    expect(applyFilters(list, base)).toEqual({ shown: 3, total: 3 });
    expect(document.getElementById('g-books')!.hidden).toBe(false);
  });

  it('sorts inside each list (a leading - sorts descending) and sets the view', () => {
    const list = page();
    applyFilters(list, { ...base, sort: 'title', view: 'list' });
    expect(visible()).toEqual(['Polity', 'Quant', 'Paper']);
    expect(list.dataset.view).toBe('list');
    applyFilters(list, { ...base, sort: 'year' });
    expect(visible()).toEqual(['Quant', 'Polity', 'Paper']);
    applyFilters(list, { ...base, sort: '-year' });
    expect(visible()).toEqual(['Polity', 'Quant', 'Paper']);
  });
});

describe('filter bar mount', () => {
  it('drives the server-rendered list from the bar (All, All Years, sort cycling, count)', async () => {
    page();
    const host = document.createElement('div');
    Object.assign(host.dataset, {
      target: '#list',
      label: 'books',
      categories: JSON.stringify(['Books', 'Previous Year Papers']),
      years: JSON.stringify(['2024', '2023', '2022']),
      sorts: JSON.stringify([
        { value: 'title', label: 'Title A–Z' },
        { value: '-year', label: 'Newest first' },
      ]),
    });
    document.body.prepend(host);
    await act(async () => mount(host));
    expect(screen.getByRole('button', { name: 'All' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'All Years' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous Year Papers' })));
    expect(visible()).toEqual(['Paper']);
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 books');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'All' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sort: Title A–Z' })));
    expect(screen.getByRole('button', { name: 'Sort: Newest first' })).toBeTruthy();
    expect(visible()).toEqual(['Polity', 'Quant', 'Paper']);
    await act(async () => fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz' } }));
    expect(screen.getByRole('status').textContent).toBe('No books match these filters.');
  });
});

