/**
 * Blog categories, series and articles, generated from the word banks in
 * article-bank.ts with a seeded PRNG. Pure functions: no database access here.
 */
import {
  BLOG_CATEGORIES,
  CONCLUSIONS,
  COUNTS,
  CURRENT_THEMES,
  DAY_PLANS,
  DEFAULT_KIND_WEIGHTS,
  EXAM_PATTERNS,
  HEADINGS,
  INTROS,
  MISTAKES,
  MONTHS,
  NOTICE_TITLES,
  QUOTES,
  SENTENCES,
  SERIES,
  STEPS,
  SUBJECT_TOPICS,
  TITLES,
  type ArticleKind,
  type CategoryDef,
  type SeriesDef,
} from './article-bank';
import { at, BASE_DATE, DAY, HOUR, MINUTE, Rng } from './random';
import { stripTags } from '#core/format/text.ts';
import { slugify } from '#core/urls.ts';
import { capitalize, escapeHtml, fill, htmlWordCount } from './text';

export interface CategorySeed {
  name: string;
  createdAt: Date;
}

export interface SeriesSeed {
  name: string;
  slug: string;
  description: string;
  category: string;
  createdAt: Date;
  updatedAt: Date;
  /** Number of member articles actually generated. */
  size: number;
}

export interface ArticleSeed {
  slug: string;
  title: string;
  contentHtml: string;
  excerptSource: string;
  category: string;
  isSeries: boolean;
  seriesSlug: string | null;
  seriesOrder: number | null;
  visits: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface BlogSeed {
  categories: CategorySeed[];
  series: SeriesSeed[];
  articles: ArticleSeed[];
}

export const MIN_WORDS = 300;
export const MAX_WORDS = 1500;
/** Two years of articles, newest a few hours before BASE_DATE. */
const SPAN_MS = 730 * DAY;
const NEWEST_GAP_MS = 3 * HOUR;

const STAGES: Record<string, string[]> = {
  UPSC: ['Prelims', 'Mains'],
  SSC: ['Tier 1', 'Tier 2'],
  Banking: ['Prelims', 'Mains'],
  Railways: ['CBT 1', 'CBT 2'],
  'State PSC': ['Prelims', 'Mains'],
  Defence: ['Written Exam'],
  Teaching: ['Paper I', 'Paper II'],
  Police: ['Written Exam', 'Physical Test'],
};

const TOPIC_NOTES = [
  'high weightage',
  'asked almost every year',
  'scoring with practice',
  'concept-heavy',
  'quick to revise',
  'calculation-heavy',
  'often combined with other topics',
  'fact-based',
];

const QUESTION_TYPES = [
  'Direct questions that test a definition or a basic fact',
  'Application questions that need a concept used in a new situation',
  'Statement-based questions where you must judge which statements are correct',
  'Match-the-following questions that pair items from two lists',
  'Questions that combine two topics in one problem',
  'Data- or passage-based questions that reward careful reading',
  'Questions built on a common misconception, where the obvious option is wrong',
];

const GENERIC_SECTIONS: { heading: string; pool: keyof typeof SENTENCES }[] = [
  { heading: 'Practice Strategy', pool: 'practice' },
  { heading: 'Revision Plan', pool: 'revision' },
  { heading: 'Exam-Day Approach', pool: 'exam' },
  { heading: 'Staying Consistent', pool: 'motivation' },
  { heading: 'Building Strong Concepts', pool: 'concept' },
  { heading: 'Using Mock Tests Well', pool: 'practice' },
  { heading: 'Last-Month Checklist', pool: 'revision' },
  { heading: 'Managing Time in the Paper', pool: 'exam' },
  { heading: 'Handling Weak Areas', pool: 'motivation' },
  { heading: 'Making Short Notes', pool: 'revision' },
];

const CURRENT_SUBJECTS = ['General Awareness', 'Indian Economy', 'Banking Awareness', 'Environment and Ecology', 'General Science'];

/** 'The Mughal Empire' → 'the Mughal Empire', for use inside a sentence or title (capitalize() fixes a leading one). */
function inSentence(topic: string): string {
  return topic.replace(/^The /, 'the ');
}

const ANALYSIS_NOTES = [
  'Most questions were direct and could be answered quickly',
  'A few questions were lengthy and best left for the end',
  'Fact-based questions outnumbered concept-based ones',
  'Two or three questions were tricky because of close options',
  'The level was close to that of the previous year’s paper',
  'Questions on recent events featured prominently',
  'Careful reading mattered more than speed',
];

const RESOURCE_TYPES = [
  'NCERT textbooks for the basics of {subject}, read cover to cover once',
  'One standard reference book for {subject}, revised several times',
  'A chapter-wise practice book with questions at {exam} level',
  'A collection of solved {exam} previous year papers',
  'A monthly current affairs compilation from a reliable source',
  'Your own short notes, updated after every mock test',
  'A set of full-length mock tests in the latest {exam} pattern',
];

interface Vars {
  exam: string;
  subject: string;
  topic: string;
  topic2: string;
  topics: string[];
  year: number;
  y0: number;
  y1: number;
  n: number;
  days: number;
  month: string;
  /** Year of `month` (current affairs look back at the previous month). */
  myear: number;
  week: number;
  stage: string;
  category: string;
}

const records = new WeakMap<Vars, Record<string, string | number>>();
/** The placeholder values of `v` (memoised: call it only once `v` is final). */
function varsRecord(v: Vars): Record<string, string | number> {
  let rec = records.get(v);
  if (!rec) {
    const { topics: _topics, ...rest } = v;
    rec = rest;
    records.set(v, rec);
  }
  return rec;
}

/** Accumulates HTML blocks and counts the words of their text. */
class Body {
  parts: string[] = [];
  words = 0;
  hasList = false;
  add(html: string) {
    this.parts.push(html);
    this.words += htmlWordCount(html);
    if (!this.hasList && /<(ul|ol)>/.test(html)) this.hasList = true;
  }
  get html() {
    return this.parts.join('\n');
  }
}

type Block = () => string;
interface Section {
  heading: string;
  blocks: Block[];
}

function categoryByName(name: string): CategoryDef {
  const def = BLOG_CATEGORIES.find((c) => c.name === name);
  if (!def) throw new Error(`unknown blog category ${name}`);
  return def;
}

function kindWeights(def: CategoryDef): [ArticleKind[], number[]] {
  const kinds = Object.keys(DEFAULT_KIND_WEIGHTS) as ArticleKind[];
  return [kinds, kinds.map((k) => def.kinds?.[k] ?? DEFAULT_KIND_WEIGHTS[k])];
}

export class ArticleGenerator {
  private titles = new Set<string>();
  private slugs = new Set<string>();

