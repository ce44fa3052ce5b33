import type { APIRoute } from 'astro';
import { allSiteMapUrls, sitemapFiles, sitemapIndexXml, urlsetXml } from '../lib/server/site-map';

/**
 * One <url> per page and language, with xhtml:link hreflang alternates (and x-default → English) where it has more than
 * one. Past `sitemapUrlsPerFile()` URLs (a big site) it is a sitemap index of /sitemap-1.xml, /sitemap-2.xml, …
 * (src/pages/sitemap-[n].xml.ts), as the protocol caps a file at 50,000 URLs.
 */
export const GET: APIRoute = async ({ site }) => {
  const files = sitemapFiles(await allSiteMapUrls());
  const body = files.length === 1 ? urlsetXml(files[0], site) : sitemapIndexXml(files, site);
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
