/**
 * A past attempt reopened from the server (issue 26): the history on
 * /progress links every attempt to its test page with `?attempt={id}`, and
 * the runner shows its result and full review on any device, with nothing
 * kept on it. The snapshot is built from three answers: the paper
 * (GET /mocks/{slug}/start, without an attempt), the stored result
 * (GET /mocks/attempts/{id}: figures, standing, the chosen answers and the
 * times) and the answer key at the result's signed address.
 * It is a submitted snapshot like the one a submit leaves, so review.ts and
 * the result screen read it unchanged.
 */
import { createAttempt, type AttemptStart } from './attempt';
import type { SubmitAnswer } from './submit';
import { bump, type AttemptSnapshot, type Language } from './snapshot';

/** The `?attempt=` of a test page: a public attempt id, or null for anything else. */
export function attemptParam(search: string): string | null {
  const id = new URLSearchParams(search).get('attempt');
  return id && /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : null;
}

export function pastAttempt(input: { slug: string; paper: AttemptStart; answer: SubmitAnswer; language?: Language }): AttemptSnapshot {
  const { answer } = input;
  const { answerKey, ...figures } = answer;
  const base = createAttempt({ id: answer.attempt.clientAttemptId ?? answer.attempt.id, slug: input.slug, start: input.paper, sentAt: 0, receivedAt: 0, language: input.language });
  const n = base.questions.length;
  const stored = answer.attempt.answers ?? [];
  const answers = Array.from({ length: n }, (_, i) => stored[i] ?? null);
  const timeSpent = Array.from({ length: n }, (_, i) => answer.attempt.timeSpent?.[i] ?? 0);
  const submittedAtMs = Date.parse(answer.attempt.submittedAt);
  return bump({
    ...base,
    startedAt: answer.attempt.startedAt,
    answers,
    draft: answers[0] ?? null,
    visited: answers.map(() => true),
    timeSpentMs: timeSpent.map((s) => s * 1000),
    shownSinceMs: null,
    phase: 'submitted',
    submission: {
      // Not stored on the server; the result's "time was up" note is for the moment of the submit only.
      reason: 'manual',
      submittedAtMs,
      payload: { attemptId: answer.attempt.id, answers, timeSpent, submittedAt: answer.attempt.submittedAt },
      token: null,
      tries: 0,
      nextTryAt: null,
      lastError: null,
      rejected: false,
    },
    outcome: { answerKey, result: figures },
  });
}
