/**
 * The practice bank's catalogue (issue 30): exam (a seed mock category) →
 * subject → topic, with the Hindi names, where each topic's questions come
 * from and how many a set has. Arithmetic and reasoning come from the
 * full-length templates (the answer is computed, right by construction);
 * general awareness, banking awareness, science, blood relations and English
 * vocabulary are hand-written banks of stable facts.
 */
import {
  ages,
  average,
  averageSpeed,
  boats,
  compoundInterest,
  hcfLcm,
  mensuration,
  mixture,
  partnership,
  percentage,
  pipes,
  profitLoss,
  ratioShare,
  simpleInterest,
  simplification,
  successiveDiscount,
  timeAndWork,
  trains,
} from '../full-length/quant';
import {
  alphabetTest,
  calendar,
  classification,
  clock,
  directionSense,
  inequality,
  letterCoding,
  mathOperations,
  numberAnalogy,
  numberCoding,
  ranking,
  syllogism,
} from '../full-length/reasoning';
import { letterSeries, numberSeries } from '../full-length/series';
import type { RawQuestion, Template } from '../full-length/types';
import { BANKING_AWARENESS } from './banking-awareness';
import { BLOOD_RELATIONS_PRACTICE } from './blood-relations';
import { ANTONYMS, IDIOMS, SYNONYMS } from './english';
import { GEOGRAPHY, HISTORY, POLITY, SCIENCE } from './general-awareness';
import { RAILWAY_SCIENCE } from './general-science';

export interface PracticeTopic {
  exam: 'SSC' | 'Banking' | 'Railways';
  subject: string;
  subjectHi: string;
  topic: string;
  topicHi: string;
  /** Generated questions, the templates taken in turn … */
  templates?: Template[];
  /** … or the first `count` items of a hand-written bank. */
  bank?: RawQuestion[];
  count: number;
  /** An English-language topic: English only, as the real papers set it. */
  englishOnly?: boolean;
}

const QUANT = ['Quantitative Aptitude', 'संख्यात्मक अभियोग्यता'] as const;
const GIR = ['General Intelligence and Reasoning', 'सामान्य बुद्धि और तर्कशक्ति'] as const;
const ENGLISH = ['English Language', 'अंग्रेज़ी भाषा'] as const;
const GA = ['General Awareness', 'सामान्य जागरूकता'] as const;
const REASONING = ['Reasoning Ability', 'तर्कशक्ति क्षमता'] as const;
const BANKING = ['Banking Awareness', 'बैंकिंग जागरूकता'] as const;
const MATHS = ['Mathematics', 'गणित'] as const;
const SCI = ['General Science', 'सामान्य विज्ञान'] as const;

const topic = (
  exam: PracticeTopic['exam'],
  [subject, subjectHi]: readonly [string, string],
  name: string,
  nameHi: string,
  source: Pick<PracticeTopic, 'templates' | 'bank' | 'englishOnly'>,
  count = 12,
): PracticeTopic => ({ exam, subject, subjectHi, topic: name, topicHi: nameHi, ...source, count });

export const PRACTICE_TOPICS: PracticeTopic[] = [
  // ---------------------------------------------------------------- SSC
  topic('SSC', QUANT, 'Percentage', 'प्रतिशत', { templates: [percentage] }),
  topic('SSC', QUANT, 'Profit and Loss', 'लाभ और हानि', { templates: [profitLoss, successiveDiscount] }),
  topic('SSC', QUANT, 'Ratio and Proportion', 'अनुपात और समानुपात', { templates: [ratioShare, partnership, ages] }),
  topic('SSC', QUANT, 'Time and Work', 'समय और कार्य', { templates: [timeAndWork, pipes] }),
  topic('SSC', QUANT, 'Simple and Compound Interest', 'साधारण और चक्रवृद्धि ब्याज', { templates: [simpleInterest, compoundInterest] }),
  topic('SSC', QUANT, 'Average', 'औसत', { templates: [average] }),
  topic('SSC', GIR, 'Analogy', 'सादृश्यता', { templates: [numberAnalogy] }),
  topic('SSC', GIR, 'Coding-Decoding', 'कूट-लेखन', { templates: [letterCoding, numberCoding] }),
  topic('SSC', GIR, 'Series', 'श्रृंखला', { templates: [numberSeries, letterSeries] }),
  topic('SSC', GIR, 'Blood Relations', 'रक्त संबंध', { bank: BLOOD_RELATIONS_PRACTICE }, 10),
  topic('SSC', GIR, 'Direction Sense', 'दिशा ज्ञान', { templates: [directionSense] }),
  topic('SSC', ENGLISH, 'Synonyms', 'समानार्थी शब्द', { bank: SYNONYMS, englishOnly: true }, 10),
  topic('SSC', ENGLISH, 'Antonyms', 'विलोम शब्द', { bank: ANTONYMS, englishOnly: true }, 10),
  topic('SSC', ENGLISH, 'Idioms and Phrases', 'मुहावरे और वाक्यांश', { bank: IDIOMS, englishOnly: true }, 10),
  topic('SSC', GA, 'Indian Polity', 'भारतीय राजव्यवस्था', { bank: POLITY }, 10),
  topic('SSC', GA, 'History', 'इतिहास', { bank: HISTORY }, 10),
  topic('SSC', GA, 'Geography', 'भूगोल', { bank: GEOGRAPHY }, 10),
  topic('SSC', GA, 'General Science', 'सामान्य विज्ञान', { bank: SCIENCE }, 10),
  // ---------------------------------------------------------------- Banking
  topic('Banking', QUANT, 'Simplification', 'सरलीकरण', { templates: [simplification] }),
  topic('Banking', QUANT, 'Arithmetic', 'अंकगणित', { templates: [mixture, boats, partnership, ages, successiveDiscount] }, 15),
  topic('Banking', QUANT, 'Number Series', 'संख्या श्रृंखला', { templates: [numberSeries] }),
  topic('Banking', REASONING, 'Inequality', 'असमानता', { templates: [inequality] }),
  topic('Banking', REASONING, 'Syllogism', 'न्याय निगमन', { templates: [syllogism] }),
  topic('Banking', REASONING, 'Order and Ranking', 'क्रम और रैंकिंग', { templates: [ranking, alphabetTest] }),
  topic('Banking', BANKING, 'Banking Awareness', 'बैंकिंग जागरूकता', { bank: BANKING_AWARENESS }, 12),
  // ---------------------------------------------------------------- Railways
  topic('Railways', MATHS, 'Speed, Time and Distance', 'चाल, समय और दूरी', { templates: [trains, averageSpeed, boats] }),
  topic('Railways', MATHS, 'Mensuration', 'क्षेत्रमिति', { templates: [mensuration] }),
  topic('Railways', MATHS, 'HCF and LCM', 'म.स. और ल.स.', { templates: [hcfLcm] }),
  topic('Railways', GIR, 'Classification', 'वर्गीकरण', { templates: [classification] }),
  topic('Railways', GIR, 'Clock and Calendar', 'घड़ी और कैलेंडर', { templates: [clock, calendar] }),
  topic('Railways', GIR, 'Mathematical Operations', 'गणितीय संक्रियाएँ', { templates: [mathOperations] }),
  topic('Railways', SCI, 'General Science', 'सामान्य विज्ञान', { bank: RAILWAY_SCIENCE }, 12),
];
