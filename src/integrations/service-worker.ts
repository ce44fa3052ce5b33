/**
 * Builds the service worker (/sw.js) after every `astro build`, locally and
 * on Vercel: esbuild bundles src/service-worker/sw.ts with the Workbox
 * modules it imports, then Workbox's injectManifest (workbox-build) writes the
 * precache list into it. The list is deliberately tiny: the offline pages
 * (/offline/, /hi/offline/), the stylesheets they link and the 3 KB face of the
 * language switch's "हि", nothing else; pages and build
 * files are cached as they are used (src/service-worker/policy.ts).
 *
 * Imported statically (like pagefind.ts): a dynamic import inside the hook
 * would go through Vite's module runner, closed at astro:build:done. Only
 * workbox-build's injectManifest module is loaded, not its generateSW bundler.
 */
import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { injectManifest } from 'workbox-build/build/inject-manifest.js';
import { recordTiming } from '../lib/server/build-timing';

const SOURCE = fileURLToPath(new URL('../service-worker/sw.ts', import.meta.url));
const OFFLINE_PAGE = 'offline/index.html';
/** The Hindi offline page (the worker shows it for /hi/ pages), and the switch's "हि" face, which every page shows. */
const PRECACHED_TOO = ['hi/offline/index.html', 'fonts/noto-sans-devanagari-label.woff2'];

/** The same-origin stylesheets a built HTML file links (`/_astro/….css`), relative to the site folder. */
export function linkedStylesheets(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link\b[^>]*\bhref="\/(_astro\/[^"?#]+\.css)"[^>]*>/g)) found.add(m[1]);
  return [...found].sort();
}

export interface ServiceWorkerBuild {
  bytes: number;
  precache: { count: number; bytes: number };
}

/** Writes `sw.js` into a built site folder. */
export async function writeServiceWorker(site: string): Promise<ServiceWorkerBuild> {
  const offline = path.join(site, OFFLINE_PAGE);
  if (!fs.existsSync(offline)) throw new Error(`service worker: ${OFFLINE_PAGE} is missing from the build`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-'));
  try {
    const bundled = path.join(tmp, 'sw.js');
    await build({
      entryPoints: [SOURCE],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      // Workbox's development logging is compiled out.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const dest = path.join(site, 'sw.js');
    const result = await injectManifest({
      swSrc: bundled,
      swDest: dest,
      globDirectory: site,
      globPatterns: [OFFLINE_PAGE, ...PRECACHED_TOO.filter((file) => fs.existsSync(path.join(site, file))), ...linkedStylesheets(fs.readFileSync(offline, 'utf8'))],
      // Hashed file names need no revision.
      dontCacheBustURLsMatching: /^_astro\//,
    });
    for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
    return { bytes: fs.statSync(dest).size, precache: { count: result.count, bytes: result.size } };
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

export default function serviceWorker(): AstroIntegration {
  let outDir: URL;
  return {
    name: 'service-worker',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir ?? outDir).replace(/\/$/, '');
        const started = performance.now();
        const sw = await writeServiceWorker(site);
        recordTiming('serviceWorker', performance.now() - started);
        logger.info(`sw.js ${(sw.bytes / 1024).toFixed(1)} KB; precache ${sw.precache.count} files, ${(sw.precache.bytes / 1024).toFixed(1)} KB`);
      },
    },
  };
}
