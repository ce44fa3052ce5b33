/**
 * Live pages with their events, ads, downloadable resources and coaching
 * batches. Pure functions: no database access here.
 */
import { SUBJECT_TOPICS } from './article-bank';
import { at, BASE_DATE, DAY, HOUR, MINUTE, type Rng } from './random';
import { coverUrl } from '#core/covers.ts';

// ---------------------------------------------------------------- live pages

export interface LiveEventSeed {
  title: string;
  body: string;
  createdAt: Date;
}

export interface LivePageSeed {
  slug: string;
  title: string;
  description: string;
  status: 'live' | 'archived';
  /** The language the updates are written in (issue 27). */
  lang: 'en' | 'hi';
  createdAt: Date;
  updatedAt: Date;
  events: LiveEventSeed[];
}

interface LiveDef {
  slug: string;
  title: string;
  description: string;
  status: 'live' | 'archived';
  /** Hindi pages (issue 27); English when omitted. */
  lang?: 'hi';
  /** When the page opened, in days before BASE_DATE. */
  startDaysAgo: number;
  minEvents: number;
  /** In order; the page uses the first n. */
  events: [string, string][];
}

const LIVE_PAGES: LiveDef[] = [
  {
    slug: 'ssc-cgl-2026-tier-1-answer-key-live',
    title: 'SSC CGL 2026 Tier 1 Answer Key – Live Updates',
    description: 'Follow the release of the SSC CGL 2026 Tier 1 provisional answer key, the objection window and how to calculate your score.',
    status: 'live',
    startDaysAgo: 1.5,
    minEvents: 8,
    events: [
      ['Live blog opened', 'We are tracking the SSC CGL 2026 Tier 1 answer key. This page will be updated as soon as there is news.'],
      ['Answer key expected on the official website', 'The provisional answer key and response sheets are published on the Commission’s website. Keep your roll number and password ready.'],
      ['How to calculate your score', 'Each correct answer carries 2 marks and 0.50 marks are deducted for every wrong answer. Unattempted questions carry no marks.'],
      ['Provisional answer key released', 'The provisional answer key is now available along with candidates’ response sheets. Log in with your registration details to view them.'],
      ['Objection window open', 'Candidates can challenge answers online by paying the prescribed fee per question. Attach a clear reason and a source for each challenge.'],
      ['Heavy traffic on the website', 'Many candidates report slow loading. Try again after some time rather than refreshing repeatedly.'],
      ['Shift-wise difficulty so far', 'Candidate feedback suggests the paper was moderate overall, with quantitative aptitude the most time-consuming section.'],
      ['Normalisation reminder', 'Scores from different shifts are normalised before the result, so raw scores can move up or down slightly.'],
      ['Expected cut-off discussion', 'Cut-offs depend on vacancies, difficulty and the number of candidates. We will publish an expected range once the objection window closes.'],
      ['Tip: save your response sheet', 'Download and save your response sheet as a PDF. It may not be available once the window closes.'],
      ['Objection window closing soon', 'The last date for objections is approaching. Submit any challenges well before the deadline.'],
      ['What comes next', 'After the objections are reviewed, the final answer key and the Tier 1 result will follow. Start your Tier 2 preparation now.'],
    ],
  },
  {
    slug: 'upsc-prelims-2026-result-live',
    title: 'UPSC Prelims 2026 Result Live',
    description: 'Live updates on the UPSC Civil Services Preliminary Examination 2026 result, the cut-off and the road to the Mains.',
    status: 'live',
    startDaysAgo: 4,
    minEvents: 5,
    events: [
      ['Live coverage begins', 'We are following the UPSC CSE Prelims 2026 result. Refresh this page for the latest updates.'],
      ['Where to check the result', 'The result is published as a PDF list of roll numbers of qualified candidates on the Commission’s website.'],
      ['Result declared', 'The list of candidates who qualified for the Civil Services (Main) Examination is now available.'],
      ['How to search your roll number', 'Open the PDF and use your browser’s find function to search for your roll number.'],
      ['CSAT is qualifying', 'Paper II (CSAT) is qualifying at 33%. Only Paper I marks decide the merit for the Mains.'],
      ['Detailed Application Form next', 'Qualified candidates must fill the Detailed Application Form (DAF-I) for the Mains within the notified window.'],
      ['Cut-off marks', 'Category-wise cut-off marks are usually published only after the final result of the whole examination.'],
      ['Mains strategy', 'With the Mains about three months away, focus on answer writing, the essay paper and your optional subject.'],
    ],
  },
  {
    slug: 'ibps-po-mains-2026-live-analysis',
    title: 'IBPS PO Mains 2026 Live Analysis',
    description: 'Section-by-section analysis of the IBPS PO Mains 2026 as candidates come out of the exam hall.',
    status: 'live',
    startDaysAgo: 0.5,
    minEvents: 6,
    events: [
      ['Analysis starts', 'The IBPS PO Mains is under way. We will update this page after each section with candidate feedback.'],
      ['Reporting time reminder', 'Reach the centre before the reporting time with your call letter, a photo ID and its photocopy.'],
      ['Reasoning and Computer Aptitude', 'Candidates found the puzzles lengthy; the computer aptitude questions were mostly direct.'],
      ['Data Analysis and Interpretation', 'The caselet and table-based sets were calculation-heavy. Careful selection of sets was the key.'],
      ['General, Economy and Banking Awareness', 'Questions covered monetary policy, recent schemes and banking terms, with a good share from the last six months.'],
      ['English Language', 'Reading comprehension passages were on the economy and technology. Para jumbles were moderate.'],
      ['Descriptive paper', 'The descriptive test had one essay and one letter. Stick to the word limit and plan before writing.'],
      ['Overall difficulty', 'Early feedback puts the overall level at moderate to difficult.'],
      ['Good attempts (indicative)', 'Good attempts depend on accuracy as much as number; a quarter of the marks is deducted for each wrong answer.'],
      ['Next steps', 'Start preparing for the interview and keep your documents ready for verification.'],
    ],
  },
  {
    slug: 'rrb-ntpc-2025-cbt-1-result-live-blog',
    title: 'RRB NTPC 2025 CBT-1 Result – Live Blog',
    description: 'Archived coverage of the RRB NTPC 2025 CBT-1 result and the shortlist for CBT-2.',
    status: 'archived',
    startDaysAgo: 150,
    minEvents: 5,
    events: [
      ['Live blog opened', 'We are tracking the RRB NTPC CBT-1 result across all regional boards.'],
      ['Result links on regional websites', 'Each Railway Recruitment Board publishes its own result and shortlist. Use your region’s official website.'],
      ['Result declared', 'The CBT-1 result and the list of candidates shortlisted for CBT-2 are now available.'],
      ['Scorecards', 'Individual scorecards with normalised marks can be checked by logging in with your registration number.'],
      ['Shortlisting explained', 'Candidates are shortlisted for CBT-2 in a multiple of the vacancies, post-wise and category-wise.'],
      ['CBT-2 preparation', 'CBT-2 has the same subjects at a higher level. Revise general awareness and practise mathematics daily.'],
      ['Blog archived', 'This live blog is now closed. Thank you for following along.'],
    ],
  },
  {
    slug: 'ssc-gd-constable-2026-admit-card-live-hindi',
    title: 'एसएससी जीडी कांस्टेबल 2026 एडमिट कार्ड – लाइव अपडेट',
    description: 'एसएससी जीडी कांस्टेबल परीक्षा 2026 के एडमिट कार्ड, परीक्षा शहर की सूचना और परीक्षा के दिन के निर्देशों पर ताज़ा अपडेट।',
    status: 'live',
    lang: 'hi',
    startDaysAgo: 1,
    minEvents: 7,
    events: [
      ['लाइव ब्लॉग शुरू', 'हम एसएससी जीडी कांस्टेबल 2026 के एडमिट कार्ड से जुड़ी हर ख़बर इस पेज पर देंगे। ताज़ा जानकारी के लिए पेज रिफ्रेश करते रहें।'],
      ['परीक्षा शहर की सूचना जारी', 'क्षेत्रीय वेबसाइटों पर परीक्षा शहर की सूचना (सिटी स्लिप) उपलब्ध है। इससे आप परीक्षा से पहले यात्रा की योजना बना सकते हैं।'],
      ['एडमिट कार्ड कैसे डाउनलोड करें', 'अपने क्षेत्र की आधिकारिक वेबसाइट खोलें, पंजीकरण संख्या और जन्म तिथि डालें और एडमिट कार्ड डाउनलोड करके उसका प्रिंट निकाल लें।'],
      ['एडमिट कार्ड जारी', 'कई क्षेत्रों के एडमिट कार्ड अब डाउनलोड किए जा सकते हैं। नाम, फ़ोटो, परीक्षा की तारीख़ और रिपोर्टिंग समय ध्यान से जाँचें।'],
      ['परीक्षा पैटर्न याद रखें', 'कंप्यूटर आधारित परीक्षा में 80 प्रश्न 160 अंकों के होते हैं और समय 60 मिनट है। हर गलत उत्तर पर 0.50 अंक काटे जाते हैं।'],
      ['परीक्षा के दिन क्या ले जाएँ', 'एडमिट कार्ड के साथ मूल फ़ोटो पहचान पत्र ज़रूर ले जाएँ। मोबाइल फ़ोन और इलेक्ट्रॉनिक उपकरण परीक्षा केंद्र में ले जाना मना है।'],
      ['वेबसाइट धीमी चल रही है', 'एक साथ बहुत से उम्मीदवारों के लॉग इन करने से वेबसाइट धीमी है। थोड़ी देर बाद दोबारा कोशिश करें।'],
      ['आख़िरी हफ़्ते की रणनीति', 'नया टॉपिक शुरू करने की बजाय रोज़ एक मॉक टेस्ट दें और सामान्य ज्ञान के नोट्स दोहराएँ।'],
      ['आगे क्या', 'परीक्षा के बाद उत्तर कुंजी और फिर परिणाम जारी होगा। सफल उम्मीदवारों को शारीरिक दक्षता परीक्षा (PET/PST) के लिए बुलाया जाएगा।'],
    ],
  },
  {
    slug: 'rrb-group-d-2026-pariksha-vishleshan-live',
    title: 'आरआरबी ग्रुप डी 2026 परीक्षा विश्लेषण – लाइव',
    description: 'आरआरबी ग्रुप डी 2026 की हर शिफ़्ट के बाद उम्मीदवारों की प्रतिक्रिया पर आधारित विषयवार विश्लेषण।',
    status: 'live',
    lang: 'hi',
    startDaysAgo: 3,
    minEvents: 5,
    events: [
      ['विश्लेषण शुरू', 'आरआरबी ग्रुप डी की परीक्षा जारी है। हर शिफ़्ट के बाद हम यहाँ विषयवार विश्लेषण देंगे।'],
      ['पहली शिफ़्ट: गणित', 'गणित के प्रश्न मध्यम स्तर के रहे। सरलीकरण, प्रतिशत और समय-कार्य से सबसे अधिक प्रश्न पूछे गए।'],
      ['पहली शिफ़्ट: सामान्य विज्ञान', 'भौतिकी और जीव विज्ञान से सीधे प्रश्न आए। कक्षा 10 की एनसीईआरटी पढ़ने वाले उम्मीदवारों को आसानी रही।'],
      ['रीजनिंग', 'सिलोजिज़्म, कोडिंग-डिकोडिंग और वेन आरेख के प्रश्न आसान से मध्यम रहे।'],
      ['सामान्य जागरूकता', 'करेंट अफेयर्स में खेल, पुरस्कार और सरकारी योजनाओं से प्रश्न पूछे गए।'],
      ['कुल मिलाकर स्तर', 'उम्मीदवारों के अनुसार पेपर आसान से मध्यम रहा। गलत उत्तर पर एक-तिहाई अंक कटता है, इसलिए अनुमान से उत्तर देने से बचें।'],
      ['अगली शिफ़्ट के लिए सलाह', 'रिपोर्टिंग समय से पहले पहुँचें और गणित के लंबे प्रश्न आख़िर के लिए छोड़ें।'],
    ],
  },
];

