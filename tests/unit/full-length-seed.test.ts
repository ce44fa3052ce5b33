/**
 * The full-length tests of the seed (db/seed/full-length): the real exam
 * patterns, valid questions under the spec's rules in English and in Hindi,
 * Hindi exactly where the real papers have it, template answers recomputed
 * here independently from the template's figures, determinism, the synthetic
 * aspirants and the distribution of their answer sheets.
 */
import { describe, expect, it } from 'vitest';
import { MockQuestionInputSchema } from '#core/schemas/mock.ts';
import { MOCK_CATEGORIES } from '#db/seed/mock-tests.ts';
import { BASE_DATE, Rng } from '#db/seed/random.ts';
import {
  fullLengthProblems,
  generateAnswerSheets,
  generateFullLengthTests,
  generateSyntheticUsers,
  ibpsPoPrelimsFullLength,
  questionDifficulty,
  rrbNtpcCbt1FullLength,
  scoreSheet,
  sscCglTier1FullLength,
  type FullLengthQuestion,
  type FullLengthTest,
} from '#db/seed/full-length/index.ts';
import { assemble } from '#db/seed/full-length/assemble.ts';
import { IBPS_CLOZE, IBPS_ITEMS, IBPS_PASSAGE, SSC_CLOZE, SSC_ITEMS, SSC_PASSAGE } from '#db/seed/full-length/english.ts';
import { GENERAL_AWARENESS } from '#db/seed/full-length/general-awareness.ts';
import { FLOOR_PUZZLE, SEATING_PUZZLE } from '#db/seed/full-length/puzzles.ts';
import { dataInterpretation, QUANT, quadratic } from '#db/seed/full-length/quant.ts';
import { BLOOD_RELATIONS, chainRelation, inequality, REASONING } from '#db/seed/full-length/reasoning.ts';
import { letterSeries, numberSeries } from '#db/seed/full-length/series.ts';
import type { Generated, RawQuestion, Template } from '#db/seed/full-length/types.ts';

const SEED = 42;
const tests = generateFullLengthTests(new Rng(SEED));
const [ssc, ibps, rrb] = tests;
const all = (t: FullLengthTest) => t.sections.flatMap((s) => s.questions);

const DEVANAGARI = /\p{Script=Devanagari}/u;
const DEVANAGARI_LETTERS = /\p{Script=Devanagari}/gu;
const LATIN_LETTERS = /[A-Za-z]/g;
/** Share of Devanagari among the letters of a text. */
const devanagariShare = (s: string) => {
  const d = (s.match(DEVANAGARI_LETTERS) ?? []).length;
  const l = (s.match(LATIN_LETTERS) ?? []).length;
  return d / Math.max(1, d + l);
};
/** Romanised Hindi ("kya hai") would be transliteration, not Hindi. */
const ROMANISED = /\b(hai|hain|kya|kaun|kitna|kitne|mein|aur|nahin|nahi|ka|ki|ke)\b/i;

describe('full-length tests: the real patterns', () => {
  it('makes the three tests, 100 questions each, in known categories', () => {
    expect(tests.map((t) => t.slug)).toEqual(['ssc-cgl-tier-1-full-length-mock-1', 'ibps-po-prelims-full-length-mock-1', 'rrb-ntpc-cbt-1-full-length-mock-1']);
    const categories = MOCK_CATEGORIES.map((c) => c.name);
    for (const t of tests) {
      expect(all(t)).toHaveLength(100);
      expect(categories).toContain(t.categoryName);
      expect(t.negativeMarks).toBeNull();
      expect(t.name.length).toBeGreaterThan(10);
      expect(t.description.length).toBeGreaterThan(50);
      expect(t.createdAt.getTime()).toBeLessThan(BASE_DATE.getTime());
    }
  });

  it('SSC CGL Tier 1: 4 × 25, 60 minutes, +2/−0.5, no sectional timers', () => {
    expect(ssc.categoryName).toBe('SSC');
    expect(ssc.timerMinutes).toBe(60);
    expect(ssc.sections.map((s) => [s.name, s.questions.length])).toEqual([
      ['General Intelligence and Reasoning', 25],
      ['General Awareness', 25],
      ['Quantitative Aptitude', 25],
      ['English Comprehension', 25],
    ]);
    for (const s of ssc.sections) {
      expect(s).toMatchObject({ timeLimitMinutes: null, locked: false, marksCorrect: 2, marksWrong: 0.5 });
      expect(s.nameHi).toMatch(DEVANAGARI);
    }
  });

  it('IBPS PO Prelims: English 30, Quant 35, Reasoning 35, 20 minutes each, locked, +1/−0.25', () => {
    expect(ibps.categoryName).toBe('Banking');
    expect(ibps.sections.map((s) => [s.name, s.questions.length])).toEqual([
      ['English Language', 30],
      ['Quantitative Aptitude', 35],
      ['Reasoning Ability', 35],
    ]);
    for (const s of ibps.sections) expect(s).toMatchObject({ timeLimitMinutes: 20, locked: true, marksCorrect: 1, marksWrong: 0.25 });
    expect(ibps.sections.map((s) => s.nameHi)).toEqual(['अंग्रेज़ी भाषा', 'मात्रात्मक अभियोग्यता', 'तर्कशक्ति क्षमता']);
    // The whole test's time is the sum of the sectional limits.
    expect(ibps.timerMinutes).toBe(ibps.sections.reduce((sum, s) => sum + (s.timeLimitMinutes ?? 0), 0));
  });

  it('RRB NTPC CBT-1: Maths 30, GI&R 30, GA 40, 90 minutes, +1/−1/3', () => {
    expect(rrb.categoryName).toBe('Railways');
    expect(rrb.timerMinutes).toBe(90);
    expect(rrb.sections.map((s) => [s.name, s.questions.length])).toEqual([
      ['Mathematics', 30],
      ['General Intelligence and Reasoning', 30],
      ['General Awareness', 40],
    ]);
    for (const s of rrb.sections) {
      expect(s).toMatchObject({ timeLimitMinutes: null, locked: false, marksCorrect: 1 });
      expect(s.marksWrong).toBeCloseTo(1 / 3, 10);
      expect(s.nameHi).toMatch(DEVANAGARI);
    }
  });

  it('puts a topic on every question', () => {
    for (const t of tests) for (const q of all(t)) expect(q.topic.trim().length).toBeGreaterThan(2);
  });
});

