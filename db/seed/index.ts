/**
 * Deterministic demo content: blog categories, articles and series, mock tests
 * with questions, practice sets, live pages, ads, resources and batches.
 *
 * Same seed + same article count → identical rows (every timestamp is derived
 * from BASE_DATE, every choice from a seeded PRNG). Everything is written in
 * one transaction with multi-row inserts.
 *
 * The demo downloads (one small PDF per resource link) are stored through
 * the given upload storage before the rows are written (db/seed/downloads.ts).
 *
 *   await seedDemoContent(db, { storage })                        // 300 articles, seed 42
 *   await seedDemoContent(db, { storage, articles: 10_000 })      // throws if content exists
 *   await seedDemoContent(db, { storage, reset: true })           // replaces existing content
 */
import { and, eq, getTableName, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  ads,
  articleReads,
  articles,
  batchCategories,
  batches,
  batchSessions,
  bookLinks,
  books,
  categories,
  exams,
  liveEvents,
  livePages,
  mockAttempts,
  mockCategories,
  mockQuestionStats,
  mockScoreCounts,
  mockSections,
  mockSectionStats,
  mockStatsPending,
  dailyQuizzes,
  dailyQuizAttempts,
  mockTests,
  questions,
  resourceCategories,
  series,
  seriesProgress,
} from '../schema';
import type { UploadStorage } from '#infra/storage/index.ts';
import { planBlog, type ArticleSeed } from './articles';
import { storeDownloads } from './downloads';
import { deleteSyntheticUsers, seedFullLength } from './full-length-seed';
import { seedLiveTests } from './live-tests';
import { seedPyqPapers } from './pyq';
import { seedDailyQuiz } from './daily-quiz';
import { seedPracticeBank } from './practice-bank';
import { generateMockTests } from './mock-tests';
import {
  BATCH_CATEGORIES,
  generateAds,
  generateBatches,
  generateBooks,
  generateLivePages,
  RESOURCE_CATEGORIES,
  RESOURCE_EXAMS,
} from './other';
import { at, DAY, Rng } from './random';
import { CATEGORY_NAMES_HI, HINDI_ARTICLES, hindiHtml, hindiText, MOCK_CATEGORIES_HI, SERIES_HI } from './hindi';

export { BASE_DATE } from './random';
export { QUICK_QUIZ_SLUG, CALCULATOR_DEMO_SLUG } from './mock-tests';
export { questionProblems } from './questions';
export { seedStorage } from './downloads';

export const DEFAULT_ARTICLES = 300;
export const DEFAULT_SEED = 42;

/** Tables the seeder fills, in insertion order. */
export const CONTENT_TABLES = {
  categories,
  series,
  articles,
  mockCategories,
  mockTests,
  mockSections,
  questions,
  livePages,
  liveEvents,
  ads,
  resourceCategories,
  exams,
  books,
  bookLinks,
  batchCategories,
  batches,
  batchSessions,
} as const;

/** Per-user progress that points at content; emptied together with it. Users, admins and API keys stay. */
export const PROGRESS_TABLES = { articleReads, seriesProgress, mockAttempts, mockScoreCounts, mockQuestionStats, mockSectionStats, mockStatsPending, dailyQuizzes, dailyQuizAttempts } as const;

export type ContentTable = keyof typeof CONTENT_TABLES;

export interface SeedOptions {
  /** Where the demo downloads (PDFs) go: infra/storage (seedStorage(env) picks it like the admin uploads). */
  storage: UploadStorage;
  /** Number of blog articles (series members included). Default 300. */
  articles?: number;
  /** PRNG seed. Default 42. */
  seed?: number;
  /**
   * Share of `articles` written in Hindi (0–1, default 0): that many of the
   * articles are Hindi ones (the demo's hand-written Hindi articles, then
   * copies of them, every other one a translation of an English article),
   * the rest English. For the build benchmark at scale (issue 27); 0 keeps
   * the demo seed: `articles` English ones plus the demo's Hindi ones.
   */
  hindiShare?: number;
  /** Empty the content tables first (in the same transaction). Without it, seeding a database that has content throws. */
  reset?: boolean;
  /** The seed's clock (epoch ms): the live tests are scheduled around it (default: now). */
  now?: number;
}

