/**
 * Incremental builds: edit one article in the database, rebuild, and check
 * that exactly the pages that show it changed while every other page was
 * restored from Astro's incremental cache byte for byte. Then count visits
 * (not shown on any page) and rebuild: nothing dynamic re-renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allArticleSummaries, getArticleBySlug } from '#db/queries/content.ts';
import { articles } from '#db/schema.ts';
import { BLOG_PAGE_SIZE } from '#core/constants.ts';
import { bundlePageIds } from '#src/integrations/pagefind.ts';
import { changedFiles, createSiteHarness, editArticle, listFiles, type BuildResult, type SiteHarness } from './harness';

const ARTICLES = 60;
const RSS_ITEMS = 50;
const isArticlePage = (f: string) => /^blog\/[^/]+\/index\.html$/.test(f) && !/^blog\/(page|category)\//.test(f);

describe('incremental site build', () => {
  let site: SiteHarness;
  let full: BuildResult;

  beforeAll(async () => {
    site = await createSiteHarness({ articles: ARTICLES });
    full = await site.build('full');
  }, 300_000);

  afterAll(async () => {
    await site?.close();
  });

  it('re-renders exactly the pages that show the edited article', async () => {
    const before = await allArticleSummaries(site.db);
    // A series part with a previous and a next part: its neighbours show its title.
    let target = null as Awaited<ReturnType<typeof getArticleBySlug>>;
    for (const a of before.filter((x) => x.series)) {
      const full = await getArticleBySlug(site.db, a.postSlug);
      if (full?.seriesInfo?.previous && full.seriesInfo.next) {
        target = full;
        break;
      }
    }
    expect(target, 'a series part with neighbours').toBeTruthy();
    const { postSlug: slug, postCategory: category, seriesInfo } = target!;

    await editArticle(site.db, slug, 'EDITED-7f3a');
    const incremental = await site.build('edit');

    // What must change, derived from where the article appears.
    const index = before.findIndex((a) => a.postSlug === slug);
    const page = Math.floor(index / BLOG_PAGE_SIZE) + 1;
    const inCategory = before.filter((a) => a.postCategory === category).findIndex((a) => a.postSlug === slug);
    const categoryPage = Math.floor(inCategory / BLOG_PAGE_SIZE) + 1;
    const expected = new Set([
      `blog/${slug}/index.html`,
      `blog/${seriesInfo!.previous!.postSlug}/index.html`,
      `blog/${seriesInfo!.next!.postSlug}/index.html`,
      `series/${seriesInfo!.slug}/index.html`,
      `blog/page/${page}/index.html`,
      ...(page === 1 ? ['blog/index.html', 'index.html'] : []),
      ...['blog/category', 'category'].flatMap((shape) => [
        `${shape}/${category}/page/${categoryPage}/index.html`,
        ...(categoryPage === 1 ? [`${shape}/${category}/index.html`] : []),
      ]),
      ...(inCategory < 3 ? ['category/index.html'] : []),
      'utils/sitemap/index.html',
      'sitemap.xml',
      ...(index < RSS_ITEMS ? ['rss.xml'] : []),
    ]);

    const changed = changedFiles(full.outDir, incremental.outDir);
    expect(changed).toEqual([...expected].sort());

    // Keyed pages rendered again: exactly the changed ones (the article, its neighbours, the series
    // page, the listings that show it); every other keyed page was restored from the cache.
    const keyedChanged = changed.filter((f) => incremental.keyed.includes(f));
    expect(keyedChanged.length).toBeGreaterThanOrEqual(8);
    expect(incremental.renderedKeyed).toEqual(keyedChanged);
    expect(incremental.renderedKeyed.filter(isArticlePage)).toEqual([...expected].filter(isArticlePage).sort());
    // Pages without a key (the section indexes, home, sitemaps…) always render; every other keyed page was restored.
    const unkeyed = full.rendered - full.keyed.length;
    expect(incremental.rendered).toBe(unkeyed + keyedChanged.length);
    expect(incremental.reused).toBe(full.keyed.length - keyedChanged.length);
    // Search: the bundles holding the changed pages (the article's, and the series page's) were indexed again.
    expect(incremental.log).toMatch(/portal:pagefind\].* indexed [1-9]\d* pages/);

    console.log(
      [
        '',
        `  full build:        ${(full.ms / 1000).toFixed(1)} s, ${full.rendered} pages rendered`,
        `  after one edit:    ${(incremental.ms / 1000).toFixed(1)} s, ${incremental.rendered} rendered, ${incremental.reused} restored, ${changed.length} files changed`,
        `  (${ARTICLES} articles; output in ${path.dirname(full.outDir)})`,
        '',
      ].join('\n'),
    );
  }, 300_000);

  it('counting visits (not shown anywhere) re-renders only the pages without a key and changes no file', async () => {
    const previous = await site.build('same');
    await site.db.update(articles).set({ visits: sql`${articles.visits} + 7` });
    const again = await site.build('visits');
    // Routes without getStaticPaths have no cacheKey and always render; everything keyed is restored.
    for (const build of [previous, again]) {
      expect(build.renderedKeyed).toEqual([]);
      expect(build.reused).toBe(full.keyed.length);
      expect(build.rendered).toBe(full.rendered - full.keyed.length);
    }
    expect(changedFiles(previous.outDir, again.outDir)).toEqual([]);
    // The search index was reused as well (src/integrations/pagefind.ts).
    expect(again.log).toMatch(/portal:pagefind\].* indexed 0 pages, reused \d+/);
  }, 300_000);
  it('a build into the kept output folder (CI) updates it in place to exactly what a fresh build makes', async () => {
    const first = await site.build('kept-1', { inPlace: true });
    const [victim, edited] = (await allArticleSummaries(site.db)).filter((a) => !a.series).slice(-2);
    await site.db.delete(articles).where(eq(articles.slug, victim.postSlug));
    await editArticle(site.db, edited.postSlug, 'KEPT-EDIT-51c2');
    const staleAsset = path.join(first.outDir, '_astro', 'stale-asset.js');
    fs.writeFileSync(staleAsset, '// from an older build');

    const kept = await site.build('kept-2', { inPlace: true });
    const fresh = await site.build('fresh-after-delete');
    expect(kept.outDir).toBe(first.outDir);
    // Same files, same bytes: the deleted article's page is gone, the edit is in, old assets are cleared.
    expect(listFiles(kept.outDir)).toEqual(listFiles(fresh.outDir));
    expect(changedFiles(kept.outDir, fresh.outDir)).toEqual([]);
    expect(fs.existsSync(path.join(kept.outDir, 'blog', victim.postSlug))).toBe(false);
    expect(fs.existsSync(staleAsset)).toBe(false);
    expect(fs.readFileSync(path.join(kept.outDir, 'blog', edited.postSlug, 'index.html'), 'utf8')).toContain('KEPT-EDIT-51c2');
    expect(kept.log).toMatch(/removed 1 page\(s\) that no longer exist/);
    // Unchanged pages were left where they were, not written again.
    expect(kept.log).toMatch(/\(cached\)/);
    expect(kept.log).not.toMatch(/\(restored\)/);
    // The search index: the stable bundle of the first build plus a recent bundle that has the edit; the
    // deleted and the edited article's stable entries are hidden from results (src/integrations/pagefind.ts).
    const stable = JSON.parse(fs.readFileSync(path.join(site.dir, 'cache', 'pagefind', 'stable.json'), 'utf8')) as { pages: Record<string, { id: string }> };
    const bundles = JSON.parse(fs.readFileSync(path.join(kept.outDir, 'pagefind', 'bundles.json'), 'utf8')) as { merge: string[]; hidden: string[] };
    expect(bundles.merge).toEqual(['/pagefind/recent/']);
    for (const a of [victim, edited]) expect(bundles.hidden).toContain(stable.pages[`/blog/${a.postSlug}/`].id);
    expect(fs.readFileSync(path.join(kept.outDir, 'pagefind', 'view', 'pagefind.js'), 'utf8')).toContain(bundles.hidden[0]);
    const recent = bundlePageIds(path.join(kept.outDir, 'pagefind', 'recent'));
    expect(recent.has(`/blog/${edited.postSlug}/`)).toBe(true);
    expect(recent.has(`/blog/${victim.postSlug}/`)).toBe(false);
    // And the whole index, file for file (both link the same cached bundles).
    const everything = /^$/;
    expect(listFiles(kept.outDir, everything)).toEqual(listFiles(fresh.outDir, everything));
    expect(changedFiles(kept.outDir, fresh.outDir, everything)).toEqual([]);
  }, 300_000);
});