describe('full-length tests: every question is valid', () => {
  const english = (q: FullLengthQuestion) => ({ question: q.question, options: q.options, correct: q.correct, explanations: q.explanations });
  const hindi = (q: FullLengthQuestion) => ({ question: q.questionHi, options: q.optionsHi, correct: q.correct, explanations: q.explanationsHi });

  it.each([SEED, 1, 7, 2026])('seed %i: passes the question schema in English and, where present, in Hindi', (seed) => {
    for (const t of generateFullLengthTests(new Rng(seed))) {
      for (const q of all(t)) {
        expect(MockQuestionInputSchema.safeParse(english(q)).error?.issues).toBeUndefined();
        if (q.questionHi !== null) expect(MockQuestionInputSchema.safeParse(hindi(q)).error?.issues).toBeUndefined();
        expect(fullLengthProblems(q)).toEqual([]);
        expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4);
        // Exactly one explanation says "Correct.", and it belongs to the right option.
        expect(q.explanations.filter((e) => e.startsWith('Correct.'))).toEqual([q.explanations[q.correct]]);
        if (q.explanationsHi) expect(q.explanationsHi.filter((e) => e.startsWith('सही।'))).toEqual([q.explanationsHi[q.correct]]);
      }
    }
  });

  it('has no duplicate questions within a test', () => {
    for (const seed of [SEED, 3, 11]) {
      for (const t of generateFullLengthTests(new Rng(seed))) {
        const texts = all(t).map((q) => q.question.trim().toLowerCase());
        expect(new Set(texts).size).toBe(texts.length);
      }
    }
  });

  it('spreads the correct option over all four positions', () => {
    for (const t of tests) {
      const counts = [0, 1, 2, 3].map((i) => all(t).filter((q) => q.correct === i).length);
      for (const c of counts) expect(c).toBeGreaterThan(10);
    }
  });

  it('every hand-written item assembles into a valid question (general awareness with its Hindi)', () => {
    const rng = new Rng(5);
    const banks: RawQuestion[] = [
      ...GENERAL_AWARENESS,
      ...BLOOD_RELATIONS,
      ...SEATING_PUZZLE,
      ...FLOOR_PUZZLE,
      ...IBPS_PASSAGE,
      ...IBPS_CLOZE,
      ...SSC_PASSAGE,
      ...SSC_CLOZE,
      ...Object.values(SSC_ITEMS).flat(),
      ...Object.values(IBPS_ITEMS).flat(),
    ];
    for (const raw of banks) {
      const q = assemble(rng, raw);
      expect(fullLengthProblems(q)).toEqual([]);
      expect(q.options[q.correct]).toBe(raw.correct.en[0]);
      expect(q.questionHi !== null).toBe(raw.textHi !== undefined);
    }
    // Enough general awareness for both papers without sharing an item.
    expect(GENERAL_AWARENESS.length).toBeGreaterThanOrEqual(65);
    expect(GENERAL_AWARENESS.every((raw) => raw.textHi)).toBe(true);
  });

  it('SSC CGL and RRB NTPC share no general-awareness question', () => {
    const ga = (t: FullLengthTest) => t.sections.find((s) => s.name === 'General Awareness')!.questions.map((q) => q.question);
    const shared = ga(ssc).filter((q) => ga(rrb).includes(q));
    expect(shared).toEqual([]);
  });
});