export function generateLivePages(rng: Rng): LivePageSeed[] {
  return LIVE_PAGES.map((def) => {
    const n = rng.int(def.minEvents, def.events.length);
    const chosen = [...def.events.slice(0, n - 1), def.events[def.events.length - 1]];
    let t = BASE_DATE.getTime() - def.startDaysAgo * DAY;
    const createdAt = new Date(t);
    const events = chosen.map(([title, body]) => {
      t += rng.int(10, def.status === 'archived' ? 600 : 120) * MINUTE;
      return { title, body, createdAt: new Date(Math.min(t, BASE_DATE.getTime() - MINUTE)) };
    });
    // Keep events strictly increasing even when squeezed before BASE_DATE.
    for (let i = 1; i < events.length; i++) {
      if (events[i].createdAt <= events[i - 1].createdAt) events[i].createdAt = new Date(events[i - 1].createdAt.getTime() + MINUTE);
    }
    return {
      slug: def.slug,
      title: def.title,
      description: def.description,
      status: def.status,
      lang: def.lang ?? 'en',
      createdAt,
      updatedAt: events[events.length - 1].createdAt,
      events,
    };
  });
}

// ---------------------------------------------------------------- ads

export interface AdSeed {
  uuid: string;
  title: string;
  body: string;
  imageUrl: string | null;
  textUrl: string;
  active: boolean;
  kind: 'house' | 'network';
  createdAt: Date;
  updatedAt: Date;
}

