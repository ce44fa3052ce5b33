/**
 * The practice bank's seed content (issue 30, db/seed/practice-bank.ts): enough
 * questions over enough topics of SSC, Banking and Railways, every question
 * valid under the spec's rules in English and (but for English-language
 * topics) Hindi that is really Hindi, generated answers recomputed here from
 * the figures, no question twice, addresses unique and URL-safe. The checks
 * are also run on broken items, so they are known to catch one.
 */
import { describe, expect, it } from 'vitest';
import { MockQuestionInputSchema } from '#core/schemas/mock.ts';
import { slugify } from '#core/urls.ts';
import { DEFAULT_SEED } from '#db/seed/index.ts';
import { MOCK_CATEGORIES } from '#db/seed/mock-tests.ts';
import { generatePracticeBank, PRACTICE_TOPICS, type PracticeQuestion, type PracticeSet } from '#db/seed/practice-bank.ts';
import { Rng } from '#db/seed/random.ts';
import { BANK } from '#db/seed/question-bank.ts';
import { GENERAL_AWARENESS } from '#db/seed/full-length/general-awareness.ts';
import { BLOOD_RELATIONS } from '#db/seed/full-length/reasoning.ts';
import { IBPS_ITEMS, SSC_ITEMS } from '#db/seed/full-length/english.ts';
import { devanagariShare, DEVANAGARI, latinProblems } from '../support/hindi-text';
import { checkAnswer } from '../support/template-answers';

/** The seed's own draw (db/seed/index.ts forks 'practice' from the root generator). */
const bank = generatePracticeBank(new Rng(DEFAULT_SEED).fork('practice'));
const questions = bank.flatMap((s) => s.questions.map((q) => ({ set: s, q })));
const POLITY_FIRST = bank.find((s) => s.topic === 'Indian Polity')!.questions[0].question;

/** Why a practice question breaks the rules; empty when it is valid. */
function practiceProblems(q: PracticeQuestion, set: Pick<PracticeSet, 'englishOnly' | 'topic'>): string[] {
  const problems: string[] = [];
  const check = (lang: string, text: string, options: string[], explanations: string[], right: string, wrong: string) => {
    if (text.trim().length < 10) problems.push(`${lang}: text shorter than 10 characters`);
    if (options.length !== 4) problems.push(`${lang}: ${options.length} options`);
    if (new Set(options.map((o) => o.trim().toLowerCase())).size !== options.length) problems.push(`${lang}: duplicate options`);
    if (options.some((o) => o.trim() === '')) problems.push(`${lang}: empty option`);
    if (explanations.length !== 4) problems.push(`${lang}: ${explanations.length} explanations`);
    explanations.forEach((e, i) => {
      // Each explanation says why its option is right or wrong: a prefix and a reason.
      if (e.trim().length <= 20) problems.push(`${lang}: explanation ${i} is too short`);
      if (!e.startsWith(i === q.correct ? right : wrong)) problems.push(`${lang}: explanation ${i} does not say ${i === q.correct ? right : wrong}`);
    });
    if (new Set(explanations).size !== explanations.length) problems.push(`${lang}: duplicate explanations`);
  };
  if (!Number.isInteger(q.correct) || q.correct < 0 || q.correct > 3) problems.push(`correct ${q.correct}`);
  check('en', q.question, q.options, q.explanations, 'Correct.', 'Incorrect.');
  for (const t of [q.question, ...q.options, ...q.explanations]) if (DEVANAGARI.test(t)) problems.push(`Devanagari in the English: ${t}`);
  if (q.topic !== set.topic) problems.push(`topic ${q.topic}, set ${set.topic}`);
  const hindi = [q.questionHi, q.optionsHi, q.explanationsHi];
  if (set.englishOnly) {
    if (hindi.some((h) => h !== null)) problems.push('Hindi on an English-language topic');
  } else if (q.questionHi === null || q.optionsHi === null || q.explanationsHi === null) {
    problems.push('no Hindi');
  } else {
    check('hi', q.questionHi, q.optionsHi, q.explanationsHi, 'सही।', 'गलत।');
    problems.push(
      ...latinProblems({ text: q.question, options: q.options, correctIndex: q.correct, textHi: q.questionHi, optionsHi: q.optionsHi, explanationsHi: q.explanationsHi }),
    );
  }
  return problems;
}

