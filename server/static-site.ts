/**
 * Serves the built site the way the CDN does: query rewrites from the shared
 * table, /path → /path/index.html or /path.html, hashed assets cached forever,
 * HTML revalidated, the service worker (/sw.js) never taken from a cache
 * unchecked, the site's 404 page for unknown paths.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { rewritePath, SERVICE_WORKER_PATH } from './rewrites';

function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = path.join(root, path.normalize(decoded));
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

function isFile(file: string) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path maps to inside the site folder, if any. */
export function resolveSiteFile(root: string, urlPath: string): string | null {
  const base = safeJoin(root, urlPath);
  if (!base) return null;
  const candidates = urlPath.endsWith('/') ? [path.join(base, 'index.html')] : [base, path.join(base, 'index.html'), `${base}.html`];
  return candidates.find(isFile) ?? null;
}

function send(c: Context, file: string, status: 200 | 404) {
  const stat = fs.statSync(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const type = getMimeType(file) ?? 'application/octet-stream';
  const immutable = c.req.path.startsWith('/_astro/');
  const headers: Record<string, string> = {
    'content-type': type,
    etag,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : c.req.path === SERVICE_WORKER_PATH ? 'no-cache' : 'public, max-age=0, must-revalidate',
    'x-content-type-options': 'nosniff',
  };
  if (status === 200 && c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  if (c.req.method === 'HEAD') return c.body(null, status, { ...headers, 'content-length': String(stat.size) });
  return c.body(fs.readFileSync(file), status, headers);
}

export function serveSite(getRoot: () => string | null) {
  return (c: Context) => {
    const root = getRoot();
    if (!root) {
      return c.html(
        '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Building…</title>' +
          '<p style="font:16px system-ui;margin:3rem">The site is being built for the first time. This page refreshes by itself.</p>',
        503,
        { 'retry-after': '3' },
      );
    }
    const url = new URL(c.req.url);
    const target = rewritePath(url.pathname, url.searchParams) ?? url.pathname;
    const file = resolveSiteFile(root, target);
    if (file) return send(c, file, 200);
    const notFound = path.join(root, '404.html');
    if (isFile(notFound)) return send(c, notFound, 404);
    return c.text('Not found', 404);
  };
}
