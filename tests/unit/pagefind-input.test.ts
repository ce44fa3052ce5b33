/**
 * What the Pagefind integration sends to Pagefind (src/integrations/pagefind.ts):
 * only the data-pagefind-body element of a page, when that cannot change the
 * index. Proved by indexing the whole page and the reduced one and comparing
 * the index files byte for byte (their names are content hashes).
 */
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundlePageIds, indexableHtml, indexSite, MAX_INDEX_PAGES, maxIndexPages, planSearch, recentLimit, searchModule, serverSearchModule, shardPlan } from '#src/integrations/pagefind.ts';

const icon = '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M1 1h22v22H1z"/></svg>';

function page(body: string, extra = ''): string {
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><title>Polity Notes | ExamPrep Portal</title>
<meta name="description" content="Notes"><script>document.documentElement.dataset.theme='light'</script><style>body{margin:0}</style></head>
<body><header class="site-header"><nav><a href="/">Home ${icon}</a><a href="/blog">Blog</a><button>Search</button></nav></header>
<main>${extra}${body}<aside><h2>Related resources</h2><p>Laxmikanth Indian Polity</p></aside></main>
<footer><a href="/category/UPSC">UPSC</a><a href="/support#faq">FAQ</a> ${icon}</footer><script type="module" src="/_astro/x.js"></script></body></html>`;
}

const article = `<article class="article" data-pagefind-body>
  <a class="badge" href="/blog/category/UPSC" data-pagefind-filter="Category">UPSC</a><span hidden data-pagefind-filter="Type">Article</span>
  <h1 data-pagefind-meta="title">Fundamental Rights: Articles 12–35</h1>
  <div class="prose"><p>The <strong>Constitution</strong> of India guarantees six fundamental rights.</p>
  <article class="quote"><p>Nested article: Right to Constitutional Remedies (Article 32).</p></article>
  <h2 id="writs">Writs</h2><p>Habeas corpus, mandamus, prohibition, certiorari and quo warranto.</p></div>
</article>`;

async function indexFiles(html: string): Promise<Map<string, string>> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(errors.join('; '));
  const added = await index.addHTMLFile({ url: '/blog/fundamental-rights/', content: html });
  expect(added.errors).toEqual([]);
  const { files } = await index.getFiles();
  await index.deleteIndex();
  return new Map(files.map((f) => [f.path, Buffer.from(f.content).toString('base64')]));
}

afterAll(() => pagefind.close());

describe('indexableHtml', () => {
  it('keeps only the body element (and the title) and indexes to the very same files', async () => {
    const full = page(article);
    const reduced = indexableHtml(full);
    expect(reduced.length).toBeLessThan(full.length * 0.7);
    expect(reduced).toContain(article);
    expect(reduced).toContain('<title>Polity Notes | ExamPrep Portal</title>');
    expect(reduced).not.toContain('site-header');
    expect(reduced).not.toContain('Related resources');
    expect(reduced).toMatch(/^<!DOCTYPE html><html lang="en-IN">/);

    const [a, b] = [await indexFiles(full), await indexFiles(reduced)];
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, bytes] of a) expect(b.get(file), file).toBe(bytes);
  });

  it('sends the whole page when anything outside the body element could matter', () => {
    const noBody = page('<article><h1>Plain</h1></article>');
    expect(indexableHtml(noBody)).toBe(noBody);
    const filterOutside = page(article, '<span data-pagefind-filter="Exam">SSC</span>');
    expect(indexableHtml(filterOutside)).toBe(filterOutside);
    const twoBodies = page(`${article}<section data-pagefind-body><p>Second</p></section>`);
    expect(indexableHtml(twoBodies)).toBe(twoBodies);
    const unclosed = page('<article data-pagefind-body><p>Cut short');
    expect(indexableHtml(unclosed.replace(/<\/main>[\s\S]*$/, ''))).toBe(unclosed.replace(/<\/main>[\s\S]*$/, ''));
  });
});

describe('the stable and recent bundles', () => {
  const pages = ['a', 'b', 'c', 'd'].map((slug) => ({ file: `blog/${slug}/index.html`, url: `/blog/${slug}/` }));
  const keys = (changes: Record<string, string> = {}) => new Map(pages.map((p) => [p.url, changes[p.url] ?? `k-${p.url}`]));
  const stable = { format: 'v3', shards: ['stable-x'], pages: Object.fromEntries(pages.map((p, i) => [p.url, { key: `k-${p.url}`, id: `en_${i}` }])) };

  it('lets the recent bundle grow to 1 % of the pages, at least 100', () => {
    expect(recentLimit(2_000)).toBe(100);
    expect(recentLimit(55_000)).toBe(550);
  });

  it('indexes everything into a stable bundle first, then only what changed into the recent one', () => {
    const first = planSearch(pages, keys(), null, '1');
    expect(first.stable.rebuild).toBe(true);
    expect(first.stable.shards.map((s) => s.pages.length)).toEqual([4]);
    expect(first.recent).toBeNull();

    expect(planSearch(pages, keys(), stable, '1')).toMatchObject({ stable: { shards: [{ name: 'stable-x' }], rebuild: false }, recent: null, superseded: [] });

    const edited = planSearch(pages, keys({ '/blog/b/': 'new' }), stable, '1');
    expect(edited.recent?.pages.map((p) => p.url)).toEqual(['/blog/b/']);
    expect(edited.superseded).toEqual(['/blog/b/']);

    const added = planSearch([...pages, { file: 'blog/e/index.html', url: '/blog/e/' }], keys(), stable, '1');
    expect(added.recent?.pages.map((p) => p.url)).toEqual(['/blog/e/']);
    expect(added.superseded).toEqual([]);

    const deleted = planSearch(pages.slice(1), keys(), stable, '1');
    expect(deleted.recent).toBeNull();
    expect(deleted.superseded).toEqual(['/blog/a/']);

    // The recent bundle's name follows its pages' keys; forcing folds everything into a new stable bundle.
    expect(planSearch(pages, keys({ '/blog/b/': 'newer' }), stable, '1').recent?.name).not.toBe(edited.recent?.name);
    expect(planSearch(pages, keys({ '/blog/b/': 'new' }), stable, '1', true).stable.rebuild).toBe(true);
  });

  it('folds the recent bundle into the stable one when it outgrows its limit', () => {
    const many = Array.from({ length: 300 }, (_, i) => ({ file: `blog/p${i}/index.html`, url: `/blog/p${i}/` }));
    const record = { format: 'v3', shards: ['stable-y'], pages: Object.fromEntries(many.map((p) => [p.url, { key: 'old', id: p.url }])) };
    const changedKeys = (n: number) => new Map(many.map((p, i) => [p.url, i < n ? 'new' : 'old']));
    expect(planSearch(many, changedKeys(100), record, '1').stable.rebuild).toBe(false);
    expect(planSearch(many, changedKeys(101), record, '1').stable.rebuild).toBe(true);
  });

  it('splits the stable set into shards of at most the cap, by URL hash, and keeps one shard up to it', () => {
    const many = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ url: `/blog/p${from + i}/` }));
    expect(shardPlan(many(10), 10)).toEqual([many(10)]);
    const shards = shardPlan(many(1_000), 300);
    expect(shards.length).toBeGreaterThanOrEqual(4);
    for (const shard of shards) expect(shard.length).toBeLessThanOrEqual(300);
    expect(shards.flat().map((p) => p.url).sort()).toEqual(many(1_000).map((p) => p.url).sort());
    // Added pages go to their own hash's shard: with the same shard count, the other pages stay where they were.
    const grown = shardPlan(many(1_010), 300);
    expect(grown.length).toBe(shards.length);
    grown.forEach((shard, i) => expect(shard.filter((p) => Number(p.url.slice(7, -1)) < 1_000)).toEqual(shards[i]));
    // A rebuild names each shard by its pages: a change to one page leaves the other shards' names (and cached bundles) alone.
    process.env.PAGEFIND_SHARD_PAGES = '300';
    try {
      const pages = many(1_000).map((p) => ({ ...p, file: `blog${p.url}index.html` }));
      const keys = (changed = '') => new Map(pages.map((p) => [p.url, p.url === changed ? 'new' : 'old']));
      const before = planSearch(pages, keys(), null, '1').stable.shards;
      const after = planSearch(pages, keys('/blog/p7/'), null, '1').stable.shards;
      expect(after.filter((s, i) => s.name !== before[i].name)).toHaveLength(1);
      expect(after.find((s, i) => s.name !== before[i].name)?.pages.map((p) => p.url)).toContain('/blog/p7/');
    } finally {
      delete process.env.PAGEFIND_SHARD_PAGES;
    }
  });

  it("reads Pagefind's page ids back from a written bundle (one fragment file a page, or grouped)", async () => {
    for (const maxFragments of [undefined, 1]) {
      const { index } = await pagefind.createIndex({ forceLanguage: 'en', ...(maxFragments ? { maxFragments } : {}) });
      for (const slug of ['one', 'two', 'three']) await index!.addHTMLFile({ url: `/blog/${slug}/`, content: page(article.replace('Fundamental Rights', `${slug} rights`)) });
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-ids-'));
      await index!.writeFiles({ outputPath: dir });
      await index!.deleteIndex();
      const ids = bundlePageIds(dir);
      expect([...ids.keys()].sort()).toEqual(['/blog/one/', '/blog/three/', '/blog/two/']);
      expect(new Set(ids.values()).size).toBe(3);
      for (const id of ids.values()) expect(id).toMatch(/^en_[0-9a-f]+$/);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the search module merges the recent bundle and drops superseded entries and duplicates', async () => {
    const calls: string[] = [];
    const result = (id: string) => ({ id, score: 1, data: async () => ({ url: id }) });
    (globalThis as Record<string, unknown>).__pf = {
      options: async () => calls.push('options'),
      mergeIndex: async (p: string) => calls.push(`merge ${p}`),
      search: async () => ({ results: [result('en_old'), result('en_new'), result('en_x'), result('en_new')], unfilteredResultCount: 4 }),
      debouncedSearch: async () => null,
    };
    const code = searchModule(['/pagefind/recent/'], ['en_old']).replace("import * as pagefind from '/pagefind/pagefind.js';", 'const pagefind = globalThis.__pf;');
    const mod = await import(`data:text/javascript,${encodeURIComponent(code)}`);
    await mod.options({});
    await mod.options({});
    expect(calls).toEqual(['options', 'merge /pagefind/recent/', 'options']);
    expect((await mod.search('x')).results.map((r: { id: string }) => r.id)).toEqual(['en_new', 'en_x']);
    expect(await mod.debouncedSearch('x')).toBeNull();
  });
});

describe('past PAGEFIND_MAX_PAGES: no index, search on the API', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  /** A built site of three article pages. */
  function site(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-site-'));
    dirs.push(dir);
    for (const slug of ['one', 'two', 'three']) {
      fs.mkdirSync(path.join(dir, 'blog', slug), { recursive: true });
      fs.writeFileSync(path.join(dir, 'blog', slug, 'index.html'), page(article.replace('Fundamental Rights', `${slug} rights`)));
    }
    return dir;
  }

  it('writes Pagefind UI and the API module instead of an index, and the index again when the site is small enough', async () => {
    const root = site();
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-cache-'));
    dirs.push(cache);
    const out = path.join(root, 'pagefind');
    const withMax = async (max: string | undefined) => {
      if (max === undefined) delete process.env.PAGEFIND_MAX_PAGES;
      else process.env.PAGEFIND_MAX_PAGES = max;
      try {
        return await indexSite(root, cache);
      } finally {
        delete process.env.PAGEFIND_MAX_PAGES;
      }
    };
    expect(maxIndexPages()).toBe(MAX_INDEX_PAGES);

    // Three pages, more than 2: the API.
    expect(await withMax('2')).toMatchObject({ server: true, indexed: 0 });
    expect(fs.readdirSync(out).sort()).toEqual(['bundles.json', 'pagefind-ui.css', 'pagefind-ui.js', 'view']);
    expect(fs.readFileSync(path.join(out, 'view', 'pagefind.js'), 'utf8')).toBe(serverSearchModule(3, 2));
    expect(JSON.parse(fs.readFileSync(path.join(out, 'bundles.json'), 'utf8'))).toEqual({ mode: 'server', pages: 3, max: 2 });
    expect(fs.statSync(path.join(out, 'pagefind-ui.js')).size).toBeGreaterThan(50_000);

    // Under the default cap: an index (and the API module gone).
    expect(await withMax(undefined)).toMatchObject({ server: false, indexed: 3 });
    expect(fs.existsSync(path.join(out, 'pagefind-entry.json'))).toBe(true);
    expect(fs.readFileSync(path.join(out, 'view', 'pagefind.js'), 'utf8')).toContain("import * as pagefind from '/pagefind/pagefind.js'");

    // And back: the index files leave the output.
    await withMax('0');
    expect(fs.readdirSync(out).sort()).toEqual(['bundles.json', 'pagefind-ui.css', 'pagefind-ui.js', 'view']);
  });

  it('the API module hands Pagefind UI the search the page provides', async () => {
    const calls: unknown[][] = [];
    const provided = {
      options: async (...a: unknown[]) => void calls.push(['options', ...a]),
      search: async (...a: unknown[]) => (calls.push(['search', ...a]), { results: [] }),
    };
    (globalThis as Record<string, unknown>).__portalServerSearch = async () => provided;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pf-module-'));
    dirs.push(dir);
    const file = path.join(dir, 'pagefind.mjs');
    fs.writeFileSync(file, serverSearchModule(3, 2));
    try {
      const mod = await import(/* @vite-ignore */ `file://${file}`);
      await mod.options({ excerptLength: 30 });
      expect(await mod.search('polity', { filters: {} })).toEqual({ results: [] });
      expect(calls).toEqual([['options', { excerptLength: 30 }], ['search', 'polity', { filters: {} }]]);
    } finally {
      delete (globalThis as Record<string, unknown>).__portalServerSearch;
    }
  });
});
