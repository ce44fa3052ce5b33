/**
 * The security header table (server/security-headers.ts) on both doors —
 * the local server and vercel.json, resolved the way Vercel's edge does
 * (tests/support/vercel-routes.ts) — and the page CSP's sources
 * (core/security/csp.ts, src/integrations/csp.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { AD_NETWORK_ORIGINS, FIREBASE_ORIGINS, pageCsp } from '#core/security/csp.ts';
import { vercelConfig } from '#scripts/gen-vercel-json.ts';
import { createLocalApp } from '#server/local-server.ts';
import { securityHeaders } from '#server/security-headers.ts';
import { INLINE_SCRIPTS_DIR, inlineScriptHashes, siteCsp } from '#src/integrations/csp.ts';
import { createRouter } from '../support/vercel-routes';

const root = path.resolve(import.meta.dirname, '../..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'security-headers-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const site = path.join(tmp, 'site');
fs.mkdirSync(path.join(site, '_astro'), { recursive: true });
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Home</title>');
fs.writeFileSync(path.join(site, '404.html'), '<!doctype html><title>Not found</title>');
fs.writeFileSync(path.join(site, '_astro', 'a.js'), 'export {}');
const uploads = path.join(tmp, 'uploads');
fs.mkdirSync(path.join(uploads, 'covers'), { recursive: true });
fs.writeFileSync(path.join(uploads, 'covers', 'c.png'), Buffer.from('89504e470d0a1a0a', 'hex'));

const api = new Hono().get('/ping', (c) => c.json({ ok: true }));
const expected = (production: boolean) => securityHeaders.filter((h) => production || !h.productionOnly);

describe('the local server', () => {
  const local = createLocalApp({ api: api as never, siteDir: () => site, uploadsDir: uploads });
  const production = createLocalApp({ api: api as never, siteDir: () => site, production: true });

  it('sends every header of the table on pages, assets, the 404 page, uploads and 405s', async () => {
    for (const [url, method, status] of [
      ['/', 'GET', 200],
      ['/_astro/a.js', 'GET', 200],
      ['/nope', 'GET', 404],
      ['/uploads/covers/c.png', 'GET', 200],
      ['/', 'POST', 405],
    ] as const) {
      const res = await local.request(url, { method });
      expect(res.status, url).toBe(status);
      for (const h of expected(false)) {
        // Uploads keep their own stricter policy beside the table's (two policies, both enforced).
        if (url.startsWith('/uploads/') && h.name === 'Content-Security-Policy') expect(res.headers.get(h.name)).toBe(`default-src 'none', ${h.value}`);
        else expect(res.headers.get(h.name), `${method} ${url} ${h.name}`).toBe(h.value);
      }
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it('adds HSTS in production only', async () => {
    const res = await production.request('/');
    for (const h of expected(true)) expect(res.headers.get(h.name), h.name).toBe(h.value);
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}/);
  });

  it('the table forbids framing and keeps the page CSP to what a <meta> cannot say', () => {
    const csp = securityHeaders.find((h) => h.name === 'Content-Security-Policy')!.value;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src|style-src|default-src/); // those are the page's (meta), with hashes
    expect(securityHeaders.find((h) => h.name === 'X-Frame-Options')?.value).toBe('DENY');
  });
});

describe('vercel.json', () => {
  it('carries the table on a route that runs before the filesystem, for everything but /api', () => {
    const routes = vercelConfig().routes;
    const index = routes.findIndex((r) => 'headers' in r && r.headers && 'Content-Security-Policy' in r.headers);
    expect(index).toBeGreaterThanOrEqual(0);
    const route = routes[index] as { src: string; headers: Record<string, string>; continue: boolean };
    expect(route.continue).toBe(true);
    expect(route.headers).toEqual(Object.fromEntries(securityHeaders.map((h) => [h.name, h.value])));
    const src = new RegExp(route.src);
    for (const p of ['/', '/blog/x', '/_astro/a.js', '/apiary', '/pagefind/pagefind.js']) expect(src.test(p), p).toBe(true);
    for (const p of ['/api', '/api/health', '/api/admin/login']) expect(src.test(p), p).toBe(false);
    // The committed file is the generated one (tests/unit/rewrites.test.ts checks it in full).
    expect(JSON.parse(fs.readFileSync(path.join(root, 'vercel.json'), 'utf8')).routes[index]).toEqual(route);
  });

  it("resolved like Vercel's edge does, pages, assets and the 404 page get the headers; the API's answers do not", () => {
    const output = path.join(tmp, 'output');
    fs.mkdirSync(path.join(output, 'static'), { recursive: true });
    fs.mkdirSync(path.join(output, 'functions', 'api.func'), { recursive: true });
    fs.cpSync(site, path.join(output, 'static'), { recursive: true });
    // As the CLI writes them into config.json: header names in lower case.
    const lower = (r: object) => ('headers' in r && r.headers ? { ...r, headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k.toLowerCase(), v])) } : r);
    const routes = [...vercelConfig().routes.map(lower), { handle: 'filesystem' }, { handle: 'error' }, { src: '^/.*$', dest: '/404.html', status: 404 }];
    fs.writeFileSync(path.join(output, 'config.json'), JSON.stringify({ version: 3, routes }));
    const resolve = createRouter(output);
    for (const url of ['/', '/_astro/a.js', '/no-such-page']) {
      const r = resolve(url);
      for (const h of securityHeaders) expect(r.headers[h.name.toLowerCase()], `${url} ${h.name}`).toBe(h.value);
    }
    expect(resolve('/no-such-page').status).toBe(404);
    const fn = resolve('/api/health');
    expect(fn.kind).toBe('function');
    expect(fn.headers['content-security-policy']).toBeUndefined();
  });
});

describe('the page CSP', () => {
  const origins = (list: string[], directive: string) => list.find((d) => d.startsWith(`${directive} `))!.split(' ').slice(1);

  it('allows no third party when nothing is configured', () => {
    const csp = pageCsp({});
    expect(origins(csp.directives, 'connect-src')).toEqual(["'self'"]);
    expect(origins(csp.directives, 'frame-src')).toEqual(["'self'"]);
    expect(csp.scriptSources).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.styleSources).toEqual(["'self'"]);
    expect(csp.directives).toContain("object-src 'none'");
  });

  it("allows the ad network's origins exactly when PUBLIC_AD_CLIENT is set", () => {
    const csp = pageCsp({ PUBLIC_AD_CLIENT: 'ca-pub-123' });
    for (const o of AD_NETWORK_ORIGINS.script) expect(csp.scriptSources).toContain(o);
    for (const o of AD_NETWORK_ORIGINS.frame) expect(origins(csp.directives, 'frame-src')).toContain(o);
    for (const o of AD_NETWORK_ORIGINS.connect) expect(origins(csp.directives, 'connect-src')).toContain(o);
    expect(csp.scriptSources).not.toContain(FIREBASE_ORIGINS.script[0]);
  });

  it("allows Firebase's endpoints and the project's auth domain in production, the emulator locally", () => {
    const prod = pageCsp({ PUBLIC_FIREBASE_API_KEY: 'k', PUBLIC_FIREBASE_PROJECT_ID: 'exam-portal', PUBLIC_FIREBASE_AUTH_DOMAIN: 'login.example.in' });
    expect(origins(prod.directives, 'connect-src')).toEqual(["'self'", ...FIREBASE_ORIGINS.connect]);
    expect(origins(prod.directives, 'frame-src')).toEqual(["'self'", 'https://login.example.in']);
    expect(prod.scriptSources).toContain('https://apis.google.com');
    const defaultDomain = pageCsp({ PUBLIC_FIREBASE_API_KEY: 'k', PUBLIC_FIREBASE_PROJECT_ID: 'exam-portal' });
    expect(origins(defaultDomain.directives, 'frame-src')).toContain('https://exam-portal.firebaseapp.com');

    const local = pageCsp({ PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(origins(local.directives, 'connect-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(origins(local.directives, 'frame-src')).toEqual(["'self'", 'http://127.0.0.1:9099']);
    expect(origins(local.directives, 'connect-src')).not.toContain(FIREBASE_ORIGINS.connect[0]);
  });

  it('hashes every inline script file for Astro, and Astro config takes them', () => {
    const files = fs.readdirSync(INLINE_SCRIPTS_DIR).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThanOrEqual(5);
    const hashes = inlineScriptHashes();
    for (const f of files) {
      const digest = `sha256-${createHash('sha256').update(fs.readFileSync(path.join(INLINE_SCRIPTS_DIR, f))).digest('base64')}`;
      expect(hashes).toContain(digest);
    }
    const config = siteCsp({});
    expect(config.scriptDirective?.hashes).toEqual(hashes);
    expect(config.styleDirective?.resources).toContainEqual({ resource: "'unsafe-inline'", kind: 'attribute' });
  });

  it('no component has an inline script of its own: each renders one of src/inline-scripts (so it is hashed)', () => {
    const astroFiles = fs.readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.astro'));
    const offenders: string[] = [];
    for (const f of astroFiles) {
      const text = fs.readFileSync(path.join(root, 'src', f), 'utf8');
      // An executable inline script with a body (JSON-LD data blocks and src= scripts are fine).
      for (const m of text.matchAll(/<script\b([^>]*?)(?:\/>|>([\s\S]*?)<\/script>)/g)) {
        const attrs = m[1];
        if (!/is:inline/.test(attrs) || /\bsrc=|type="application\/ld\+json"/.test(attrs)) continue;
        if ((m[2] ?? '').trim()) offenders.push(f);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('zod in the browser', () => {
  it('runs jitless once the client layer loaded (no `new Function` probe for the CSP to report)', async () => {
    await import('#src/lib/client/zod-csp.ts');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
