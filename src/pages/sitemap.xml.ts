import type { APIRoute } from 'astro';
import { siteMapGroups, xmlEscape } from '../lib/server/site-map';

export const GET: APIRoute = async ({ site }) => {
  const groups = await siteMapGroups();
  const urls = groups
    .flatMap((g) => g.entries)
    .map((e) => `  <url><loc>${xmlEscape(new URL(e.path, site).href)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
