import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withAdSlots } from '#core/format/ad-slots.ts';
import { carouselButtonText, carouselCounter } from '#core/format/carousel.ts';
import { formatDate, formatDateTime } from '#core/format/dates.ts';
import { listingHeading, pageFooterText, pageRange, rangeText, searchBannerCount, searchBannerTitle, seriesPartText } from '#core/format/listing.ts';
import { blogPagination, homePagination, totalPagesFor } from '#core/format/pagination.ts';
import { excerpt, gridExcerpt, homeExcerpt, readingTime, readingTimeFromWords, stripTags, suggestionExcerpt, titleOrFallback } from '#core/format/text.ts';
import { articleUrl, categoryUrl, footerCategoryUrl, listingUrl, searchUrl, staticPageUrl } from '#core/urls.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

describe('stripTags', () => {
  it('drops tags, comments, script and style bodies and collapses whitespace', () => {
    expect(stripTags('<p>Hello <b>UPSC</b>\n\n aspirants</p><!-- x --><script>alert(1)</script><style>p{}</style>')).toBe('Hello UPSC aspirants');
  });
  it('decodes entities', () => {
    expect(stripTags('GS &amp; GK &lt;2026&gt; &#8377;500 &#x2014; it&#39;s&nbsp;here')).toBe("GS & GK <2026> ₹500 — it's here");
  });
});

describe('excerpt', () => {
  it('cuts at 140 characters plus an ellipsis in the grid', () => {
    const text = 'a'.repeat(200);
    expect(gridExcerpt(`<p>${text}</p>`)).toBe(`${'a'.repeat(140)}...`);
  });
  it('keeps text that fits as it is', () => {
    expect(gridExcerpt('<p>Short <em>text</em>.</p>')).toBe('Short text.');
    expect(gridExcerpt('x'.repeat(140))).toBe('x'.repeat(140));
  });
  it('uses 120 on cards (home feed) and 80 in suggestions', () => {
    const text = 'b'.repeat(300);
    expect(homeExcerpt(text)).toBe(`${'b'.repeat(120)}...`);
    expect(suggestionExcerpt(text)).toBe(`${'b'.repeat(80)}...`);
    expect(excerpt(text, 10)).toBe('bbbbbbbbbb...');
  });
  it('does not leave a trailing space before the ellipsis', () => {
    expect(excerpt('abcd efgh', 5)).toBe('abcd...');
  });
  it("gives 'Read More!' in the grid and 'Click To Read More!' on the home feed for missing or empty content", () => {
    for (const empty of [undefined, null, '', '   ', '<p> </p>', '<br/>']) {
      expect(gridExcerpt(empty)).toBe('Read More!');
      expect(homeExcerpt(empty)).toBe('Click To Read More!');
    }
  });
  it("gives 'Content unavailable' when the content cannot be read", () => {
    expect(gridExcerpt({ html: 'x' })).toBe('Content unavailable');
    expect(homeExcerpt(42)).toBe('Content unavailable');
    const throwing = { toString: () => { throw new Error('boom'); } };
    expect(gridExcerpt(throwing)).toBe('Content unavailable');
  });
  it('never exceeds length + 3 and never contains a tag (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 200 }), (s, n) => {
        const out = excerpt(s, n, 'EMPTY');
        expect(out.length).toBeLessThanOrEqual(Math.max(n + 3, 'EMPTY'.length, 'Content unavailable'.length));
        expect(/<[a-z/!][^>]*>/i.test(out)).toBe(false);
      }),
    );
  });
});

describe('reading time', () => {
  it('is words / 200 rounded up, at least 1', () => {
    expect(readingTime(`<p>${words(1)}</p>`)).toBe('1 min read');
    expect(readingTime(words(200))).toBe('1 min read');
    expect(readingTime(words(201))).toBe('2 min read');
    expect(readingTime(`<h2>Title</h2><p>${words(999)}</p>`)).toBe('5 min read');
    expect(readingTime(words(1001))).toBe('6 min read');
  });
  it("is '5 min read' without content", () => {
    expect(readingTime(undefined)).toBe('5 min read');
    expect(readingTime(null)).toBe('5 min read');
    expect(readingTime('')).toBe('5 min read');
    expect(readingTime('<p></p>')).toBe('5 min read');
  });
  it('works from a word count too', () => {
    expect(readingTimeFromWords(0)).toBe('5 min read');
    expect(readingTimeFromWords(undefined)).toBe('5 min read');
    expect(readingTimeFromWords(17)).toBe('1 min read');
    expect(readingTimeFromWords(1500)).toBe('8 min read');
  });
});

