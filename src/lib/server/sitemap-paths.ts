/** getStaticPaths of the HTML sitemap's article pages (/utils/sitemap/articles/[n], and under /hi/). */
import type { Locale } from '#core/i18n/index.ts';
import { cacheKey } from './cache-key';
import { showsChangedArticle } from './changed-only';
import { articlePages, siteMapGroups } from './site-map';

export async function sitemapArticlePaths(locale: Locale) {
  const pages = articlePages(await siteMapGroups(), locale);
  // One page: the list is on /utils/sitemap itself.
  if (pages.length === 1) return [];
  const total = pages.reduce((n, p) => n + p.length, 0);
  let from = 1;
  return pages.flatMap((entries, i) => {
    const props = { n: i + 1, from, total, entries };
    from += entries.length;
    // A changed-only build lists the page with an edited article (its title is here).
    return showsChangedArticle(entries.flatMap((e) => (e.slug ? [e.slug] : []))) ? [{ params: { n: String(i + 1) }, props, cacheKey: cacheKey('sitemap-articles', locale, props) }] : [];
  });
}
