/**
 * The mock-test attempt state machine (core/mock: attempt, palette, clock,
 * submit, review, restore, ids) and its
 * persistence and submit queue (src/islands/mock/attempt-storage.ts): palette
 * transitions, summary counts, deadline math with clock skew, resume from a
 * stored snapshot, the submit queue offline/online, scoring with and without
 * negative marks, rounding, review filters.
 */
import { describe, expect, it, vi } from 'vitest';
import { createAttempt, hasUnsavedChoice, reduce, type AttemptAction, type AttemptStart } from '#core/mock/attempt.ts';
import { clockOffset, formatClock, formatDuration, remainingMs, timerAnnouncement } from '#core/mock/clock.ts';
import { newAttemptId } from '#core/mock/ids.ts';
import { paletteState, summarize } from '#core/mock/palette.ts';
import { restoreSnapshot } from '#core/mock/restore.ts';
import { attemptResult, filterReview, reviewCounts, reviewItems } from '#core/mock/review.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import { beginSubmit, retryDelayMs, submitFailed, submitSucceeded, withAnswerKey, type SubmitAnswer } from '#core/mock/submit.ts';
import { createAttemptStore, isRetryableSubmitError, memoryStorage, SubmitQueue } from '#src/islands/mock/attempt-storage.ts';
import { serverResult } from '../support/sectional-mock';

const SERVER_START = Date.parse('2025-03-01T10:00:00.000Z');
const MIN = 60_000;

function startResponse(n = 5, timer = 10, negative: number | null = 0.25): AttemptStart {
  return {
    mock: { slug: 'demo', name: 'Demo test', description: 'd', category_name: 'SSC', timer, negative_marks: negative, question_count: n },
    questions: Array.from({ length: n }, (_, i) => ({ id: 100 + i, position: i + 1, question: `Question text ${i + 1}?`, options: ['A', 'B', 'C', 'D'], section_id: null, question_hi: null, options_hi: null })),
    serverTime: new Date(SERVER_START).toISOString(),
    startedAt: new Date(SERVER_START).toISOString(),
    deadline: new Date(SERVER_START + timer * MIN).toISOString(),
    attempt: { id: 'server-attempt-01', token: 'signed.attempt.token' },
  };
}

/** A fresh attempt; the client clock is `skew` ms ahead of the server's, 100 ms round trip. */
function fresh(opts: { n?: number; timer?: number; negative?: number | null; skew?: number } = {}): AttemptSnapshot {
  const skew = opts.skew ?? 0;
  const start = startResponse(opts.n ?? 5, opts.timer ?? 10, opts.negative === undefined ? 0.25 : opts.negative);
  return createAttempt({ id: 'attempt-0001', slug: 'demo', start, sentAt: SERVER_START + skew - 50, receivedAt: SERVER_START + skew + 50 });
}

const run = (s: AttemptSnapshot, ...actions: AttemptAction[]) => actions.reduce(reduce, s);
const states = (s: AttemptSnapshot) => s.questions.map((_, i) => paletteState(s, i));

const key = (correct: number[]): SubmitAnswer => ({
  answerKey: correct.map((c, i) => ({ id: 100 + i, position: i + 1, correct: c, explanations: ['why A is …', 'why B is …', 'why C is …', 'why D is …'], explanations_hi: null, topic: null, correct_share: null, avg_seconds: null })),
  attempt: null,
}) as unknown as SubmitAnswer; // an answer without the result figures: the runner scores on the device

