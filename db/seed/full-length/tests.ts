/**
 * The three full-length tests in their real patterns. Each function is pure:
 * the same seed gives the same test (each forks its own stream by slug, so the
 * order of the calls does not matter).
 */
import { at, DAY, HOUR, type Rng } from '../random';
import { buildSection, interleaveByTopic, TextSet, type SectionDef } from './build';
import { IBPS_CLOZE, IBPS_ITEMS, IBPS_PASSAGE, SSC_CLOZE, SSC_ITEMS, SSC_PASSAGE } from './english';
import { GENERAL_AWARENESS } from './general-awareness';
import { FLOOR_PUZZLE, SEATING_PUZZLE } from './puzzles';
import {
  ages,
  average,
  averageSpeed,
  boats,
  compoundInterest,
  dataInterpretation,
  mixture,
  partnership,
  percentage,
  pipes,
  profitLoss,
  QUANT,
  quadratic,
  ratioShare,
  simpleInterest,
  simplification,
  successiveDiscount,
  timeAndWork,
  trains,
} from './quant';
import {
  alphabetTest,
  bloodRelations,
  directionSense,
  inequality,
  letterCoding,
  numberCoding,
  ranking,
  REASONING,
  syllogism,
} from './reasoning';
import { letterSeries, numberSeries } from './series';
import type { FullLengthTest } from './types';

export const SSC_CGL_SLUG = 'ssc-cgl-tier-1-full-length-mock-1';
export const IBPS_PO_SLUG = 'ibps-po-prelims-full-length-mock-1';
export const RRB_NTPC_SLUG = 'rrb-ntpc-cbt-1-full-length-mock-1';

/** SSC CGL takes the first 25 general-awareness items, RRB NTPC the next 40: the two papers never share one. */
function generalAwareness(rng: Rng) {
  const order = interleaveByTopic(rng.fork('general-awareness'), GENERAL_AWARENESS);
  return { ssc: order.slice(0, 25), rrb: order.slice(25, 65) };
}

const GIR = 'General Intelligence and Reasoning';
const GIR_HI = 'सामान्य बुद्धि और तर्कशक्ति';
const GA = 'General Awareness';
const GA_HI = 'सामान्य जागरूकता';

function build(rng: Rng, withHindi: boolean, defs: SectionDef[]) {
  const texts = new TextSet();
  return defs.map((def) => buildSection(rng.fork(def.name), def, texts, withHindi));
}

/** SSC CGL Tier 1: 4 × 25, 60 minutes, +2/−0.5, no sectional timers; Hindi for all but English Comprehension. */
export function sscCglTier1FullLength(root: Rng): FullLengthTest {
  const rng = root.fork(SSC_CGL_SLUG);
  const marks = { timeLimitMinutes: null, locked: false, marksCorrect: 2, marksWrong: 0.5, size: 25 };
  const e = SSC_ITEMS;
  return {
    slug: SSC_CGL_SLUG,
    name: 'SSC CGL Tier 1 Full-Length Mock Test 1',
    description:
      'The complete SSC CGL Tier 1 paper: 100 questions in four sections of 25 (General Intelligence and Reasoning, General Awareness, Quantitative Aptitude, English Comprehension) in 60 minutes. 2 marks for a correct answer, 0.5 deducted for a wrong one. In English and Hindi; English Comprehension in English only, as in the exam.',
    categoryName: 'SSC',
    timerMinutes: 60,
    negativeMarks: null,
    createdAt: at(-21 * DAY - 3 * HOUR),
    // English Comprehension items carry no Hindi, so that section stays English-only, as in the exam.
    sections: build(rng, true, [
      { ...marks, name: GIR, nameHi: GIR_HI, parts: [{ templates: [...REASONING, numberSeries, letterSeries], count: 25 }] },
      { ...marks, name: GA, nameHi: GA_HI, parts: [{ pool: generalAwareness(root).ssc, count: 25 }] },
      {
        ...marks,
        name: 'Quantitative Aptitude',
        nameHi: 'मात्रात्मक योग्यता',
        parts: [{ templates: QUANT, count: 22 }, { makeBlock: (r) => dataInterpretation(r, 3) }],
      },
      {
        ...marks,
        name: 'English Comprehension',
        nameHi: 'अंग्रेज़ी बोध',
        parts: [
          { block: SSC_PASSAGE },
          { block: SSC_CLOZE },
          { pool: e.Synonyms, count: 2 },
          { pool: e.Antonyms, count: 2 },
          { pool: e['Idioms and Phrases'], count: 2 },
          { pool: e['One-Word Substitution'], count: 2 },
          { pool: e.Spelling, count: 2 },
          { pool: e['Error Spotting'], count: 2 },
          { pool: e['Fill in the Blanks'], count: 1 },
          { pool: e['Active and Passive Voice'], count: 1 },
          { pool: e['Direct and Indirect Speech'], count: 1 },
        ],
      },
    ]),
  };
}

