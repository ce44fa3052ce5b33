// @vitest-environment jsdom
/**
 * Book covers (core/covers.ts): every seeded book gets the cover of its own
 * exam and subject (or kind), drawn as well-formed SVG; the site builds one
 * per (exam, topic) the seed can use.
 */
import { describe, expect, it } from 'vitest';
import { coverTopics, generateBooks } from '#db/seed/other.ts';
import { Rng } from '#db/seed/random.ts';
import { coverFamily, coverSvg, coverUrl, wrapWords } from '#core/covers.ts';

const SEED = 7;

describe('book covers', () => {
  it('gives every book a cover of its own exam and subject (or kind), never another subject', () => {
    for (const seed of [SEED, 42, 1]) {
      const books = generateBooks(new Rng(seed));
      expect(books).toHaveLength(30);
      for (const b of books) {
        const topic = b.subject ?? b.category;
        expect(b.coverImage, b.title).toBe(coverUrl(b.exam, topic));
        // The subject on the cover is the one the title names.
        if (b.subject) expect(b.title).toContain(b.subject);
        else expect(b.title).not.toMatch(/Polity|History|Geography|Economy|Reasoning|Aptitude|English|Awareness|Mathematics|Science/);
        const svg = coverSvg(b.exam, topic);
        expect(svg).toContain(b.exam.toUpperCase());
        expect(svg).toContain(`data-cover-family="${coverFamily(topic)}"`);
        for (const word of topic.split(' ')) expect(svg, b.title).toContain(word);
      }
      expect(new Set(books.map((b) => b.coverImage)).size).toBeGreaterThan(15);
    }
    expect(coverFamily('Reasoning')).toBe('reasoning');
    expect(coverFamily('Reasoning Ability')).toBe('reasoning');
    expect(coverFamily('Indian Polity')).toBe('polity');
    expect(coverSvg('SSC CGL', 'Reasoning')).not.toMatch(/Polity|data-cover-family="polity"/);
    // Each cover is well-formed SVG.
    for (const { exam, topic } of coverTopics()) {
      const doc = new DOMParser().parseFromString(coverSvg(exam, topic), 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror'), `${exam}/${topic}`).toHaveLength(0);
      expect(doc.documentElement.getAttribute('aria-label')).toBe(`Book cover: ${topic}, ${exam}`);
    }
  });

  it('wraps long topics onto lines of at most 13 characters where words allow', () => {
    expect(wrapWords('State History and Culture', 13)).toEqual(['State History', 'and Culture']);
    expect(wrapWords('Quantitative Aptitude', 13)).toEqual(['Quantitative', 'Aptitude']);
  });
});