/** Ads link to site paths; images are local files under public/ads/. */
export function generateAds(rng: Rng, seriesSlugs: string[]): AdSeed[] {
  const seriesPath = (i: number) => (seriesSlugs[i] ? `/series/${seriesSlugs[i]}` : '/series');
  const rows: Omit<AdSeed, 'uuid' | 'createdAt' | 'updatedAt'>[] = [
    {
      title: 'Free Mock Tests Every Week',
      body: 'Timed tests on the latest SSC, Banking and Railways patterns, with an explanation for every option.',
      imageUrl: '/ads/house-1.svg',
      textUrl: '/mock-test',
      active: true,
      kind: 'house',
    },
    {
      title: 'Join the Crash Course Series',
      body: 'Revise a whole subject in a few focused articles, one step at a time.',
      imageUrl: '/ads/house-2.svg',
      textUrl: seriesPath(0),
      active: true,
      kind: 'house',
    },
    {
      title: 'Download Previous Year Papers',
      body: 'Solved papers and practice sets for UPSC, SSC, Banking and Railways exams.',
      imageUrl: null,
      textUrl: '/resource',
      active: true,
      kind: 'house',
    },
    {
      title: 'Answer Keys and Results, Live',
      body: 'Follow answer keys, results and exam analysis as they happen.',
      imageUrl: '/ads/house-3.svg',
      textUrl: '/live',
      active: true,
      kind: 'house',
    },
    {
      title: 'Quick Revision, One Series at a Time',
      body: 'Short, exam-oriented notes you can finish in a single sitting.',
      imageUrl: null,
      textUrl: seriesPath(1),
      active: true,
      kind: 'house',
    },
    {
      title: 'Festive Offer on Test Series',
      body: 'This campaign has ended.',
      imageUrl: '/ads/house-4.svg',
      textUrl: '/mock-test',
      active: false,
      kind: 'house',
    },
    {
      title: 'Ad network slot',
      body: 'Placeholder for the third-party ad network used in the home feed.',
      imageUrl: null,
      textUrl: '/',
      active: true,
      kind: 'network',
    },
  ];
  return rows.map((r, i) => {
    const createdAt = at(-(90 - i * 9) * DAY);
    return { ...r, uuid: rng.uuid(), createdAt, updatedAt: createdAt };
  });
}