describe('full-length tests: Hindi exactly where the real papers have it', () => {
  const hasHindi = (q: FullLengthQuestion) => q.questionHi !== null;

  it('Hindi is all-or-nothing per question', () => {
    for (const t of tests) {
      for (const q of all(t)) {
        const parts = [q.questionHi, q.optionsHi, q.explanationsHi];
        expect(parts.every((p) => p === null) || parts.every((p) => p !== null)).toBe(true);
      }
    }
  });

  it('SSC CGL: Hindi on every question but English Comprehension', () => {
    for (const s of ssc.sections) {
      const expected = s.name !== 'English Comprehension';
      expect(s.questions.map(hasHindi)).toEqual(s.questions.map(() => expected));
    }
  });

  it('IBPS PO: Hindi on every question but English Language (issue 27); RRB NTPC: Hindi on every question', () => {
    for (const s of ibps.sections) {
      const expected = s.name !== 'English Language';
      expect(s.questions.map(hasHindi), s.name).toEqual(s.questions.map(() => expected));
    }
    expect(all(rrb).every(hasHindi)).toBe(true);
  });

  it('the Hindi is Devanagari, not transliteration, and the English has none', () => {
    for (const t of tests) {
      for (const q of all(t)) {
        for (const text of [q.question, ...q.options, ...q.explanations]) expect(text).not.toMatch(DEVANAGARI);
        if (!q.questionHi || !q.optionsHi || !q.explanationsHi) continue;
        expect(q.questionHi).not.toBe(q.question);
        // Latin words in the Hindi are the ones the question itself is about (codes, the words to order, x and y).
        const quoted = new Set(q.question.match(/[A-Za-z]+/g) ?? []);
        const unquoted = (text: string) => text.replace(/[A-Za-z]+/g, (w) => (quoted.has(w) ? '' : w));
        for (const text of [q.questionHi, ...q.explanationsHi]) {
          expect(text).toMatch(DEVANAGARI);
          expect(devanagariShare(unquoted(text)), text).toBeGreaterThan(0.8);
          expect(text).not.toMatch(ROMANISED);
        }
        // Options may be figures ("₹1,200", "45°") or codes ("VTCKP"); words are in Devanagari.
        // Options may be figures ("₹1,200", "45°"), codes ("VTCKP") or the English words a question is about
        // (dictionary order); any other word is in Devanagari.
        q.optionsHi.forEach((option, i) => {
          if (option !== q.options[i] && /[a-z]{3,}/.test(option)) expect(option, option).toMatch(DEVANAGARI);
        });
      }
    }
  });

  it('general awareness in Hindi is almost wholly Devanagari', () => {
    for (const t of [ssc, rrb]) {
      for (const q of t.sections.find((s) => s.name === 'General Awareness')!.questions) {
        expect(devanagariShare(q.questionHi!), q.questionHi!).toBeGreaterThan(0.9);
      }
    }
  });
});

describe('full-length tests: deterministic', () => {
  it('the same seed gives the same tests; another seed gives other generated questions', () => {
    const again = generateFullLengthTests(new Rng(SEED));
    expect(JSON.stringify(again)).toBe(JSON.stringify(tests));
    const other = generateFullLengthTests(new Rng(SEED + 1));
    const quant = (t: FullLengthTest) => t.sections.find((s) => s.name === 'Quantitative Aptitude')!.questions.map((q) => q.question);
    expect(quant(other[0])).not.toEqual(quant(tests[0]));
  });

  it('each test depends on the seed only, not on the order of the calls', () => {
    const rng = new Rng(SEED);
    const rrbFirst = rrbNtpcCbt1FullLength(rng);
    const ibpsSecond = ibpsPoPrelimsFullLength(rng);
    const sscLast = sscCglTier1FullLength(rng);
    expect(JSON.stringify([sscLast, ibpsSecond, rrbFirst])).toBe(JSON.stringify(tests));
  });
});

// ---------------------------------------------------------------- template answers, recomputed

const parseNumber = (s: string) => Number(s.replace(/[₹,]/g, '').replace('−', '-').match(/-?\d+(\.\d+)?/)![0]);
const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));
const reduced = (a: number, b: number) => `${a / gcd(a, b)} : ${b / gcd(a, b)}`;
const letter = (n: number) => String.fromCharCode(64 + n);
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type Stmt = ['all' | 'some' | 'no' | 'someNot', 'A' | 'B' | 'C', 'A' | 'B' | 'C'];
/** True when the conclusion holds in every model of three non-empty sets where the premises hold. */
function syllogismFollows(premises: Stmt[], conclusion: Stmt): boolean {
  const bit = { A: 1, B: 2, C: 4 };
  const holds = (regions: number[], [kind, x, y]: Stmt) => {
    const inX = regions.filter((r) => r & bit[x]);
    if (kind === 'all') return inX.every((r) => r & bit[y]);
    if (kind === 'some') return inX.some((r) => r & bit[y]);
    if (kind === 'no') return !inX.some((r) => r & bit[y]);
    return inX.some((r) => !(r & bit[y]));
  };
  for (let mask = 0; mask < 128; mask++) {
    const regions = [1, 2, 3, 4, 5, 6, 7].filter((_, i) => mask & (1 << i));
    if (![1, 2, 4].every((b) => regions.some((r) => r & b))) continue;
    if (premises.every((p) => holds(regions, p)) && !holds(regions, conclusion)) return false;
  }
  return true;
}

