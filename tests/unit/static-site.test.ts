/**
 * The local server's static side (server/static-site.ts, server/precompress.ts):
 * brotli and gzip copies written at build and chosen by Accept-Encoding, the
 * content ETag and 304, Cache-Control for hashed assets and pages, the 404
 * page, the compressed copies never served under their own names, and
 * incremental precompression reusing the previous build's copies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalApp } from '#server/local-server.ts';
import { precompress } from '#server/precompress.ts';
import { negotiate } from '#infra/content-encoding.ts';

const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${'<p>Exam preparation, practice and mock tests.</p>'.repeat(200)}</body></html>`;

let dir: string;
let site: string;
let app: Hono;
const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => app.request(url, { method, headers });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-site-'));
  site = path.join(dir, 'site-1');
  fs.mkdirSync(path.join(site, '_astro'), { recursive: true });
  fs.mkdirSync(path.join(site, 'blog', 'first'), { recursive: true });
  fs.writeFileSync(path.join(site, 'index.html'), page('Home'));
  fs.writeFileSync(path.join(site, 'blog', 'first', 'index.html'), page('First'));
  fs.writeFileSync(path.join(site, '404.html'), page('Not found'));
  fs.writeFileSync(path.join(site, '_astro', 'app.Ab12.js'), `export const x = ${JSON.stringify('x'.repeat(4000))};`);
  fs.writeFileSync(path.join(site, 'tiny.txt'), 'small');
  await precompress(site, null);
  app = createLocalApp({ api: new Hono() as never, siteDir: () => site });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressed answers', () => {
  it('writes .br and .gz beside the text files, not for tiny ones', () => {
    for (const f of ['index.html', 'blog/first/index.html', '404.html', '_astro/app.Ab12.js']) {
      expect(fs.existsSync(path.join(site, `${f}.br`)), f).toBe(true);
      expect(fs.existsSync(path.join(site, `${f}.gz`)), f).toBe(true);
    }
    expect(fs.existsSync(path.join(site, 'tiny.txt.br'))).toBe(false);
  });

  it('serves brotli to a browser, gzip to a gzip-only client, identity otherwise; the bytes decode to the page', async () => {
    const original = fs.readFileSync(path.join(site, 'index.html'));
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(brBody.length).toBeLessThan(original.length / 5);
    expect(Number(br.headers.get('content-length'))).toBe(brBody.length);
    expect(zlib.brotliDecompressSync(brBody).equals(original)).toBe(true);

    const gz = await get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(original)).toBe(true);

    const plain = await get('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(original)).toBe(true);
    expect(plain.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('negotiates by q-values: br;q=0 falls back to gzip, identity only gets none', () => {
    const both = { br: Buffer.from('b'), gzip: Buffer.from('g') };
    expect(negotiate('br;q=0, gzip', both)).toBe('gzip');
    expect(negotiate('identity', both)).toBeNull();
    expect(negotiate('*', both)).toBe('br');
    expect(negotiate('br', { gzip: both.gzip })).toBeNull();
  });

  it('never serves the compressed copies under their own names', async () => {
    expect((await get('/index.html.br')).status).toBe(404);
    expect((await get('/_astro/app.Ab12.js.gz')).status).toBe(404);
  });
});

describe('validators and caching', () => {
  it('answers 304 to If-None-Match with the ETag (any encoding), 200 to a stale one', async () => {
    const first = await get('/blog/first/', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const again = await get('/blog/first', { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect((await get('/blog/first/', { 'if-none-match': 'W/"stale"' })).status).toBe(200);
  });

  it('keeps the ETag when a rebuild wrote the same bytes (a content hash, not the file time)', async () => {
    const other = path.join(dir, 'site-2');
    fs.cpSync(site, other, { recursive: true });
    const before = (await get('/')).headers.get('etag');
    const rebuilt = createLocalApp({ api: new Hono() as never, siteDir: () => other });
    expect((await rebuilt.request('/')).headers.get('etag')).toBe(before);
  });

  it('caches hashed /_astro assets for a year, immutable', async () => {
    const res = await get('/_astro/app.Ab12.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('HEAD answers the headers and length without a body', async () => {
    const res = await get('/', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBe(fs.statSync(path.join(site, 'index.html.br')).size);
    expect(await res.text()).toBe('');
  });

  it('unknown paths get the 404 page with status 404 (compressed too), traversal included', async () => {
    const res = await get('/no-such-page', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<title>Not found</title>');
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404);
    // A 404 is never a 304, even with a matching validator.
    expect((await get('/no-such-page', { 'if-none-match': '*' })).status).toBe(404);
  });

  it('an unknown /hi/ path gets the Hindi 404 page (issue 27), others the English one', async () => {
    const hiDir = path.join(site, 'hi', '404');
    fs.mkdirSync(hiDir, { recursive: true });
    fs.writeFileSync(path.join(hiDir, 'index.html'), page('पेज नहीं मिला'));
    try {
      const hi = await get('/hi/no-such-page');
      expect(hi.status).toBe(404);
      expect(await hi.text()).toContain('पेज नहीं मिला');
      expect(await (await get('/hindi-not-a-locale')).text()).toContain('<title>Not found</title>');
    } finally {
      fs.rmSync(path.join(site, 'hi'), { recursive: true, force: true });
    }
  });
});

describe('incremental precompression', () => {
  it("reuses the previous build's copies for unchanged files and compresses only what changed", async () => {
    const next = path.join(dir, 'site-3');
    fs.mkdirSync(next);
    fs.cpSync(site, next, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
    fs.writeFileSync(path.join(next, 'blog', 'first', 'index.html'), page('First, edited'));
    const stats = await precompress(next, site);
    expect(stats.compressed).toBe(1);
    expect(stats.reused).toBe(3);
    // Hard links: the same file on disk as the previous build's copy.
    expect(fs.statSync(path.join(next, 'index.html.br')).ino).toBe(fs.statSync(path.join(site, 'index.html.br')).ino);
    const edited = zlib.brotliDecompressSync(fs.readFileSync(path.join(next, 'blog', 'first', 'index.html.br'))).toString();
    expect(edited).toContain('First, edited');
  });

  it('compresses files anew when the previous build has no copies (built before precompression)', async () => {
    const plain = path.join(dir, 'site-4');
    fs.cpSync(site, plain, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) });
    const next = path.join(dir, 'site-5');
    fs.cpSync(plain, next, { recursive: true });
    const stats = await precompress(next, plain);
    expect(stats).toMatchObject({ compressed: 4, reused: 0 });
    expect(fs.existsSync(path.join(next, 'index.html.br'))).toBe(true);
  });
});
