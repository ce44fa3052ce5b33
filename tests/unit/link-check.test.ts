/**
 * The link check itself (tests/support/link-check.ts), on a small site with
 * known faults: it must find each of them, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { checkSite, externalProblem, scanPage } from '../support/link-check';

const ORIGIN = 'http://site.test';

function site(files: Record<string, string | { status: number; body?: string }>) {
  const fetched: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    const path = `${url.pathname}${url.search}`;
    fetched.push(path);
    const file = files[path];
    if (file === undefined) return new Response('Not found', { status: 404 });
    if (typeof file === 'string') return new Response(file, { status: 200, headers: { 'content-type': path.endsWith('.xml') ? 'application/xml' : 'text/html' } });
    return new Response(file.body ?? '', { status: file.status });
  }) as typeof globalThis.fetch;
  return { fetch, fetched };
}

const sitemap = (...paths: string[]) => `<?xml version="1.0"?><urlset>${paths.map((p) => `<url><loc>${ORIGIN}${p.replace(/&/g, '&amp;')}</loc></url>`).join('')}</urlset>`;

const HOME = `<!doctype html><html><head>
  <link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/boot.js"></script>
  <script>const s = '<a href="/not-markup">'; </script>
  <link rel="icon" href="/favicon.svg"></head>
  <body><a href="#main">Skip</a><main id="main">
  <a href="/blog?page=2&amp;x=1">Next</a>
  <a href="/support#faq">FAQ</a>
  <a href="/support#nope">Missing anchor</a>
  <a href="#gone">Missing here</a>
  <img src="/ads/house-1.svg" alt=""><img src="/covers/missing.svg" alt="">
  <picture><source srcset="/img/a-1x.webp 1x, /img/a-2x.webp 2x"></picture>
  <a href="/uploads/downloads/book.pdf" download>PDF</a><a href="/uploads/downloads/gone.pdf" download>Gone</a>
  <a href="https://www.india.gov.in/">External</a><a href="https://exa mple.com/">Bad space</a><a href="http://localhost/">No TLD</a>
  <a href="mailto:support@examprep-portal.in">Mail</a><a href="mailto:nobody">Bad mail</a>
  <a href="javascript:alert(1)">JS</a><a href="//cdn.example.org/x.js">Protocol-relative</a>
  <!-- <a href="/commented-out">x</a> -->
  </main></body></html>`;

describe('checkSite', () => {
  it('finds every broken internal link, image, script, stylesheet, download, anchor and malformed external link', async () => {
    const { fetch, fetched } = site({
      '/sitemap.xml': sitemap('/blog?page=2&x=1', '/support', '/old-page'),
      '/': HOME,
      '/blog?page=2&x=1': '<html><body><a href="/">Home</a><a href="../support">Up</a><script src="/_astro/missing.js"></script></body></html>',
      '/support': '<html><body><h2 id="faq">FAQ</h2><a name="legacy"></a><a href="/#main">Home main</a><a href="/#absent">Home absent</a></body></html>',
      '/_astro/site.css': 'body{}',
      '/_astro/boot.js': '',
      '/favicon.svg': '<svg/>',
      '/ads/house-1.svg': '<svg/>',
      '/img/a-1x.webp': 'x',
      '/uploads/downloads/book.pdf': '%PDF-',
      '/img/a-2x.webp': { status: 500 },
    });
    const result = await checkSite({ origin: ORIGIN, fetch, concurrency: 3 });
    expect(result.issues.map((i) => `${i.page} ${i.where} ${i.url}: ${i.problem}`)).toEqual([
      '/ a[href] #gone: no element with id "gone" on the page',
      '/ img[src] /covers/missing.svg: answers 404',
      '/ source[srcset] /img/a-2x.webp: answers 500',
      '/ a[href] /support#nope: no element with id "nope" on /support',
      '/ a[href] /uploads/downloads/gone.pdf: answers 404',
      '/ a[href] http://localhost/: no valid host name (\'localhost\')',
      '/ a[href] https://exa mple.com/: contains whitespace or a control character',
      '/ a[href] javascript:alert(1): scheme javascript: is not allowed in a link',
      '/ a[href] mailto:nobody: not an e-mail address',
      '/blog?page=2&x=1 script[src] /_astro/missing.js: answers 404',
      '/sitemap.xml loc /old-page: answers 404',
      '/support a[href] /#absent: no element with id "absent" on /',
    ]);
    expect(result.pages).toBe(3);
    // Each URL is fetched once; commented-out and script-text URLs are not links.
    expect(fetched.filter((p) => p === '/support')).toHaveLength(1);
    expect(fetched).not.toContain('/not-markup');
    expect(fetched).not.toContain('/commented-out');
    expect(result.external).toBe(3); // india.gov.in, the mail address, the protocol-relative CDN URL
  });

  it('passes a site without faults', async () => {
    const { fetch } = site({
      '/sitemap.xml': sitemap('/a'),
      '/': '<a href="/a">A</a><img src="/i.png" alt="">',
      '/a': '<a href="/">Home</a><a href="https://www.upsc.gov.in/">UPSC</a>',
      '/i.png': 'x',
    });
    expect((await checkSite({ origin: ORIGIN, fetch })).issues).toEqual([]);
  });
});

describe('pieces', () => {
  it('reads href, src and srcset with entities decoded, and ids', () => {
    const { links, ids } = scanPage(`<a id="x" href="/a?b=1&amp;c=2">x</a><img srcset="/1.png 1x, /2.png 2x" src='/0.png'><style>.a{background:url(/s.png)}</style>`);
    expect(links).toEqual([
      { where: 'a[href]', value: '/a?b=1&c=2' },
      { where: 'img[src]', value: '/0.png' },
      { where: 'img[srcset]', value: '/1.png' },
      { where: 'img[srcset]', value: '/2.png' },
    ]);
    expect([...ids]).toEqual(['x']);
  });

  it('judges external URLs by their form', () => {
    expect(externalProblem('https://www.ibps.in/path?q=1')).toBeNull();
    expect(externalProblem('tel:+911123385271')).toBeNull();
    expect(externalProblem('https://')).toBe('not a valid URL');
    expect(externalProblem('ftp://example.com/x')).toBe('scheme ftp: is not allowed in a link');
    expect(externalProblem('https://example')).toBe("no valid host name ('example')");
  });
});