  constructor(private rng: Rng) {}

  // ------------------------------------------------------------ text pieces

  /** Sentences already used in the current article (reset per article). */
  private used = new Set<string>();

  private sentence(pool: keyof typeof SENTENCES, v: Vars): string {
    const bank = SENTENCES[pool];
    const fresh = bank.filter((x) => !this.used.has(x));
    const s = this.rng.pick(fresh.length > 0 ? fresh : bank);
    this.used.add(s);
    // Mostly about the article's own topic; sometimes about a neighbouring one.
    const topic = this.rng.chance(0.6) ? v.topic : this.rng.pick(v.topics);
    let topic2 = this.rng.pick(v.topics);
    if (topic2 === topic) topic2 = v.topics[(v.topics.indexOf(topic2) + 1) % v.topics.length];
    return capitalize(fill(s, { ...varsRecord(v), topic, topic2 }));
  }

  private paragraph(pools: (keyof typeof SENTENCES)[], v: Vars, lead?: string, min = 3, max = 5): string {
    const count = this.rng.int(min, max);
    const out: string[] = lead ? [lead] : [];
    for (let i = 0; i < count; i++) out.push(this.sentence(this.rng.pick(pools), v));
    return `<p>${escapeHtml(out.join(' '))}</p>`;
  }

  private topicList(v: Vars): string {
    const items = this.rng.sample(v.topics, this.rng.int(4, 8)).map((t) => {
      const note = this.rng.chance(0.6) ? ` – ${this.rng.pick(TOPIC_NOTES)}` : '';
      return `<li><strong>${escapeHtml(capitalize(t))}</strong>${escapeHtml(note)}</li>`;
    });
    return `<ul>\n${items.join('\n')}\n</ul>`;
  }

