/**
 * Changed-only builds (issue 19; the routes' side is src/lib/server/changed-only.ts).
 *
 * Every build that succeeds records what its kept output was made from
 * (`changed-only.json` in the cache folder): the database's epoch and content
 * version, the code fingerprint (input files, settings, day) and the output
 * folder. The next build compares: when the code and folder are the same and
 * the content log (migration 0007) shows that only existing articles' text
 * changed since, it is a changed-only build:
 *
 * - the kept manifest is set aside (`incremental-build.base.json`), so Astro
 *   starts an empty one and prunes nothing;
 * - the routes list only the pages that show a changed article, and Astro
 *   renders those (and the pages without getStaticPaths, as every build does);
 * - when the pages are written, their entries are merged into the kept
 *   manifest, which then says what a full build's would: the other pages'
 *   entries are unchanged because nothing they show changed.
 *
 * Anything else is a full (keyed) build, as before. A build that fails leaves
 * no record (the next one is a full build), and a manifest set aside by a
 * build that died is put back first.
 */
import type { AstroIntegration } from 'astro';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Imported here, not through db/client.ts's lazy imports: Vite's module runner that loaded the config is closed when the hooks run.
import pg from 'pg';
import { articleSlugsOf, contentLogSince } from '#db/queries/content-log.ts';
import { codeFingerprint } from '#infra/build-inputs.ts';
import { recordTiming } from '../lib/server/build-timing';
import { articleTextChanges, setChangedOnlyPlan, type ChangedOnlyPlan } from '../lib/server/changed-only';
import { MANIFEST_FILE, type IncrementalManifest } from './astro-manifest';

/** The kept build's manifest while a changed-only build runs. */
export const BASE_MANIFEST_FILE = 'incremental-build.base.json';
/** What the kept output was built from. */
export const KEPT_BUILD_FILE = 'changed-only.json';

export interface KeptBuild {
  epoch: string;
  version: number;
  code: string;
  outDir: string;
  /** The output's index.html as the build left it: another build in that folder changes it. */
  index: { size: number; mtimeMs: number };
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function indexStat(outDir: string): KeptBuild['index'] | null {
  try {
    const stat = fs.statSync(path.join(outDir, 'index.html'));
    return { size: stat.size, mtimeMs: stat.mtimeMs };
  } catch {
    return null;
  }
}

/** Why the kept build cannot be brought up to date by a changed-only build, or null when it can (the content log decides the rest). */
export function keptBuildMismatch(kept: KeptBuild | null, now: Omit<KeptBuild, 'index'> & { index: KeptBuild['index'] | null }): string | null {
  if (!kept) return 'no record of the kept build';
  if (kept.outDir !== now.outDir || !now.index || kept.index.size !== now.index.size || kept.index.mtimeMs !== now.index.mtimeMs) return 'the output folder is not the kept build';
  if (kept.code !== now.code) return 'the code, settings or day changed';
  if (kept.epoch !== now.epoch || kept.version > now.version) return 'another database';
  return null;
}

/**
 * The kept manifest with a changed-only build's entries. Both builds ran the
 * same code, so every route's dependency hash and the build hashes must
 * agree; anything else is a bug, and the build fails rather than leave stale
 * pages behind.
 */
export function mergeManifests(base: IncrementalManifest, changed: IncrementalManifest): IncrementalManifest {
  // Not keyDigest: the server-island key is random per build unless ASTRO_KEY is set, and no page here has a server island.
  for (const field of ['configHash', 'lockfileHash', 'version'] as const) {
    if (base[field] !== changed[field]) throw new Error(`changed-only build: the manifest's ${field} differs from the kept build's`);
  }
  const routes = { ...base.routes };
  for (const [route, entry] of Object.entries(changed.routes)) {
    const kept = routes[route];
    if (!kept) throw new Error(`changed-only build: ${route} has no pages in the kept build`);
    if (kept.dependencyHash !== entry.dependencyHash) throw new Error(`changed-only build: the code of ${route} differs from the kept build's`);
    routes[route] = { ...kept, paths: { ...kept.paths, ...entry.paths } };
  }
  return { ...base, keyDigest: changed.keyDigest, routes };
}

interface Reading {
  epoch: string;
  version: number;
  code: string;
  /** The articles whose text alone changed since the kept build, by slug; null when other writes happened too. */
  slugs: string[] | null;
}

/** What the plan needs from the database (its own short connection: the pages open theirs later) and the code fingerprint. */
async function readNow(url: string, root: string, kept: KeptBuild | null): Promise<Reading> {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const [log, code] = await Promise.all([contentLogSince(client, kept?.version ?? null), codeFingerprint({ root, env: process.env })]);
    const ids = kept ? articleTextChanges(log.changes, kept.version, log.version) : null;
    return { epoch: log.epoch, version: log.version, code, slugs: ids && (await articleSlugsOf(client, ids)) };
  } finally {
    await client.end();
    recordTiming('changedOnly:plan', performance.now() - started);
  }
}

