/**
 * Word banks for the demo blog: categories, exams, subjects and their topics,
 * exam patterns, and sentence/heading templates per kind of article. Combined by
 * the seeded PRNG in articles.ts.
 */

export interface CategoryDef {
  name: string;
  /** Relative share of the generated articles. */
  weight: number;
  exams: string[];
  subjects: string[];
  /** Kind weights override (missing kinds use DEFAULT_KIND_WEIGHTS). */
  kinds?: Partial<Record<ArticleKind, number>>;
}

export type ArticleKind =
  | 'syllabus'
  | 'pattern'
  | 'strategy'
  | 'topic'
  | 'studyplan'
  | 'current'
  | 'cutoff'
  | 'notification'
  | 'analysis'
  | 'mistakes'
  | 'books'
  | 'pyq';

export const DEFAULT_KIND_WEIGHTS: Record<ArticleKind, number> = {
  syllabus: 1,
  pattern: 1,
  strategy: 3,
  topic: 4,
  studyplan: 1.5,
  current: 0.5,
  cutoff: 1,
  notification: 1,
  analysis: 1,
  mistakes: 1.5,
  books: 1,
  pyq: 1.5,
};

/** Blog categories. More than 8 on purpose (the footer shows at most 8); one needs URL encoding. */
export const BLOG_CATEGORIES: CategoryDef[] = [
  {
    name: 'UPSC',
    weight: 16,
    exams: ['UPSC CSE', 'UPSC Prelims', 'UPSC Mains', 'UPSC CAPF AC', 'UPSC EPFO'],
    subjects: ['Indian Polity', 'History', 'Geography', 'Indian Economy', 'Environment and Ecology', 'Essay and Answer Writing', 'Ethics', 'General Science'],
  },
  {
    name: 'SSC',
    weight: 16,
    exams: ['SSC CGL', 'SSC CHSL', 'SSC MTS', 'SSC GD Constable', 'SSC CPO', 'SSC Stenographer'],
    subjects: ['Quantitative Aptitude', 'Reasoning Ability', 'English Language', 'General Awareness', 'Computer Knowledge'],
  },
  {
    name: 'Banking',
    weight: 14,
    exams: ['IBPS PO', 'IBPS Clerk', 'SBI PO', 'SBI Clerk', 'RBI Grade B', 'IBPS RRB PO', 'RBI Assistant'],
    subjects: ['Quantitative Aptitude', 'Reasoning Ability', 'English Language', 'Banking Awareness', 'Computer Knowledge', 'Indian Economy'],
  },
  {
    name: 'Railways',
    weight: 11,
    exams: ['RRB NTPC', 'RRB Group D', 'RRB ALP', 'RRB JE', 'RPF Constable'],
    subjects: ['Quantitative Aptitude', 'Reasoning Ability', 'General Awareness', 'General Science'],
  },
  {
    name: 'State PSC',
    weight: 9,
    exams: ['UPPSC', 'BPSC', 'MPPSC', 'RPSC RAS', 'MPSC', 'TNPSC Group 1', 'WBCS', 'KPSC'],
    subjects: ['Indian Polity', 'History', 'Geography', 'Indian Economy', 'General Awareness', 'Essay and Answer Writing'],
  },
  {
    name: 'Current Affairs',
    weight: 12,
    exams: ['UPSC', 'SSC', 'Banking', 'Railways', 'State PSC'],
    subjects: ['General Awareness', 'Indian Economy', 'Banking Awareness', 'Environment and Ecology', 'General Science'],
    kinds: { current: 10, topic: 1, strategy: 1, syllabus: 0, pattern: 0, cutoff: 0, notification: 0, analysis: 0, books: 0.5, pyq: 1, studyplan: 0.5 },
  },
  {
    name: 'Defence',
    weight: 6,
    exams: ['NDA', 'CDS', 'AFCAT', 'Agniveer Vayu', 'Indian Navy SSR', 'Territorial Army'],
    subjects: ['Elementary Mathematics', 'English Language', 'General Awareness', 'General Science', 'Physical Fitness'],
  },
  {
    name: 'Teaching',
    weight: 6,
    exams: ['CTET', 'KVS PRT', 'KVS TGT', 'DSSSB TGT', 'UPTET', 'REET', 'NVS TGT'],
    subjects: ['Child Development and Pedagogy', 'Quantitative Aptitude', 'English Language', 'Environment and Ecology', 'General Awareness'],
  },
  {
    name: 'General Studies & GK',
    weight: 6,
    exams: ['SSC and Railways', 'UPSC and State PSC', 'Banking Exams', 'All Government Exams', 'Defence Exams'],
    subjects: ['History', 'Geography', 'Indian Polity', 'General Science', 'General Awareness', 'Indian Economy'],
    kinds: { topic: 6, pyq: 2, mistakes: 1, strategy: 1, syllabus: 0, pattern: 0, cutoff: 0, notification: 0, analysis: 0, studyplan: 0.5 },
  },
  {
    name: 'Police',
    weight: 4,
    exams: ['Delhi Police Constable', 'UP Police Constable', 'Bihar Police SI', 'Rajasthan Police Constable', 'MP Police Constable'],
    subjects: ['Reasoning Ability', 'General Awareness', 'Quantitative Aptitude', 'Physical Fitness'],
  },
];