  private stepsList(v: Vars, n = this.rng.int(4, 7)): string {
    const items = this.rng.sample(STEPS, n).map((s) => `<li>${escapeHtml(fill(s, varsRecord(v)))}</li>`);
    return `<ol>\n${items.join('\n')}\n</ol>`;
  }

  private plainList(items: string[], ordered = false): string {
    const tag = ordered ? 'ol' : 'ul';
    return `<${tag}>\n${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('\n')}\n</${tag}>`;
  }

  private quote(): string {
    return `<blockquote><p>${escapeHtml(this.rng.pick(QUOTES))}</p></blockquote>`;
  }

  private table(head: string[], rows: string[][], caption?: string): string {
    const th = head.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
    const body = rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('\n');
    const cap = caption ? `<caption>${escapeHtml(caption)}</caption>\n` : '';
    return `<table>\n${cap}<thead><tr>${th}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
  }

  private patternTable(exam: string): string {
    const p = EXAM_PATTERNS[exam];
    const rows = p.rows.map((r) => [r.section, r.questions, r.marks, r.time || '–']);
    rows.push(['Total', p.total.questions, p.total.marks, p.total.time]);
    return this.table(['Section', 'Questions', 'Marks', 'Time'], rows, `${exam} ${p.stage} pattern`);
  }

  private cutoffTable(v: Vars): string {
    const total = EXAM_PATTERNS[v.exam]?.totalMarks ?? 200;
    const ur = total * (0.55 + this.rng.next() * 0.2);
    const shares: [string, number][] = [
      ['General (UR)', 1],
      ['EWS', 0.97 - this.rng.next() * 0.04],
      ['OBC', 0.95 - this.rng.next() * 0.05],
      ['SC', 0.85 - this.rng.next() * 0.06],
      ['ST', 0.8 - this.rng.next() * 0.08],
    ];
    const rows = shares.map(([cat, f]) => {
      const mid = ur * f;
      return [cat, `${(mid - total * 0.02).toFixed(0)} – ${(mid + total * 0.02).toFixed(0)}`];
    });
    return this.table(['Category', `Expected cut-off (out of ${total})`], rows, `${v.exam} ${v.year}: indicative range`);
  }

  private datesTable(v: Vars): string {
    const start = this.rng.int(0, 8);
    const events = ['Notification release', 'Online application begins', 'Last date to apply', 'Admit card', 'Exam date'];
    const rows = events.map((e, i) => {
      const m = start + i + (i >= 3 ? 1 : 0);
      const year = v.year + Math.floor(m / 12);
      return [e, `${MONTHS[m % 12]} ${year} (tentative)`];
    });
    return this.table(['Event', 'Date'], rows);
  }

  private planTable(v: Vars): string {
    const weeks = Math.min(8, Math.max(3, Math.round(v.days / 7)));
    const focus = this.rng.shuffle(v.topics);
    const rows: string[][] = [];
    for (let w = 1; w <= weeks; w++) {
      const last = w === weeks;
      rows.push([
        `Week ${w}`,
        last ? 'Full revision and mock tests' : `${capitalize(focus[(w - 1) % focus.length])} and ${focus[w % focus.length]}`,
        last ? 'Two full-length mocks, analysed the same day' : `${this.rng.int(3, 6)} sectional tests`,
      ]);
    }
    return this.table(['Week', 'Focus', 'Target'], rows);
  }

  private analysisTable(v: Vars): string {
    const levels = ['Easy', 'Easy to Moderate', 'Moderate', 'Moderate to Difficult'];
    const rows = this.rng.sample(v.topics, this.rng.int(4, 7)).map((t) => [capitalize(t), String(this.rng.int(1, 6)), this.rng.pick(levels)]);
    return this.table(['Topic', 'Questions', 'Level'], rows, 'Based on candidate feedback');
  }

  // ------------------------------------------------------------ sections by kind

  private kindSections(kind: ArticleKind, v: Vars): Section[] {
    const h = (i: number) => HEADINGS[kind][i % HEADINGS[kind].length];
    const hasPattern = v.exam in EXAM_PATTERNS;
    switch (kind) {
      case 'syllabus':
        return [
          { heading: h(0), blocks: [() => this.paragraph(['concept'], v), () => this.topicList(v)] },
          { heading: h(1), blocks: [() => this.paragraph(['concept', 'practice'], v), () => this.topicList(v)] },
          ...(hasPattern ? [{ heading: 'Exam Pattern at a Glance', blocks: [() => this.patternTable(v.exam)] }] : []),
          { heading: h(3), blocks: [() => this.paragraph(['practice'], v)] },
          { heading: h(this.rng.int(4, 5)), blocks: [() => this.paragraph(['revision', 'motivation'], v), () => this.stepsList(v)] },
        ];
      case 'pattern': {
        const p = EXAM_PATTERNS[v.exam];
        return [
          {
            heading: h(0),
            blocks: [
              () => this.patternTable(v.exam),
              () =>
                `<p>${escapeHtml(
                  `The ${v.exam} ${p.stage} has ${p.total.questions} questions for ${p.total.marks} marks, and the time allowed is ${p.total.time}.`,
                )}</p>`,
              () =>
                this.plainList([
                  `Questions: ${p.total.questions}`,
                  `Maximum marks: ${p.total.marks}`,
                  `Time: ${p.total.time}`,
                  `Negative marking: ${p.negative}`,
                ]),
            ],
          },
          {
            heading: h(1),
            blocks: [
              () => `<p>${escapeHtml(`Negative marking applies: ${p.negative}. Blind guessing therefore costs marks over a full paper.`)}</p>`,
              () => this.paragraph(['exam'], v),
            ],
          },
          ...p.rows.slice(0, 3).map((r) => ({
            heading: r.section.length < 60 ? r.section : h(2),
            blocks: [() => this.paragraph(['practice', 'exam'], { ...v, topic: r.section, topics: [r.section] })],
          })),
          { heading: h(3), blocks: [() => this.stepsList(v), () => this.quote()] },
        ];
      }
      case 'strategy':
        return [
          { heading: `${v.n} Steps at a Glance`, blocks: [() => this.stepsList(v, v.n)] },
          ...this.rng.sample([0, 1, 2, 3, 4, 5, 6], 5).map((i, idx) => ({
            heading: h(i),
            blocks: [
              () => this.paragraph(idx % 2 ? ['practice', 'revision'] : ['concept', 'practice'], v),
              ...(idx === 3 && this.rng.chance(0.5) ? [() => this.quote()] : []),
            ],
          })),
        ];
      case 'topic':
        return [
          { heading: h(0), blocks: [() => this.paragraph(['concept'], v), () => this.paragraph(['concept'], v)] },
          { heading: h(1), blocks: [() => this.plainList(this.rng.sample(QUESTION_TYPES, this.rng.int(3, 5)))] },
          { heading: h(2), blocks: [() => this.paragraph(['concept', 'practice'], v)] },
          { heading: h(3), blocks: [() => this.paragraph(['concept', 'exam'], v), ...(this.rng.chance(0.3) ? [() => this.quote()] : [])] },
          { heading: h(5), blocks: [() => this.stepsList(v)] },
          { heading: h(6), blocks: [() => this.topicList(v)] },
        ];
      case 'studyplan':
        return [
          { heading: h(0), blocks: [() => this.paragraph(['motivation', 'practice'], v)] },
          { heading: h(1), blocks: [() => this.planTable(v)] },
          {
            heading: h(2),
            blocks: [
              () =>
                this.plainList(
                  [
                    'Morning: two hours on a new topic while the mind is fresh',
                    'Late morning: one hour of practice questions on the same topic',
                    'Afternoon: current affairs and static GK for forty-five minutes',
                    'Evening: one sectional test or half of a mock paper',
                    'Night: thirty minutes of revision from your short notes',
                  ],
                  true,
                ),
            ],
          },
          { heading: h(3), blocks: [() => this.paragraph(['revision'], v)] },
          { heading: h(4), blocks: [() => this.paragraph(['practice'], v)] },
          { heading: h(5), blocks: [() => this.paragraph(['motivation'], v)] },
        ];
      case 'current': {
        const themes = this.rng.sample(CURRENT_THEMES, v.n);
        return [
          {
            heading: `${v.n} Themes at a Glance`,
            blocks: [() => `<ol>\n${themes.map((t) => `<li><strong>${escapeHtml(t.heading)}:</strong> ${escapeHtml(t.note)}</li>`).join('\n')}\n</ol>`],
          },
          ...themes.map((t) => ({
            heading: t.heading,
            blocks: [() => this.paragraph(['current'], v, this.rng.sample(t.tips, 2).join(' '), 1, 2)],
          })),
        ];
      }
      case 'cutoff':
        return [
          { heading: h(0), blocks: [() => this.cutoffTable(v), () => this.paragraph(['cutoff'], v)] },
          {
            heading: h(1),
            blocks: [
              () =>
                this.plainList([
                  'Number of vacancies notified',
                  'Difficulty level of the paper',
                  'Number of candidates who appeared',
                  'Normalisation across shifts',
                  'Category-wise reservation',
                ]),
            ],
          },
          { heading: h(2), blocks: [() => this.paragraph(['cutoff'], v)] },
          { heading: h(3), blocks: [() => this.paragraph(['cutoff', 'practice'], v)] },
        ];
      case 'notification':
        return [
          { heading: h(0), blocks: [() => this.datesTable(v), () => this.paragraph(['admin'], v)] },
          { heading: h(1), blocks: [() => this.paragraph(['admin'], v)] },
          {
            heading: h(3),
            blocks: [
              () =>
                this.plainList([
                  'Recent passport-size photograph',
                  'Scanned signature',
                  'Proof of date of birth',
                  'Educational certificates',
                  'Category certificate, if applicable',
                  'A valid photo identity card',
                ]),
            ],
          },
          {
            heading: h(4),
            blocks: [
              () =>
                this.plainList(
                  [
                    'Register on the official website with your email address and mobile number',
                    'Fill in personal and educational details carefully',
                    'Upload the photograph and signature in the required format',
                    'Pay the application fee online',
                    'Download and keep the confirmation page',
                  ],
                  true,
                ),
            ],
          },
          { heading: h(5), blocks: [() => this.paragraph(['admin', 'motivation'], v)] },
        ];
      case 'analysis':
        return [
          {
            heading: h(0),
            blocks: [() => this.paragraph(['exam', 'concept'], v), () => this.plainList(this.rng.sample(ANALYSIS_NOTES, this.rng.int(3, 5)))],
          },
          { heading: h(1), blocks: [() => this.analysisTable(v)] },
          { heading: h(2), blocks: [() => this.paragraph(['exam', 'cutoff'], v)] },
          { heading: h(3), blocks: [() => this.paragraph(['practice', 'revision'], v)] },
        ];
      case 'mistakes': {
        const mistakes = this.rng.sample(MISTAKES, v.n);
        return [
          { heading: `The ${v.n} Mistakes`, blocks: [() => this.plainList(mistakes, true)] },
          ...mistakes.map((m, i) => ({
            heading: `${i + 1}. ${m.replace(/\.$/, '')}`,
            blocks: [() => this.paragraph(['practice', 'exam', 'revision'], v)],
          })),
        ];
      }
      case 'books':
        return [
          {
            heading: h(0),
            blocks: [() => this.plainList(this.rng.sample(RESOURCE_TYPES, this.rng.int(4, 6)).map((r) => fill(r, varsRecord(v))))],
          },
          { heading: h(1), blocks: [() => this.paragraph(['practice'], v)] },
          { heading: h(2), blocks: [() => this.paragraph(['practice', 'revision'], v)] },
          { heading: h(4), blocks: [() => this.paragraph(['revision'], v), () => this.quote()] },
        ];
      case 'pyq':
        return [
          { heading: h(0), blocks: [() => this.paragraph(['concept', 'practice'], v), () => this.topicList(v)] },
          { heading: h(1), blocks: [() => this.paragraph(['concept'], v)] },
          { heading: h(2), blocks: [() => this.stepsList(v), () => this.paragraph(['practice'], v)] },
        ];
    }
  }

  private buildBody(kind: ArticleKind, v: Vars, lead?: string): string {
    const rng = this.rng;
    // Skewed towards shorter bodies (median ≈ 470, mean ≈ 600 words, a tail up to ~1,400),
    // always within 300–1500. Text volume is what bulk seeding pays for (tsvector, TOAST).
    const target = 320 + Math.floor(980 * Math.pow(rng.next(), 3.5));
    this.used.clear();
    const body = new Body();
    if (lead) body.add(lead);
    body.add(`<p>${escapeHtml(capitalize(fill(rng.pick(INTROS[kind]), varsRecord(v))))} ${escapeHtml(this.sentence('motivation', v))}</p>`);

    const sections = this.kindSections(kind, v);
    for (const g of rng.shuffle(GENERIC_SECTIONS)) sections.push({ heading: g.heading, blocks: [() => this.paragraph([g.pool], v)] });
    // Every body gets at least one list; the kinds put one in their first sections.
    for (let s = 0; body.words < target || !body.hasList; s++) {
      if (s >= sections.length) {
        // Out of sections: lengthen the text with plain paragraphs.
        body.add(body.hasList ? this.paragraph(['practice', 'revision', 'concept', 'exam'], v) : this.stepsList(v));
        continue;
      }
      const section = sections[s];
      // A few sections become sub-sections of the one before.
      const tag = s > 0 && rng.chance(0.15) ? 'h3' : 'h2';
      section.blocks.forEach((block, i) => {
        if (i > 0 && body.words >= target) return;
        body.add(i === 0 ? `<${tag}>${escapeHtml(section.heading)}</${tag}>\n${block()}` : block());
      });
    }
    body.add(`<h2>${rng.pick(['Conclusion', 'Final Words', 'Summing Up', 'Key Takeaways'])}</h2>\n<p>${escapeHtml(fill(rng.pick(CONCLUSIONS), varsRecord(v)))}</p>`);
    if (body.words < MIN_WORDS || body.words > MAX_WORDS) throw new Error(`article body of ${body.words} words`);
    return body.html;
  }

  // ------------------------------------------------------------ titles and slugs

  private uniqueTitle(make: () => string, tries = 40, suffix = true): string | null {
    for (let i = 0; i < tries; i++) {
      const t = make();
      if (!this.titles.has(t)) {
        this.titles.add(t);
        return t;
      }
    }
    if (!suffix) return null;
    const base = make();
    for (let k = 2; ; k++) {
      const t = `${base} (Part ${k})`;
      if (!this.titles.has(t)) {
        this.titles.add(t);
        return t;
      }
    }
  }

  uniqueSlug(title: string): string {
    let slug = slugify(title);
    while (this.slugs.has(slug)) slug = `${slugify(title, 72)}-${this.rng.token(4)}`;
    this.slugs.add(slug);
    return slug;
  }

  // ------------------------------------------------------------ articles

  private vars(def: CategoryDef, createdAt: Date, exam?: string, subject?: string, kind?: ArticleKind): Vars {
    const rng = this.rng;
    if (!subject) {
      subject = rng.pick(def.subjects);
      // Current affairs only make sense for the awareness subjects.
      if (kind === 'current' && !CURRENT_SUBJECTS.includes(subject)) subject = rng.pick(CURRENT_SUBJECTS);
    }
    const topics = (SUBJECT_TOPICS[subject] ?? [subject]).map(inSentence);
    const createdYear = createdAt.getUTCFullYear();
    // Reviews of a paper look back; plans and notifications look at the next cycle.
    const lookBack = kind === 'analysis' || kind === 'cutoff' || kind === 'pyq';
    const year = lookBack ? createdYear : createdYear + (createdAt.getUTCMonth() >= 8 || rng.chance(0.25) ? 1 : 0);
    // Current affairs look back at the month before publication.
    const prev = new Date(createdAt.getTime() - 20 * DAY);
    const e = exam ?? rng.pick(def.exams);
    const y1 = year - 1;
    return {
      exam: e,
      subject,
      topic: rng.pick(topics),
      topic2: rng.pick(topics),
      topics,
      year,
      y0: y1 - rng.int(3, 6),
      y1,
      n: rng.pick(COUNTS),
      days: rng.pick(DAY_PLANS),
      month: MONTHS[prev.getUTCMonth()],
      myear: prev.getUTCFullYear(),
      week: rng.int(1, 4),
      stage: EXAM_PATTERNS[e]?.stage ?? rng.pick(STAGES[def.name] ?? ['Prelims']),
      category: def.name,
    };
  }

  regular(def: CategoryDef, createdAt: Date): { title: string; contentHtml: string } {
    const rng = this.rng;
    const [kinds, weights] = kindWeights(def);
    let kind = rng.weighted(kinds, weights);
    let exam: string | undefined;
    if (kind === 'pattern' || kind === 'cutoff') {
      const known = def.exams.filter((e) => e in EXAM_PATTERNS);
      if (kind === 'pattern' && known.length === 0) kind = 'strategy';
      else if (known.length > 0 && (kind === 'pattern' || rng.chance(0.6))) exam = rng.pick(known);
    }
    let v!: Vars;
    const make = () => {
      v = this.vars(def, createdAt, exam, undefined, kind);
      return capitalize(fill(rng.pick(TITLES[kind]), { ...v, topics: '' }));
    };
    // Kinds with few combinations (patterns, cut-offs) run out first: fall back to topic guides.
    let title = this.uniqueTitle(make, 40, false);
    if (title === null) {
      kind = 'topic';
      exam = undefined;
      title = this.uniqueTitle(make)!;
    }
    return { title, contentHtml: this.buildBody(kind, v) };
  }

  seriesPart(s: SeriesDef, order: number, createdAt: Date): { title: string; contentHtml: string } {
    const part = s.parts[order - 1];
    const title = this.uniqueTitle(() => `${s.name} – Part ${order}: ${part}`)!;
    const def = categoryByName(s.category);
    const v = this.vars(def, createdAt, s.exam, s.subject);
    const topics = (SUBJECT_TOPICS[part] ?? SUBJECT_TOPICS[s.subject] ?? s.parts).map(inSentence);
    Object.assign(v, { topic: inSentence(part), topic2: this.rng.pick(topics), topics });
    const lead = `<p><em>${escapeHtml(`Part ${order} of the `)}<a href="/series/${s.slug}">${escapeHtml(s.name)}</a>${escapeHtml(
      ` series. ${capitalize(s.description)}`,
    )}</em></p>`;
    return { title, contentHtml: this.buildBody('topic', v, lead) };
  }

  notice(def: CategoryDef, createdAt: Date): { title: string; contentHtml: string } {
    const title = this.uniqueTitle(() => fill(this.rng.pick(NOTICE_TITLES), { ...this.vars(def, createdAt), topics: '' }))!;
    return { title, contentHtml: '' };
  }
}

/** Publication time of article `i` (0 = oldest) out of `n`, spread evenly over two years. */
function createdAtFor(rng: Rng, i: number, n: number): Date {
  const step = (SPAN_MS - NEWEST_GAP_MS) / n;
  const offset = -SPAN_MS + (i + 0.5 + (rng.next() - 0.5) * 0.8) * step;
  const ms = Math.floor((BASE_DATE.getTime() + offset) / MINUTE) * MINUTE;
  return new Date(Math.min(ms, BASE_DATE.getTime() - NEWEST_GAP_MS));
}

/** Everything about article `i` except its text, decided up front. */
interface ArticlePlan {
  kind: 'regular' | 'notice' | 'series';
  category: CategoryDef;
  series?: { def: SeriesDef; order: number };
  createdAt: Date;
  updatedAt: Date;
  visits: number;
}

export interface BlogPlan {
  categories: CategorySeed[];
  series: SeriesSeed[];
  count: number;
  /** Yields the articles oldest first, generating each one's text on demand. */
  articles(): Generator<ArticleSeed>;
}

/**
 * Lays out `count` articles (oldest first) with their categories, dates, visits
 * and series membership, plus the categories and series rows. Series members
 * are part of the count; series are included while their members fit in half
 * of the articles. The text is generated lazily by `articles()`, so callers can
 * write one chunk while the next is generated; it can be iterated once.
 */
export function planBlog(rng: Rng, count: number): BlogPlan {
  const layout = rng.fork('layout');
  const categories: CategorySeed[] = BLOG_CATEGORIES.map((c, i) => ({ name: c.name, createdAt: at(-SPAN_MS - (10 - i) * DAY) }));

  // Which index is a notice with empty content: one on the first page, one in the middle, one older.
  const empty = new Set<number>();
  if (count >= 3) for (const f of [1, 0.5, 0.15]) empty.add(Math.min(count - 3, Math.floor(count * f)));

  // Series sizes and member positions.
  const free = layout.shuffle([...Array(count).keys()].filter((i) => !empty.has(i)));
  const memberOf = new Map<number, { def: SeriesDef; order: number }>();
  const sizes = new Map<string, number>();
  let used = 0;
  for (const def of SERIES) {
    const size = layout.int(4, Math.min(8, def.parts.length));
    if (used + size > Math.floor(count / 2)) continue;
    const slots = free.slice(used, used + size).sort((a, b) => a - b);
    used += size;
    slots.forEach((idx, k) => memberOf.set(idx, { def, order: k + 1 }));
    sizes.set(def.slug, size);
  }

  const weights = BLOG_CATEGORIES.map((c) => c.weight);
  const examCategories = BLOG_CATEGORIES.filter((c) => !['Current Affairs', 'General Studies & GK'].includes(c.name));
  const plans: ArticlePlan[] = [];
  for (let i = 0; i < count; i++) {
    const createdAt = createdAtFor(layout, i, count);
    const member = memberOf.get(i);
    const kind = member ? 'series' : empty.has(i) ? 'notice' : 'regular';
    const category = member
      ? categoryByName(member.def.category)
      : kind === 'notice'
        ? layout.pick(examCategories)
        : layout.weighted(BLOG_CATEGORIES, weights);
    const ageDays = (BASE_DATE.getTime() - createdAt.getTime()) / DAY;
    const popularity = Math.exp(layout.next() * 8.5) * (0.4 + Math.min(ageDays, 365) / 365) * (member ? 2 : 1);
    const edited = layout.chance(0.35);
    const updatedAt = edited ? new Date(Math.min(createdAt.getTime() + layout.int(1, 30 * 24) * HOUR, BASE_DATE.getTime() - HOUR)) : createdAt;
    plans.push({
      kind,
      category,
      series: member,
      createdAt,
      updatedAt: updatedAt < createdAt ? createdAt : updatedAt,
      visits: layout.chance(0.03) ? 0 : Math.floor(popularity),
    });
  }

  // A series starts with its first part and was last updated with its last one.
  const series: SeriesSeed[] = SERIES.filter((def) => sizes.has(def.slug)).map((def) => {
    const parts = plans.filter((p) => p.series?.def === def);
    return {
      name: def.name,
      slug: def.slug,
      description: def.description,
      category: def.category,
      createdAt: parts[0].createdAt,
      updatedAt: parts[parts.length - 1].createdAt,
      size: parts.length,
    };
  });

  const textRng = rng.fork('articles');
  let iterated = false;
  return {
    categories,
    series,
    count,
    *articles() {
      if (iterated) throw new Error('planBlog().articles() can be iterated only once');
      iterated = true;
      const gen = new ArticleGenerator(textRng);
      for (const plan of plans) {
        const made =
          plan.kind === 'series'
            ? gen.seriesPart(plan.series!.def, plan.series!.order, plan.createdAt)
            : plan.kind === 'notice'
              ? gen.notice(plan.category, plan.createdAt)
              : gen.regular(plan.category, plan.createdAt);
        yield {
          slug: gen.uniqueSlug(made.title),
          title: made.title,
          contentHtml: made.contentHtml,
          excerptSource: stripTags(made.contentHtml),
          category: plan.category.name,
          isSeries: plan.kind === 'series',
          seriesSlug: plan.series ? plan.series.def.slug : null,
          seriesOrder: plan.series ? plan.series.order : null,
          visits: plan.visits,
          createdAt: plan.createdAt,
          updatedAt: plan.updatedAt,
        };
      }
    },
  };
}

/** The whole blog in memory (tests and small runs); seeding streams planBlog() instead. */
export function generateBlog(rng: Rng, count: number): BlogSeed {
  const plan = planBlog(rng, count);
  return { categories: plan.categories, series: plan.series, articles: [...plan.articles()] };
}
