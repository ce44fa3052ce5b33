/**
 * What the Pagefind integration sends to Pagefind (src/integrations/pagefind.ts):
 * only the data-pagefind-body element of a page, when that cannot change the
 * index. Proved by indexing the whole page and the reduced one and comparing
 * the index files byte for byte (their names are content hashes).
 */
import * as pagefind from 'pagefind';
import { afterAll, describe, expect, it } from 'vitest';
import { articleBundleCount, indexableHtml } from '#src/integrations/pagefind.ts';

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

describe('articleBundleCount', () => {
  it('grows with the site, one bundle per ~400 articles, at most 32', () => {
    expect(articleBundleCount(0)).toBe(1);
    expect(articleBundleCount(300)).toBe(1);
    expect(articleBundleCount(10_000)).toBe(25);
    expect(articleBundleCount(1_000_000)).toBe(32);
  });
});
