// @vitest-environment jsdom
/** /search result cards (src/lib/search-result.ts): metadata on its own line, separated; type and category apart (issue 14, finding 5). */
import { describe, expect, it } from 'vitest';
import { decorateResult, type PagefindResultData } from '#src/lib/search-result.ts';

const icons = { file: '<svg data-i="file"></svg>', calendar: '<svg data-i="calendar"></svg>', clock: '<svg data-i="clock"></svg>', target: '<svg data-i="target"></svg>', help: '<svg data-i="help"></svg>' };

const article = (): PagefindResultData => ({
  url: '/blog/ibps-po-guide/',
  excerpt: 'Aspirants who clear <mark>Banking</mark> rarely study more hours',
  meta: { title: 'IBPS PO guide', date: 'Oct 11, 2025', readingTime: '7 min read' },
  filters: { Type: ['Article'], Category: ['Banking'] },
});

function html(result: PagefindResultData) {
  const p = document.createElement('p');
  p.innerHTML = result.excerpt;
  return p;
}

describe('search result card', () => {
  it('shows the date and reading time on their own line, separated, and keeps them out of the tags', () => {
    const result = decorateResult(article(), icons);
    const p = html(result);
    expect(p.querySelector('.sr-meta')?.textContent).toBe('Oct 11, 2025 · 7 min read');
    expect(p.querySelector('.sr-text')?.innerHTML).toBe('Aspirants who clear <mark>Banking</mark> rarely study more hours');
    expect(result.meta).toEqual({ title: 'IBPS PO guide' }); // no "Date: …" / "ReadingTime: …" tags
    expect(p.querySelectorAll('.sr-meta svg')).toHaveLength(2);
  });

  it('puts the type icon, the type and the category in separate elements', () => {
    const p = html(decorateResult(article(), icons));
    const top = p.querySelector('.sr-top')!;
    expect(top.querySelector('.sr-icon svg')?.getAttribute('data-i')).toBe('file');
    expect(top.querySelector('.sr-type')?.textContent).toBe('Article');
    expect(top.querySelector('.sr-category')?.textContent).toBe('Banking');
    expect(top.textContent).not.toContain('BankingArticle');
  });

  it('mock tests show their time and questions; results without metadata get no empty line; text is escaped', () => {
    const mock = decorateResult({ url: '/mock-test/test/x/', excerpt: 'x', meta: { title: 'X', time: '20 minutes', questions: '20 questions' }, filters: { Type: ['Mock test'] } }, icons);
    const p = html(mock);
    expect(p.querySelector('.sr-icon')?.className).toContain('sr-icon--mock-test');
    expect(p.querySelector('.sr-meta')?.textContent).toBe('20 minutes · 20 questions');
    const bare = html(decorateResult({ url: '/resource/', excerpt: 'y', meta: { title: 'Y' }, filters: { Type: ['<b>Resource</b>'] } }, icons));
    expect(bare.querySelector('.sr-meta')).toBeNull();
    expect(bare.querySelector('.sr-type')?.textContent).toBe('<b>Resource</b>');
  });
});
