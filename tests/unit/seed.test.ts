/**
 * The demo-content generator (db/seed): deterministic, valid under the spec's
 * rules (section 5 for questions), and resettable. Runs on in-memory PGlite,
 * and on the real Postgres too when DATABASE_URL is set.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import zlib from 'node:zlib';
import { asc, count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { PDFDocument } from 'pdf-lib';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#db/client.ts';
import * as t from '#db/schema.ts';
import { IBPS_PO_SLUG, RRB_NTPC_SLUG, SSC_CGL_SLUG } from '#db/seed/full-length/index.ts';
import { LIVE_SLUGS } from '#db/seed/live-tests.ts';
import { PYQ_PAPERS } from '#db/seed/pyq.ts';
import { generatePracticeBank } from '#db/seed/practice-bank.ts';
import { liveState } from '#core/mock/live.ts';
import { scheduleOf } from '#db/queries/mocks.ts';
import { bankQuestions } from '#db/queries/daily-quiz.ts';
import { addDays, istDay } from '#core/daily/day.ts';
import { createLocalStorage, serveUploads } from '#infra/storage/index.ts';
import {
  BASE_DATE,
  CONTENT_TABLES,
  isDatabaseEmpty,
  PROGRESS_TABLES,
  questionProblems,
  QUICK_QUIZ_SLUG,
  resetContent,
  seedDemoContent,
  type SeedSummary,
} from '#db/seed/index.ts';
import { generateBlog, MAX_WORDS, MIN_WORDS } from '#db/seed/articles.ts';
import { generateMockTests } from '#db/seed/mock-tests.ts';
import { coverTopics } from '#db/seed/other.ts';
import { ARITHMETIC, assemble, BANK, SERIES_GENERATORS } from '#db/seed/questions.ts';
import { Rng } from '#db/seed/random.ts';
import { coverUrl } from '#core/covers.ts';
import { stripTags } from '#core/format/text.ts';
import { slugify } from '#core/urls.ts';
import { wordCount } from '#db/seed/text.ts';
import { AdCreateSchema } from '#core/schemas/ads.ts';
import { sanitizeArticleHtml } from '#core/sanitize.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';

const ARTICLES = 60;
const SEED = 7;
/** The seed's clock: the live tests are scheduled around it (the same for both databases: deterministic). */
const SEED_NOW = Date.UTC(2026, 10, 28, 9, 0, 0);
const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');

/** The text drawn on a pdf-lib page: its content streams inflated, the hex strings of Tj operators decoded (one per line). */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    // Standard fonts use WinAnsi (windows-1252) codes.
    for (const tj of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) lines.push(new TextDecoder('windows-1252').decode(Buffer.from(tj[1], 'hex')));
  }
  return lines.join('\n');
}

async function rowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row.n;
}

