/**
 * The floors of the code (docs/architecture.md) and what each may import.
 * Fails when a layer imports upward, when browser code reaches server code,
 * when the ground floor takes on a framework or Node, or when an import climbs
 * more than two folders (cross-floor imports use the package.json `imports`
 * aliases: `#core/…`, `#infra/…`, `#db/…`, …).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Each floor and the floors it may import (besides itself). */
const MAY_IMPORT: Record<string, string[]> = {
  core: [],
  infra: ['core'],
  db: ['core', 'infra'],
  api: ['core', 'infra', 'db'],
  server: ['core', 'infra', 'db', 'api'],
  src: ['core', 'infra', 'db'],
  scripts: ['core', 'infra', 'db', 'api', 'server', 'src'],
  tests: ['core', 'infra', 'db', 'api', 'server', 'src', 'scripts'],
};
/** Code that runs in the browser (the service worker too): the ground floor and the site only. */
const BROWSER = [/^src\/islands\//, /^src\/lib\/client\//, /^src\/service-worker\//];
/** The ground floor is plain TypeScript: no Node built-ins, no framework. */
const CORE_PACKAGES = /^(zod|sanitize-html|papaparse|ts-fsrs)(\/|$)/;

const CODE = /\.(ts|tsx|astro|mjs|mts)$/;
const SKIP = new Set(['node_modules', 'dist', '.git', '.astro', '.cache', '.build', '.data', '.e2e', '.vercel']);

function listFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('.tmp')) return [];
    const rel = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(rel) : CODE.test(entry.name) ? [rel] : [];
  });
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\bexport\s+\*\s+from\s*)(['"])([^'"\n]+)\1/gm;

interface Import {
  file: string;
  line: number;
  spec: string;
}

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const found: Import[] = [];
  for (const m of text.matchAll(SPECIFIER)) found.push({ file, line: text.slice(0, m.index).split('\n').length, spec: m[2] });
  return found;
}

const floorOf = (file: string) => file.split('/')[0];

/** The floor an import lands on, or null for a package. */
function targetFloor({ file, spec }: Import): string | null {
  if (spec.startsWith('#')) return spec.slice(1).split('/')[0];
  if (!spec.startsWith('.')) return null;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  return resolved.startsWith('..') ? 'outside' : floorOf(resolved);
}

const files = Object.keys(MAY_IMPORT).flatMap((floor) => (fs.existsSync(path.join(root, floor)) ? listFiles(floor) : []));
const all = files.flatMap(importsOf);
const where = (i: Import) => `${i.file}:${i.line} imports '${i.spec}'`;

describe('architecture: the floors and their imports', () => {
  it('finds the code to check', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(all.length).toBeGreaterThan(1000);
  });

  it('no floor imports a floor above it', () => {
    const upward = all.filter((i) => {
      const to = targetFloor(i);
      const from = floorOf(i.file);
      return to !== null && to !== from && !MAY_IMPORT[from].includes(to);
    });
    expect(upward.map(where)).toEqual([]);
  });

  it('browser code (islands, the client data layer) imports only the ground floor and the site', () => {
    const leaks = all.filter((i) => BROWSER.some((re) => re.test(i.file)) && !['core', 'src', null].includes(targetFloor(i)));
    expect(leaks.map(where)).toEqual([]);
  });

  it('the ground floor takes nothing but zod, sanitize-html, papaparse and ts-fsrs (core/revision/schedule.ts) from outside', () => {
    const outside = all.filter((i) => floorOf(i.file) === 'core' && targetFloor(i) === null && !CORE_PACKAGES.test(i.spec));
    expect(outside.map(where)).toEqual([]);
  });

  it('no import climbs more than two folders (cross-floor imports use the #aliases)', () => {
    const deep = all.filter((i) => /^(\.\.\/){3,}/.test(i.spec));
    expect(deep.map(where)).toEqual([]);
  });

  it('every #alias is one that package.json declares, and names its file with the extension Node needs', () => {
    const declared = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).imports).map((k) => k.replace('/*', '/'));
    const wrong = all.filter((i) => i.spec.startsWith('#') && (!declared.some((d) => i.spec.startsWith(d)) || !/\.(ts|tsx|astro|mjs|css)$/.test(i.spec)));
    expect(wrong.map(where)).toEqual([]);
    const missing = all.filter((i) => i.spec.startsWith('#') && !fs.existsSync(path.join(root, i.spec.slice(1))));
    expect(missing.map(where)).toEqual([]);
  });
});