describe('palette transitions', () => {
  it('starts on question 1, which counts as visited; the rest are not visited', () => {
    const s = fresh();
    expect(s.current).toBe(0);
    expect(states(s)).toEqual(['not-answered', 'not-visited', 'not-visited', 'not-visited', 'not-visited']);
  });

  it('choosing an option is a draft: nothing is saved until Save & Next', () => {
    const s = run(fresh(), { type: 'select', option: 2 });
    expect(s.draft).toBe(2);
    expect(s.answers[0]).toBeNull();
    expect(paletteState(s, 0)).toBe('not-answered');
    expect(hasUnsavedChoice(s)).toBe(true);

    const saved = run(s, { type: 'saveNext' });
    expect(saved.answers[0]).toBe(2);
    expect(saved.current).toBe(1);
    expect(states(saved).slice(0, 3)).toEqual(['answered', 'not-answered', 'not-visited']);
    expect(hasUnsavedChoice(saved)).toBe(false);
  });

  it('Save & Next without a choice leaves the question not answered', () => {
    const s = run(fresh(), { type: 'saveNext' });
    expect(states(s).slice(0, 2)).toEqual(['not-answered', 'not-answered']);
  });

  it('Mark for Review & Next: marked without an answer, answered & marked with one', () => {
    const s = run(fresh(), { type: 'markNext' }, { type: 'select', option: 1 }, { type: 'markNext' });
    expect(states(s).slice(0, 3)).toEqual(['marked', 'answered-marked', 'not-answered']);
    expect(s.answers.slice(0, 2)).toEqual([null, 1]);
  });

  it('Save & Next on a marked question removes the mark', () => {
    let s = run(fresh(), { type: 'select', option: 3 }, { type: 'markNext' });
    expect(paletteState(s, 0)).toBe('answered-marked');
    s = run(s, { type: 'goTo', index: 0 }, { type: 'saveNext' });
    expect(paletteState(s, 0)).toBe('answered');
    expect(s.answers[0]).toBe(3);
  });

  it('Clear Response drops the saved answer; a mark stays', () => {
    let s = run(fresh(), { type: 'select', option: 0 }, { type: 'markNext' }, { type: 'select', option: 1 }, { type: 'saveNext' });
    s = run(s, { type: 'goTo', index: 0 }, { type: 'clear' });
    expect(paletteState(s, 0)).toBe('marked');
    expect(s.draft).toBeNull();
    s = run(s, { type: 'goTo', index: 1 }, { type: 'clear' });
    expect(paletteState(s, 1)).toBe('not-answered');
    expect(s.answers).toEqual([null, null, null, null, null]);
  });

  it('a palette jump does not save an unsaved choice, and coming back shows the saved answer', () => {
    let s = run(fresh(), { type: 'select', option: 2 }, { type: 'saveNext' }); // Q1 = 2
    s = run(s, { type: 'goTo', index: 0 }, { type: 'select', option: 3 }); // change, unsaved
    expect(s.draft).toBe(3);
    s = run(s, { type: 'goTo', index: 4 });
    expect(s.current).toBe(4);
    expect(s.answers[0]).toBe(2);
    expect(states(s)).toEqual(['answered', 'not-answered', 'not-visited', 'not-visited', 'not-answered']);
    s = run(s, { type: 'goTo', index: 0 });
    expect(s.draft).toBe(2);
  });

  it('Previous and next move without saving; they stop at the ends', () => {
    let s = fresh();
    expect(run(s, { type: 'previous' })).toBe(s);
    s = run(s, { type: 'select', option: 1 }, { type: 'next' });
    expect(s.current).toBe(1);
    expect(s.answers[0]).toBeNull();
    s = run(s, { type: 'previous' });
    expect(s.current).toBe(0);
    expect(s.draft).toBeNull();
    s = run(s, { type: 'goTo', index: 4 });
    expect(run(s, { type: 'next' })).toBe(s);
  });

  it('Save & Next on the last question wraps to the first, as on the CBT', () => {
    const s = run(fresh(), { type: 'goTo', index: 4 }, { type: 'select', option: 0 }, { type: 'saveNext' });
    expect(s.current).toBe(0);
    expect(paletteState(s, 4)).toBe('answered');
  });

  it('ignores invalid actions and returns the same object', () => {
    const s = fresh();
    expect(reduce(s, { type: 'select', option: 4 })).toBe(s);
    expect(reduce(s, { type: 'select', option: -1 })).toBe(s);
    expect(reduce(s, { type: 'goTo', index: 9 })).toBe(s);
    expect(reduce(s, { type: 'goTo', index: 0 })).toBe(s);
    expect(reduce(s, { type: 'clear' })).toBe(s);
  });

  it('every change bumps the revision (the newest copy wins across tabs)', () => {
    const s = fresh();
    const t = run(s, { type: 'select', option: 1 }, { type: 'saveNext' });
    expect(t.rev).toBe(s.rev + 2);
  });

  it('summary counts per state, unanswered and marked', () => {
    const s = run(
      fresh(),
      { type: 'select', option: 0 },
      { type: 'saveNext' }, // Q1 answered
      { type: 'markNext' }, // Q2 marked
      { type: 'select', option: 1 },
      { type: 'markNext' }, // Q3 answered & marked
      { type: 'saveNext' }, // Q4 not answered; Q5 visited, not answered
    );
    expect(summarize(s)).toEqual({
      'not-visited': 0,
      'not-answered': 2,
      answered: 1,
      marked: 1,
      'answered-marked': 1,
      total: 5,
      unanswered: 3,
      markedTotal: 2,
    });
    expect(summarize(fresh())).toMatchObject({ 'not-visited': 4, 'not-answered': 1, unanswered: 5, markedTotal: 0 });
  });
});

