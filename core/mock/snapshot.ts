/**
 * The shape of one attempt as the runner keeps it, in memory and in
 * localStorage: a single versioned snapshot (`v`) that every other module
 * here reads or returns. This file owns the shape only: attempt.ts and
 * submit.ts make new snapshots, restore.ts vets a stored one, palette.ts,
 * clock.ts and review.ts read them. A new field (sections, a language, a
 * server attempt token) starts here, and restore.ts learns to accept it.
 */
import type { MockResult, MockSubmit } from '../schemas/mock-attempt';
import type { AnswerKeyEntry, MockQuestion, MockTest } from '../schemas/responses/mocks';

/** Test info as the API and the page shell give it (spec section 3). */
export type MockInfo = Pick<MockTest, 'slug' | 'name' | 'description' | 'category_name' | 'timer' | 'negative_marks' | 'question_count'>;

export type SubmitReason = 'manual' | 'timeout';

export interface Submission {
  reason: SubmitReason;
  /** Server-clock time of the submit (ms): what the time taken is measured to. */
  submittedAtMs: number;
  /** The frozen body of the submit; the runner always sends its attempt id and start. */
  payload: MockSubmit & Required<Pick<MockSubmit, 'answers' | 'clientAttemptId' | 'startedAt'>>;
  /** Failed sends so far. */
  tries: number;
  /** Client-clock time of the next automatic try (ms), after a failure. */
  nextTryAt: number | null;
  lastError: string | null;
  /** The server refused the payload itself (4xx other than auth/rate limits): no automatic retries. */
  rejected: boolean;
}

export interface AttemptSnapshot {
  v: 1;
  /** The client attempt id (also the idempotency key of the submit). */
  id: string;
  slug: string;
  mock: MockInfo;
  /** As served for taking the test: no correct answers, no explanations. */
  questions: MockQuestion[];
  startedAt: string;
  /** Server-clock deadline (ms since the epoch). */
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
  phase: 'running' | 'submitting' | 'submitted';
  submission: Submission | null;
  outcome: { answerKey: AnswerKeyEntry[]; attempt: MockResult['attempt'] | null } | null;
  /** Bumped on every change (the newest copy wins across tabs). */
  rev: number;
}

/** The same snapshot, one revision on: every change goes through here. */
export const bump = (s: AttemptSnapshot): AttemptSnapshot => ({ ...s, rev: s.rev + 1 });