export interface SeedSummary {
  seed: number;
  /** English articles written. */
  articles: number;
  /** Hindi articles written besides them (counts.articles has both). */
  hindiArticles: number;
  /** Rows inserted per table. */
  counts: Record<ContentTable, number>;
  /** Synthetic aspirants and their ranked attempts at the full-length tests. */
  aspirants: number;
  attempts: number;
  /** Time spent generating the rows in memory. */
  generateMs: number;
  /** Time spent rendering and storing the demo downloads (part of elapsedMs). */
  downloadsMs: number;
  /** Total time, generation and inserts. */
  elapsedMs: number;
}

/** Rows per INSERT statement. Articles are large (HTML + plain text), so they go in smaller batches. */
const CHUNK = 1000;
const ARTICLE_CHUNK = 250;

/** True when none of the content tables has a row. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  for (const table of Object.values(CONTENT_TABLES) as PgTable[]) {
    const rows = await db.select({ one: sql<number>`1` }).from(table).limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

/** Empties every content table and the progress tables that reference content, restarting their ids; the synthetic aspirants go too. */
export async function resetContent(db: Db): Promise<void> {
  const names = [...Object.values(CONTENT_TABLES), ...Object.values(PROGRESS_TABLES)].map((t) => `"${getTableName(t as PgTable)}"`);
  await db.execute(sql.raw(`truncate table ${names.join(', ')} restart identity cascade`));
  await deleteSyntheticUsers(db);
}

async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], size = CHUNK): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await db.insert(table).values(rows.slice(i, i + size) as never);
}

async function insertReturning<T extends PgTable, K>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  key: (row: Record<string, unknown>) => K,
): Promise<Map<K, number>> {
  const ids = new Map<K, number>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .returning()) as Record<string, unknown>[];
    for (const r of inserted) ids.set(key(r), r.id as number);
  }
  return ids;
}

