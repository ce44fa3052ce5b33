// @vitest-environment jsdom
/** Listing search: banner and heading texts, range/page texts, pagination keeping the term, empty state, house ads after every 4th article. */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleSummary } from '#core/schemas/responses/content.ts';
import { SAMPLE_AD, fillHouseAds, pickHouseAd, resetHouseAdsCache, type HouseAd } from '#src/islands/ads/house.ts';
import ListingSearch, { type ListingSearchFetcher, type SearchPage } from '#src/islands/listing/ListingSearch.tsx';

const art = (n: number): ArticleSummary => ({
  _id: String(n),
  postId: n,
  postSlug: `a-${n}`,
  postTitle: `Article ${n}`,
  postExcerpt: 'Some text',
  postCategory: 'SSC',
  postDateCreated: '2026-01-05T10:00:00Z',
  postDateUpdated: '2026-01-05T10:00:00Z',
  visits: 0,
  series: n === 1,
  wordCount: 400,
  lang: 'en',
  translation: null,
});
const page = (count: number, total: number, p = 1, limit = 30): SearchPage => ({
  data: Array.from({ length: count }, (_, i) => art(i + 1)),
  pagination: { total, page: p, limit, totalPages: Math.ceil(total / limit) },
});
const ADS: HouseAd[] = [
  { uuid: 'u1', title: 'Ad One', body: 'Body one', imageUrl: null, textUrl: '/mock-test' },
  { uuid: 'u2', title: 'Ad Two', body: '', imageUrl: '/img.png', textUrl: 'https://example.com' },
];

afterEach(() => {
  cleanup();
  resetHouseAdsCache();
});

describe('listing search island', () => {
  it('renders the banner, heading, range, page texts and pagination that keeps the term', async () => {
    const fetcher = vi.fn<ListingSearchFetcher>().mockResolvedValue(page(30, 75, 2));
    render(<ListingSearch base="/blog" term="ssc cgl" page={2} fetcher={fetcher} loadAds={async () => ADS} random={() => 0} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search Results for "ssc cgl"');
    await screen.findByText('75 articles found');
    expect(fetcher).toHaveBeenCalledWith('ssc cgl', 2, 30);
    expect(screen.getByText('Search Results (75)')).toBeTruthy();
    expect(screen.getByText('Showing 31 - 60 of 75 articles')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3 (75 total articles)')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => `${a.textContent}=${a.getAttribute('href')}`);
    expect(hrefs).toContain('First=/blog?search=ssc%20cgl');
    expect(hrefs).toContain('1=/blog?search=ssc%20cgl');
    expect(hrefs).toContain('3=/blog?search=ssc%20cgl&page=3');
    expect(hrefs).toContain('Next=/blog?search=ssc%20cgl&page=3');
    expect(screen.getByRole('link', { name: 'Clear search' }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: 'Article 1' }).getAttribute('href')).toBe('/blog/a-1');
    expect(screen.getAllByText('Series')).toHaveLength(1);
  });

  it('puts a house ad after every 4th article, chosen from the loaded ads', async () => {
    render(<ListingSearch base="/blog" term="x" page={1} fetcher={async () => page(9, 9)} loadAds={async () => ADS} random={() => 0.99} />);
    await waitFor(() => expect(document.querySelectorAll('[data-house-ad]')).toHaveLength(2));
    const items = Array.from(document.querySelectorAll('[data-article-grid] > li'));
    expect(items).toHaveLength(11);
    expect(items[4].querySelector('[data-house-ad]')).not.toBeNull();
    expect(items[9].querySelector('[data-house-ad]')).not.toBeNull();
    expect(screen.getAllByText('Ad Two', { selector: '.house-ad-title' })).toHaveLength(2);
    expect(document.querySelector('[data-house-ad] img')?.getAttribute('src')).toBe('/img.png');
  });

  it('shows the sample ad when the ads fail to load', async () => {
    render(<ListingSearch base="/blog" term="x" page={1} fetcher={async () => page(4, 4)} loadAds={() => Promise.reject(new Error('no'))} />);
    await screen.findByText(SAMPLE_AD.title, { selector: '.house-ad-title' });
  });

  it('shows the search empty state with View All Articles', async () => {
    render(<ListingSearch base="/blog/category/SSC" term="nothing" page={1} fetcher={async () => page(0, 0)} />);
    await screen.findByText('No articles found');
    expect(screen.getByText('Try adjusting your search terms or browse categories above.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Articles' }).getAttribute('href')).toBe('/blog/category/SSC');
    expect(screen.getByText('0 articles found')).toBeTruthy();
  });
});

describe('house ads', () => {
  it('picks at random and falls back to the sample ad', () => {
    expect(pickHouseAd(ADS, () => 0)).toBe(ADS[0]);
    expect(pickHouseAd(ADS, () => 0.999)).toBe(ADS[1]);
    expect(pickHouseAd([], () => 0)).toBe(SAMPLE_AD);
  });

  it('fills the static grid slots, keeping the scoped-style attribute; sample ad on failure', async () => {
    document.body.innerHTML = `<ul><li><aside class="house-ad card" data-house-ad-slot="0" data-astro-cid-abc><p class="house-ad-title" data-astro-cid-abc>Build</p></aside></li></ul>`;
    await fillHouseAds(document, async () => ADS, () => 0.9);
    const slot = document.querySelector<HTMLElement>('[data-house-ad-slot]')!;
    expect(slot.dataset.adUuid).toBe('u2');
    expect(slot.querySelector('.house-ad-title')?.textContent).toBe('Ad Two');
    expect(slot.querySelector('img')?.hasAttribute('data-astro-cid-abc')).toBe(true);
    expect(slot.querySelector('a')?.getAttribute('rel')).toBe('sponsored noopener');
    resetHouseAdsCache();
    await fillHouseAds(document, () => Promise.reject(new Error('down')));
    expect(slot.querySelector('.house-ad-title')?.textContent).toBe(SAMPLE_AD.title);
    expect(slot.querySelector('img')).toBeNull();
  });
});