describe('time: deadline math with clock skew', () => {
  it('clock offset = server time − the midpoint of the request', () => {
    expect(clockOffset('2025-03-01T10:00:00.000Z', SERVER_START - 100, SERVER_START + 100)).toBe(0);
    expect(clockOffset('2025-03-01T10:00:00.000Z', SERVER_START, SERVER_START + 200)).toBe(-100);
    // Client 5 minutes ahead.
    expect(clockOffset('2025-03-01T10:00:00.000Z', SERVER_START + 5 * MIN, SERVER_START + 5 * MIN)).toBe(-5 * MIN);
    // Latency is capped at 2 s.
    expect(clockOffset('2025-03-01T10:00:00.000Z', SERVER_START - 60_000, SERVER_START)).toBe(2000);
    expect(clockOffset('not a date', 0, 0)).toBe(0);
  });

  it.each([
    ['in sync', 0],
    ['client 7 minutes ahead', 7 * MIN],
    ['client 3 hours behind', -3 * 60 * MIN],
  ])('the remaining time is right when the client clock is %s', (_label, skew) => {
    const s = fresh({ timer: 10, skew });
    const clientAtReceipt = SERVER_START + skew + 50;
    // 50 ms latency: the server clock is 50 ms past its stamp when the answer arrives.
    expect(remainingMs(s, clientAtReceipt)).toBe(10 * MIN - 50);
    expect(remainingMs(s, clientAtReceipt + 4 * MIN)).toBe(6 * MIN - 50);
    // A sleep / background tab of 30 minutes: no intervals counted, just the clock.
    expect(remainingMs(s, clientAtReceipt + 30 * MIN)).toBe(0);
  });

  it('a reload resumes with the same remaining time (the offset is stored, not re-measured)', () => {
    const skew = 90_000;
    const s = run(fresh({ skew }), { type: 'select', option: 1 });
    const later = SERVER_START + skew + 3 * MIN;
    const restored = restoreSnapshot(JSON.parse(JSON.stringify(s)), 'demo')!;
    expect(remainingMs(restored, later)).toBe(remainingMs(s, later));
  });

  it('formats the clock: mm:ss, h:mm:ss, rounding seconds up', () => {
    expect(formatClock(10 * MIN)).toBe('10:00');
    expect(formatClock(10 * MIN - 1)).toBe('10:00');
    expect(formatClock(9 * MIN + 59_000)).toBe('09:59');
    expect(formatClock(61 * MIN)).toBe('1:01:00');
    expect(formatClock(1)).toBe('00:01');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-5)).toBe('00:00');
    expect(formatDuration(65_000)).toBe('1 min 05 s');
    expect(formatDuration(42_400)).toBe('42 s');
    expect(formatDuration(3_725_000)).toBe('1 h 02 min');
  });

  it('announces only at 10, 5 and 1 minutes and 30 seconds left', () => {
    const spoken: string[] = [];
    let prev: number | null = null;
    for (let ms = 12 * MIN; ms >= 0; ms -= 250) {
      const m = timerAnnouncement(prev, ms);
      if (m) spoken.push(m);
      prev = ms;
    }
    expect(spoken).toEqual(['10 minutes left', '5 minutes left', '1 minute left', '30 seconds left']);
  });

  it('does not announce on the first reading (a reload) and announces the last threshold after a jump', () => {
    expect(timerAnnouncement(null, 4 * MIN)).toBeNull();
    expect(timerAnnouncement(11 * MIN, 45_000)).toBe('1 minute left');
    expect(timerAnnouncement(40_000, 39_000)).toBeNull();
    expect(timerAnnouncement(31_000, 0)).toBeNull();
  });
});

