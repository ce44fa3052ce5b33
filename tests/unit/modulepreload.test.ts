/**
 * src/integrations/modulepreload.ts: the daily quiz's pages get a modulepreload link for every chunk their module
 * scripts import statically (so the island's chunks are asked with the page, not one round trip after another),
 * none for a dynamic import, and a second run changes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staticImports, withModulePreloads, writeModulePreloads } from '#src/integrations/modulepreload.ts';

let site = '';
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

function write(rel: string, text: string) {
  const file = path.join(site, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe('modulepreload for the daily quiz pages', () => {
  it('reads static imports and re-exports of a minified chunk, not dynamic ones', () => {
    const js = `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/client.B.js"])))=>i.map(i=>d[i]);import{n as e}from"./day.C6.js";import"./side.A1.js";export{t as x}from"./re.Z9.js";const c=()=>import("./client.B.js");`;
    expect(staticImports(js).sort()).toEqual(['day.C6.js', 're.Z9.js', 'side.A1.js']);
  });

  it('links the whole static closure of the page’s module scripts before its stylesheet, once', () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'mp-'));
    write('_astro/DailyQuiz.entry.js', 'import{a}from"./lean.js";import{b}from"./shared.js";const x=()=>import("./client.js");');
    write('_astro/Base.entry.js', 'import{b}from"./shared.js";import"./zod.js";');
    write('_astro/lean.js', 'import{k}from"./keys.js";export const a=1;');
    write('_astro/keys.js', 'import{c}from"./constants.js";export const k=1;');
    write('_astro/constants.js', 'export const c=1;');
    write('_astro/shared.js', 'export const b=1;');
    write('_astro/zod.js', '');
    write('_astro/client.js', 'import{z}from"./big.js";');
    const html = '<html><head><meta charset="utf-8"><link rel="stylesheet" href="/_astro/a.css"></head><body><script type="module" src="/_astro/DailyQuiz.entry.js"></script><script type="module" src="/_astro/Base.entry.js"></script></body></html>';
    write('daily-quiz/index.html', html);
    write('hi/daily-quiz/index.html', html);
    write('blog/index.html', html);
    expect(writeModulePreloads(site)).toBe(10);
    const out = fs.readFileSync(path.join(site, 'hi/daily-quiz/index.html'), 'utf8');
    const links = [...out.matchAll(/<link rel="modulepreload" href="\/_astro\/([^"]+)">/g)].map((m) => m[1]);
    expect(links.sort()).toEqual(['constants.js', 'keys.js', 'lean.js', 'shared.js', 'zod.js']);
    expect(out.indexOf('modulepreload')).toBeLessThan(out.indexOf('rel="stylesheet"'));
    expect(out).not.toContain('client.js"');
    // Other pages are left alone; a second run changes nothing.
    expect(fs.readFileSync(path.join(site, 'blog/index.html'), 'utf8')).toBe(html);
    expect(writeModulePreloads(site)).toBe(0);
    expect(withModulePreloads(out, path.join(site, '_astro'))).toBe(out);
  });
});