// ---------------------------------------------------------------- resources

export interface BookLinkSeed {
  label: string;
  downloadCount: number;
  createdAt: Date;
}

export interface BookSeed {
  title: string;
  /** The subject the title names; null for a book about the whole exam (e.g. 'SSC CGL Previous Year Papers'). */
  subject: string | null;
  author: string;
  description: string;
  year: number;
  coverImage: string | null;
  category: string;
  exam: string;
  createdAt: Date;
  updatedAt: Date;
  links: BookLinkSeed[];
}

export const RESOURCE_CATEGORIES = ['Books', 'Previous Year Papers', 'Notes', 'Practice Sets'];
export const RESOURCE_EXAMS = ['UPSC CSE', 'SSC CGL', 'SSC CHSL', 'IBPS PO', 'SBI Clerk', 'RRB NTPC', 'RRB Group D', 'State PSC'];

export const EXAM_SUBJECTS: Record<string, string[]> = {
  'UPSC CSE': ['Indian Polity', 'Modern History', 'Indian Geography', 'Indian Economy', 'Environment', 'Ethics'],
  'SSC CGL': ['Quantitative Aptitude', 'Reasoning', 'English', 'General Awareness'],
  'SSC CHSL': ['Quantitative Aptitude', 'Reasoning', 'English', 'General Awareness'],
  'IBPS PO': ['Quantitative Aptitude', 'Reasoning Ability', 'English Language', 'Banking Awareness'],
  'SBI Clerk': ['Numerical Ability', 'Reasoning Ability', 'English Language', 'Financial Awareness'],
  'RRB NTPC': ['Mathematics', 'General Intelligence', 'General Awareness'],
  'RRB Group D': ['Mathematics', 'General Science', 'Reasoning', 'General Awareness'],
  'State PSC': ['State History and Culture', 'Indian Polity', 'Geography', 'Current Affairs'],
};

