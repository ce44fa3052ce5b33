/**
 * A throw-away site for build-level tests and the build benchmark: an
 * embedded database in a temp folder (migrated, seeded, shared over loopback
 * like `npm start` does), and `astro build` runs against it with their own
 * output and incremental-cache folders, so nothing collides with other builds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDb, type Db, type DbHandle } from '#db/client.ts';
import { migrateDb } from '#db/migrate.ts';
import { createScratchDatabase } from '#db/scratch.ts';
import { articles } from '#db/schema.ts';
import { seedDemoContent } from '#db/seed/index.ts';
import { createLocalStorage } from '#infra/storage/index.ts';
import { manifestPages, readIncrementalManifest, type IncrementalManifest } from '#src/integrations/astro-manifest.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../..');
const astroBin = path.join(path.dirname(createRequire(path.join(projectRoot, 'package.json')).resolve('astro/package.json')), 'bin', 'astro.mjs');

export interface BuildResult {
  outDir: string;
  ms: number;
  /** Pages Astro rendered (its log marks each with its render time). */
  rendered: number;
  /** Pages restored from the incremental cache (marked '(restored)' or '(cached)'). */
  reused: number;
  /**
   * Output files of pages with a cacheKey that had to render: new, or their
   * cacheKey or their route's code changed since the previous build (from
   * Astro's incremental manifest; the log interleaves when pages render
   * concurrently). Pages without a cacheKey always render and are not listed.
   */
  renderedKeyed: string[];
  /** Output files of every page with a cacheKey in this build. */
  keyed: string[];
  log: string;
}

function keyedRenders(before: IncrementalManifest, after: IncrementalManifest): string[] {
  const out: string[] = [];
  for (const [route, entry] of Object.entries(after.routes)) {
    const prev = before.routes[route];
    for (const [pathname, p] of Object.entries(entry.paths)) {
      if (prev?.dependencyHash !== entry.dependencyHash || prev.paths[pathname]?.cacheKey !== p.cacheKey) out.push(decodeURIComponent(p.outputFile));
    }
  }
  return out.sort();
}

export interface SiteHarness {
  dir: string;
  db: Db;
  handle: DbHandle;
  /**
   * Runs `astro build` into `out-<label>`, a fresh folder; or, with `inPlace`,
   * into `out`, kept from the previous in-place build (how CI builds, with the
   * output folder persisted next to the incremental cache).
   */
  build(label: string, options?: BuildOptions): Promise<BuildResult>;
  close(): Promise<void>;
}

export interface BuildOptions {
  inPlace?: boolean;
  /** The incremental cache folder's name in the site folder (default 'cache'); another name keeps a separate cache. */
  cache?: string;
  /** More environment for the build. */
  env?: NodeJS.ProcessEnv;
}

export interface SiteHarnessOptions {
  articles: number;
  /** Share of the articles in Hindi (seedDemoContent's hindiShare). */
  hindiShare?: number;
  /** Keep the folder afterwards. */
  keep?: boolean;
  /** Reuse this folder (its database and incremental cache) when it exists, instead of a fresh temp folder. */
  dir?: string;
  /** Seed and build against a scratch database on this Postgres server instead of the embedded one. */
  postgresUrl?: string;
}

