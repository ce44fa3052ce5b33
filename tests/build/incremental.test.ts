/**
 * Incremental builds: edit one article in the database, rebuild, and check
 * that exactly the pages that show it changed while every other page was
 * restored from Astro's incremental cache byte for byte. Then count visits
 * (not shown on any page) and rebuild: nothing dynamic re-renders.
 *
 * Changed-only builds (src/integrations/changed-only.ts), in the same file
 * because two builds of the project must not run at once (they share
 * .astro/): when only articles' text changed since the kept build, the build
 * renders only the pages that show those articles and merges their manifest
 * entries into the kept one. Each step is compared with a reference build of
 * the same database in its own folders (a keyed build, never changed-only):
 * the same files, byte for byte, and the same manifest, so the next build
 * skips exactly what it should. Any other write (an article moved to another
 * category) makes a full build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allArticleIndex, getArticleBySlug } from '#db/queries/content.ts';
import { getSeriesBySlug } from '#db/queries/series.ts';
import type { Db } from '#db/client.ts';
import { articles, bookLinks, categories } from '#db/schema.ts';
import { BLOG_PAGE_SIZE } from '#core/constants.ts';
import { readIncrementalManifest } from '#src/integrations/astro-manifest.ts';
import { bundlePageIds } from '#src/integrations/pagefind.ts';
import { changedFiles, createSiteHarness, editArticle, listFiles, type BuildResult, type SiteHarness } from './harness';

const ARTICLES = 60;

/** A series part with a previous and a next part (its neighbours show its title), one with a Hindi translation when the seed has one. */
async function seriesPartWithNeighbours(db: Db) {
  let fallback = null;
  for (const a of (await allArticleIndex(db)).filter((x) => x.series)) {
    const full = await getArticleBySlug(db, a.postSlug);
    if (!(full?.seriesInfo?.previous && full.seriesInfo.next)) continue;
    if (full.translation) return { ...full, seriesInfo: full.seriesInfo };
    fallback ??= { ...full, seriesInfo: full.seriesInfo };
  }
  if (fallback) return fallback;
  throw new Error('no series part with neighbours in the seed');
}
/**
 * The Hindi pages that show an English article (issue 27): its translation's page (the link to it carries its
 * title) and, for a series part, the Hindi page of its series when that lists the English parts (no Hindi parts).
 */