/**
 * IBPS PO Prelims: English 30, Quant 35, Reasoning 35, 20 minutes each in a locked order, +1/−0.25; Hindi for
 * Quantitative Aptitude and Reasoning Ability, English Language in English only, as in the exam.
 */
export function ibpsPoPrelimsFullLength(root: Rng): FullLengthTest {
  const rng = root.fork(IBPS_PO_SLUG);
  const marks = { timeLimitMinutes: 20, locked: true, marksCorrect: 1, marksWrong: 0.25 };
  const e = IBPS_ITEMS;
  const arithmetic = [percentage, successiveDiscount, profitLoss, simpleInterest, compoundInterest, ratioShare, partnership, ages, mixture, average, timeAndWork, pipes, trains, averageSpeed, boats];
  return {
    slug: IBPS_PO_SLUG,
    name: 'IBPS PO Prelims Full-Length Mock Test 1',
    description:
      'The complete IBPS PO Prelims paper: English Language (30), Quantitative Aptitude (35) and Reasoning Ability (35), each section with its own 20-minute timer, taken in order; a section cannot be reopened once its time is up. 1 mark for a correct answer, 0.25 deducted for a wrong one. In English and Hindi; English Language in English only, as in the exam.',
    categoryName: 'Banking',
    timerMinutes: 60,
    negativeMarks: null,
    createdAt: at(-14 * DAY - 5 * HOUR),
    // English Language items carry no Hindi, so that section stays English-only, as in the exam.
    sections: build(rng, true, [
      {
        ...marks,
        name: 'English Language',
        nameHi: 'अंग्रेज़ी भाषा',
        size: 30,
        parts: [
          { block: IBPS_PASSAGE },
          { block: IBPS_CLOZE },
          { pool: e['Error Spotting'], count: 5 },
          { pool: e['Fill in the Blanks'], count: 4 },
          { pool: e['Para Jumbles'], count: 3 },
          { pool: e['Sentence Improvement'], count: 3 },
          { pool: e['Word Usage'], count: 2 },
        ],
      },
      {
        ...marks,
        name: 'Quantitative Aptitude',
        nameHi: 'मात्रात्मक अभियोग्यता',
        size: 35,
        parts: [
          { templates: [numberSeries], count: 5 },
          { templates: [quadratic], count: 5 },
          { makeBlock: (r) => dataInterpretation(r, 4) },
          { templates: [simplification], count: 3 },
          { templates: arithmetic, count: 18 },
        ],
      },
      {
        ...marks,
        name: 'Reasoning Ability',
        nameHi: 'तर्कशक्ति क्षमता',
        size: 35,
        parts: [
          { block: SEATING_PUZZLE },
          { block: FLOOR_PUZZLE },
          { templates: [inequality], count: 5 },
          { templates: [syllogism], count: 4 },
          { templates: [letterCoding], count: 3 },
          { templates: [numberCoding], count: 1 },
          { templates: [bloodRelations], count: 3 },
          { templates: [directionSense], count: 3 },
          { templates: [ranking], count: 2 },
          { templates: [alphabetTest], count: 2 },
          { templates: [letterSeries], count: 2 },
        ],
      },
    ]),
  };
}

/** RRB NTPC CBT-1: Mathematics 30, General Intelligence and Reasoning 30, General Awareness 40; 90 minutes, +1/−⅓; fully bilingual. */
export function rrbNtpcCbt1FullLength(root: Rng): FullLengthTest {
  const rng = root.fork(RRB_NTPC_SLUG);
  const marks = { timeLimitMinutes: null, locked: false, marksCorrect: 1, marksWrong: 1 / 3 };
  return {
    slug: RRB_NTPC_SLUG,
    name: 'RRB NTPC CBT-1 Full-Length Mock Test 1',
    description:
      'The complete RRB NTPC CBT-1 paper: Mathematics (30), General Intelligence and Reasoning (30) and General Awareness (40), 100 questions in 90 minutes. 1 mark for a correct answer, one third of a mark deducted for a wrong one. Every question in English and Hindi.',
    categoryName: 'Railways',
    timerMinutes: 90,
    negativeMarks: null,
    createdAt: at(-7 * DAY - 2 * HOUR),
    sections: build(rng, true, [
      { ...marks, name: 'Mathematics', nameHi: 'गणित', size: 30, parts: [{ templates: QUANT, count: 30 }] },
      { ...marks, name: GIR, nameHi: GIR_HI, size: 30, parts: [{ templates: [...REASONING, numberSeries, letterSeries], count: 30 }] },
      { ...marks, name: GA, nameHi: GA_HI, size: 40, parts: [{ pool: generalAwareness(root).rrb, count: 40 }] },
    ]),
  };
}

/** The three tests, oldest first. */
export function generateFullLengthTests(root: Rng): FullLengthTest[] {
  return [sscCglTier1FullLength(root), ibpsPoPrelimsFullLength(root), rrbNtpcCbt1FullLength(root)];
}