export async function createSiteHarness(options: SiteHarnessOptions): Promise<SiteHarness> {
  const dir = options.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-site-'));
  // With a real Postgres (options.postgresUrl: a scratch database next to it, dropped on close), as CI and
  // production build; otherwise the embedded database, shared over a loopback socket like `npm start`.
  const scratch = options.postgresUrl ? await createScratchDatabase(options.postgresUrl, 'site_build') : null;
  const reuse = !scratch && Boolean(options.dir && fs.existsSync(path.join(options.dir, 'data')));
  const handle = scratch
    ? await openDb({ databaseDriver: 'pg', DATABASE_URL: scratch.url, dataDir: '' })
    : await openDb({ databaseDriver: 'pglite', dataDir: path.join(dir, 'data') });
  await migrateDb(handle);
  if (!reuse) await seedDemoContent(handle.db, { storage: createLocalStorage(path.join(dir, 'data', 'uploads')), articles: options.articles, hindiShare: options.hindiShare });
  const databaseUrl = scratch ? scratch.url : `postgres://postgres@127.0.0.1:${await handle.shareOverSocket!()}/postgres`;

  // The build's working folder, inside the project (its server bundle imports the project's node_modules) but
  // this harness's own: with an output folder outside the working folder Astro writes that bundle to
  // <cwd>/.astro/.prerender and deletes it after, so two harness builds run from the project root (a build test
  // beside the e2e search budget, two Vitest files) deleted each other's bundle.
  const workDir = fs.mkdtempSync(path.join(projectRoot, '.tmp-build-'));
  const build = (label: string, { inPlace = false, cache = 'cache', env = {} }: BuildOptions = {}) =>
    new Promise<BuildResult>((resolve, reject) => {
      const outDir = path.join(dir, inPlace ? 'out' : `out-${label}`);
      const cacheDir = path.join(dir, cache);
      if (!inPlace) fs.rmSync(outDir, { recursive: true, force: true });
      const before = readIncrementalManifest(cacheDir);
      const started = performance.now();
      // BENCH_BUILD_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`): flags for the build's Node (NODE_OPTIONS refuses some).
      const nodeArgs = process.env.BENCH_BUILD_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
      const child = spawn(process.execPath, [...nodeArgs, astroBin, 'build', '--root', projectRoot], {
        cwd: workDir,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATABASE_DRIVER: 'pg',
          ASTRO_OUT_DIR: outDir,
          ASTRO_CACHE_DIR: cacheDir,
          SITE_URL: 'https://portal.test',
          ASTRO_TELEMETRY_DISABLED: '1',
          NO_COLOR: '1',
          FORCE_COLOR: '0',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      child.stdout.on('data', (c: Buffer) => (log += c.toString()));
      child.stderr.on('data', (c: Buffer) => (log += c.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        const ms = Math.round(performance.now() - started);
        if (code !== 0) return reject(new Error(`astro build (${label}) exited with ${code}:\n${log.split('\n').slice(-40).join('\n')}`));
        const rendered = log.match(/\(\+\d+(?:\.\d+)?m?s\)/g)?.length ?? 0;
        const reused = log.match(/\((?:restored|cached)\)/g)?.length ?? 0;
        const after = readIncrementalManifest(cacheDir);
        const keyed = manifestPages(after)
          .map((p) => p.file)
          .sort();
        resolve({ outDir, ms, rendered, reused, renderedKeyed: keyedRenders(before, after), keyed, log });
      });
    });

  return {
    dir,
    db: handle.db,
    handle,
    build,
    async close() {
      await handle.close();
      await scratch?.drop();
      fs.rmSync(workDir, { recursive: true, force: true });
      if (!options.keep && !options.dir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every file under a folder (relative paths), except Pagefind's index. */
export function listFiles(root: string, skip = /^pagefind\//): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      const rel = path.relative(root, full).split(path.sep).join('/');
      if (skip.test(rel)) continue;
      if (entry.isDirectory()) walk(full);
      else out.push(rel);
    }
  };
  walk(root);
  return out.sort();
}

/** Files whose bytes differ between two outputs (or exist in only one); Pagefind's index is left out unless `skip` says otherwise. */
export function changedFiles(a: string, b: string, skip?: RegExp): string[] {
  const files = new Set([...listFiles(a, skip), ...listFiles(b, skip)]);
  const changed: string[] = [];
  for (const f of files) {
    const fa = path.join(a, f);
    const fb = path.join(b, f);
    if (!fs.existsSync(fa) || !fs.existsSync(fb) || !fs.readFileSync(fa).equals(fs.readFileSync(fb))) changed.push(f);
  }
  return changed.sort();
}

/** Edits one article the way an admin save does: new title and content, updated_at now. */
export async function editArticle(db: Db, slug: string, marker: string) {
  const html = `<h2>${marker}</h2><p>Revised notes: ${marker}. Read the official notification again before the exam.</p>`;
  const [row] = await db
    .update(articles)
    .set({ title: sql`${articles.title} || ${` ${marker}`}`, contentHtml: html, excerptSource: `${marker} Revised notes: ${marker}. Read the official notification again before the exam.`, updatedAt: new Date() })
    .where(eq(articles.slug, slug))
    .returning({ title: articles.title });
  if (!row) throw new Error(`no article ${slug}`);
  return row.title;
}

/** Adds one article, the newest, to the category of an existing one. */
export async function addArticle(db: Db, likeSlug: string, slug: string) {
  const [like] = await db.select().from(articles).where(eq(articles.slug, likeSlug));
  await db.insert(articles).values({
    slug,
    title: `Fresh update ${slug}`,
    contentHtml: '<p>A brand new article.</p>',
    excerptSource: 'A brand new article.',
    categoryId: like.categoryId,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
}
