/**
 * Serves the built site the way the CDN does: query rewrites from the shared
 * table, /path → /path/index.html or /path.html, the security headers of
 * server/security-headers.ts, hashed assets cached forever, HTML revalidated
 * (ETag → 304), the service worker (/sw.js) never taken from a cache
 * unchecked, the site's 404 page for unknown paths.
 *
 * From memory: a build folder never changes once it is served (the builder
 * swaps in a new folder), so a file is read once — with the brotli and gzip
 * copies the builder wrote beside it (server/precompress.ts) — and kept in
 * an LRU of MEMORY_BUDGET bytes; the ETag is a hash of the content, so it
 * survives rebuilds that did not change the page. Nothing is read
 * synchronously on the request path, and nothing is compressed there.
 */
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { negotiate } from '#infra/content-encoding.ts';
import { DEFAULT_LOCALE, localeOfPath } from '#core/i18n/locales.ts';
import { ENCODINGS, type Encoding } from './precompress';
import { notFoundPage, rewritePath, SERVICE_WORKER_PATH } from './rewrites';

/** Bytes of files (all their encodings) kept in memory; larger single files are read per request. */
const MEMORY_BUDGET = 96 * 1024 * 1024;
const MAX_CACHED_FILE = 8 * 1024 * 1024;
/** URL paths remembered per build (found or not), so an unknown path costs a few stats once. */
const MAX_RESOLVED = 20_000;

interface SiteFile {
  body: Buffer;
  variants: Partial<Record<Encoding, Buffer>>;
  etag: string;
  type: string;
  bytes: number;
}

export interface ServeSiteOptions {
  /** Added to every answer (server/security-headers.ts). */
  headers?: Record<string, string>;
}

function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.join(root, path.normalize(decoded));
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

async function isFile(file: string) {
  try {
    return (await fsp.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a URL path maps to inside the site folder, if any. */
export async function resolveSiteFile(root: string, urlPath: string): Promise<string | null> {
  const base = safeJoin(root, urlPath);
  if (!base) return null;
  // The builder's compressed copies are served through negotiation, never by their own names.
  const copy = ENCODINGS.find((e) => base.endsWith(e.suffix));
  if (copy && (await isFile(base.slice(0, -copy.suffix.length)))) return null;
  const candidates = urlPath.endsWith('/') ? [path.join(base, 'index.html')] : [base, path.join(base, 'index.html'), `${base}.html`];
  for (const file of candidates) if (await isFile(file)) return file;
  return null;
}

const readOptional = (file: string) => fsp.readFile(file).catch(() => undefined);

async function loadFile(file: string): Promise<SiteFile> {
  const [body, ...encoded] = await Promise.all([fsp.readFile(file), ...ENCODINGS.map((e) => readOptional(`${file}${e.suffix}`))]);
  const variants: SiteFile['variants'] = {};
  ENCODINGS.forEach((e, i) => {
    if (encoded[i]) variants[e.name] = encoded[i];
  });
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  const type = getMimeType(file) ?? 'application/octet-stream';
  return { body, variants, etag, type, bytes: body.length + Object.values(variants).reduce((n, b) => n + b.length, 0) };
}

function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const weak = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => weak(t) === weak(etag));
}

/** One LRU of files per served build; a new build folder starts a new one. */
class FileCache {
  private files = new Map<string, SiteFile>();
  private loading = new Map<string, Promise<SiteFile>>();
  private resolved = new Map<string, string | null>();
  private bytes = 0;
  constructor(readonly root: string) {}

  async resolve(urlPath: string): Promise<string | null> {
    const known = this.resolved.get(urlPath);
    if (known !== undefined) return known;
    const file = await resolveSiteFile(this.root, urlPath);
    if (this.resolved.size >= MAX_RESOLVED) this.resolved.clear();
    this.resolved.set(urlPath, file);
    return file;
  }

  get(file: string): Promise<SiteFile> {
    const hit = this.files.get(file);
    if (hit) {
      // Most recently used last.
      this.files.delete(file);
      this.files.set(file, hit);
      return Promise.resolve(hit);
    }
    let pending = this.loading.get(file);
    if (!pending) {
      pending = loadFile(file).finally(() => this.loading.delete(file));
      this.loading.set(file, pending);
      void pending.then((entry) => this.keep(file, entry), () => {});
    }
    return pending;
  }

  private keep(file: string, entry: SiteFile) {
    if (entry.bytes > MAX_CACHED_FILE || this.files.has(file)) return;
    this.files.set(file, entry);
    this.bytes += entry.bytes;
    for (const [key, old] of this.files) {
      if (this.bytes <= MEMORY_BUDGET) break;
      this.files.delete(key);
      this.bytes -= old.bytes;
    }
  }
}

function send(c: Context, file: SiteFile, status: 200 | 404, extra: Record<string, string>) {
  const immutable = status === 200 && c.req.path.startsWith('/_astro/');
  const headers: Record<string, string> = {
    ...extra,
    'content-type': file.type,
    etag: file.etag,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : c.req.path === SERVICE_WORKER_PATH ? 'no-cache' : 'public, max-age=0, must-revalidate',
  };
  if (Object.keys(file.variants).length) headers.vary = 'Accept-Encoding';
  if (status === 200 && etagMatches(c.req.header('if-none-match'), file.etag)) return c.body(null, 304, headers);
  const encoding = negotiate(c.req.header('accept-encoding'), file.variants);
  const body = encoding ? file.variants[encoding]! : file.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.length);
  if (c.req.method === 'HEAD') return c.body(null, status, headers);
  return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
}

export function serveSite(getRoot: () => string | null, options: ServeSiteOptions = {}) {
  const extra = options.headers ?? {};
  let cache: FileCache | null = null;
  return async (c: Context) => {
    const root = getRoot();
    if (!root) {
      return c.html(
        '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Building…</title>' +
          '<p style="font:16px system-ui;margin:3rem">The site is being built for the first time. This page refreshes by itself.</p>',
        503,
        { ...extra, 'retry-after': '3', 'cache-control': 'no-store' },
      );
    }
    if (cache?.root !== root) cache = new FileCache(root);
    const url = new URL(c.req.url);
    const target = rewritePath(url.pathname, url.searchParams) ?? url.pathname;
    // A file can vanish under a request that still holds a pruned build: answer as for an unknown path.
    const load = (file: string | null) => (file ? cache!.get(file).catch(() => null) : Promise.resolve(null));
    const found = await load(await cache.resolve(target));
    if (found) return send(c, found, 200, extra);
    // An unknown /hi/… path gets the Hindi 404 page (src/pages/hi/404.astro), any other the English one.
    const locale = localeOfPath(url.pathname);
    const notFound = (locale !== DEFAULT_LOCALE ? await load(await cache.resolve(notFoundPage(locale))) : null) ?? (await load(await cache.resolve(notFoundPage(DEFAULT_LOCALE))));
    if (notFound) return send(c, notFound, 404, extra);
    return c.text('Not found', 404, extra);
  };
}
