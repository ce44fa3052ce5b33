/** Admin blog writes: articles (sanitized on save), blog categories, series and their parts. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '#db/schema.ts';
import { sanitizeArticleHtml } from '#core/sanitize.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';

describe.each(dbBackends)('admin content on %s', (backend) => {
  let a: AdminContext;
  let upsc: number;
  let roadmap: number;
  beforeAll(async () => {
    a = await openAdmin(backend);
    upsc = a.fx.categories.upsc.id;
    roadmap = a.fx.series.id;
  });
  afterAll(async () => a?.close());

  const parts = async (seriesId: number) =>
    (await a.testDb.handle.db.select({ id: articles.id, order: articles.seriesOrder, flag: articles.isSeries }).from(articles).where(eq(articles.seriesId, seriesId)).orderBy(articles.seriesOrder)).map(
      (r) => [r.id, r.order, r.flag],
    );

  describe('articles', () => {
    const dirty = '<h1>Heading</h1><p onclick="steal()">Body text with <a href="javascript:alert(1)">a link</a> &amp; more.</p><script>alert(1)</script><img src="https://example.com/x.png">';

    it('creates an article with the HTML sanitized exactly like the build, and it is served at once', async () => {
      const created = await a.expectInvalidates(['articles', 'categories', 'series'], async () =>
        expectJson(await a.call('POST', '/admin/articles', { json: { title: 'Economic Survey 2026: Key Takeaways', content: dirty, categoryId: upsc } }), 201),
      );
      expect(created.data).toMatchObject({ slug: 'economic-survey-2026-key-takeaways', categoryId: upsc, series: false, seriesId: null });
      expect(a.rebuilds.at(-1)).toBe('article created: /blog/economic-survey-2026-key-takeaways');
      const [row] = await a.testDb.handle.db.select().from(articles).where(eq(articles.id, created.data.id));
      expect(row.contentHtml).toBe(sanitizeArticleHtml(dirty));
      expect(row.contentHtml).not.toMatch(/script|onclick|javascript:|<h1/);
      expect(row.excerptSource).toBe('Heading Body text with a link & more.');
      expect(row.visits).toBe(0);
      const served = await expectJson(await a.h.request('/public/content/economic-survey-2026-key-takeaways'), 200);
      expect(served.data).toMatchObject({ postTitle: 'Economic Survey 2026: Key Takeaways', postCategory: 'UPSC', postContent: row.contentHtml });
    });

    it.each([
      [{ content: '<p>x</p>', categoryId: 1 }, 'title', 'Title is required'],
      [{ title: 'T', content: '<p>x</p>' }, 'categoryId', 'Choose a category'],
      [{ title: 'T', content: '<p>x</p>', categoryId: '1' }, 'categoryId', 'Choose a category'],
      [{ title: 'T', categoryId: 1 }, 'content', 'Content must be text (HTML)'],
      [{ title: 'T', content: 'x', categoryId: 1, slug: '-bad-' }, 'slug', "Slug must be 1-200 lower-case letters, digits or '-' (not starting or ending with '-')"],
      [{ title: 'T', content: 'x', categoryId: 1, seriesOrder: 0 }, 'seriesOrder', 'Series part must be a whole number from 1 to 1000'],
      [{ title: 'T', content: 'x', categoryId: 1, series: 'yes' }, 'series', 'series must be true or false'],
      [{ title: 'T\u0000', content: 'x', categoryId: 1 }, 'title', 'Title must not contain control characters'],
      [{ title: 'T', content: 'x', categoryId: 1, slug: 'page' }, 'slug', "Slug 'page' is reserved for the blog's listing pages"],
      [{ title: 'T', content: 'x', categoryId: 1, slug: 'category' }, 'slug', "Slug 'category' is reserved for the blog's listing pages"],
    ])('400 for %j', async (json, field, message) => {
      await expect400(await a.call('POST', '/admin/articles', { json }), field, message);
    });

    it("a title that slugifies to a listing path ('Page', 'Category') gets a numbered slug instead", async () => {
      for (const [title, slug] of [['Page', 'page-2'], ['Category', 'category-2']]) {
        const created = await expectJson(await a.call('POST', '/admin/articles', { json: { title, content: '<p>x</p>', categoryId: upsc } }), 201);
        expect(created.data.slug).toBe(slug);
      }
    });

    it('refuses server-owned fields: ids, visits, timestamps', async () => {
      const base = { title: 'Sneaky', content: '<p>x</p>', categoryId: upsc };
      await expect400(await a.call('POST', '/admin/articles', { json: { ...base, visits: 1e6, postId: 1, createdAt: '2001-01-01' } }), '(root)', 'Unknown or server-owned fields: visits, postId, createdAt');
      const [first] = await a.testDb.handle.db.select().from(articles).limit(1);
      await expect400(await a.call('PUT', `/admin/articles/${first.id}`, { json: { visits: 0 } }), '(root)', 'Unknown or server-owned field: visits');
      await expect400(await a.call('PUT', `/admin/articles/${first.id}`, { json: { id: 7, title: 'x' } }), '(root)', 'Unknown or server-owned field: id');
      expect(await a.testDb.handle.db.$count(articles, eq(articles.slug, 'sneaky'))).toBe(0);
    });

    it('400 for a category or series that does not exist, 409 for a taken slug', async () => {
      await expect400(await a.call('POST', '/admin/articles', { json: { title: 'T', content: '', categoryId: 999999 } }), 'categoryId', 'Category 999999 does not exist');
      await expect400(await a.call('POST', '/admin/articles', { json: { title: 'T', content: '', categoryId: upsc, seriesId: 999999 } }), 'seriesId', 'Series 999999 does not exist');
      await expect400(await a.call('POST', '/admin/articles', { json: { title: 'T', content: '', categoryId: upsc, seriesOrder: 2 } }), 'seriesOrder', 'Choose a series before setting the part number');
      const taken = await expectJson(await a.call('POST', '/admin/articles', { json: { title: 'T', content: '', categoryId: upsc, slug: 'upsc-roadmap-part-1' } }), 201);
      expect(taken.data.slug).toBe('upsc-roadmap-part-1');
      const again = await expectJson(await a.call('POST', '/admin/articles', { json: { title: 'T', content: '', categoryId: upsc, slug: 'upsc-roadmap-part-1' } }), 409);
      expect(again).toMatchObject({ code: 'SLUG_TAKEN', error: "An article with the slug 'upsc-roadmap-part-1' already exists", field: 'slug' });
    });

    it('updates given fields (content re-sanitized, visits kept, slug moves)', async () => {
      const created = await expectJson(await a.call('POST', '/admin/articles', { json: { title: 'Draft title', content: '<p>one</p>', categoryId: upsc } }), 201);
      const id = created.data.id;
      await a.testDb.handle.db.update(articles).set({ visits: 42 }).where(eq(articles.id, id));
      const updated = await a.expectInvalidates(['articles'], async () =>
        expectJson(await a.call('PUT', `/admin/articles/${id}`, { json: { title: 'Final title', slug: '', content: '<p style="color:red">two <b>words</b></p><iframe src="x"></iframe>', categoryId: a.fx.categories.ssc.id } }), 200),
      );
      expect(updated.data).toMatchObject({ title: 'Final title', slug: 'final-title', categoryId: a.fx.categories.ssc.id });
      expect(a.rebuilds.at(-1)).toBe('article updated: /blog/final-title (was /blog/draft-title)');
      const [row] = await a.testDb.handle.db.select().from(articles).where(eq(articles.id, id));
      expect(row).toMatchObject({ contentHtml: '<p>two <b>words</b></p>', excerptSource: 'two words', visits: 42 });
      expect(row.updatedAt.getTime()).toBeGreaterThan(new Date(created.data.updatedAt).getTime() - 1);
      expect((await a.h.request('/public/content/draft-title')).status).toBe(404);
      const full = await expectJson(await a.call('GET', `/admin/articles/${id}`), 200);
      expect(full.data).toMatchObject({ id, content: '<p>two <b>words</b></p>', visits: 42 });
      expect((await a.call('PUT', '/admin/articles/999999', { json: { title: 'x' } })).status).toBe(404);
    });

    it('deletes an article (404 afterwards)', async () => {
      const created = await expectJson(await a.call('POST', '/admin/articles', { json: { title: 'Short lived', content: '', categoryId: upsc } }), 201);
      const res = await a.expectInvalidates(['articles', 'categories', 'series'], async () => expectJson(await a.call('DELETE', `/admin/articles/${created.data.id}`), 200));
      expect(res.deleted).toEqual({ id: created.data.id, slug: 'short-lived', title: 'Short lived' });
      expect(a.rebuilds.at(-1)).toBe('article deleted: /blog/short-lived');
      expect((await a.h.request('/public/content/short-lived')).status).toBe(404);
      expect((await a.call('DELETE', `/admin/articles/${created.data.id}`)).status).toBe(404);
    });

    it('lists articles with search and category filters', async () => {
      const list = await expectJson(await a.call('GET', '/admin/articles?search=roadmap%20part&limit=2'), 200);
      expect(list.pagination).toMatchObject({ total: 3, limit: 2, totalPages: 2 });
      expect(list.data[0]).toMatchObject({ category: 'UPSC', seriesName: 'UPSC Roadmap' });
      const inSeries = await expectJson(await a.call('GET', `/admin/articles?series_id=${roadmap}`), 200);
      expect(inSeries.data.map((r: { seriesOrder: number }) => r.seriesOrder)).toEqual([1, 2, 3]);
    });
  });

  describe('series membership and order', () => {
    it('inserts a new part at a position and renumbers; moving and deleting renumber too', async () => {
      const before = await parts(roadmap);
      expect(before.map((p) => p[1])).toEqual([1, 2, 3]);
      const created = await expectJson(await a.call('POST', '/admin/articles', { json: { title: 'Roadmap Part 1.5', content: '<p>x</p>', categoryId: upsc, seriesId: roadmap, seriesOrder: 2 } }), 201);
      expect(created.data).toMatchObject({ seriesId: roadmap, seriesOrder: 2, series: true });
      const now = await parts(roadmap);
      expect(now.map((p) => p[0])).toEqual([before[0][0], created.data.id, before[1][0], before[2][0]]);
      expect(now.map((p) => p[1])).toEqual([1, 2, 3, 4]);
      const served = await expectJson(await a.h.request(`/public/content/${created.data.slug}`), 200);
      expect(served.data.seriesInfo).toMatchObject({ order: 2, total: 4, previous: { postSlug: 'roadmap-part-1-building-the-foundation' } });

      // Move it to the end, then out of the series.
      await expectJson(await a.call('PUT', `/admin/articles/${created.data.id}`, { json: { seriesOrder: 99 } }), 200);
      expect((await parts(roadmap)).map((p) => p[0])).toEqual([before[0][0], before[1][0], before[2][0], created.data.id]);
      const out = await expectJson(await a.call('PUT', `/admin/articles/${created.data.id}`, { json: { seriesId: null } }), 200);
      expect(out.data).toMatchObject({ seriesId: null, seriesOrder: null, series: false });
      expect((await parts(roadmap)).map((p) => p[1])).toEqual([1, 2, 3]);

      // Deleting the first part renumbers the rest.
      const extra = await expectJson(await a.call('POST', '/admin/articles', { json: { title: 'Roadmap Prologue', content: '', categoryId: upsc, seriesId: roadmap, seriesOrder: 1 } }), 201);
      expect((await parts(roadmap)).map((p) => p[0])[0]).toBe(extra.data.id);
      await expectJson(await a.call('DELETE', `/admin/articles/${extra.data.id}`), 200);
      expect(await parts(roadmap)).toEqual(before);
    });

    it('PUT /admin/series/{id}/articles sets the parts in order', async () => {
      const before = await parts(roadmap);
      const ids = before.map((p) => p[0] as number);
      const reversed = [...ids].reverse();
      const res = await a.expectInvalidates(['articles', 'series'], async () => expectJson(await a.call('PUT', `/admin/series/${roadmap}/articles`, { json: { articleIds: reversed } }), 200));
      expect(res.data.parts.map((p: { id: number; seriesOrder: number }) => [p.id, p.seriesOrder])).toEqual(reversed.map((id, i) => [id, i + 1]));
      expect(a.rebuilds.at(-1)).toBe('series parts set: /series/upsc-roadmap (3 parts)');
      const served = await expectJson(await a.h.request('/series/upsc-roadmap'), 200);
      expect(served.data.articles.map((x: { postId: number }) => x.postId)).toEqual(reversed);

      // Dropping one: it leaves the series.
      await expectJson(await a.call('PUT', `/admin/series/${roadmap}/articles`, { json: { articleIds: reversed.slice(0, 2) } }), 200);
      const [left] = await a.testDb.handle.db.select().from(articles).where(eq(articles.id, reversed[2]));
      expect(left).toMatchObject({ seriesId: null, seriesOrder: null, isSeries: false });

      await expect400(await a.call('PUT', `/admin/series/${roadmap}/articles`, { json: { articleIds: [ids[0], ids[0]] } }), 'articleIds', 'articleIds must not repeat an article');
      await expect400(await a.call('PUT', `/admin/series/${roadmap}/articles`, { json: { articleIds: [999999] } }), 'articleIds', 'No article with id 999999');
      await expect400(await a.call('PUT', `/admin/series/${roadmap}/articles`, { json: { articleIds: 'all' } }), 'articleIds', 'articleIds must be an array of article ids');
      await expectJson(await a.call('PUT', `/admin/series/${roadmap}/articles`, { json: { articleIds: ids } }), 200);
      expect(await parts(roadmap)).toEqual(before);
    });
  });

  describe('series', () => {
    it('creates, edits and deletes a series; 409 while it has parts', async () => {
      const created = await a.expectInvalidates(['series', 'articles'], async () => expectJson(await a.call('POST', '/admin/series', { json: { name: 'SSC Quant Basics', description: 'From zero' } }), 201));
      expect(created.data).toEqual({ id: expect.any(Number), name: 'SSC Quant Basics', slug: 'ssc-quant-basics', description: 'From zero', nameHi: null, descriptionHi: null });
      expect(a.rebuilds.at(-1)).toBe('series created: /series/ssc-quant-basics');
      const edited = await expectJson(await a.call('PUT', `/admin/series/${created.data.id}`, { json: { description: 'From the very basics' } }), 200);
      expect(edited.data.description).toBe('From the very basics');
      expect(await expectJson(await a.call('PUT', `/admin/series/${created.data.id}`, { json: { slug: 'upsc-roadmap' } }), 409)).toMatchObject({ code: 'SLUG_TAKEN' });
      await expect400(await a.call('POST', '/admin/series', { json: { name: 'x', articleCount: 3 } }), '(root)', 'Unknown or server-owned field: articleCount');

      const used = await expectJson(await a.call('DELETE', `/admin/series/${roadmap}`), 409);
      expect(used).toMatchObject({ code: 'SERIES_IN_USE', error: "Series 'UPSC Roadmap' has 3 articles; remove them from the series first", articles: 3 });
      const res = await expectJson(await a.call('DELETE', `/admin/series/${created.data.id}`), 200);
      expect(res.deleted).toMatchObject({ id: created.data.id, slug: 'ssc-quant-basics' });
    });
  });

  describe('categories', () => {
    it('creates, renames and deletes a category; 409 while it has articles or for a taken name', async () => {
      const created = await a.expectInvalidates(['categories', 'articles'], async () => expectJson(await a.call('POST', '/admin/categories', { json: { name: 'Railways' } }), 201));
      expect(created.data).toEqual({ id: expect.any(Number), name: 'Railways', nameHi: null });
      expect(a.rebuilds.at(-1)).toBe('category created: Railways');
      const listed = await expectJson(await a.h.request('/categories'), 200);
      expect(listed.data.map((c: { name: string }) => c.name)).toContain('Railways');

      expect(await expectJson(await a.call('POST', '/admin/categories', { json: { name: 'upsc' } }), 409)).toMatchObject({ code: 'NAME_TAKEN', error: "A category named 'upsc' already exists" });
      await expect400(await a.call('POST', '/admin/categories', { json: { name: 'A/B' } }), 'name', 'Category name must not contain / \\ ? # or %');
      await expect400(await a.call('POST', '/admin/categories', { json: { name: '' } }), 'name', 'Category name is required');
      await expect400(await a.call('POST', '/admin/categories', { json: { name: 'X', articleCount: 0 } }), '(root)', 'Unknown or server-owned field: articleCount');

      const renamed = await expectJson(await a.call('PUT', `/admin/categories/${created.data.id}`, { json: { name: 'Railway Exams' } }), 200);
      expect(renamed.data.name).toBe('Railway Exams');
      expect(a.rebuilds.at(-1)).toBe('category renamed: Railways → Railway Exams');

      const used = await expectJson(await a.call('DELETE', `/admin/categories/${upsc}`), 409);
      expect(used).toMatchObject({ code: 'CATEGORY_IN_USE', error: expect.stringMatching(/^Category 'UPSC' has \d+ articles; move or delete them first$/) });
      expect((await a.h.request('/public/content/paginated?category=UPSC')).status).toBe(200);

      const deleted = await a.expectInvalidates(['categories'], async () => expectJson(await a.call('DELETE', `/admin/categories/${created.data.id}`), 200));
      expect(deleted.deleted).toEqual({ id: created.data.id, name: 'Railway Exams', nameHi: null });
      expect((await a.call('DELETE', `/admin/categories/${created.data.id}`)).status).toBe(404);
    });
  });
});
