/**
 * The decisions of a changed-only build (src/integrations/changed-only.ts,
 * src/lib/server/changed-only.ts): which writes it can follow, when the kept
 * build is the one to update, how the manifests merge, and which pages the
 * routes list. tests/build/changed-only.test.ts runs real builds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentChange } from '#db/queries/content-log.ts';
import { keptBuildMismatch, mergeManifests, type KeptBuild } from '#src/integrations/changed-only.ts';
import type { IncrementalManifest } from '#src/integrations/astro-manifest.ts';
import { articleTextChanges, pagesWithoutArticles, setChangedOnlyPlan, showsChangedArticle } from '#src/lib/server/changed-only.ts';

const text = (version: number, articleId: number): ContentChange => ({ version, tableName: 'articles', articleId, placement: false });

describe('articleTextChanges', () => {
  it('lists the articles whose text alone changed, once each', () => {
    expect(articleTextChanges([text(11, 4), text(12, 9), text(13, 4)], 10, 13)).toEqual([4, 9]);
    expect(articleTextChanges([], 10, 10)).toEqual([]);
  });

  it('follows a counted download (shown only on pages every build renders)', () => {
    const download: ContentChange = { version: 12, tableName: 'book_links', articleId: null, placement: false };
    expect(articleTextChanges([text(11, 4), download], 10, 12)).toEqual([4]);
    expect(articleTextChanges([{ ...download, version: 11 }], 10, 11)).toEqual([]);
    expect(articleTextChanges([text(11, 4), { ...download, placement: true }], 10, 12)).toBeNull();
  });

  it('gives up on any other write, on a gap in the log, and on a version that went back', () => {
    expect(articleTextChanges([text(11, 4), { version: 12, tableName: 'articles', articleId: 4, placement: true }], 10, 12)).toBeNull();
    expect(articleTextChanges([text(11, 4), { version: 12, tableName: 'articles', articleId: null, placement: true }], 10, 12)).toBeNull();
    expect(articleTextChanges([text(11, 4), { version: 12, tableName: 'series', articleId: null, placement: true }], 10, 12)).toBeNull();
    // Pruned rows or writes from before the log: fewer rows than versions.
    expect(articleTextChanges([text(12, 4)], 10, 12)).toBeNull();
    expect(articleTextChanges([text(11, 4), text(13, 5)], 10, 13)).toBeNull();
    expect(articleTextChanges([], 12, 10)).toBeNull();
  });
});

describe('keptBuildMismatch', () => {
  const kept: KeptBuild = { epoch: 'e', version: 5, code: 'c', outDir: '/site/dist', index: { size: 10, mtimeMs: 1 } };
  const now = { epoch: 'e', version: 7, code: 'c', outDir: '/site/dist', index: { size: 10, mtimeMs: 1 } };

  it('accepts the same code, database and output folder', () => {
    expect(keptBuildMismatch(kept, now)).toBeNull();
    expect(keptBuildMismatch(kept, { ...now, version: 5 })).toBeNull();
  });

  it('says why anything else needs a full build', () => {
    expect(keptBuildMismatch(null, now)).toMatch(/no record/);
    expect(keptBuildMismatch(kept, { ...now, outDir: '/site/other' })).toMatch(/output folder/);
    expect(keptBuildMismatch(kept, { ...now, index: null })).toMatch(/output folder/);
    expect(keptBuildMismatch(kept, { ...now, index: { size: 10, mtimeMs: 2 } })).toMatch(/output folder/);
    expect(keptBuildMismatch(kept, { ...now, code: 'd' })).toMatch(/code/);
    expect(keptBuildMismatch(kept, { ...now, epoch: 'f' })).toMatch(/database/);
    expect(keptBuildMismatch(kept, { ...now, version: 4 })).toMatch(/database/);
  });
});

describe('mergeManifests', () => {
  const base: IncrementalManifest = {
    version: 1,
    configHash: 'cfg',
    lockfileHash: 'lock',
    keyDigest: 'k1',
    routes: {
      'src/pages/blog/[slug].astro': { dependencyHash: 'd1', paths: { '/blog/a': { cacheKey: 'a1', outputFile: 'blog/a/index.html' }, '/blog/b': { cacheKey: 'b1', outputFile: 'blog/b/index.html' } } },
      'src/pages/series/[slug].astro': { dependencyHash: 'd2', paths: { '/series/s': { cacheKey: 's1', outputFile: 'series/s/index.html' } } },
    },
  };

  it('replaces the rendered pages’ entries and keeps every other one', () => {
    const changed: IncrementalManifest = {
      ...base,
      keyDigest: 'k2',
      routes: { 'src/pages/blog/[slug].astro': { dependencyHash: 'd1', paths: { '/blog/b': { cacheKey: 'b2', outputFile: 'blog/b/index.html' } } } },
    };
    const merged = mergeManifests(base, changed);
    expect(merged.routes['src/pages/blog/[slug].astro'].paths).toEqual({
      '/blog/a': { cacheKey: 'a1', outputFile: 'blog/a/index.html' },
      '/blog/b': { cacheKey: 'b2', outputFile: 'blog/b/index.html' },
    });
    expect(merged.routes['src/pages/series/[slug].astro']).toEqual(base.routes['src/pages/series/[slug].astro']);
    expect(merged.keyDigest).toBe('k2');
    expect(mergeManifests(base, { ...base, routes: {} })).toEqual({ ...base });
  });

  it('fails on a manifest made from other code instead of leaving stale pages', () => {
    expect(() => mergeManifests(base, { ...base, configHash: 'other' })).toThrow(/configHash/);
    expect(() => mergeManifests(base, { ...base, routes: { 'src/pages/blog/[slug].astro': { dependencyHash: 'd9', paths: {} } } })).toThrow(/code of/);
    expect(() => mergeManifests(base, { ...base, routes: { 'src/pages/new.astro': { dependencyHash: 'd', paths: {} } } })).toThrow(/no pages in the kept build/);
  });
});

describe('the routes in a changed-only build', () => {
  afterEach(() => setChangedOnlyPlan(null));

  it('list every page in a full build', async () => {
    expect(showsChangedArticle(['a'])).toBe(true);
    expect(showsChangedArticle([])).toBe(true);
    expect(await pagesWithoutArticles(async () => [1, 2])).toEqual([1, 2]);
  });

  it('list only the pages that show a changed article', async () => {
    setChangedOnlyPlan({ from: 1, to: 2, slugs: new Set(['b']) });
    expect(showsChangedArticle(['a', 'b'])).toBe(true);
    expect(showsChangedArticle(['a', 'c'])).toBe(false);
    expect(showsChangedArticle([])).toBe(false);
    expect(await pagesWithoutArticles(async () => [1, 2])).toEqual([]);
  });
});