/** Hash of every row of every content table, in id order. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, table] of Object.entries(CONTENT_TABLES)) {
    const rows = await db
      .select()
      .from(table as PgTable)
      .orderBy(asc((table as unknown as { id: never }).id));
    out[name] = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  }
  return out;
}

// ------------------------------------------------------------------ pure generators

describe('seed generators (no database)', () => {
  it('are deterministic and depend on the seed', () => {
    const a = generateBlog(new Rng(SEED), ARTICLES);
    const b = generateBlog(new Rng(SEED), ARTICLES);
    expect(b).toEqual(a);
    const c = generateBlog(new Rng(SEED + 1), ARTICLES);
    expect(c.articles.map((x) => x.title)).not.toEqual(a.articles.map((x) => x.title));
    expect(generateMockTests(new Rng(1))).toEqual(generateMockTests(new Rng(1)));
  });

  it('keeps titles and slugs unique at scale and bodies within 300–1500 words', () => {
    const { articles } = generateBlog(new Rng(1), 3000);
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    for (const a of articles) {
      if (a.contentHtml === '') continue;
      const words = wordCount(a.excerptSource);
      expect(words).toBeGreaterThanOrEqual(MIN_WORDS);
      expect(words).toBeLessThanOrEqual(MAX_WORDS);
    }
    expect(articles.filter((a) => a.contentHtml === '').length).toBe(3);
  });

  it('every bank question and many generated ones satisfy the section-5 rules', () => {
    const rng = new Rng(99);
    for (const raw of BANK) expect(questionProblems(assemble(rng, raw))).toEqual([]);
    const indexes = new Set<number>();
    for (let i = 0; i < 300; i++) {
      for (const gen of [...ARITHMETIC, ...SERIES_GENERATORS]) {
        const q = assemble(rng, gen(rng));
        expect(questionProblems(q)).toEqual([]);
        indexes.add(q.correctIndex);
      }
    }
    expect([...indexes].sort()).toEqual([0, 1, 2, 3]);
  });

  it('makes URL-safe slugs', () => {
    expect(slugify('General Studies & GK: 10 Facts (2026)')).toBe('general-studies-and-gk-10-facts-2026');
    expect(slugify('Kohlberg’s Moral Development')).toBe('kohlberg-s-moral-development');
  });
});

// ------------------------------------------------------------------ against a database

describe.each(dbBackends)('seeding %s', (backend) => {
  let first: TestDb;
  let second: TestDb;
  let db: Db;
  let summary: SeedSummary;
  let emptyBefore: boolean;

  // Each database gets its own uploads folder for the demo downloads.
  const firstDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-uploads-'));
  const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-uploads-'));
  const firstFiles = createLocalStorage(firstDir);
  const secondFiles = createLocalStorage(secondDir);

  beforeAll(async () => {
    [first, second] = await Promise.all([openTestDb(backend), openTestDb(backend)]);
    db = first.handle.db;
    emptyBefore = await isDatabaseEmpty(db);
    summary = await seedDemoContent(db, { storage: firstFiles, articles: ARTICLES, seed: SEED, now: SEED_NOW });
  }, 300_000);

  afterAll(async () => {
    for (const dir of [firstDir, secondDir]) fs.rmSync(dir, { recursive: true, force: true });
    await Promise.all([first?.dispose(), second?.dispose()]);
  });

  it('isDatabaseEmpty is true before seeding and false after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('reports the rows it inserted', async () => {
    expect(summary.articles).toBe(ARTICLES);
    expect(summary.seed).toBe(SEED);
    expect(summary.elapsedMs).toBeGreaterThan(0);
    for (const [name, table] of Object.entries(CONTENT_TABLES)) {
      expect(await rowCount(db, table as PgTable), name).toBe(summary.counts[name as keyof typeof CONTENT_TABLES]);
      expect(summary.counts[name as keyof typeof CONTENT_TABLES], name).toBeGreaterThan(0);
    }
  });

  it('is deterministic: a second database seeded the same way has identical rows', async () => {
    await seedDemoContent(second.handle.db, { storage: secondFiles, articles: ARTICLES, seed: SEED, now: SEED_NOW });
    const [a, b] = await Promise.all([fingerprint(db), fingerprint(second.handle.db)]);
    expect(b).toEqual(a);
  }, 60_000);

  it('has more than 8 blog categories, one needing URL encoding', async () => {
    const names = (await db.select({ name: t.categories.name }).from(t.categories)).map((c) => c.name);
    expect(names.length).toBeGreaterThan(8);
    expect(names).toContain('General Studies & GK');
    for (const n of ['UPSC', 'SSC', 'Banking', 'Railways', 'State PSC', 'Current Affairs', 'Defence', 'Teaching']) expect(names).toContain(n);
  });

  it('writes articles with unique slugs, real HTML bodies and a few empty ones', async () => {
    // The English articles (the count asked for); the Hindi ones are checked below.
    const rows = await db.select().from(t.articles).where(eq(t.articles.lang, 'en'));
    expect(rows).toHaveLength(ARTICLES);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.title)).size).toBe(rows.length);
    const empty = rows.filter((r) => r.contentHtml === '');
    expect(empty.length).toBeGreaterThanOrEqual(2);
    expect(empty.length).toBeLessThanOrEqual(3);
    for (const r of empty) expect(r.excerptSource).toBe('');
    const categories = new Set<number>();
    for (const r of rows) {
      expect(r.title.trim()).not.toBe('');
      expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.createdAt.getTime()).toBeLessThan(BASE_DATE.getTime());
      expect(r.updatedAt.getTime()).toBeGreaterThanOrEqual(r.createdAt.getTime());
      expect(r.visits).toBeGreaterThanOrEqual(0);
      categories.add(r.categoryId);
      if (r.contentHtml === '') continue;
      expect(r.excerptSource).toBe(stripTags(r.contentHtml));
      const words = wordCount(r.excerptSource);
      expect(words).toBeGreaterThanOrEqual(300);
      expect(words).toBeLessThanOrEqual(1500);
      expect(r.contentHtml).toMatch(/<h2>/);
      expect(r.contentHtml).toMatch(/<(ul|ol)>/);
      expect(r.contentHtml).not.toMatch(/<script|javascript:|https?:\/\//i);
      // Already in the form the site's sanitizer produces.
      expect(sanitizeArticleHtml(r.contentHtml)).toBe(r.contentHtml);
    }
    expect(categories.size).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.visits)).size).toBeGreaterThan(ARTICLES / 2);
    // Spread over about two years.
    const times = rows.map((r) => r.createdAt.getTime());
    expect((Math.max(...times) - Math.min(...times)) / 86_400_000).toBeGreaterThan(600);
  });

  it('writes a bilingual blog: 60+ Hindi articles across the categories, linked translations, Hindi names, Hindi live pages (issue 27)', async () => {
    const hindi = await db.select().from(t.articles).where(eq(t.articles.lang, 'hi'));
    expect(hindi.length).toBeGreaterThanOrEqual(60);
    expect(summary.hindiArticles).toBe(hindi.length);
    expect(new Set(hindi.map((a) => a.categoryId)).size).toBe((await db.select().from(t.categories)).length);
    for (const a of hindi) {
      expect(a.title).toMatch(/[\u0900-\u097f]/);
      const words = a.excerptSource.split(/\s+/).length;
      expect(words, a.slug).toBeGreaterThanOrEqual(150);
      expect(words, a.slug).toBeLessThanOrEqual(400);
    }
    const english = new Map((await db.select().from(t.articles).where(eq(t.articles.lang, 'en'))).map((a) => [a.id, a]));
    const linked = hindi.filter((a) => a.translationOf !== null);
    // Small seeds generate fewer series parts; every link points at an English part of the same series and place.
    expect(linked.length).toBeGreaterThan(0);
    for (const a of linked) {
      const original = english.get(a.translationOf!)!;
      expect(original).toBeDefined();
      expect([a.seriesId, a.seriesOrder]).toEqual([original.seriesId, original.seriesOrder]);
    }
    for (const c of await db.select().from(t.categories)) expect(c.nameHi, c.name).toMatch(/[\u0900-\u097f]/);
    for (const s of await db.select().from(t.series)) expect(s.nameHi, s.slug).toMatch(/[\u0900-\u097f]/);
    for (const c of await db.select().from(t.mockCategories)) {
      expect(c.nameHi, c.name).toMatch(/[\u0900-\u097f]/);
      expect(c.descriptionHi, c.name).toMatch(/[\u0900-\u097f]/);
    }
    const live = await db.select().from(t.livePages).where(eq(t.livePages.lang, 'hi'));
    expect(live.length).toBeGreaterThanOrEqual(1);
  });

  it('numbers series members 1..n with the series flag set', async () => {
    const all = await db.select().from(t.series);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const members = await db.select().from(t.articles).where(eq(t.articles.lang, 'en'));
    for (const s of all) {
      const orders = members
        .filter((a) => a.seriesId === s.id)
        .map((a) => {
          expect(a.isSeries).toBe(true);
          return a.seriesOrder;
        })
        .sort((x, y) => x! - y!);
      expect(orders.length).toBeGreaterThanOrEqual(4);
      expect(orders.length).toBeLessThanOrEqual(8);
      expect(orders).toEqual(orders.map((_, i) => i + 1));
    }
    for (const a of members.filter((m) => m.seriesId === null)) {
      expect(a.isSeries).toBe(false);
      expect(a.seriesOrder).toBeNull();
    }
  });

  it('every question satisfies the section-5 rules', async () => {
    const rows = await db.select().from(t.questions);
    expect(rows.length).toBeGreaterThan(100);
    const correct = new Set<number>();
    for (const q of rows) {
      expect(questionProblems(q), q.text).toEqual([]);
      expect(q.text.length).toBeGreaterThanOrEqual(10);
      expect(q.options).toHaveLength(4);
      expect(new Set(q.options).size).toBe(4);
      expect(q.correctIndex).toBeGreaterThanOrEqual(0);
      expect(q.correctIndex).toBeLessThanOrEqual(3);
      expect(q.explanations).toHaveLength(4);
      for (const e of q.explanations) expect(e.length).toBeGreaterThan(20);
      expect(q.explanations[q.correctIndex]).toMatch(/^Correct\./);
      correct.add(q.correctIndex);
    }
    expect([...correct].sort()).toEqual([0, 1, 2, 3]);
  });

  it('has mock tests with 5 to 100 questions numbered 1..n, timers and negative marking', async () => {
    const tests = await db.select().from(t.mockTests);
    const qs = await db.select({ mockTestId: t.questions.mockTestId, position: t.questions.position, text: t.questions.text }).from(t.questions);
    expect(tests.length).toBeGreaterThanOrEqual(10);
    expect(tests.some((x) => x.negativeMarks === null)).toBe(true);
    expect(tests.some((x) => x.negativeMarks !== null && Math.abs(x.negativeMarks - 0.25) < 1e-6)).toBe(true);
    expect(tests.some((x) => x.negativeMarks !== null && Math.abs(x.negativeMarks - 0.33) < 1e-6)).toBe(true);
    for (const test of tests) {
      const mine = qs.filter((q) => q.mockTestId === test.id).sort((a, b) => a.position - b.position);
      expect(mine.map((q) => q.position)).toEqual(mine.map((_, i) => i + 1));
      expect(new Set(mine.map((q) => q.text)).size, test.slug).toBe(mine.length);
      if (test.slug === QUICK_QUIZ_SLUG) continue;
      // The full-length tests (issue 17) have their own checks (full-length-seed.test.ts).
      if ([SSC_CGL_SLUG, IBPS_PO_SLUG, RRB_NTPC_SLUG, ...Object.values(LIVE_SLUGS), ...PYQ_PAPERS.map((p) => p.slug)].includes(test.slug)) {
        expect(mine.length, test.slug).toBe(100);
        continue;
      }
      expect(mine.length, test.slug).toBeGreaterThanOrEqual(10);
      expect(mine.length, test.slug).toBeLessThanOrEqual(25);
      expect(test.timerMinutes).toBeGreaterThanOrEqual(10);
      expect(test.timerMinutes).toBeLessThanOrEqual(60);
    }
    expect((await db.select().from(t.mockCategories)).length).toBeGreaterThanOrEqual(5);
  });

  it('has three previous-year papers in the pattern of a real sitting, marked with exam, year and sitting (issue 30)', async () => {
    const tests = await db.select().from(t.mockTests);
    const marked = tests.filter((x) => x.pyqExam !== null);
    expect(marked.map((x) => [x.slug, x.pyqExam, x.pyqYear, x.pyqDate, x.pyqShift]).sort()).toEqual(
      PYQ_PAPERS.map((p) => [p.slug, p.pyq.exam, p.pyq.year, p.pyq.date, p.pyq.shift]).sort(),
    );
    // Each in its exam's real pattern: sections and the whole paper's time as that exam had them.
    const sections = await db.select().from(t.mockSections);
    for (const x of marked) expect(sections.filter((s) => s.mockTestId === x.id).length, x.slug).toBeGreaterThanOrEqual(3);
  });

  it('has the three live tests around the seed time: upcoming (opens in 5 minutes), open, and results frozen for 400 (issue 28)', async () => {
    const tests = await db.select().from(t.mockTests);
    const state = (slug: string) => liveState(scheduleOf(tests.find((x) => x.slug === slug)!), SEED_NOW);
    expect(state(LIVE_SLUGS.upcoming)).toBe('upcoming');
    expect(tests.find((x) => x.slug === LIVE_SLUGS.upcoming)!.liveOpensAt!.getTime()).toBe(SEED_NOW + 5 * 60_000);
    expect(state(LIVE_SLUGS.open)).toBe('open');
    expect(state(LIVE_SLUGS.results)).toBe('results');
    const past = tests.find((x) => x.slug === LIVE_SLUGS.results)!;
    const [frozen] = await db.select().from(t.mockLiveResults).where(eq(t.mockLiveResults.mockTestId, past.id));
    expect(frozen.ranked).toBe(400);
    const live = await db.select().from(t.mockAttempts).where(eq(t.mockAttempts.mockTestId, past.id));
    expect(live.every((a) => a.live && a.ranked && a.startedAt >= past.liveOpensAt! && a.startedAt <= past.liveLastStartAt!)).toBe(true);
    // Frozen ranks: a brute-force count.
    const board = frozen.leaderboard as { rank: number; score: number }[];
    for (const e of board) expect(e.rank).toBe(1 + live.filter((a) => (a.score ?? 0) > e.score).length);
  });

  it('has today’s and yesterday’s daily quiz (IST days of the seed time) of ten bank questions, with demo submissions yesterday (issue 30)', async () => {
    const today = istDay(SEED_NOW);
    const quizzes = await db.select().from(t.dailyQuizzes).orderBy(asc(t.dailyQuizzes.day));
    expect(quizzes.map((q) => q.day)).toEqual([addDays(today, -1), today]);
    for (const q of quizzes) expect(q.questionIds, q.day).toHaveLength(10);
    expect(quizzes[0].questionIds.filter((id) => quizzes[1].questionIds.includes(id))).toEqual([]);
    const bank = new Set((await bankQuestions(db)).map((b) => b.id));
    expect(quizzes.flatMap((q) => q.questionIds).every((id) => bank.has(id))).toBe(true);
    const attempts = await db.select().from(t.dailyQuizAttempts);
    expect(attempts.length).toBeGreaterThanOrEqual(10);
    expect(attempts.every((a) => a.day === addDays(today, -1))).toBe(true);
  });

  it('has the one-minute quick quiz with exactly 5 questions', async () => {
    const quiz = (await db.select().from(t.mockTests)).find((x) => x.slug === QUICK_QUIZ_SLUG);
    expect(quiz).toBeDefined();
    expect(quiz!.name).toBe('Quick Quiz (1 minute)');
    expect(quiz!.timerMinutes).toBe(1);
    expect(quiz!.negativeMarks).toBeCloseTo(0.25);
    const qs = (await db.select().from(t.questions)).filter((q) => q.mockTestId === quiz!.id);
    expect(qs).toHaveLength(5);
  });

  it('has the practice bank as published practice sets: exam → subject → topic, no sections or negative marks (issue 30)', async () => {
    const sets = (await db.select().from(t.mockTests)).filter((x) => x.kind === 'practice');
    const practiceIds = new Set(sets.map((x) => x.id));
    // No practice question repeats a test's question: practice shows the key at once (a live test's too).
    const all = await db.select({ text: t.questions.text, mockTestId: t.questions.mockTestId }).from(t.questions);
    const testTexts = all.filter((q) => !practiceIds.has(q.mockTestId)).map((q) => q.text);
    const taken = new Set(testTexts.map((x) => x.trim().toLowerCase()));
    expect(all.filter((q) => practiceIds.has(q.mockTestId) && taken.has(q.text.trim().toLowerCase())).map((q) => q.text)).toEqual([]);
    const expected = generatePracticeBank(new Rng(SEED).fork('practice'), testTexts);
    expect(sets.map((x) => x.slug).sort()).toEqual(expected.map((s) => s.slug).sort());
    const categories = new Map((await db.select().from(t.mockCategories)).map((c) => [c.id, c.name]));
    const sections = await db.select({ mockTestId: t.mockSections.mockTestId }).from(t.mockSections);
    const qs = await db.select().from(t.questions);
    let total = 0;
    for (const x of sets) {
      const def = expected.find((s) => s.slug === x.slug)!;
      expect([categories.get(x.categoryId), x.practiceSubject, x.practiceSubjectHi, x.practiceTopic, x.practiceTopicHi]).toEqual([def.exam, def.subject, def.subjectHi, def.topic, def.topicHi]);
      expect([x.status, x.negativeMarks, x.liveOpensAt, x.pyqExam]).toEqual(['published', null, null, null]);
      expect(sections.some((s) => s.mockTestId === x.id)).toBe(false);
      const mine = qs.filter((q) => q.mockTestId === x.id).sort((a, b) => a.position - b.position);
      expect(mine.map((q) => [q.text, q.topic, q.correctIndex, q.textHi])).toEqual(def.questions.map((q) => [q.question, def.topic, q.correct, q.questionHi]));
      expect(x.timerMinutes).toBe(mine.length);
      total += mine.length;
    }
    expect(total).toBeGreaterThanOrEqual(300);
    // The other tests stay tests.
    expect((await db.select().from(t.mockTests)).filter((x) => x.kind === 'test').every((x) => x.practiceSubject === null)).toBe(true);
  });

  it('has live pages with 5–15 events in time order, one archived', async () => {
    const pages = await db.select().from(t.livePages);
    const events = await db.select().from(t.liveEvents).orderBy(asc(t.liveEvents.id));
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pages.filter((p) => p.status === 'archived')).toHaveLength(1);
    for (const p of pages) {
      const mine = events.filter((e) => e.livePageId === p.id);
      expect(mine.length).toBeGreaterThanOrEqual(5);
      expect(mine.length).toBeLessThanOrEqual(15);
      for (let i = 1; i < mine.length; i++) expect(mine[i].createdAt.getTime()).toBeGreaterThan(mine[i - 1].createdAt.getTime());
      expect(p.updatedAt.getTime()).toBe(mine[mine.length - 1].createdAt.getTime());
    }
  });

  it('has house ads with local images (some without), one inactive and one network row', async () => {
    const rows = await db.select().from(t.ads);
    const house = rows.filter((a) => a.kind === 'house' && a.active);
    expect(house.length).toBeGreaterThanOrEqual(5);
    expect(house.some((a) => a.imageUrl === null)).toBe(true);
    expect(rows.filter((a) => a.kind === 'house' && !a.active)).toHaveLength(1);
    expect(rows.filter((a) => a.kind === 'network')).toHaveLength(1);
    for (const a of rows) {
      expect(a.textUrl).toMatch(/^\//);
      // The dashboard can save every seeded ad back as it is (POST /ads, PUT /ads/{id}).
      const { title, body, imageUrl, textUrl, active, kind } = a;
      expect(AdCreateSchema.safeParse({ title, body, imageUrl, textUrl, active, kind }).error?.issues ?? [], a.title).toEqual([]);
      if (a.imageUrl) {
        expect(a.imageUrl).toMatch(/^\/ads\/[\w-]+\.svg$/);
        expect(fs.existsSync(path.join(publicDir, a.imageUrl))).toBe(true);
      }
    }
  });

  it('has resource categories, exams and books with 1–3 local links', async () => {
    const builtCovers = coverTopics().map((c) => coverUrl(c.exam, c.topic));
    expect(await rowCount(db, t.resourceCategories)).toBeGreaterThanOrEqual(4);
    expect(await rowCount(db, t.exams)).toBeGreaterThanOrEqual(8);
    const bookRows = await db.select().from(t.books);
    const links = await db.select().from(t.bookLinks);
    expect(bookRows.length).toBeGreaterThanOrEqual(25);
    for (const b of bookRows) {
      expect(b.year).toBeGreaterThanOrEqual(2019);
      expect(b.year).toBeLessThanOrEqual(2026);
      // Every book has a generated cover the site builds (src/pages/covers/[exam]/[topic].svg.ts).
      expect(builtCovers).toContain(b.coverImage);
      const mine = links.filter((l) => l.bookId === b.id);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(3);
      for (const l of mine) expect(l.url).toMatch(/^\/uploads\/downloads\/[a-z0-9-]+\.pdf$/);
    }
  });

  it('stores a valid PDF for every download link, with a title page matching its book and link', async () => {
    const rows = await db
      .select({ url: t.bookLinks.url, label: t.bookLinks.label, title: t.books.title, author: t.books.author, exam: t.exams.name })
      .from(t.bookLinks)
      .innerJoin(t.books, eq(t.bookLinks.bookId, t.books.id))
      .innerJoin(t.exams, eq(t.books.examId, t.exams.id));
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const uploads = new Hono().get('/uploads/*', serveUploads(firstDir));
    for (const row of rows) {
      // Served where the link points, as a download.
      const res = await uploads.request(row.url);
      expect(res.status, row.url).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe('attachment');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      expect(bytes.length).toBeLessThan(20_000);
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toContain(row.title);
      expect(pdf.getAuthor()).toBe(row.author);
      // The title page says which book, exam and edition it is, then real study lines (not filler).
      const text = pdfText(bytes);
      for (const word of row.title.split(' ')) expect(text, row.title).toContain(word);
      expect(text).toContain(row.exam.toUpperCase());
      expect(text).toMatch(/English edition|Hindi edition|Answer key|Sample chapter/);
      expect(text).not.toMatch(/lorem|ipsum/i);
    }
    const texts = new Set(await Promise.all(rows.map(async (r) => pdfText(new Uint8Array(await (await uploads.request(r.url)).arrayBuffer())))));
    expect(texts.size).toBe(rows.length);
  });

  it('numbers batches 1..n per category and exam, each with 6–12 sessions', async () => {
    const cats = await db.select().from(t.batchCategories);
    expect(cats.map((c) => c.slug).sort()).toEqual(['banking', 'railways', 'ssc', 'upsc']);
    const rows = await db.select().from(t.batches);
    const sessions = await db.select().from(t.batchSessions);
    const groups = new Map<string, number[]>();
    for (const b of rows) {
      const key = `${b.categoryId}/${b.examSlug}`;
      groups.set(key, [...(groups.get(key) ?? []), b.number]);
      expect(b.endsOn.getTime()).toBeGreaterThanOrEqual(b.startsOn.getTime());
      expect(b.enrolled).toBeLessThanOrEqual(b.seats);
      const mine = sessions.filter((s) => s.batchId === b.id).sort((x, y) => x.position - y.position);
      expect(mine.length).toBeGreaterThanOrEqual(6);
      expect(mine.length).toBeLessThanOrEqual(12);
      expect(mine.map((s) => s.position)).toEqual(mine.map((_, i) => i + 1));
      for (const s of mine) expect(s.scheduledAt.getTime()).toBeLessThanOrEqual(b.endsOn.getTime());
    }
    for (const numbers of groups.values()) expect(numbers.sort()).toEqual(numbers.map((_, i) => i + 1));
    const slugsByCat = new Map(cats.map((c) => [c.id, c.slug]));
    const keys = rows.map((b) => `${slugsByCat.get(b.categoryId)}/${b.examSlug}/${b.number}`);
    for (const k of ['ssc/cgl/3', 'ssc/chsl/2', 'banking/po/3', 'banking/clerk/2', 'railways/ntpc/2', 'upsc/cse/2']) expect(keys).toContain(k);
  });

  it('refuses to seed over existing content unless asked to reset', async () => {
    await expect(seedDemoContent(second.handle.db, { storage: secondFiles, articles: 5, seed: SEED })).rejects.toThrow(/already has content/);
    const again = await seedDemoContent(second.handle.db, { storage: secondFiles, articles: 12, seed: SEED, reset: true });
    expect(again.counts.articles).toBe(12 + again.hindiArticles);
    expect(await rowCount(second.handle.db, t.articles)).toBe(12 + again.hindiArticles);
    // Ids restart after a reset.
    const [firstArticle] = await second.handle.db.select({ id: t.articles.id }).from(t.articles).orderBy(asc(t.articles.id)).limit(1);
    expect(firstArticle.id).toBe(1);
  }, 60_000);

  it('resetContent empties the content and progress tables but keeps users', async () => {
    const other = second.handle.db;
    await other.insert(t.users).values({ uid: 'seed-test-user', email: 'aspirant@example.com' });
    const [article] = await other.select({ id: t.articles.id }).from(t.articles).limit(1);
    await other.insert(t.articleReads).values({ userUid: 'seed-test-user', articleId: article.id });
    await resetContent(other);
    expect(await isDatabaseEmpty(other)).toBe(true);
    for (const [name, table] of Object.entries({ ...CONTENT_TABLES, ...PROGRESS_TABLES })) {
      expect(await rowCount(other, table as PgTable), name).toBe(0);
    }
    expect(await rowCount(other, t.users)).toBe(1);
  });
});

describe('seeding with a Hindi share (pglite)', () => {
  let testDb: TestDb;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-uploads-'));
  beforeAll(async () => {
    testDb = await openTestDb('pglite');
  }, 120_000);
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    await testDb?.dispose();
  });

  it('--hindi-share: that share of the articles is Hindi, unique slugs, every other added one a translation (issue 27 benchmarks)', async () => {
    const other = testDb.handle.db;
    const result = await seedDemoContent(other, { storage: createLocalStorage(dir), articles: 300, hindiShare: 0.5, seed: SEED });
    const rows = await other.select().from(t.articles);
    const hindi = rows.filter((a) => a.lang === 'hi');
    expect(rows).toHaveLength(300);
    expect(hindi).toHaveLength(150);
    expect(result.hindiArticles).toBe(150);
    expect(new Set(rows.map((a) => a.slug)).size).toBe(300);
    const english = new Map(rows.filter((a) => a.lang === 'en').map((a) => [a.id, a]));
    const added = hindi.filter((a) => /\(अंक \d+\)$/.test(a.title));
    expect(added.length).toBeGreaterThan(0);
    const linked = added.filter((a) => a.translationOf !== null);
    expect(linked.length).toBe(Math.ceil(added.length / 2));
    for (const a of linked) expect(english.get(a.translationOf!)?.seriesId, a.slug).toBeNull();
  }, 600_000);
});
