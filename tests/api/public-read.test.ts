/**
 * Every public read of issue 3 against real data: happy paths, 404s,
 * validation 400s with their messages, HTTP caching (ETag, 304, policies),
 * read-cache invalidation and visit counting.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitBuffer } from '#api/_app/visit-buffer.ts';
import { articles, bookLinks, categories } from '#db/schema.ts';
import { invalidate } from '#infra/cache/index.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { ARTICLE_SLUGS, ARTICLE_TITLES, seedFixtures, type Fixtures } from './_fixtures';
import { freshIp, harness, testCache, type Harness } from './_harness';

const json = async (res: Response) => (await res.json()) as Record<string, any>;

describe.each(dbBackends)('public reads on %s', (backend) => {
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

  const get = (path: string, init?: Parameters<Harness['request']>[1]) => h.request(path, init);

  describe('content', () => {
    it('lists categories with article counts, most articles first', async () => {
      const res = await get('/categories');
      expect(res.status).toBe(200);
      const { data } = await json(res);
      expect(data.map((c: { name: string }) => c.name)).toEqual(['UPSC', 'Banking', 'SSC']);
      expect(data[0]).toMatchObject({ _id: String(fx.categories.upsc.id), articleCount: 7 });
    });

    it('nocache=true bypasses the read cache and is not stored by HTTP caches', async () => {
      await get('/categories'); // warm
      await testDb.handle.db.update(categories).set({ name: 'Banking & Finance' }).where(eq(categories.id, fx.categories.banking.id));
      try {
        const cachedNames = (await json(await get('/categories'))).data.map((c: { name: string }) => c.name);
        expect(cachedNames).toContain('Banking');
        const fresh = await get('/categories?nocache=true');
        expect(fresh.headers.get('cache-control')).toBe('no-store');
        expect(fresh.headers.get('etag')).toBeNull();
        expect((await json(fresh)).data.map((c: { name: string }) => c.name)).toContain('Banking & Finance');
      } finally {
        await testDb.handle.db.update(categories).set({ name: 'Banking' }).where(eq(categories.id, fx.categories.banking.id));
        await invalidate(h.cache, 'categories');
      }
    });

    it('rejects a bad nocache value', async () => {
      const res = await get('/categories?nocache=yes');
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'nocache', error: "nocache must be 'true' or 'false'" });
    });

    it('GET /public/content returns the latest articles', async () => {
      const body = await json(await get('/public/content?limit=3'));
      expect(body.data.map((a: { postSlug: string }) => a.postSlug)).toEqual([ARTICLE_SLUGS[12], ARTICLE_SLUGS[11], ARTICLE_SLUGS[10]]);
      expect(body.pagination).toEqual({ total: 13, page: 1, limit: 3, totalPages: 5 });
      expect(body.data[0]).not.toHaveProperty('postContent');
    });

    it('paginates with page, limit and category', async () => {
      const body = await json(await get('/public/content/paginated?page=2&limit=2&category=SSC'));
      expect(body.pagination).toEqual({ total: 3, page: 2, limit: 2, totalPages: 2 });
      expect(body.data).toHaveLength(1);
      expect(body.data[0]).toMatchObject({ postCategory: 'SSC', postSlug: ARTICLE_SLUGS[1] });
      const defaults = await json(await get('/public/content/paginated'));
      expect(defaults.pagination).toMatchObject({ page: 1, limit: 30 });
    });

    it.each([
      ['page=0', 'page', 'page must be at least 1'],
      ['page=-3', 'page', 'page must be at least 1'],
      ['page=abc', 'page', 'page must be a whole number'],
      ['page=1.5', 'page', 'page must be a whole number'],
      ['limit=101', 'limit', 'limit must be at most 100'],
      ['limit=0', 'limit', 'limit must be at least 1'],
      ['page=10001', 'page', 'page must be at most 10000'],
      [`category=${'x'.repeat(101)}`, 'category', 'category must be at most 100 characters'],
      ['category=a%00b', 'category', 'category must not contain control characters'],
      ['page=1&page=2', 'page', 'page must be a whole number'],
    ])('400 for %s', async (query, field, message) => {
      const res = await get(`/public/content/paginated?${query}`);
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ code: 'VALIDATION_ERROR', field, error: message });
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('returns one article with content and series navigation', async () => {
      const res = await get(`/public/content/${ARTICLE_SLUGS[11]}`);
      expect(res.status).toBe(200);
      const { data } = await json(res);
      expect(data).toMatchObject({ postTitle: ARTICLE_TITLES[11], series: true, postCategory: 'UPSC' });
      expect(data.postContent).toContain('<p>');
      expect(data.seriesInfo).toMatchObject({
        slug: 'upsc-roadmap',
        order: 2,
        total: 3,
        previous: { postSlug: ARTICLE_SLUGS[10] },
        next: { postSlug: ARTICLE_SLUGS[12] },
      });
    });

    it('404 JSON for a missing article, 400 for a malformed slug', async () => {
      const missing = await get('/public/content/no-such-article');
      expect(missing.status).toBe(404);
      expect(await json(missing)).toEqual({ error: 'Article not found', code: 'NOT_FOUND' });
      const bad = await get('/public/content/bad%20slug!');
      expect(bad.status).toBe(400);
      expect(await json(bad)).toMatchObject({ field: 'slug', error: "slug must be 1-200 letters, digits, '-' or '_'" });
    });

    it('counts a view once per client per article per day, 304 revalidations included, while the body stays cacheable', async () => {
      const slug = ARTICLE_SLUGS[3];
      const visits = async () =>
        (await testDb.handle.db.select({ v: articles.visits }).from(articles).where(eq(articles.slug, slug)))[0].v;
      const counted = async () => {
        await visitBuffer(h.deps.db, h.deps.log).flush();
        return (await visits()) - before;
      };
      const before = await visits();
      const reader = freshIp();
      const first = await get(`/public/content/${slug}`, { ip: reader });
      expect(first.headers.get('cache-control')).toBe('public, no-cache');
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(`/public/content/${slug}`, { ip: reader, headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
      for (let i = 0; i < 5; i++) await get(`/public/content/${slug}`, { ip: reader });
      await get('/public/content/no-such-article', { ip: reader });
      expect(await counted()).toBe(1);

      // A first view of another article, and another reader, count.
      await get(`/public/content/${ARTICLE_SLUGS[4]}`, { ip: reader });
      const other = freshIp();
      await get(`/public/content/${slug}`, { ip: other, headers: { 'if-none-match': etag } });
      await get(`/public/content/${slug}`, { ip: other });
      expect(await counted()).toBe(2);

      // The next day the same reader counts again, once.
      h.clock.now = Date.now() + 86_400_000;
      try {
        await get(`/public/content/${slug}`, { ip: reader });
        await get(`/public/content/${slug}`, { ip: reader });
        expect(await counted()).toBe(3);
      } finally {
        h.clock.now = null;
      }
    });

    it('searches with prefix matching, title matches first, and caps the limit', async () => {
      const typing = await json(await get('/public/search?q=upsc%20pre&limit=5'));
      expect(typing.data[0].postSlug).toBe(ARTICLE_SLUGS[0]);
      expect(typing.query).toBe('upsc pre');
      const titleFirst = await json(await get('/public/search?q=syllabus'));
      expect(titleFirst.data[0].postTitle).toContain('Syllabus');
      expect(titleFirst.pagination.total).toBe(13); // every excerpt mentions the syllabus
      const websearch = await json(await get(`/public/search?q=${encodeURIComponent('"answer writing" -prelims')}`));
      expect(websearch.data.map((a: { postSlug: string }) => a.postSlug)).toEqual([ARTICLE_SLUGS[6]]);
      const paged = await json(await get('/public/search?q=syllabus&page=2&limit=5'));
      expect(paged.pagination).toEqual({ total: 13, page: 2, limit: 5, totalPages: 3 });
      const none = await json(await get('/public/search?q=zzzzqqq'));
      expect(none).toMatchObject({ data: [], pagination: { total: 0 } });
    });

    it('searches within one category, and treats case and spacing alike', async () => {
      const all = await json(await get('/public/search?q=syllabus&limit=50', { ip: freshIp() }));
      const upsc = await json(await get('/public/search?q=syllabus&limit=50&category=UPSC', { ip: freshIp() }));
      expect(upsc.data.length).toBeGreaterThan(0);
      expect(upsc.data.length).toBeLessThan(all.data.length);
      expect(upsc.data.every((a: { postCategory: string }) => a.postCategory === 'UPSC')).toBe(true);
      expect(upsc.pagination.total).toBe(all.data.filter((a: { postCategory: string }) => a.postCategory === 'UPSC').length);
      // The category filter keeps the order of the unfiltered results.
      expect(upsc.data.map((a: { postSlug: string }) => a.postSlug)).toEqual(
        all.data.filter((a: { postCategory: string }) => a.postCategory === 'UPSC').map((a: { postSlug: string }) => a.postSlug),
      );
      const unknown = await json(await get('/public/search?q=syllabus&category=Nope', { ip: freshIp() }));
      expect(unknown).toMatchObject({ data: [], pagination: { total: 0 } });
      const shouted = await json(await get(`/public/search?q=${encodeURIComponent('  SYLLABUS ')}&limit=50`, { ip: freshIp() }));
      expect(shouted.query).toBe('syllabus');
      expect(shouted.data).toEqual(all.data);
    });

    it.each([
      ['', 'Search query is required'],
      ['q=%20%20', 'Search query is required'],
      ['q=upsc&limit=51', 'limit must be at most 50'],
      [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
    ])('search 400 for "%s"', async (query, message) => {
      const res = await get(`/public/search?${query}`, { ip: freshIp() });
      expect(res.status).toBe(400);
      expect((await json(res)).error).toBe(message);
    });

    /**
     * Adds 150 notes (slug `{word}-note-{i}`, a minute apart; `titled(i)` says whose title has the word),
     * runs `check` with the slugs of all three 50-result pages of `q`, then removes them.
     */
    async function withNotes(word: string, q: string, titled: (i: number) => boolean, check: (slugs: string[]) => Promise<void>) {
      const rows = Array.from({ length: 150 }, (_, i) => ({
        slug: `${word}-note-${i}`,
        title: titled(i) ? `${word[0].toUpperCase()}${word.slice(1)} Facts ${i}` : `Biology Note ${i}`,
        excerptSource: `${word} study notes number ${i}`,
        categoryId: fx.categories.ssc.id,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
      }));
      await testDb.handle.db.insert(articles).values(rows);
      await invalidate(h.cache, 'articles');
      try {
        const slugs: string[] = [];
        for (let page = 1; page <= 3; page++) {
          const body = await json(await get(`/public/search?q=${q}&page=${page}&limit=50`, { ip: freshIp() }));
          expect(body.pagination).toEqual({ total: 150, page, limit: 50, totalPages: 3 });
          slugs.push(...body.data.map((a: { postSlug: string }) => a.postSlug));
        }
        expect(new Set(slugs).size).toBe(150);
        await check(slugs);
      } finally {
        await testDb.handle.db.delete(articles).where(sql`${articles.slug} like ${`${word}-note-%`}`);
        await invalidate(h.cache, 'articles');
      }
    }
    const noteNumber = (slug: string) => Number(slug.split('-').pop());

    it('pages through many matches in one stable order, title matches first', async () => {
      await withNotes('zebrafish', 'zebrafi', (i) => i % 10 === 0, async (slugs) => {
        // The 15 title matches come first, newest first among equals.
        expect(slugs.slice(0, 15).every((s) => noteNumber(s) % 10 === 0)).toBe(true);
        expect(slugs.slice(15).some((s) => noteNumber(s) % 10 === 0)).toBe(false);
        const small = await json(await get('/public/search?q=zebrafi&page=4&limit=50', { ip: freshIp() }));
        expect(small).toMatchObject({ data: [], pagination: { total: 150, page: 4 } });
      });
    });

    it('keeps title matches first when they alone fill the ranked candidates', async () => {
      // 120 title matches (more than the 100 ranked candidates) and 30 body-only matches, interleaved in time.
      const bodyOnly = (s: string) => noteNumber(s) % 5 === 0;
      await withNotes('quokka', 'quok', (i) => i % 5 !== 0, async (slugs) => {
        expect(slugs.slice(0, 120).some(bodyOnly)).toBe(false);
        expect(slugs.slice(120).every(bodyOnly)).toBe(true);
        // Past the ranked candidates the order is newest first.
        const tail = slugs.slice(100, 120).map(noteNumber);
        expect(tail).toEqual([...tail].sort((x, y) => y - x));
        const top = await json(await get('/public/search?q=quok&limit=10', { ip: freshIp() }));
        expect(top.data.map((x: { postSlug: string }) => x.postSlug)).toEqual(slugs.slice(0, 10));
      });
    });

    it('leaves out an article whose title matches but whose text is excluded by an operator', async () => {
      await testDb.handle.db.insert(articles).values({
        slug: 'answer-writing-drill',
        title: 'Answer Writing Drill',
        excerptSource: 'A drill for the prelims week.',
        categoryId: fx.categories.upsc.id,
      });
      await invalidate(h.cache, 'articles');
      try {
        const body = await json(await get(`/public/search?q=${encodeURIComponent('"answer writing" -prelims')}`, { ip: freshIp() }));
        expect(body.data.map((a: { postSlug: string }) => a.postSlug)).toEqual([ARTICLE_SLUGS[6]]);
        const plain = await json(await get(`/public/search?q=${encodeURIComponent('"answer writing"')}`, { ip: freshIp() }));
        expect(plain.data.map((a: { postSlug: string }) => a.postSlug)).toContain('answer-writing-drill');
      } finally {
        await testDb.handle.db.delete(articles).where(eq(articles.slug, 'answer-writing-drill'));
        await invalidate(h.cache, 'articles');
      }
    });

    it('copes with hostile search syntax', async () => {
      for (const q of ['&&|!', "'; drop table articles; --", '(((', ':*', '"unterminated', 'a:* & b', '-', 'OR OR']) {
        const res = await get(`/public/search?q=${encodeURIComponent(q)}`, { ip: freshIp() });
        expect(res.status, q).toBe(200);
      }
    });
  });

  describe('series', () => {
    it('lists series and returns one with its articles in order', async () => {
      const list = await json(await get('/series'));
      expect(list.data).toEqual([expect.objectContaining({ slug: 'upsc-roadmap', articleCount: 3 })]);
      const one = await json(await get('/series/upsc-roadmap'));
      expect(one.data.articles.map((a: { postSlug: string; seriesOrder: number }) => [a.postSlug, a.seriesOrder])).toEqual([
        [ARTICLE_SLUGS[10], 1],
        [ARTICLE_SLUGS[11], 2],
        [ARTICLE_SLUGS[12], 3],
      ]);
      expect((await get('/series/nope')).status).toBe(404);
    });
  });

  describe('mocks', () => {
    it('lists categories and tests, filters by category, returns one test', async () => {
      const cats = await json(await get('/mocks/categories'));
      expect(cats.data.map((c: { name: string; testCount: number }) => [c.name, c.testCount])).toEqual([
        ['General Studies', 1],
        ['Quant', 1],
      ]);
      const all = await json(await get('/mocks'));
      expect(all.pagination).toEqual({ total: 2, page: 1, limit: 20, totalPages: 1 });
      const quant = await json(await get(`/mocks?category_id=${fx.mocks.quantTest.categoryId}`));
      expect(quant.data).toEqual([expect.objectContaining({ slug: 'quant-mock-1', timer: 20, negative_marks: 0.25, question_count: 5 })]);
      const one = await json(await get('/mocks/gs-mock-1'));
      expect(one.data).toMatchObject({ name: 'GS Mock 1', category_name: 'General Studies', timer: 30 });
      expect((await get('/mocks/nope')).status).toBe(404);
      const bad = await get('/mocks?category_id=0');
      expect(await json(bad)).toMatchObject({ field: 'category_id', error: 'category_id must be at least 1' });
    });
  });

  describe('live pages', () => {
    it('filters, sorts and limits; one page has events newest first', async () => {
      const live = await json(await get('/live/pages?status=live'));
      expect(live.data.map((p: { slug: string }) => p.slug)).toEqual(['budget-2026-live']);
      const byTitle = await json(await get('/live/pages?sort_by=title&order=asc&limit=1'));
      expect(byTitle.data.map((p: { slug: string }) => p.slug)).toEqual(['budget-2026-live']);
      const byCreated = await json(await get('/live/pages?sort_by=created_at&order=asc'));
      expect(byCreated.data.map((p: { slug: string }) => p.slug)).toEqual(['results-2025', 'budget-2026-live']);
      const page = await json(await get('/live/pages/budget-2026-live'));
      expect(page.data.events.map((e: { title: string }) => e.title)).toEqual(['Tax slabs announced', 'Session begins']);
      expect((await get('/live/pages/nope')).status).toBe(404);
      const bad = await json(await get('/live/pages?status=paused'));
      expect(bad).toMatchObject({ field: 'status', error: "status must be 'live' or 'archived'" });
      const sort = await json(await get('/live/pages?sort_by=visits'));
      expect(sort.field).toBe('sort_by');
    });

    it('GET /live is the index of the area: the live pages, exactly as /live/pages answers them', async () => {
      for (const query of ['', '?status=live', '?sort_by=title&order=asc&limit=1', '?status=archived']) {
        const [index, pages] = await Promise.all([get(`/live${query}`), get(`/live/pages${query}`)]);
        expect(index.status, query).toBe(200);
        expect(await json(index), query).toEqual(await json(pages));
      }
      expect((await json(await get('/live'))).data.map((p: { slug: string }) => p.slug).sort()).toEqual(['budget-2026-live', 'results-2025']);
      expect(await json(await get('/live?status=paused'))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'status', error: "status must be 'live' or 'archived'" });
    });
  });

  describe('ads', () => {
    it('lists active ads and picks a random active house ad', async () => {
      const all = await json(await get('/ads'));
      expect(all.data.map((a: { title: string }) => a.title)).toEqual(['Join the UPSC batch', 'Free SSC mock', 'Network slot']);
      const house = await json(await get('/ads?kind=house'));
      expect(house.data).toHaveLength(2);
      const seen = new Set<string>();
      for (let i = 0; i < 20; i++) {
        const res = await get('/ads/random');
        expect(res.headers.get('cache-control')).toBe('no-store');
        seen.add((await json(res)).data.title);
      }
      expect([...seen].sort()).toEqual(['Free SSC mock', 'Join the UPSC batch']);
    });
  });

  describe('resources', () => {
    it('lists categories, exams, books with filters, sort and search', async () => {
      const cats = await json(await get('/resources/categories'));
      expect(cats.data).toEqual([expect.objectContaining({ name: 'Maths', bookCount: 1 }), expect.objectContaining({ name: 'Polity', bookCount: 2 })]);
      const examsRes = await json(await get('/resources/exams'));
      expect(examsRes.data.map((e: { name: string }) => e.name)).toEqual(['SSC CGL', 'UPSC CSE']);
      const polity = await json(await get('/resources/books?category=Polity&sort=title'));
      expect(polity.data.map((b: { title: string }) => b.title)).toEqual(['Indian Polity', 'Polity Workbook']);
      const byId = await json(await get(`/resources/books?category=${fx.books.laxmikanth.categoryId}&exam=UPSC%20CSE`));
      expect(byId.data).toHaveLength(1);
      expect(byId.data[0].links).toHaveLength(2);
      const search = await json(await get('/resources/books?search=aggarwal'));
      expect(search.data.map((b: { title: string }) => b.title)).toEqual(['Quantitative Aptitude']);
      const percent = await json(await get('/resources/books?search=%25'));
      expect(percent.data).toEqual([]);
      const badSort = await json(await get('/resources/books?sort=random'));
      expect(badSort).toMatchObject({ field: 'sort', error: 'sort must be one of: newest, oldest, title, popular, year' });
    });

    it('returns one book, 404 for a missing one, 400 for a malformed id', async () => {
      const one = await json(await get(`/resources/books/${fx.books.laxmikanth.id}`));
      expect(one.data).toMatchObject({ title: 'Indian Polity', category: 'Polity', exam: 'UPSC CSE' });
      expect((await get('/resources/books/999999')).status).toBe(404);
      for (const id of ['0', 'abc', '1e3', '99999999999', '-1']) {
        const res = await get(`/resources/books/${id}`);
        expect(res.status, id).toBe(400);
      }
    });

    it('counts a download and returns the URL; 404 for a missing link', async () => {
      const [link] = await testDb.handle.db.select().from(bookLinks).where(eq(bookLinks.label, 'Notes'));
      const res = await get(`/resources/links/${link.id}/download`, { method: 'POST', ip: freshIp() });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await json(res)).toEqual({ url: 'https://example.com/polity-notes.pdf', downloadCount: link.downloadCount + 1 });
      expect((await get('/resources/links/999999/download', { method: 'POST', ip: freshIp() })).status).toBe(404);
      expect((await get(`/resources/links/${link.id}/download`)).status).toBe(404); // GET is not a route
    });

    it('GET /resources is the index of the area: the books, exactly as /resources/books answers them', async () => {
      for (const query of ['', '?sort=title&limit=2', '?sort=title&limit=2&page=2', '?search=aggarwal']) {
        const [index, books] = await Promise.all([get(`/resources${query}`), get(`/resources/books${query}`)]);
        expect(index.status, query).toBe(200);
        expect(await json(index), query).toEqual(await json(books));
      }
      expect((await json(await get('/resources'))).pagination).toMatchObject({ total: 3, page: 1 });
      expect(await json(await get('/resources?sort=random'))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'sort' });
    });

    it('reports totals', async () => {
      const stats = await json(await get('/resources/stats'));
      expect(stats.data).toMatchObject({ books: 3, links: 3, categories: 2, exams: 2 });
    });
  });

  describe('batches', () => {
    it('answers every batch call', async () => {
      const cats = await json(await get('/batches/categories'));
      expect(cats.data.find((c: { slug: string }) => c.slug === 'ssc').exams).toEqual([{ examSlug: 'cgl', batchCount: 2 }]);
      const list = await json(await get('/batches/list/ssc/cgl'));
      expect(list.data.map((b: { number: number; sessionCount: number }) => [b.number, b.sessionCount])).toEqual([
        [1, 2],
        [2, 0],
      ]);
      expect((await json(await get('/batches/list/ssc/nothing'))).data).toEqual([]);
      const full = await json(await get(`/batches/full/${fx.batch.id}`));
      expect(full.data.sessions.map((s: { title: string }) => s.title)).toEqual(['Orientation', 'Percentages']);
      const byNumber = await json(await get('/batches/by-number/ssc/cgl/2'));
      expect(byNumber.data).toMatchObject({ title: 'SSC CGL Batch 2', sessions: [] });
      expect((await get('/batches/by-number/ssc/cgl/9')).status).toBe(404);
      expect((await get('/batches/full/424242')).status).toBe(404);
      expect(await json(await get('/batches/by-number/ssc/cgl/zero'))).toMatchObject({ field: 'number' });
      const stats = await json(await get('/batches/stats'));
      expect(stats.data).toMatchObject({ batches: 2, seats: 180, enrolled: 50, sessions: 2 });
    });
  });

  describe('site', () => {
    it('answers /exams, /books and /stats', async () => {
      expect((await json(await get('/exams'))).data).toHaveLength(2);
      const books = await json(await get('/books?sort=title&limit=2'));
      expect(books.pagination).toEqual({ total: 3, page: 1, limit: 2, totalPages: 2 });
      const stats = await json(await get('/stats'));
      expect(stats.data).toMatchObject({ articles: 13, categories: 3, series: 1, mockTests: 2, questions: 10, livePages: 2, books: 3 });
    });

    it('/stats follows invalidation of any area it spans', async () => {
      const before = (await json(await get('/stats'))).data.series;
      await testDb.handle.db.execute(sql`insert into series (name, slug) values ('Temp', 'temp-series')`);
      try {
        expect((await json(await get('/stats'))).data.series).toBe(before); // cached
        await invalidate(h.cache, 'series');
        expect((await json(await get('/stats'))).data.series).toBe(before + 1);
      } finally {
        await testDb.handle.db.execute(sql`delete from series where slug = 'temp-series'`);
        await invalidate(h.cache, 'series');
      }
    });
  });

  describe('HTTP caching', () => {
    const cachedPaths = [
      '/categories',
      '/public/content',
      '/public/content/paginated?page=1',
      '/series',
      '/mocks',
      '/mocks/gs-mock-1',
      '/live/pages',
      '/ads',
      '/resources/books',
      '/batches/categories',
      '/exams',
      '/stats',
    ];

    it.each(cachedPaths)('%s: CDN policy, ETag, Vary and 304 on If-None-Match', async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(res.headers.get('vary')).toContain('x-api-key');
      const etag = res.headers.get('etag')!;
      const notModified = await get(path, { headers: { 'if-none-match': `W/"other", ${etag}` } });
      expect(notModified.status).toBe(304);
      expect(await notModified.text()).toBe('');
      expect(notModified.headers.get('etag')).toBe(etag);
      expect(notModified.headers.get('cache-control')).toBe(res.headers.get('cache-control'));
      const changed = await get(path, { headers: { 'if-none-match': '"stale"' } });
      expect(changed.status).toBe(200);
    });

    it('never lets caches store user-specific, admin, key or error answers', async () => {
      for (const path of ['/mocks/gs-mock-1/start', '/ads/random', '/public/current-api-key', '/health', '/admin/session', '/nothing', '/series/none']) {
        expect((await get(path)).headers.get('cache-control'), path).toBe('no-store');
      }
      const submit = await get('/mocks/gs-mock-1/submit', { method: 'POST', json: { answers: [] }, ip: freshIp() });
      expect(submit.headers.get('cache-control')).toBe('no-store');
    });

    it('serves from the read cache until the area is invalidated', async () => {
      const path = '/public/content/paginated?category=Banking';
      const before = (await json(await get(path))).data[0].postTitle;
      await testDb.handle.db.update(articles).set({ title: 'Changed Title' }).where(eq(articles.slug, ARTICLE_SLUGS[2]));
      try {
        expect((await json(await get(path))).data[0].postTitle).toBe(before);
        await invalidate(h.cache, 'articles');
        expect((await json(await get(path))).data.map((a: { postTitle: string }) => a.postTitle)).toContain('Changed Title');
      } finally {
        await testDb.handle.db.update(articles).set({ title: ARTICLE_TITLES[2] }).where(eq(articles.slug, ARTICLE_SLUGS[2]));
        await invalidate(h.cache, 'articles');
      }
    });
  });

  it.runIf(process.env.REDIS_URL)('an invalidation by another instance is seen at once despite process-level copies', async () => {
    const prefix = `t:shared-${Math.random().toString(36).slice(2)}:`;
    const instanceA = harness(testDb, { cache: testCache(prefix) });
    const instanceB = testCache(prefix); // another process on the same Redis
    const path = '/series/upsc-roadmap';
    const name = async () => ((await (await instanceA.request(path)).json()) as { data: { name: string } }).data.name;
    expect(await name()).toBe('UPSC Roadmap');
    await testDb.handle.db.execute(sql`update series set name = 'Roadmap (renamed)' where slug = 'upsc-roadmap'`);
    try {
      expect(await name()).toBe('UPSC Roadmap'); // served from the cache
      await invalidate(instanceB, 'series');
      expect(await name()).toBe('Roadmap (renamed)');
    } finally {
      await testDb.handle.db.execute(sql`update series set name = 'UPSC Roadmap' where slug = 'upsc-roadmap'`);
      await invalidate(instanceB, 'series');
      await instanceA.close();
      await instanceB.close();
    }
  });

  describe('documentation', () => {
    it('documents every endpoint in /openapi.json (no key needed)', async () => {
      const res = await get('/openapi.json', { key: null });
      expect(res.status).toBe(200);
      const doc = await json(res);
      const paths = Object.keys(doc.paths);
      for (const path of [
        '/categories',
        '/public/content',
        '/public/content/paginated',
        '/public/content/{slug}',
        '/public/search',
        '/series',
        '/series/{slug}',
        '/mocks/categories',
        '/mocks',
        '/mocks/{slug}',
        '/mocks/{slug}/start',
        '/mocks/{slug}/submit',
        '/live',
        '/live/pages',
        '/live/pages/{slug}',
        '/ads',
        '/ads/random',
        '/resources',
        '/resources/categories',
        '/resources/exams',
        '/resources/books',
        '/resources/books/{id}',
        '/resources/links/{id}/download',
        '/resources/stats',
        '/batches/categories',
        '/batches/list/{category}/{exam}',
        '/batches/full/{id}',
        '/batches/by-number/{category}/{exam}/{number}',
        '/batches/stats',
        '/exams',
        '/books',
        '/stats',
        '/ping',
        '/public/current-api-key',
        '/admin/login',
        '/admin/logout',
        '/admin/session',
        '/admin/clear-cache',
        '/health',
      ]) {
        expect(paths, path).toContain(path);
      }
      expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'x-api-key' });
      expect(doc.info.description).toContain('not authentication');
      for (const [alias, original] of [['/live', '/live/pages'], ['/resources', '/resources/books']]) {
        const names = (p: string) => doc.paths[p].get.parameters.map((x: { name: string }) => x.name);
        expect(names(alias), alias).toEqual(names(original));
        expect(doc.paths[alias].get.responses['200'], alias).toEqual(doc.paths[original].get.responses['200']);
      }
      expect(doc.paths['/public/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['q', 'page', 'limit', 'category', 'lang']);
    });
  });
});
