/**
 * Lets a build reuse the previous build's output folder in place.
 *
 * With `experimental.incrementalBuild`, a page whose cacheKey did not change
 * is skipped when its file is already in the output folder, and restored from
 * `<cacheDir>/dist` otherwise. Astro empties the output folder before every
 * build, so by default every unchanged page is restored: ~11,000 files and
 * folders written again for a one-article edit, the largest fixed cost of the
 * rebuild. When the output folder is kept between builds (CI persists it
 * with the cache, docs/site.md), this integration makes that pay off:
 *
 * - the output folder is not emptied (vite.build.emptyOutDir = false), so
 *   unchanged pages stay where they are and are not written at all;
 * - `_astro/` (hashed scripts and styles) is cleared first, as every build
 *   writes its own;
 * - after the pages are generated, the files of pages the previous build
 *   made and this one did not (a deleted article, a listing page that no
 *   longer exists) are deleted, so the kept folder holds exactly what a fresh
 *   build would (tests/build/incremental.test.ts compares the two).
 *
 * A fresh output folder (what `npm start` builds into, see
 * server/site-builder.ts) behaves as before.
 */
import type { AstroIntegration } from 'astro';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordTiming } from '../lib/server/build-timing';
import { manifestPages, readIncrementalManifest } from './astro-manifest';

/** Output files (relative, decoded) of the pages recorded in an Astro cache folder's incremental manifest. */
export const manifestOutputs = (astroCacheDir: string): Set<string> => new Set(manifestPages(readIncrementalManifest(astroCacheDir)).map((p) => p.file));

/** Deletes the files the previous build made that this build did not, and the folders left empty. */
export function pruneStalePages(outDir: string, previous: Set<string>, current: Set<string>): string[] {
  const removed: string[] = [];
  for (const file of previous) {
    if (current.has(file)) continue;
    const full = path.join(outDir, file);
    if (!fs.existsSync(full)) continue;
    fs.rmSync(full, { force: true });
    removed.push(file);
    // Remove the page's folders up to the first one that still has something in it.
    for (let dir = path.dirname(full); dir.startsWith(outDir + path.sep); dir = path.dirname(dir)) {
      try {
        fs.rmdirSync(dir);
      } catch {
        break;
      }
    }
  }
  return removed.sort();
}

export default function keptOutput(): AstroIntegration {
  let outDir = '';
  let cacheDir = '';
  let previous = new Set<string>();
  return {
    name: 'portal:kept-output',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { build: { emptyOutDir: false } } });
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir).replace(/\/$/, '');
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:start': () => {
        const started = performance.now();
        // Read before this build rewrites the manifest.
        previous = manifestOutputs(cacheDir);
        fs.rmSync(path.join(outDir, '_astro'), { recursive: true, force: true });
        recordTiming('prune:readPrevious', performance.now() - started);
      },
      'astro:build:done': ({ logger }) => {
        const started = performance.now();
        // Nothing recorded before this build (a first build, or a changed-only one: src/integrations/changed-only.ts): nothing to prune.
        if (!previous.size) return;
        const removed = pruneStalePages(outDir, previous, manifestOutputs(cacheDir));
        if (removed.length) logger.info(`removed ${removed.length} page(s) that no longer exist`);
        recordTiming('prune', performance.now() - started);
      },
    },
  };
}
