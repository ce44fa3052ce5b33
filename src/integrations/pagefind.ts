/**
 * Indexes the built HTML with Pagefind's Node API after every build, so the
 * /search page and its assets (/pagefind/pagefind-ui.js, .css) ship with the
 * site and nothing loads from a CDN. Only the searchable page types are read
 * (articles, series, mock tests, resources), and inside them only the
 * elements marked data-pagefind-body.
 *
 * Incremental, in two bundles (issue 19): a reader's search costs about
 * the same whatever the number of bundles it merges *per bundle* (its entry,
 * metadata, filter files and an index chunk per word), so the index is one
 * large **stable** bundle at /pagefind/ (every searchable page as of its last
 * full index) plus a small **recent** bundle at /pagefind/recent/ (the pages
 * added or changed since), merged by the search page. A page is "changed"
 * when what it was rendered from changed: its cacheKey and route hash in
 * Astro's incremental manifest (so no page has to be read to know it is
 * unchanged), or its bytes when it has no cacheKey. An edit re-indexes only
 * the recent bundle; the stable bundle's entry for the edited (or deleted)
 * page is superseded, and the search page drops it from the results by its
 * Pagefind id (/pagefind/view/pagefind.js, see searchModule). When the
 * recent bundle outgrows recentLimit (or PAGEFIND_REINDEX=1), the build
 * indexes everything into a new stable bundle. Bundles are reused from the
 * cache folder (hard links, immutable files); /pagefind/bundles.json
 * describes them.
 *
 * The stable set is split into shards of at most SHARD_PAGES pages
 * (shardPlan), indexed two at a time; shard 0 is /pagefind/, the others
 * /pagefind/shard-N/, merged by the search page like the recent bundle
 * (each costs a reader ~5–9 requests). Up to SHARD_PAGES pages there is one
 * shard: the single stable bundle.
 *
 * Pagefind is imported statically: a dynamic import inside the hook would go
 * through Vite's module runner, which is already closed at astro:build:done.
 */
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import * as pagefindApi from 'pagefind';
import { recordTiming } from '../lib/server/build-timing';
import { changedOnlyPlan } from '../lib/server/changed-only';
import { manifestPages, readIncrementalManifest } from './astro-manifest';

/** Bump when the way bundles are built changes (invalidates cached bundles). */
const FORMAT = 'v3';
/**
 * Pages per fragment file. A reader downloads one fragment file per result
 * shown, so a file must stay small (a few pages, ~2 KB each compressed);
 * Pagefind groups pages only above `maxFragments` files per bundle.
 */
const PAGES_PER_FRAGMENT_FILE = 4;
const maxFragments = (pages: number) => Math.max(256, Math.ceil(pages / PAGES_PER_FRAGMENT_FILE));

interface SearchPage {
  /** Relative to the output folder, e.g. 'blog/x/index.html'. */
  file: string;
  url: string;
}

/**
 * The searchable pages of a build: article, series and mock-test pages and
 * the resource page, in every language (the Hindi ones under hi/: Pagefind
 * puts them in their own index by their `<html lang>`, and a search from a
 * Hindi page loads that one).
 */
