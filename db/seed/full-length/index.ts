/**
 * Full-length mock tests in the real exam patterns (issue 17), synthetic
 * aspirants and their answer sheets. Pure data and pure functions: nothing
 * here touches the database; the seeder maps the structures onto rows.
 *
 * | Test (slug)                              | Sections (questions)                                        | Time                        | Marking   | Language |
 * | ---------------------------------------- | ----------------------------------------------------------- | --------------------------- | --------- | -------- |
 * | SSC CGL Tier 1 (`ssc-cgl-tier-1-full-length-mock-1`) | General Intelligence and Reasoning 25, General Awareness 25, Quantitative Aptitude 25, English Comprehension 25 | 60 min, no sectional timers | +2 / −0.5 | English and Hindi, English Comprehension in English only |
 * | IBPS PO Prelims (`ibps-po-prelims-full-length-mock-1`) | English Language 30, Quantitative Aptitude 35, Reasoning Ability 35 | 20 min per section, locked order (60 min) | +1 / −0.25 | English and Hindi, English Language in English only |
 * | RRB NTPC CBT-1 (`rrb-ntpc-cbt-1-full-length-mock-1`) | Mathematics 30, General Intelligence and Reasoning 30, General Awareness 40 | 90 min, no sectional timers | +1 / −⅓ | English and Hindi throughout |
 *
 * Where the questions come from:
 *  - quantitative aptitude, mathematics and reasoning: templates (quant.ts,
 *    series.ts, reasoning.ts) with figures from the seeded PRNG, computed
 *    answers, distractors built from typical mistakes and the working in both
 *    languages; blood relations and the IBPS puzzles (puzzles.ts) are hand-written, in both;
 *  - general awareness: a hand-written bilingual bank of stable facts
 *    (general-awareness.ts; sources: the Constitution of India as amended, NCERT
 *    textbooks, the RBI's and the Government of India's pages for institutional
 *    dates); SSC takes 25 items and RRB the next 40, so the papers never share one;
 *  - English: original passages and cloze texts, and hand-written vocabulary,
 *    grammar and usage items (english.ts).
 *
 * Deterministic: the same seed gives the same tests, users and sheets.
 */
export type { FullLengthQuestion, FullLengthSection, FullLengthTest } from './types';
export { fullLengthProblems } from './assemble';
export {
  generateFullLengthTests,
  ibpsPoPrelimsFullLength,
  IBPS_PO_SLUG,
  rrbNtpcCbt1FullLength,
  RRB_NTPC_SLUG,
  sscCglTier1FullLength,
  SSC_CGL_SLUG,
} from './tests';
export { generateSyntheticUsers, type SyntheticUser } from './aspirants';
export { generateAnswerSheets, questionDifficulty, questionSeconds, scoreSheet, type AnswerSheet, type SheetScore } from './answer-sheets';
