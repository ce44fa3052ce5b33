import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml as clean } from '#core/sanitize.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps ordinary article markup', () => {
    const html =
      '<h2 id="user-content-syllabus">Syllabus</h2><p>Read <strong>NCERT</strong> and <a href="/blog/polity">polity notes</a>.</p>' +
      '<ul><li>One</li><li>Two</li></ul><table><thead><tr><th scope="col">Paper</th></tr></thead><tbody><tr><td>GS I</td></tr></tbody></table>' +
      '<blockquote>Consistency wins.</blockquote><pre><code>x = 1</code></pre>';
    expect(clean(html)).toBe(html);
  });

  it('prefixes heading ids and the same-page links to them (user-content-), idempotently', () => {
    const dirty =
      '<p><a href="#mock-runner">Jump</a> <a href="#">top</a> <a href="/blog/x#part-2">elsewhere</a></p>' +
      '<h1 id="mock-runner">Runner</h1><h2 id="mock-runner">Runner</h2><h3 id=" ">No id</h3><h4 id="user-content-kept">Kept</h4>';
    const out = clean(dirty);
    expect(out).toBe(
      '<p><a href="#user-content-mock-runner">Jump</a> <a href="#">top</a> <a href="/blog/x#part-2">elsewhere</a></p>' +
        '<h2 id="user-content-mock-runner">Runner</h2><h2 id="user-content-mock-runner">Runner</h2><h3>No id</h3><h4 id="user-content-kept">Kept</h4>',
    );
    expect(out).not.toMatch(/id="mock-runner"/);
    expect(clean(out)).toBe(out); // stored HTML is sanitized again at build
    for (const tag of ['h2', 'h3', 'h4', 'h5', 'h6']) expect(clean(`<${tag} id="app">x</${tag}>`)).toBe(`<${tag} id="user-content-app">x</${tag}>`);
  });

  it('removes scripts, styles and embeds with their contents', () => {
    const out = clean('<p>a</p><script>alert(1)</script><style>body{}</style><iframe src="https://x"></iframe><object data="x"></object><p>b</p>');
    expect(out).toBe('<p>a</p><p>b</p>');
    expect(clean('<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('removes event handlers and inline styles', () => {
    expect(clean('<p onclick="steal()" style="color:red">x</p>')).toBe('<p>x</p>');
    expect(clean('<img src="/covers/a.png" onerror="alert(1)" alt="Cover">')).toBe('<img src="/covers/a.png" alt="Cover" loading="lazy" decoding="async" />');
    expect(clean('<a href="/x" onmouseover="x()">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('removes javascript:, vbscript: and data: URLs however they are disguised', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\nscript:alert(1)', 'vbscript:x', 'data:text/html;base64,PHNjcmlwdD4=', '&#106;avascript:alert(1)']) {
      const out = clean(`<a href="${href}">link</a>`);
      expect(out).not.toMatch(/javascript|vbscript|data:/i);
      expect(out).toContain('link');
    }
    expect(clean('<img src="javascript:alert(1)" alt="x">')).not.toMatch(/javascript/i);
    expect(clean('<img src="data:image/svg+xml;base64,AAAA" alt="x">')).not.toMatch(/data:/i);
  });

  it('drops forms, inputs, meta, base and svg', () => {
    const out = clean('<form action="https://evil"><input name="q"><button>Go</button></form><meta http-equiv="refresh" content="0;url=x"><base href="https://evil/"><svg><script>x</script></svg><p>fine</p>');
    expect(out).toBe('Go<p>fine</p>');
  });

  it('shifts <h1> to <h2> so the page title stays the only h1', () => {
    expect(clean('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('adds rel to external links and new tabs', () => {
    expect(clean('<a href="https://upsc.gov.in">UPSC</a>')).toBe('<a href="https://upsc.gov.in" rel="noopener noreferrer">UPSC</a>');
    expect(clean('<a href="https://ssc.gov.in" target="_blank" rel="opener">SSC</a>')).toBe(
      '<a href="https://ssc.gov.in" target="_blank" rel="noopener noreferrer nofollow">SSC</a>',
    );
    expect(clean('<a href="/series/x" target="_top">x</a>')).toBe('<a href="/series/x">x</a>');
  });

  it('is safe for any input (property): no script tags, no handlers, no javascript: URLs', () => {
    const pieces = fc.constantFrom(
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<p style="x">p</p>',
      '<svg onload=alert(1)>',
      '<div>',
      '</div>',
      '<b>',
      '"',
      "'",
      '<',
      '>',
      'text',
      '<iframe src=javascript:alert(1)>',
      '<a href="jav&#x09;ascript:alert(1)">y</a>',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const out = clean(parts.join(''));
        expect(out).not.toMatch(/<script/i);
        expect(out).not.toMatch(/<iframe|<svg/i);
        expect(out).not.toMatch(/\son\w+\s*=/i);
        expect(out).not.toMatch(/href="\s*javascript:/i);
        expect(out).not.toMatch(/style=/i);
      }),
    );
  });

  it('never throws on unreadable input', () => {
    expect(clean(undefined)).toBe('');
    expect(clean(null)).toBe('');
    expect(clean(42)).toBe('');
    expect(clean('')).toBe('');
  });
});