/** True when a conclusion "x rel y" holds for every assignment of 0..4 that satisfies the chain. */
function inequalityFollows(letters: string, rels: string, conclusion: string): boolean {
  const ops: Record<string, (a: number, b: number) => boolean> = {
    '>': (a, b) => a > b,
    '≥': (a, b) => a >= b,
    '=': (a, b) => a === b,
    '<': (a, b) => a < b,
    '≤': (a, b) => a <= b,
  };
  const [x, rel, y] = conclusion.split(' ');
  const values = [0, 0, 0, 0, 0];
  for (let n = 0; n < 5 ** 5; n++) {
    for (let i = 0, m = n; i < 5; i++, m = Math.floor(m / 5)) values[i] = m % 5;
    if (![...rels].every((r, i) => ops[r](values[i], values[i + 1]))) continue;
    if (!ops[rel](values[letters.indexOf(x)], values[letters.indexOf(y)])) return false;
  }
  return true;
}

/** The answer recomputed from the figures, as the option text or a number. */
function recompute(g: Generated): string | number {
  const p = g.params as Record<string, number>;
  const s = g.params as Record<string, string>;
  switch (g.topic) {
    case 'Percentage':
      return s.kind === 'of' ? (p.p * p.base) / 100 : (p.part * 100) / p.p;
    case 'Discount':
      return p.d1 + p.d2 - (p.d1 * p.d2) / 100;
    case 'Profit and Loss': {
      if (s.kind === 'sp') return p.cp + (p.cp * p.p) / 100;
      const r = ((100 + p.m) * (100 - p.d)) / 100 - 100;
      return `${Number(Math.abs(r).toFixed(2))}% ${r > 0 ? 'profit' : 'loss'}`;
    }
    case 'Simple Interest':
      return (p.p * p.r * p.t) / 100;
    case 'Compound Interest':
      return Math.round(p.p * (1 + p.r / 100) ** p.t) - p.p;
    case 'Ratio and Proportion':
      return (p.total * p.b) / (p.a + p.b);
    case 'Partnership':
      return (p.profit * p.x * p.t1) / (p.x * p.t1 + p.y * p.t2);
    case 'Problems on Ages': {
      // Brute force: the present age of A for which the future ratio is c : d.
      for (let k = 1; k < 100; k++) if ((p.a * k + p.n) * p.d === (p.b * k + p.n) * p.c) return p.a * k;
      return NaN;
    }
    case 'Mixture and Alligation':
      return reduced(p.p2 - p.m, p.m - p.p1);
    case 'Average':
      return s.kind === 'list' ? s.list.split(',').map(Number).reduce((a, b) => a + b) / 5 : (5 * p.avg - p.removed) / 4;
    case 'Time and Work':
      return s.kind === 'together' ? (p.a * p.b) / (p.a + p.b) : (p.x * p.y) / (p.y - p.x);
    case 'Pipes and Cisterns':
      return (p.a * p.b) / (p.b - p.a);
    case 'Speed, Time and Distance':
      return 'len' in p ? (p.len + p.plat) / ((p.speed * 5) / 18) : (2 * p.x * p.y) / (p.x + p.y);
    case 'Boats and Streams': {
      const down = p.down / p.t1;
      const up = p.up / p.t2;
      return p.askBoat ? (down + up) / 2 : (down - up) / 2;
    }
    case 'Number System':
      return (p.h * p.l) / p.a;
    case 'Algebra':
      return s.kind === 'reciprocal' ? p.k ** 2 - 2 : s.kind === 'sum' ? p.s ** 2 - 2 * p.p : p.d ** 3 + 3 * p.p * p.d;
    case 'Simplification':
      return p.a + p.b * p.c - p.d / p.e;
    case 'Mensuration':
      return s.kind === 'circle' ? (22 / 7) * p.r ** 2 : s.kind === 'cylinder' ? (22 / 7) * p.r ** 2 * p.h : 2 * (p.l * p.b + p.b * p.h + p.h * p.l);
    case 'Geometry':
      return s.kind === 'triangle' ? (180 * p.c) / (p.a + p.b + p.c) : ((p.n - 2) * 180) / p.n;
    case 'Trigonometry': {
      if (s.kind === 'ratio') return `${p.a}/${Math.hypot(p.a, p.b)}`;
      return p.d * Math.tan((p.angle * Math.PI) / 180);
    }
    case 'Quadratic Equations': {
      const xs = [p.x1, p.x2];
      const ys = [p.y1, p.y2];
      // The printed equations have exactly these roots.
      const poly = (v: string) => {
        const m = g.text.match(new RegExp(`${v}² (?:([−+]) (\\d*)${v} )?(?:([−+]) (\\d+) )?= 0`))!;
        const b = m[1] ? (m[1] === '−' ? -1 : 1) * Number(m[2] || 1) : 0;
        const c = m[3] ? (m[3] === '−' ? -1 : 1) * Number(m[4]) : 0;
        return (z: number) => z * z + b * z + c;
      };
      for (const x of xs) expect(poly('x')(x)).toBe(0);
      for (const y of ys) expect(poly('y')(y)).toBe(0);
      const pairs = xs.flatMap((x) => ys.map((y) => x - y));
      if (pairs.every((d) => d > 0)) return 'x > y';
      if (pairs.every((d) => d < 0)) return 'x < y';
      if (pairs.every((d) => d >= 0)) return 'x ≥ y';
      if (pairs.every((d) => d <= 0)) return 'x ≤ y';
      return 'none';
    }
    case 'Number Series': {
      // From the terms the aspirant sees: check they follow the rule, then extend it.
      const t = g.text.split(':')[1].split(',').map((x) => x.trim()).filter((x) => x !== '?').map(Number);
      const last = t.length - 1;
      if (s.kind === 'multiply') {
        for (let i = 1; i <= last; i++) expect(t[i]).toBe(t[i - 1] * p.m + p.c);
        return t[last] * p.m + p.c;
      }
      if (s.kind === 'differences') {
        const d = t.slice(1).map((x, i) => x - t[i]);
        for (let i = 1; i < d.length; i++) expect(d[i] - d[i - 1]).toBe(p.step);
        return t[last] + d.at(-1)! + p.step;
      }
      if (s.kind === 'powers') {
        t.forEach((x, i) => expect(x).toBe((p.n0 + i) ** p.power + p.k));
        return (p.n0 + t.length) ** p.power + p.k;
      }
      // Two interleaved series, each with its own constant step: the next term continues the series two places back.
      for (let i = 2; i <= last; i++) expect(t[i] - t[i - 2]).toBe(i % 2 === 0 ? p.a : p.b);
      return t[last - 1] + (t[last - 1] - t[last - 3]);
    }
    case 'Letter Series': {
      const shown = g.text.split(':')[1].split(',').map((x) => x.trim()).filter((x) => x !== '?');
      const code = (ch: string) => ch.charCodeAt(0) - 64;
      if (s.kind === 'gaps') {
        const gaps = shown.slice(1).map((x, i) => code(x) - code(shown[i]));
        for (let i = 1; i < gaps.length; i++) expect(gaps[i] - gaps[i - 1]).toBe(1);
        return letter(code(shown.at(-1)!) + gaps.at(-1)! + 1);
      }
      const steps = [code(shown[1][0]) - code(shown[0][0]), code(shown[1][1]) - code(shown[0][1])];
      for (let i = 1; i < shown.length; i++) {
        expect(code(shown[i][0]) - code(shown[i - 1][0])).toBe(steps[0]);
        expect(code(shown[i][1]) - code(shown[i - 1][1])).toBe(steps[1]);
      }
      const lastPair = shown.at(-1)!;
      return letter(code(lastPair[0]) + steps[0]) + letter(code(lastPair[1]) + steps[1]);
    }
    case 'Coding-Decoding': {
      // The example in the question follows the same rule as the answer.
      const [, w1, c1] = g.text.match(/, (\w+) is written as (\w+)\./)!;
      expect(w1).toBe(s.w1);
      if ('k' in p) {
        const code = (w: string) => {
          const shifted = [...w].map((c) => letter(((c.charCodeAt(0) - 65 + p.k + 26) % 26) + 1)).join('');
          return p.rev ? [...shifted].reverse().join('') : shifted;
        };
        expect(code(w1)).toBe(c1);
        return code(s.w2);
      }
      expect([...w1].reduce((sum, c) => sum + c.charCodeAt(0) - 64, 0)).toBe(Number(c1));
      return [...s.w2].reduce((sum, c) => sum + c.charCodeAt(0) - 64, 0);
    }
    case 'Analogy': {
      const rules = [(n: number) => n * n, (n: number) => n ** 3, (n: number) => n * n + 1, (n: number) => n ** 3 - 1, (n: number) => n * (n + 1), (n: number) => n * n - n];
      const fitting = rules.filter((f) => f(p.a) === p.fa);
      expect(fitting).toHaveLength(1);
      return fitting[0](p.b);
    }
    case 'Classification': {
      const group = s.group.split(',').map(Number);
      const isPrime = (n: number) => n > 1 && [...Array(Math.floor(Math.sqrt(n)) + 1).keys()].slice(2).every((f) => n % f !== 0);
      const isSquare = (n: number) => Number.isInteger(Math.sqrt(n));
      const odd = p.odd;
      if (p.kind === 0) expect([group.every(isPrime), isPrime(odd)]).toEqual([true, false]);
      if (p.kind === 1) expect([group.every(isSquare), isSquare(odd)]).toEqual([true, false]);
      if (p.kind === 2) {
        const k = gcd(gcd(group[0], group[1]), group[2]);
        expect(odd % k).not.toBe(0);
      }
      return odd;
    }
    case 'Direction Sense': {
      const dirs = [[0, 1], [1, 0], [0, -1], [-1, 0]];
      let heading = p.start;
      let x = 0;
      let y = 0;
      [p.l1, p.l2, p.l3].forEach((d, i) => {
        if (i > 0) heading = (heading + ([s.t1, s.t2][i - 1] === 'right' ? 1 : 3)) % 4;
        x += dirs[heading][0] * d;
        y += dirs[heading][1] * d;
      });
      const name = [y > 0 ? 'North' : y < 0 ? 'South' : '', x > 0 ? 'East' : x < 0 ? 'West' : ''].filter(Boolean).join('-');
      return `${Math.hypot(x, y)} km, ${name}`;
    }
    case 'Order and Ranking':
      return s.kind === 'right' ? p.n - p.p + 1 : p.p + p.q - 1;
    case 'Clock': {
      const a = Math.abs(30 * (p.h % 12) - 5.5 * p.m) % 360;
      return Math.min(a, 360 - a);
    }
    case 'Calendar':
      return DAY_NAMES[new Date(p.t1 + p.delta * 86_400_000).getUTCDay()];
    case 'Mathematical Operations': {
      // Decode the printed expression with the printed key, then evaluate it with × and ÷ before + and −.
      const key = new Map([...g.text.matchAll(/'(.)' means '(.)'/g)].map((m) => [m[1], m[2]]));
      const tokens = g.text.split('value of ')[1].replace('?', '').trim().split(' ');
      const decoded = tokens.map((tok, i) => (i % 2 === 1 ? key.get(tok)! : tok)).join(' ');
      const js = decoded.replace(/×/g, '*').replace(/÷/g, '/').replace(/−/g, '-');
      expect(js).toMatch(/^[\d +*/-]+$/);
      return Function(`return (${js});`)() as number;
    }
    case 'Alphabetical Order':
      return s.words.split(',').sort((a, b) => a.localeCompare(b, 'en'))[p.k - 1];
    case 'Alphabet Test':
      return letter(p.m + p.n);
    case 'Syllogism': {
      const premises = JSON.parse(s.premises) as Stmt[];
      const f1 = syllogismFollows(premises, JSON.parse(s.c1) as Stmt);
      const f2 = syllogismFollows(premises, JSON.parse(s.c2) as Stmt);
      expect([f1, f2]).toEqual([p.f1 === 1, p.f2 === 1]);
      return f1 && f2 ? 'Both I and II follow' : f1 ? 'Only conclusion I follows' : f2 ? 'Only conclusion II follows' : 'Neither I nor II follows';
    }
    case 'Inequality': {
      const f1 = inequalityFollows(s.letters, s.rels, s.c1);
      const f2 = inequalityFollows(s.letters, s.rels, s.c2);
      return f1 && f2 ? 'Both I and II follow' : f1 ? 'Only conclusion I follows' : f2 ? 'Only conclusion II follows' : 'Neither I nor II follows';
    }
    default:
      throw new Error(`no recomputation for ${g.topic}`);
  }
}

