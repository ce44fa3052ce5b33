/**
 * The running attempt as a pure state machine: a fresh snapshot from the
 * start answer, and the CBT's buttons as actions on it. No DOM, no storage,
 * no clock of its own. After the submit (submit.ts) no action changes it.
 *
 *   select(o)          chooses option o on the current question: a DRAFT,
 *                      not saved until Save & Next / Mark for Review & Next
 *   saveNext           saves the draft (or no answer), clears the mark, goes on
 *   markNext           saves the draft (or no answer), sets the mark, goes on
 *   clear              Clear Response: drops the draft and the saved answer
 *                      (a mark stays: answered-marked becomes marked)
 *   previous / next    move without saving (like the CBT's Back)
 *   goTo(i)            palette jump: does NOT save an unsaved draft
 *
 *   Save & Next and Mark for Review & Next on the last question wrap to the
 *   first one, as the CBT does; next/previous stop at the ends.
 */
import type { MockStart } from '../schemas/mock-attempt';
import type { MockTest } from '../schemas/responses/mocks';
import { clockOffset } from './clock';
import { bump, type AttemptSnapshot, type MockInfo } from './snapshot';

export type AttemptAction =
  | { type: 'select'; option: number }
  | { type: 'clear' }
  | { type: 'saveNext' }
  | { type: 'markNext' }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'goTo'; index: number };

/** What an attempt is made from: the start answer (MockStart), of whose test only the MockInfo fields are needed. */
export type AttemptStart = Omit<MockStart, 'mock'> & { mock: MockInfo & Partial<MockTest> };

/** A fresh attempt from the start answer. `sentAt`/`receivedAt` are client-clock times of the request. */
export function createAttempt(input: { id: string; slug: string; start: AttemptStart; sentAt: number; receivedAt: number }): AttemptSnapshot {
  const { start } = input;
  const n = start.questions.length;
  const startedMs = Date.parse(start.startedAt);
  const deadlineParsed = Date.parse(start.deadline);
  const deadlineMs = Number.isFinite(deadlineParsed) ? deadlineParsed : startedMs + start.mock.timer * 60_000;
  const visited = Array.from({ length: n }, (_, i) => i === 0);
  return {
    v: 1,
    id: input.id,
    slug: input.slug,
    mock: {
      slug: start.mock.slug ?? input.slug,
      name: start.mock.name,
      description: start.mock.description ?? '',
      category_name: start.mock.category_name ?? '',
      timer: start.mock.timer,
      negative_marks: start.mock.negative_marks ?? null,
      question_count: n,
    },
    questions: start.questions.map((q) => ({
      id: q.id,
      position: q.position,
      question: q.question,
      options: [...q.options],
      section_id: q.section_id ?? null,
      question_hi: q.question_hi ?? null,
      options_hi: q.options_hi ? [...q.options_hi] : null,
    })),
    startedAt: start.startedAt,
    deadlineMs,
    clockOffsetMs: clockOffset(start.serverTime, input.sentAt, input.receivedAt),
    current: 0,
    draft: null,
    answers: Array.from({ length: n }, () => null),
    marked: Array.from({ length: n }, () => false),
    visited,
    phase: 'running',
    submission: null,
    outcome: null,
    rev: 1,
  };
}

/** Whether the current question has a choice that Save & Next has not saved yet. */
export function hasUnsavedChoice(s: Pick<AttemptSnapshot, 'draft' | 'answers' | 'current'>): boolean {
  return s.draft !== (s.answers[s.current] ?? null);
}

function moveTo(s: AttemptSnapshot, index: number): AttemptSnapshot {
  const visited = s.visited[index] ? s.visited : s.visited.map((v, i) => v || i === index);
  return { ...s, current: index, draft: s.answers[index] ?? null, visited };
}

/** Applies one action. Returns the SAME object when nothing changes (or the attempt is no longer running). */
export function reduce(s: AttemptSnapshot, action: AttemptAction): AttemptSnapshot {
  if (s.phase !== 'running') return s;
  const n = s.questions.length;
  const wrapNext = (s.current + 1) % n;
  switch (action.type) {
    case 'select': {
      const options = s.questions[s.current]?.options.length ?? 4;
      if (!Number.isInteger(action.option) || action.option < 0 || action.option >= options || s.draft === action.option) return s;
      return bump({ ...s, draft: action.option });
    }
    case 'clear': {
      if (s.draft === null && s.answers[s.current] === null) return s;
      const answers = s.answers.slice();
      answers[s.current] = null;
      return bump({ ...s, draft: null, answers });
    }
    case 'saveNext':
    case 'markNext': {
      const answers = s.answers.slice();
      answers[s.current] = s.draft;
      const marked = s.marked.slice();
      marked[s.current] = action.type === 'markNext';
      return bump(moveTo({ ...s, answers, marked }, wrapNext));
    }
    case 'previous':
      return s.current > 0 ? bump(moveTo(s, s.current - 1)) : s;
    case 'next':
      return s.current < n - 1 ? bump(moveTo(s, s.current + 1)) : s;
    case 'goTo':
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= n || action.index === s.current) return s;
      return bump(moveTo(s, action.index));
  }
}
