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
}

/** What the caller has shown for this test. */
export interface KeyEvidence {
  /**
   * The caller has a submitted attempt of the test: their own (signed in, or
   * the attempt named with its token) — or, at the signed key address, a
   * signature that is only issued with a submitted attempt's result.
   */
  submitted: boolean;
}

export interface KeyAccess {
  /** The test exists for this caller at all (drafts are the dashboard's: 404 everywhere public). */
  visible: boolean;
  /** Correct answers and explanations (answer key, bookmarks, review). */
  key: boolean;
  /** Per-question figures (share correct, mean time): they point at the key. */
  figures: boolean;
  /** The leaderboard: public on an always-open published test. */
  leaderboard: boolean;
}

/** Evidence of a caller who has shown nothing. */
export const NO_EVIDENCE: KeyEvidence = { submitted: false };

export function keyAccess(test: KeyTest, evidence: KeyEvidence): KeyAccess {
  const visible = test.status === 'published';
  const key = visible && evidence.submitted;
  return { visible, key, figures: key, leaderboard: visible };
}
