/**
 * src/lib/search/server-search.ts: Pagefind's JavaScript API over the site's
 * search API (issue 19) — what Pagefind UI gets from it, which requests it
 * makes, and how it fails.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SiteSearchHit, SiteSearchResults } from '#core/schemas/responses/site-search.ts';
import { highlightHtml, HIT_END, HIT_START } from '#core/search/highlight.ts';
import { createServerSearch, SERVER_SEARCH_PAGE, toPagefindData, type SiteSearchRequest } from '../../src/lib/search/server-search';

const hit = (i: number): SiteSearchHit => ({
  type: i === 0 ? 'Series' : 'Article',
  url: `/x/${i}/`,
  title: `Title ${i}`,
  excerptHtml: `about <mark>polity</mark> ${i}`,
  category: i === 0 ? null : 'UPSC',
  meta: i === 0 ? { parts: '3 parts' } : { date: 'Oct 11, 2025', readingTime: '7 min read' },
});

/** A backend over `total` results, recording its requests. */
function backend(total: number) {
  const requests: SiteSearchRequest[] = [];
  const search = vi.fn(async (r: SiteSearchRequest): Promise<SiteSearchResults> => {
    requests.push(r);
    const from = (r.page - 1) * r.limit;
    const data = Array.from({ length: Math.max(0, Math.min(r.limit, total - from)) }, (_, k) => hit(from + k));
    return {
      data,
      pagination: { total, page: r.page, limit: r.limit, totalPages: Math.ceil(total / r.limit) } as SiteSearchResults['pagination'],
      filters: { Type: { Article: total - 1, Series: 1 }, Category: { UPSC: total - 1 } },
      unfilteredTotal: total + 5,
    };
  });
  const filters = vi.fn(async () => ({ Type: { Article: 100, Series: 2 }, Category: { UPSC: 60, SSC: 40 } }));
  return { requests, search, filters };
}

describe('server search (Pagefind API over /public/site-search)', () => {
  it('answers every result at once and loads a page of ten only when a result is shown', async () => {
    const b = backend(23);
    const s = createServerSearch(b);
    const response = await s.search('  polity ', { filters: {} });
    expect(response.results).toHaveLength(23);
    expect(response.unfilteredResultCount).toBe(28);
    expect(response.filters).toEqual({ Type: { Article: 22, Series: 1 }, Category: { UPSC: 22 } });
    expect(b.requests).toEqual([{ q: 'polity', type: undefined, category: undefined, page: 1, limit: SERVER_SEARCH_PAGE }]);
    // The first five (what Pagefind UI shows first) come from the first answer.
    const first = await Promise.all(response.results.slice(0, 5).map((r) => r.data()));
    expect(first.map((d) => d.url)).toEqual(['/x/0/', '/x/1/', '/x/2/', '/x/3/', '/x/4/']);
    expect(b.requests).toHaveLength(1);
    // "Load more" past ten asks for page 2 once, however many results it shows.
    const more = await Promise.all(response.results.slice(10, 15).map((r) => r.data()));
    expect(more.map((d) => d.meta.title)).toEqual(['Title 10', 'Title 11', 'Title 12', 'Title 13', 'Title 14']);
    expect(b.requests.map((r) => r.page)).toEqual([1, 2]);
    expect(new Set(response.results.map((r) => r.id)).size).toBe(23);
  });

  it('gives Pagefind UI the fields it renders: title, excerpt, meta, filters', () => {
    expect(toPagefindData(hit(1))).toMatchObject({
      url: '/x/1/',
      excerpt: 'about <mark>polity</mark> 1',
      meta: { title: 'Title 1', date: 'Oct 11, 2025', readingTime: '7 min read' },
      filters: { Type: ['Article'], Category: ['UPSC'] },
      sub_results: [{ url: '/x/1/', excerpt: 'about <mark>polity</mark> 1' }],
    });
    expect(toPagefindData(hit(0)).filters).toEqual({ Type: ['Series'] });
  });

  it('passes one filter value on, and answers two values of one filter with nothing (a page has one type)', async () => {
    const b = backend(3);
    const s = createServerSearch(b);
    await s.search('polity', { filters: { Type: ['Article'], Category: 'UPSC' } });
    expect(b.requests[0]).toMatchObject({ type: 'Article', category: 'UPSC' });
    const none = await s.search('polity', { filters: { Type: ['Article', 'Series'] } });
    expect(none.results).toEqual([]);
    expect(b.requests).toHaveLength(1);
    expect((await s.search('   ')).results).toEqual([]);
    expect(b.requests).toHaveLength(1);
  });

  it('asks for the filter totals once, and again after a failure', async () => {
    const b = backend(1);
    const onError = vi.fn();
    let fail = true;
    const s = createServerSearch({
      ...b,
      filters: async () => {
        if (fail) throw new Error('offline');
        return b.filters();
      },
      onError,
    });
    expect(await s.filters()).toEqual({});
    expect(onError).toHaveBeenCalledTimes(1);
    fail = false;
    expect(await s.filters()).toEqual({ Type: { Article: 100, Series: 2 }, Category: { UPSC: 60, SSC: 40 } });
    await s.filters();
    expect(b.filters).toHaveBeenCalledTimes(1);
  });

  it('reports a failed search and shows no results; the next success clears it', async () => {
    const events: string[] = [];
    let fail = true;
    const b = backend(2);
    const s = createServerSearch({
      search: async (r) => {
        if (fail) throw new Error('offline');
        return b.search(r);
      },
      filters: b.filters,
      onError: () => events.push('error'),
      onSuccess: () => events.push('ok'),
    });
    expect((await s.search('polity')).results).toEqual([]);
    fail = false;
    expect((await s.search('polity')).results).toHaveLength(2);
    expect(events).toEqual(['error', 'ok']);
  });
});

describe('search excerpts (core/search/highlight.ts)', () => {
  it('escapes everything and turns only the marks into <mark>', () => {
    expect(highlightHtml(`a <b>&"' ${HIT_START}Polity${HIT_END} x ${HIT_START}rights${HIT_END}`)).toBe(
      'a &#60;b&#62;&#38;&#34;&#39; <mark>Polity</mark> x <mark>rights</mark>',
    );
    // An unclosed mark is closed; a stray end mark and other control characters are dropped.
    expect(highlightHtml(`${HIT_END}x\u0007 ${HIT_START}y`)).toBe('x <mark>y</mark>');
  });
});