export const SUBJECT_TOPICS: Record<string, string[]> = {
  'Quantitative Aptitude': [
    'Percentages', 'Profit and Loss', 'Simple Interest', 'Compound Interest', 'Time and Work', 'Time, Speed and Distance',
    'Ratio and Proportion', 'Averages', 'Number System', 'Simplification', 'Data Interpretation', 'Mensuration',
    'Algebra', 'Trigonometry', 'Geometry', 'Mixtures and Alligation', 'Pipes and Cisterns', 'Boats and Streams',
    'Quadratic Equations', 'Number Series', 'Partnership', 'Discount', 'HCF and LCM', 'Approximation',
  ],
  'Elementary Mathematics': [
    'Algebra', 'Trigonometry', 'Heights and Distances', 'Geometry', 'Mensuration', 'Statistics', 'Number System',
    'Matrices and Determinants', 'Probability', 'Coordinate Geometry', 'Calculus Basics', 'Logarithms',
  ],
  'Reasoning Ability': [
    'Coding-Decoding', 'Blood Relations', 'Direction Sense', 'Syllogism', 'Seating Arrangement', 'Puzzles',
    'Inequalities', 'Series Completion', 'Analogy', 'Classification', 'Input-Output', 'Statement and Conclusion',
    'Order and Ranking', 'Non-Verbal Reasoning', 'Data Sufficiency', 'Alphanumeric Series', 'Mirror and Water Images',
  ],
  'English Language': [
    'Reading Comprehension', 'Cloze Test', 'Error Spotting', 'Sentence Improvement', 'Para Jumbles', 'Fill in the Blanks',
    'Synonyms and Antonyms', 'Idioms and Phrases', 'One-Word Substitution', 'Active and Passive Voice',
    'Direct and Indirect Speech', 'Spelling Correction', 'Subject-Verb Agreement', 'Vocabulary Building',
  ],
  'General Awareness': [
    'Static GK', 'Current Affairs', 'Indian History', 'Indian Geography', 'Indian Polity', 'Indian Economy',
    'General Science', 'Awards and Honours', 'Sports', 'Books and Authors', 'Important Days', 'Government Schemes',
    'National Parks', 'Dances and Festivals', 'International Organisations',
  ],
  'Indian Polity': [
    'The Preamble', 'Fundamental Rights', 'Directive Principles of State Policy', 'Fundamental Duties', 'Parliament',
    'The President', 'Prime Minister and Council of Ministers', 'The Supreme Court', 'High Courts', 'Emergency Provisions',
    'Constitutional Amendments', 'Panchayati Raj', 'The Election Commission', 'The CAG', 'Centre-State Relations',
    'Citizenship', 'Schedules of the Constitution',
  ],
  History: [
    'Indus Valley Civilisation', 'The Vedic Period', 'The Mauryan Empire', 'The Gupta Period', 'The Delhi Sultanate',
    'The Mughal Empire', 'Bhakti and Sufi Movements', 'The Revolt of 1857', 'The Indian National Congress',
    'Gandhian Movements', 'Governors-General and Viceroys', 'Socio-Religious Reform Movements', 'Art and Culture',
    'The Vijayanagara Empire', 'The Maratha Empire',
  ],
  Geography: [
    'Physiography of India', 'Indian Rivers', 'Monsoon and Climate', 'Soils of India', 'Natural Vegetation',
    'Agriculture and Cropping Patterns', 'Minerals and Industries', 'World Physical Geography',
    'National Parks and Wildlife Sanctuaries', 'Map-Based Questions', 'Transport and Ports', 'Population and Census',
  ],
  'Indian Economy': [
    'National Income', 'Inflation', 'Monetary Policy', 'Fiscal Policy and the Budget', 'Banking Sector Reforms',
    'Money and Capital Markets', 'Poverty and Unemployment', 'Planning and NITI Aayog', 'External Sector',
    'GST and Taxation', 'Financial Inclusion', 'Agriculture and Food Security',
  ],
  'Banking Awareness': [
    'Functions of the RBI', 'Repo Rate, CRR and SLR', 'Types of Bank Accounts', 'NPAs and Basel Norms',
    'UPI, NEFT, RTGS and IMPS', 'Financial Inclusion Schemes', 'Negotiable Instruments', 'Priority Sector Lending',
    'Small Finance and Payments Banks', 'Banking Terms and Abbreviations', 'Deposit Insurance', 'Monetary Policy Committee',
  ],
  'General Science': [
    'Laws of Motion', 'The Human Body', 'Diseases and Nutrition', 'Chemistry in Everyday Life', 'The Periodic Table',
    'Light and Sound', 'Electricity and Magnetism', 'Acids, Bases and Salts', 'Space Missions', 'Biotechnology',
    'Cell Biology', 'Work, Energy and Power',
  ],
  'Environment and Ecology': [
    'Biodiversity', 'Climate Change', 'Environmental Conventions', 'Protected Areas', 'Pollution', 'Wetlands and Ramsar Sites',
    'Environmental Impact Assessment', 'Ecosystems and Food Chains', 'Renewable Energy', 'Conservation Projects',
  ],
  'Essay and Answer Writing': [
    'Structuring an Answer', 'Introductions and Conclusions', 'Using Data and Examples', 'Diagrams and Flowcharts',
    'Essay Themes', 'Time Management in the Mains', 'Writing for Case Studies', 'Answer Review Techniques',
  ],
  Ethics: [
    'Ethics and Human Interface', 'Attitude', 'Aptitude and Foundational Values', 'Emotional Intelligence',
    'Moral Thinkers', 'Probity in Governance', 'Case Studies', 'Public Service Values',
  ],
  'Computer Knowledge': [
    'Computer Fundamentals', 'MS Office', 'Internet and Networking', 'Computer Abbreviations', 'Cyber Security',
    'Operating Systems', 'Database Basics', 'Input and Output Devices', 'Memory and Storage',
  ],
  'Child Development and Pedagogy': [
    "Piaget's Theory of Cognitive Development", "Vygotsky's Sociocultural Theory", 'Inclusive Education',
    'Learning and Motivation', 'Assessment and Evaluation', 'Multiple Intelligences', "Kohlberg's Moral Development",
    'Learning Difficulties', 'Progressive Education', 'Gender and Schooling',
  ],
  'Physical Fitness': [
    'The Running Test', 'Height and Chest Standards', 'Six-Week Training Plans', 'The Medical Examination',
    'Diet for Fitness Tests', 'Long Jump and High Jump', 'Injury Prevention',
  ],
};