describe('practice bank: size and shape (issue 30)', () => {
  it('has at least 300 questions over at least 24 topics of SSC, Banking and Railways', () => {
    expect(questions.length).toBeGreaterThanOrEqual(330);
    const topics = new Set(bank.map((s) => `${s.exam}/${s.subject}/${s.topic}`));
    expect(topics.size).toBeGreaterThanOrEqual(24);
    expect(new Set(bank.map((s) => s.exam))).toEqual(new Set(['SSC', 'Banking', 'Railways']));
    for (const exam of ['SSC', 'Banking', 'Railways']) {
      const sets = bank.filter((s) => s.exam === exam);
      expect(new Set(sets.map((s) => s.subject)).size, exam).toBeGreaterThanOrEqual(3);
      expect(sets.length, exam).toBeGreaterThanOrEqual(6);
    }
  });

  it('every set is an exam (a seed mock category) → subject → topic with Hindi names, and 10 to 15 questions', () => {
    const categories = MOCK_CATEGORIES.map((c) => c.name);
    expect(bank).toHaveLength(PRACTICE_TOPICS.length);
    for (const s of bank) {
      expect(categories).toContain(s.exam);
      expect(s.questions.length, s.slug).toBeGreaterThanOrEqual(10);
      expect(s.questions.length, s.slug).toBeLessThanOrEqual(15);
      for (const name of [s.subject, s.topic, s.name]) expect(name, s.slug).not.toMatch(DEVANAGARI);
      for (const name of [s.subjectHi, s.topicHi]) expect(devanagariShare(name), name).toBeGreaterThan(0.8);
      expect(s.description.length).toBeGreaterThan(40);
    }
    // A subject has one Hindi name within an exam.
    const hiOf = new Map<string, string>();
    for (const s of bank) {
      const key = `${s.exam}/${s.subject}`;
      expect(hiOf.get(key) ?? s.subjectHi, key).toBe(s.subjectHi);
      hiOf.set(key, s.subjectHi);
    }
  });

  it('slugs are unique and URL-safe', () => {
    const slugs = bank.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(slugify(slug)).toBe(slug);
    }
  });

  it('no question text appears twice, in English or in Hindi', () => {
    const texts = questions.map(({ q }) => q.question.trim().toLowerCase());
    expect(texts.length - new Set(texts).size).toBe(0);
    const hindi = questions.flatMap(({ q }) => (q.questionHi ? [q.questionHi.trim()] : []));
    expect(hindi.length - new Set(hindi).size).toBe(0);
  });

  it('repeats no question of the tests: hand-written items are new, generated ones avoid the texts it is given', () => {
    // Practice shows the key at once, so a question shared with a (live, rankable) test would give its answer away.
    // The seed passes the texts of every test's questions (seed.test.ts checks the database); here the hand-written banks.
    const banks = [...BANK, ...GENERAL_AWARENESS, ...BLOOD_RELATIONS, ...Object.values(SSC_ITEMS).flat(), ...Object.values(IBPS_ITEMS).flat()];
    const tests = new Set(banks.map((b) => b.text.trim().toLowerCase()));
    expect(questions.filter(({ q }) => tests.has(q.question.trim().toLowerCase())).map(({ q }) => q.question)).toEqual([]);
    const generated = questions.filter(({ q }) => q.generated !== null).map(({ q }) => q.question);
    const again = generatePracticeBank(new Rng(DEFAULT_SEED).fork('practice'), generated.slice(0, 100));
    const avoided = new Set(generated.slice(0, 100));
    expect(again.flatMap((s) => s.questions).filter((q) => avoided.has(q.question))).toEqual([]);
    expect(again.flatMap((s) => s.questions)).toHaveLength(questions.length);
    // A hand-written item that repeats a test's question is refused, not dropped.
    expect(() => generatePracticeBank(new Rng(DEFAULT_SEED).fork('practice'), [POLITY_FIRST])).toThrow(/already in the bank or in a test/);
  });

  it('is deterministic, and another seed draws other generated questions', () => {
    expect(JSON.stringify(generatePracticeBank(new Rng(DEFAULT_SEED).fork('practice')))).toBe(JSON.stringify(bank));
    const other = generatePracticeBank(new Rng(DEFAULT_SEED + 1).fork('practice'));
    expect(other.find((s) => s.slug === 'ssc-percentage-practice-1')!.questions[0].question).not.toBe(bank[0].questions[0].question);
  });

  it('has many short questions for the daily quiz, and the key in all four positions', () => {
    expect(questions.filter(({ q }) => q.question.length <= 160).length).toBeGreaterThanOrEqual(250);
    for (const i of [0, 1, 2, 3]) expect(questions.filter(({ q }) => q.correct === i).length).toBeGreaterThan(questions.length / 8);
  });
});

