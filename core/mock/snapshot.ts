/**
 * The shape of one attempt as the runner keeps it, in memory and in
 * localStorage: a single versioned snapshot (`v`) that every other module
 * here reads or returns. This file owns the shape only: attempt.ts,
 * sections.ts and submit.ts make new snapshots, restore.ts vets a stored one
 * (and migrates a version-1 copy), palette.ts, clock.ts and review.ts read
 * them.
 *
 * Version 2 (issue 17) added the sections (tabs, sectional clock, locked
 * order), the paper's language, the server attempt (id + token from POST
 * start) and the time spent on each question.
 */
import type { LiveStartInfo } from '../schemas/live-test';
import type { MockResultFigures, MockSubmit } from '../schemas/mock-attempt';
import type { MockSectionCheckpoint } from '../schemas/section-checkpoint';
import type { AnswerKeyEntry, MockLanguage, MockQuestion, MockSection, MockTest } from '../schemas/responses/mocks';

/** Test info as the API and the page shell give it (spec section 3), with the issue-17 additions when known. */
export type MockInfo = Pick<MockTest, 'slug' | 'name' | 'description' | 'category_name' | 'timer' | 'negative_marks' | 'question_count'> &
  Partial<Pick<MockTest, 'sections' | 'languages' | 'total_marks' | 'live' | 'instructions' | 'instructions_hi' | 'calculator'>>;

export type Language = MockLanguage;

export type SubmitReason = 'manual' | 'timeout';

/** One section as the runner uses it: a run of questions [start, end) with its clock and marking. */
export interface SectionWindow {
  /** MockSection.id; null for the implicit section of a test without sections. */
  id: number | null;
  name: string;
  name_hi: string | null;
  start: number;
  end: number;
  /** Sectional time limit (ms); null = the test's clock only. */
  timeLimitMs: number | null;
  locked: boolean;
  marks_correct: number;
  marks_wrong: number;
}

/** The server attempt made by POST start: named in the submit, its token sent as x-attempt-token. */
export interface ServerAttempt {
  id: string;
  token: string;
}

export interface Submission {
  reason: SubmitReason;
  /** Server-clock time of the submit (ms): the stamp sent as submittedAt (a timeout at the deadline). */
  submittedAtMs: number;
  /** The frozen body of the submit. */
  payload: MockSubmit;
  /** Sent as x-attempt-token (anonymous attempts need it). */
  token: string | null;
  /** Failed sends so far. */
  tries: number;
  /** Client-clock time of the next automatic try (ms), after a failure. */
  nextTryAt: number | null;
  lastError: string | null;
  /** The server refused the payload itself (4xx other than auth/rate limits): no automatic retries. */
  rejected: boolean;
}

/** A closed section's answers on their way to the server (issue 28, checkpoint.ts). */
export interface SectionCheckpoint {
  sectionId: number;
  /** The frozen body of POST /mocks/{slug}/checkpoint. */
  payload: MockSectionCheckpoint;
  /** Sent as x-attempt-token. */
  token: string | null;
  /** pending until the server takes it (sent) or refuses it (refused: its window is over). */
  state: 'pending' | 'sent' | 'refused';
  tries: number;
  /** Client-clock time of the next automatic try (ms), after a failure. */
  nextTryAt: number | null;
  /** The server's Retry-After (client-clock ms): not sent before, even when the connection comes back. */
  notBefore?: number | null;
  lastError: string | null;
}

/** What the submit answered: the answer key, and the server's result (null for a result migrated from version 1). */
export interface Outcome {
  answerKey: AnswerKeyEntry[];
  result: MockResultFigures | null;
}

export interface AttemptSnapshot {
  v: 2;
  /** The client attempt id (names the stored copy; the submit's clientAttemptId). */
  id: string;
  slug: string;
  mock: MockInfo;
  /** As served for taking the test: no correct answers, no explanations. */
  questions: MockQuestion[];
  /** At least one (a test without sections has one implicit section). */
  sections: SectionWindow[];
  /** Sections are taken one after another (a sectional clock or a locked order): earlier ones are closed, later ones not yet open. */
  sequential: boolean;
  /** The section in use (sequential: the open one). */
  section: number;
  /** Server-clock time each section was opened (ms), null until then. */
  sectionOpenedMs: (number | null)[];
  language: Language;
  server: ServerAttempt | null;
  startedAt: string;
  /** Server-clock deadline of the whole test (ms since the epoch). */
  deadlineMs: number;
  /** serverClock − clientClock (ms). */
  clockOffsetMs: number;
  current: number;
  /** The unsaved choice on the current question. */
  draft: number | null;
  /** Saved answers, one per question. */
  answers: (number | null)[];
  marked: boolean[];
  visited: boolean[];
  /** Time spent on each question (ms), counted while it is the one on screen. */
  timeSpentMs: number[];
  /** Server-clock time the current question's time is counted from (ms); null once the attempt is frozen. */
  shownSinceMs: number | null;
  phase: 'running' | 'submitting' | 'submitted';
  submission: Submission | null;
  outcome: Outcome | null;
  /** Checkpoints of the sections closed so far (sequential tests with a server attempt); absent in older copies. */
  checkpoints?: SectionCheckpoint[];
  /**
   * Issue 28, a live test: how this attempt counts (from the start answer: live-ranked, or not and why;
   * practice after the window). Absent for an always-open test.
   */
  live?: LiveStartInfo | null;
  /**
   * A live attempt submitted before results time: the answers are in, nothing else came back (phase
   * 'submitted', no outcome yet). The runner fetches the result at `resultsAt` (+ a spread) and clears it.
   */
  pending?: { resultsAt: string; ranked: boolean } | null;
  /**
   * Issue 29: started with PwBD compensatory time (the start answer's `compensatory`): the deadline and the
   * sectional limits are × 4/3 already; the clock shows a note. Absent: without.
   */
  compensatory?: boolean;
  /** Issue 29: the candidate collapsed the question palette (the `>` of the CBT screen); kept for the attempt. */
  paletteCollapsed?: boolean;
  /** Bumped on every change (the newest copy wins across tabs). */
  rev: number;
}

/** The same snapshot, one revision on: every change goes through here. */
export const bump = (s: AttemptSnapshot): AttemptSnapshot => ({ ...s, rev: s.rev + 1 });

/** The question text and options in the paper's language (English where a question has no Hindi). */
export function questionIn(q: MockQuestion, language: Language): { text: string; options: string[]; hindi: boolean } {
  if (language === 'hi' && q.question_hi && q.options_hi?.length === q.options.length) return { text: q.question_hi, options: q.options_hi, hindi: true };
  return { text: q.question, options: q.options, hindi: false };
}

/** A section's name in the paper's language. */
export const sectionName = (s: Pick<SectionWindow, 'name' | 'name_hi'>, language: Language) => (language === 'hi' && s.name_hi ? s.name_hi : s.name);