const BOOK_TITLES: Record<string, string[]> = {
  Books: ['{exam} {subject}: Concepts and Practice', 'A Complete Guide to {subject} for {exam}', '{subject} Handbook for {exam}'],
  'Previous Year Papers': ['{exam} Previous Year Papers {y0}–{y1} (Solved)', '{exam} {subject}: Chapter-wise Solved Papers'],
  Notes: ['{exam} {subject} Short Notes', 'Quick Revision Notes: {subject} for {exam}'],
  'Practice Sets': ['{exam} {n} Practice Sets ({year} Edition)', '{exam} Sectional Practice Sets: {subject}'],
};

/**
 * Every (exam, topic) a seeded book's cover can show: the exam's subjects, and
 * the resource categories for books about the whole exam. The site builds one
 * cover for each (src/pages/covers/[exam]/[topic].svg.ts).
 */
export function coverTopics(): { exam: string; topic: string }[] {
  return RESOURCE_EXAMS.flatMap((exam) => [...EXAM_SUBJECTS[exam], ...RESOURCE_CATEGORIES].map((topic) => ({ exam, topic })));
}

const AUTHORS = [
  'Exam Portal Editorial Team', 'R. K. Verma', 'Anita Sharma', 'S. Iyer', 'Pooja Nair', 'Vikram Singh',
  'M. Khan', 'P. Das', 'Neha Gupta', 'Arjun Mehta', 'K. Reddy', 'Farah Siddiqui',
];

const LINK_LABELS = ['PDF (English)', 'PDF (Hindi)', 'Answer Key (PDF)', 'Sample Chapter (PDF)'];