/** Known exam patterns (as published for recent cycles) for the pattern/cut-off tables. */
export interface PatternRow {
  section: string;
  questions: string;
  marks: string;
  time: string;
}
export interface ExamPattern {
  stage: string;
  rows: PatternRow[];
  total: { questions: string; marks: string; time: string };
  negative: string;
  totalMarks: number;
}

export const EXAM_PATTERNS: Record<string, ExamPattern> = {
  'SSC CGL': {
    stage: 'Tier 1',
    rows: [
      { section: 'General Intelligence and Reasoning', questions: '25', marks: '50', time: '' },
      { section: 'General Awareness', questions: '25', marks: '50', time: '' },
      { section: 'Quantitative Aptitude', questions: '25', marks: '50', time: '' },
      { section: 'English Comprehension', questions: '25', marks: '50', time: '' },
    ],
    total: { questions: '100', marks: '200', time: '60 minutes' },
    negative: '0.50 marks for each wrong answer',
    totalMarks: 200,
  },
  'SSC CHSL': {
    stage: 'Tier 1',
    rows: [
      { section: 'English Language', questions: '25', marks: '50', time: '' },
      { section: 'General Intelligence', questions: '25', marks: '50', time: '' },
      { section: 'Quantitative Aptitude', questions: '25', marks: '50', time: '' },
      { section: 'General Awareness', questions: '25', marks: '50', time: '' },
    ],
    total: { questions: '100', marks: '200', time: '60 minutes' },
    negative: '0.50 marks for each wrong answer',
    totalMarks: 200,
  },
  'IBPS PO': {
    stage: 'Preliminary Exam',
    rows: [
      { section: 'English Language', questions: '30', marks: '30', time: '20 minutes' },
      { section: 'Quantitative Aptitude', questions: '35', marks: '35', time: '20 minutes' },
      { section: 'Reasoning Ability', questions: '35', marks: '35', time: '20 minutes' },
    ],
    total: { questions: '100', marks: '100', time: '60 minutes' },
    negative: 'one quarter of the marks of the question for each wrong answer',
    totalMarks: 100,
  },
  'SBI Clerk': {
    stage: 'Preliminary Exam',
    rows: [
      { section: 'English Language', questions: '30', marks: '30', time: '20 minutes' },
      { section: 'Numerical Ability', questions: '35', marks: '35', time: '20 minutes' },
      { section: 'Reasoning Ability', questions: '35', marks: '35', time: '20 minutes' },
    ],
    total: { questions: '100', marks: '100', time: '60 minutes' },
    negative: 'one quarter of the marks of the question for each wrong answer',
    totalMarks: 100,
  },
  'IBPS Clerk': {
    stage: 'Preliminary Exam',
    rows: [
      { section: 'English Language', questions: '30', marks: '30', time: '20 minutes' },
      { section: 'Numerical Ability', questions: '35', marks: '35', time: '20 minutes' },
      { section: 'Reasoning Ability', questions: '35', marks: '35', time: '20 minutes' },
    ],
    total: { questions: '100', marks: '100', time: '60 minutes' },
    negative: 'one quarter of the marks of the question for each wrong answer',
    totalMarks: 100,
  },
  'RRB NTPC': {
    stage: 'CBT 1',
    rows: [
      { section: 'General Awareness', questions: '40', marks: '40', time: '' },
      { section: 'Mathematics', questions: '30', marks: '30', time: '' },
      { section: 'General Intelligence and Reasoning', questions: '30', marks: '30', time: '' },
    ],
    total: { questions: '100', marks: '100', time: '90 minutes' },
    negative: 'one third of a mark for each wrong answer',
    totalMarks: 100,
  },
  'RRB Group D': {
    stage: 'CBT',
    rows: [
      { section: 'Mathematics', questions: '25', marks: '25', time: '' },
      { section: 'General Intelligence and Reasoning', questions: '30', marks: '30', time: '' },
      { section: 'General Science', questions: '25', marks: '25', time: '' },
      { section: 'General Awareness and Current Affairs', questions: '20', marks: '20', time: '' },
    ],
    total: { questions: '100', marks: '100', time: '90 minutes' },
    negative: 'one third of a mark for each wrong answer',
    totalMarks: 100,
  },
  'UPSC Prelims': {
    stage: 'General Studies Papers I and II',
    rows: [
      { section: 'General Studies Paper I', questions: '100', marks: '200', time: '2 hours' },
      { section: 'General Studies Paper II (CSAT, qualifying at 33%)', questions: '80', marks: '200', time: '2 hours' },
    ],
    total: { questions: '180', marks: '400', time: '4 hours' },
    negative: 'one third of the marks of the question for each wrong answer',
    totalMarks: 200,
  },
  CTET: {
    stage: 'Paper I',
    rows: [
      { section: 'Child Development and Pedagogy', questions: '30', marks: '30', time: '' },
      { section: 'Language I', questions: '30', marks: '30', time: '' },
      { section: 'Language II', questions: '30', marks: '30', time: '' },
      { section: 'Mathematics', questions: '30', marks: '30', time: '' },
      { section: 'Environmental Studies', questions: '30', marks: '30', time: '' },
    ],
    total: { questions: '150', marks: '150', time: '2 hours 30 minutes' },
    negative: 'no negative marking',
    totalMarks: 150,
  },
  AFCAT: {
    stage: 'Online Test',
    rows: [
      {
        section: 'General Awareness, Verbal Ability in English, Numerical Ability, Reasoning and Military Aptitude',
        questions: '100',
        marks: '300',
        time: '2 hours',
      },
    ],
    total: { questions: '100', marks: '300', time: '2 hours' },
    negative: 'one mark for each wrong answer (three marks for a correct one)',
    totalMarks: 300,
  },
  NDA: {
    stage: 'Written Exam',
    rows: [
      { section: 'Mathematics', questions: '120', marks: '300', time: '2 hours 30 minutes' },
      { section: 'General Ability Test', questions: '150', marks: '600', time: '2 hours 30 minutes' },
    ],
    total: { questions: '270', marks: '900', time: '5 hours' },
    negative: 'one third of the marks of the question for each wrong answer',
    totalMarks: 900,
  },
};
// The UPSC CSE pattern article describes the same preliminary papers.
EXAM_PATTERNS['UPSC CSE'] = { ...EXAM_PATTERNS['UPSC Prelims'], stage: 'Preliminary Examination' };

