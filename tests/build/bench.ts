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
 */
import fs from 'node:fs';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { articles } from '#db/schema.ts';
import { addArticle, changedFiles, createSiteHarness, editArticle, type BuildResult } from './harness';

const count = Number(process.argv[2] ?? 10_000);
const inPlace = process.env.BENCH_FRESH_OUTPUT !== '1';
const seedStarted = performance.now();
const site = await createSiteHarness({ articles: count });
console.log(`seeded ${count} articles in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${site.dir})`);
console.log(inPlace ? 'output folder kept between builds (CI)\n' : 'fresh output folder per build (npm start)\n');

const rows: { step: string; result: BuildResult }[] = [];
const run = async (step: string, label: string) => {
  let before: string | undefined;
  if (rows.length) {
    before = inPlace ? path.join(site.dir, `before-${label}`) : rows.at(-1)!.result.outDir;
    if (inPlace) fs.cpSync(rows.at(-1)!.result.outDir, before, { recursive: true });
  }
  const result = await site.build(label, { inPlace });
  const changed = before ? changedFiles(before, result.outDir).length : undefined;
  if (inPlace && before) fs.rmSync(before, { recursive: true, force: true });
  rows.push({ step, result });
  console.log(
    `${step.padEnd(28)} ${(result.ms / 1000).toFixed(1).padStart(6)} s   rendered ${String(result.rendered).padStart(6)}   restored ${String(result.reused).padStart(6)}${changed === undefined ? '' : `   files changed ${changed}`}`,
  );
  return result;
};

try {
  const full = await run('(1) full build', 'full');
  await run('(2) no change', 'same');
  const [middle] = await site.db.select({ slug: articles.slug }).from(articles).orderBy(desc(articles.createdAt)).offset(Math.floor(count / 2)).limit(1);
  await editArticle(site.db, middle.slug, 'BENCH-EDIT');
  const edited = await run('(3) one article edited', 'edit');
  await addArticle(site.db, middle.slug, 'bench-new-article');
  await run('(4) one article added', 'add');
  const ratio = (edited.ms / full.ms) * 100;
  console.log(`\none-article edit took ${ratio.toFixed(0)}% of the full build (target ≤ 15%); full build target ≤ 90 s`);
} finally {
  await site.close();
}
