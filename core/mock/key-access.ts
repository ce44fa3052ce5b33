/**
 * Who may see a test's answer key (correct answers, explanations), its
 * per-question figures and its leaderboard (issue 26; the table of carriers is
 * docs/mock-tests.md, "What carries the answer key"). Every route that can
 * answer any of them calls this one rule with the test and the caller's
 * evidence; it is pure so that a later kind of test (a live test with a
 * results time) extends it here, not in the routes.
 */

/** What the rule needs to know about the test. */
export interface KeyTest {
  status: 'draft' | 'published';
  /**
   * A timed, ranked 'test' (absent: a test) or a 'practice' set of the question bank (issue 30): a published practice
   * set's key is everyone's (shown after each answer) and it has no figures, leaderboard or results.
   */
  kind?: 'test' | 'practice';
  /** A live test's opening (epoch ms): its questions are nobody's before (null or absent: always open). */
  opensAt?: number | null;
  /** A live test's results time (epoch ms); null or absent for an always-open test. */
  resultsAt?: number | null;
}

/** What the caller has shown for this test. */
export interface KeyEvidence {
  /**
   * The caller has a submitted attempt of the test: their own (signed in, or
   * the attempt named with its token) — or, at the signed key address, a
   * signature that is only issued with a submitted attempt's result.
   */
  submitted: boolean;
  /** An admin session (the dashboard's previews, exports and reports): every key, at any time. */
  admin?: boolean;
}

export interface KeyAccess {
  /** The test exists for this caller at all (drafts are the dashboard's: 404 everywhere public). */
  visible: boolean;
  /** Its questions (without answers) may be shown: a live test's from its opening on. */
  paper: boolean;
  /** Correct answers and explanations (answer key, bookmarks, review). */
  key: boolean;
  /** Per-question figures (share correct, mean time): they point at the key. */
  figures: boolean;
  /** The leaderboard and the score distribution: public on an always-open published test, a live one's after its results time. */
  leaderboard: boolean;
  /** The caller's own score, rank and comparison (a live test's only after its results time; before, "answers received"). */
  results: boolean;
}

/** Evidence of a caller who has shown nothing. */
export const NO_EVIDENCE: KeyEvidence = { submitted: false };

/** A live test's results are still withheld at `nowMs` (no clock given: withheld, the safe side). */
export const resultsWithheld = (test: KeyTest, nowMs: number | undefined): boolean =>
  test.resultsAt !== null && test.resultsAt !== undefined && !(nowMs !== undefined && nowMs >= test.resultsAt);

/** A live test's paper is still withheld at `nowMs` (before its opening). */
export const paperWithheld = (test: KeyTest, nowMs: number | undefined): boolean =>
  test.opensAt !== null && test.opensAt !== undefined && !(nowMs !== undefined && nowMs >= test.opensAt);

/** `nowMs`: the server's clock (the app's deps.now), needed for a live test. */
export function keyAccess(test: KeyTest, evidence: KeyEvidence, nowMs?: number): KeyAccess {
  if (evidence.admin) return { visible: true, paper: true, key: true, figures: true, leaderboard: true, results: true };
  const visible = test.status === 'published';
  // A practice set is never rankable (never live, never started or submitted as a test): its key is public.
  if (test.kind === 'practice') return { visible, paper: visible, key: visible, figures: false, leaderboard: false, results: false };
  const paper = visible && !paperWithheld(test, nowMs);
  const open = visible && !resultsWithheld(test, nowMs);
  const key = open && evidence.submitted;
  return { visible, paper, key, figures: key, leaderboard: open, results: open };
}

/**
 * The daily quiz's key (issue 30; docs/daily-quiz.md), beside the tests' rule so every carrier of a correct answer
 * is decided here. A day's quiz opens at midnight in India (`opensAt`) and closes at the next (`closesAt`):
 * - before the opening nothing (not even the questions: never early, whatever the evidence but an admin's);
 * - during the day the questions for everyone; for a caller with a counted submission of the day, their own score
 *   and the day's leaderboard (`results`, `leaderboard`) — never the key: a submitter who got the correct answers
 *   could pass them on before the day is over, and the day's leaderboard would be bought;
 * - from the close, the key, explanations and the leaderboard for everyone (yesterday's solutions).
 * The day's public document is asked with NO_EVIDENCE, so it carries the key only once the day is over.
 */
export interface DailyQuizDay {
  opensAt: number;
  closesAt: number;
}

export function dailyQuizAccess(day: DailyQuizDay, evidence: KeyEvidence, nowMs: number): KeyAccess {
  if (evidence.admin) return { visible: true, paper: true, key: true, figures: true, leaderboard: true, results: true };
  const begun = nowMs >= day.opensAt;
  const over = nowMs >= day.closesAt;
  const standing = over || (begun && evidence.submitted);
  return { visible: begun, paper: begun, key: over, figures: over, leaderboard: standing, results: standing };
}

/**
 * THE PRACTICE RULE (issue 30, docs/practice.md): practice routes serve a question, its key and its explanations only
 * when it belongs to a published practice set. A question of a test (always-open, live, previous-year, draft) is
 * never served by practice, whatever the caller has shown: every practice route calls this, never keyAccess alone.
 */
export const practiceServes = (test: KeyTest): boolean => test.kind === 'practice' && keyAccess(test, NO_EVIDENCE).key;
