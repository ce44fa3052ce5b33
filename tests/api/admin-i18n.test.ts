/**
 * Admin writes of Hindi content (issue 27): an article's language and its
 * translation link (validated: other language, one level, one translation
 * per article per language), a series' Hindi parts numbered on their own,
 * and the Hindi names of categories and series.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '#db/schema.ts';
import { dbBackends } from '../support/db';
import { expect400, expectJson, openAdmin, type AdminContext } from './_admin';

describe.each(dbBackends)('admin Hindi content on %s', (backend) => {
  let a: AdminContext;
  let upsc: number;
  let roadmap: number;
  let english: number;
  let hindi: number;
  beforeAll(async () => {
    a = await openAdmin(backend);
    upsc = a.fx.categories.upsc.id;
    roadmap = a.fx.series.id;
  });
  afterAll(async () => a?.close());

  const post = (json: object) => a.call('POST', '/admin/articles', { json });

  it('writes a Hindi article linked to its English original; both pages offer the other', async () => {
    english = (await expectJson(await post({ title: 'Indian National Symbols', content: '<p>Flag, emblem and anthem.</p>', categoryId: upsc }), 201)).data.id;
    const created = await expectJson(
      await post({ title: 'भारत के राष्ट्रीय प्रतीक', content: '<p>ध्वज, प्रतीक और राष्ट्रगान।</p>', categoryId: upsc, lang: 'hi', translationOf: english }),
      201,
    );
    hindi = created.data.id;
    expect(created.data).toMatchObject({ lang: 'hi', translationOf: english });
    const hiPage = await expectJson(await a.h.request(`/public/content/${created.data.slug}`), 200);
    expect(hiPage.data).toMatchObject({ lang: 'hi', translation: { slug: 'indian-national-symbols', lang: 'en' } });
    const enPage = await expectJson(await a.h.request('/public/content/indian-national-symbols'), 200);
    expect(enPage.data.translation).toEqual({ slug: created.data.slug, lang: 'hi' });
    const hiList = await expectJson(await a.h.request('/public/content?lang=hi'), 200);
    expect(hiList.data.map((x: { postId: number }) => x.postId)).toEqual([hindi]);
    const enList = await expectJson(await a.h.request('/public/content'), 200);
    expect(enList.data.map((x: { postId: number }) => x.postId)).not.toContain(hindi);
    // The picker lists the other language's articles.
    const picker = await expectJson(await a.call('GET', '/admin/articles?lang=en&search=symbols'), 200);
    expect(picker.data.map((x: { id: number }) => x.id)).toEqual([english]);
  });

  it.each([
    [{ lang: 'fr' }, 'lang', 'Language must be one of: en, hi'],
    [{ lang: 'hi', translationOf: 'x' }, 'translationOf', 'Translation of must be an article id or null'],
    [{ lang: 'hi', translationOf: 999_999 }, 'translationOf', 'Article 999999 does not exist'],
  ])('400 for %j', async (extra, field, message) => {
    await expect400(await post({ title: 'परीक्षा', content: '<p>x</p>', categoryId: upsc, ...extra }), field, message);
  });

  it('refuses a translation in the same language, of a translation, or a second one', async () => {
    const base = { title: 'एक और लेख', content: '<p>x</p>', categoryId: upsc };
    await expect400(await post({ ...base, lang: 'en', translationOf: english }), 'translationOf', 'A English article must be a translation of an article in another language, not of a English one');
    await expect400(await post({ ...base, lang: 'hi', translationOf: english }), 'translationOf', `Article ${english} already has a Hindi translation (article ${hindi})`);
    await expect400(await post({ ...base, lang: 'en', translationOf: hindi }), 'translationOf', `Article ${hindi} is itself a translation; link to its original (article ${english})`);
    // The original cannot become a translation itself.
    const other = (await expectJson(await post({ ...base, lang: 'hi' }), 201)).data.id;
    await expect400(await a.call('PUT', `/admin/articles/${english}`, { json: { translationOf: other } }), 'translationOf', `This article is the original of article ${hindi}; an original cannot be a translation too`);
    // Unlinking and relinking work.
    expect((await expectJson(await a.call('PUT', `/admin/articles/${hindi}`, { json: { translationOf: null } }), 200)).data.translationOf).toBeNull();
    expect((await expectJson(await a.call('PUT', `/admin/articles/${other}`, { json: { translationOf: english } }), 200)).data.translationOf).toBe(english);
  });

  it("numbers a series' Hindi parts on their own", async () => {
    const part = await expectJson(await post({ title: 'रोडमैप भाग 1', content: '<p>x</p>', categoryId: upsc, lang: 'hi', seriesId: roadmap }), 201);
    expect(part.data).toMatchObject({ seriesId: roadmap, seriesOrder: 1, lang: 'hi' });
    const rows = await a.testDb.handle.db.select({ order: articles.seriesOrder, lang: articles.lang }).from(articles).where(eq(articles.seriesId, roadmap));
    expect(rows.filter((r) => r.lang === 'en').map((r) => r.order).sort()).toEqual([1, 2, 3]);
    // Switching the part to English appends it to the English parts; the Hindi ones close the gap.
    const moved = await expectJson(await a.call('PUT', `/admin/articles/${part.data.id}`, { json: { lang: 'en' } }), 200);
    expect(moved.data).toMatchObject({ lang: 'en', seriesOrder: 4 });
    const hiSeries = await expectJson(await a.h.request(`/series/${a.fx.series.slug}?lang=hi`), 200);
    expect(hiSeries.data.articles).toEqual([]);
  });

  it('gives categories and series Hindi names; "" clears one', async () => {
    const cat = await expectJson(await a.call('POST', '/admin/categories', { json: { name: 'Railways', nameHi: 'रेलवे' } }), 201);
    expect(cat.data).toEqual({ id: expect.any(Number), name: 'Railways', nameHi: 'रेलवे' });
    const cats = await expectJson(await a.h.request('/categories?lang=hi&nocache=true'), 200);
    expect(cats.data.find((c: { name: string }) => c.name === 'Railways').name_hi).toBe('रेलवे');
    expect((await expectJson(await a.call('PUT', `/admin/categories/${cat.data.id}`, { json: { name: 'Railways', nameHi: '' } }), 200)).data.nameHi).toBeNull();
    await expect400(await a.call('POST', '/admin/categories', { json: { name: 'X', nameHi: 5 } }), 'nameHi', 'Hindi name must be text or null');

    const updated = await expectJson(await a.call('PUT', `/admin/series/${roadmap}`, { json: { nameHi: 'यूपीएससी रोडमैप', descriptionHi: 'तीन भागों की योजना।' } }), 200);
    expect(updated.data).toMatchObject({ nameHi: 'यूपीएससी रोडमैप', descriptionHi: 'तीन भागों की योजना।' });
    const listed = await expectJson(await a.h.request('/series'), 200);
    expect(listed.data.find((s: { _id: string }) => s._id === String(roadmap))).toMatchObject({ name_hi: 'यूपीएससी रोडमैप', description_hi: 'तीन भागों की योजना।' });
    await expect400(await a.call('PUT', `/admin/series/${roadmap}`, { json: { descriptionHi: 'x'.repeat(2001) } }), 'descriptionHi', 'Hindi description must be at most 2000 characters');
  });

  it('gives mock-test categories Hindi names and descriptions; the public list shows them; "" clears one', async () => {
    const created = await expectJson(await a.call('POST', '/mocks/categories', { json: { name: 'Railways', nameHi: 'रेलवे', descriptionHi: 'RRB की परीक्षाएँ।' } }), 201);
    expect(created.data).toEqual({ id: expect.any(Number), name: 'Railways', description: '', nameHi: 'रेलवे', descriptionHi: 'RRB की परीक्षाएँ।' });
    const listed = await expectJson(await a.h.request('/mocks/categories'), 200);
    expect(listed.data.find((c: { name: string }) => c.name === 'Railways')).toMatchObject({ name_hi: 'रेलवे', description_hi: 'RRB की परीक्षाएँ।' });
    const cleared = await expectJson(await a.call('PUT', `/mocks/categories/${created.data.id}`, { json: { nameHi: '' } }), 200);
    expect(cleared.data).toMatchObject({ name: 'Railways', nameHi: null, descriptionHi: 'RRB की परीक्षाएँ।' });
    await expect400(await a.call('POST', '/mocks/categories', { json: { name: 'X', nameHi: 5 } }), 'nameHi', 'Hindi name must be text or null');
    await expect400(await a.call('PUT', `/mocks/categories/${created.data.id}`, { json: { descriptionHi: 'x'.repeat(501) } }), 'descriptionHi', 'Hindi description must be at most 500 characters');
  });

  it('400 for an unknown lang on the public reads', async () => {
    for (const path of ['/public/content?lang=fr', '/public/content/paginated?lang=fr', '/public/search?q=x&lang=fr', '/series?lang=fr', '/categories?lang=fr', '/public/site-search?q=x&lang=fr', '/live?lang=fr']) {
      await expect400(await a.h.request(path), 'lang', 'lang must be one of: en, hi');
    }
  });
});
