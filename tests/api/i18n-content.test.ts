/**
 * Hindi content (issue 27): an article's language and translation link,
 * Hindi names of categories and series, listings per language, the content
 * log treating a language or link change as a placement change, and search
 * in Hindi (the 'hindi' configuration plus loosely typed matras).
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allArticleIndex, getArticleBySlug, listArticles, listCategories, searchArticles } from '#db/queries/content.ts';
import { getSeriesBySlug, listSeries } from '#db/queries/series.ts';
import { allSeriesMembers, contentVersion } from '#db/queries/site.ts';
import { searchSite } from '#db/queries/site-search.ts';
import { articles, categories, contentChanges, series } from '#db/schema.ts';
import { looseDevanagari } from '#core/search/devanagari.ts';
import { ARTICLE_SLUGS, seedFixtures } from './_fixtures';
import { dbBackends, openTestDb, type TestDb } from '../support/db';

export const HINDI = {
  slug: 'bharat-ka-samanya-gyan',
  title: 'भारत का सामान्य ज्ञान: राष्ट्रीय प्रतीक',
  text: 'भारत के राष्ट्रीय प्रतीकों से सामान्य ज्ञान के प्रश्न हर परीक्षा में पूछे जाते हैं। राष्ट्रीय ध्वज का अनुपात 3:2 है।',
};
export const HINDI_PART = { slug: 'roadmap-bhag-1', title: 'रोडमैप भाग 1: नींव तैयार करना', text: 'यूपीएससी की तैयारी की शुरुआत एनसीईआरटी पुस्तकों से करें।' };

/** Adds a Hindi article, and a Hindi translation of the roadmap's first part, to the fixtures. */
export async function seedHindiFixtures(db: TestDb['handle']['db']) {
  const [ssc] = await db.select().from(categories).where(eq(categories.name, 'SSC'));
  const [upsc] = await db.select().from(categories).where(eq(categories.name, 'UPSC'));
  const [roadmap] = await db.select().from(series).where(eq(series.slug, 'upsc-roadmap'));
  const [part1] = await db.select().from(articles).where(eq(articles.slug, ARTICLE_SLUGS[10]));
  await db.update(categories).set({ nameHi: 'एसएससी' }).where(eq(categories.id, ssc.id));
  await db.update(series).set({ nameHi: 'यूपीएससी रोडमैप', descriptionHi: 'तीन भागों की योजना।' }).where(eq(series.id, roadmap.id));
  const when = new Date(Date.UTC(2026, 1, 1, 6));
  await db.insert(articles).values([
    { slug: HINDI.slug, title: HINDI.title, contentHtml: `<p>${HINDI.text}</p>`, excerptSource: HINDI.text, categoryId: ssc.id, lang: 'hi', createdAt: when, updatedAt: when },
    {
      slug: HINDI_PART.slug,
      title: HINDI_PART.title,
      contentHtml: `<p>${HINDI_PART.text}</p>`,
      excerptSource: HINDI_PART.text,
      categoryId: upsc.id,
      lang: 'hi',
      translationOf: part1.id,
      isSeries: true,
      seriesId: roadmap.id,
      seriesOrder: 1,
      createdAt: when,
      updatedAt: when,
    },
  ]);
}

