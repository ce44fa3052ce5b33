/** getStaticPaths of blog/[slug] and /hi/blog/[slug] (the view: src/views/Article.astro). */
import type { Locale } from '#core/i18n/index.ts';
import { RESERVED_BLOG_SLUGS } from '#core/urls.ts';
import { articleLang } from '#src/lib/server/listing.ts';
import { cacheKey, sharedKey } from '#src/lib/server/cache-key.ts';
import { showsChangedArticle } from '#src/lib/server/changed-only.ts';
import { articleIndex, cardInputs, categoryLabels, layoutData, relatedItems, seriesNavByArticle, withExcerpts, type SeriesNav } from '#src/lib/server/site-data.ts';

export async function articlePaths(locale: Locale = 'en') {
  const [all, navs, layout, categoryLabel] = await Promise.all([articleIndex(), seriesNavByArticle(), layoutData(), categoryLabels(locale)]);
  // Every language's articles are in the index: the title of an article's translation, by slug.
  const titles = new Map(all.map((a) => [a.postSlug, a.postTitle]));
  return Promise.all(
    all
      // /blog/{slug} for English articles, /hi/blog/{slug} for Hindi ones.
      .filter((a) => a.postSlug && !RESERVED_BLOG_SLUGS.includes(a.postSlug) && articleLang(a) === locale)
      // The page shows its own article and, in its series navigation, the titles of the parts before and after it.
      .filter((a) => {
        const nav = navs.get(a.postSlug);
        // …and links to its translation: an edit of either re-renders both pages.
        const translation = a.translation?.slug;
        return showsChangedArticle([a.postSlug, nav?.previous?.postSlug, nav?.next?.postSlug, translation].filter((s) => s !== undefined));
      })
      .map(async (row) => {
        const nav = navs.get(row.postSlug) ?? null;
        const [[article], related] = await Promise.all([withExcerpts([row]), relatedItems(row, nav ?? undefined)]);
        const translation = row.translation ?? null;
        const translationTitle = translation ? (titles.get(translation.slug) ?? null) : null;
        return {
          params: { slug: article.postSlug },
          props: { article, nav, related, translationTitle },
          cacheKey: cacheKey('article', locale, sharedKey(layout), cardInputs(article), categoryLabel(article.postCategory), article.postDateUpdated, nav, sharedKey(related), translation, translationTitle),
        };
      }),
  );
}
