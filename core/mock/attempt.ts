/**
 * The running attempt as a pure state machine: a fresh snapshot from the
 * start answer, and the CBT's buttons as actions on it. No DOM, no storage,
 * no clock of its own (an action that moves may carry `at`, the server-clock
 * time, to count the time spent on the question left). After the submit
 * (submit.ts) no action changes it.
 *
 *   select(o)          chooses option o on the current question: a DRAFT,
 *                      not saved until Save & Next / Mark for Review & Next
 *   saveNext           saves the draft (or no answer), clears the mark, goes on
 *   markNext           saves the draft (or no answer), sets the mark, goes on
 *   clear              Clear Response: drops the draft and the saved answer
 *                      (a mark stays: answered-marked becomes marked)
 *   previous / next    move without saving (like the CBT's Back)
 *   goTo(i)            palette jump: does NOT save an unsaved draft
 *   openSection(k)     a section tab: its first question (free sections only;
 *                      a closed or not yet open section is refused)
 *   finishSection      closes the open section and opens the next (sections.ts)
 *   language(l)        the whole paper in English or Hindi (answers unchanged;
 *                      also after the submit, for the review)
 *
 *   Save & Next and Mark for Review & Next on the last question wrap to the
 *   first one, as the CBT does (sequential sections: within the section);
 *   next/previous stop at the ends.
 */
import type { MockStart } from '../schemas/mock-attempt';
import type { MockTest } from '../schemas/responses/mocks';
import { clockOffset } from './clock';
import { timeLimitMs } from './compensatory';
import { advanceSection, buildSections, canOpenQuestion, isSequential, sectionOfQuestion } from './sections';
import { bump, type AttemptSnapshot, type Language, type MockInfo } from './snapshot';
import { accrueTime } from './timing';

type At = { at?: number };
export type AttemptAction =
  | { type: 'select'; option: number }
  | ({ type: 'clear' } & At)
  | ({ type: 'saveNext' } & At)
  | ({ type: 'markNext' } & At)
  | ({ type: 'previous' } & At)
  | ({ type: 'next' } & At)
  | ({ type: 'goTo'; index: number } & At)
  | ({ type: 'openSection'; section: number } & At)
  | ({ type: 'finishSection' } & At)
  | { type: 'language'; language: Language }
  /** Issue 29: collapse or expand the question palette (kept with the attempt). */
  | ({ type: 'palette'; collapsed: boolean } & At);

/** What an attempt is made from: the start answer (MockStart), of whose test only the MockInfo fields are needed. */
export type AttemptStart = Omit<MockStart, 'mock' | 'attempt'> & { mock: MockInfo & Partial<MockTest>; attempt?: MockStart['attempt'] };

/** The languages a paper can be read in: Hindi only when the test says so and its questions carry it. */
export function paperLanguages(mock: Pick<MockInfo, 'languages'>): Language[] {
  return mock.languages?.includes('hi') ? ['en', 'hi'] : ['en'];
}

/**
 * A fresh attempt from the start answer. `sentAt`/`receivedAt` are client-clock
 * times of the request; `language` the aspirant's choice (English when the
 * paper has no Hindi).
 */