describe('dates', () => {
  it('are US short dates in the site time zone (IST)', () => {
    expect(formatDate('2026-11-05T10:00:00Z')).toBe('Nov 5, 2026');
    expect(formatDate(new Date('2026-01-31T00:00:00Z'))).toBe('Jan 31, 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2026-11-05T20:00:00Z')).toBe('Nov 6, 2026');
    expect(formatDate(Date.UTC(2025, 6, 4, 6))).toBe('Jul 4, 2025');
  });
  it("are 'Unknown date' when missing or invalid", () => {
    for (const bad of [undefined, null, '', 'not a date', {}, Number.NaN]) expect(formatDate(bad)).toBe('Unknown date');
    expect(formatDateTime('nope')).toBe('Unknown date');
  });
  it('date-times carry the time and zone', () => {
    expect(formatDateTime('2026-11-05T10:00:00Z')).toMatch(/^Nov 5, 2026, 3:30\sPM IST$/);
  });
});

describe('titles', () => {
  it("fall back to 'Untitled Article'", () => {
    expect(titleOrFallback('')).toBe('Untitled Article');
    expect(titleOrFallback('  ')).toBe('Untitled Article');
    expect(titleOrFallback(null)).toBe('Untitled Article');
    expect(titleOrFallback(' SSC CGL ')).toBe('SSC CGL');
  });
});

describe('blog pagination window', () => {
  it('shows at most 5 numbers starting 2 before the current page (minimum 1)', () => {
    expect(blogPagination(1, 10).pages).toEqual([1, 2, 3, 4, 5]);
    expect(blogPagination(2, 10).pages).toEqual([1, 2, 3, 4, 5]);
    expect(blogPagination(3, 10).pages).toEqual([1, 2, 3, 4, 5]);
    expect(blogPagination(4, 10).pages).toEqual([2, 3, 4, 5, 6]);
    expect(blogPagination(7, 10).pages).toEqual([5, 6, 7, 8, 9]);
    expect(blogPagination(9, 10).pages).toEqual([7, 8, 9, 10]);
    expect(blogPagination(10, 10).pages).toEqual([8, 9, 10]);
    expect(blogPagination(1, 1).pages).toEqual([1]);
    expect(blogPagination(2, 3).pages).toEqual([1, 2, 3]);
  });
  it('shows First/Previous above page 1 and Next/Last below the last page', () => {
    expect(blogPagination(1, 10)).toMatchObject({ first: false, previous: false, next: true, last: true });
    expect(blogPagination(5, 10)).toMatchObject({ first: true, previous: true, next: true, last: true });
    expect(blogPagination(10, 10)).toMatchObject({ first: true, previous: true, next: false, last: false });
    expect(blogPagination(1, 1)).toMatchObject({ first: false, previous: false, next: false, last: false });
  });
  it('clamps out-of-range input', () => {
    expect(blogPagination(0, 3).pages).toEqual([1, 2, 3]);
    expect(blogPagination(99, 3)).toMatchObject({ pages: [1, 2, 3], next: false });
    expect(blogPagination(1, 0).pages).toEqual([1]);
  });
  it('always contains the current page and at most 5 numbers (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, p) => {
        const page = Math.min(p, total);
        const { pages } = blogPagination(page, total);
        expect(pages).toContain(page);
        expect(pages.length).toBeLessThanOrEqual(5);
        expect(pages[0]).toBe(Math.max(1, page - 2));
        expect(pages.at(-1)).toBeLessThanOrEqual(total);
      }),
    );
  });
});