export const YEARS = [2025, 2026, 2027];
export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
/** Values of {n}: titles promising n items get a list of exactly n (the banks hold at least 10). */
export const COUNTS = [5, 6, 7, 8, 10];
export const DAY_PLANS = [15, 21, 30, 45, 60, 90, 100, 120];

/** Title templates per kind. {exam} {subject} {topic} {year} {n} {days} {month} {week} {y0} {y1} {stage} */
export const TITLES: Record<ArticleKind, string[]> = {
  syllabus: [
    '{exam} {year} Syllabus: {subject} Topic-wise Breakdown',
    '{exam} {subject} Syllabus {year} – Complete Topic List with Weightage',
    'Detailed {subject} Syllabus for {exam} {year}',
    '{exam} {year} {subject} Syllabus: What to Study and What to Skip',
    '{exam} Syllabus {year} Decoded: {subject} Chapter by Chapter',
    'New {exam} {year} Syllabus for {subject}: Changes and Weightage',
  ],
  pattern: [
    '{exam} {year} Exam Pattern Explained: Sections, Marks and Timing',
    '{exam} {stage} Pattern {year}: Marking Scheme and Negative Marking',
    '{exam} {year} {stage}: Section-wise Questions, Marks and Time',
    'Understanding the {exam} {year} Exam Pattern Before You Start',
    '{exam} {stage} {year}: Pattern, Sectional Timing and Scoring Strategy',
  ],
  strategy: [
    'How to Prepare {subject} for {exam} {year} in {days} Days',
    '{exam} {subject} Strategy: {n} Tips That Actually Work',
    'How to Score High in {subject} in {exam} {year}',
    '{exam} {year}: A Smart Strategy for {subject} Beginners',
    '{subject} for {exam}: How Working Aspirants Can Prepare',
    '{exam} {year} Preparation Without Coaching: {subject} Roadmap',
    'Cracking {exam} {subject} in the First Attempt: {n} Practical Steps',
    'How to Improve Accuracy in {exam} {subject}',
    'Speed vs Accuracy in {exam} {subject}: Finding the Balance',
    'Last {days} Days Revision Strategy for {exam} {year} {subject}',
  ],
  topic: [
    '{topic}: Concepts, Shortcuts and Practice for {exam}',
    '{topic} for {exam} {year}: A Complete Guide',
    '{topic} Made Easy for {exam} Aspirants',
    '{exam} {subject}: How to Master {topic}',
    '{topic} – Important Questions and Tricks for {exam}',
    '{topic} in {exam}: Concepts, Examples and Common Traps',
    'Quick Revision Notes on {topic} for {exam}',
    'Must-Know Points on {topic} for {exam} {year}',
    '{topic} Explained Step by Step for {exam}',
    'Solving {topic} Questions Faster in {exam} {year}',
  ],
  studyplan: [
    '{days}-Day Study Plan for {exam} {year}',
    '{days}-Day {subject} Study Plan for {exam}',
    'Weekly Timetable for {exam} {year} Aspirants: {subject} Focus',
    '{exam} {year} Daily Routine: A {days}-Day Plan That Balances {subject}',
    'Month-by-Month Plan to Finish {subject} for {exam} {year}',
  ],
  current: [
    'Current Affairs {month} {myear}: {n} Key Themes for {exam} Exams',
    'Weekly Current Affairs Digest – {month} Week {week}, {myear} ({exam})',
    'Monthly Current Affairs Capsule: {month} {myear} for {exam} Aspirants',
    '{subject} Current Affairs – {month} {myear} Summary for {exam}',
    '{month} {myear} Current Affairs Revision: {subject} for {exam}',
    'Current Affairs Quiz Notes: {month} Week {week}, {myear} ({subject})',
  ],
  cutoff: [
    '{exam} {year} Cut-Off: Category-wise Expected Marks',
    '{exam} Previous Year Cut-Offs ({y0}–{y1}) and Trend Analysis',
    '{exam} {year} Expected Cut-Off After the {stage}',
    'What Score Is Safe in {exam} {year}? Cut-Off Trends Explained',
  ],
  notification: [
    '{exam} {year} Notification: Eligibility, Age Limit and Important Dates',
    '{exam} {year} Application Form: Fee, Documents and How to Apply',
    '{exam} {year} Vacancies, Eligibility and Selection Process',
    '{exam} {year} Exam Calendar: Tentative Dates and What to Do Now',
  ],
  analysis: [
    '{exam} {year} {subject} Paper Analysis: Difficulty Level and Good Attempts',
    '{exam} {year} {stage} Analysis: {subject} Section Review',
    '{exam} {year} Memory-Based Review: {subject} Topics That Were Asked',
  ],
  mistakes: [
    '{n} Common Mistakes in {exam} {subject} and How to Avoid Them',
    'Why Aspirants Lose Marks in {exam} {subject}: {n} Mistakes',
    'Avoid These {n} {subject} Mistakes Before {exam} {year}',
  ],
  books: [
    'Best Books for {exam} {subject} Preparation ({year} Edition)',
    'How to Choose Study Material for {exam} {subject}',
    '{exam} {year} Booklist: {subject} Resources That Are Enough',
  ],
  pyq: [
    '{exam} {subject} Previous Year Questions: Must-Solve Topics',
    'What {exam} Previous Year Papers Reveal About {subject}',
    '{exam} {subject} PYQ Analysis ({y0}–{y1}): Topic-wise Trends',
    '{topic}: Previous Year Questions from {exam} with Solutions',
  ],
};

/** Titles for articles that are only a notice, with no body (they exercise the 'Read More!' fallback). */
export const NOTICE_TITLES = [
  'Notice: {exam} {year} Admit Card Released',
  'Notice: {exam} {year} Exam City Slip Available',
  'Notice: {exam} {year} Application Window Extended',
];