describe('resume from a stored snapshot', () => {
  it('round-trips through JSON with answers, marks, visits, the current question and the draft', () => {
    const s = run(fresh(), { type: 'select', option: 2 }, { type: 'markNext' }, { type: 'select', option: 0 });
    const restored = restoreSnapshot(JSON.parse(JSON.stringify(s)), 'demo');
    expect(restored).toEqual(s);
    expect(states(restored!)).toEqual(states(s));
  });

  it('rejects what it cannot resume', () => {
    const s = fresh();
    expect(restoreSnapshot(null)).toBeNull();
    expect(restoreSnapshot('x')).toBeNull();
    expect(restoreSnapshot({ ...s, v: 3 })).toBeNull();
    expect(restoreSnapshot(s, 'another-test')).toBeNull();
    expect(restoreSnapshot({ ...s, answers: [1, 2] })).toBeNull();
    expect(restoreSnapshot({ ...s, answers: [1, 2, 'x', null, null] })).toBeNull();
    expect(restoreSnapshot({ ...s, phase: 'submitted' })).toBeNull();
    expect(restoreSnapshot({ ...s, current: 99 })?.current).toBe(0);
  });
});

describe('submit', () => {
  it('freezes the SAVED answers (an unsaved choice is not evaluated) and stops further changes', () => {
    let s = run(fresh(), { type: 'select', option: 1 }, { type: 'saveNext' }, { type: 'select', option: 3 });
    s = beginSubmit(s, 'manual', SERVER_START + 2 * MIN);
    expect(s.phase).toBe('submitting');
    expect(s.submission?.payload).toEqual({
      attemptId: 'server-attempt-01',
      answers: [1, null, null, null, null],
      timeSpent: [0, 120, 0, 0, 0],
      clientAttemptId: 'attempt-0001',
      submittedAt: new Date(SERVER_START + 2 * MIN).toISOString(),
    });
    expect(s.submission?.token).toBe('signed.attempt.token');
    expect(reduce(s, { type: 'select', option: 0 })).toBe(s);
    expect(beginSubmit(s, 'timeout', 0)).toBe(s);
  });

  it('a timeout is stamped at the deadline, however late it is noticed', () => {
    const s = beginSubmit(fresh({ timer: 1 }), 'timeout', SERVER_START + 10 * MIN);
    expect(s.submission?.submittedAtMs).toBe(SERVER_START + MIN);
  });

  it('failures back off 1 s, 2 s, 4 s … 30 s; a refusal stops automatic retries', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    let s = beginSubmit(fresh(), 'manual', SERVER_START);
    s = submitFailed(s, 'Failed to fetch', 5000);
    expect(s.submission).toMatchObject({ tries: 1, nextTryAt: 6000, lastError: 'Failed to fetch', rejected: false });
    s = submitFailed(s, 'Failed to fetch', 7000);
    expect(s.submission).toMatchObject({ tries: 2, nextTryAt: 9000 });
    s = submitFailed(s, 'Mock test not found', 9000, true);
    expect(s.submission).toMatchObject({ rejected: true, nextTryAt: null });
    const done = submitSucceeded(s, key([0, 0, 0, 0, 0]));
    expect(done.phase).toBe('submitted');
  });
});