function need<K>(map: Map<K, number>, key: K): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: no id for ${String(key)}`);
  return id;
}

/**
 * The Hindi articles (db/seed/hindi.ts), after the English ones: a translation
 * of an English series part is linked to it and takes the same place in the
 * series' Hindi parts; when that part was not generated (small seeds) the
 * article stands alone. Returns the number written.
 */
async function insertHindiArticles(db: Db, categoryIds: Map<string, number>, seriesIds: Map<string, number>): Promise<number> {
  const parts = await db
    .select({ id: articles.id, seriesId: articles.seriesId, order: articles.seriesOrder })
    .from(articles)
    .where(and(isNotNull(articles.seriesId), eq(articles.lang, 'en')));
  const partId = new Map(parts.map((p) => [`${p.seriesId}/${p.order}`, p.id]));
  const rows = HINDI_ARTICLES.map((def) => {
    const seriesId = def.translates ? seriesIds.get(def.translates.series) : undefined;
    const original = seriesId === undefined ? undefined : partId.get(`${seriesId}/${def.translates!.order}`);
    const createdAt = at(-def.daysAgo * DAY - 5 * 60 * 60 * 1000);
    return {
      slug: def.slug,
      title: def.title,
      contentHtml: hindiHtml(def),
      excerptSource: hindiText(def),
      categoryId: need(categoryIds, def.category),
      lang: 'hi' as const,
      translationOf: original ?? null,
      isSeries: original !== undefined,
      seriesId: original !== undefined ? seriesId! : null,
      seriesOrder: original !== undefined ? def.translates!.order : null,
      visits: 40 + ((def.daysAgo * 37) % 900),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await insertRows(db, articles, rows, ARTICLE_CHUNK);
  return rows.length;
}

/**
 * `count` more Hindi articles (the hindiShare seed): copies of the demo's Hindi
 * articles under numbered slugs, every other one the translation of an English
 * article that stands alone (not a series part), in its category and with its
 * dates, the others spread over two years.
 */
async function insertSyntheticHindiArticles(db: Db, categoryIds: Map<string, number>, count: number): Promise<number> {
  if (count <= 0) return 0;
  const originals = await db
    .select({ id: articles.id, categoryId: articles.categoryId, createdAt: articles.createdAt, updatedAt: articles.updatedAt })
    .from(articles)
    .where(and(eq(articles.lang, 'en'), isNull(articles.seriesId)))
    .orderBy(articles.id)
    .limit(Math.ceil(count / 2));
  // The texts once per template: the copies share them.
  const templates = HINDI_ARTICLES.map((def) => ({ def, html: hindiHtml(def), text: hindiText(def), categoryId: need(categoryIds, def.category) }));
  let batch: (typeof articles.$inferInsert)[] = [];
  for (let k = 0; k < count; k++) {
    const t = templates[k % templates.length];
    const original = k % 2 === 0 ? originals[k / 2] : undefined;
    const createdAt = original?.createdAt ?? at(-((k * 7919) % 730) * DAY - (k % 24) * 60 * 60 * 1000);
    batch.push({
      slug: `${t.def.slug}-${k + 1}`,
      title: `${t.def.title} (अंक ${k + 1})`,
      contentHtml: t.html,
      excerptSource: t.text,
      categoryId: original?.categoryId ?? t.categoryId,
      lang: 'hi',
      translationOf: original?.id ?? null,
      visits: (k * 37) % 900,
      createdAt,
      updatedAt: original?.updatedAt ?? createdAt,
    });
    if (batch.length === ARTICLE_CHUNK || k === count - 1) {
      await db.insert(articles).values(batch);
      batch = [];
    }
  }
  return count;
}

export async function seedDemoContent(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const totalArticles = options.articles ?? DEFAULT_ARTICLES;
  const seed = options.seed ?? DEFAULT_SEED;
  const hindiShare = options.hindiShare ?? 0;
  if (!(hindiShare >= 0 && hindiShare <= 1)) throw new Error(`hindiShare must be between 0 and 1, got ${hindiShare}`);
  // With a Hindi share, `articles` counts both languages; the demo's Hindi articles are part of the share.
  const hindiTarget = Math.round(totalArticles * hindiShare);
  const articleCount = hindiShare > 0 ? totalArticles - Math.max(hindiTarget, HINDI_ARTICLES.length) : totalArticles;
  if (!Number.isInteger(totalArticles) || totalArticles < 0) throw new Error(`articles must be a non-negative integer, got ${totalArticles}`);
  if (articleCount < 0) throw new Error(`articles must be at least the demo's ${HINDI_ARTICLES.length} Hindi articles with a Hindi share, got ${totalArticles}`);
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`);

  // Plan and generate everything but the article texts up front (pure and deterministic).
  const root = new Rng(seed);
  // Articles are generated chunk by chunk while the previous chunk is written (see below).
  const blog = planBlog(root.fork('blog'), articleCount);
  const mocks = generateMockTests(root.fork('mocks'));
  const live = generateLivePages(root.fork('live'));
  const adRows = generateAds(root.fork('ads'), blog.series.map((s) => s.slug));
  const bookRows = generateBooks(root.fork('books'));
  const batchRows = generateBatches(root.fork('batches'));
  let generateMs = performance.now() - started;

  // The files first (like an admin upload): a failed write leaves files nobody links to, never links to no file.
  const downloadsStarted = performance.now();
  const downloadUrls = await storeDownloads(options.storage, bookRows);
  const downloadsMs = performance.now() - downloadsStarted;

  const counts = {} as Record<ContentTable, number>;
  let aspirants = 0;
  let attempts = 0;
  let hindiArticles = 0;
  await db.transaction(async (tx) => {
    if (options.reset) await resetContent(tx);
    else if (!(await isDatabaseEmpty(tx))) {
      throw new Error('The database already has content; reset it first (resetContent or { reset: true }).');
    }

    // Blog.
    const categoryIds = await insertReturning(
      tx,
      categories,
      blog.categories.map((c) => ({ ...c, nameHi: CATEGORY_NAMES_HI[c.name] ?? null, updatedAt: c.createdAt })),
      (r) => r.name as string,
    );
    const seriesIds = await insertReturning(
      tx,
      series,
      blog.series.map((s) => ({
        name: s.name,
        slug: s.slug,
        description: s.description,
        nameHi: SERIES_HI[s.slug]?.name ?? null,
        descriptionHi: SERIES_HI[s.slug]?.description ?? null,
        createdAt: s.createdAt,
        updatedAt: s.updatedAt,
      })),
      (r) => r.slug as string,
    );
    // Generate the next chunk of articles while the database works on the previous one
    // (a real gain with a separate server; harmless with the embedded one).
    const toRow = (a: ArticleSeed) => ({
      slug: a.slug,
      title: a.title,
      contentHtml: a.contentHtml,
      excerptSource: a.excerptSource,
      categoryId: need(categoryIds, a.category),
      isSeries: a.isSeries,
      seriesId: a.seriesSlug ? need(seriesIds, a.seriesSlug) : null,
      seriesOrder: a.seriesOrder,
      visits: a.visits,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    });
    let written = 0;
    let pending: Promise<unknown> = Promise.resolve();
    let batch: ReturnType<typeof toRow>[] = [];
    const flush = async () => {
      const rows = batch;
      batch = [];
      await pending;
      pending = tx.insert(articles).values(rows).execute();
      // Keep a rejection from going unhandled while the next chunk is generated.
      pending.catch(() => {});
    };
    let t = performance.now();
    for (const article of blog.articles()) {
      batch.push(toRow(article));
      written++;
      if (batch.length === ARTICLE_CHUNK) {
        generateMs += performance.now() - t;
        await flush();
        t = performance.now();
      }
    }
    generateMs += performance.now() - t;
    if (batch.length > 0) await flush();
    await pending;
    const hindi = (hindiArticles =
      (await insertHindiArticles(tx, categoryIds, seriesIds)) +
      (await insertSyntheticHindiArticles(tx, categoryIds, hindiTarget - HINDI_ARTICLES.length)));
    counts.categories = blog.categories.length;
    counts.series = blog.series.length;
    counts.articles = written + hindi;

    // Mock tests.
    const mockCategoryIds = await insertReturning(
      tx,
      mockCategories,
      mocks.categories.map((c) => ({ ...c, nameHi: MOCK_CATEGORIES_HI[c.name]?.name ?? null, descriptionHi: MOCK_CATEGORIES_HI[c.name]?.description ?? null })),
      (r) => r.name as string,
    );
    const testIds = await insertReturning(
      tx,
      mockTests,
      mocks.tests.map(({ questions: _q, category, ...t }) => ({ ...t, categoryId: need(mockCategoryIds, category) })),
      (r) => r.slug as string,
    );
    const questionRows = mocks.tests.flatMap((t) =>
      t.questions.map((q, i) => ({ mockTestId: need(testIds, t.slug), position: i + 1, ...q })),
    );
    await insertRows(tx, questions, questionRows);
    // Full-length tests in the real patterns, with synthetic aspirants' ranked attempts (issue 17).
    const full = await seedFullLength(tx, root.fork('full-length'), mockCategoryIds);
    counts.mockCategories = mocks.categories.length;
    // Live tests around the seed's time: upcoming, open, and one with frozen results (issue 28).
    const liveTests = await seedLiveTests(tx, root.fork('live-tests'), mockCategoryIds, options.now ?? Date.now());
    // Previous-year papers: three in the pattern of a real sitting, listed on /pyq (issue 30).
    const pyq = await seedPyqPapers(tx, root.fork('pyq'), mockCategoryIds, options.now ?? Date.now());
    // Practice sets for SSC, Banking and Railways topics, exam → subject → topic (issue 30; db/seed/practice-bank.ts).
    const practice = await seedPracticeBank(tx, root.fork('practice'), mockCategoryIds);
    counts.mockTests = mocks.tests.length + full.tests + liveTests.tests + pyq.tests + practice.tests;
    counts.mockSections = full.sections + liveTests.sections + pyq.sections;
    counts.questions = questionRows.length + full.questions + liveTests.questions + pyq.questions + practice.questions;
    aspirants = full.users;
    // The daily quiz: yesterday's (with demo aspirants' submissions) and today's, from the practice bank (issue 30).
    // Keep this after the practice bank and the synthetic aspirants.
    await seedDailyQuiz(tx, root.fork('daily-quiz'), options.now ?? Date.now());
    attempts = full.attempts + liveTests.attempts;

    // Live pages.
    const pageIds = await insertReturning(
      tx,
      livePages,
      live.map(({ events: _e, ...p }) => p),
      (r) => r.slug as string,
    );
    const eventRows = live.flatMap((p) => p.events.map((e) => ({ livePageId: need(pageIds, p.slug), ...e })));
    await insertRows(tx, liveEvents, eventRows);
    counts.livePages = live.length;
    counts.liveEvents = eventRows.length;

    // Ads.
    await insertRows(tx, ads, adRows);
    counts.ads = adRows.length;

    // Resources.
    const resourceCreated = at(-720 * DAY);
    const resourceCategoryIds = await insertReturning(
      tx,
      resourceCategories,
      RESOURCE_CATEGORIES.map((name) => ({ name, createdAt: resourceCreated })),
      (r) => r.name as string,
    );
    const examIds = await insertReturning(tx, exams, RESOURCE_EXAMS.map((name) => ({ name, createdAt: resourceCreated })), (r) => r.name as string);
    const bookIds = await insertReturning(
      tx,
      books,
      bookRows.map(({ links: _l, subject: _s, category, exam, ...b }) => ({
        ...b,
        categoryId: need(resourceCategoryIds, category),
        examId: need(examIds, exam),
      })),
      (r) => r.title as string,
    );
    const linkRows = bookRows.flatMap((b) =>
      b.links.map((l) => {
        const url = downloadUrls.get(l);
        if (!url) throw new Error(`seed: no stored file for ${b.title} (${l.label})`);
        return { bookId: need(bookIds, b.title), ...l, url };
      }),
    );
    await insertRows(tx, bookLinks, linkRows);
    counts.resourceCategories = RESOURCE_CATEGORIES.length;
    counts.exams = RESOURCE_EXAMS.length;
    counts.books = bookRows.length;
    counts.bookLinks = linkRows.length;

    // Batches.
    const batchCategoryIds = await insertReturning(
      tx,
      batchCategories,
      BATCH_CATEGORIES.map((c) => ({ ...c, createdAt: resourceCreated })),
      (r) => r.slug as string,
    );
    const batchKey = (categoryId: unknown, examSlug: unknown, number: unknown) => `${categoryId}/${examSlug}/${number}`;
    const batchIds = await insertReturning(
      tx,
      batches,
      batchRows.map(({ sessions: _s, category, ...b }) => ({ ...b, categoryId: need(batchCategoryIds, category) })),
      (r) => batchKey(r.categoryId, r.examSlug, r.number),
    );
    const sessionRows = batchRows.flatMap((b) =>
      b.sessions.map((s) => ({ batchId: need(batchIds, batchKey(need(batchCategoryIds, b.category), b.examSlug, b.number)), ...s })),
    );
    await insertRows(tx, batchSessions, sessionRows);
    counts.batchCategories = BATCH_CATEGORIES.length;
    counts.batches = batchRows.length;
    counts.batchSessions = sessionRows.length;
  });

  return {
    seed,
    articles: articleCount,
    hindiArticles,
    counts,
    aspirants,
    attempts,
    generateMs: Math.round(generateMs),
    downloadsMs: Math.round(downloadsMs),
    elapsedMs: Math.round(performance.now() - started),
  };
}