export const INTROS: Record<ArticleKind, string[]> = {
  syllabus: [
    'The {exam} syllabus for {subject} looks long on paper, but the questions come from a predictable set of topics year after year.',
    'Before buying a single book for {exam}, read the official {subject} syllabus line by line and mark what you already know.',
    'A clear picture of the {subject} syllabus is the foundation of any serious {exam} {year} plan, because it tells you where the marks are.',
    'Many aspirants start {subject} without checking the {exam} syllabus and end up spending weeks on chapters that are never asked.',
  ],
  pattern: [
    'The {exam} {year} exam pattern decides how you should divide your time, so it is worth understanding every section before you start.',
    'Knowing the number of questions, the sectional timing and the negative marking in {exam} lets you plan your attempt instead of guessing.',
    'The pattern of {exam} has stayed broadly stable in recent cycles, which makes previous papers a reliable guide for {year}.',
  ],
  strategy: [
    '{subject} can either be your scoring section in {exam} or the one that pulls your total down; the difference is almost always method, not talent.',
    'Aspirants who clear {exam} rarely study more hours than others; they study {subject} in a more deliberate way.',
    'This strategy for {exam} {year} {subject} is built around three ideas: cover the high-weightage topics first, practise against the clock, and revise in cycles.',
    'If {subject} feels overwhelming for {exam}, break it into small, measurable goals and track them every week.',
  ],
  topic: [
    '{topic} is one of the most frequently tested areas of {subject} in {exam}, and a few clear ideas cover most of the questions.',
    'Questions on {topic} appear in almost every {exam} paper, so it pays to learn the core concepts and the standard question types.',
    'This guide explains {topic} from the basics, shows the patterns examiners like, and ends with a practice routine for {exam}.',
    'Once you understand the logic behind {topic}, most {exam} questions on it can be solved in under a minute.',
  ],
  studyplan: [
    'A realistic plan beats an ambitious one: this {days}-day schedule for {exam} leaves room for revision and mock tests.',
    'The plan below assumes four to six hours of study a day and splits the {exam} syllabus so that {subject} gets steady attention.',
    'Consistency matters more than long hours; this {exam} timetable is designed so that you can keep it going for {days} days.',
  ],
  current: [
    'Current affairs carry real weight in {exam} papers, and revising them month by month is far easier than cramming at the end.',
    'This capsule collects the themes from {month} {myear} that are most likely to be tested in {exam} exams, with notes on what to remember.',
    'Instead of reading every headline, focus on the events that connect to the static syllabus; that is what {exam} questions usually do.',
  ],
  cutoff: [
    'Cut-offs for {exam} move with the number of vacancies, the difficulty of the paper and the number of candidates, so a single number is never the full story.',
    'Looking at several years of {exam} cut-offs together shows a trend that is far more useful than any one year in isolation.',
    'A safe score in {exam} is always a little above the expected cut-off, because normalisation and sectional limits can shift the final list.',
  ],
  notification: [
    'The {exam} {year} notification is the only authoritative source for eligibility, fees and dates, so read it in full before applying.',
    'Applying for {exam} {year} takes less than an hour if your documents are ready; this checklist covers what you will need.',
    'Every year some eligible candidates miss {exam} because of small errors in the application form; here is how to avoid that.',
  ],
  analysis: [
    'The {exam} {year} {subject} section was balanced overall, with a mix of direct questions and a few lengthy ones that rewarded careful selection.',
    'Candidates who appeared in {exam} {year} reported that {subject} tested concepts more than calculation speed this time.',
    'This review of the {exam} {year} {subject} section is based on candidate feedback and is meant to guide future attempts.',
  ],
  mistakes: [
    'Most marks lost in {exam} {subject} are not lost to difficult questions but to avoidable errors.',
    'After reviewing hundreds of mock attempts, the same {subject} mistakes show up again and again among {exam} aspirants.',
    'Knowing what not to do is as valuable as knowing what to do, especially in a negatively marked exam like {exam}.',
  ],
  books: [
    'The right study material for {exam} {subject} is the one you finish and revise several times, not the longest one on the shelf.',
    'Book lists for {exam} keep growing every year; this guide keeps it short and explains why each resource earns its place.',
    'Before adding another book for {subject}, check whether your current notes and previous papers already cover the {exam} syllabus.',
  ],
  pyq: [
    'Previous year questions are the closest thing to a syllabus map for {exam} {subject}: they show exactly how topics are framed.',
    'Solving {exam} previous papers early, not just at the end, tells you which {subject} topics deserve the most time.',
    'A topic-wise study of {exam} questions from {y0} to {y1} shows clear patterns in {subject}.',
  ],
};

export const HEADINGS: Record<ArticleKind, string[]> = {
  syllabus: ['Topic-wise Syllabus', 'High-Weightage Topics', 'Topics You Can Revise Quickly', 'How the Syllabus Maps to Questions', 'Where to Start', 'Syllabus Overlap with Other Exams'],
  pattern: ['Section-wise Pattern', 'Marking Scheme and Negative Marking', 'Sectional Timing', 'How to Plan Your Attempt', 'What Changed Recently'],
  strategy: ['Start with the Weightage', 'Build Concepts Before Speed', 'Practise with a Timer', 'Revise in Short Cycles', 'Analyse Every Mock Test', 'Keep a Mistake Notebook', 'The Final Month'],
  topic: ['Core Concepts', 'Types of Questions Asked', 'Shortcuts Worth Learning', 'Common Traps', 'Worked Approach', 'Practice Routine', 'Quick Revision Points'],
  studyplan: ['How the Plan Works', 'Weekly Breakdown', 'Daily Routine', 'Revision Slots', 'Mock Test Schedule', 'Adjusting the Plan'],
  current: ['Economy and Banking', 'Government Schemes and Policies', 'Science and Technology', 'Environment', 'Sports and Awards', 'International Relations', 'How to Revise This Month'],
  cutoff: ['Expected Cut-Off', 'Factors That Decide the Cut-Off', 'Trend Over the Years', 'What Is a Safe Score?', 'Normalisation Explained'],
  notification: ['Important Dates', 'Eligibility', 'Application Fee', 'Documents Required', 'How to Apply', 'Selection Process'],
  analysis: ['Overall Difficulty', 'Topic-wise Distribution', 'Good Attempts', 'What Aspirants Should Learn from This Paper'],
  mistakes: ['Mistakes in Preparation', 'Mistakes in the Exam Hall', 'Mistakes in Revision', 'How to Fix Them'],
  books: ['Foundation Material', 'Practice Books', 'Previous Year Papers', 'Online Resources', 'How to Use These Resources'],
  pyq: ['Topic-wise Trends', 'Frequently Repeated Areas', 'How to Practise Previous Papers', 'Sample Questions to Try'],
};

