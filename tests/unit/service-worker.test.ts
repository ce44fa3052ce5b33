/**
 * Offline and installable (docs/site.md): the service worker's routing rules,
 * its build (esbuild + Workbox injectManifest) on a small site folder, the
 * headers sw.js is served with locally and on Vercel, and the web app manifest
 * with its icons. The browser side is tests/e2e/offline.spec.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { vercelConfig } from '#scripts/gen-vercel-json.ts';
import { serveSite } from '#server/static-site.ts';
import { linkedStylesheets, writeServiceWorker } from '#src/integrations/service-worker.ts';
import { MANIFEST_ICONS, THEME_COLOR, webManifest } from '#src/lib/web-manifest.ts';
import { CACHE_NAMES, DEVANAGARI_FONTS, INSTALL_PAGES, isNeverCached, keepOfflineUrls, OFFLINE_FALLBACK, offlineFallbackFor, pageCacheKey, routeFor } from '#src/service-worker/policy.ts';

const root = path.resolve(import.meta.dirname, '../..');
const origin = 'https://examprep.example';
const get = (pathOrUrl: string, mode = 'navigate') => routeFor({ method: 'GET', mode, url: new URL(pathOrUrl, origin).href }, origin);

describe('service worker: what it routes', () => {
  it('never touches the API, the admin dashboard or Firebase auth helpers, whatever the request', () => {
    for (const p of ['/api', '/api/', '/api/mocks/x/start', '/api/public/current-api-key?x=1', '/admin', '/admin/', '/admin?tab=mocks', '/admin/mocks/1', '/admin.html', '/__/auth/handler']) {
      for (const mode of ['navigate', 'cors', 'same-origin', 'no-cors']) expect(get(p, mode), `${p} ${mode}`).toBeNull();
      expect(isNeverCached(new URL(p, origin).pathname), p).toBe(true);
    }
  });

  it('pages: navigations, and a test page when the runner asks for it (not a navigation)', () => {
    expect(get('/')).toBe('page');
    expect(get('/blog/some-article')).toBe('page');
    expect(get('/blog?page=2')).toBe('page');
    expect(get('/mock-test/test/ssc-cgl-mock-1')).toBe('page');
    expect(get('/mock-test/test/ssc-cgl-mock-1/', 'cors')).toBe('page');
    // A script's fetch of any other page is not a page load.
    expect(get('/blog/some-article', 'cors')).toBeNull();
    expect(get('/mock-test', 'cors')).toBeNull();
  });

  it('the daily quiz page is kept when its island asks (a first visit loads before the worker), in both languages; its API never', () => {
    expect(get('/daily-quiz', 'cors')).toBe('page');
    expect(get('/daily-quiz/', 'same-origin')).toBe('page');
    expect(get('/hi/daily-quiz', 'cors')).toBe('page');
    expect(get('/daily-quiz/2026-12-01', 'cors')).toBeNull();
    expect(get('/api/daily-quiz/today', 'cors')).toBeNull();
    expect(get('/api/daily-quiz/2026-12-01', 'cors')).toBeNull();
  });

  it('hashed build files cache-first; icons, manifest and favicon; nothing else', () => {
    expect(get('/_astro/MockRunner.abc123.js', 'cors')).toBe('asset');
    expect(get('/_astro/global.abc123.css', 'no-cors')).toBe('asset');
    expect(get('/icons/icon-192.png', 'no-cors')).toBe('static');
    expect(get('/manifest.webmanifest', 'cors')).toBe('static');
    expect(get('/favicon.svg', 'no-cors')).toBe('static');
    expect(get('/pagefind/pagefind.js', 'cors')).toBeNull();
    expect(get('/uploads/cover.png', 'no-cors')).toBeNull();
  });

  it('only same-origin GETs', () => {
    expect(routeFor({ method: 'POST', mode: 'navigate', url: `${origin}/search` }, origin)).toBeNull();
    expect(routeFor({ method: 'GET', mode: 'navigate', url: 'https://cdn.example/_astro/x.js' }, origin)).toBeNull();
    expect(routeFor({ method: 'GET', mode: 'no-cors', url: 'https://pagead2.example/tag.js' }, origin)).toBeNull();
  });

  it('keeps a page under one key with or without the trailing slash, never the fragment, the query kept', () => {
    expect(pageCacheKey(`${origin}/mock-test/test/x/`)).toBe(`${origin}/mock-test/test/x`);
    expect(pageCacheKey(`${origin}/mock-test/test/x#q5`)).toBe(`${origin}/mock-test/test/x`);
    expect(pageCacheKey(`${origin}/blog/?page=2`)).toBe(`${origin}/blog?page=2`);
    expect(pageCacheKey(`${origin}/`)).toBe(`${origin}/`);
  });

  it('the runner asks to keep its page and the build files it loaded, nothing else', () => {
    const urls = keepOfflineUrls(
      `${origin}/mock-test/test/x#top`,
      [`${origin}/_astro/a.js`, `${origin}/_astro/a.js`, `${origin}/_astro/b.css`, `${origin}/api/mocks/x/start`, `${origin}/icons/icon-192.png`, 'https://ads.example/_astro/c.js', 'not a url'],
      origin,
    );
    expect(urls).toEqual([`${origin}/mock-test/test/x`, `${origin}/_astro/a.js`, `${origin}/_astro/b.css`, `${origin}/icons/icon-192.png`]);
  });
});

describe('service worker: the Devanagari font and the home page (issue 26)', () => {
  it('routes the self-hosted font files (cache first, their own cache)', () => {
    for (const file of DEVANAGARI_FONTS) {
      expect(get(file, 'cors')).toBe('font');
      expect(get(file, 'no-cors')).toBe('font');
    }
    expect(CACHE_NAMES.fonts).toBe('examprep-fonts');
    expect(get('/fonts/noto-sans-devanagari-OFL.txt', 'cors')).toBeNull();
  });

  it('the font list is the one the stylesheet declares, and the files exist', () => {
    const css = fs.readFileSync(path.join(root, 'src/styles/devanagari.css'), 'utf8');
    const declared = [...css.matchAll(/url\('([^']+\.woff2)'\)/g)].map((m) => m[1]);
    expect([...declared].sort()).toEqual([...DEVANAGARI_FONTS].sort());
    for (const file of DEVANAGARI_FONTS) expect(fs.existsSync(path.join(root, 'public', file)), file).toBe(true);
    // Every Hindi label anywhere uses the face: lang="hi" selects the family.
    expect(css).toMatch(/:lang\(hi\)[^{]*\{[^}]*'Noto Sans Devanagari Subset'/);
  });

  it('a paper with Hindi keeps both font files with its page, loaded or not', () => {
    const loaded = [`${origin}/_astro/a.js`, `${origin}${DEVANAGARI_FONTS[0]}`];
    expect(keepOfflineUrls(`${origin}/mock-test/test/x`, loaded, origin, { hindi: true })).toEqual([
      `${origin}/mock-test/test/x`,
      `${origin}/_astro/a.js`,
      ...DEVANAGARI_FONTS.map((f) => `${origin}${f}`),
    ]);
    // An English paper keeps a font file only when it was loaded (the हिन्दी label).
    expect(keepOfflineUrls(`${origin}/mock-test/test/x`, [`${origin}/_astro/a.js`], origin)).toEqual([`${origin}/mock-test/test/x`, `${origin}/_astro/a.js`]);
  });

  it('the home page is kept when the worker installs', () => {
    expect(INSTALL_PAGES).toContain('/');
  });
});

describe('service worker: the build', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-site-'));
  afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

  it('finds the offline page stylesheets', () => {
    const html = '<link rel="stylesheet" href="/_astro/global.Ab1.css"><link rel="stylesheet" href="/_astro/offline.Cd2.css"><link rel="icon" href="/favicon.svg"><link href="https://x.example/_astro/y.css" rel="stylesheet">';
    expect(linkedStylesheets(html)).toEqual(['_astro/global.Ab1.css', '_astro/offline.Cd2.css']);
  });

  it('bundles the worker with Workbox and precaches the offline page and its stylesheet only', async () => {
    fs.mkdirSync(path.join(site, 'offline'), { recursive: true });
    fs.mkdirSync(path.join(site, '_astro'), { recursive: true });
    fs.mkdirSync(path.join(site, 'blog', 'a'), { recursive: true });
    fs.writeFileSync(path.join(site, 'offline', 'index.html'), '<link rel="stylesheet" href="/_astro/global.Ab1.css"><h1>You are offline</h1>');
    fs.writeFileSync(path.join(site, '_astro', 'global.Ab1.css'), 'body{color:red}');
    fs.writeFileSync(path.join(site, '_astro', 'MockRunner.Zz9.js'), 'console.log(1)'.repeat(1000));
    fs.writeFileSync(path.join(site, 'blog', 'a', 'index.html'), '<h1>An article</h1>');
    const built = await writeServiceWorker(site);
    const sw = fs.readFileSync(path.join(site, 'sw.js'), 'utf8');
    expect(sw).not.toContain('__WB_MANIFEST');
    expect(sw).not.toContain('process.env');
    expect(sw).toContain('"offline/index.html"');
    expect(sw).toContain('"_astro/global.Ab1.css"');
    expect(sw).not.toContain('MockRunner');
    expect(sw).not.toContain('blog/a');
    for (const name of Object.values(CACHE_NAMES)) expect(sw).toContain(name);
    expect(sw).toContain(OFFLINE_FALLBACK);
    expect(sw).toContain('CACHE_URLS'); // Workbox routing's message listener
    expect(built.precache.count).toBe(2);
    expect(built.bytes).toBe(fs.statSync(path.join(site, 'sw.js')).size);
    expect(built.bytes).toBeLessThan(40_000);
  });

  it('Hindi pages (issue 27): a /hi/ test page is kept when the runner asks, and gets the Hindi offline page', () => {
    expect(get('/hi/mock-test/test/x', 'cors')).toBe('page');
    expect(get('/hi/mock-test/test/x/', 'same-origin')).toBe('page');
    expect(get('/hi/mock-test', 'cors')).toBeNull();
    expect(offlineFallbackFor(`${origin}/hi/blog/x`)).toBe('/hi/offline/index.html');
    expect(offlineFallbackFor(`${origin}/hi`)).toBe('/hi/offline/index.html');
    expect(offlineFallbackFor(`${origin}/history`)).toBe(OFFLINE_FALLBACK);
  });

  it('precaches the Hindi offline page and the switch’s label face when the build has them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-hi-'));
    for (const sub of ['offline', 'hi/offline', '_astro', 'fonts']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
    fs.writeFileSync(path.join(dir, 'offline', 'index.html'), '<link rel="stylesheet" href="/_astro/global.Ab1.css"><h1>You are offline</h1>');
    fs.writeFileSync(path.join(dir, 'hi', 'offline', 'index.html'), '<link rel="stylesheet" href="/_astro/global.Ab1.css"><h1>आप ऑफ़लाइन हैं</h1>');
    fs.writeFileSync(path.join(dir, '_astro', 'global.Ab1.css'), 'body{color:red}');
    fs.writeFileSync(path.join(dir, 'fonts', 'noto-sans-devanagari-label.woff2'), 'x');
    fs.writeFileSync(path.join(dir, 'fonts', 'noto-sans-devanagari-bold.woff2'), 'x'.repeat(1000));
    const built = await writeServiceWorker(dir);
    const sw = fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');
    expect(sw).toContain('"hi/offline/index.html"');
    expect(sw).toContain('"fonts/noto-sans-devanagari-label.woff2"');
    expect(sw).not.toContain('"fonts/noto-sans-devanagari-bold.woff2"');
    expect(built.precache.count).toBe(4);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a build without the offline page', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-empty-'));
    await expect(writeServiceWorker(empty)).rejects.toThrow(/offline\/index\.html/);
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it('sw.js is served no-cache locally (a new deploy is found on the next visit); other files as before', async () => {
    const app = new Hono().get('*', serveSite(() => site));
    const sw = await app.request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect((await app.request('/_astro/global.Ab1.css')).headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/offline/')).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('and on Vercel', () => {
    // The security-header route matches every page too; the one that sets the caching is sw.js's own.
    const route = vercelConfig().routes.find(
      (r) => 'src' in r && typeof r.src === 'string' && new RegExp(r.src).test('/sw.js') && 'headers' in r && Boolean((r.headers as Record<string, string>)['Cache-Control']),
    );
    expect(route).toMatchObject({ headers: { 'Cache-Control': 'no-cache' }, continue: true });
    expect(new RegExp(String(route!.src)).test('/swXjs')).toBe(false);
  });
});

describe('web app manifest', () => {
  const manifest = webManifest();

  it('has what Chromium needs to offer the install', () => {
    expect(manifest).toMatchObject({ name: 'ExamPrep Portal', short_name: 'ExamPrep', start_url: '/', scope: '/', display: 'standalone', theme_color: THEME_COLOR });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('its theme colour is the palette primary and the layout says the same', () => {
    expect(fs.readFileSync(path.join(root, 'src/styles/global.css'), 'utf8')).toContain(`--primary: ${THEME_COLOR};`);
    const layout = fs.readFileSync(path.join(root, 'src/layouts/BaseLayout.astro'), 'utf8');
    expect(layout).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(layout).toContain('content={THEME_COLOR}');
  });

  it('every icon is a committed PNG of the size it claims', () => {
    for (const icon of [...MANIFEST_ICONS, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const png = fs.readFileSync(path.join(root, 'public', icon.src));
      expect(png.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  });
});
