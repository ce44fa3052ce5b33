/** RSS 2.0 feed of the 50 newest articles of a language: /rss.xml English, /hi/rss.xml Hindi (src/pages/hi/rss.xml.ts). */
import type { APIRoute } from 'astro';
import { LOCALE_INFO, localizedPath, ui, type Locale } from '#core/i18n/index.ts';
import { articleLang } from '../lib/server/listing';
import { gridExcerpt, titleOrFallback } from '#core/format/text.ts';
import { articleUrl } from '#core/urls.ts';
import { articleIndex, withExcerpts } from '../lib/server/site-data';
import { xmlEscape } from '../lib/server/site-map';
import { SITE_DESCRIPTION, SITE_NAME } from '../lib/site';

export const RSS_ITEMS = 50;

export const GET: APIRoute = ({ site }) => rssFeed(site, 'en');

export async function rssFeed(site: URL | undefined, locale: Locale): Promise<Response> {
  const items = await withExcerpts((await articleIndex()).filter((a) => articleLang(a) === locale).slice(0, RSS_ITEMS));
  const rfc822 = (iso: string) => new Date(iso).toUTCString();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlEscape(locale === 'en' ? SITE_NAME : `${SITE_NAME} – ${ui(locale).common.footer.rssTitle}`)}</title>`,
    `<link>${xmlEscape(new URL(localizedPath('/', locale), site).href)}</link>`,
    `<description>${xmlEscape(SITE_DESCRIPTION)}</description>`,
    `<language>${locale === 'en' ? 'en-in' : LOCALE_INFO[locale].htmlLang}</language>`,
    `<atom:link href="${xmlEscape(new URL(localizedPath('/rss.xml', locale), site).href)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [`<lastBuildDate>${rfc822(items[0].postDateUpdated)}</lastBuildDate>`] : []),
    ...items.map((a) => {
      const url = xmlEscape(new URL(localizedPath(articleUrl(a.postSlug), locale), site).href);
      return [
        '<item>',
        `<title>${xmlEscape(titleOrFallback(a.postTitle))}</title>`,
        `<link>${url}</link>`,
        `<guid isPermaLink="true">${url}</guid>`,
        `<pubDate>${rfc822(a.postDateCreated)}</pubDate>`,
        `<category>${xmlEscape(a.postCategory)}</category>`,
        `<description>${xmlEscape(gridExcerpt(a.postExcerpt))}</description>`,
        '</item>',
      ].join('');
    }),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}
