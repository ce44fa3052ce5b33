/**
 * Mock-test categories, tests and their questions. Pure functions: no database access here.
 *
 * Every demo test is bilingual (English and Hindi), because its real exam is:
 * SSC, RRB, UPSC prelims (GS and CSAT), the Hindi-belt State PSCs and
 * IBPS/SBI print every paper in both, except the banks' English Language
 * section. A test whose real exam is English-only sets `englishOnly`.
 */
import { ARITHMETIC, SERIES_GENERATORS, assemble, bankByTopic, type QuestionSeed, type Topic } from './questions';
import { at, DAY, HOUR, type Rng } from './random';

export interface MockCategorySeed {
  name: string;
  description: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface MockTestSeed {
  slug: string;
  name: string;
  description: string;
  category: string;
  timerMinutes: number;
  negativeMarks: number | null;
  createdAt: Date;
  updatedAt: Date;
  questions: QuestionSeed[];
  /** Issue 29: the test's own instructions (a point a line) and their Hindi; the on-screen calculator. */
  instructions?: string;
  instructionsHi?: string | null;
  calculator?: boolean;
}

type Source = Topic | 'arithmetic' | 'series';

interface TestDef {
  slug: string;
  name: string;
  category: string;
  timerMinutes: number;
  negativeMarks: number | null;
  description: string;
  recipe: [Source, number][];
  /** The real exam is English-only: no Hindi on this paper. */
  englishOnly?: boolean;
  instructions?: string;
  instructionsHi?: string;
  calculator?: boolean;
}

/**
 * The demo test with the on-screen calculator and instructions of its own (issue 29). No seeded exam allows a
 * calculator in the real paper (SSC, IBPS, SBI, RRB, UPSC CSAT); this practice set turns it on to show the feature
 * and says so in its instructions.
 */
export const CALCULATOR_DEMO_SLUG = 'upsc-csat-quant-and-reasoning-set';

export const MOCK_CATEGORIES: { name: string; description: string }[] = [
  { name: 'SSC', description: 'Staff Selection Commission exams: CGL, CHSL, MTS, GD and CPO.' },
  { name: 'Banking', description: 'IBPS, SBI and RBI exams for PO, Clerk and officer posts.' },
  { name: 'Railways', description: 'RRB NTPC, Group D, ALP and other railway recruitment exams.' },
  { name: 'UPSC', description: 'Civil Services Prelims practice: General Studies and CSAT.' },
  { name: 'State PSC', description: 'General Studies practice for state public service commission exams.' },
];

/** The short test that end-to-end tests let run out. Keep it exactly like this. */
export const QUICK_QUIZ_SLUG = 'quick-quiz-1-minute';

/** Newest first. */
export const MOCK_TESTS: TestDef[] = [
  {
    slug: QUICK_QUIZ_SLUG,
    name: 'Quick Quiz (1 minute)',
    category: 'SSC',
    timerMinutes: 1,
    negativeMarks: 0.25,
    description: 'Five quick questions against a one-minute clock. A fast warm-up before a full-length mock.',
    recipe: [
      ['arithmetic', 2],
      ['science', 1],
      ['geography', 1],
      ['polity', 1],
    ],
  },
  {
    slug: 'ssc-cgl-tier-1-quant-mock-1',
    name: 'SSC CGL Tier 1 Quantitative Aptitude Mock 1',
    category: 'SSC',
    timerMinutes: 25,
    negativeMarks: 0.25,
    description: 'Arithmetic and number series at SSC CGL Tier 1 level: percentages, interest, speed, work, ratios and averages.',
    recipe: [
      ['arithmetic', 20],
      ['series', 5],
    ],
  },
  {
    slug: 'ssc-chsl-general-awareness-practice-set',
    name: 'SSC CHSL General Awareness Practice Set',
    category: 'SSC',
    timerMinutes: 15,
    negativeMarks: 0.25,
    description: 'History, geography, polity and science questions in the style of SSC CHSL Tier 1.',
    recipe: [
      ['history', 5],
      ['geography', 5],
      ['polity', 5],
      ['science', 5],
    ],
  },
  {
    slug: 'ibps-po-prelims-quant-sectional',
    name: 'IBPS PO Prelims Quantitative Aptitude Sectional',
    category: 'Banking',
    timerMinutes: 20,
    negativeMarks: 0.25,
    description: 'A sectional test for IBPS PO Prelims: 20 questions in 20 minutes, with a quarter mark deducted for each wrong answer.',
    recipe: [
      ['arithmetic', 15],
      ['series', 5],
    ],
  },
  {
    slug: 'banking-awareness-quiz-rbi-rates-payments',
    name: 'Banking Awareness Quiz: RBI, Rates and Payments',
    category: 'Banking',
    timerMinutes: 10,
    negativeMarks: 0.25,
    description: 'The RBI, monetary policy, deposit insurance, payments and taxation: the banking awareness basics.',
    recipe: [['economy', 12]],
  },
  {
    slug: 'sbi-clerk-reasoning-and-numerical-drill',
    name: 'SBI Clerk Reasoning and Numerical Ability Drill',
    category: 'Banking',
    timerMinutes: 15,
    negativeMarks: null,
    description: 'A practice drill without negative marking: reasoning puzzles, number series and quick arithmetic.',
    recipe: [
      ['reasoning', 6],
      ['series', 4],
      ['arithmetic', 5],
    ],
  },
  {
    slug: 'rrb-ntpc-cbt-1-mini-mock',
    name: 'RRB NTPC CBT-1 Mini Mock',
    category: 'Railways',
    timerMinutes: 30,
    negativeMarks: 0.33,
    description: 'General awareness, mathematics and reasoning in the RRB NTPC CBT-1 mix, with one third of a mark deducted per wrong answer.',
    recipe: [
      ['science', 4],
      ['history', 3],
      ['geography', 3],
      ['economy', 2],
      ['arithmetic', 7],
      ['reasoning', 3],
      ['series', 3],
    ],
  },
  {
    slug: 'rrb-group-d-general-science-quiz',
    name: 'RRB Group D General Science Quiz',
    category: 'Railways',
    timerMinutes: 10,
    negativeMarks: 0.33,
    description: 'Physics, chemistry, biology and space science questions for RRB Group D.',
    recipe: [['science', 10]],
  },
  {
    slug: 'upsc-prelims-polity-practice-test',
    name: 'UPSC Prelims Indian Polity Practice Test',
    category: 'UPSC',
    timerMinutes: 20,
    negativeMarks: 0.33,
    description: 'Articles, amendments, committees and constitutional offices: fifteen polity questions for Prelims.',
    recipe: [['polity', 15]],
  },
  {
    slug: 'upsc-csat-quant-and-reasoning-set',
    name: 'UPSC CSAT Quantitative Aptitude and Reasoning Set',
    category: 'UPSC',
    timerMinutes: 60,
    negativeMarks: 0.33,
    description: 'CSAT-style arithmetic, series and logical reasoning. Qualifying paper, but never take it lightly.',
    recipe: [
      ['arithmetic', 12],
      ['reasoning', 6],
      ['series', 4],
    ],
    calculator: true,
    instructions: [
      'This practice set has 22 questions: arithmetic, number series and logical reasoning, in one section.',
      'Each correct answer earns 1 mark; a third of a mark (0.33) is deducted for each wrong answer.',
      'The on-screen calculator (the Calculator button above the question) is allowed in this practice set only: the real CSAT paper allows none, so practise without it too.',
    ].join('\n'),
    instructionsHi: [
      'इस अभ्यास सेट में 22 प्रश्न हैं: अंकगणित, संख्या श्रृंखला और तार्किक क्षमता, एक ही खंड में।',
      'प्रत्येक सही उत्तर के लिए 1 अंक मिलेगा; प्रत्येक गलत उत्तर के लिए एक-तिहाई अंक (0.33) काटा जाएगा।',
      'स्क्रीन पर दिया गया कैलकुलेटर (प्रश्न के ऊपर कैलकुलेटर बटन) केवल इस अभ्यास सेट में उपलब्ध है: असली CSAT प्रश्नपत्र में कैलकुलेटर की अनुमति नहीं है, इसलिए इसके बिना भी अभ्यास करें।',
    ].join('\n'),
  },
  {
    slug: 'state-psc-general-studies-mock-1',
    name: 'State PSC General Studies Mock 1',
    category: 'State PSC',
    timerMinutes: 30,
    negativeMarks: null,
    description: 'A full General Studies mix for state PSC prelims: history, geography, polity, economy and science.',
    recipe: [
      ['history', 6],
      ['geography', 6],
      ['polity', 6],
      ['economy', 4],
      ['science', 3],
    ],
  },
  {
    slug: 'indian-history-and-geography-revision-test',
    name: 'Indian History and Geography Revision Test',
    category: 'State PSC',
    timerMinutes: 15,
    negativeMarks: null,
    description: 'Twelve questions to check your revision of Indian history and geography.',
    recipe: [
      ['history', 6],
      ['geography', 6],
    ],
  },
];

/** A test's questions; English-only when `withHindi` is false. Hindi adds no draws, so the papers are the same either way. */
export function buildQuestions(rng: Rng, recipe: [Source, number][], withHindi = true): QuestionSeed[] {
  const out: QuestionSeed[] = [];
  const texts = new Set<string>();
  for (const [source, count] of recipe) {
    if (source === 'arithmetic' || source === 'series') {
      const gens = source === 'arithmetic' ? ARITHMETIC : SERIES_GENERATORS;
      // Cycle through the generators so that a test covers many chapters.
      const order = rng.shuffle(gens);
      for (let i = 0, guard = 0; i < count; guard++) {
        if (guard > 1000) throw new Error('could not generate distinct questions');
        const q = assemble(rng, order[(i + guard) % order.length](rng), withHindi);
        if (texts.has(q.text)) continue;
        texts.add(q.text);
        out.push(q);
        i++;
      }
    } else {
      const pool = bankByTopic(source);
      if (pool.length < count) throw new Error(`only ${pool.length} ${source} questions in the bank, ${count} wanted`);
      for (const raw of rng.sample(pool, count)) {
        texts.add(raw.text);
        out.push(assemble(rng, raw, withHindi));
      }
    }
  }
  // Mix the sources so a mixed test does not run topic by topic.
  return rng.shuffle(out);
}

export function generateMockTests(rng: Rng): { categories: MockCategorySeed[]; tests: MockTestSeed[] } {
  const categories = MOCK_CATEGORIES.map((c, i) => ({ ...c, createdAt: at(-400 * DAY + i * HOUR), updatedAt: at(-400 * DAY + i * HOUR) }));
  const tests = MOCK_TESTS.map((def, i) => {
    const createdAt = at(-(2 + i * 17) * DAY - rng.int(0, 12) * HOUR);
    return {
      slug: def.slug,
      name: def.name,
      description: def.description,
      category: def.category,
      timerMinutes: def.timerMinutes,
      negativeMarks: def.negativeMarks,
      createdAt,
      updatedAt: createdAt,
      questions: buildQuestions(rng.fork(def.slug), def.recipe, !def.englishOnly),
      ...(def.instructions ? { instructions: def.instructions, instructionsHi: def.instructionsHi ?? null } : {}),
      ...(def.calculator ? { calculator: true } : {}),
    };
  });
  return { categories, tests };
}