function checkAnswer(g: Generated) {
  const expected = recompute(g);
  const option = g.correct.en[0];
  if (typeof expected === 'number') {
    if (g.topic === 'Trigonometry') expect(option.includes('√3') ? parseNumber(option) * Math.sqrt(3) : parseNumber(option)).toBeCloseTo(expected, 6);
    else expect(parseNumber(option)).toBeCloseTo(expected, 2);
  } else if (g.topic === 'Trigonometry') {
    const [n, d] = expected.split('/').map(Number);
    expect(option).toBe(`${n}/${d}`);
  } else expect(option).toBe(expected);
}

describe('full-length tests: template answers are right', () => {
  const templates: [string, Template][] = [...QUANT, quadratic, numberSeries, letterSeries, ...REASONING.filter((t) => t.name !== 'bloodRelations'), inequality].map((t) => [t.name, t]);

  it.each(templates)('%s: the answer recomputed from the figures matches the keyed option', (_, template) => {
    const rng = new Rng(2024);
    for (let i = 0; i < 150; i++) {
      const g = template(rng);
      checkAnswer(g);
      // The keyed answer survives assembly at the index the paper marks correct.
      const q = assemble(rng, g);
      expect(q.options[q.correct]).toBe(g.correct.en[0]);
      expect(q.optionsHi?.[q.correct]).toBe(g.correct.hi?.[0]);
    }
  });

  it('data interpretation: the answers follow from the table in the question', () => {
    const rng = new Rng(9);
    for (let i = 0; i < 100; i++) {
      for (const g of dataInterpretation(rng, 4)) {
        const p = g.params as Record<string, number>;
        const kind = g.params.kind;
        const values = [...g.text.matchAll(/\d{4}: (\d+)/g)].map((m) => Number(m[1]));
        expect(values).toHaveLength(5);
        const option = g.correct.en[0];
        if (kind === 'average') expect(parseNumber(option)).toBeCloseTo(values.reduce((a, b) => a + b) / 5, 2);
        if (kind === 'change') expect(parseNumber(option)).toBeCloseTo((Math.abs(p.to - p.from) / p.from) * 100, 2);
        if (kind === 'ratio') expect(option).toBe(reduced(values[0] + values[1], values[3] + values[4]));
        if (kind === 'maxmin') expect(parseNumber(option)).toBeCloseTo(((Math.max(...values) - Math.min(...values)) / Math.min(...values)) * 100, 2);
      }
    }
  });

  it('the inequality helper reads a chain the way the brute force does', () => {
    expect(chainRelation(['>', '≥', '='], 0, 3)).toBe('>');
    expect(chainRelation(['≥', '='], 0, 2)).toBe('≥');
    expect(chainRelation(['=', '='], 0, 2)).toBe('=');
    expect(chainRelation(['>', '<'], 0, 2)).toBeNull();
    expect(inequalityFollows('ABC', '>≥', 'A > C')).toBe(true);
    expect(inequalityFollows('ABC', '≥≥', 'A > C')).toBe(false);
  });

  it('the syllogism brute force agrees with textbook cases', () => {
    expect(syllogismFollows([['all', 'A', 'B'], ['all', 'B', 'C']], ['all', 'A', 'C'])).toBe(true);
    expect(syllogismFollows([['some', 'A', 'B'], ['some', 'B', 'C']], ['some', 'A', 'C'])).toBe(false);
    expect(syllogismFollows([['all', 'A', 'B'], ['no', 'B', 'C']], ['no', 'C', 'A'])).toBe(true);
  });

  it('a sample checked by hand', () => {
    // ₹5,000 at 10% for 2 years: SI = 5000 × 10 × 2 / 100 = ₹1,000.
    const si = QUANT.find((t) => t.name === 'simpleInterest')!;
    const rng = new Rng(1);
    for (let i = 0; i < 20_000; i++) {
      const g = si(rng);
      if (g.params.p === 5000 && g.params.r === 10 && g.params.t === 2) {
        expect(g.correct.en[0]).toBe('₹1,000');
        return;
      }
    }
    throw new Error('no ₹5,000 at 10% for 2 years in 20,000 draws');
  });
});