async function hindiPagesShowing(db: Db, slug: string, seriesSlug: string | null): Promise<string[]> {
  const article = await getArticleBySlug(db, slug);
  const out: string[] = [];
  if (article?.translation?.lang === 'hi') out.push(`hi/blog/${article.translation.slug}/index.html`);
  if (seriesSlug && (await getSeriesBySlug(db, seriesSlug, { lang: 'hi' }))?.articles.length === 0) out.push(`hi/series/${seriesSlug}/index.html`);
  return out;
}
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
    const before = await allArticleIndex(site.db);
    const { postSlug: slug, postCategory: category, seriesInfo } = await seriesPartWithNeighbours(site.db);

    await editArticle(site.db, slug, 'EDITED-7f3a');
    const incremental = await site.build('edit');

    // What must change, derived from where the article appears.
    const index = before.findIndex((a) => a.postSlug === slug);
    const page = Math.floor(index / BLOG_PAGE_SIZE) + 1;
    const inCategory = before.filter((a) => a.postCategory === category).findIndex((a) => a.postSlug === slug);
    const categoryPage = Math.floor(inCategory / BLOG_PAGE_SIZE) + 1;
    const expected = new Set([
      `blog/${slug}/index.html`,
      `blog/${seriesInfo.previous!.postSlug}/index.html`,
      `blog/${seriesInfo.next!.postSlug}/index.html`,
      `series/${seriesInfo.slug}/index.html`,
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
      // The Hindi pages showing this one.
      ...(await hindiPagesShowing(site.db, slug, seriesInfo.slug)),
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
    const [victim, edited] = (await allArticleIndex(site.db)).filter((a) => !a.series).slice(-2);
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

const CHANGED_ONLY_ARTICLES = 70;

/** Every keyed page's route, path, output file and cacheKey. */
function manifestKeys(cacheDir: string) {
  const { routes } = readIncrementalManifest(cacheDir);
  return Object.fromEntries(
    Object.entries(routes).map(([route, r]) => [route, { dependencyHash: r.dependencyHash, paths: Object.fromEntries(Object.entries(r.paths).map(([p, e]) => [p, [e.cacheKey, e.outputFile]])) }]),
  );
}

describe('changed-only site build', () => {
  let site: SiteHarness;
  let first: BuildResult;
  let refRun = 0;

  /** The kept build against a reference keyed build of the same database: same files, same manifest. */
  async function expectSameAsReference(kept: BuildResult) {
    const reference = await site.build(`reference-${++refRun}`, { cache: 'cache-reference', env: { SITE_BUILD_CHANGED_ONLY: '0' } });
    expect(reference.log).toMatch(/full build: SITE_BUILD_CHANGED_ONLY=0/);
    expect(changedFiles(kept.outDir, reference.outDir)).toEqual([]);
    expect(manifestKeys(path.join(site.dir, 'cache'))).toEqual(manifestKeys(path.join(site.dir, 'cache-reference')));
    fs.rmSync(reference.outDir, { recursive: true, force: true });
  }

  // Small sitemap files and HTML sitemap pages, as a 50,000-article site has: a changed-only build must write exactly the
  // file and the page that list an edited article (their lastmod and title), and match the full build byte for byte.
  const SITEMAP_ENV = { SITEMAP_URLS_PER_FILE: '100', SITEMAP_ARTICLES_PER_PAGE: '25' };
  const savedEnv = Object.fromEntries(Object.keys(SITEMAP_ENV).map((k) => [k, process.env[k]]));
  const read = (out: string, f: string) => fs.readFileSync(path.join(out, f), 'utf8');
  /** The HTML sitemap article page's list (not the header's and footer's links). */
  const articleList = (html: string) => html.slice(html.indexOf('data-testid="sitemap-articles"'), html.indexOf('</ul>', html.indexOf('data-testid="sitemap-articles"')));
  const isSitemapFile = (f: string) => /^sitemap-\d+\.xml$/.test(f);
  /** What an edit of this article must rewrite of the sitemaps: the file listing it and the HTML sitemap page listing it. */
  const sitemapFilesListing = (out: string, slug: string) => [
    ...listFiles(out).filter((f) => isSitemapFile(f) && read(out, f).includes(`/blog/${slug}</loc>`)),
    ...listFiles(out).filter((f) => /^(hi\/)?utils\/sitemap\/articles\/\d+\/index\.html$/.test(f) && articleList(read(out, f)).includes(`href="/blog/${slug}"`)),
  ];
  /** The files of the pages other than articles (their lastmods follow the newest article: any of them may change too). */
  const otherPagesFiles = (out: string) => listFiles(out).filter((f) => isSitemapFile(f) && !/\/blog\/[^/?<]+<\/loc>/.test(read(out, f)));

  beforeAll(async () => {
    Object.assign(process.env, SITEMAP_ENV);
    site = await createSiteHarness({ articles: CHANGED_ONLY_ARTICLES });
    first = await site.build('kept', { inPlace: true });
  }, 300_000);

  afterAll(async () => {
    for (const [k, v] of Object.entries(savedEnv)) if (v === undefined) delete process.env[k];
    else process.env[k] = v;
    await site?.close();
  });

  it('a big site (small files here) gets a sitemap index of files with every page once, and article pages in the HTML sitemap', () => {
    const out = first.outDir;
    const index = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThanOrEqual(3);
    const locs = files.flatMap((f) => [...fs.readFileSync(path.join(out, f), 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]));
    expect(new Set(locs).size).toBe(locs.length);
    for (const f of files) expect(fs.readFileSync(path.join(out, f), 'utf8').match(/<url>/g)!.length).toBeLessThanOrEqual(100);
    expect(locs.some((l) => /\/hi\/blog\//.test(l))).toBe(true);
    // The HTML sitemap links its article pages instead of listing 25+ articles itself.
    const html = fs.readFileSync(path.join(out, 'utils/sitemap/index.html'), 'utf8');
    expect(html).toContain('href="/utils/sitemap/articles/2"');
    const pageLinks = listFiles(out).filter((f) => /^utils\/sitemap\/articles\/\d+\/index\.html$/.test(f));
    const linked = pageLinks.flatMap((f) => [...articleList(read(out, f)).matchAll(/<a href="(\/blog\/[^"]+)"/g)].map((m) => m[1]));
    expect(linked.length).toBe(new Set(linked).size);
    expect(linked.length).toBeGreaterThan(50);
  });

  it('the first build is a full one; with only a download counted, the next renders only the pages without a key', async () => {
    expect(first.log).toMatch(/full build: no record of the kept build/);
    // Shown on the resources page, which every build renders.
    await site.db.update(bookLinks).set({ downloadCount: sql`${bookLinks.downloadCount} + 3` }).where(sql`${bookLinks.id} = (select min(id) from book_links)`);
    const again = await site.build('kept', { inPlace: true });
    expect(again.log).toMatch(/changed-only build: 0 article\(s\) changed/);
    expect(again.renderedKeyed).toEqual([]);
    expect(again.reused).toBe(0);
    expect(again.rendered).toBe(first.rendered - first.keyed.length);
    expect(again.keyed).toEqual(first.keyed);
    await expectSameAsReference(again);
  }, 300_000);

  it('editing a series part renders it, its neighbours, its series and the listings that show it, and nothing else', async () => {
    const all = await allArticleIndex(site.db);
    const { postSlug: slug, postCategory: category, seriesInfo } = await seriesPartWithNeighbours(site.db);
    await editArticle(site.db, slug, 'CHANGED-ONLY-1');

    const kept = await site.build('kept', { inPlace: true });
    expect(kept.log).toMatch(/changed-only build: 1 article\(s\) changed/);
    const page = Math.floor(all.findIndex((a) => a.postSlug === slug) / BLOG_PAGE_SIZE) + 1;
    const categoryPage = Math.floor(all.filter((a) => a.postCategory === category).findIndex((a) => a.postSlug === slug) / BLOG_PAGE_SIZE) + 1;
    const expected = [
      `blog/${slug}/index.html`,
      `blog/${seriesInfo.previous!.postSlug}/index.html`,
      `blog/${seriesInfo.next!.postSlug}/index.html`,
      `series/${seriesInfo.slug}/index.html`,
      `blog/page/${page}/index.html`,
      ...['blog/category', 'category'].flatMap((shape) => [
        `${shape}/${category}/page/${categoryPage}/index.html`,
        ...(categoryPage === 1 ? [`${shape}/${category}/index.html`] : []),
      ]),
      // An edited article's translation page follows the edit (its link shows the title), as does a Hindi series page listing it.
      ...(await hindiPagesShowing(site.db, slug, seriesInfo.slug)),
      // The one sitemap file and HTML sitemap page listing it (its lastmod and title).
      ...sitemapFilesListing(first.outDir, slug),
    ].sort();
    const others = otherPagesFiles(kept.outDir);
    expect(others.length).toBeGreaterThanOrEqual(1);
    expect(kept.renderedKeyed.filter((f) => !others.includes(f))).toEqual(expected);
    // Only those keyed pages were listed at all (no check of the others, no restores): the other pages' files are listed
    // on any edit (a changed key or not), the article files only with an edited article.
    expect(kept.rendered).toBe(first.rendered - first.keyed.length + expected.length + others.length);
    expect(kept.reused).toBe(0);
    expect(fs.readFileSync(path.join(kept.outDir, 'blog', slug, 'index.html'), 'utf8')).toContain('CHANGED-ONLY-1');
    const translation = (await getArticleBySlug(site.db, slug))?.translation;
    if (translation) expect(fs.readFileSync(path.join(kept.outDir, 'hi', 'blog', translation.slug, 'index.html'), 'utf8')).toContain('CHANGED-ONLY-1');
    // The search index took the edit (Pagefind's recent bundle).
    expect(bundlePageIds(path.join(kept.outDir, 'pagefind', 'recent')).has(`/blog/${slug}/`)).toBe(true);
    await expectSameAsReference(kept);
  }, 300_000);

  it('two edits at once, one on a page boundary of the listings, then a write that moves an article: a full build', async () => {
    const all = await allArticleIndex(site.db);
    const boundary = all[BLOG_PAGE_SIZE]; // the first article of /blog/page/2
    const plain = all.filter((a) => !a.series).at(-1)!;
    await editArticle(site.db, boundary.postSlug, 'CHANGED-ONLY-2');
    await editArticle(site.db, plain.postSlug, 'CHANGED-ONLY-3');
    const kept = await site.build('kept', { inPlace: true });
    expect(kept.log).toMatch(/changed-only build: 2 article\(s\) changed/);
    expect(kept.renderedKeyed).toContain('blog/page/2/index.html');
    expect(kept.renderedKeyed).not.toContain('blog/page/1/index.html');
    await expectSameAsReference(kept);

    // Another category: the article leaves one set of listings and joins another.
    const [current] = await site.db.select({ id: articles.categoryId }).from(articles).where(eq(articles.slug, plain.postSlug));
    const [other] = await site.db.select({ id: categories.id }).from(categories).where(ne(categories.id, current.id!)).limit(1);
    await site.db.update(articles).set({ categoryId: other.id }).where(eq(articles.slug, plain.postSlug));
    const moved = await site.build('kept', { inPlace: true });
    expect(moved.log).toMatch(/full build: content other than articles’ text changed/);
    expect(moved.reused).toBeGreaterThan(0);
    await expectSameAsReference(moved);

    // And the next text edit is a changed-only build again.
    await editArticle(site.db, plain.postSlug, 'CHANGED-ONLY-4');
    const after = await site.build('kept', { inPlace: true });
    expect(after.log).toMatch(/changed-only build: 1 article\(s\) changed/);
    await expectSameAsReference(after);
  }, 600_000);
});
