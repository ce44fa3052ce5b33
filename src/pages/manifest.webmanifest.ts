/** /manifest.webmanifest: the web app manifest (src/lib/web-manifest.ts), linked from every page by BaseLayout. */
import type { APIRoute } from 'astro';
import { webManifest } from '../lib/web-manifest';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(webManifest(), null, 2)}\n`, { headers: { 'content-type': 'application/manifest+json' } });