/** Generic sentence pools, combined into paragraphs. */
export const SENTENCES: Record<string, string[]> = {
  concept: [
    'Most mistakes in {topic} come from misreading what is given, not from a lack of knowledge.',
    'Group the facts of {topic} into a few categories; a structure is far easier to recall than a list.',
    'For {topic}, the NCERT-level explanation is usually enough to answer the direct questions.',
    'Check every formula or fact in {topic} against a solved example before you rely on it.',
    'Whenever a new idea in {topic} confuses you, look for a simpler case and build up from there.',
    'Start {topic} from the definitions and make sure you can explain each idea in your own words.',
    'In {topic}, most questions test one or two core ideas dressed up in different language.',
    'Write a one-page summary of {topic} with the formulas, facts and exceptions you tend to forget.',
    'When a question on {topic} looks unfamiliar, reduce it to the basic concept it is really testing.',
    'Understanding why a rule in {topic} works makes it much easier to apply under exam pressure.',
    'Link {topic} to {topic2}; examiners often combine the two in a single question.',
    'A common error in {topic} is to memorise shortcuts without knowing when they apply.',
    'Use examples from previous {exam} papers to see how {topic} is actually framed.',
    'Draw a simple diagram or table for {topic}; visual notes are faster to revise.',
    'Do not skip the basics of {topic} even if they look easy; the tricky questions are built on them.',
  ],
  practice: [
    'Choose questions on {topic} from previous {exam} papers first, then move to fresh practice sets.',
    'A short daily set of ten questions on {topic} keeps the method fresh without taking much time.',
    'Time yourself on {topic}: if a question takes more than two minutes, study the faster method.',
    'Compare your solution with the model answer even when you are right; there is often a quicker path.',
    'Alternate between {subject} topics in a session so that you learn to switch quickly, as you must in the exam.',
    'Solve at least twenty questions on {topic} before moving to the next chapter.',
    'Practise {subject} in timed sets of fifteen to twenty minutes to build exam stamina.',
    'After every practice set, note the questions you got wrong and the reason for each error.',
    'Mix easy, moderate and difficult questions in each session so that your practice looks like the real {exam} paper.',
    'Revisit the questions you got wrong after three days and again after a week.',
    'Sectional tests on {subject} are the best way to find out which topics still need work.',
    'Aim for accuracy above ninety per cent in practice before you push for speed.',
    'Use a stopwatch: knowing how long you spend on each {subject} question changes how you attempt the paper.',
    'Attempt full-length mock tests every week from the second month onwards.',
    'Keep a separate list of questions that took too long, even if you solved them correctly.',
  ],
  revision: [
    'Keep a single list of the facts in {subject} that you keep forgetting and read it every morning.',
    'Spaced revision of {topic}, after one day, one week and one month, fixes it in long-term memory.',
    'Mark the questions in your practice books that you got wrong; they make the best revision material.',
    'Before a mock test, spend fifteen minutes revising formulas and facts from {subject}.',
    'Make a one-page mind map of {subject} and redraw it from memory once a week.',
    'Revise {topic} within twenty-four hours of studying it, then again at the end of the week.',
    'Short daily revision of {subject} beats one long session on the weekend.',
    'Make your notes brief enough that the whole of {subject} can be revised in two or three hours.',
    'Flashcards work well for facts in {subject}, especially dates, articles and terms.',
    'In the last month before {exam}, stop adding new material and focus on revision.',
    'Revise from your own notes and marked previous questions rather than from fresh books.',
    'Teach {topic} to a friend or explain it aloud; gaps in understanding become obvious quickly.',
    'Schedule one revision day every week and protect it from new topics.',
  ],
  exam: [
    'Decide in advance the order in which you will attempt the sections of {exam}.',
    'If two options look correct, read the question again; the difference is usually in one word.',
    'Leave five minutes at the end to review the questions you marked.',
    'Do not change an answer without a clear reason; first instincts based on knowledge are usually right.',
    'In the {exam} exam hall, read every question fully before looking at the options.',
    'Attempt the questions you are sure of first, then return to the ones you marked for review.',
    'With negative marking, an educated guess is worth it only when you can eliminate two options.',
    'Do not spend more than ninety seconds on a single question in the first round.',
    'Keep an eye on the clock at the end of each section rather than after every question.',
    'Stay calm if the first few questions are difficult; the paper usually has easier questions later.',
    'Check that you have marked the option you intended before moving on.',
    'A steady pace across the paper scores better than a fast start and a rushed finish.',
  ],
  motivation: [
    'Take one day off every two weeks to rest; you will come back sharper.',
    'Write down why you want to clear {exam} and read it on the days when motivation is low.',
    'Study with a fixed timetable; decisions about what to study next waste energy.',
    'Celebrate small wins, such as finishing a chapter or beating last week’s mock score.',
    'Preparation for {exam} is a long process, and steady progress matters more than perfect days.',
    'Track your weekly mock scores; the trend tells you far more than any single result.',
    'Set aside time for rest and exercise, because a tired mind makes careless mistakes.',
    'Comparing your preparation with others rarely helps; compare it with where you were last month.',
    'Small daily targets, met consistently, add up to a complete syllabus in a few months.',
    'Every aspirant has weak areas; the ones who succeed deal with them early instead of avoiding them.',
  ],
  current: [
    'For each event, note who, what, where and why it matters for the static syllabus.',
    'Questions on government schemes usually ask about the ministry, the launch year and the target group.',
    'Economy questions often ask about the repo rate, inflation projections and GDP growth estimates announced in the monetary policy review.',
    'For sports events, remember the venue, the winner and any record that was set.',
    'Appointments and awards are easy marks if you revise them every week in a short list.',
    'International summits are usually asked with their host city and the theme of the meeting.',
    'Science and space news is often linked to the mission name, the agency and the objective.',
    'Environment news connects directly to conventions, protected areas and species in the static syllabus.',
    'Reports and indices are asked by the publishing organisation and India’s rank or position.',
    'Keep one page per month for current affairs and revise the previous three months every week.',
  ],
  admin: [
    'Always confirm eligibility, fees and dates from the official notification on the conducting body’s website.',
    'Keep scanned copies of your photograph, signature and certificates in the sizes the form asks for.',
    'Check the age limit and the relaxation available to your category as on the cut-off date in the notification.',
    'Fill the form well before the last date; servers are often slow in the final days.',
    'Note your registration number and password in a safe place; you will need them for the admit card.',
    'Read the instructions on document verification carefully so that nothing is missing later.',
  ],
  cutoff: [
    'The number of vacancies is the biggest single factor behind the cut-off.',
    'A tougher paper usually lowers the cut-off, even if the number of candidates rises.',
    'Normalisation across shifts can move individual scores by a few marks in either direction.',
    'Sectional cut-offs mean that a strong total cannot compensate for one very weak section.',
    'Category-wise cut-offs differ, so compare your score with the figure for your own category.',
    'Aim for a score well above the expected cut-off instead of targeting it exactly.',
  ],
};

