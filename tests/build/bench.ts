/**
 * `npm run bench:build` (tsx tests/build/bench.ts [articles]): seeds a fresh
 * database with 10,000 articles (or the given number) and prints wall time
 * and pages rendered/restored for (1) a full build, (2) a rebuild with no
 * change, (3) a rebuild after editing one article, (4) after adding one.
 */
import { desc } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { addArticle, changedFiles, createSiteHarness, editArticle, type BuildResult } from './harness';

const count = Number(process.argv[2] ?? 10_000);
const seedStarted = performance.now();
const site = await createSiteHarness({ articles: count });
console.log(`seeded ${count} articles in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s (${site.dir})`);

const rows: { step: string; result: BuildResult; changed?: number }[] = [];
const run = async (step: string, label: string, before?: BuildResult) => {
  const result = await site.build(label);
  rows.push({ step, result, changed: before ? changedFiles(before.outDir, result.outDir).length : undefined });
  const last = rows.at(-1)!;
  console.log(`${step.padEnd(28)} ${(result.ms / 1000).toFixed(1).padStart(6)} s   rendered ${String(result.rendered).padStart(6)}   restored ${String(result.reused).padStart(6)}${last.changed === undefined ? '' : `   files changed ${last.changed}`}`);
  return result;
};

try {
  const full = await run('(1) full build', 'full');
  const same = await run('(2) no change', 'same', full);
  const [middle] = await site.db.select({ slug: articles.slug }).from(articles).orderBy(desc(articles.createdAt)).offset(Math.floor(count / 2)).limit(1);
  const edited = await run('(3) one article edited', 'edit', await editArticle(site.db, middle.slug, 'BENCH-EDIT').then(() => same));
  await addArticle(site.db, middle.slug, 'bench-new-article');
  await run('(4) one article added', 'add', edited);
  const ratio = (rows[2].result.ms / full.ms) * 100;
  console.log(`\none-article edit took ${ratio.toFixed(0)}% of the full build (target ≤ 15%); full build target ≤ 90 s`);
} finally {
  await site.close();
}
