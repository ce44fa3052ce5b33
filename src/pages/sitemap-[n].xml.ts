import type { APIRoute } from 'astro';
import { cacheKey } from '../lib/server/cache-key';
import { showsChangedArticle } from '../lib/server/changed-only';
import { allSiteMapUrls, sitemapFiles, urlsetXml, type SiteMapUrl } from '../lib/server/site-map';

/**
 * The files of a big site's sitemap index (src/pages/sitemap.xml.ts); none while the site fits in one file.
 * A changed-only build writes the files that list an edited article (its lastmod changed) and, when any article
 * changed, the other pages' files (their lastmods follow the newest article's).
 */
export async function getStaticPaths() {
  const files = sitemapFiles(await allSiteMapUrls());
  if (files.length === 1) return [];
  const slugsOf = (urls: SiteMapUrl[]) => urls.flatMap((u) => (u.slug ? [u.slug] : []));
  const anyArticle = files.flatMap(slugsOf);
  return files.flatMap((urls, i) => {
    const slugs = slugsOf(urls);
    return showsChangedArticle(slugs.length ? slugs : anyArticle) ? [{ params: { n: String(i + 1) }, props: { urls }, cacheKey: cacheKey(urls) }] : [];
  });
}

export const GET: APIRoute<{ urls: SiteMapUrl[] }> = ({ props, site }) =>
  new Response(urlsetXml(props.urls, site), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
