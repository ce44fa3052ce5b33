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
import type { RawQuestion, Template } from '#db/seed/full-length/types.ts';
import { checkAnswer, inequalityFollows, parseNumber, reduced, syllogismFollows } from '../support/template-answers';

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

// ---------------------------------------------------------------- template answers, recomputed (tests/support/template-answers.ts)

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