describe.each(dbBackends)('Hindi content on %s', (backend) => {
  let testDb: TestDb;
  const db = () => testDb.handle.db;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    await seedFixtures(testDb.handle.db);
    await seedHindiFixtures(testDb.handle.db);
  });
  afterAll(async () => {
    await testDb?.dispose();
  });

  it('lists articles per language, English by default', async () => {
    const en = await listArticles(db(), { page: 1, limit: 50 });
    expect(en.data.every((a) => a.lang === 'en')).toBe(true);
    expect(en.data.map((a) => a.postSlug)).not.toContain(HINDI.slug);
    const hi = await listArticles(db(), { page: 1, limit: 50, lang: 'hi' });
    expect(hi.data.map((a) => a.postSlug).sort()).toEqual([HINDI.slug, HINDI_PART.slug].sort());
    expect((await allArticleIndex(db(), { lang: 'hi' })).map((a) => a.postSlug)).toHaveLength(2);
    expect((await allArticleIndex(db())).map((a) => a.postSlug)).not.toContain(HINDI.slug);
  });

  it('links an article and its translation both ways', async () => {
    const hindi = await getArticleBySlug(db(), HINDI_PART.slug);
    expect(hindi?.lang).toBe('hi');
    expect(hindi?.translation).toEqual({ slug: ARTICLE_SLUGS[10], lang: 'en' });
    const english = await getArticleBySlug(db(), ARTICLE_SLUGS[10]);
    expect(english?.translation).toEqual({ slug: HINDI_PART.slug, lang: 'hi' });
    expect((await getArticleBySlug(db(), HINDI.slug))?.translation).toBeNull();
    expect((await getArticleBySlug(db(), ARTICLE_SLUGS[0]))?.translation).toBeNull();
  });

  it('gives categories and series their Hindi names and counts per language', async () => {
    const hi = await listCategories(db(), { lang: 'hi' });
    const ssc = hi.find((c) => c.name === 'SSC')!;
    expect(ssc.name_hi).toBe('एसएससी');
    expect(ssc.articleCount).toBe(1);
    expect(hi.find((c) => c.name === 'Banking')?.articleCount).toBe(0);
    expect((await listCategories(db())).find((c) => c.name === 'SSC')?.name_hi).toBe('एसएससी');

    const [roadmapHi] = await listSeries(db(), { lang: 'hi' });
    expect(roadmapHi).toMatchObject({ slug: 'upsc-roadmap', name_hi: 'यूपीएससी रोडमैप', description_hi: 'तीन भागों की योजना।', articleCount: 1 });
    expect((await listSeries(db())).find((s) => s.slug === 'upsc-roadmap')?.articleCount).toBe(3);
    const withParts = await getSeriesBySlug(db(), 'upsc-roadmap', { lang: 'hi' });
    expect(withParts?.articles.map((a) => a.postSlug)).toEqual([HINDI_PART.slug]);
    expect((await getSeriesBySlug(db(), 'upsc-roadmap'))?.articles).toHaveLength(3);
    // A Hindi part's series navigation stays among the Hindi parts.
    expect((await getArticleBySlug(db(), HINDI_PART.slug))?.seriesInfo).toMatchObject({ name_hi: 'यूपीएससी रोडमैप', order: 1, total: 1, next: null });
    expect((await allSeriesMembers(db(), { lang: 'hi' })).map((m) => m.slug)).toEqual([HINDI_PART.slug]);
  });

  it("logs a change of an article's language or translation link as a placement change", async () => {
    const [hindi] = await db().select().from(articles).where(eq(articles.slug, HINDI.slug));
    const [english] = await db().select().from(articles).where(eq(articles.slug, ARTICLE_SLUGS[1]));
    for (const set of [{ translationOf: english.id }, { translationOf: null }, { lang: 'en' as const }, { lang: 'hi' as const }]) {
      const before = (await contentVersion(db())).version;
      await db().update(articles).set(set).where(eq(articles.id, hindi.id));
      const logged = await db().select().from(contentChanges).where(gt(contentChanges.version, before)).orderBy(asc(contentChanges.version));
      expect(logged, JSON.stringify(set)).toEqual([expect.objectContaining({ tableName: 'articles', articleId: hindi.id, placement: true })]);
    }
    // Text edits stay text changes.
    const before = (await contentVersion(db())).version;
    await db().update(articles).set({ title: HINDI.title }).where(eq(articles.id, hindi.id));
    const [logged] = await db().select().from(contentChanges).where(gt(contentChanges.version, before));
    expect(logged.placement).toBe(false);
  });

  it('refuses a second translation of an article in the same language', async () => {
    const [part1] = await db().select().from(articles).where(eq(articles.slug, ARTICLE_SLUGS[10]));
    const [hindi] = await db().select().from(articles).where(eq(articles.slug, HINDI.slug));
    await expect(db().update(articles).set({ translationOf: part1.id }).where(and(eq(articles.id, hindi.id)))).rejects.toThrow();
  });

  describe('search in Hindi', () => {
    const hindiSlugs = async (q: string) => (await searchArticles(db(), q, { page: 1, limit: 20 }, { lang: 'hi' })).data.map((a) => a.postSlug);

    it.each(['भारत', 'सामान्य ज्ञान', 'राष्ट्रीय प्रतीक', 'समनय जञन', 'भरत', 'सामन्य ग्यान'.replace('ग्यान', 'ज्ञान'), 'परशन'])('finds the Hindi article for %s', async (q) => {
      expect(await hindiSlugs(q)).toContain(HINDI.slug);
    });

    it('normalizes a query as the index does', () => {
      expect(looseDevanagari('सामान्य ज्ञान')).toBe('समनय जञन');
      expect(looseDevanagari('भारत')).toBe('भरत');
      expect(looseDevanagari('क़लम')).toBe('कलम');
      expect(looseDevanagari('UPSC')).toBe('UPSC');
    });

    it('keeps languages apart and English search as it was', async () => {
      expect(await hindiSlugs('syllabus')).toEqual([]);
      const en = await searchArticles(db(), 'syllabus', { page: 1, limit: 20 });
      expect(en.data.map((a) => a.postSlug)).toContain(ARTICLE_SLUGS[1]);
      expect((await searchArticles(db(), 'भारत', { page: 1, limit: 20 })).data).toEqual([]);
    });

    it('finds Hindi articles and series in the site search', async () => {
      const found = await searchSite(db(), 'समनय जञन', { page: 1, limit: 20, lang: 'hi' });
      expect(found.data.map((h) => h.url)).toContain(`/hi/blog/${HINDI.slug}/`);
      const series = await searchSite(db(), 'रोडमैप', { page: 1, limit: 20, lang: 'hi' });
      expect(series.data.map((h) => h.type)).toContain('Series');
    });
  });
});