export function generateBooks(rng: Rng, count = 30): BookSeed[] {
  const titles = new Set<string>();
  const books: BookSeed[] = [];
  for (let i = 0; books.length < count; i++) {
    if (i > count * 50) throw new Error('could not generate distinct book titles');
    const category = RESOURCE_CATEGORIES[books.length % RESOURCE_CATEGORIES.length];
    const exam = rng.pick(RESOURCE_EXAMS);
    const subject = rng.pick(EXAM_SUBJECTS[exam]);
    const year = rng.int(2019, 2026);
    const y1 = Math.min(year, 2025);
    const template = rng.pick(BOOK_TITLES[category]);
    const named = template.includes('{subject}') ? subject : null;
    const title = template
      .replace('{exam}', exam)
      .replace('{subject}', subject)
      .replace('{y0}', String(y1 - rng.int(4, 9)))
      .replace('{y1}', String(y1))
      .replace('{n}', String(rng.pick([10, 15, 20, 25, 30])))
      .replace('{year}', String(year));
    if (titles.has(title)) continue;
    titles.add(title);
    // Every book has a cover that matches it: its subject, or its kind when it covers the whole exam.
    const cover = coverUrl(exam, named ?? category);
    const createdAt = at(-rng.int(20, 700) * DAY);
    // Each link gets its file when the seed stores the demo downloads (db/seed/downloads.ts).
    const links = rng.sample(LINK_LABELS, rng.int(1, 3)).map((label) => ({
      label,
      downloadCount: Math.floor(Math.exp(rng.next() * 9)),
      createdAt,
    }));
    books.push({
      title,
      subject: named,
      author: rng.pick(AUTHORS),
      description: describeBook(rng, category, exam, named),
      year,
      coverImage: cover,
      category,
      exam,
      createdAt,
      updatedAt: createdAt,
      links,
    });
  }
  return books;
}

function describeBook(rng: Rng, category: string, exam: string, subject: string | null): string {
  const lead: Record<string, string> = subject
    ? {
        Books: `Covers the ${exam} ${subject} syllabus from the basics, with worked examples after every chapter.`,
        'Previous Year Papers': `Solved ${exam} papers with detailed explanations, arranged so you can see how ${subject} questions have changed.`,
        Notes: `Concise ${subject} notes for ${exam}, written for the last weeks of revision.`,
        'Practice Sets': `Sectional practice sets for ${exam} ${subject} in the latest pattern, with answers and solutions.`,
      }
    : {
        Books: `Covers the whole ${exam} syllabus from the basics, with worked examples after every chapter.`,
        'Previous Year Papers': `Solved ${exam} papers with detailed explanations for every section, so you can see how the questions have changed.`,
        Notes: `Concise notes for every ${exam} section, written for the last weeks of revision.`,
        'Practice Sets': `Full-length practice sets in the latest ${exam} pattern, with answers and solutions.`,
      };
  const extra = rng.pick([
    'Suitable for first-time aspirants and repeaters alike.',
    'Includes tips on time management and common mistakes.',
    'Each chapter ends with a short self-test.',
    'Bilingual edition available.',
    'Updated for the latest pattern.',
  ]);
  return `${lead[category]} ${extra}`;
}

// ---------------------------------------------------------------- batches

export interface BatchSessionSeed {
  position: number;
  title: string;
  subject: string;
  scheduledAt: Date;
  durationMinutes: number;
}

export interface BatchSeed {
  category: string;
  examSlug: string;
  number: number;
  title: string;
  description: string;
  language: string;
  startsOn: Date;
  endsOn: Date;
  seats: number;
  enrolled: number;
  createdAt: Date;
  updatedAt: Date;
  sessions: BatchSessionSeed[];
}

export const BATCH_CATEGORIES: { slug: string; name: string }[] = [
  { slug: 'ssc', name: 'SSC' },
  { slug: 'banking', name: 'Banking' },
  { slug: 'railways', name: 'Railways' },
  { slug: 'upsc', name: 'UPSC' },
];

