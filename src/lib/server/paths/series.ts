/** getStaticPaths of series/[slug] and /hi/series/[slug] (the view: src/views/SeriesPage.astro). */
import type { Locale } from '#core/i18n/index.ts';
import { getSeriesBySlug } from '#db/queries/series.ts';
import type { SeriesWithArticles } from '#core/schemas/responses/content.ts';
import { buildDb } from '#src/lib/server/build-db.ts';
import { cacheKey } from '#src/lib/server/cache-key.ts';
import { showsChangedArticle } from '#src/lib/server/changed-only.ts';
import { articleIndex, cardInputs, layoutData, seriesList, seriesNavByArticle } from '#src/lib/server/site-data.ts';

export async function seriesPaths(locale: Locale = 'en') {
  const [all, layout, db, navs, index] = await Promise.all([seriesList(), layoutData(), buildDb(), seriesNavByArticle(), articleIndex()]);
  // The page shows every part's card in its language (a Hindi page without Hindi parts: the English ones):
  // in a changed-only build, only series with a changed part shown are read and listed.
  const langOf = new Map(index.map((a) => [a.postSlug, a.lang]));
  const parts = new Map<string, Partial<Record<Locale, string[]>>>();
  for (const [article, nav] of navs) {
    const lang = langOf.get(article) ?? 'en';
    const byLang = parts.get(nav.slug) ?? {};
    (byLang[lang] ??= []).push(article);
    parts.set(nav.slug, byLang);
  }
  const shown = (slug: string) => parts.get(slug)?.[locale] ?? parts.get(slug)?.en ?? [];
  const listed = all.filter((s) => showsChangedArticle(shown(s.slug)));
  // A series page lists the parts in its language; a series without parts in Hindi shows its English parts (marked lang="en").
  const read = async (slug: string) => {
    const own = await getSeriesBySlug(db, slug, { lang: locale });
    if (!own || own.articles.length || locale === 'en') return own && { series: own, partsLang: locale };
    const english = await getSeriesBySlug(db, slug, { lang: 'en' });
    return english && { series: { ...english, name_hi: own.name_hi, description_hi: own.description_hi }, partsLang: 'en' as Locale };
  };
  const full = await Promise.all(listed.map((s) => read(s.slug)));
  return full
    .filter((s): s is { series: SeriesWithArticles; partsLang: Locale } => s !== null)
    .map(({ series, partsLang }) => ({
      params: { slug: series.slug },
      props: { series, partsLang },
      cacheKey: cacheKey('series', locale, layout, series.name, series.name_hi, series.description, series.description_hi, partsLang, series.articleCount, series.articles.map((a) => [...cardInputs(a), a.seriesOrder])),
    }));
}
