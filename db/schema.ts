/**
 * The whole data model (spec section 3 plus what the calls of section 7 need).
 * Migrations in db/migrations are generated from this file by drizzle-kit:
 *   npm run db:generate
 */
import { sql } from 'drizzle-orm';
import { LOOSE_FROM, LOOSE_TO, sqlUnicodeLiteral } from '../core/search/devanagari';
import type { ClosedSections } from '../core/mock/section-windows';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  customType,
  index,
  integer,
  jsonb,
  type AnyPgColumn,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The loose Devanagari form of a text column in SQL (core/search/devanagari.ts): immutable, so generated columns can use it. */
const looseSql = (column: string) => `translate(coalesce(${column}, ''), ${sqlUnicodeLiteral(LOOSE_FROM)}, ${sqlUnicodeLiteral(LOOSE_TO)})`;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

// ---------------------------------------------------------------- site content version

/**
 * One row: bumped by triggers on every write to a table the static site is
 * rendered from (migration 0006; `articles.visits` excepted, no page shows
 * it). With `epoch`, random per database, it tells a build whether the
 * content changed since the last one (server/build-fingerprint.ts).
 */
export const contentVersion = pgTable(
  'content_version',
  {
    id: smallint('id').primaryKey().default(1),
    epoch: uuid('epoch').notNull().defaultRandom(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('content_version_one_row', sql`${t.id} = 1`)],
);

/**
 * One row per content-version bump (migration 0007): which table was written
 * and, for an article update, which article and whether its place on the
 * site changed (slug, category, series, creation date). A build reads the
 * rows since the version it was built from to tell whether only articles'
 * text changed (or a download was counted), and then renders only the pages
 * that show them (src/integrations/changed-only.ts). The triggers keep the
 * last 10,000.
 */
export const contentChanges = pgTable('content_changes', {
  version: bigint('version', { mode: 'number' }).primaryKey(),
  tableName: text('table_name').notNull(),
  articleId: integer('article_id'),
  placement: boolean('placement').notNull().default(true),
});

// ---------------------------------------------------------------- blog

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The name on Hindi pages (issue 27); null shows `name`. */
  nameHi: text('name_hi'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const series = pgTable('series', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Hindi name and description (issue 27); null shows the English ones. */
  nameHi: text('name_hi'),
  descriptionHi: text('description_hi'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const articleLang = ['en', 'hi'] as const;

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Sanitized HTML (sanitized on save and again at build). */
    contentHtml: text('content_html').notNull().default(''),
    /** Plain text of the content: the source of excerpts, reading time and search. */
    excerptSource: text('excerpt_source').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** The spec's `series` flag: the article belongs to (or introduces) a series. */
    isSeries: boolean('is_series').notNull().default(false),
    seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
    seriesOrder: integer('series_order'),
    visits: integer('visits').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Words of the plain text, for reading time in listings (computed once, not per query). */
    wordCount: integer('word_count').generatedAlwaysAs(
      sql`coalesce(array_length(regexp_split_to_array(nullif(btrim("excerpt_source"), ''), '\\s+'), 1), 0)`,
    ),
    /** The article's language (issue 27): 'en' or 'hi'; its search vectors use that language's text-search configuration. */
    lang: text('lang', { enum: articleLang }).notNull().default('en'),
    /** A Hindi article's English original (one level: translations point at the original, never at a translation). */
    translationOf: integer('translation_of').references((): AnyPgColumn => articles.id, { onDelete: 'set null' }),
    /**
     * Title lexemes alone: tells a title match from a body match while ranking search results.
     * Hindi: 'hindi' lexemes plus the loose form's 'simple' lexemes (matras typed loosely, core/search/devanagari.ts).
     */
    titleVector: tsvector('title_vector').generatedAlwaysAs(
      sql.raw(
        `case when "lang" = 'hi' then to_tsvector('hindi', coalesce("title", '')) || to_tsvector('simple', ${looseSql('"title"')}) else to_tsvector('english', coalesce("title", '')) end`,
      ),
    ),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql.raw(
        `case when "lang" = 'hi' then setweight(to_tsvector('hindi', coalesce("title", '')), 'A') || setweight(to_tsvector('hindi', coalesce("excerpt_source", '')), 'B') || setweight(to_tsvector('simple', ${looseSql('"title"')}), 'C') || setweight(to_tsvector('simple', ${looseSql('"excerpt_source"')}), 'D') else setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("excerpt_source", '')), 'B') end`,
      ),
    ),
  },
  (t) => [
    index('articles_search_idx').using('gin', t.searchVector),
    index('articles_title_search_idx').using('gin', t.titleVector),
    index('articles_category_created_idx').on(t.categoryId, t.createdAt.desc()),
    index('articles_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // A series' Hindi parts take the same places as its English ones.
    uniqueIndex('articles_series_order_idx').on(t.seriesId, t.lang, t.seriesOrder),
    // One translation per article per language.
    uniqueIndex('articles_translation_idx').on(t.translationOf, t.lang),
    index('articles_lang_created_idx').on(t.lang, t.createdAt.desc(), t.id.desc()),
    check('articles_lang', sql`${t.lang} in ('en', 'hi')`),
  ],
);

// ---------------------------------------------------------------- mock tests

export const mockCategories = pgTable('mock_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  /** Shown on /hi/ pages (issue 27); null: the English one. */
  nameHi: text('name_hi'),
  descriptionHi: text('description_hi'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const mockTestStatus = pgEnum('mock_test_status', ['draft', 'published']);
/**
 * What a mock_tests row is (issue 30): a timed, ranked 'test', or a 'practice' set of the question bank (untimed, never
 * ranked, its key shown after each answer). Practice sets reuse the question editor, import and export, bookmarks and
 * reports; every test-only read (listings, start, submit, live, pyq, sitemaps, search) takes kind = 'test'.
 */
export const mockTestKind = pgEnum('mock_test_kind', ['test', 'practice']);

export const mockTests = pgTable(
  'mock_tests',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => mockCategories.id, { onDelete: 'restrict' }),
    timerMinutes: integer('timer_minutes').notNull(),
    /** Marks deducted per wrong answer; null means no negative marking. */
    negativeMarks: real('negative_marks'),
    /** Drafts are only in the dashboard (and its preview); the site, its API reads, search and sitemap show published tests. */
    status: mockTestStatus('status').notNull().default('published'),
    /**
     * A live test's schedule (issue 28; all three or none): entry opens, the last moment to start a ranked attempt,
     * results published (never before the last possible deadline: checked with the submit grace period by the API).
     */
    liveOpensAt: timestamp('live_opens_at', { withTimezone: true, mode: 'date' }),
    liveLastStartAt: timestamp('live_last_start_at', { withTimezone: true, mode: 'date' }),
    liveResultsAt: timestamp('live_results_at', { withTimezone: true, mode: 'date' }),
    /**
     * A previous-year paper (issue 30): the exam and year it follows (both or neither), the sitting's date and shift
     * where known. Listed on /pyq; it runs and ranks like any always-open test.
     */
    pyqExam: text('pyq_exam'),
    pyqYear: integer('pyq_year'),
    pyqDate: date('pyq_date', { mode: 'string' }),
    pyqShift: text('pyq_shift'),
    /** The test's own instructions (issue 29), shown before the start under the general CBT ones; '' = none. Plain text, one point a line. */
    instructions: text('instructions').notNull().default(''),
    /** Their Hindi (null: the English ones show on a Hindi paper too). */
    instructionsHi: text('instructions_hi'),
    /** The on-screen calculator (issue 29): off unless the real exam allows one. */
    calculator: boolean('calculator').notNull().default(false),
    kind: mockTestKind('kind').notNull().default('test'),
    /**
     * A practice set's place in the bank (issue 30): exam (the category) → subject → topic, with their Hindi (null: the
     * English shows). Both English names or neither, exactly when kind = 'practice'. A topic may hold several sets.
     */
    practiceSubject: text('practice_subject'),
    practiceSubjectHi: text('practice_subject_hi'),
    practiceTopic: text('practice_topic'),
    practiceTopicHi: text('practice_topic_hi'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('mock_tests_status_idx').on(t.status),
    check(
      'mock_tests_practice_place',
      sql`(${t.kind} = 'practice') = (${t.practiceSubject} is not null) and (${t.practiceSubject} is null) = (${t.practiceTopic} is null)`,
    ),
    // A practice set is never live and never a previous-year paper.
    check('mock_tests_practice_untimed', sql`${t.kind} = 'test' or (${t.liveOpensAt} is null and ${t.pyqExam} is null)`),
    index('mock_tests_practice_idx').on(t.categoryId, t.practiceSubject, t.practiceTopic).where(sql`${t.kind} = 'practice'`),
    check('mock_tests_pyq_exam_year', sql`(${t.pyqExam} is null) = (${t.pyqYear} is null)`),
    check('mock_tests_pyq_sitting', sql`${t.pyqExam} is not null or (${t.pyqDate} is null and ${t.pyqShift} is null)`),
    index('mock_tests_pyq_idx').on(t.pyqExam, t.pyqYear).where(sql`${t.pyqExam} is not null`),
    check(
      'mock_tests_live_all_or_none',
      sql`(${t.liveOpensAt} is null) = (${t.liveLastStartAt} is null) and (${t.liveOpensAt} is null) = (${t.liveResultsAt} is null)`,
    ),
    check('mock_tests_live_order', sql`${t.liveLastStartAt} > ${t.liveOpensAt}`),
    check('mock_tests_live_results_after_deadline', sql`${t.liveResultsAt} >= ${t.liveLastStartAt} + make_interval(mins => ${t.timerMinutes})`),
    // The live list: scheduled tests only.
    index('mock_tests_live_idx').on(t.liveResultsAt).where(sql`${t.liveResultsAt} is not null`),
    check('mock_tests_timer_positive', sql`${t.timerMinutes} > 0`),
    check('mock_tests_negative_marks_range', sql`${t.negativeMarks} is null or (${t.negativeMarks} >= 0 and ${t.negativeMarks} <= 1)`),
    index('mock_tests_category_idx').on(t.categoryId),
  ],
);

/**
 * Sections of a test (issue 17). A test without rows is one implicit section:
 * +1 per correct answer and the test's negative_marks.
 */
export const mockSections = pgTable(
  'mock_sections',
  {
    id: serial('id').primaryKey(),
    mockTestId: integer('mock_test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    /** Sectional timer in minutes; null = only the test's timer. */
    timeLimitMinutes: integer('time_limit_minutes'),
    /** Sections are taken in order and a finished one cannot be reopened (enforced by the runner). */
    locked: boolean('locked').notNull().default(false),
    marksCorrect: doublePrecision('marks_correct').notNull().default(1),
    marksWrong: doublePrecision('marks_wrong').notNull().default(0),
  },
  (t) => [
    uniqueIndex('mock_sections_position_idx').on(t.mockTestId, t.position),
    check('mock_sections_time_limit_positive', sql`${t.timeLimitMinutes} is null or ${t.timeLimitMinutes} > 0`),
    check('mock_sections_marks', sql`${t.marksCorrect} > 0 and ${t.marksWrong} >= 0`),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    mockTestId: integer('mock_test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    options: text('options').array().notNull(),
    correctIndex: smallint('correct_index').notNull(),
    explanations: text('explanations').array().notNull(),
    /** The question's section (null in a test without sections). Positions stay global per test. */
    sectionId: integer('section_id').references(() => mockSections.id, { onDelete: 'cascade' }),
    /** Chapter for the accuracy-by-topic analysis. */
    topic: text('topic'),
    /** Hindi beside English: all three or none (CHECK below). */
    textHi: text('text_hi'),
    optionsHi: text('options_hi').array(),
    explanationsHi: text('explanations_hi').array(),
  },
  (t) => [
    check(
      'questions_hindi_all_or_nothing',
      sql`(${t.textHi} is null and ${t.optionsHi} is null and ${t.explanationsHi} is null) or (${t.textHi} is not null and cardinality(${t.optionsHi}) = 4 and cardinality(${t.explanationsHi}) = 4)`,
    ),
    index('questions_section_idx').on(t.sectionId),
    uniqueIndex('questions_test_position_idx').on(t.mockTestId, t.position),
    check('questions_four_options', sql`cardinality(${t.options}) = 4`),
    check('questions_four_explanations', sql`cardinality(${t.explanations}) = 4`),
    check('questions_correct_range', sql`${t.correctIndex} between 0 and 3`),
    check('questions_text_length', sql`char_length(${t.text}) >= 10`),
  ],
);

// ---------------------------------------------------------------- live pages

export const liveStatus = pgEnum('live_status', ['live', 'archived']);

export const livePages = pgTable(
  'live_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: liveStatus('status').notNull().default('live'),
    /** The language its updates are written in (issue 27): Hindi live pages are listed on Hindi pages. */
    lang: text('lang', { enum: articleLang }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('live_pages_status_idx').on(t.status, t.updatedAt.desc()), check('live_pages_lang', sql`${t.lang} in ('en', 'hi')`)],
);

export const liveEvents = pgTable(
  'live_events',
  {
    id: serial('id').primaryKey(),
    livePageId: integer('live_page_id')
      .notNull()
      .references(() => livePages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('live_events_page_idx').on(t.livePageId, t.createdAt.desc())],
);

// ---------------------------------------------------------------- ads

export const adKind = pgEnum('ad_kind', ['house', 'network']);

export const ads = pgTable('ads', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  imageUrl: text('image_url'),
  textUrl: text('text_url').notNull(),
  active: boolean('active').notNull().default(true),
  kind: adKind('kind').notNull().default('house'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- resources

export const resourceCategories = pgTable('resource_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const exams = pgTable('exams', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    author: text('author').notNull().default(''),
    description: text('description').notNull().default(''),
    year: integer('year'),
    coverImage: text('cover_image'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => resourceCategories.id, { onDelete: 'restrict' }),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('books_category_exam_idx').on(t.categoryId, t.examId)],
);

export const bookLinks = pgTable(
  'book_links',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    url: text('url').notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('book_links_book_idx').on(t.bookId)],
);

// ---------------------------------------------------------------- batches
// A batch is a scheduled coaching cohort, e.g. "SSC CGL 2026 – Batch 3".
// Calls: categories; list by (category, exam); full batch by id; by number
// (category, exam, number); stats.

export const batchCategories = pgTable('batch_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => batchCategories.id, { onDelete: 'restrict' }),
    /** Exam key inside the category, e.g. 'cgl', 'chsl', 'po'. */
    examSlug: text('exam_slug').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    language: text('language').notNull().default('English'),
    startsOn: timestamp('starts_on', { withTimezone: true, mode: 'date' }).notNull(),
    endsOn: timestamp('ends_on', { withTimezone: true, mode: 'date' }).notNull(),
    seats: integer('seats').notNull().default(0),
    enrolled: integer('enrolled').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('batches_number_idx').on(t.categoryId, t.examSlug, t.number),
    check('batches_dates', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

export const batchSessions = pgTable(
  'batch_sessions',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [uniqueIndex('batch_sessions_position_idx').on(t.batchId, t.position)],
);

// ---------------------------------------------------------------- users and progress
// The spec keeps the user document in a cloud store; here it lives in Postgres.

export const userRole = pgEnum('user_role', ['user', 'admin']);

export const users = pgTable('users', {
  uid: text('uid').primaryKey(),
  email: text('email'),
  displayName: text('display_name'),
  phone: text('phone'),
  role: userRole('role').notNull().default('user'),
  /** Leaderboards show 'Aspirant' instead of the display name. */
  hideName: boolean('hide_name').notNull().default(false),
  /**
   * Declared entitled to PwBD compensatory time (issue 29: 20 minutes per hour of exam). Read only when an attempt
   * starts; the attempt keeps what applied (mock_attempts.compensatory).
   */
  compensatoryTime: boolean('compensatory_time').notNull().default(false),
  lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const articleReads = pgTable(
  'article_reads',
  {
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUid, t.articleId] })],
);

export const seriesProgress = pgTable(
  'series_progress',
  {
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    lastArticleId: integer('last_article_id').references(() => articles.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userUid, t.seriesId] })],
);

export const attemptStatus = pgEnum('mock_attempt_status', ['started', 'submitted']);

/**
 * A server-issued attempt (issue 17): created by POST /mocks/{slug}/start
 * (signed-in or anonymous), scored once on submit. Figures are null until then.
 */
export const mockAttempts = pgTable(
  'mock_attempts',
  {
    id: serial('id').primaryKey(),
    /** What the client sees and names (random, unguessable). */
    publicId: text('public_id').notNull().unique(),
    /** Client-generated id of the submit (retries of one submit share it); null until submitted without one. */
    clientAttemptId: text('client_attempt_id'),
    /** null = anonymous (the attempt token proves ownership). */
    userUid: text('user_uid').references(() => users.uid, { onDelete: 'cascade' }),
    mockTestId: integer('mock_test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    status: attemptStatus('status').notNull().default('started'),
    /** 1 for the user's first attempt of the test, 2 for the next … (1 for anonymous attempts). */
    attemptNumber: integer('attempt_number').notNull().default(1),
    /** Signed in and no submitted attempt of the test before this one started: may be ranked if on time. */
    rankEligible: boolean('rank_eligible').notNull().default(false),
    /** Chosen option index per question position (null = unanswered). */
    answers: jsonb('answers').$type<(number | null)[]>(),
    /** Seconds per question (client-reported, clamped). */
    timeSpent: jsonb('time_spent').$type<number[]>(),
    correct: integer('correct'),
    wrong: integer('wrong'),
    unanswered: integer('unanswered'),
    score: doublePrecision('score'),
    percentage: integer('percentage'),
    /** The MockScore and SectionResult rows as computed at submit (a replay answers with these). */
    result: jsonb('result'),
    sectionScores: jsonb('section_scores'),
    timeTakenSeconds: integer('time_taken_seconds'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true, mode: 'date' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** Arrived after deadline + MOCK_SUBMIT_GRACE_SECONDS: scored, not ranked. */
    late: boolean('late').notNull().default(false),
    /** Faster than MIN_SECONDS_PER_ANSWER per answered question (server-measured): scored, not ranked, listed for the admin. */
    tooFast: boolean('too_fast').notNull().default(false),
    /** Counts for rank: the user's first on-time attempt of the test. */
    ranked: boolean('ranked').notNull().default(false),
    /**
     * Sections closed by a checkpoint (issue 28), keyed by section id: their answers and times as the server took
     * them; the submit cannot change them (core/mock/section-windows.ts). null: none.
     */
    closedSections: jsonb('closed_sections').$type<ClosedSections>(),
    /**
     * A live test's live-ranked attempt (issue 28): started in the window by a signed-in, registered account as its
     * first attempt. On a live test only these can be ranked (rank_eligible), and the freeze ranks them.
     */
    live: boolean('live').notNull().default(false),
    /**
     * Started with compensatory time (issue 29): deadline_at and the sectional windows have every limit × 4/3
     * (core/mock/compensatory.ts). Fixed at the start, and for a test by the account's first attempt of it: the server
     * never reads the profile again for this attempt.
     */
    compensatory: boolean('compensatory').notNull().default(false),
  },
  (t) => [
    uniqueIndex('mock_attempts_client_idx').on(t.userUid, t.clientAttemptId),
    index('mock_attempts_user_idx').on(t.userUid, t.submittedAt.desc()),
    index('mock_attempts_test_user_idx').on(t.mockTestId, t.userUid),
    uniqueIndex('mock_attempts_one_ranked_idx').on(t.userUid, t.mockTestId).where(sql`${t.ranked}`),
    index('mock_attempts_leaderboard_idx').on(t.mockTestId, t.score.desc(), t.timeTakenSeconds, t.id).where(sql`${t.ranked}`),
    check('mock_attempts_ranked_signed_in', sql`not ${t.ranked} or (${t.userUid} is not null and not ${t.late})`),
    check('mock_attempts_ranked_plausible', sql`not (${t.ranked} and ${t.tooFast})`),
    check('mock_attempts_live_signed_in', sql`not ${t.live} or ${t.userUid} is not null`),
    // The admin's list of too-fast attempts, newest first.
    index('mock_attempts_too_fast_idx').on(t.submittedAt.desc()).where(sql`${t.tooFast}`),
  ],
);

/** Aspirants registered for a live test (issue 28): one row per account and test. */
export const mockLiveRegistrations = pgTable(
  'mock_live_registrations',
  {
    mockTestId: integer('mock_test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.mockTestId, t.userUid] })],
);

/**
 * A live test's results, frozen once at its results time (issue 28): the live-ranked scores as a histogram (rank =
 * 1 + the count above), the top of the leaderboard and the figures the results page shows. The primary key makes a
 * second freeze (another instance racing) a no-op.
 */
export const mockLiveResults = pgTable('mock_live_results', {
  mockTestId: integer('mock_test_id')
    .primaryKey()
    .references(() => mockTests.id, { onDelete: 'cascade' }),
  resultsAt: timestamp('results_at', { withTimezone: true, mode: 'date' }).notNull(),
  frozenAt: timestamp('frozen_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Live-ranked participants. */
  ranked: integer('ranked').notNull(),
  /** [[score, count], …], highest score first. */
  histogram: jsonb('histogram').$type<[number, number][]>().notNull(),
  /** The top of the leaderboard as served: [{ rank, name, score, timeTakenSeconds }]. */
  leaderboard: jsonb('leaderboard').notNull(),
});

/**
 * Ranked scores per test as a histogram, kept in the submit transaction:
 * rank = 1 + Σ count above my score, exact and fast at any number of attempts.
 * Spread over shards (attempt id mod 8) so a burst of submits of similar
 * scores does not queue on one row.
 */
export const mockScoreCounts = pgTable(
  'mock_score_counts',
  {
    mockTestId: integer('mock_test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    shard: smallint('shard').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mockTestId, t.score, t.shard] })],
);

/**
 * Per-question figures over ranked attempts (share answered correctly, mean
 * time), folded in from mock_stats_pending by refreshQuestionStats.
 */
export const mockQuestionStats = pgTable('mock_question_stats', {
  questionId: integer('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  mockTestId: integer('mock_test_id')
    .notNull()
    .references(() => mockTests.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull().default(0),
  correct: integer('correct').notNull().default(0),
  seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
});

/**
 * Per section of a test ('' = a test without sections): ranked attempts
 * folded in, the sum and the best of their section scores (the comparison's
 * average and topper), folded in with mock_question_stats.
 */
export const mockSectionStats = pgTable(
  'mock_section_stats',
  {
    mockTestId: integer('mock_test_id')
      .notNull()
      .references(() => mockTests.id, { onDelete: 'cascade' }),
    sectionKey: text('section_key').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sum: doublePrecision('sum').notNull().default(0),
    best: doublePrecision('best'),
  },
  (t) => [primaryKey({ columns: [t.mockTestId, t.sectionKey] })],
);

/** Ranked attempts not yet folded into mock_question_stats and mock_section_stats (one insert per submit: no hot rows). */
export const mockStatsPending = pgTable(
  'mock_stats_pending',
  {
    attemptId: integer('attempt_id')
      .primaryKey()
      .references(() => mockAttempts.id, { onDelete: 'cascade' }),
    mockTestId: integer('mock_test_id').notNull(),
  },
  (t) => [index('mock_stats_pending_test_idx').on(t.mockTestId)],
);

// ---------------------------------------------------------------- API keys and admins

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    /** Not a secret: the current key is handed to every browser (anti-scraping speed bump). */
    key: text('key').notNull().unique(),
    keyType: text('key_type').notNull().default('rotating'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('api_keys_created_idx').on(t.createdAt.desc())],
);

export const admins = pgTable('admins', {
  id: text('id').primaryKey(),
  /** scrypt hash in the form scrypt$N$r$p$salt$hash (base64). */
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------- aspirant tools (issue 18)
// Both tables point at questions.id: a question's bookmarks and reports go with it.

/** A question a signed-in aspirant keeps for revision (the list on /progress). */
export const questionBookmarks = pgTable(
  'question_bookmarks',
  {
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userUid, t.questionId] }), index('question_bookmarks_user_idx').on(t.userUid, t.createdAt.desc())],
);

export const questionReportReason = pgEnum('question_report_reason', ['wrong_answer', 'wrong_translation', 'typo', 'other']);
export const questionReportStatus = pgEnum('question_report_status', ['open', 'resolved', 'dismissed']);

/** "Report this question": from anyone (user_uid null when anonymous), read and closed by admins. */
export const questionReports = pgTable(
  'question_reports',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userUid: text('user_uid').references(() => users.uid, { onDelete: 'set null' }),
    reason: questionReportReason('reason').notNull(),
    text: text('text').notNull().default(''),
    status: questionReportStatus('status').notNull().default('open'),
    /** A hash of the reporter's client address (rate-limit identity), never the address itself. */
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('question_reports_status_idx').on(t.status, t.createdAt.desc()),
    index('question_reports_question_idx').on(t.questionId),
    check('question_reports_text_length', sql`char_length(${t.text}) <= 1000`),
  ],
);

// ---------------------------------------------------------------- daily practice (issue 30)

/**
 * A signed-in aspirant's answers to practice questions: per question how often answered and how often right, and the
 * last answer's outcome (accuracy per topic sums these). Signed-out progress is kept on the device and merged in at
 * sign-in.
 */
export const practiceAnswers = pgTable(
  'practice_answers',
  {
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull(),
    correct: integer('correct').notNull(),
    lastCorrect: boolean('last_correct').notNull(),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userUid, t.questionId] }),
    check('practice_answers_counts', sql`${t.attempts} >= 1 and ${t.correct} between 0 and ${t.attempts}`),
  ],
);

/**
 * The daily quiz of one day in India's time zone: ten question ids of the bank, the same for everyone. Chosen ahead
 * by the admin ('admin') or drawn by the rule at the day's first read ('rule'); the primary key makes the draw once.
 */
export const dailyQuizzes = pgTable(
  'daily_quizzes',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    questionIds: integer('question_ids').array().notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('daily_quizzes_source', sql`${t.source} in ('admin', 'rule')`),
    check('daily_quizzes_size', sql`cardinality(${t.questionIds}) between 1 and 20`),
  ],
);

/** A signed-in aspirant's one counted submission of a day's quiz (the day's leaderboard and the streak). */
export const dailyQuizAttempts = pgTable(
  'daily_quiz_attempts',
  {
    day: date('day', { mode: 'string' })
      .notNull()
      .references(() => dailyQuizzes.day, { onDelete: 'cascade' }),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** Chosen option index per question (null = unanswered). */
    answers: jsonb('answers').$type<(number | null)[]>().notNull(),
    correct: integer('correct').notNull(),
    timeTakenSeconds: integer('time_taken_seconds').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userUid] }),
    index('daily_quiz_attempts_board_idx').on(t.day, t.correct.desc(), t.timeTakenSeconds, t.submittedAt),
    index('daily_quiz_attempts_user_idx').on(t.userUid, t.day.desc()),
  ],
);

/**
 * Spaced revision (issue 30): a question an aspirant got wrong or bookmarked, with its scheduler card (FSRS state as
 * ts-fsrs keeps it). "Revise today" lists the cards due by the end of the aspirant's day.
 */
export const revisionCards = pgTable(
  'revision_cards',
  {
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    /** Why it is in the queue: 'wrong' (a test, practice or quiz answer) or 'bookmark'. */
    source: text('source').notNull(),
    due: timestamp('due', { withTimezone: true, mode: 'date' }).notNull(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: smallint('state').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userUid, t.questionId] }),
    index('revision_cards_due_idx').on(t.userUid, t.due),
    check('revision_cards_source', sql`${t.source} in ('wrong', 'bookmark')`),
    check('revision_cards_state', sql`${t.state} between 0 and 3`),
  ],
);

/**
 * Spaced revision: how far an aspirant's submitted test attempts have been turned into 'wrong' cards (the queue
 * read derives them lazily, off the submit's hot path). Attempts submitted after `derived_until` are looked at again;
 * one whose key is still withheld (a live test before its results time) holds the mark before it.
 */
export const revisionWatermarks = pgTable('revision_watermarks', {
  userUid: text('user_uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  derivedUntil: timestamp('derived_until', { withTimezone: true, mode: 'date' }).notNull(),
});
