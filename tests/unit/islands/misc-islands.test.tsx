// @vitest-environment jsdom
/** Footer categories fallback, the generic filter bar and the ad-network slot. */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount as mountNetwork } from '#src/islands/ads/network.ts';
import FilterBar, { nextSort } from '#src/islands/filters/FilterBar.tsx';
import { mount as mountFooter } from '#src/islands/footer/mount.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('footer categories', () => {
  const setup = () => {
    document.body.innerHTML = '<nav><p data-footer-categories-error>Categories temporarily unavailable</p></nav>';
    return document.querySelector<HTMLElement>('[data-footer-categories-error]')!;
  };
  it('shows up to 8 categories from the API', async () => {
    await mountFooter(setup(), async () => Array.from({ length: 10 }, (_, i) => `Cat ${i}`));
    const links = Array.from(document.querySelectorAll('[data-footer-categories] a'));
    expect(links).toHaveLength(8);
    expect(links[0].getAttribute('href')).toBe('/category/Cat%200');
    expect(document.body.textContent).not.toContain('Categories temporarily unavailable');
  });
  it("keeps 'Categories temporarily unavailable' on failure", async () => {
    await mountFooter(setup(), () => Promise.reject(new Error('down')));
    expect(document.body.textContent).toContain('Categories temporarily unavailable');
  });
});

describe('filter bar', () => {
  it("has 'All', 'All Years', a cycling sort button and a view toggle", () => {
    const onChange = vi.fn();
    const sorts = [
      { value: 'new', label: 'Newest' },
      { value: 'old', label: 'Oldest' },
      { value: 'az', label: 'A-Z' },
    ];
    render(<FilterBar categories={['SSC', 'UPSC']} years={[2025, 2024]} sortOptions={sorts} onChange={onChange} showThemeToggle onThemeToggle={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'SSC' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'SSC' }));
    expect(screen.getByRole('option', { name: 'All Years' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2024' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ year: '2024' }));
    // Both the sort button and the view toggle show the current state.
    const sort = screen.getByRole('button', { name: 'Sort: Newest' });
    expect(sort.getAttribute('title')).toBe('Change the order (next: Oldest)');
    fireEvent.click(sort);
    expect(sort.textContent).toBe('Sort: Oldest');
    fireEvent.click(sort);
    expect(sort.textContent).toBe('Sort: A-Z');
    fireEvent.click(sort);
    expect(sort.textContent).toBe('Sort: Newest');
    const view = screen.getByRole('group', { name: 'View' });
    const grid = within(view).getByRole('button', { name: 'Grid' });
    const list = within(view).getByRole('button', { name: 'List' });
    expect([grid.getAttribute('aria-pressed'), list.getAttribute('aria-pressed')]).toEqual(['true', 'false']);
    fireEvent.click(list);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ view: 'list' }));
    expect([grid.getAttribute('aria-pressed'), list.getAttribute('aria-pressed')]).toEqual(['false', 'true']);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'cgl' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'cgl', category: 'SSC', year: '2024', sort: 'new', view: 'list' }));
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeTruthy();
    expect(nextSort([], null)).toBeNull();
  });
});

describe('ad-network slot', () => {
  it('adds the network script once (async) only with a client, and shows nothing on failure', () => {
    document.body.innerHTML = '<div data-ad-network-slot data-ad-client="ca-pub-1" data-ad-slot="42"></div><div data-ad-network-slot></div>';
    const [a, b] = Array.from(document.querySelectorAll<HTMLElement>('[data-ad-network-slot]'));
    mountNetwork(b);
    expect(b.hidden).toBe(true);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    mountNetwork(a);
    const script = document.head.querySelector('script')!;
    expect(script.async).toBe(true);
    expect(script.src).toContain('client=ca-pub-1');
    expect(a.querySelector('ins')?.getAttribute('data-ad-slot')).toBe('42');
    script.dispatchEvent(new Event('error'));
    return Promise.resolve().then(() => expect(a.hidden).toBe(true));
  });
});
