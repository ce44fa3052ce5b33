/**
 * The site builder keeps the served build when the build's fingerprint
 * (content version, code, settings, day: server/build-fingerprint.ts) has
 * not changed since it was made (issue 19: a no-change build in well under a
 * second). `astro build` is a stand-in here that writes a one-page site.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '#infra/log.ts';
import { buildFingerprint } from '#server/build-fingerprint.ts';
import { SiteBuilder } from '#server/site-builder.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A project whose `astro build` writes index.html (with a build counter) into ASTRO_OUT_DIR. */
function project() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-builder-'));
  dirs.push(root);
  fs.writeFileSync(path.join(root, 'package.json'), '{"name":"stand-in","type":"module"}');
  const astro = path.join(root, 'node_modules', 'astro');
  fs.mkdirSync(path.join(astro, 'bin'), { recursive: true });
  fs.writeFileSync(path.join(astro, 'package.json'), '{"name":"astro","version":"0.0.0"}');
  fs.writeFileSync(
    path.join(astro, 'bin', 'astro.mjs'),
    `import fs from 'node:fs';
const counter = ${JSON.stringify(path.join(root, 'builds.txt'))};
const n = Number(fs.existsSync(counter) ? fs.readFileSync(counter, 'utf8') : 0) + 1;
fs.writeFileSync(counter, String(n));
fs.mkdirSync(process.env.ASTRO_OUT_DIR, { recursive: true });
fs.writeFileSync(process.env.ASTRO_OUT_DIR + '/index.html', '<p>build ' + n + '</p>');
console.log('1 page(s) built');`,
  );
  return { root, builds: () => Number(fs.readFileSync(path.join(root, 'builds.txt'), 'utf8')) };
}

describe('SiteBuilder with a fingerprint', () => {
  it('builds, then keeps the build while the fingerprint holds, and builds again when it changes', async () => {
    const { root, builds } = project();
    let fingerprint: string | null = 'content-1';
    const builder = new SiteBuilder({ root, env: {}, log: createLogger('silent'), fingerprint: async () => fingerprint });
    const first = await builder.request('first build');
    expect(first).toMatchObject({ ok: true });
    expect(first.skipped).toBeUndefined();
    const served = builder.siteDir();
    expect(fs.readFileSync(path.join(served!, 'index.html'), 'utf8')).toBe('<p>build 1</p>');

    const again = await builder.request('nothing changed');
    expect(again).toMatchObject({ ok: true, skipped: true, pages: { rendered: 0, reused: null } });
    expect(builds()).toBe(1);
    expect(builder.siteDir()).toBe(served);

    // A new builder (a restart of npm start) reads the served build's fingerprint from current.json.
    const restarted = new SiteBuilder({ root, env: {}, log: createLogger('silent'), fingerprint: async () => fingerprint });
    expect((await restarted.request('start')).skipped).toBe(true);
    expect(builds()).toBe(1);

    fingerprint = 'content-2';
    const changed = await restarted.request('an edit');
    expect(changed.skipped).toBeUndefined();
    expect(builds()).toBe(2);
    expect(fs.readFileSync(path.join(restarted.siteDir()!, 'index.html'), 'utf8')).toBe('<p>build 2</p>');

    // No fingerprint (it failed, or none is configured): always a build.
    fingerprint = null;
    await restarted.request('unknown');
    expect(builds()).toBe(3);
    const failing = new SiteBuilder({ root, env: {}, log: createLogger('silent'), fingerprint: async () => Promise.reject(new Error('database away')) });
    expect((await failing.request('unknown')).ok).toBe(true);
    expect(builds()).toBe(4);
  });
});

describe('buildFingerprint', () => {
  it('changes with the content version or epoch, a build input file, a build setting and the day in India; nothing else', async () => {
    const { root } = project();
    fs.mkdirSync(path.join(root, 'src'));
    fs.writeFileSync(path.join(root, 'src', 'page.astro'), '<p>one</p>');
    const base = { root, content: { epoch: 'e1', version: 7 }, env: { PUBLIC_FLAG: '1', HOME: '/root' }, now: new Date('2026-11-24T10:00:00Z') };
    const fp = await buildFingerprint(base);
    expect(await buildFingerprint(base)).toBe(fp);
    expect(await buildFingerprint({ ...base, env: { ...base.env, HOME: '/elsewhere', DATABASE_URL: 'x' } })).toBe(fp);
    expect(await buildFingerprint({ ...base, now: new Date('2026-11-24T18:00:00Z') })).toBe(fp); // 23:30 in India, same day
    expect(await buildFingerprint({ ...base, now: new Date('2026-11-24T18:31:00Z') })).not.toBe(fp); // 00:01 the next day in India
    expect(await buildFingerprint({ ...base, content: { epoch: 'e1', version: 8 } })).not.toBe(fp);
    expect(await buildFingerprint({ ...base, content: { epoch: 'e2', version: 7 } })).not.toBe(fp);
    expect(await buildFingerprint({ ...base, env: { ...base.env, PUBLIC_FLAG: '2' } })).not.toBe(fp);
    expect(await buildFingerprint({ ...base, env: { ...base.env, SITE_URL: 'https://example.in' } })).not.toBe(fp);
    fs.writeFileSync(path.join(root, 'src', 'page.astro'), '<p>two</p>');
    expect(await buildFingerprint(base)).not.toBe(fp);
    fs.writeFileSync(path.join(root, 'src', 'page.astro'), '<p>one</p>');
    expect(await buildFingerprint(base)).toBe(fp);
    fs.writeFileSync(path.join(root, 'NOTES.md'), 'not a build input');
    expect(await buildFingerprint(base)).toBe(fp);
  });
});
