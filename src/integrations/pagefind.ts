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
 * choosing k. Each bundle is keyed by what its pages were rendered from: a
 * page's cacheKey and route hash in Astro's incremental manifest (which cover
 * everything the page renders, so no page has to be read to know it is
 * unchanged), or the page's bytes when it has no cacheKey. A bundle whose
 * pages did not change is reused from the cache folder (hard links,
 * immutable files) instead of being indexed again, so editing one article
 * re-indexes one article bundle of a few hundred pages. /pagefind/bundles.json
 * lists the bundles.
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
import { recordTiming } from '../lib/server/build-timing';
import { manifestPages, readIncrementalManifest } from './astro-manifest';

/** Bump when the way bundles are built changes (invalidates cached bundles). */
const FORMAT = 'v2';
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

/**
 * How many article bundles: one per ~400 articles, at most 32. Smaller bundles
 * make an edit cheaper to re-index; every bundle is one more index the search
 * page merges. (The count changes only when the site grows a lot.)
 */
export function articleBundleCount(articles: number): number {
  return Math.min(32, Math.max(1, Math.round(articles / 400)));
}

/** Pages sent to Pagefind at once (it indexes them in parallel). */
const ADD_CONCURRENCY = 32;

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

/**
 * The part of a page Pagefind reads: with a data-pagefind-body element,
 * Pagefind indexes only that element (its text, headings, meta and filters),
 * so the page's head, header, footer, icons and scripts are left out of what
 * is sent to it (about 1/7 of an article page). The whole page is sent when
 * anything else could matter: no such element or more than one, or Pagefind
 * attributes outside it.
 */
export function indexableHtml(html: string): string {
  const at = html.indexOf('data-pagefind-body');
  if (at < 0) return html;
  const start = html.lastIndexOf('<', at);
  const tag = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start))?.[1];
  if (!tag) return html;
  const tags = new RegExp(`<(/?)${tag}(?=[\\s/>])[^>]*>`, 'gi');
  tags.lastIndex = start;
  let depth = 0;
  let end = -1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) {
      end = m.index + m[0].length;
      break;
    }
  }
  if (end < 0) return html;
  const outside = html.slice(0, start) + html.slice(end);
  if (/data-pagefind-/.test(outside)) return html;
  const lang = /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? 'en';
  const title = /<title>[\s\S]*?<\/title>/i.exec(html)?.[0] ?? '';
  return `<!DOCTYPE html><html lang="${lang}"><head>${title}</head><body>${html.slice(start, end)}</body></html>`;
}

const ENTRY_FILE = 'pagefind-entry.json';
const sameFile = (a: string, b: string) => {
  try {
    const [x, y] = [fs.statSync(a), fs.statSync(b)];
    return x.ino === y.ino && x.dev === y.dev;
  } catch {
    return false;
  }
};

/**
 * Puts a cached bundle at `target` in the output. An output folder kept from
 * the previous build (src/integrations/kept-output.ts) may already hold it
 * (same linked files: nothing to do) or an older version, which is replaced.
 * Article bundles are folders inside the primary one and are left to their own turn.
 */
function placeBundle(cached: string, target: string) {
  if (sameFile(path.join(cached, ENTRY_FILE), path.join(target, ENTRY_FILE))) return;
  if (fs.existsSync(target)) {
    for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name.startsWith('articles-')) continue;
      fs.rmSync(path.join(target, entry.name), { recursive: true, force: true });
    }
  }
  linkTree(cached, target);
}

