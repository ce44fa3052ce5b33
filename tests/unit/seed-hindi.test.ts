/**
 * Issue 27, seed: every demo test whose real exam is bilingual carries Hindi
 * (db/seed/mock-tests.ts, questions.ts, question-bank.ts), and the Hindi
 * passes the same rules as the English: questionProblems on the Hindi (4
 * distinct options, explanations long enough), Devanagari rather than Latin
 * (figures, units in Hindi, the codes and formulas the question is about
 * excepted). English-only papers and English sections carry none.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '#db/seed/index.ts';
import { generateFullLengthTests } from '#db/seed/full-length/index.ts';
import { buildQuestions, generateMockTests, MOCK_TESTS } from '#db/seed/mock-tests.ts';
import { ARITHMETIC, assemble, BANK, hindiOf, questionProblems, SERIES_GENERATORS, type QuestionSeed } from '#db/seed/questions.ts';
import { Rng } from '#db/seed/random.ts';
import { latinProblems } from '../support/hindi-text';

const hasHindi = (q: QuestionSeed) => q.textHi !== null && q.optionsHi !== null && q.explanationsHi !== null;

describe('demo tests in Hindi (issue 27)', () => {
  const { tests } = generateMockTests(new Rng(DEFAULT_SEED).fork('mocks'));

  it('every demo test is bilingual, because every one of their exams is (none is marked English-only)', () => {
    // SSC, RRB, UPSC prelims (GS and CSAT), State PSC and IBPS/SBI print the paper in English and Hindi.
    expect(MOCK_TESTS.filter((d) => d.englishOnly).map((d) => d.slug)).toEqual([]);
    expect(tests).toHaveLength(MOCK_TESTS.length);
    for (const t of tests) expect(t.questions.every(hasHindi), t.slug).toBe(true);
  });

  it.each(MOCK_TESTS.map((d) => [d.slug]))('%s: the Hindi passes the rules the English passes and is Devanagari', (slug) => {
    const t = tests.find((x) => x.slug === slug)!;
    for (const q of t.questions) {
      expect(questionProblems(hindiOf(q)!), q.text).toEqual([]);
      expect(q.optionsHi).toHaveLength(q.options.length);
      expect(latinProblems(q), q.text).toEqual([]);
    }
  });

  it('every item of the hand-written bank has its Hindi', () => {
    const rng = new Rng(7);
    for (const raw of BANK) {
      const q = assemble(rng, raw);
      expect(questionProblems(hindiOf(q)!), raw.text).toEqual([]);
      expect(latinProblems(q), raw.text).toEqual([]);
    }
  });

  it('the generators give Hindi with the same figures on many seeds', () => {
    const digits = (s: string) => (s.match(/\d+(\.\d+)?/g) ?? []).join(' ');
    for (let seed = 1; seed <= 40; seed++) {
      const rng = new Rng(seed);
      for (const gen of [...ARITHMETIC, ...SERIES_GENERATORS]) {
        const q = assemble(rng, gen(rng));
        expect(questionProblems(hindiOf(q)!), q.text).toEqual([]);
        expect(latinProblems(q), q.text).toEqual([]);
        // The same numbers: each option carries the English option's figures.
        q.optionsHi!.forEach((o, i) => expect(digits(o), o).toBe(digits(q.options[i])));
      }
    }
  });

  it('an English-only paper carries no Hindi, and is otherwise the same paper', () => {
    const recipe = MOCK_TESTS.find((d) => d.slug === 'rrb-ntpc-cbt-1-mini-mock')!.recipe;
    const english = buildQuestions(new Rng(3), recipe, false);
    const both = buildQuestions(new Rng(3), recipe, true);
    for (const q of english) expect([q.textHi, q.optionsHi, q.explanationsHi]).toEqual([null, null, null]);
    const strip = (q: QuestionSeed) => ({ text: q.text, options: q.options, correctIndex: q.correctIndex, explanations: q.explanations });
    expect(english.map(strip)).toEqual(both.map(strip));
  });
});

describe('full-length tests: Hindi in every section of a bilingual exam but English (issue 27)', () => {
  const full = generateFullLengthTests(new Rng(DEFAULT_SEED).fork('full-length'));

  it('SSC CGL, IBPS PO and RRB NTPC: Hindi on every question outside the English sections, none inside them', () => {
    for (const t of full) {
      for (const s of t.sections) {
        const english = /^English/.test(s.name);
        for (const q of s.questions) {
          const parts = [q.questionHi, q.optionsHi, q.explanationsHi];
          if (english) expect(parts, `${t.slug} ${s.name}`).toEqual([null, null, null]);
          else expect(parts.every((p) => p !== null), `${t.slug} ${s.name}: ${q.question}`).toBe(true);
        }
        expect(s.nameHi, s.name).not.toBeNull();
      }
    }
  });
});
