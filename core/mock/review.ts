/**
 * After the submit: the score (spec section 5, computed on the client with
 * scoreAnswers from the server's answer key), the time taken, and the review
 * of every question (chosen, correct, explanations) with its filters. Reads a
 * submitted snapshot; nothing here changes one.
 */
import type { MockScore } from '../schemas/mock-attempt';
import type { AnswerKeyEntry, MockQuestion } from '../schemas/responses/mocks';
import { scoreAnswers } from './scoring';
import type { AttemptSnapshot, SubmitReason } from './snapshot';

export interface AttemptResult extends MockScore {
  timeTakenMs: number;
  negativeMarks: number | null;
  reason: SubmitReason;
}

/** The answer key aligned with the questions (by id, falling back to position). */
function keyInQuestionOrder(s: AttemptSnapshot): (AnswerKeyEntry | undefined)[] {
  const key = s.outcome?.answerKey ?? [];
  const byId = new Map(key.map((k) => [k.id, k]));
  return s.questions.map((q, i) => byId.get(q.id) ?? key.find((k) => k.position === q.position) ?? key[i]);
}

/** The score, computed on the client (spec section 5) from the answer key. */
export function attemptResult(s: AttemptSnapshot): AttemptResult | null {
  if (!s.outcome || !s.submission) return null;
  const answers = s.submission.payload.answers;
  const correct = keyInQuestionOrder(s).map((k) => k?.correct ?? -1);
  const score = scoreAnswers({ answers, correct, negativeMarks: s.mock.negative_marks });
  const started = Date.parse(s.startedAt);
  const limit = s.mock.timer * 60_000;
  const taken = Number.isFinite(started) ? Math.min(Math.max(0, s.submission.submittedAtMs - started), limit) : limit;
  return { ...score, timeTakenMs: taken, negativeMarks: s.mock.negative_marks, reason: s.submission.reason };
}

export type ReviewStatus = 'correct' | 'wrong' | 'unanswered';
export type ReviewFilter = 'all' | ReviewStatus | 'marked';
export const REVIEW_FILTERS: ReviewFilter[] = ['all', 'correct', 'wrong', 'unanswered', 'marked'];

export interface ReviewItem {
  index: number;
  question: MockQuestion;
  chosen: number | null;
  correct: number;
  explanations: string[];
  status: ReviewStatus;
  marked: boolean;
}

export function reviewItems(s: AttemptSnapshot): ReviewItem[] {
  if (!s.outcome || !s.submission) return [];
  const key = keyInQuestionOrder(s);
  return s.questions.map((question, index) => {
    const chosen = s.submission!.payload.answers[index] ?? null;
    const correct = key[index]?.correct ?? -1;
    return {
      index,
      question,
      chosen,
      correct,
      explanations: key[index]?.explanations ?? [],
      status: chosen === null ? 'unanswered' : chosen === correct ? 'correct' : 'wrong',
      marked: s.marked[index] ?? false,
    };
  });
}

export function filterReview(items: ReviewItem[], filter: ReviewFilter): ReviewItem[] {
  if (filter === 'all') return items;
  if (filter === 'marked') return items.filter((it) => it.marked);
  return items.filter((it) => it.status === filter);
}

export function reviewCounts(items: ReviewItem[]): Record<ReviewFilter, number> {
  return Object.fromEntries(REVIEW_FILTERS.map((f) => [f, filterReview(items, f).length])) as Record<ReviewFilter, number>;
}
