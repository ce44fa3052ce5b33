/**
 * The deployment as Vercel runs it (docs/deploy.md).
 *
 * Builds a copy of the working tree offline with the real Vercel CLI
 * (`vercel build --prod`, framework Astro, VERCEL_ENV=production) against a
 * seeded scratch database (the real Postgres when DATABASE_URL is set, else
 * PGlite shared over its socket), then loads the function from
 * `.vercel/output/functions/api.func` with plain Node (tests/deploy/vercel-runtime.mjs:
 * no tsx, no loader hooks) and calls it as Vercel's runtime does, freezing the
 * instance after every response. Static URLs are resolved through the
 * output's config.json routes (tests/support/vercel-routes.ts).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '#db/seed/index.ts';
import { LIVE_SLUGS } from '#db/seed/live-tests.ts';
import { createLocalStorage } from '#infra/storage/index.ts';
import { securityHeaders } from '#server/security-headers.ts';
import { openTestDb, type TestDb } from '../support/db';
import { ensureVercelCli } from '../support/vercel-cli';
import { createRouter, type Resolution } from '../support/vercel-routes';

const root = path.resolve(import.meta.dirname, '../..');
const SITE_URL = 'https://exam-portal.test';
const ADMIN = { id: 'deploy-admin', password: 'deploy-admin-password-1' };

/** What a production project sets (README's production table), minus the cloud services. */
function productionEnv(databaseUrl: string): Record<string, string> {
  const { DATABASE_URL: _d, REDIS_URL: _r, NODE_OPTIONS: _n, VITEST: _v, VITEST_POOL_ID: _p, VITEST_WORKER_ID: _w, ...rest } = process.env;
  return {
    ...(rest as Record<string, string>),
    VERCEL_ENV: 'production',
    DATABASE_URL: databaseUrl,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ADMIN_ID: ADMIN.id,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_SESSION_SECRET: 'deployment-test-session-secret-0123456789',
    SITE_URL,
    LOG_LEVEL: 'warn',
    VERCEL_TELEMETRY_DISABLED: '1',
    NO_UPDATE_NOTIFIER: '1',
    FORCE_COLOR: '0',
  };
}

/** The working tree without what the build makes or the machine holds (node_modules is linked). */
function copyProject(into: string) {
  const skip = new Set(['node_modules', '.git', 'dist', '.data', '.e2e', '.cache', '.build', '.vercel', '.astro', 'test-results', 'playwright-report']);
  fs.cpSync(root, into, {
    recursive: true,
    filter: (src) => {
      const rel = path.relative(root, src);
      const top = rel.split(path.sep)[0];
      return !skip.has(top) && !top.startsWith('.tmp') && !top.startsWith('.e2e-') && !top.startsWith('.walk');
    },
  });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(into, 'node_modules'), 'dir');
  fs.mkdirSync(path.join(into, '.vercel'));
  // What `vercel link` writes; `vercel build` needs nothing else offline. The install step is
  // skipped (an empty installCommand): node_modules is linked from the working tree.
  fs.writeFileSync(
    path.join(into, '.vercel', 'project.json'),
    JSON.stringify({ projectId: 'prj_deployment_test', orgId: 'team_deployment_test', settings: { framework: 'astro', nodeVersion: '24.x', installCommand: '' } }),
  );
}

interface HookCall {
  at: number;
  authorization?: string;
  body: unknown;
}

function startHookStandIn(): Promise<{ url: string; calls: HookCall[]; close(): Promise<void> }> {
  const calls: HookCall[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ at: Date.now(), authorization: req.headers.authorization, body: JSON.parse(body || 'null') });
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"job":{"state":"PENDING"}}');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}/deploy-hook`, calls, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

