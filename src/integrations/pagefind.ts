/**
 * Indexes the built HTML with Pagefind's Node API after every build, so the
 * /search page and its assets (/pagefind/pagefind-ui.js, .css) ship with the
 * site and nothing loads from a CDN. Only the searchable page types are read
 * (articles, series, mock tests, resources), and inside them only the
 * elements marked data-pagefind-body.
 *
 * Incremental: the index is split into bundles that the search page merges
 * (Pagefind's mergeIndex) — /pagefind/ holds series, mock tests and
 * resources, /pagefind/articles-{k}/ the articles, a stable hash of the slug
 * choosing k. Each bundle is keyed by a hash of its input pages; a bundle
 * whose pages did not change is reused from the cache folder (hard links,
 * immutable files) instead of being indexed again, so editing one article
 * re-indexes one article bundle. /pagefind/bundles.json lists the bundles.
 *
 * Pagefind is imported statically: a dynamic import inside the hook would go
 * through Vite's module runner, which is already closed at astro:build:done.
 */
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as pagefindApi from 'pagefind';

/** Bump when the way bundles are built changes (invalidates cached bundles). */
const FORMAT = 'v1';
/** Fragment files per bundle; more pages share files (fewer files to write, link and deploy). */
const MAX_FRAGMENTS = 256;

interface SearchPage {
  /** Relative to the output folder, e.g. 'blog/x/index.html'. */
  file: string;
  url: string;
}

/** The searchable pages of a build: article, series and mock-test pages and the resource page. */
export function searchablePages(site: string): { articles: SearchPage[]; other: SearchPage[] } {
  const dirPages = (dir: string, exclude: string[] = []): SearchPage[] => {
    const full = path.join(site, dir);
    if (!fs.existsSync(full)) return [];
    return fs
      .readdirSync(full, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !exclude.includes(e.name) && fs.existsSync(path.join(full, e.name, 'index.html')))
      .map((e) => ({ file: `${dir}/${e.name}/index.html`, url: `/${dir}/${encodeURIComponent(e.name)}/` }))
      .sort((a, b) => a.file.localeCompare(b.file));
  };
  const other = [...dirPages('series'), ...dirPages('mock-test/test')];
  if (fs.existsSync(path.join(site, 'resource/index.html'))) other.push({ file: 'resource/index.html', url: '/resource/' });
  return { articles: dirPages('blog', ['page', 'category']), other };
}

/** How many article bundles: one per ~1,000 articles, at most 16 (changes only when the site grows a lot). */
export function articleBundleCount(articles: number): number {
  return Math.min(16, Math.max(1, Math.round(articles / 1000)));
}

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

interface Bundle {
  /** Path inside the output folder ('pagefind' or 'pagefind/articles-3'). */
  dir: string;
  pages: SearchPage[];
}

export function planBundles(site: string): Bundle[] {
  const { articles, other } = searchablePages(site);
  const count = articleBundleCount(articles.length);
  const groups: SearchPage[][] = Array.from({ length: count }, () => []);
  for (const page of articles) groups[fnv1a(page.file) % count].push(page);
  return [{ dir: 'pagefind', pages: other }, ...groups.map((pages, k) => ({ dir: `pagefind/articles-${k}`, pages }))];
}

/** Hard-links (or copies, across devices) every file of a folder into another. */
function linkTree(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(src, dst);
    else {
      try {
        fs.linkSync(src, dst);
      } catch {
        fs.copyFileSync(src, dst);
      }
    }
  }
}

async function writeBundle(site: string, bundle: Bundle, target: string): Promise<number> {
  const { index, errors } = await pagefindApi.createIndex({ forceLanguage: 'en', maxFragments: MAX_FRAGMENTS });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (const page of bundle.pages) {
    const added = await index.addHTMLFile({ url: page.url, content: fs.readFileSync(path.join(site, page.file), 'utf8') });
    if (added.errors.length) throw new Error(`Pagefind could not index ${page.file}: ${added.errors.join('; ')}`);
  }
  const tmp = `${target}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: tmp });
  if (written.errors.length) throw new Error(`Pagefind write failed: ${written.errors.join('; ')}`);
  await index.deleteIndex();
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(tmp, target);
  return bundle.pages.length;
}

export async function indexSite(site: string, cacheRoot: string, logger?: Pick<AstroIntegrationLogger, 'info'>) {
  const started = performance.now();
  const bundles = planBundles(site);
  const version = (pagefindApi as { version?: string }).version ?? '';
  let indexed = 0;
  let reused = 0;
  try {
    for (const bundle of bundles) {
      const hash = createHash('sha256').update(`${FORMAT}\n${version}\n${MAX_FRAGMENTS}\n`);
      for (const page of bundle.pages) hash.update(`${page.url}\n`).update(fs.readFileSync(path.join(site, page.file))).update('\n');
      const name = bundle.dir.replace(/\//g, '_');
      const cached = path.join(cacheRoot, `${name}-${hash.digest('hex').slice(0, 24)}`);
      if (fs.existsSync(cached)) reused += bundle.pages.length;
      else {
        indexed += await writeBundle(site, bundle, cached);
        // Older versions of this bundle are no longer needed.
        for (const old of fs.existsSync(cacheRoot) ? fs.readdirSync(cacheRoot) : []) {
          if (old.startsWith(`${name}-`) && path.join(cacheRoot, old) !== cached) fs.rmSync(path.join(cacheRoot, old), { recursive: true, force: true });
        }
      }
      linkTree(cached, path.join(site, bundle.dir));
    }
  } finally {
    await pagefindApi.close();
  }
  const merge = bundles.slice(1).map((b) => `/${b.dir}/`);
  fs.writeFileSync(path.join(site, 'pagefind', 'bundles.json'), JSON.stringify({ primary: '/pagefind/', merge }));
  logger?.info(`${bundles.length} bundles: indexed ${indexed} pages, reused ${reused} in ${Math.round(performance.now() - started)} ms`);
  return { bundles: bundles.length, indexed, reused };
}

export default function pagefind(): AstroIntegration {
  let outDir: URL;
  let cacheDir: URL;
  return {
    name: 'portal:pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
        cacheDir = config.cacheDir;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir ?? outDir).replace(/\/$/, '');
        await indexSite(site, path.join(fileURLToPath(cacheDir), 'pagefind'), logger);
      },
    },
  };
}
