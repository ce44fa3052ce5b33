import type { APIRoute } from 'astro';
import { LOCALES, LOCALE_INFO } from '#core/i18n/index.ts';
import { entryVersions as versions, siteMapGroups, xmlEscape } from '../lib/server/site-map';

/** One <url> per page and language, with xhtml:link hreflang alternates (and x-default → English) where it has more than one. */
export const GET: APIRoute = async ({ site }) => {
  const groups = await siteMapGroups();
  const abs = (path: string) => xmlEscape(new URL(path, site).href);
  const urls = groups
    .flatMap((g) => g.entries)
    .flatMap((e) => {
      const v = versions(e);
      const langs = LOCALES.filter((l) => v[l]);
      const links =
        langs.length > 1
          ? [...langs.map((l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_INFO[l].htmlLang}" href="${abs(v[l]!)}"/>`), ...(v.en ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${abs(v.en)}"/>`] : [])].join('')
          : '';
      return langs.map((l) => `  <url><loc>${abs(v[l]!)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${links}</url>`);
    });
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