const BATCH_EXAMS: { category: string; examSlug: string; exam: string; count: number; subjects: string[] }[] = [
  { category: 'ssc', examSlug: 'cgl', exam: 'SSC CGL', count: 3, subjects: ['Quantitative Aptitude', 'Reasoning Ability', 'English Language', 'General Awareness'] },
  { category: 'ssc', examSlug: 'chsl', exam: 'SSC CHSL', count: 2, subjects: ['Quantitative Aptitude', 'Reasoning Ability', 'English Language', 'General Awareness'] },
  { category: 'banking', examSlug: 'po', exam: 'IBPS PO', count: 3, subjects: ['Quantitative Aptitude', 'Reasoning Ability', 'English Language', 'Banking Awareness'] },
  { category: 'banking', examSlug: 'clerk', exam: 'IBPS Clerk', count: 2, subjects: ['Quantitative Aptitude', 'Reasoning Ability', 'English Language', 'Computer Knowledge'] },
  { category: 'railways', examSlug: 'ntpc', exam: 'RRB NTPC', count: 2, subjects: ['Quantitative Aptitude', 'Reasoning Ability', 'General Awareness', 'General Science'] },
  { category: 'upsc', examSlug: 'cse', exam: 'UPSC CSE', count: 2, subjects: ['Indian Polity', 'History', 'Geography', 'Indian Economy', 'Environment and Ecology'] },
];

/** Midnight India time (18:30 UTC the day before) `days` days from BASE_DATE. */
function istMidnight(days: number): Date {
  const d = new Date(BASE_DATE.getTime() + days * DAY);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - 5.5 * HOUR);
}

export function generateBatches(rng: Rng): BatchSeed[] {
  const out: BatchSeed[] = [];
  for (const def of BATCH_EXAMS) {
    for (let number = 1; number <= def.count; number++) {
      // Batch 1 is the oldest; the last batch of each exam is still to start.
      const startDays = number === def.count ? rng.int(10, 40) : -(def.count - number) * rng.int(45, 75);
      const startsOn = istMidnight(startDays);
      const sessionCount = rng.int(6, 12);
      const gapDays = rng.pick([2, 3, 7]);
      const sessions: BatchSessionSeed[] = [];
      for (let p = 1; p <= sessionCount; p++) {
        const subject = def.subjects[(p - 1) % def.subjects.length];
        const topics = SUBJECT_TOPICS[subject] ?? [subject];
        sessions.push({
          position: p,
          title: `${rng.pick(topics)}${rng.chance(0.3) ? ': Practice and Doubts' : ''}`,
          subject,
          // 6:00 pm India time.
          scheduledAt: new Date(startsOn.getTime() + (p - 1) * gapDays * DAY + 18 * HOUR),
          durationMinutes: rng.pick([60, 90, 120]),
        });
      }
      const last = sessions[sessions.length - 1].scheduledAt;
      const endsOn = new Date(istMidnight(Math.ceil((last.getTime() - BASE_DATE.getTime()) / DAY) + 1).getTime());
      const seats = rng.pick([60, 80, 100, 120, 150, 200]);
      const upcoming = startsOn > BASE_DATE;
      const enrolled = upcoming ? rng.int(Math.floor(seats * 0.2), Math.floor(seats * 0.7)) : rng.int(Math.floor(seats * 0.6), seats);
      const createdAt = new Date(Math.min(startsOn.getTime() - rng.int(20, 40) * DAY, BASE_DATE.getTime() - DAY));
      const language = rng.pick(['English', 'Hindi', 'Bilingual']);
      out.push({
        category: def.category,
        examSlug: def.examSlug,
        number,
        title: `${def.exam} 2027 – Batch ${number}`,
        description: `${sessionCount} live sessions covering ${def.subjects.slice(0, -1).join(', ')} and ${def.subjects[def.subjects.length - 1]}, with a mock test after every module. Taught in ${language}.`,
        language,
        startsOn,
        endsOn: endsOn < startsOn ? startsOn : endsOn,
        seats,
        enrolled,
        createdAt,
        updatedAt: createdAt,
        sessions,
      });
    }
  }
  return out;
}