describe('practice bank: every question is valid', () => {
  it('passes the rules in English, and in Hindi but for English-language topics', () => {
    const broken = questions.map(({ set, q }) => ({ text: q.question, problems: practiceProblems(q, set) })).filter((x) => x.problems.length > 0);
    expect(broken).toEqual([]);
  });

  it('English-language topics are English only and marked so; every other question has its Hindi', () => {
    const english = bank.filter((s) => s.englishOnly);
    expect(english.map((s) => s.topic).sort()).toEqual(['Antonyms', 'Idioms and Phrases', 'Synonyms']);
    for (const s of english) expect(s.subject).toBe('English Language');
    const bilingual = questions.filter(({ set }) => !set.englishOnly);
    expect(bilingual.length).toBeGreaterThanOrEqual(300);
    for (const { q } of bilingual) expect(q.questionHi, q.question).not.toBeNull();
  });

  it('passes the admin question schema in both languages (the sets can be edited and re-imported)', () => {
    for (const { q } of questions) {
      expect(MockQuestionInputSchema.safeParse({ question: q.question, options: q.options, correct: q.correct, explanations: q.explanations }).error?.issues).toBeUndefined();
      if (q.questionHi !== null) {
        expect(MockQuestionInputSchema.safeParse({ question: q.questionHi, options: q.optionsHi, correct: q.correct, explanations: q.explanationsHi }).error?.issues).toBeUndefined();
      }
    }
  });

  it.each([DEFAULT_SEED, 1, 7, 2026])('seed %i: every generated answer, recomputed from its figures, is the keyed option', (seed) => {
    const drawn = generatePracticeBank(new Rng(seed).fork('practice')).flatMap((s) => s.questions);
    const generated = drawn.filter((q) => q.generated !== null);
    expect(generated.length).toBeGreaterThanOrEqual(200);
    for (const q of generated) {
      checkAnswer(q.generated!);
      expect(q.options[q.correct], q.question).toBe(q.generated!.correct.en[0]);
      if (q.optionsHi) expect(q.optionsHi[q.correct], q.question).toBe(q.generated!.correct.hi![0]);
    }
  });
});

describe('practice bank: the checks catch a broken item', () => {
  const sample = (pred: (x: (typeof questions)[number]) => boolean) => structuredClone(questions.find(pred)!);

  it('a duplicate option, a missing or wrongly keyed explanation, Latin or missing Hindi', () => {
    const { set, q } = sample(({ set }) => !set.englishOnly);
    expect(practiceProblems(q, set)).toEqual([]);
    const broken: PracticeQuestion[] = [
      { ...q, options: [q.options[0], q.options[0], q.options[2], q.options[3]] },
      { ...q, explanations: [...q.explanations.slice(0, 3), ''] },
      { ...q, correct: (q.correct + 1) % 4 },
      { ...q, optionsHi: q.optionsHi!.map((o, i) => (i === 0 ? 'Some English words' : o)) },
      { ...q, explanationsHi: q.explanationsHi!.map((e, i) => (i === q.correct ? 'सही। This is explained in English only' : e)) },
      { ...q, questionHi: null, optionsHi: null, explanationsHi: null },
      { ...q, question: 'Short?' },
    ];
    for (const b of broken) expect(practiceProblems(b, set), JSON.stringify(b).slice(0, 120)).not.toEqual([]);
    const english = sample(({ set }) => set.englishOnly);
    expect(practiceProblems({ ...english.q, questionHi: 'हिंदी', optionsHi: ['क', 'ख', 'ग', 'घ'], explanationsHi: ['1', '2', '3', '4'] }, english.set)).not.toEqual([]);
  });

  it('a generated question keyed to a wrong answer', () => {
    const { q } = sample(({ q }) => q.generated !== null && q.generated.topic === 'Simple Interest');
    const wrong = q.generated!.wrong[0].en[0];
    expect(() => checkAnswer({ ...q.generated!, correct: { ...q.generated!.correct, en: [wrong, 'tampered'] } })).toThrow();
  });
});