// ---------------------------------------------------------------- synthetic aspirants and their answer sheets

describe('synthetic aspirants', () => {
  const users = generateSyntheticUsers(300, new Rng(SEED).fork('users'));

  it('are unique, deterministic and from many regions', () => {
    expect(new Set(users.map((u) => u.uid)).size).toBe(300);
    expect(new Set(users.map((u) => u.email)).size).toBe(300);
    expect(JSON.stringify(generateSyntheticUsers(300, new Rng(SEED).fork('users')))).toBe(JSON.stringify(users));
    expect(new Set(users.map((u) => u.region)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(users.map((u) => u.lastName)).size).toBeGreaterThan(40);
    for (const u of users) {
      expect(u.uid).toMatch(/^synthetic-aspirant-\d{4}$/);
      expect(u.email).toMatch(/^[a-z]+\.[a-z]+\.\d{4}@example\.com$/);
      expect(u.displayName).toMatch(/^[A-Z][A-Za-z. ]+$/);
      expect(u.createdAt.getTime()).toBeLessThan(BASE_DATE.getTime());
    }
    const hidden = users.filter((u) => u.hideName).length;
    expect(hidden).toBeGreaterThan(5);
    expect(hidden).toBeLessThan(60);
  });
});

describe('answer sheets', () => {
  const users = generateSyntheticUsers(300, new Rng(SEED).fork('users'));
  const sheetsFor = (t: FullLengthTest) => generateAnswerSheets(t, users, new Rng(SEED).fork('sheets'));
  const stats = (xs: number[]) => {
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length);
    const sorted = [...xs].sort((a, b) => a - b);
    return { mean, sd, p10: sorted[Math.floor(0.1 * (xs.length - 1))], p90: sorted[Math.floor(0.9 * (xs.length - 1))], max: sorted.at(-1)! };
  };

  it.each(tests.map((t) => [t.slug, t] as const))('%s: no impossible answers or times', (_, t) => {
    const sheets = sheetsFor(t);
    expect(sheets).toHaveLength(users.length);
    const sizes = t.sections.map((s) => s.questions.length);
    for (const sheet of sheets) {
      expect(sheet.answers).toHaveLength(100);
      expect(sheet.timesMs).toHaveLength(100);
      expect(sheet.sectionTimesMs).toHaveLength(t.sections.length);
      sheet.answers.forEach((a, i) => {
        expect(a === null || [0, 1, 2, 3].includes(a)).toBe(true);
        const ms = sheet.timesMs[i];
        expect(Number.isInteger(ms) && ms >= 0).toBe(true);
        // An answered question was open for at least a few seconds; an unopened one has no answer.
        if (a !== null) expect(ms).toBeGreaterThanOrEqual(3000);
        if (ms === 0) expect(a).toBeNull();
      });
      let offset = 0;
      t.sections.forEach((s, i) => {
        const inSection = sheet.timesMs.slice(offset, offset + sizes[i]).reduce((a, b) => a + b, 0);
        offset += sizes[i];
        expect(sheet.sectionTimesMs[i]).toBeGreaterThanOrEqual(inSection);
        if (s.timeLimitMinutes !== null) expect(sheet.sectionTimesMs[i]).toBeLessThanOrEqual(s.timeLimitMinutes * 60_000);
      });
      const total = sheet.sectionTimesMs.reduce((a, b) => a + b, 0);
      expect(total).toBeLessThanOrEqual(t.timerMinutes * 60_000);
      expect(sheet.timeTakenSeconds).toBeLessThanOrEqual(t.timerMinutes * 60);
      expect(sheet.timeTakenSeconds).toBeGreaterThanOrEqual(Math.floor(total / 1000));
      expect(sheet.submittedAt.getTime() - sheet.startedAt.getTime()).toBe(sheet.timeTakenSeconds * 1000);
      expect(sheet.startedAt.getTime()).toBeGreaterThan(t.createdAt.getTime());
      expect(sheet.submittedAt.getTime()).toBeLessThan(BASE_DATE.getTime());
      expect(sheet.attemptId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(new Set(sheets.map((s) => s.attemptId)).size).toBe(sheets.length);
    // Time-pressed, but not all to the last second.
    const minutes = stats(sheets.map((s) => s.timeTakenSeconds / 60));
    expect(minutes.p10).toBeGreaterThan(t.timerMinutes * 0.2);
    expect(minutes.p10).toBeLessThan(minutes.p90);
  });

  it.each(tests.map((t) => [t.slug, t] as const))('%s: a realistic spread of scores', (_, t) => {
    const sheets = sheetsFor(t);
    const scores = sheets.map((s) => scoreSheet(t, s.answers));
    const max = scores[0].maxScore;
    const s = stats(scores.map((x) => x.score));
    // A middling mean, a wide spread, nobody perfect.
    expect(s.mean).toBeGreaterThan(0.3 * max);
    expect(s.mean).toBeLessThan(0.65 * max);
    expect(s.sd).toBeGreaterThan(0.1 * max);
    expect(s.p90 - s.p10).toBeGreaterThan(0.25 * max);
    expect(s.max).toBeLessThan(max);
    // Aspirants skip some questions and get some wrong.
    const attempted = stats(scores.map((x) => x.correct + x.wrong));
    expect(attempted.mean).toBeGreaterThan(40);
    expect(attempted.mean).toBeLessThan(90);
    expect(stats(scores.map((x) => x.wrong)).mean).toBeGreaterThan(3);
    // Abler aspirants score higher: the top quarter by ability beats the bottom quarter by a distance.
    const byAbility = sheets.map((sheet, i) => [sheet.ability, scores[i].score] as const).sort((a, b) => a[0] - b[0]);
    const quarter = Math.floor(byAbility.length / 4);
    const meanOf = (xs: (readonly [number, number])[]) => xs.reduce((a, [, sc]) => a + sc, 0) / xs.length;
    expect(meanOf(byAbility.slice(-quarter)) - meanOf(byAbility.slice(0, quarter))).toBeGreaterThan(0.25 * max);
  });

  it.each(tests.map((t) => [t.slug, t] as const))('%s: harder questions are answered correctly less often', (_, t) => {
    const sheets = sheetsFor(t);
    const questions = all(t);
    const share = questions.map((q, i) => sheets.filter((s) => s.answers[i] === q.correct).length / sheets.length);
    const order = questions.map((_, i) => i).sort((a, b) => questionDifficulty(questions[a]) - questionDifficulty(questions[b]));
    const meanShare = (idx: number[]) => idx.reduce((a, i) => a + share[i], 0) / idx.length;
    expect(meanShare(order.slice(0, 25))).toBeGreaterThan(meanShare(order.slice(-25)) + 0.1);
    // Every question has some right and some wrong answers, so the review figures mean something.
    for (const x of share) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('papers in Hindi on every test with Hindi; deterministic', () => {
    const hi = (t: FullLengthTest) => sheetsFor(t).filter((s) => s.language === 'hi').length;
    expect(hi(ibps)).toBeGreaterThan(30);
    expect(hi(ssc)).toBeGreaterThan(30);
    expect(hi(rrb)).toBeGreaterThan(30);
    expect(JSON.stringify(sheetsFor(rrb))).toBe(JSON.stringify(sheetsFor(rrb)));
  });
});
