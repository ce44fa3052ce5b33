/**
 * The spec's business constants (section 9) in one place. Where a constant
 * belongs to one module only (e.g. the API key manager's retries), that module
 * imports it from here.
 */

// ---------------------------------------------------------------- listings and feeds

/** Home articles page size. */
export const HOME_PAGE_SIZE = 30;
/** The blog listing uses the home page size so `/blog?page={n}` from the home feed lands on the same articles. */
export const BLOG_PAGE_SIZE = HOME_PAGE_SIZE;
/** Ad insertion: the home feed after every 5th article; the blog grid a house ad after every 4th. */
export const HOME_AD_EVERY = 5;
export const GRID_AD_EVERY = 4;
/** Footer categories. */
export const FOOTER_CATEGORY_LIMIT = 8;
/** Home carousels show at most 3 items. */
export const HOME_CAROUSEL_LIMIT = 3;
/** Reading speed (words per minute). */
export const WORDS_PER_MINUTE = 200;

export const EXCERPT_LENGTH = {
  /** Blog grid excerpt. */
  grid: 140,
  /** Cards elsewhere (home feed, series, related items). */
  card: 120,
  /** Search suggestions. */
  suggestion: 80,
} as const;

/** Fixed time zone so builds are reproducible and the browser shows the same dates (Indian audience: IST). */
export const SITE_TIME_ZONE = 'Asia/Kolkata';

// ---------------------------------------------------------------- carousels

/** Home carousels rotate every 5 s (and pause while hovered). */
export const HOME_ROTATION_MS = 5000;
/** Related-resources carousel: default rotation and fade-in (its 240 px minimum card height is CSS, in RelatedResources.astro). */
export const RELATED_ROTATION_MS = 6000;
export const FADE_IN_MS = 100;

// ---------------------------------------------------------------- search suggestions

export const SUGGESTION_LIMIT = 10;
export const SUGGESTION_DEBOUNCE_MS = 300;
export const SUGGESTION_MIN_CHARS = 2;
/** 'View all results' appears at 8 or more results. */
export const VIEW_ALL_AT = 8;

// ---------------------------------------------------------------- requests and the API key

/** API request timeout. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** API key: refreshed every 5 minutes, 3 retries from 1 s doubling, stop after 5 consecutive failures, 5 s timeout. */
export const API_KEY_REFRESH_MS = 300_000;
export const API_KEY_MAX_RETRIES = 3;
export const API_KEY_BASE_DELAY_MS = 1_000;
export const API_KEY_MAX_CONSECUTIVE_FAILURES = 5;
export const API_KEY_TIMEOUT_MS = 5_000;

// ---------------------------------------------------------------- mock tests

/** A mock test has 5 to 100 questions with 4 options each. */
export const MIN_QUESTIONS = 5;
export const MAX_QUESTIONS = 100;
export const OPTION_COUNT = 4;

/**
 * The fastest plausible pace of a ranked attempt (issue 26): the server-measured
 * time taken must be at least this many seconds per answered question. Reading
 * a question and four options takes longer; below it the attempt is scored but
 * not ranked ('too fast') and listed for the admin.
 */
export const MIN_SECONDS_PER_ANSWER = 2;
/** How many of a device's signed-out attempts one claim may name. */
export const MAX_CLAIMED_ATTEMPTS = 50;

/** Topic practice (issue 30): at most this many answers in one POST /question-bank/answers (a device's backlog goes in batches). */
export const PRACTICE_BATCH_MAX = 200;
