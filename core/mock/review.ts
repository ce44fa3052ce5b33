/**
 * After the submit: the score, the time taken, and the review of every
 * question (chosen, correct, explanations, the share of aspirants who got it
 * right and their average time, the time this aspirant spent) with its
 * filters, in the paper's language. The server's result is what counts
 * (it scores every attempt, section by section); a result migrated from the
 * old format is scored here with scoreAnswers from its answer key.
 * Reads a submitted snapshot; nothing here changes one.
 */
import type { MockScore } from '../schemas/mock-attempt';
import type { AnswerKeyEntry, MockQuestion } from '../schemas/responses/mocks';
import { timeLimitMs } from './compensatory';
import { scoreAnswers } from './scoring';
import { sectionOfQuestion } from './sections';
import { questionIn, type AttemptSnapshot, type Language, type SubmitReason } from './snapshot';

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

/** The score: the server's when it sent one, else computed here (spec section 5) from the answer key. */
export function attemptResult(s: AttemptSnapshot): AttemptResult | null {
  if (!s.outcome || !s.submission) return null;
  const server = s.outcome.result;
  if (server) {
    return {
      ...server.result,
      timeTakenMs: server.attempt.timeTakenSeconds * 1000,
      negativeMarks: s.mock.negative_marks,
      reason: s.submission.reason,
    };
  }
  const answers = s.submission.payload.answers;
  const correct = keyInQuestionOrder(s).map((k) => k?.correct ?? -1);
  const score = scoreAnswers({ answers, correct, negativeMarks: s.mock.negative_marks });
  const started = Date.parse(s.startedAt);
  const limit = timeLimitMs(s.mock.timer, s.compensatory);
  const taken = Number.isFinite(started) ? Math.min(Math.max(0, s.submission.submittedAtMs - started), limit) : limit;
  return { ...score, max_score: score.max_score ?? score.total, timeTakenMs: taken, negativeMarks: s.mock.negative_marks, reason: s.submission.reason };
}

export type ReviewStatus = 'correct' | 'wrong' | 'unanswered';
export type ReviewFilter = 'all' | ReviewStatus | 'marked';
export const REVIEW_FILTERS: ReviewFilter[] = ['all', 'correct', 'wrong', 'unanswered', 'marked'];

export interface ReviewItem {
  index: number;
  question: MockQuestion;
  /** Text and options in the review's language. */
  text: string;
  options: string[];
  /** The texts shown are Hindi. */
  hindi: boolean;
  chosen: number | null;
  correct: number;
  explanations: string[];
  status: ReviewStatus;
  marked: boolean;
  /** Section index (into the snapshot's sections). */
  section: number;
  topic: string | null;
  /** % of ranked aspirants who answered it correctly; null when unknown. */
  correctShare: number | null;
  /** Their mean seconds on it; null when unknown. */
  avgSeconds: number | null;
  /** This aspirant's seconds on it. */
  mySeconds: number;
}

export function reviewItems(s: AttemptSnapshot, language: Language = s.language): ReviewItem[] {
  if (!s.outcome || !s.submission) return [];
  const key = keyInQuestionOrder(s);
  const answers = s.submission.payload.answers;
  const spent = s.submission.payload.timeSpent;
  return s.questions.map((question, index) => {
    const chosen = answers[index] ?? null;
    const entry = key[index];
    const correct = entry?.correct ?? -1;
    const shown = questionIn(question, language);
    const explanations = shown.hindi && entry?.explanations_hi?.length ? entry.explanations_hi : (entry?.explanations ?? []);
    return {
      index,
      question,
      text: shown.text,
      options: shown.options,
      hindi: shown.hindi,
      chosen,
      correct,
      explanations,
      status: chosen === null ? 'unanswered' : chosen === correct ? 'correct' : 'wrong',
      marked: s.marked[index] ?? false,
      section: sectionOfQuestion(s, index),
      topic: entry?.topic ?? null,
      correctShare: entry?.correct_share ?? null,
      avgSeconds: entry?.avg_seconds ?? null,
      mySeconds: spent?.[index] ?? Math.round((s.timeSpentMs[index] ?? 0) / 1000),
    };
  });
}

export function filterReview(items: ReviewItem[], filter: ReviewFilter, section: number | null = null): ReviewItem[] {
  const inSection = section === null ? items : items.filter((it) => it.section === section);
  if (filter === 'all') return inSection;
  if (filter === 'marked') return inSection.filter((it) => it.marked);
  return inSection.filter((it) => it.status === filter);
}

export function reviewCounts(items: ReviewItem[], section: number | null = null): Record<ReviewFilter, number> {
  return Object.fromEntries(REVIEW_FILTERS.map((f) => [f, filterReview(items, f, section).length])) as Record<ReviewFilter, number>;
}
