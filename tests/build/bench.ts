/**
 * `npm run bench:build` (tsx tests/build/bench.ts [articles]): seeds a fresh
 * database with 10,000 articles (or the given number) and prints wall time
 * and pages rendered/restored for (1) a full build, (2) a rebuild with no
 * change, (3) a rebuild after editing one article, (4) after adding one.
 *
 * The rebuilds run the way CI runs them (docs/site.md): the incremental
 * cache and the output folder are both kept, and each build updates the
 * output in place (src/integrations/kept-output.ts). "files changed" compares
 * the output with a copy taken before the build (outside the timing).
 * BENCH_FRESH_OUTPUT=1 builds every step into a fresh folder instead (how
 * `npm start` builds), which restores every unchanged page from the cache.
 * BENCH_EDITS=n repeats step (3) n times. Rebuilds after an article's text
 * changed are changed-only builds (src/integrations/changed-only.ts): the
 * breakdown says which kind each build was.
 * BENCH_POSTGRES=1 seeds and builds against a scratch database on
 * DATABASE_URL's Postgres (as CI and production build) instead of the
 * embedded one shared over a socket (as `npm start` does).
 * `--hindi-share 0.5` (or BENCH_HINDI_SHARE=0.5) makes that share of the
 * articles Hindi (issue 27: `npm run bench:build -- 50000 --hindi-share 0.5`);
 * the edited article is then an English one with a Hindi translation, and
 * step (3) also checks that the translation's page (which names the edited
 * article) follows the edit.
 * BENCH_CORE=1 runs only the budgeted steps (1), (2) without a build and (3):
 * on a loaded machine the others cost as much again at 50,000 articles.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { articles } from '#db/schema.ts';
import { contentVersion } from '#db/queries/site.ts';
import { buildFingerprint } from '#server/build-fingerprint.ts';
import { addArticle, changedFiles, createSiteHarness, editArticle, projectRoot, type BuildResult } from './harness';

/** Where each build spent its time, from the `[build-timing]` line (src/integrations/build-timing.ts). */
function breakdown(result: BuildResult): [string, number | string][] {
  const line = /\[build-timing\] (\{.*\})/.exec(result.log)?.[1];
  if (!line) return [['(no [build-timing] line in the log)', '']];
  const { marks: m, timings: t } = JSON.parse(line) as { marks: Record<string, number>; timings: Record<string, { ms: number; count: number }> };
  const sum = (test: (name: string) => boolean) => Object.entries(t).reduce((a, [name, v]) => a + (test(name) ? v.ms : 0), 0);
  const ms = (name: string) => t[name]?.ms ?? 0;
  const db = sum((n) => n.startsWith('db:') && n !== 'db:articleContents');
  const rendered = result.rendered;
  return [
    ['total (wall, process start to exit)', result.ms],
    ['  kind of build', /changed-only build/.test(result.log) ? 'changed-only' : 'full (keyed)'],
    ['  changed-only: plan (database, code hash) / manifest merge', `${(ms('changedOnly:plan') / 1000).toFixed(2)} / ${(ms('changedOnly:merge') / 1000).toFixed(2)} s`],
    ['  node + Astro start, config', m.configSetup],
    ['  Vite build of the code', m.prerenderSetup - m.configSetup],
    ['  import the built pages', m.prerenderReady - m.prerenderSetup],
    ['  getStaticPaths, every route', m.pathsEnd - m.pathsStart],
    ['    database reads (summed)', db],
    ['    cache-key hashing (summed)', ms('cacheKey')],
    ['    paths returned', t['paths:count']?.count ?? 0],
    ['  pages: manifest check per path, renders, manifest write', m.generated - m.pathsEnd],
    ['    pages rendered', rendered],
    ['    rendering (summed over 4 lanes)', ms('render')],
    ['    article bodies read (summed)', ms('db:articleContents')],
    ['  output pruning (manifest read twice, deletes)', ms('prune:readPrevious') + ms('prune')],
    ['  Pagefind (in all)', ms('pagefind')],
    ['    read Astro manifest (render keys)', ms('pagefind:readManifest')],
    ['    list searchable pages, their keys, plan', ms('pagefind:plan')],
    ['    pages indexed', t['pagefind:index']?.count ?? 0],
    ['    indexing', ms('pagefind:index')],
    ['    place bundles, search module', ms('pagefind:place')],
    ['  service worker (esbuild, Workbox)', ms('serviceWorker')],
    ['  the rest (other done hooks, closing, exit)', result.ms - m.generated - ms('prune') - ms('pagefind') - ms('serviceWorker')],
  ];
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function printBreakdown(rows: { step: string; result: BuildResult }[]) {
  const tables = rows.map((r) => breakdown(r.result));
  console.log('where the time goes (ms summed over concurrent work can exceed the wall time):');
  console.log(`${''.padEnd(60)}${rows.map((r) => r.step.replace(/^\(\d\) /, '').padStart(26)).join('')}`);
  tables[0].forEach(([label], i) => {
    const isCount = /returned|rendered$|indexed$/.test(label);
    console.log(`${label.padEnd(60)}${tables.map((t) => String(isCount ? t[i][1] : typeof t[i][1] === 'number' ? `${((t[i][1] as number) / 1000).toFixed(2)} s` : t[i][1]).padStart(26)).join('')}`);
  });
  // The database loaders one by one (each runs once per build; they overlap).
  for (const { step, result } of rows) {
    const line = /\[build-timing\] (\{.*\})/.exec(result.log)?.[1];
    if (!line) continue;
    const t = (JSON.parse(line) as { timings: Record<string, { ms: number; count: number }> }).timings;
    const loaders = Object.entries(t)
      .filter(([name]) => name.startsWith('db:'))
      .sort((a, b) => b[1].ms - a[1].ms)
      .map(([name, v]) => `${name.slice(3)} ${(v.ms / 1000).toFixed(2)} s${v.count > 1 ? ` (${v.count}×)` : ''}`);
    console.log(`  ${step}: ${loaders.join(', ')}`);
  }
}

const { values: flags, positionals } = parseArgs({ options: { 'hindi-share': { type: 'string' } }, allowPositionals: true });
const count = Number(positionals[0] ?? 10_000);
const hindiShare = Number(flags['hindi-share'] ?? process.env.BENCH_HINDI_SHARE ?? 0);
if (!Number.isInteger(count) || count < 1 || !(hindiShare >= 0 && hindiShare <= 1)) throw new Error('usage: bench.ts [articles] [--hindi-share 0..1]');
const inPlace = process.env.BENCH_FRESH_OUTPUT !== '1';
const seedStarted = performance.now();
// BENCH_DIR=folder keeps the seeded database and cache there and reuses them on the next run (quicker iterations;
// the first step is then not a full build).
// BENCH_POSTGRES=1 seeds and builds against a scratch database on DATABASE_URL's server (as CI and production build).
const postgresUrl = process.env.BENCH_POSTGRES ? process.env.DATABASE_URL : undefined;
if (process.env.BENCH_POSTGRES && !postgresUrl) throw new Error('BENCH_POSTGRES=1 needs DATABASE_URL');
const site = await createSiteHarness({ articles: count, hindiShare, dir: process.env.BENCH_DIR, keep: Boolean(process.env.BENCH_DIR), postgresUrl });
console.log(`seeded ${count} articles${hindiShare ? ` (${Math.round(hindiShare * 100)} % Hindi)` : ''} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${site.dir}; ${postgresUrl ? 'Postgres' : 'embedded PGlite'})`);
console.log(inPlace ? 'output folder kept between builds (CI)\n' : 'fresh output folder per build (npm start)\n');

const rows: { step: string; result: BuildResult }[] = [];
const run = async (step: string, label: string, env: NodeJS.ProcessEnv = {}) => {
  let before: string | undefined;
  if (rows.length) {
    before = inPlace ? path.join(site.dir, `before-${label}`) : rows.at(-1)!.result.outDir;
    if (inPlace) fs.cpSync(rows.at(-1)!.result.outDir, before, { recursive: true });
  }
  const result = await site.build(label, { inPlace, env });
  const changed = before ? changedFiles(before, result.outDir).length : undefined;
  if (inPlace && before) fs.rmSync(before, { recursive: true, force: true });
  rows.push({ step, result });
  console.log(
    `${step.padEnd(28)} ${(result.ms / 1000).toFixed(1).padStart(6)} s   rendered ${String(result.rendered).padStart(6)}   restored ${String(result.reused).padStart(6)}${changed === undefined ? '' : `   files changed ${changed}`}`,
  );
  return result;
};

// What `npm run build` and `npm start` check before they build (server/build-fingerprint.ts): unchanged → no build.
const fingerprintNow = async () => {
  const t = performance.now();
  const fingerprint = await buildFingerprint({ root: projectRoot, content: await contentVersion(site.db), env: { ...process.env, SITE_URL: 'https://portal.test' } });
  return { fingerprint, ms: performance.now() - t };
};

try {
  const full = await run('(1) full build', 'full');
  const builtFrom = await fingerprintNow();
  const check = await fingerprintNow();
  console.log(
    `${'(2) no change, site builder'.padEnd(28)} ${(check.ms / 1000).toFixed(2).padStart(6)} s   ${check.fingerprint === builtFrom.fingerprint ? 'fingerprint unchanged: no build (npm run build, npm start)' : 'FINGERPRINT CHANGED'}`,
  );
  const core = process.env.BENCH_CORE === '1';
  if (!core) await run('(2) no change, astro build', 'same');
  // With Hindi articles: an English article in the middle that has a Hindi translation (its page shows the edited title).
  const hindi = alias(articles, 'hindi');
  const translated = exists(site.db.select({ one: hindi.id }).from(hindi).where(eq(hindi.translationOf, articles.id)));
  const candidates = hindiShare ? and(eq(articles.lang, 'en'), translated) : undefined;
  const [{ n }] = await site.db.select({ n: sql<number>`count(*)::int` }).from(articles).where(candidates);
  const [middle] = await site.db.select({ id: articles.id, slug: articles.slug }).from(articles).where(candidates).orderBy(desc(articles.createdAt)).offset(Math.floor(n / 2)).limit(1);
  const [translation] = hindiShare ? await site.db.select({ slug: articles.slug }).from(articles).where(eq(articles.translationOf, middle.id)) : [];
  const editedTitle = await editArticle(site.db, middle.slug, 'BENCH-EDIT');
  if ((await fingerprintNow()).fingerprint === builtFrom.fingerprint) throw new Error('the edit did not change the build fingerprint');
  const edited = await run('(3) one article edited', 'edit');
  if (translation) {
    const page = path.join(edited.outDir, 'hi', 'blog', translation.slug, 'index.html');
    const follows = fs.existsSync(page) && fs.readFileSync(page, 'utf8').includes(escapeText(editedTitle));
    console.log(`    its Hindi translation /hi/blog/${translation.slug}: ${follows ? 'shows the new title (followed the edit)' : 'STALE: does not show the new title'}`);
    if (!follows) process.exitCode = 1;
  }
  // BENCH_EDITS=n edits the same article n times in all: on a shared machine one figure is not enough.
  for (let i = 2; i <= Number(process.env.BENCH_EDITS ?? 1); i++) {
    await editArticle(site.db, middle.slug, `BENCH-EDIT-${i}`);
    await run(`(3) edited again (${i})`, `edit-${i}`);
  }
  if (!core) {
    // The same edit as a keyed build of every page (as before changed-only builds), for a ratio within this run.
    await editArticle(site.db, middle.slug, 'BENCH-EDIT-KEYED');
    await run('(3) edited, keyed build', 'edit-keyed', { SITE_BUILD_CHANGED_ONLY: '0' });
    await addArticle(site.db, middle.slug, `bench-new-article-${Date.now()}`);
    await run('(4) one article added', 'add');
  }
  const ratio = (edited.ms / full.ms) * 100;
  console.log(`\none-article edit took ${ratio.toFixed(0)}% of the full build`);
  console.log(`targets at 50,000 articles: full ≤ 120 s, no change ≤ 3 s (the site builder skips the build: see (2)), one article edited ≤ 5 s\n`);
  printBreakdown(rows);
} finally {
  await site.close();
}