export default function changedOnly(): AstroIntegration[] {
  let building = false;
  let outDir = '';
  let cacheDir = '';
  let kept: KeptBuild | null = null;
  let reading: Promise<Reading | null> = Promise.resolve(null);
  let read: Reading | null = null;
  let plan: ChangedOnlyPlan | null = null;
  let keptManifest: Promise<IncrementalManifest | null> = Promise.resolve(null);
  const file = (name: string) => path.join(cacheDir, name);

  return [
    {
      name: 'portal:changed-only',
      hooks: {
        'astro:config:setup': ({ command }) => {
          building = command === 'build';
        },
        // The plan's reads start here and run while Astro sets up the build.
        'astro:config:done': ({ config }) => {
          outDir = fileURLToPath(config.outDir).replace(/\/$/, '');
          cacheDir = fileURLToPath(config.cacheDir);
          if (!building) return;
          if (fs.existsSync(file(BASE_MANIFEST_FILE))) fs.renameSync(file(BASE_MANIFEST_FILE), file(MANIFEST_FILE));
          kept = readJson<KeptBuild>(file(KEPT_BUILD_FILE));
          fs.rmSync(file(KEPT_BUILD_FILE), { force: true });
          const url = process.env.DATABASE_URL;
          reading = url ? readNow(url, fileURLToPath(config.root), kept) : Promise.resolve(null);
          reading.catch(() => {}); // awaited (and its error surfaced) in astro:build:start
        },
        // Before the kept-output integration reads the manifest, and before any page reads the database.
        'astro:build:start': async ({ logger }) => {
          read = await reading;
          const why = !read
            ? 'no DATABASE_URL'
            : process.env.SITE_BUILD_CHANGED_ONLY === '0'
              ? 'SITE_BUILD_CHANGED_ONLY=0'
              : (keptBuildMismatch(kept, { ...read, outDir, index: indexStat(outDir) }) ??
                (fs.existsSync(file(MANIFEST_FILE)) ? null : 'no manifest from the kept build') ??
                (read.slugs ? null : 'content other than articles’ text changed'));
          plan = why || !read?.slugs ? null : { from: kept!.version, to: read.version, slugs: new Set(read.slugs) };
          setChangedOnlyPlan(plan);
          if (plan) {
            fs.renameSync(file(MANIFEST_FILE), file(BASE_MANIFEST_FILE));
            // Parsed (~10 MB at 50,000 articles) while Vite's native build threads leave this one idle, not after the pages.
            keptManifest = new Promise((resolve) => setTimeout(() => resolve(readJson<IncrementalManifest>(file(BASE_MANIFEST_FILE))), 0));
            logger.info(`changed-only build: ${plan.slugs.size} article(s) changed since the kept build (content version ${plan.from} → ${plan.to})`);
          } else logger.info(`full build: ${why}`);
        },
        // Before the kept-output and Pagefind integrations read the manifest.
        'astro:build:done': async () => {
          if (!plan) return;
          const started = performance.now();
          const base = await keptManifest;
          const changed = readJson<IncrementalManifest>(file(MANIFEST_FILE));
          if (!base || !changed) throw new Error('changed-only build: a manifest is missing');
          const merged = mergeManifests(base, changed);
          fs.writeFileSync(file(`${MANIFEST_FILE}.tmp`), JSON.stringify(merged));
          fs.renameSync(file(`${MANIFEST_FILE}.tmp`), file(MANIFEST_FILE));
          fs.rmSync(file(BASE_MANIFEST_FILE), { force: true });
          recordTiming('changedOnly:merge', performance.now() - started);
        },
      },
    },
    {
      // Last: the record is written only when everything else succeeded.
      name: 'portal:changed-only-record',
      hooks: {
        'astro:build:done': () => {
          const index = indexStat(outDir);
          if (!read || !index) return;
          const record: KeptBuild = { epoch: read.epoch, version: read.version, code: read.code, outDir, index };
          fs.writeFileSync(file(KEPT_BUILD_FILE), JSON.stringify(record));
        },
      },
    },
  ];
}
