/**
 * The submit phases of an attempt: running → submitting (the saved answers
 * and the time per question frozen into a submit body, queued until the
 * server acknowledges it; failed sends back off) → submitted (the server's
 * answer key and result kept for review.ts). Pure transitions; the queue that
 * sends lives with the island's storage (src/islands/mock/attempt-storage.ts).
 *
 * The body names the server attempt (POST start) and carries `submittedAt`,
 * the server-clock time the aspirant submitted (a timeout: the deadline), so
 * a submit that waited offline in the queue is timed to when it was made; the
 * server trusts that stamp only between its own start and min(now, deadline).
 */
import type { MockPending } from '../schemas/live-test';
import type { MockAnswerKey, MockResult, MockResultFigures } from '../schemas/mock-attempt';
import type { AnswerKeyEntry } from '../schemas/responses/mocks';
import { serverNow } from './clock';
import { bump, type AttemptSnapshot, type SubmitReason } from './snapshot';
import { accrueTime, timeSpentSeconds } from './timing';

/** What the runner keeps of the submit answer: the result figures and the answer key with each question's figures. */
export type SubmitAnswer = MockResultFigures & { answerKey: AnswerKeyEntry[] };

/** What a send can bring back: the result with its key, or (a live test before results time) only that the answers are in. */
export type SendAnswer = SubmitAnswer | MockPending;

/** The answer is the live "answers are in" one (issue 28): no score, key or rank yet. */
export const isPendingAnswer = (a: SendAnswer): a is MockPending => 'received' in a && a.received === true;

/**
 * The submit answer and the answer key it points to, as the runner keeps
 * them: the key's questions with the result's per-question figures. The two
 * come in separate requests (the key is the same for every aspirant, so the
 * submit stays small when thousands submit at one deadline).
 */
export function withAnswerKey(response: MockResult, key: MockAnswerKey): SubmitAnswer {
  const { answerKeyUrl: _url, questionFigures, ...result } = response;
  const answerKey = key.answerKey.map((q, i) => ({ ...q, correct_share: questionFigures[i]?.correct_share ?? null, avg_seconds: questionFigures[i]?.avg_seconds ?? null }));
  return { ...result, answerKey };
}

/**
 * Freezes the attempt into a queued submission: the SAVED answers (an unsaved
 * draft is not evaluated, as on the CBT), submitted at the current server time
 * (a timeout is stamped at the deadline).
 */
export function beginSubmit(s: AttemptSnapshot, reason: SubmitReason, clientNow: number): AttemptSnapshot {
  if (s.phase !== 'running') return s;
  const now = serverNow(s, clientNow);
  const submittedAtMs = reason === 'timeout' ? Math.min(now, s.deadlineMs) : now;
  const counted = { ...accrueTime(s, submittedAtMs), shownSinceMs: null };
  return bump({
    ...counted,
    phase: 'submitting',
    draft: s.answers[s.current] ?? null,
    submission: {
      reason,
      submittedAtMs,
      payload: {
        ...(s.server ? { attemptId: s.server.id } : {}),
        answers: s.answers.slice(),
        timeSpent: timeSpentSeconds(counted),
        clientAttemptId: s.id,
        submittedAt: new Date(submittedAtMs).toISOString(),
      },
      token: s.server?.token ?? null,
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

/**
 * Records a failed send. `rejected` = the server refused the payload (no automatic retries). `waitMs`: the
 * server said when to come back (Retry-After of a 503 under load): the next try waits at least that long.
 */
export function submitFailed(s: AttemptSnapshot, error: string, clientNow: number, rejected = false, waitMs?: number): AttemptSnapshot {
  if (s.phase !== 'submitting' || !s.submission) return s;
  const tries = s.submission.tries + 1;
  const delay = waitMs === undefined ? retryDelayMs(tries) : Math.max(waitMs, 1000);
  return bump({
    ...s,
    submission: { ...s.submission, tries, lastError: error, rejected, nextTryAt: rejected ? null : clientNow + delay },
  });
}

/**
 * The server acknowledged the submit: keep its answer key and result. An
 * answer without the result figures (an older server) keeps the key only, and
 * review.ts scores on the device.
 */
export function submitSucceeded(s: AttemptSnapshot, response: SendAnswer): AttemptSnapshot {
  if (s.phase !== 'submitting') return s;
  if (isPendingAnswer(response)) {
    return bump({ ...s, phase: 'submitted', outcome: null, pending: { resultsAt: response.resultsAt, ranked: response.attempt.ranked } });
  }
  const { answerKey, ...result } = response;
  const complete = !!result.result && !!result.attempt && Array.isArray(result.sections) && !!result.comparison;
  return bump({ ...s, phase: 'submitted', outcome: { answerKey, result: complete ? result : null } });
}

/**
 * A live attempt's result, fetched at results time (issue 28): the awaiting
 * snapshot becomes a submitted one with its key and figures, as if the submit
 * had answered them.
 */
export function resultArrived(s: AttemptSnapshot, response: SubmitAnswer): AttemptSnapshot {
  if (s.phase !== 'submitted' || !s.pending) return s;
  const { answerKey, ...result } = response;
  const complete = !!result.result && !!result.attempt && Array.isArray(result.sections) && !!result.comparison;
  return bump({ ...s, pending: null, outcome: { answerKey, result: complete ? result : null } });
}