export function searchablePages(site: string): SearchPage[] {
  return [...searchablePagesUnder(site, ''), ...searchablePagesUnder(site, 'hi/')].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

function searchablePagesUnder(site: string, prefix: string): SearchPage[] {
  const dirPages = (dir: string, exclude: string[] = []): SearchPage[] => {
    const full = path.join(site, dir);
    if (!fs.existsSync(full)) return [];
    return fs
      .readdirSync(full, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !exclude.includes(e.name) && fs.existsSync(path.join(full, e.name, 'index.html')))
      .map((e) => ({ file: `${dir}/${e.name}/index.html`, url: `/${dir}/${encodeURIComponent(e.name)}/` }));
  };
  const pages = [...dirPages(`${prefix}series`), ...dirPages(`${prefix}mock-test/test`), ...dirPages(`${prefix}blog`, ['page', 'category'])];
  if (fs.existsSync(path.join(site, `${prefix}resource/index.html`))) pages.push({ file: `${prefix}resource/index.html`, url: `/${prefix}resource/` });
  return pages;
}

/**
 * How many changed pages the small "recent" bundle may hold before the next
 * build folds them into the stable bundle (a full re-index): 1 % of the
 * searchable pages, at least 100. The recent bundle is indexed again on
 * every build that changes it, so this bounds what an edit costs
 * (~3.5 ms a page) and how many stale entries the stable bundle carries.
 */
export function recentLimit(pages: number): number {
  return Math.max(100, Math.ceil(pages / 100));
}

/**
 * Most pages in one stable shard. Measured (tests/build/shard-timing.ts,
 * docs/site.md): Pagefind's index time per page barely grows with the bundle
 * (3.0–3.3 ms from 2,000 to 40,000 pages at a load of 5), while every shard
 * adds ~5–9 requests to a first search (budget: 30). So shards are large:
 * one up to 30,000 pages (a 10,000-article site), two at 50,000 articles —
 * both cores index, and no bundle is larger than measured linear.
 * PAGEFIND_SHARD_PAGES overrides it (tests, measurements).
 */
export const SHARD_PAGES = 30_000;

/**
 * Above this many searchable pages the build writes no Pagefind index and
 * /search asks the site's search API instead (src/lib/search/server-search.ts,
 * Pagefind UI unchanged). A reader's first search with an index costs
 * Pagefind's runtime (~150 KB) plus the page list every search loads
 * (~10 bytes a page), the filter files (~2 bytes a page each) and a chunk per
 * word that grows with the pages containing it: measured 279–320 KB at 2,000
 * articles, 430–570 KB at 10,000, 1.2–2.1 MB at 50,000 — past Pagefind's own
 * budget of 300 KB from about 2,000 pages (docs/site.md, "Search"). Through
 * the API it is ~40–60 KB at any size. PAGEFIND_MAX_PAGES changes it
 * (0: always the API).
 */
export const MAX_INDEX_PAGES = 2_000;
export function maxIndexPages(): number {
  const raw = process.env.PAGEFIND_MAX_PAGES;
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : MAX_INDEX_PAGES;
}
const shardPages = () => Number(process.env.PAGEFIND_SHARD_PAGES) || SHARD_PAGES;

/** Which of `count` shards a page belongs to: by a hash of its URL, so a new page does not move the others. */
function shardOf(url: string, count: number): number {
  return createHash('sha256').update(url).digest().readUInt32BE(0) % count;
}

/**
 * The stable set in shards of at most `max` pages: as few shards as that
 * allows, each page in the shard its URL hashes to (so adding or removing
 * pages leaves the other shards' page lists, and their cached bundles, as
 * they were while the shard count holds). One shard up to `max` pages.
 */
export function shardPlan<P extends { url: string }>(pages: P[], max = shardPages()): P[][] {
  if (pages.length <= max) return [pages];
  for (let count = Math.ceil(pages.length / max); ; count++) {
    const shards: P[][] = Array.from({ length: count }, () => []);
    for (const page of pages) shards[shardOf(page.url, count)].push(page);
    if (shards.every((s) => s.length <= max)) return shards;
  }
}

/** Pages sent to Pagefind at once (it indexes them in parallel). */
const ADD_CONCURRENCY = 32;

interface Bundle {
  /** Folder name in the cache ('stable-…', 'recent-…'). */
  name: string;
  pages: SearchPage[];
}

/** What the stable shards hold: their cache names, and per URL the render key it was indexed from and Pagefind's page id. */
interface StableRecord {
  format: string;
  shards: string[];
  pages: Record<string, { key: string; id: string }>;
}

/**
 * The plan of a build: the stable bundle (everything as of its last full
 * index) and the recent bundle (pages added or changed since), and the ids
 * of the stable bundle's entries that a newer version or a deletion
 * superseded (the search page drops those results).
 */
export interface SearchPlan {
  /** The stable shards (shard 0 is /pagefind/); `pages` are empty when reused as they are. */
  stable: { shards: Bundle[]; rebuild: boolean };
  recent: { name: string; pages: SearchPage[] } | null;
  /** URLs in the stable bundle whose page changed or is gone. */
  superseded: string[];
}

export function planSearch(pages: SearchPage[], keys: Map<string, string>, stable: StableRecord | null, version: string, force = false): SearchPlan {
  const salt = `${FORMAT}\n${version}\n${PAGES_PER_FRAGMENT_FILE}\n`;
  const bundleName = (prefix: string, list: SearchPage[], extra = '') => {
    const hash = createHash('sha256').update(salt).update(extra);
    for (const page of list) hash.update(`${page.url}\n${keys.get(page.url)}\n`);
    return `${prefix}-${hash.digest('hex').slice(0, 24)}`;
  };
  const changed = stable ? pages.filter((p) => !stable.pages[p.url] || stable.pages[p.url].key !== keys.get(p.url)) : pages;
  const present = new Set(pages.map((p) => p.url));
  const gone = stable ? Object.keys(stable.pages).filter((url) => !present.has(url)) : [];
  const limit = recentLimit(pages.length);
  if (!stable || force || changed.length > limit || gone.length > limit) {
    const shards = shardPlan(pages).map((list) => ({ name: bundleName('stable', list), pages: list }));
    return { stable: { shards, rebuild: true }, recent: null, superseded: [] };
  }
  const superseded = [...changed.filter((p) => stable.pages[p.url]).map((p) => p.url), ...gone].sort();
  return {
    stable: { shards: stable.shards.map((name) => ({ name, pages: [] })), rebuild: false },
    recent: changed.length ? { name: bundleName('recent', changed, stable.shards.join('\n')), pages: changed } : null,
    superseded,
  };
}

/** Hard-links a file (or copies it, across devices). */
function linkFile(src: string, dst: string) {
  try {
    fs.linkSync(src, dst);
  } catch {
    fs.copyFileSync(src, dst);
  }
}

/** Hard-links (or copies, across devices) every file of a folder into another. */
function linkTree(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(src, dst);
    else linkFile(src, dst);
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
 * The folders of the primary bundle's neighbours (`keep`) are left alone.
 */
function placeBundle(cached: string, target: string, keep: string[] = []) {
  if (sameFile(path.join(cached, ENTRY_FILE), path.join(target, ENTRY_FILE))) return;
  if (fs.existsSync(target)) {
    for (const entry of fs.readdirSync(target)) {
      if (!keep.includes(entry)) fs.rmSync(path.join(target, entry), { recursive: true, force: true });
    }
  }
  linkTree(cached, target);
}

async function writeBundle(site: string, bundle: Bundle, target: string): Promise<number> {
  // No forceLanguage: each page goes to its `<html lang>`'s index (en, hi), so a search on a Hindi page finds Hindi pages only.
  // (An empty bundle, written only for Pagefind UI's files, names English.)
  const { index, errors } = await pagefindApi.createIndex({ maxFragments: maxFragments(bundle.pages.length), ...(bundle.pages.length ? {} : { forceLanguage: 'en' }) });
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
 * Pagefind's id of every page in a written bundle (what a search result
 * calls `id`), by URL, read back from its fragment files: gzip, a
 * 'pagefind_dcd' signature, then JSON — one page (named by its id) or, for a
 * group file, an object of pages by id.
 */
export function bundlePageIds(bundleDir: string): Map<string, string> {
  const ids = new Map<string, string>();
  const dir = path.join(bundleDir, 'fragment');
  if (!fs.existsSync(dir)) return ids;
  for (const name of fs.readdirSync(dir)) {
    const raw = zlib.gunzipSync(fs.readFileSync(path.join(dir, name)));
    const json = JSON.parse(raw.subarray(raw.indexOf(0x7b)).toString('utf8')) as Record<string, unknown>;
    const id = name.replace(/\.pf_fragment$/, '');
    if (typeof json.url === 'string' && !id.includes('_group_')) ids.set(json.url, id);
    else for (const [pageId, page] of Object.entries(json as Record<string, { url: string }>)) ids.set(page.url, pageId);
  }
  return ids;
}

/**
 * The module the search page loads instead of /pagefind/pagefind.js (Pagefind
 * UI imports `${bundlePath}pagefind.js`): Pagefind with the recent bundle
 * merged in, and without the stable bundle's entries that a newer version
 * or a deletion superseded (and without a page twice).
 */
export function searchModule(merge: string[], hidden: string[]): string {
  return `// Generated by src/integrations/pagefind.ts: the stable bundle (/pagefind/), its other shards and the recent bundle merged in, superseded entries dropped.
import * as pagefind from '/pagefind/pagefind.js';
const merge = ${JSON.stringify(merge)};
const hidden = new Set(${JSON.stringify(hidden)});
let merged = null;
const drop = (response) => {
  if (!response || !response.results) return response;
  const seen = new Set();
  const results = response.results.filter((r) => !hidden.has(r.id) && !seen.has(r.id) && seen.add(r.id));
  return { ...response, results };
};
export async function options(o) {
  await pagefind.options(o);
  merged ??= (async () => { for (const bundlePath of merge) await pagefind.mergeIndex(bundlePath); })();
  await merged;
}
export const init = (...a) => pagefind.init(...a);
export const mergeIndex = (...a) => pagefind.mergeIndex(...a);
export const preload = (...a) => pagefind.preload(...a);
export const filters = (...a) => pagefind.filters(...a);
export const destroy = (...a) => pagefind.destroy(...a);
export const search = async (...a) => drop(await pagefind.search(...a));
export const debouncedSearch = async (...a) => drop(await pagefind.debouncedSearch(...a));
`;
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

const STABLE_RECORD = 'stable.json';

function readStable(cacheRoot: string): StableRecord | null {
  try {
    const record = JSON.parse(fs.readFileSync(path.join(cacheRoot, STABLE_RECORD), 'utf8')) as StableRecord;
    const complete = record.format === FORMAT && record.shards.every((name) => fs.existsSync(path.join(cacheRoot, name, ENTRY_FILE)));
    return complete ? record : null;
  } catch {
    return null;
  }
}

/** Writes a file only when its content changes (a kept output folder keeps its unchanged files). */
function writeIfChanged(file: string, content: string) {
  try {
    if (fs.readFileSync(file, 'utf8') === content) return;
  } catch {
    /* new file */
  }
  fs.writeFileSync(file, content);
}

/**
 * /pagefind/view/pagefind.js on a site searched through the API: Pagefind's
 * API from the module the search page provides (src/pages/search.astro
 * registers it; loaded only now), so Pagefind UI runs unchanged.
 */
export function serverSearchModule(pages: number, max: number): string {
  return `// Generated by src/integrations/pagefind.ts: ${pages} searchable pages, more than ${max}: no Pagefind index; search runs on the site's API.
const provide = globalThis.__portalServerSearch;
if (typeof provide !== 'function') throw new Error('site search: this page does not provide the API search');
const impl = await provide();
export const options = (...a) => impl.options(...a);
export const init = (...a) => impl.init(...a);
export const mergeIndex = (...a) => impl.mergeIndex(...a);
export const preload = (...a) => impl.preload(...a);
export const filters = (...a) => impl.filters(...a);
export const destroy = (...a) => impl.destroy(...a);
export const search = (...a) => impl.search(...a);
export const debouncedSearch = (...a) => impl.debouncedSearch(...a);
`;
}

/**
 * A site searched through the API: no index, only Pagefind UI's own files
 * (pagefind-ui.js and .css, from an empty bundle cached per Pagefind
 * version) and the module above at /pagefind/view/pagefind.js.
 */
async function placeServerSearch(site: string, cacheRoot: string, pages: number, max: number) {
  const version = (pagefindApi as { version?: string }).version ?? '';
  const ui = path.join(cacheRoot, `ui-${createHash('sha256').update(`${FORMAT}\n${version}`).digest('hex').slice(0, 16)}`);
  if (!fs.existsSync(path.join(ui, ENTRY_FILE))) {
    try {
      await writeBundle(site, { name: path.basename(ui), pages: [] }, ui);
    } finally {
      await pagefindApi.close();
    }
  }
  const out = path.join(site, 'pagefind');
  const keep = ['view', 'pagefind-ui.js', 'pagefind-ui.css'];
  if (fs.existsSync(out)) for (const entry of fs.readdirSync(out)) if (!keep.includes(entry)) fs.rmSync(path.join(out, entry), { recursive: true, force: true });
  fs.mkdirSync(path.join(out, 'view'), { recursive: true });
  for (const file of ['pagefind-ui.js', 'pagefind-ui.css']) {
    if (sameFile(path.join(ui, file), path.join(out, file))) continue;
    fs.rmSync(path.join(out, file), { force: true });
    linkFile(path.join(ui, file), path.join(out, file));
  }
  writeIfChanged(path.join(out, 'view', 'pagefind.js'), serverSearchModule(pages, max));
  writeIfChanged(path.join(out, 'bundles.json'), JSON.stringify({ mode: 'server', pages, max }));
}

/** The page count of the output's API-searched site (its bundles.json), or null when it has an index or none. */
function keptServerSearch(site: string): number | null {
  try {
    const kept = JSON.parse(fs.readFileSync(path.join(site, 'pagefind', 'bundles.json'), 'utf8')) as { mode?: string; pages?: number };
    return kept.mode === 'server' && typeof kept.pages === 'number' ? kept.pages : null;
  } catch {
    return null;
  }
}

/**
 * Indexes a built site into two bundles: /pagefind/ (stable: every page as of
 * its last full index) and /pagefind/recent/ (pages added or changed since),
 * both reused from `cacheRoot` when their pages did not change.
 * PAGEFIND_REINDEX=1 (or `force`) folds the recent bundle into a new stable one.
 */
export async function indexSite(
  site: string,
  cacheRoot: string,
  logger?: Pick<AstroIntegrationLogger, 'info'>,
  /** What each page was rendered from (read only when the site gets an index). */
  renderKeysOf: () => Map<string, string> = () => new Map(),
  force = process.env.PAGEFIND_REINDEX === '1',
  /** The build changed no page's place (a changed-only build): the kept output's page count still holds. */
  samePages = false,
) {
  const started = performance.now();
  fs.mkdirSync(cacheRoot, { recursive: true });
  const max = maxIndexPages();
  // Listing the pages stats every article's folder (~0.3 s at 50,000): a site searched through the API needs only their number.
  const kept = samePages ? keptServerSearch(site) : null;
  const pages = kept !== null && kept > max ? null : searchablePages(site);
  const count = pages?.length ?? kept!;
  if (count > max || !pages) {
    await placeServerSearch(site, cacheRoot, count, max);
    recordTiming('pagefind:plan', performance.now() - started);
    logger?.info(`${count} searchable pages, more than ${max}: no index, /search uses the API (${Math.round(performance.now() - started)} ms)`);
    return { bundles: 0, indexed: 0, reused: 0, recent: 0, hidden: 0, server: true };
  }
  // A page's key: what it was rendered from (Astro's manifest), or its bytes when it has no cacheKey.
  const reading = performance.now();
  const renderKeysByFile = renderKeysOf();
  const readingMs = performance.now() - reading; // timed on its own (pagefind:readManifest)
  const keys = new Map(
    pages.map((p) => {
      const key = renderKeysByFile.get(p.file);
      return [p.url, key === undefined ? `bytes:${createHash('sha256').update(fs.readFileSync(path.join(site, p.file))).digest('hex')}` : `key:${key}`];
    }),
  );
  const version = (pagefindApi as { version?: string }).version ?? '';
  let stable = readStable(cacheRoot);
  const plan = planSearch(pages, keys, stable, version, force);
  recordTiming('pagefind:plan', performance.now() - started - readingMs);
  let phase = performance.now();
  let indexed = 0;
  let reused = 0;
  try {
    if (plan.stable.rebuild) {
      // Shards not in the cache are indexed two at a time: one is read and sent while Pagefind compresses and writes the other.
      const todo = plan.stable.shards.filter((shard) => !fs.existsSync(path.join(cacheRoot, shard.name, ENTRY_FILE)));
      for (const shard of plan.stable.shards) if (!todo.includes(shard)) reused += shard.pages.length;
      const lane = async () => {
        for (let shard = todo.shift(); shard; shard = todo.shift()) {
          const count = await writeBundle(site, shard, path.join(cacheRoot, shard.name));
          indexed += count; // not `indexed += await …`: that reads `indexed` before the other lane adds to it
        }
      };
      await Promise.all([lane(), lane()]);
      const ids = new Map(plan.stable.shards.flatMap((shard) => [...bundlePageIds(path.join(cacheRoot, shard.name))]));
      const shards = plan.stable.shards.map((shard) => shard.name);
      stable = { format: FORMAT, shards, pages: Object.fromEntries(pages.map((p) => [p.url, { key: keys.get(p.url)!, id: ids.get(p.url) ?? '' }])) };
      fs.writeFileSync(path.join(cacheRoot, `${STABLE_RECORD}.tmp`), JSON.stringify(stable));
      fs.renameSync(path.join(cacheRoot, `${STABLE_RECORD}.tmp`), path.join(cacheRoot, STABLE_RECORD));
    } else reused += pages.length - (plan.recent?.pages.length ?? 0);
    if (plan.recent) {
      const dir = path.join(cacheRoot, plan.recent.name);
      if (!fs.existsSync(path.join(dir, ENTRY_FILE))) indexed += await writeBundle(site, plan.recent, dir);
      else reused += plan.recent.pages.length;
    }
  } finally {
    await pagefindApi.close();
  }
  recordTiming('pagefind:index', performance.now() - phase, indexed);
  phase = performance.now();
  // Older bundles are no longer needed.
  const current = new Set([...stable!.shards, plan.recent?.name]);
  for (const entry of fs.readdirSync(cacheRoot)) {
    if (/^(stable|recent)-/.test(entry) && !current.has(entry)) fs.rmSync(path.join(cacheRoot, entry), { recursive: true, force: true });
  }

  // Output: /pagefind/ the first stable shard, /pagefind/shard-N/ the others, /pagefind/recent/ the recent bundle,
  // /pagefind/view/pagefind.js what the search page loads.
  const out = path.join(site, 'pagefind');
  const shardDirs = stable!.shards.slice(1).map((_, i) => `shard-${i + 1}`);
  placeBundle(path.join(cacheRoot, stable!.shards[0]), out, ['recent', 'view', ...shardDirs]);
  shardDirs.forEach((dir, i) => placeBundle(path.join(cacheRoot, stable!.shards[i + 1]), path.join(out, dir)));
  for (const entry of fs.readdirSync(out)) {
    if (/^shard-\d+$/.test(entry) && !shardDirs.includes(entry)) fs.rmSync(path.join(out, entry), { recursive: true, force: true });
  }
  const recentOut = path.join(out, 'recent');
  if (plan.recent) placeBundle(path.join(cacheRoot, plan.recent.name), recentOut);
  else fs.rmSync(recentOut, { recursive: true, force: true });
  const recentIds = plan.recent ? new Set(bundlePageIds(recentOut).values()) : new Set<string>();
  const hidden = plan.superseded
    .map((url) => stable!.pages[url]?.id)
    .filter((id): id is string => Boolean(id) && !recentIds.has(id))
    .sort();
  const merge = [...shardDirs.map((dir) => `/pagefind/${dir}/`), ...(plan.recent ? ['/pagefind/recent/'] : [])];
  fs.mkdirSync(path.join(out, 'view'), { recursive: true });
  writeIfChanged(path.join(out, 'view', 'pagefind.js'), searchModule(merge, hidden));
  writeIfChanged(path.join(out, 'bundles.json'), JSON.stringify({ primary: '/pagefind/', merge, hidden }));
  recordTiming('pagefind:place', performance.now() - phase);
  const bundles = stable!.shards.length + (plan.recent ? 1 : 0);
  logger?.info(
    `${bundles} bundle(s): indexed ${indexed} pages, reused ${reused} in ${Math.round(performance.now() - started)} ms` +
      (plan.recent ? ` (${plan.recent.pages.length} recent of at most ${recentLimit(pages.length)}, ${hidden.length} superseded)` : ''),
  );
  return { bundles, indexed, reused, recent: plan.recent?.pages.length ?? 0, hidden: hidden.length, server: false };
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
        const keys = () => {
          const reading = performance.now();
          const read = renderKeys(astroCache);
          recordTiming('pagefind:readManifest', performance.now() - reading);
          return read;
        };
        await indexSite(site, path.join(astroCache, 'pagefind'), logger, keys, undefined, changedOnlyPlan() !== null);
        recordTiming('pagefind', performance.now() - started);
      },
    },
  };
}
