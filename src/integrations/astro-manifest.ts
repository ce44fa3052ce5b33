/**
 * Astro's incremental-build manifest (`<cacheDir>/incremental-build.json`,
 * written by `experimental.incrementalBuild`): for every route with a
 * getStaticPaths, its code hash and, per path, the cacheKey and output file.
 * Read by the kept-output and Pagefind integrations and the build tests.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The manifest's name in the cache folder. */
export const MANIFEST_FILE = 'incremental-build.json';

export interface IncrementalManifest {
  version?: number;
  configHash?: string;
  lockfileHash?: string;
  keyDigest?: string;
  routes: Record<string, { dependencyHash: string; paths: Record<string, { cacheKey: string; outputFile: string }> }>;
}

/** The manifest in an Astro cache folder; no routes when there is none (first build, or incremental builds off). */
export function readIncrementalManifest(astroCacheDir: string): IncrementalManifest {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(astroCacheDir, MANIFEST_FILE), 'utf8')) as IncrementalManifest;
    return { ...manifest, routes: manifest.routes ?? {} };
  } catch {
    return { routes: {} };
  }
}

/** Every recorded page: its output file (relative to the output folder, decoded), route and manifest entry. */
export function manifestPages(manifest: IncrementalManifest) {
  return Object.values(manifest.routes).flatMap((route) =>
    Object.values(route.paths).map((entry) => ({ file: decodeURIComponent(entry.outputFile), cacheKey: entry.cacheKey, dependencyHash: route.dependencyHash })),
  );
}