export function createAttempt(input: {
  id: string;
  slug: string;
  start: AttemptStart;
  sentAt: number;
  receivedAt: number;
  language?: Language;
}): AttemptSnapshot {
  const { start } = input;
  const n = start.questions.length;
  const startedMs = Date.parse(start.startedAt);
  const deadlineParsed = Date.parse(start.deadline);
  // Compensatory time (issue 29): the server's deadline has it; the sectional clocks get it here (× 4/3 each).
  const compensatory = start.compensatory === true;
  const deadlineMs = Number.isFinite(deadlineParsed) ? deadlineParsed : startedMs + timeLimitMs(start.mock.timer, compensatory);
  const questions = start.questions.map((q) => ({
    id: q.id,
    position: q.position,
    question: q.question,
    options: [...q.options],
    section_id: q.section_id ?? null,
    question_hi: q.question_hi ?? null,
    options_hi: q.options_hi ? [...q.options_hi] : null,
  }));
  const mock: MockInfo = {
    slug: start.mock.slug ?? input.slug,
    name: start.mock.name,
    description: start.mock.description ?? '',
    category_name: start.mock.category_name ?? '',
    timer: start.mock.timer,
    negative_marks: start.mock.negative_marks ?? null,
    question_count: n,
    sections: start.mock.sections ?? [],
    languages: start.mock.languages ?? ['en'],
    total_marks: start.mock.total_marks,
    ...(start.mock.live !== undefined ? { live: start.mock.live } : {}),
    // Issue 29: the exam screen offers the calculator only when the test allows one (its instructions stay on the start screen).
    ...(start.mock.calculator ? { calculator: true } : {}),
  };
  const sections = buildSections(mock, questions, compensatory);
  const sequential = isSequential(sections);
  const startMs = Number.isFinite(startedMs) ? startedMs : deadlineMs - timeLimitMs(start.mock.timer, compensatory);
  const language = input.language && paperLanguages(mock).includes(input.language) ? input.language : 'en';
  return {
    v: 2,
    id: input.id,
    slug: input.slug,
    mock,
    questions,
    sections,
    sequential,
    section: 0,
    sectionOpenedMs: sections.map((_, k) => (k === 0 ? startMs : null)),
    language,
    server: start.attempt ? { id: start.attempt.id, token: start.attempt.token } : null,
    startedAt: start.startedAt,
    deadlineMs,
    clockOffsetMs: clockOffset(start.serverTime, input.sentAt, input.receivedAt),
    current: 0,
    draft: null,
    answers: Array.from({ length: n }, () => null),
    marked: Array.from({ length: n }, () => false),
    visited: Array.from({ length: n }, (_, i) => i === 0),
    timeSpentMs: Array.from({ length: n }, () => 0),
    shownSinceMs: startMs,
    phase: 'running',
    submission: null,
    outcome: null,
    checkpoints: [],
    ...(start.live ? { live: start.live } : {}),
    ...(compensatory ? { compensatory: true } : {}),
    rev: 1,
  };
}

/** Whether the current question has a choice that Save & Next has not saved yet. */
export function hasUnsavedChoice(s: Pick<AttemptSnapshot, 'draft' | 'answers' | 'current'>): boolean {
  return s.draft !== (s.answers[s.current] ?? null);
}

function moveTo(s: AttemptSnapshot, index: number, at: number | undefined): AttemptSnapshot {
  const counted = at === undefined ? s : accrueTime(s, at);
  const visited = s.visited[index] ? s.visited : s.visited.map((v, i) => v || i === index);
  const section = s.sequential ? s.section : sectionOfQuestion(s, index);
  return { ...counted, current: index, draft: s.answers[index] ?? null, visited, section };
}

/** The question Save & Next goes to: the next one, wrapping to the first (of the open section when sections are sequential). */
function wrapNext(s: AttemptSnapshot): number {
  if (!s.sequential) return (s.current + 1) % s.questions.length;
  const sec = s.sections[s.section];
  return s.current + 1 < sec.end ? s.current + 1 : sec.start;
}

/** Applies one action. Returns the SAME object when nothing changes (or the attempt is no longer running). */
export function reduce(s: AttemptSnapshot, action: AttemptAction): AttemptSnapshot {
  // The language also switches the review after the submit; nothing else changes then.
  if (action.type === 'language') {
    if (action.language === s.language || !paperLanguages(s.mock).includes(action.language)) return s;
    return bump({ ...s, language: action.language });
  }
  if (s.phase !== 'running') return s;
  if (action.type === 'palette') return !!s.paletteCollapsed === action.collapsed ? s : bump({ ...s, paletteCollapsed: action.collapsed });
  const n = s.questions.length;
  const at = 'at' in action ? action.at : undefined;
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
      return bump(moveTo({ ...s, answers, marked }, wrapNext(s), at));
    }
    case 'previous':
      return s.current > 0 && canOpenQuestion(s, s.current - 1) ? bump(moveTo(s, s.current - 1, at)) : s;
    case 'next':
      return s.current < n - 1 && canOpenQuestion(s, s.current + 1) ? bump(moveTo(s, s.current + 1, at)) : s;
    case 'goTo':
      if (!Number.isInteger(action.index) || action.index < 0 || action.index >= n || action.index === s.current) return s;
      if (!canOpenQuestion(s, action.index)) return s;
      return bump(moveTo(s, action.index, at));
    case 'openSection': {
      const sec = s.sections[action.section];
      if (!sec || action.section === s.section || s.sequential) return s;
      return bump(moveTo(s, sec.start, at));
    }
    case 'finishSection':
      return at === undefined ? s : advanceSection(s, at);
  }
}