describe('scoring (computed on the client from the answer key)', () => {
  function scored(answers: (number | null)[], correct: number[], negative: number | null, takenMs = 3 * MIN) {
    let s = fresh({ n: answers.length, negative, timer: 10 });
    answers.forEach((a, i) => {
      s = reduce(s, { type: 'goTo', index: i });
      if (a !== null) s = reduce(s, { type: 'select', option: a });
      s = reduce(s, { type: 'saveNext' });
    });
    s = beginSubmit(s, 'manual', SERVER_START + takenMs);
    return attemptResult(submitSucceeded(s, key(correct)))!;
  }

  it('without negative marks: score = correct, unanswered counted separately', () => {
    const r = scored([0, 1, 2, null, null], [0, 1, 3, 0, 0], null);
    expect(r).toMatchObject({ total: 5, correct: 2, wrong: 1, unanswered: 2, attempted: 3, score: 2, negativeMarksApplied: 0, percentage: 40, accuracy: 67 });
    expect(r.timeTakenMs).toBe(3 * MIN);
  });

  it('with negative marks: each wrong answer costs them; unanswered costs nothing', () => {
    const r = scored([0, 1, 2, 2, null], [0, 1, 3, 0, 0], 0.25);
    expect(r).toMatchObject({ correct: 2, wrong: 2, unanswered: 1, score: 1.5, negativeMarksApplied: 0.5, percentage: 40, accuracy: 50, negativeMarks: 0.25 });
    const thirds = scored([1, 1, 1, 0, 0, 0], [0, 0, 0, 0, 0, 0], 0.33);
    expect(thirds).toMatchObject({ correct: 3, wrong: 3, score: 2.01, negativeMarksApplied: 0.99, percentage: 50 });
  });

  it('the percentage is the rounded share of correct answers out of the total', () => {
    expect(scored([0, 0, 1], [0, 0, 0], null).percentage).toBe(67); // 66.67
    expect(scored([0, 1, 1], [0, 0, 0], null).percentage).toBe(33); // 33.33
    expect(scored([0, null, null, null, null, null], [0, 0, 0, 0, 0, 0], null).percentage).toBe(17); // 16.67
    expect(scored([0, null, null, null, null, null, null, null], [0, 0, 0, 0, 0, 0, 0, 0], null).percentage).toBe(13); // 12.5 rounds up
    expect(scored([null, null, null], [0, 0, 0], 0.25)).toMatchObject({ percentage: 0, accuracy: 0, score: 0 });
  });

  it('answered & marked questions are scored; marked without an answer are not', () => {
    let s = fresh({ n: 5 });
    s = run(s, { type: 'select', option: 0 }, { type: 'markNext' }, { type: 'markNext' });
    s = beginSubmit(s, 'manual', SERVER_START + MIN);
    const r = attemptResult(submitSucceeded(s, key([0, 0, 0, 0, 0])))!;
    expect(r).toMatchObject({ correct: 1, unanswered: 4 });
  });

  it('time taken is capped at the test length', () => {
    expect(scored([0, 0, 0], [0, 0, 0], null, 25 * MIN).timeTakenMs).toBe(10 * MIN);
  });

  it('review items and filters: correct / wrong / unanswered / marked', () => {
    let s = fresh({ n: 5 });
    s = run(
      s,
      { type: 'select', option: 0 },
      { type: 'saveNext' }, // Q1 correct
      { type: 'select', option: 2 },
      { type: 'markNext' }, // Q2 wrong, marked
      { type: 'markNext' }, // Q3 unanswered, marked
      { type: 'select', option: 1 },
      { type: 'saveNext' }, // Q4 correct
    );
    s = submitSucceeded(beginSubmit(s, 'manual', SERVER_START + MIN), key([0, 1, 3, 1, 2]));
    const items = reviewItems(s);
    expect(items.map((i) => i.status)).toEqual(['correct', 'wrong', 'unanswered', 'correct', 'unanswered']);
    expect(items[1]).toMatchObject({ chosen: 2, correct: 1, marked: true });
    expect(items[0].explanations).toHaveLength(4);
    expect(reviewCounts(items)).toEqual({ all: 5, correct: 2, wrong: 1, unanswered: 2, marked: 2 });
    expect(filterReview(items, 'marked').map((i) => i.index)).toEqual([1, 2]);
  });

  it('the answer key is matched to questions by id, whatever its order', () => {
    let s = fresh({ n: 3 });
    s = run(s, { type: 'select', option: 3 }, { type: 'saveNext' });
    const response = key([3, 0, 0]);
    response.answerKey.reverse();
    expect(attemptResult(submitSucceeded(beginSubmit(s, 'manual', SERVER_START), response))!.correct).toBe(1);
  });
});