export const STEPS = [
  'Download the official syllabus and mark every topic as strong, average or weak.',
  'Collect the last five years of previous papers and classify the questions by topic.',
  'Finish the high-weightage topics of {subject} first.',
  'Make short notes for {subject} while you study, not afterwards.',
  'Practise topic-wise questions until your accuracy is consistently high.',
  'Start sectional tests once half the syllabus is complete.',
  'Take one full-length mock test a week and analyse it the same day.',
  'Maintain a mistake notebook and revise it every Sunday.',
  'Revise all of {subject} at least three times before {exam}.',
  'In the final two weeks, focus on mocks, revision and sleep.',
  'Keep a fixed daily slot for current affairs.',
  'Track the time you spend per question in every mock test.',
];

export const MISTAKES = [
  'Starting with the toughest topics and losing motivation early.',
  'Collecting too many books and finishing none of them.',
  'Ignoring previous year papers until the last month.',
  'Taking mock tests without analysing them.',
  'Attempting every question even with negative marking.',
  'Spending too long on one difficult question in the exam.',
  'Skipping revision to cover new topics.',
  'Memorising formulas without practising their use.',
  'Leaving current affairs for the final week.',
  'Not reading the question and options completely.',
  'Neglecting a weak section because another section feels easier.',
  'Studying late into the night just before the exam.',
];

export const QUOTES = [
  'Revise what you have studied before you study something new. The marks are in what you remember on exam day.',
  'A mock test is not a judgement; it is information. Use it to decide what to study next.',
  'Accuracy first, speed second. Speed comes naturally once the concepts are clear.',
  'The syllabus is finite. Finish it once, then make it stronger every time you revise.',
  'Previous year papers are the examiner’s own words. Learn how they ask before you worry about what they might ask.',
  'Consistency beats intensity: four focused hours every day are worth more than twelve hours once a week.',
  'Never leave the exam hall wondering whether you read the question properly. Read it twice.',
];

