/**
 * The mock-test attempt as a pure state machine (no DOM, no storage, no
 * clock of its own: every time-dependent function takes `clientNow`).
 *
 * It models the computer-based test (CBT) screen used by SSC, IBPS and RRB:
 *
 *   palette state      when
 *   not-visited        the question was never opened
 *   not-answered       opened, no saved answer, not marked
 *   answered           a saved answer, not marked
 *   marked             marked for review, no saved answer
 *   answered-marked    marked for review with a saved answer (it IS scored)
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
 *
 * Phases: running → submitting (the answers are frozen into a submit payload
 * queued until the server acknowledges it; retries back off) → submitted
 * (the server's answer key is kept and scored here with scoreAnswers).
 *
 * Time: the server sends its clock (serverTime) and the deadline. The client
 * keeps only the offset between the two clocks, so the remaining time is
 * always `deadline − (Date.now() + offset)`: it is right after sleep, tab
 * switches and reloads, and never counts intervals.
 */
import { scoreAnswers, type ScoreResult } from './scoring';

export const PALETTE_STATES = ['not-visited', 'not-answered', 'answered', 'marked', 'answered-marked'] as const;
export type PaletteState = (typeof PALETTE_STATES)[number];

/** The CBT's own legend texts. */
export const PALETTE_LABELS: Record<PaletteState, string> = {
  'not-visited': 'Not Visited',
  'not-answered': 'Not Answered',
  answered: 'Answered',
  marked: 'Marked for Review',
  'answered-marked': 'Answered & Marked for Review',
};

export const PALETTE_HELP: Record<PaletteState, string> = {
  'not-visited': 'You have not opened the question yet.',
  'not-answered': 'You opened the question but saved no answer.',
  answered: 'Your answer is saved.',
  marked: 'Marked for review, no answer saved. It is not evaluated.',
  'answered-marked': 'Answer saved and marked for review. It will be evaluated.',
};

/** Test info as the API and the page shell give it (spec section 3). */
export interface MockInfo {
  slug: string;
  name: string;
  description: string;
  category_name: string;
  /** Minutes. */
  timer: number;
  negative_marks: number | null;
  question_count: number;
}

/** A question as served for taking the test: no correct answer, no explanations. */
export interface AttemptQuestion {
  id: number;
  position: number;
  question: string;
  options: string[];
}

export interface AnswerKeyEntry {
  id: number;
  position: number;
  correct: number;
  explanations: string[];
}

/** GET /api/mocks/{slug}/start */
export interface StartResponse {
  mock: MockInfo & { id?: number };
  questions: AttemptQuestion[];
  serverTime: string;
  startedAt: string;
  deadline: string;
}

/** POST /api/mocks/{slug}/submit body. */
export interface SubmitPayload {
  answers: (number | null)[];
  clientAttemptId: string;
  startedAt: string;
}

/** POST /api/mocks/{slug}/submit answer. */
export interface SubmitResponse {
  answerKey: AnswerKeyEntry[];
  result?: ScoreResult;
  attempt: { id: number; clientAttemptId: string; submittedAt: string } | null;
}

export type SubmitReason = 'manual' | 'timeout';

export interface Submission {
  reason: SubmitReason;
  /** Server-clock time of the submit (ms): what the time taken is measured to. */
  submittedAtMs: number;
  payload: SubmitPayload;
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
  questions: AttemptQuestion[];
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
  outcome: { answerKey: AnswerKeyEntry[]; attempt: SubmitResponse['attempt'] } | null;
  /** Bumped on every change (the newest copy wins across tabs). */
  rev: number;
}

export type AttemptAction =
  | { type: 'select'; option: number }
  | { type: 'clear' }
  | { type: 'saveNext' }
  | { type: 'markNext' }
  | { type: 'previous' }
  | { type: 'next' }
  | { type: 'goTo'; index: number };

/** One-way latency assumed at most this much when estimating the clock offset. */
const MAX_LATENCY_MS = 2_000;

/**
 * serverClock − clientClock from one request: the server stamped `serverTime`
 * halfway through the round trip (NTP's estimate), latency capped.
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (!Number.isFinite(server)) return 0;
  const latency = Math.min(Math.max(0, (receivedAt - sentAt) / 2), MAX_LATENCY_MS);
  return Math.round(server + latency - receivedAt);
}

/** A fresh attempt from the start response. `sentAt`/`receivedAt` are client-clock times of the request. */
export function createAttempt(input: { id: string; slug: string; start: StartResponse; sentAt: number; receivedAt: number }): AttemptSnapshot {
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
    questions: start.questions.map((q) => ({ id: q.id, position: q.position, question: q.question, options: [...q.options] })),
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

/** The server clock now, as the client estimates it. */
export function serverNow(s: Pick<AttemptSnapshot, 'clockOffsetMs'>, clientNow: number): number {
  return clientNow + s.clockOffsetMs;
}

/** Milliseconds left, never negative. */
export function remainingMs(s: Pick<AttemptSnapshot, 'clockOffsetMs' | 'deadlineMs'>, clientNow: number): number {
  return Math.max(0, s.deadlineMs - serverNow(s, clientNow));
}

export function isExpired(s: Pick<AttemptSnapshot, 'clockOffsetMs' | 'deadlineMs'>, clientNow: number): boolean {
  return remainingMs(s, clientNow) <= 0;
}

/** "MM:SS" below an hour, else "H:MM:SS"; whole seconds rounded up (00:00 only at the deadline). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  const pad = (x: number) => String(x).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(sec)}` : `${pad(m)}:${pad(sec)}`;
}

/** "1 h 02 min", "4 min 05 s", "42 s". */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = total % 60;
  if (h) return `${h} h ${String(m).padStart(2, '0')} min`;
  if (m) return `${m} min ${String(sec).padStart(2, '0')} s`;
  return `${sec} s`;
}

