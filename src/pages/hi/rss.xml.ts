import type { APIRoute } from 'astro';
import { rssFeed } from '../rss.xml';

/** The Hindi feed: the newest Hindi articles (src/pages/rss.xml.ts). */
export const GET: APIRoute = ({ site }) => rssFeed(site, 'hi');
