/**
 * A few lines of real study content per subject family, for the title page
 * of the demo downloads (db/seed/downloads.ts), plus the exam pattern for
 * books that cover a whole exam. Plain ASCII and WinAnsi characters only:
 * the PDFs use the standard Helvetica font.
 */
import type { CoverFamily } from '#core/covers.ts';
import { EXAM_PATTERNS } from './article-bank';

export const STUDY_NOTES: Record<Exclude<CoverFamily, 'papers' | 'practice' | 'general'>, string[]> = {
  polity: [
    'Fundamental Rights are in Part III of the Constitution (Articles 12 to 35).',
    'Article 21 protects life and personal liberty; the Supreme Court has read the right to privacy into it.',
    'The 42nd Amendment (1976) added "socialist", "secular" and "integrity" to the Preamble.',
    'A Money Bill can be introduced only in the Lok Sabha (Article 110); the Rajya Sabha can delay it by 14 days at most.',
    'The President proclaims a national emergency under Article 352 on the written advice of the Union Cabinet.',
  ],
  history: [
    'The Revolt of 1857 began at Meerut on 10 May 1857.',
    'The Indian National Congress was founded in 1885; its first session was held in Bombay under W. C. Bonnerjee.',
    'The Battle of Plassey (1757) gave the East India Company control of Bengal.',
    'The Dandi March (12 March to 6 April 1930) began the Civil Disobedience Movement.',
    'Ashoka\'s edicts, written mostly in Prakrit in the Brahmi script, spread the idea of dhamma.',
  ],
  geography: [
    'The Tropic of Cancer passes through eight Indian states, from Gujarat to Mizoram.',
    'The Godavari is the longest river of peninsular India.',
    'India\'s standard meridian, 82 degrees 30 minutes east, passes near Mirzapur in Uttar Pradesh.',
    'Black (regur) soil holds moisture well and suits cotton; it covers much of the Deccan plateau.',
    'The south-west monsoon brings most of India\'s rainfall, between June and September.',
  ],
  economy: [
    'The repo rate is the rate at which the RBI lends to commercial banks against government securities.',
    'CRR is the share of deposits banks keep with the RBI in cash; SLR is kept by the banks themselves in liquid assets.',
    'The Reserve Bank of India was established on 1 April 1935 under the RBI Act, 1934.',
    'GST came into force on 1 July 2017, replacing many central and state indirect taxes.',
    'NITI Aayog replaced the Planning Commission on 1 January 2015.',
  ],
  environment: [
    'The Ramsar Convention on wetlands was signed in 1971 in Ramsar, Iran.',
    'Project Tiger was launched in 1973 to protect the tiger and its habitat.',
    'The Montreal Protocol (1987) phases out the substances that deplete the ozone layer.',
    'The Paris Agreement (2015) aims to hold warming well below 2 degrees Celsius above pre-industrial levels.',
    'The Western Ghats and the Himalaya are among the world\'s biodiversity hotspots.',
  ],
  ethics: [
    'Probity means integrity and uprightness in public life, beyond mere obedience to rules.',
    'The Nolan principles of public life: selflessness, integrity, objectivity, accountability, openness, honesty and leadership.',
    'Emotional intelligence is the ability to perceive, use, understand and manage emotions.',
    'In a case study, state the facts, the stakeholders, the options and the consequences of each option.',
    'Attitude has three parts: what we think (cognitive), feel (affective) and do (behavioural).',
  ],
  maths: [
    'Percentage change = (new value - old value) / old value x 100.',
    'Simple interest = P x R x T / 100; compound amount = P x (1 + R/100)^n.',
    'To convert km/h into m/s, multiply by 5/18.',
    'If A finishes a job in a days and B in b days, together they take ab / (a + b) days.',
    'Profit % = profit / cost price x 100; a loss is reckoned on the cost price too.',
  ],
  reasoning: [
    'Blood relations: draw a family tree, marking men and women differently, before answering.',
    'Direction sense: sketch the four directions first; turning right from north faces east.',
    'Syllogism: "All A are B" does not mean "All B are A".',
    'Coding-decoding: check letter positions (A = 1 to Z = 26) and their reverses (A = 26 to Z = 1).',
    'Seating arrangement: place the person with the most definite clue first, then the others around them.',
  ],
  english: [
    'Subject-verb agreement: "Each of the students has a book" (each takes a singular verb).',
    'Active to passive: "She wrote a letter" becomes "A letter was written by her".',
    'Reported speech: He said, "I am tired" becomes He said that he was tired.',
    'To bite the bullet means to face something difficult bravely.',
    'In a cloze test, read the whole passage once before filling any blank.',
  ],
  awareness: [
    'The Constitution of India came into force on 26 January 1950.',
    'National Sports Day, 29 August, marks the birthday of hockey player Major Dhyan Chand.',
    'Kaziranga National Park in Assam is known for the one-horned rhinoceros.',
    'The World Bank and the International Monetary Fund both have their headquarters in Washington, D.C.',
    'The Dronacharya Award honours sports coaches; the Arjuna Award honours sportspersons.',
  ],
  science: [
    'Newton\'s second law: force = mass x acceleration.',
    'Lack of vitamin C causes scurvy; lack of vitamin D causes rickets.',
    'Pure water has a pH of 7 at 25 degrees Celsius; acids are below 7, bases above.',
    'Sound needs a medium to travel and cannot cross a vacuum; light can.',
    'Haemoglobin in red blood cells carries oxygen from the lungs to the tissues.',
  ],
  computer: [
    '1 kilobyte is 1,024 bytes; 1 megabyte is 1,024 kilobytes.',
    'RAM is volatile and loses its data without power; ROM keeps it.',
    'HTTP stands for HyperText Transfer Protocol; HTTPS adds encryption.',
    'A firewall allows or blocks network traffic according to rules.',
    'An operating system manages memory, processes, files and devices.',
  ],
};

/** For books about a whole exam: its pattern (article-bank), else a plan that fits any exam. */
export function examNotes(exam: string): string[] {
  const pattern = EXAM_PATTERNS[exam];
  if (!pattern) {
    return [
      `Download the official ${exam} syllabus and mark every topic as strong, average or weak.`,
      'Collect the last five years of papers and classify the questions by topic.',
      'Finish the high-weightage topics first and make short notes while you study.',
      'Take one full-length mock test a week and analyse it the same day.',
      'Keep a fixed daily slot for current affairs and a notebook of your mistakes.',
    ];
  }
  return [
    `${exam} ${pattern.stage}: ${pattern.total.questions} questions, ${pattern.total.marks} marks, ${pattern.total.time}.`,
    ...pattern.rows.slice(0, 4).map((r) => `${r.section}: ${r.questions} questions, ${r.marks} marks${r.time ? `, ${r.time}` : ''}.`),
    `Negative marking: ${pattern.negative}.`,
  ];
}
