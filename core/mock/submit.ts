/**
 * The submit phases of an attempt: running → submitting (the saved answers
 * frozen into a submit body, queued until the server acknowledges it; failed
 * sends back off) → submitted (the server's answer key kept for review.ts).
 * Pure transitions; the queue that sends lives with the island's storage
 * (src/islands/mock/attempt-storage.ts).
 */
import type { MockResult } from '../schemas/mock-attempt';
import { serverNow } from './clock';
import { bump, type AttemptSnapshot, type SubmitReason } from './snapshot';

/** What the runner keeps of the submit answer (MockResult): it scores the answers itself. */
export type SubmitAnswer = Pick<MockResult, 'answerKey'> & { attempt: MockResult['attempt'] | null };

/**
 * Freezes the attempt into a queued submission: the SAVED answers (an unsaved
 * draft is not evaluated, as on the CBT), submitted at the current server time
 * (a timeout is stamped at the deadline).
 */
export function beginSubmit(s: AttemptSnapshot, reason: SubmitReason, clientNow: number): AttemptSnapshot {
  if (s.phase !== 'running') return s;
  const submittedAtMs = reason === 'timeout' ? Math.min(serverNow(s, clientNow), s.deadlineMs) : serverNow(s, clientNow);
  return bump({
    ...s,
    phase: 'submitting',
    draft: s.answers[s.current] ?? null,
    submission: {
      reason,
      submittedAtMs,
      payload: { answers: s.answers.slice(), clientAttemptId: s.id, startedAt: s.startedAt },
      tries: 0,
      nextTryAt: null,
      lastError: null,
      rejected: false,
    },
  });
}

/** Retry delay after the n-th failed send: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(tries: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, tries - 1));
}

/** Records a failed send. `rejected` = the server refused the payload (no automatic retries). */
export function submitFailed(s: AttemptSnapshot, error: string, clientNow: number, rejected = false): AttemptSnapshot {
  if (s.phase !== 'submitting' || !s.submission) return s;
  const tries = s.submission.tries + 1;
  return bump({
    ...s,
    submission: { ...s.submission, tries, lastError: error, rejected, nextTryAt: rejected ? null : clientNow + retryDelayMs(tries) },
  });
}

/** The server acknowledged the submit: keep its answer key. */
export function submitSucceeded(s: AttemptSnapshot, response: SubmitAnswer): AttemptSnapshot {
  if (s.phase !== 'submitting') return s;
  return bump({ ...s, phase: 'submitted', outcome: { answerKey: response.answerKey, attempt: response.attempt ?? null } });
}