async function writeBundle(site: string, bundle: Bundle, target: string): Promise<number> {
  const { index, errors } = await pagefindApi.createIndex({ forceLanguage: 'en', maxFragments: MAX_FRAGMENTS });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (let i = 0; i < bundle.pages.length; i += ADD_CONCURRENCY) {
    await Promise.all(
      bundle.pages.slice(i, i + ADD_CONCURRENCY).map(async (page) => {
        const html = await fs.promises.readFile(path.join(site, page.file), 'utf8');
        const added = await index.addHTMLFile({ url: page.url, content: indexableHtml(html) });
        if (added.errors.length) throw new Error(`Pagefind could not index ${page.file}: ${added.errors.join('; ')}`);
      }),
    );
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

/**
 * What each output file of this build was rendered from, by its path in the
 * output folder ('blog/x/index.html'), from Astro's incremental manifest:
 * the build's config and lockfile hashes, the route's dependency hash and the
 * page's cacheKey. Empty when the build kept no manifest.
 */
export function renderKeys(astroCacheDir: string): Map<string, string> {
  const manifest = readIncrementalManifest(astroCacheDir);
  const build = `${manifest.configHash ?? ''}:${manifest.lockfileHash ?? ''}`;
  return new Map(manifestPages(manifest).map((p) => [p.file, `${build}:${p.dependencyHash}:${p.cacheKey}`]));
}

export async function indexSite(site: string, cacheRoot: string, logger?: Pick<AstroIntegrationLogger, 'info'>, keys = new Map<string, string>()) {
  const started = performance.now();
  const bundles = planBundles(site);
  recordTiming('pagefind:plan', performance.now() - started);
  let phase = performance.now();
  const version = (pagefindApi as { version?: string }).version ?? '';
  let indexed = 0;
  let reused = 0;
  const placed: { bundle: Bundle; cached: string }[] = [];
  const stale: { bundle: Bundle; cached: string; name: string }[] = [];
  for (const bundle of bundles) {
    const hash = createHash('sha256').update(`${FORMAT}\n${version}\n${MAX_FRAGMENTS}\n`);
    for (const page of bundle.pages) {
      const key = keys.get(page.file);
      hash.update(`${page.url}\n`).update(key === undefined ? fs.readFileSync(path.join(site, page.file)) : `key:${key}`).update('\n');
    }
    const name = bundle.dir.replace(/\//g, '_');
    const cached = path.join(cacheRoot, `${name}-${hash.digest('hex').slice(0, 24)}`);
    placed.push({ bundle, cached });
    if (fs.existsSync(cached)) reused += bundle.pages.length;
    else stale.push({ bundle, cached, name });
  }
  recordTiming('pagefind:bundleKeys', performance.now() - phase);
  phase = performance.now();
  try {
    // Two bundles at a time: one is read and sent while Pagefind compresses and writes the other.
    const next = () => stale.shift();
    const lane = async () => {
      for (let job = next(); job; job = next()) {
        const pages = await writeBundle(site, job.bundle, job.cached);
        indexed += pages; // (not `indexed += await …`: the other lane updates it meanwhile)
        // Older versions of this bundle are no longer needed.
        for (const old of fs.readdirSync(cacheRoot)) {
          if (old.startsWith(`${job.name}-`) && path.join(cacheRoot, old) !== job.cached) fs.rmSync(path.join(cacheRoot, old), { recursive: true, force: true });
        }
      }
    };
    await Promise.all([lane(), lane()]);
  } finally {
    await pagefindApi.close();
  }
  recordTiming('pagefind:index', performance.now() - phase, indexed);
  phase = performance.now();
  // The primary bundle first: placing it clears the files of its older version around the article bundles.
  for (const { bundle, cached } of placed) placeBundle(cached, path.join(site, bundle.dir));
  // An output folder kept from an earlier build may hold bundles this plan no longer has.
  const planned = new Set(bundles.map((b) => path.basename(b.dir)));
  for (const entry of fs.readdirSync(path.join(site, 'pagefind'), { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name.startsWith('articles-') && !planned.has(entry.name)) {
      fs.rmSync(path.join(site, 'pagefind', entry.name), { recursive: true, force: true });
    }
  }
  const merge = bundles.slice(1).map((b) => `/${b.dir}/`);
  fs.writeFileSync(path.join(site, 'pagefind', 'bundles.json'), JSON.stringify({ primary: '/pagefind/', merge }));
  recordTiming('pagefind:place', performance.now() - phase);
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
        const astroCache = fileURLToPath(cacheDir);
        const started = performance.now();
        const keys = renderKeys(astroCache);
        recordTiming('pagefind:readManifest', performance.now() - started);
        await indexSite(site, path.join(astroCache, 'pagefind'), logger, keys);
        recordTiming('pagefind', performance.now() - started);
      },
    },
  };
}