describe('home pagination', () => {
  it('lists every page up to 7', () => {
    expect(homePagination(1, 1)).toEqual([1]);
    expect(homePagination(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('near the start: 1 2 3 4 5 … N', () => {
    for (const c of [1, 2, 3, 4]) expect(homePagination(c, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
  });
  it('near the end: 1 … N-4 … N', () => {
    for (const c of [17, 18, 19, 20]) expect(homePagination(c, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });
  it('in the middle: 1 … c-1 c c+1 … N', () => {
    expect(homePagination(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(homePagination(16, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
  });
  it('with 8 pages there is no middle form', () => {
    expect(homePagination(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(homePagination(5, 8)).toEqual([1, 'ellipsis', 4, 5, 6, 7, 8]);
  });
  it('always shows the first, last and current page, ascending (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (total, p) => {
        const page = Math.min(p, total);
        const items = homePagination(page, total);
        const numbers = items.filter((i): i is number => i !== 'ellipsis');
        expect(numbers).toContain(1);
        expect(numbers).toContain(total);
        expect(numbers).toContain(page);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(items.length).toBeLessThanOrEqual(7);
      }),
    );
  });
});

describe('listing texts', () => {
  it('headings', () => {
    expect(listingHeading({ page: 1 })).toBe('Latest Articles');
    expect(listingHeading({ page: 3 })).toBe('Articles - Page 3');
    expect(listingHeading({ page: 1, searchTerm: 'ssc', count: 12 })).toBe('Search Results (12)');
    expect(listingHeading({ page: 2, searchTerm: '   ', count: 12 })).toBe('Articles - Page 2');
  });
  it('range and footer texts', () => {
    expect(rangeText(1, 30, 301)).toBe('Showing 1 - 30 of 301 articles');
    expect(rangeText(11, 30, 301)).toBe('Showing 301 - 301 of 301 articles');
    expect(rangeText(1, 30, 0)).toBe('Showing 0 - 0 of 0 articles');
    expect(pageRange(2, 30, 45)).toEqual({ from: 31, to: 45 });
    expect(pageFooterText(2, 11, 301)).toBe('Page 2 of 11 (301 total articles)');
    expect(totalPagesFor(301, 30)).toBe(11);
    expect(totalPagesFor(0, 30)).toBe(1);
  });
  it('search banner', () => {
    expect(searchBannerTitle('upsc syllabus')).toBe('Search Results for "upsc syllabus"');
    expect(searchBannerCount(7)).toBe('7 articles found');
  });
  it('series and carousel texts', () => {
    expect(seriesPartText(2, 6)).toBe('Part 2 of 6');
    expect(carouselCounter(0, 5)).toBe('1 / 5');
    expect(carouselCounter(0, 0)).toBe('0 / 0');
    expect(carouselButtonText('mock')).toBe('Start Test');
    expect(carouselButtonText('live')).toBe('Join Live');
    expect(carouselButtonText('series')).toBe('Read More');
    expect(carouselButtonText('resource')).toBe('Download');
    expect(carouselButtonText('other')).toBe('Learn More');
    expect(carouselButtonText('anything')).toBe('Learn More');
  });
});

describe('URL builders', () => {
  it('category URLs encode the name', () => {
    expect(categoryUrl('/blog', 'General Studies & GK')).toBe('/blog/category/General%20Studies%20%26%20GK');
    expect(categoryUrl('/blog/', 'SSC')).toBe('/blog/category/SSC');
    expect(footerCategoryUrl('General Studies & GK')).toBe('/category/General%20Studies%20%26%20GK');
    expect(footerCategoryUrl('State PSC')).toBe('/category/State%20PSC');
  });
  it('listing URLs: trimmed encoded search, page 1 without a page parameter', () => {
    expect(listingUrl('/blog')).toBe('/blog');
    expect(listingUrl('/blog', { page: 1 })).toBe('/blog');
    expect(listingUrl('/blog', { page: 2 })).toBe('/blog?page=2');
    expect(listingUrl('/blog', { search: '  ssc cgl ' })).toBe('/blog?search=ssc%20cgl');
    expect(listingUrl('/blog', { search: 'a&b', page: 3 })).toBe('/blog?search=a%26b&page=3');
    expect(listingUrl('/blog', { search: '   ', page: 1 })).toBe('/blog');
    expect(listingUrl('/blog/category/General%20Studies%20%26%20GK', { page: 2 })).toBe('/blog/category/General%20Studies%20%26%20GK?page=2');
  });
  it('search URLs: an empty term goes to the base', () => {
    expect(searchUrl('/blog', '')).toBe('/blog');
    expect(searchUrl('/blog', '  ')).toBe('/blog');
    expect(searchUrl('/blog', ' polity ')).toBe('/blog?search=polity');
    expect(searchUrl('/blog', 'कक्षा 10')).toBe(`/blog?search=${encodeURIComponent('कक्षा 10')}`);
  });
  it('static page paths behind the rewrites', () => {
    expect(staticPageUrl('/blog', 1)).toBe('/blog');
    expect(staticPageUrl('/blog', 4)).toBe('/blog/page/4');
    expect(staticPageUrl('/category/SSC', 2)).toBe('/category/SSC/page/2');
  });
  it('article URLs', () => {
    expect(articleUrl('ssc-cgl-2026-syllabus')).toBe('/blog/ssc-cgl-2026-syllabus');
  });
});

describe('ad slots', () => {
  it('come after every n-th article', () => {
    const items = withAdSlots([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 5);
    expect(items.map((i) => (i.kind === 'ad' ? `ad${i.slot}` : i.article))).toEqual([1, 2, 3, 4, 5, 'ad0', 6, 7, 8, 9, 10, 'ad1', 11]);
    expect(withAdSlots([1, 2, 3], 4).some((i) => i.kind === 'ad')).toBe(false);
    expect(withAdSlots([], 4)).toEqual([]);
  });
});