describe('withAnswerKey', () => {
  it('merges the key fetched from answerKeyUrl with the result’s per-question figures, in paper order', () => {
    const { answerKey, ...figures } = serverResult([0, 1, null]);
    const questionFigures = answerKey.map((_, i) => (i === 1 ? { correct_share: null, avg_seconds: null } : { correct_share: 10 + i, avg_seconds: 20 + i }));
    const wire = { ...figures, answerKeyUrl: '/mocks/t/answer-key?attempt=a&receipt=r&v=1', questionFigures };
    const file = { answerKey: answerKey.map(({ correct_share: _c, avg_seconds: _a, ...q }) => q) };
    const merged = withAnswerKey(wire, file);
    expect(merged).not.toHaveProperty('answerKeyUrl');
    expect(merged).not.toHaveProperty('questionFigures');
    expect(merged.answerKey.slice(0, 3).map((k) => [k.id, k.correct, k.correct_share, k.avg_seconds])).toEqual([
      [answerKey[0].id, answerKey[0].correct, 10, 20],
      [answerKey[1].id, answerKey[1].correct, null, null],
      [answerKey[2].id, answerKey[2].correct, 12, 22],
    ]);
    expect(merged).toEqual({ ...figures, answerKey: answerKey.map((q, i) => ({ ...q, ...questionFigures[i] })) });
  });
});

describe('attempt ids', () => {
  it('match the server rule (8–64 of A-Z a-z 0-9 _ -) and differ', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newAttemptId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe('storage', () => {
  it('saves every change and loads the current attempt per test', () => {
    const store = createAttemptStore(memoryStorage(), null);
    expect(store.load('demo')).toBeNull();
    const s = run(fresh(), { type: 'select', option: 1 });
    expect(store.save(s)).toBe(true);
    expect(store.load('demo')).toEqual(s);
    expect(store.load('other')).toBeNull();
    store.clear('demo');
    expect(store.load('demo')).toBeNull();
  });

  it('clearing never throws away a submit that has not reached the server', () => {
    const store = createAttemptStore(memoryStorage(), null);
    const s = beginSubmit(fresh(), 'manual', SERVER_START);
    store.save(s);
    store.clear('demo');
    expect(store.load('demo')).toBeNull();
    expect(store.pendingSubmits().map((p) => p.id)).toEqual([s.id]);
    store.clear('demo', true);
    expect(store.pendingSubmits()).toHaveLength(1); // not current any more: only the owner of the pointer can discard
  });

  it('reports a failed write (quota) and falls back to memory when storage is unavailable', () => {
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const store = createAttemptStore(full, null);
    expect(store.save(fresh())).toBe(false);
    expect(store.durable).toBe(false);
    const none = createAttemptStore(null, null);
    expect(none.durable).toBe(false);
    none.save(fresh());
    expect(none.load('demo')?.id).toBe('attempt-0001');
  });

  it('follows another tab through storage events', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createAttemptStore(storage, events);
    const seen: (number | null)[] = [];
    const stop = store.watch('demo', (s) => seen.push(s?.rev ?? null));
    const s = fresh();
    store.save(s);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'examprep.mock.attempt.demo.attempt-0001' }));
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'examprep.auth.token' }));
    stop();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'examprep.mock.current.demo' }));
    expect(seen).toEqual([s.rev]);
  });
});