/** A function instance: plain Node running the built function, frozen between requests. */
async function startInstance(funcDir: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'tests/deploy/vercel-runtime.mjs'), funcDir], {
    cwd: funcDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (d) => (log += d));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      log += d;
      const m = /listening (\d+)/.exec(log);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`the function did not load (exit ${code}):\n${log}`)));
  });
  const state = () => fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.[0];
  async function frozen() {
    for (let i = 0; i < 1500 && state() !== 'T'; i++) await new Promise((r) => setTimeout(r, 10));
    expect(state(), 'the instance freezes after answering').toBe('T');
  }
  return {
    log: () => log,
    /** One request, as Vercel passes it (original path); resolves once the instance is frozen again. */
    async request(pathAndQuery: string, init: RequestInit & { json?: unknown } = {}) {
      process.kill(child.pid!, 'SIGCONT');
      const { json, ...rest } = init;
      const res = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, {
        ...rest,
        headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...(rest.headers as Record<string, string>) },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
      const text = await res.text();
      await frozen();
      return { status: res.status, headers: res.headers, text, json: () => JSON.parse(text) };
    },
    async stop() {
      if (child.exitCode !== null) return;
      process.kill(child.pid!, 'SIGCONT');
      child.kill('SIGKILL');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

describe('the Vercel deployment (vercel build, function run by plain Node)', () => {
  let testDb: TestDb;
  let project: string;
  let output: string;
  let buildLog = '';
  let buildSeconds = 0;
  let hook: Awaited<ReturnType<typeof startHookStandIn>>;
  let instance: Awaited<ReturnType<typeof startInstance>>;
  let resolve: (url: string) => Resolution;

  beforeAll(async () => {
    const vercel = ensureVercelCli();
    testDb = await openTestDb(process.env.DATABASE_URL ? 'pg' : 'pglite');
    const databaseUrl = testDb.url ?? `postgres://postgres@127.0.0.1:${await testDb.handle.shareOverSocket!()}/postgres`;
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'exam-portal-deploy-'));
    // Production never seeds: the content is there before the deployment builds, as in a real
    // project (the demo downloads go to a scratch folder: the function serves none of them).
    await seedDemoContent(testDb.handle.db, { articles: 45, storage: createLocalStorage(path.join(project, '.uploads')) });
    hook = await startHookStandIn();

    copyProject(project);
    const started = performance.now();
    await new Promise<void>((done, fail) => {
      const child = execFile(vercel, ['build', '--prod', '--yes'], { cwd: project, env: productionEnv(databaseUrl), maxBuffer: 64 << 20, timeout: 10 * 60_000 }, (err, stdout, stderr) => {
        buildLog = `${stdout}\n${stderr}`;
        fs.writeFileSync(path.join(os.tmpdir(), 'exam-portal-deploy-build.log'), buildLog);
        if (err) fail(new Error(`vercel build failed: ${err.message}\n${buildLog.slice(-6000)}`));
        else done();
      });
      child.stdin?.end();
    });
    buildSeconds = (performance.now() - started) / 1000;
    output = path.join(project, '.vercel', 'output');
    resolve = createRouter(output);

    instance = await startInstance(path.join(output, 'functions', 'api.func'), {
      ...productionEnv(databaseUrl),
      VERCEL: '1',
      NODE_ENV: 'production',
      REBUILD_HOOK_URL: hook.url,
      // Only what Node itself needs: the runtime gives the function no loader.
      NODE_OPTIONS: '',
    });
  }, 20 * 60_000);

  afterAll(async () => {
    await instance?.stop();
    await hook?.close();
    await testDb?.dispose();
    if (project) fs.rmSync(project, { recursive: true, force: true });
  });

  it('builds the static site, the routes and one bundled Node 24 function without PGlite', () => {
    expect(buildLog).toContain('Build Completed in .vercel/output');
    expect(buildLog).not.toContain('Installing dependencies'); // node_modules is the working tree's
    expect(buildLog).not.toMatch(/error TS\d+/);
    const funcDir = path.join(output, 'functions', 'api.func');
    const config = JSON.parse(fs.readFileSync(path.join(funcDir, '.vc-config.json'), 'utf8'));
    expect(config).toMatchObject({ runtime: 'nodejs24.x', handler: 'index.mjs', launcherType: 'Nodejs', maxDuration: 10 });
    // Only our function: nothing compiled file by file from api/ by the zero-config builder.
    expect(fs.readdirSync(path.join(output, 'functions'))).toEqual(['api.func']);

    const files = fs.readdirSync(funcDir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile());
    const bytes = files.filter((f) => !f.name.endsWith('.map')).reduce((sum, f) => sum + fs.statSync(path.join(f.parentPath, f.name)).size, 0);
    expect(files.some((f) => f.parentPath.includes('node_modules') || /\.(wasm|data)$/.test(f.name))).toBe(false);
    const entry = fs.readFileSync(path.join(funcDir, 'index.mjs'), 'utf8');
    expect(entry).not.toContain('pglite.wasm');
    expect(bytes).toBeLessThan(8e6);
    for (const page of ['index.html', 'blog/index.html', 'blog/page/2/index.html', 'mock-test/index.html', 'pagefind/pagefind.js', '404.html', 'sw.js', 'offline/index.html', 'manifest.webmanifest', 'icons/maskable-512.png']) {
      expect(fs.existsSync(path.join(output, 'static', page)), page).toBe(true);
    }
    console.log(`[deploy] vercel build ${buildSeconds.toFixed(1)} s; function ${(bytes / 1e6).toFixed(2)} MB in ${files.length} files`);
  });

  it('routes visitor URLs through config.json: pages, paginated listings, the API and the 404 page', () => {
    const page2 = resolve('/blog?page=2');
    expect(page2).toMatchObject({ kind: 'static', status: 200 });
    expect(path.relative(path.join(output, 'static'), (page2 as { file: string }).file)).toBe(path.join('blog', 'page', '2', 'index.html'));
    expect(fs.readFileSync((page2 as { file: string }).file, 'utf8')).toContain('Articles - Page 2');
    expect(resolve('/blog')).toMatchObject({ kind: 'static', status: 200 });
    expect(resolve('/api/health')).toMatchObject({ kind: 'function', name: '/api' });
    expect(resolve('/api/admin/articles/12')).toMatchObject({ kind: 'function', name: '/api' });
    expect(resolve('/_astro/x.js').headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The service worker is always revalidated (docs/site.md, "Offline and installable").
    expect(resolve('/sw.js')).toMatchObject({ kind: 'static', status: 200 });
    const swHeaders = Object.entries(resolve('/sw.js').headers).map(([name, value]) => [name.toLowerCase(), value]);
    expect(Object.fromEntries(swHeaders)['cache-control']).toBe('no-cache');
    const missing = resolve('/no-such-page');
    expect(missing).toMatchObject({ kind: 'static', status: 404 });
    expect(fs.readFileSync((missing as { file: string }).file, 'utf8')).toMatch(/<html lang="en/);
  });

  it('answers an unknown /hi/… path with the Hindi 404 page, any other with the English one', () => {
    const page = (r: Resolution) => fs.readFileSync((r as { file: string }).file, 'utf8');
    for (const url of ['/hi/no-such-page', '/hi/blog/no-such-article', '/hi/mock-test/test/no-such-test/']) {
      const missing = resolve(url);
      expect(missing, url).toMatchObject({ kind: 'static', status: 404 });
      expect(page(missing), url).toMatch(/<html lang="hi"/);
    }
    // Only the /hi/ folder is Hindi: a path that merely starts with "hi" is an English 404.
    expect(page(resolve('/hindi-notes'))).toMatch(/<html lang="en/);
    // The Hindi pages themselves are still found.
    expect(resolve('/hi/')).toMatchObject({ kind: 'static', status: 200 });
    expect(resolve('/hi/blog')).toMatchObject({ kind: 'static', status: 200 });
  });

  it('adds the security header table to pages, assets and the 404 page (not to the API), and every page carries its CSP <meta>', () => {
    const lower = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]));
    for (const url of ['/', '/blog?page=2', '/_astro/x.js', '/no-such-page', '/admin']) {
      const headers = lower(resolve(url).headers);
      for (const h of securityHeaders) expect(headers[h.name.toLowerCase()], `${url} ${h.name}`).toBe(h.value);
    }
    expect(lower(resolve('/api/health').headers)['content-security-policy']).toBeUndefined();
    for (const page of ['index.html', 'blog/index.html', 'admin/index.html', 'mock-test/index.html', '404.html']) {
      const html = fs.readFileSync(path.join(output, 'static', page), 'utf8');
      const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1];
      expect(meta, page).toMatch(/script-src 'self'[^;]*'sha256-/);
      // Neither eval nor inline scripts without a hash ('wasm-unsafe-eval' is Pagefind's WebAssembly).
      const scriptSrc = /script-src ([^;]*);/.exec(meta!)![1].split(' ');
      expect(scriptSrc, page).not.toContain("'unsafe-eval'");
      expect(scriptSrc, page).not.toContain("'unsafe-inline'");
    }
  });

  it('answers health, the API key and public reads (with and without the key) from the function', async () => {
    const health = await instance.request('/api/health');
    expect(health.status, instance.log()).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: { ok: true } });

    const key = await instance.request('/api/public/current-api-key');
    expect(key.status).toBe(200);
    const { apiKey, success } = key.json();
    expect(success).toBe(true);

    const without = await instance.request('/api/public/content/paginated?page=1&limit=5');
    expect(without.status).toBe(401);
    expect(without.json()).toMatchObject({ code: 'API_KEY_MISSING' });

    const withKey = await instance.request('/api/public/content/paginated?page=2&limit=5', { headers: { 'x-api-key': apiKey } });
    expect(withKey.status).toBe(200);
    expect(withKey.json().data).toHaveLength(5);

    const search = await instance.request('/api/public/search?q=ssc&limit=3', { headers: { 'x-api-key': apiKey } });
    expect(search.status).toBe(200);
  });

  it('answers a live test’s paper CDN-cacheable once it is open, and its refusal before the opening never cacheable (issue 28)', async () => {
    const headers = { 'x-api-key': (await instance.request('/api/public/current-api-key')).json().apiKey };
    const open = await instance.request(`/api/mocks/${LIVE_SLUGS.open}/paper`, { headers });
    expect(open.status, open.text).toBe(200);
    // Vercel's CDN keeps a function's answer for its s-maxage (docs/deploy.md).
    expect(open.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const { version, questions } = open.json();
    expect(questions.length).toBeGreaterThan(0);
    const pinned = await instance.request(`/api/mocks/${LIVE_SLUGS.open}/paper?v=${version}`, { headers });
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const early = await instance.request(`/api/mocks/${LIVE_SLUGS.upcoming}/paper`, { headers });
    expect(early.status).toBe(409);
    expect(early.headers.get('cache-control')).toBe('no-store');
  });

  it('signs the admin in and makes the rebuild request for an admin write before the instance is frozen', async () => {
    const { apiKey } = (await instance.request('/api/public/current-api-key')).json();
    const login = await instance.request('/api/admin/login', { method: 'POST', json: ADMIN, headers: { 'x-api-key': apiKey, origin: SITE_URL } });
    expect(login.status, login.text).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/^admin_session=/);
    const { csrfToken } = login.json();

    const callsBefore = hook.calls.length;
    const write = await instance.request('/api/admin/categories', {
      method: 'POST',
      json: { name: 'Deployment Check' },
      headers: { 'x-api-key': apiKey, cookie, 'x-csrf-token': csrfToken, origin: SITE_URL },
    });
    expect(write.status, write.text).toBe(201);
    // request() returned only after the instance froze: the hook call happened inside waitUntil.
    expect(hook.calls.length).toBe(callsBefore + 1);
    expect(hook.calls.at(-1)!.body).toMatchObject({ event_type: 'content-changed' });

    // The write reached the database and invalidated the cached list.
    const categories = await instance.request('/api/categories', { headers: { 'x-api-key': apiKey } });
    expect(categories.status).toBe(200);
    expect(categories.text).toContain('Deployment Check');
  });
});