/** The moments the timer is announced to screen readers (seconds left). */
export const ANNOUNCE_AT_SECONDS = [600, 300, 60, 30] as const;

/**
 * What to announce when the time left goes from `prevMs` to `nextMs`: the
 * smallest threshold crossed (several at once after a sleep), else null.
 * Nothing on the first reading (`prevMs` null): a reload is not a crossing.
 */
export function timerAnnouncement(prevMs: number | null, nextMs: number): string | null {
  if (prevMs === null) return null;
  let hit: number | null = null;
  for (const t of ANNOUNCE_AT_SECONDS) if (prevMs > t * 1000 && nextMs <= t * 1000 && nextMs > 0) hit = t;
  if (hit === null) return null;
  if (hit >= 60) {
    const minutes = hit / 60;
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
  }
  return `${hit} seconds left`;
}

export function paletteState(s: Pick<AttemptSnapshot, 'visited' | 'marked' | 'answers'>, i: number): PaletteState {
  if (!s.visited[i]) return 'not-visited';
  const answered = s.answers[i] !== null && s.answers[i] !== undefined;
  if (s.marked[i]) return answered ? 'answered-marked' : 'marked';
  return answered ? 'answered' : 'not-answered';
}

export type PaletteSummary = Record<PaletteState, number> & { total: number; unanswered: number; markedTotal: number };

/** Counts per palette state, plus unanswered (no saved answer) and every marked question. */
export function summarize(s: Pick<AttemptSnapshot, 'visited' | 'marked' | 'answers'>): PaletteSummary {
  const counts = Object.fromEntries(PALETTE_STATES.map((k) => [k, 0])) as Record<PaletteState, number>;
  for (let i = 0; i < s.answers.length; i++) counts[paletteState(s, i)]++;
  return {
    ...counts,
    total: s.answers.length,
    unanswered: counts['not-visited'] + counts['not-answered'] + counts.marked,
    markedTotal: counts.marked + counts['answered-marked'],
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

const bump = (s: AttemptSnapshot): AttemptSnapshot => ({ ...s, rev: s.rev + 1 });

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
export function submitSucceeded(s: AttemptSnapshot, response: SubmitResponse): AttemptSnapshot {
  if (s.phase !== 'submitting') return s;
  return bump({ ...s, phase: 'submitted', outcome: { answerKey: response.answerKey, attempt: response.attempt ?? null } });
}

export interface AttemptResult extends ScoreResult {
  timeTakenMs: number;
  negativeMarks: number | null;
  reason: SubmitReason;
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

/** The answer key aligned with the questions (by id, falling back to position). */
function keyInQuestionOrder(s: AttemptSnapshot): (AnswerKeyEntry | undefined)[] {
  const key = s.outcome?.answerKey ?? [];
  const byId = new Map(key.map((k) => [k.id, k]));
  return s.questions.map((q, i) => byId.get(q.id) ?? key.find((k) => k.position === q.position) ?? key[i]);
}

export type ReviewStatus = 'correct' | 'wrong' | 'unanswered';
export type ReviewFilter = 'all' | ReviewStatus | 'marked';
export const REVIEW_FILTERS: ReviewFilter[] = ['all', 'correct', 'wrong', 'unanswered', 'marked'];

export interface ReviewItem {
  index: number;
  question: AttemptQuestion;
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

/** An 8–64 character [A-Za-z0-9_-] id (the server's clientAttemptId rule). */
export function newAttemptId(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const bytes = new Uint8Array(21);
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function' && random === Math.random) crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
  return Array.from(bytes, (b) => alphabet[b & 63]).join('');
}

const isInt = (x: unknown) => typeof x === 'number' && Number.isInteger(x);
const isAnswer = (x: unknown) => x === null || (isInt(x) && (x as number) >= 0 && (x as number) <= 9);

/**
 * A stored snapshot made safe to resume, or null when it is not one (older
 * format, another test, damaged JSON): the caller then starts afresh.
 */
export function restoreSnapshot(raw: unknown, slug?: string): AttemptSnapshot | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Partial<AttemptSnapshot>;
  if (s.v !== 1 || typeof s.id !== 'string' || typeof s.slug !== 'string' || (slug !== undefined && s.slug !== slug)) return null;
  if (!s.mock || typeof s.mock.timer !== 'number' || !Array.isArray(s.questions) || s.questions.length === 0) return null;
  const n = s.questions.length;
  if (!s.questions.every((q) => q && isInt(q.id) && typeof q.question === 'string' && Array.isArray(q.options))) return null;
  if (!Array.isArray(s.answers) || s.answers.length !== n || !s.answers.every(isAnswer)) return null;
  if (!Array.isArray(s.marked) || s.marked.length !== n || !Array.isArray(s.visited) || s.visited.length !== n) return null;
  if (typeof s.deadlineMs !== 'number' || typeof s.clockOffsetMs !== 'number' || typeof s.startedAt !== 'string') return null;
  if (s.phase !== 'running' && s.phase !== 'submitting' && s.phase !== 'submitted') return null;
  if (s.phase !== 'running' && !s.submission) return null;
  if (s.phase === 'submitted' && !s.outcome) return null;
  const current = isInt(s.current) && s.current! >= 0 && s.current! < n ? s.current! : 0;
  return {
    ...(s as AttemptSnapshot),
    current,
    draft: isAnswer(s.draft) && s.draft !== undefined ? s.draft : (s.answers[current] ?? null),
    marked: s.marked.map(Boolean),
    visited: s.visited.map((v, i) => Boolean(v) || i === current),
    rev: isInt(s.rev) ? s.rev! : 1,
  };
}