describe('submit queue', () => {
  function setup(opts: { online?: boolean; random?: () => number } = {}) {
    const storage = memoryStorage();
    const store = createAttemptStore(storage, null);
    const events = new EventTarget();
    let online = opts.online ?? true;
    let clock = 1_000_000;
    const timers: { fn: () => void; at: number }[] = [];
    const send = vi.fn<(slug: string, payload: unknown, token?: string | null) => Promise<SubmitAnswer>>();
    const updates: AttemptSnapshot[] = [];
    const queue = new SubmitQueue({
      store,
      send: (slug, payload, token) => (token === undefined ? send(slug, payload) : send(slug, payload, token)),
      onUpdate: (s) => updates.push(s),
      now: () => clock,
      isOnline: () => online,
      events,
      visibility: null,
      random: opts.random,
      setTimer: (fn, ms) => {
        const t = { fn, at: clock + ms };
        timers.push(t);
        return t;
      },
      clearTimer: (h) => {
        const i = timers.indexOf(h as (typeof timers)[number]);
        if (i >= 0) timers.splice(i, 1);
      },
    });
    const advance = async (ms: number) => {
      clock += ms;
      for (const t of timers.filter((x) => x.at <= clock)) {
        timers.splice(timers.indexOf(t), 1);
        t.fn();
      }
      await new Promise((r) => setTimeout(r, 0));
    };
    return {
      store,
      queue,
      send,
      updates,
      events,
      timers,
      advance,
      setOnline: (v: boolean) => (online = v),
    };
  }

  const queued = () => beginSubmit(run(fresh(), { type: 'select', option: 2 }, { type: 'saveNext' }), 'manual', SERVER_START + MIN);

  it('sends at once when online and stores the answer key', async () => {
    const q = setup();
    const s = queued();
    q.store.save(s);
    q.send.mockResolvedValue(key([2, 0, 0, 0, 0]));
    const done = await q.queue.send('demo', s.id);
    expect(done?.phase).toBe('submitted');
    expect(q.send).toHaveBeenCalledWith(
      'demo',
      expect.objectContaining({ attemptId: 'server-attempt-01', answers: [2, null, null, null, null], clientAttemptId: 'attempt-0001' }),
      'signed.attempt.token',
    );
    expect(q.store.load('demo')?.phase).toBe('submitted');
    expect(attemptResult(q.store.load('demo')!)?.correct).toBe(1);
    q.queue.stop();
  });

  it('offline: makes no request, keeps the submit stored, and sends it on the `online` event', async () => {
    const q = setup({ online: false });
    const s = queued();
    q.store.save(s);
    await q.queue.send('demo', s.id);
    expect(q.send).not.toHaveBeenCalled();
    expect(q.store.load('demo')).toMatchObject({ phase: 'submitting', submission: { tries: 1, lastError: 'You are offline.' } });

    q.setOnline(true);
    q.send.mockResolvedValue(key([2, 0, 0, 0, 0]));
    q.events.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 0));
    expect(q.send).toHaveBeenCalledTimes(1);
    expect(q.store.load('demo')?.phase).toBe('submitted');
    q.queue.stop();
  });

  it('network failures are retried with backoff, with the same attempt id, until one gets through', async () => {
    const q = setup();
    const s = queued();
    q.store.save(s);
    q.send
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(Object.assign(new Error('Server error'), { status: 503 }))
      .mockResolvedValue(key([2, 0, 0, 0, 0]));
    await q.queue.send('demo', s.id);
    expect(q.store.load('demo')?.submission).toMatchObject({ tries: 1 });
    await q.advance(999);
    expect(q.send).toHaveBeenCalledTimes(1);
    await q.advance(1);
    expect(q.send).toHaveBeenCalledTimes(2);
    expect(q.store.load('demo')?.submission).toMatchObject({ tries: 2, lastError: 'Server error' });
    await q.advance(2000);
    expect(q.send).toHaveBeenCalledTimes(3);
    expect(q.store.load('demo')?.phase).toBe('submitted');
    const ids = q.send.mock.calls.map((c) => (c[1] as { clientAttemptId: string }).clientAttemptId);
    expect(new Set(ids)).toEqual(new Set(['attempt-0001']));
    q.queue.stop();
  });

  it('a 503 under load: the next try waits for the server’s Retry-After (plus a random spread), not the 1 s backoff (issue 28)', async () => {
    const q = setup({ random: () => 0.5 });
    const s = queued();
    q.store.save(s);
    const busy = Object.assign(new Error('The server is busy right now. Please try again in a few seconds.'), { status: 503, retryAfterMs: 8_000 });
    q.send.mockRejectedValueOnce(busy).mockResolvedValue(key([2, 0, 0, 0, 0]));
    await q.queue.send('demo', s.id);
    // 8 s and half again at most: 8 s × (1 + 0.5 × 0.5) = 10 s.
    expect(q.store.load('demo')?.submission).toMatchObject({ tries: 1, nextTryAt: 1_000_000 + 10_000, rejected: false });
    await q.advance(9_999);
    expect(q.send).toHaveBeenCalledTimes(1);
    await q.advance(1);
    expect(q.send).toHaveBeenCalledTimes(2);
    expect(q.store.load('demo')?.phase).toBe('submitted');
    q.queue.stop();
  });

  it('a refusal (400/404) waits for the user instead of retrying forever', async () => {
    const q = setup();
    const s = queued();
    q.store.save(s);
    q.send.mockRejectedValue(Object.assign(new Error('Mock test not found'), { status: 404 }));
    await q.queue.send('demo', s.id);
    expect(q.store.load('demo')?.submission).toMatchObject({ rejected: true, lastError: 'Mock test not found' });
    expect(q.timers).toHaveLength(0);
    q.queue.flushAll();
    expect(q.send).toHaveBeenCalledTimes(1);
    await q.queue.send('demo', s.id, { force: true });
    expect(q.send).toHaveBeenCalledTimes(2);
    q.queue.stop();
  });

  it('flushAll sends pending submits of every test, without taking over a newer attempt', async () => {
    const q = setup();
    const old = queued();
    q.store.save(old);
    q.store.clear('demo'); // the user started again; the old submit stays queued
    const newer = { ...fresh(), id: 'attempt-0002' };
    q.store.save(newer);
    q.send.mockResolvedValue(key([2, 0, 0, 0, 0]));
    q.queue.flushAll();
    await new Promise((r) => setTimeout(r, 0));
    expect(q.send).toHaveBeenCalledTimes(1);
    expect(q.store.load('demo')?.id).toBe('attempt-0002');
    expect(q.store.pendingSubmits()).toHaveLength(0);
    q.queue.stop();
  });

  it('classifies errors', () => {
    expect(isRetryableSubmitError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryableSubmitError({ status: 500 })).toBe(true);
    expect(isRetryableSubmitError({ status: 429 })).toBe(true);
    expect(isRetryableSubmitError({ status: 401 })).toBe(true);
    expect(isRetryableSubmitError({ status: 400 })).toBe(false);
    expect(isRetryableSubmitError({ status: 404 })).toBe(false);
  });
});
