/**
 * The downloadable import templates: a small valid test (two sections, one
 * question with Hindi) written by the exporters themselves, so a template
 * always imports as it is and shows every column in use.
 */
import type { MockTestCreate } from '../../schemas/mock';
import { mockToCsv } from './csv';
import { mockToJson } from './json';

const explain = (text: string) => `${text} — explained in enough words here.`;

export const TEMPLATE_TEST: MockTestCreate = {
  name: 'My practice test',
  slug: '',
  description: 'Replace these rows with your own questions: one row per question, 5 to 100 rows.',
  category_id: 1,
  negative_marks: null,
  timer: 20,
  sections: [
    { name: 'Quantitative Aptitude', name_hi: 'मात्रात्मक योग्यता', question_count: 3, time_limit: 10, locked: false, marks_correct: 2, marks_wrong: 0.5 },
    { name: 'Reasoning', question_count: 2, time_limit: 10, locked: false, marks_correct: 2, marks_wrong: 0.5 },
  ],
  questions: [
    {
      question: 'What is 15% of 240?',
      options: ['36', '24', '32', '40'],
      correct: 0,
      explanations: [explain('15% of 240 = 240 × 15 ÷ 100 = 36'), explain('24 is 10% of 240, not 15%'), explain('32 comes from a slip in the multiplication'), explain('40 is one sixth of 240, about 16.7%')],
      question_hi: '240 का 15% कितना है?',
      options_hi: ['36', '24', '32', '40'],
      explanations_hi: ['240 × 15 ÷ 100 = 36, यही सही उत्तर है।', '24 तो 240 का 10% है, 15% नहीं।', '32 गुणा में हुई गलती से आता है।', '40 तो 240 का छठा भाग (लगभग 16.7%) है।'],
      topic: 'Percentage',
    },
    {
      question: 'A train 120 m long passes a pole in 6 seconds. What is its speed?',
      options: ['20 m/s', '72 m/s', '18 km/h', '60 km/h'],
      correct: 0,
      explanations: [explain('Speed = 120 ÷ 6 = 20 m/s'), explain('72 is the speed in km/h, not in m/s'), explain('18 km/h would be 5 m/s'), explain('60 km/h is about 16.7 m/s')],
      topic: 'Speed and distance',
    },
    {
      question: 'The average of 4, 8, 12 and 16 is:',
      options: ['8', '10', '12', '40'],
      correct: 1,
      explanations: [explain('8 is the second number, not the average'), explain('(4 + 8 + 12 + 16) ÷ 4 = 40 ÷ 4 = 10'), explain('12 is the third number, not the average'), explain('40 is the sum, not the average')],
      topic: 'Averages',
    },
    {
      question: 'Find the odd one out: 3, 5, 7, 9, 11',
      options: ['3', '5', '9', '11'],
      correct: 2,
      explanations: [explain('3 is a prime number like the others'), explain('5 is a prime number like the others'), explain('9 = 3 × 3 is the only number that is not prime'), explain('11 is a prime number like the others')],
      topic: 'Classification',
    },
    {
      question: 'If CAT is written as DBU, how is DOG written?',
      options: ['EPH', 'CNF', 'EPG', 'DPH'],
      correct: 0,
      explanations: [explain('Each letter moves one place on: D→E, O→P, G→H'), explain('CNF moves each letter back, not forward'), explain('EPG leaves the last letter unchanged'), explain('DPH leaves the first letter unchanged')],
      topic: 'Coding-decoding',
    },
  ],
};

export const templateCsv = () => mockToCsv(TEMPLATE_TEST);
/** The JSON template leaves out the slug (derived from the name on import). */
export const templateJson = () => mockToJson(TEMPLATE_TEST);