export const CURRENT_THEMES: { heading: string; note: string; tips: string[] }[] = [
  {
    heading: 'Monetary Policy',
    note: 'Note the policy repo rate, the stance of the Monetary Policy Committee and the inflation and growth projections for the year.',
    tips: [
      'The Monetary Policy Committee meets six times a year, and each review is a likely source of questions.',
      'Learn the difference between the repo rate, the standing deposit facility and the marginal standing facility.',
      'A change in the CRR or the SLR is asked as often as a change in the repo rate.',
    ],
  },
  {
    heading: 'Union Budget and Fiscal Data',
    note: 'Remember the fiscal deficit target, major allocations and new schemes announced for the year.',
    tips: [
      'Budget questions usually test the fiscal deficit target as a share of GDP and the largest allocations.',
      'Note any change in income tax slabs, because it is asked in almost every exam that follows.',
      'Separate announcements made in the Budget from those made in the Economic Survey.',
    ],
  },
  {
    heading: 'Government Schemes',
    note: 'For each scheme, learn the ministry, the beneficiaries and the main benefit.',
    tips: [
      'A short table with the scheme, its ministry, the launch year and the beneficiaries covers most questions.',
      'Watch for schemes that are extended or merged; examiners like to ask about the latest form.',
      'Link every scheme to the relevant part of the static syllabus, such as health, agriculture or education.',
    ],
  },
  {
    heading: 'Space and Science',
    note: 'Record mission names, launch vehicles and the purpose of each mission.',
    tips: [
      'For each ISRO launch, note the launch vehicle, the satellite and its orbit.',
      'International missions are asked with the space agency and the target planet or body.',
      'Science questions often connect a discovery or award to a basic concept from the syllabus.',
    ],
  },
  {
    heading: 'Sports',
    note: 'List tournaments with venues, winners and any Indian medal or record.',
    tips: [
      'Keep the venue, the winner and the runner-up of each major tournament together.',
      'Indian medal winners at international events are among the most frequently asked facts.',
      'Note the next host cities of major events; they are asked well before the event takes place.',
    ],
  },
  {
    heading: 'Awards and Honours',
    note: 'Keep the award, the field and the recipient together in one line.',
    tips: [
      'National awards are asked with the field of work and the year.',
      'For international prizes, note Indian-origin recipients separately.',
      'Literary awards are often combined with the language or the title of the book.',
    ],
  },
  {
    heading: 'Appointments',
    note: 'Note the post, the person and the organisation; heads of regulators are asked often.',
    tips: [
      'Heads of the RBI, SEBI and other regulators are asked more than any other appointments.',
      'Note new heads of international organisations and the country they come from.',
      'Appointments to constitutional posts connect directly to the polity syllabus.',
    ],
  },
  {
    heading: 'Reports and Indices',
    note: 'Remember the publishing body and India’s rank or score.',
    tips: [
      'Each index is asked by its publisher first and India’s position second.',
      'Note whether India moved up or down compared with the previous edition.',
      'Do not confuse similar indices published by different organisations.',
    ],
  },
  {
    heading: 'Environment',
    note: 'Link news to conventions, protected areas and the species involved.',
    tips: [
      'New Ramsar sites, tiger reserves and national parks are asked with their state.',
      'Climate conferences are asked with the host city and the main outcome.',
      'IUCN status changes for Indian species are a favourite of examiners.',
    ],
  },
  {
    heading: 'International Relations',
    note: 'Note summits, host cities, agreements and the countries involved.',
    tips: [
      'Summits are asked with the host country and the theme of the meeting.',
      'Bilateral agreements are asked with the partner country and the sector.',
      'Note new members of international groupings and who holds their presidency.',
    ],
  },
  {
    heading: 'Defence',
    note: 'Exercises are asked with the partner countries and the type of exercise.',
    tips: [
      'For each joint exercise, remember the partner country and whether it is an army, navy or air force exercise.',
      'Indigenous weapons and platforms are asked with the developing organisation.',
      'New commissions of ships and aircraft are a regular source of questions.',
    ],
  },
  {
    heading: 'Banking and Finance',
    note: 'Track changes in rules for deposits, payments and lending announced by the regulators.',
    tips: [
      'New RBI rules on payments, deposits and lending are asked in every banking exam.',
      'Mergers and licences for banks and payment companies are frequently tested.',
      'Note new financial inclusion figures, such as accounts opened under major schemes.',
    ],
  },
];

export const CONCLUSIONS = [
  'Keep your plan simple, revise often and let your mock scores guide you. With steady work, {exam} is well within reach.',
  'Bookmark this page and return to it as you revise. Good luck with your {exam} preparation!',
  'Put these ideas into practice this week, and measure the difference in your next mock test.',
  'Use this as a checklist and adapt it to your strengths; the best plan is the one you follow every day.',
  'Share your questions in the comments, and keep practising with our free mock tests.',
];

export interface SeriesDef {
  name: string;
  slug: string;
  category: string;
  subject: string;
  exam: string;
  description: string;
  parts: string[];
}

export const SERIES: SeriesDef[] = [
  {
    name: 'UPSC Prelims Crash Course',
    slug: 'upsc-prelims-crash-course',
    category: 'UPSC',
    subject: 'General Studies',
    exam: 'UPSC Prelims',
    description: 'A focused revision course for UPSC Prelims: one article per subject with the concepts and facts that are asked most often.',
    parts: ['Indian Polity', 'Modern History', 'Indian Geography', 'Indian Economy', 'Environment and Ecology', 'Science and Technology', 'Art and Culture', 'Current Affairs Revision'],
  },
  {
    name: 'SSC CGL Quant Masterclass',
    slug: 'ssc-cgl-quant-masterclass',
    category: 'SSC',
    subject: 'Quantitative Aptitude',
    exam: 'SSC CGL',
    description: 'Quantitative Aptitude for SSC CGL from the basics to exam-level speed, one chapter at a time.',
    parts: ['Number System', 'Percentages', 'Profit and Loss', 'Simple and Compound Interest', 'Time and Work', 'Time, Speed and Distance', 'Algebra', 'Geometry and Mensuration'],
  },
  {
    name: 'Banking Awareness Capsule',
    slug: 'banking-awareness-capsule',
    category: 'Banking',
    subject: 'Banking Awareness',
    exam: 'IBPS PO',
    description: 'Short, exam-oriented notes on banking awareness for IBPS, SBI and RBI exams.',
    parts: ['The RBI and Its Functions', 'Monetary Policy Tools', 'Payment Systems in India', 'Types of Banks', 'NPAs and Asset Quality', 'Financial Inclusion Schemes'],
  },
  {
    name: 'Railway Exams General Science Series',
    slug: 'railway-general-science-series',
    category: 'Railways',
    subject: 'General Science',
    exam: 'RRB NTPC',
    description: 'General Science for RRB NTPC and Group D: physics, chemistry and biology in exam-sized pieces.',
    parts: ['Motion and Force', 'Work, Energy and Power', 'Light and Sound', 'Acids, Bases and Salts', 'The Periodic Table', 'The Human Body', 'Diseases and Nutrition'],
  },
  {
    name: 'CTET Child Pedagogy Essentials',
    slug: 'ctet-child-pedagogy-essentials',
    category: 'Teaching',
    subject: 'Child Development and Pedagogy',
    exam: 'CTET',
    description: 'The theories and classroom ideas behind CTET Child Development and Pedagogy questions.',
    parts: ["Piaget's Theory of Cognitive Development", "Vygotsky's Sociocultural Theory", "Kohlberg's Moral Development", 'Inclusive Education', 'Learning and Motivation', 'Assessment and Evaluation'],
  },
  {
    name: 'Reasoning Shortcuts Series',
    slug: 'reasoning-shortcuts-series',
    category: 'SSC',
    subject: 'Reasoning Ability',
    exam: 'SSC CGL',
    description: 'Fast, reliable methods for the reasoning topics that appear in every SSC and banking paper.',
    parts: ['Coding-Decoding', 'Blood Relations', 'Direction Sense', 'Syllogism', 'Seating Arrangement', 'Puzzles', 'Inequalities'],
  },
];
