// @vitest-environment jsdom
/**
 * Issue 27: the public pages' small islands on a Hindi page (`<html lang="hi">`):
 * the filter bar and its plural-aware count, the search overlay, the live feed
 * and the download count read the "widgets" dictionary area; English stays as
 * it was (the islands' own tests).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterCountText, mount as mountFilters } from '#src/islands/filters/mount.tsx';
import SearchOverlay from '#src/islands/search/SearchOverlay.tsx';
import LiveFeed from '#src/islands/live/LiveFeed.tsx';
import { showDownloadCount } from '#src/islands/downloads/show-count.ts';
import { pickHouseAd } from '#src/islands/ads/house.ts';

beforeEach(() => {
  document.documentElement.lang = 'hi';
});
afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
  document.body.innerHTML = '';
});

describe('filter count (plural-aware)', () => {
  it('Hindi: the noun follows the shown count; English unchanged', () => {
    expect(filterCountText('hi', 'books', { shown: 1, total: 5 })).toBe('कुल 5 में से 1 किताब');
    expect(filterCountText('hi', 'books', { shown: 3, total: 5 })).toBe('कुल 5 में से 3 किताबें');
    expect(filterCountText('hi', 'books', { shown: 0, total: 5 })).toBe('इन फ़िल्टर के अनुसार कोई किताब नहीं है।');
    expect(filterCountText('hi', 'tests', { shown: 2, total: 12 })).toBe('कुल 12 में से 2 टेस्ट');
    expect(filterCountText('en', 'books', { shown: 1, total: 3 })).toBe('Showing 1 of 3 books');
    expect(filterCountText('en', 'tests', { shown: 0, total: 3 })).toBe('No tests match these filters.');
    expect(filterCountText('hi', 'books', { shown: 5, total: 5 })).toBe('');
    // A label the dictionary does not know is used as it is.
    expect(filterCountText('en', 'papers', { shown: 2, total: 4 })).toBe('Showing 2 of 4 papers');
  });

  it('the mounted bar on a Hindi page: All, All Years, search and count in Hindi', async () => {
    document.body.innerHTML = `<div id="list"><section data-filter-group><ul>
      <li data-filter-item data-title="Indian Polity" data-text="UPSC" data-category="Books" data-year="2024">Polity</li>
      <li data-filter-item data-title="SSC CGL 2023" data-text="paper" data-category="Papers" data-year="2023">Paper</li>
    </ul></section></div>`;
    const host = document.createElement('div');
    Object.assign(host.dataset, { target: '#list', label: 'books', categories: JSON.stringify(['Books', 'Papers']), years: JSON.stringify(['2024', '2023']) });
    document.body.prepend(host);
    await act(async () => mountFilters(host));
    expect(screen.getByRole('button', { name: 'सभी' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'सभी वर्ष' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'किताबें खोजें...' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Papers' })));
    expect(screen.getByRole('status').textContent).toBe('कुल 2 में से 1 किताब');
  });
});

describe('search overlay on a Hindi page', () => {
  it('Hindi chrome; the suggestion and the blog search stay under /hi/', async () => {
    const navigate = vi.fn();
    const fetcher = vi.fn(async () => [{ postSlug: 'bharat-ka-samvidhan', postTitle: 'भारत का संविधान', postExcerpt: '' }]);
    render(<SearchOverlay onClose={() => undefined} fetcher={fetcher as never} navigate={navigate} />);
    const input = screen.getByRole('combobox', { name: 'परीक्षा, विषय या कोर्स खोजें...' });
    expect(screen.getByRole('button', { name: 'खोज बंद करें' })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'भारत' } });
    const option = await screen.findByRole('option', { name: /भारत का संविधान/ });
    expect(option.getAttribute('data-href')).toBe('/hi/blog/bharat-ka-samvidhan');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/hi/blog?search=%E0%A4%AD%E0%A4%BE%E0%A4%B0%E0%A4%A4');
  });
});

describe('live feed, counts and ads on a Hindi page', () => {
  it('empty feed and event time in Hindi', () => {
    const page = { id: 1, title: 'x', slug: 'x', description: '', status: 'live', lang: 'hi', eventCount: 0, createdAt: '', updatedAt: '', lastEventAt: null, events: [] } as const;
    const { unmount } = render(<LiveFeed page={{ ...page, events: [] }} />);
    expect(screen.getByRole('heading', { name: 'अभी कोई अपडेट नहीं' })).toBeTruthy();
    unmount();
    render(<LiveFeed page={{ ...page, events: [{ id: 1, title: 'u', body: '', createdAt: '2026-01-05T10:00:00Z' }] }} />);
    expect(document.querySelector('time')?.textContent).toBe('5 जन॰ 2026, 3:30 pm IST');
  });

  it('an English page\'s updates keep lang="en" on a Hindi page; a Hindi page\'s need no mark', () => {
    const page = { id: 1, title: 'x', slug: 'x', description: '', status: 'live', eventCount: 1, createdAt: '', updatedAt: '', lastEventAt: null } as const;
    const events = [{ id: 1, title: 'Answer key out', body: 'Objections open', createdAt: '2026-01-05T10:00:00Z' }];
    const { unmount } = render(<LiveFeed page={{ ...page, lang: 'en', events }} />);
    expect(document.querySelector('.event-card')?.getAttribute('lang')).toBe('en');
    unmount();
    render(<LiveFeed page={{ ...page, lang: 'hi', events }} />);
    expect(document.querySelector('.event-card')?.hasAttribute('lang')).toBe(false);
  });

  it('download count and the sample ad', () => {
    document.body.innerHTML = '<span data-download-count="7" data-count="0"></span>';
    expect(showDownloadCount(document, '7', 1234)).toBe(true);
    expect(document.querySelector('[data-download-count]')?.textContent).toBe('1,234 डाउनलोड');
    expect(pickHouseAd([])).toMatchObject({ title: 'मुफ़्त समयबद्ध मॉक टेस्ट से अभ्यास करें', textUrl: '/hi/mock-test' });
  });
});
