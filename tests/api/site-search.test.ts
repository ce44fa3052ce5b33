/**
 * GET /public/site-search and /public/site-search/filters (issue 19): the
 * whole site's search from the database, for sites too large for a Pagefind
 * index — the pages Pagefind would index (articles, series, mock tests, the
 * resources page), its filters, its pages of results, its bad input.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, series } from '#db/schema.ts';
import { invalidate } from '#infra/cache/index.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { ARTICLE_SLUGS, seedFixtures, type Fixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

const json = async (res: Response) => (await res.json()) as Record<string, any>;
type Hit = { type: string; url: string; title: string; excerptHtml: string; category: string | null; meta: Record<string, string> };

describe.each(dbBackends)('site search on %s', (backend) => {
  let testDb: TestDb;
  let fx: Fixtures;
  let h: Harness;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    fx = await seedFixtures(testDb.handle.db);
    h = harness(testDb);
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  const get = async (query: string) => {
    const res = await h.request(`/public/site-search?${query}`, { ip: freshIp() });
    return { status: res.status, body: await json(res) };
  };

  it('finds every kind of page, the hubs first, each as its card shows it', async () => {
    const { status, body } = await get('q=polity&limit=50');
    expect(status).toBe(200);
    const hits = body.data as Hit[];
    const types = hits.map((x) => x.type);
    // Series, mock tests and the resources page before the articles.
    expect(types.indexOf('Article')).toBeGreaterThan(Math.max(types.lastIndexOf('Mock test'), types.lastIndexOf('Resource')));
    const mock = hits.find((x) => x.type === 'Mock test')!;
    expect(mock).toMatchObject({ url: '/mock-test/test/gs-mock-1/', title: 'GS Mock 1', category: null });
    expect(mock.meta).toEqual({ questions: expect.stringMatching(/question/), time: expect.stringMatching(/min/) });
    expect(mock.excerptHtml).toContain('<mark>Polity</mark>');
    expect(hits.find((x) => x.type === 'Resource')).toMatchObject({ url: '/resource/', title: 'Study Resources' });
    const article = hits.find((x) => x.url === `/blog/${ARTICLE_SLUGS[3]}/`)!;
    expect(article).toMatchObject({ type: 'Article', title: 'Indian Polity: Fundamental Rights in Ten Minutes', category: expect.any(String) });
    expect(article.meta).toEqual({ date: expect.stringMatching(/\d{4}/), readingTime: expect.stringMatching(/min read/) });
    expect(body.pagination.total).toBe(hits.length);
    expect(body.unfilteredTotal).toBe(hits.length);
    // The counts by type add up to the results.
    expect(Object.values(body.filters.Type as Record<string, number>).reduce((a, n) => a + n, 0)).toBe(hits.length);
    expect(body.filters.Type.Article).toBe(types.filter((t) => t === 'Article').length);
  });

  it('matches a series, a test and the resources page on what their pages show, not only their names', async () => {
    const urls = async (q: string, type: string) => ((await get(`q=${q}&type=${encodeURIComponent(type)}`)).body.data as Hit[]).map((x) => x.url);
    // A part's title (the series page lists its parts).
    expect(await urls('foundation', 'Series')).toEqual(['/series/upsc-roadmap/']);
    // The test's category (shown among its facts).
    expect(await urls('studies', 'Mock test')).toEqual(['/mock-test/test/gs-mock-1/']);
    // A book's exam (the resources page groups books by exam).
    expect(await urls('cse', 'Resource')).toEqual(['/resource/']);
    const series = (await get('q=foundation&type=Series')).body.data[0] as Hit;
    expect(series.excerptHtml).toContain('<mark>Foundation</mark>');
  });

  it('filters by type and by category as Pagefind does (only articles have a category)', async () => {
    const all = (await get('q=upsc&limit=50')).body;
    const onlyArticles = (await get('q=upsc&limit=50&type=Article')).body;
    expect((onlyArticles.data as Hit[]).every((x) => x.type === 'Article')).toBe(true);
    expect(onlyArticles.pagination.total).toBe(all.filters.Type.Article);
    expect(onlyArticles.unfilteredTotal).toBe(all.pagination.total);
    const onlySeries = (await get('q=upsc&limit=50&type=Series')).body;
    expect((onlySeries.data as Hit[]).map((x) => x.url)).toEqual(['/series/upsc-roadmap/']);
    expect(onlySeries.data[0].meta).toEqual({ parts: '3 parts' });
    expect(onlySeries.filters.Type).toMatchObject({ Series: 1, Article: 0 });

    const upsc = (await get('q=upsc&limit=50&category=UPSC')).body;
    expect(upsc.data.length).toBeGreaterThan(0);
    expect((upsc.data as Hit[]).every((x) => x.type === 'Article' && x.category === 'UPSC')).toBe(true);
    expect(upsc.pagination.total).toBe(all.filters.Category.UPSC);
    expect(upsc.filters.Category).toMatchObject({ UPSC: upsc.pagination.total, SSC: 0, Banking: 0 });
    expect((await get('q=upsc&category=Nope')).body.pagination.total).toBe(0);
    expect((await get('q=upsc&category=UPSC&type=Series')).body.pagination.total).toBe(0);
  });

  it('pages through the same order as one long page', async () => {
    const whole = (await get('q=upsc&limit=50')).body.data as Hit[];
    expect(whole.length).toBeGreaterThanOrEqual(4);
    const paged: Hit[] = [];
    for (let page = 1; page <= whole.length; page++) paged.push(...((await get(`q=upsc&limit=1&page=${page}`)).body.data as Hit[]));
    expect(paged.map((x) => x.url)).toEqual(whole.map((x) => x.url));
    const past = (await get(`q=upsc&limit=10&page=99`)).body;
    expect(past.data).toEqual([]);
    expect(past.pagination.total).toBe(whole.length);
  });

  it('escapes what it shows: only its own <mark> is HTML', async () => {
    await testDb.handle.db
      .update(articles)
      .set({ excerptSource: 'Zephyrine <img src=x onerror=alert(1)> & "quotes" zephyrine' })
      .where(eq(articles.slug, ARTICLE_SLUGS[0]));
    await invalidate(h.deps.cache, 'articles');
    const { body } = await get('q=zephyrine');
    expect(body.data).toHaveLength(1);
    const html = body.data[0].excerptHtml as string;
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;');
    expect(html.match(/<mark>/g)).toHaveLength(2);
  });

  it('sees a renamed series once its area is invalidated, as after an admin write', async () => {
    expect((await get('q=quizzical')).body.pagination.total).toBe(0);
    await testDb.handle.db.update(series).set({ name: 'Quizzical Roadmap' }).where(eq(series.id, fx.series.id));
    await invalidate(h.deps.cache, 'series');
    const { body } = await get('q=quizzical');
    expect(body.data.map((x: Hit) => x.url)).toEqual(['/series/upsc-roadmap/']);
    await testDb.handle.db.update(series).set({ name: 'UPSC Roadmap' }).where(eq(series.id, fx.series.id));
    await invalidate(h.deps.cache, 'series');
  });

  it('answers a query with nothing searchable with no results, and bad input with 400 and the reason', async () => {
    expect((await get('q=%21%21')).body).toMatchObject({ data: [], pagination: { total: 0 }, unfilteredTotal: 0 });
    const missing = await get('page=1');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Search query is required');
    const type = await get('q=upsc&type=Podcast');
    expect(type.status).toBe(400);
    expect(JSON.stringify(type.body)).toContain('type must be one of: Article, Series, Mock test, Resource');
    expect((await get('q=upsc&limit=500')).status).toBe(400);
    expect((await get(`q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('counts every searchable page by type and category for the filter panel', async () => {
    const res = await h.request('/public/site-search/filters', { ip: freshIp() });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    const n = (await testDb.handle.db.select({ id: articles.id }).from(articles)).length;
    expect(data.Type).toEqual({ Article: n, Series: 1, 'Mock test': 2, Resource: 1 });
    expect(Object.values(data.Category as Record<string, number>).reduce((a, x) => a + x, 0)).toBe(n);
    expect(Object.keys(data.Category).sort()).toEqual(['Banking', 'SSC', 'UPSC']);
  });
});
