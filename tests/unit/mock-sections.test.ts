/**
 * The runner machine's issue-17 parts (core/mock): sections (free and
 * sequential, sectional windows, auto-advance after a sleep, locked sections),
 * time per question, the paper's language, the submit body with the server
 * attempt, restoring version-1 snapshots, and the review from the server's
 * result in either language.
 */
import { describe, expect, it } from 'vitest';
import { createAttempt, reduce, type AttemptAction } from '#core/mock/attempt.ts';
import { summarize } from '#core/mock/palette.ts';
import { restoreSnapshot } from '#core/mock/restore.ts';
import { attemptResult, filterReview, reviewItems } from '#core/mock/review.ts';
import { advanceExpiredSections, buildSections, canOpenQuestion, sectionDeadlineMs, sectionStatus } from '#core/mock/sections.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import { beginSubmit, submitSucceeded } from '#core/mock/submit.ts';
import { MIN, sectionalInfo, sectionalStart, serverResult } from '../support/sectional-mock';

const T0 = Date.parse('2026-01-10T09:00:00.000Z');

function fresh(opts: { timed?: boolean; locked?: boolean; language?: 'en' | 'hi' } = {}): AttemptSnapshot {
  return createAttempt({ id: 'client-attempt-1', slug: 'sectional-demo', start: sectionalStart(T0, opts), sentAt: T0, receivedAt: T0, language: opts.language });
}
const run = (s: AttemptSnapshot, ...actions: AttemptAction[]) => actions.reduce(reduce, s);

describe('sections', () => {
  it('groups the questions into the sections of the test; a test without sections is one implicit section', () => {
    const s = fresh();
    expect(s.sections.map((x) => [x.name, x.start, x.end, x.timeLimitMs])).toEqual([
      ['English Language', 0, 3, 2 * MIN],
      ['Quantitative Aptitude', 3, 6, 2 * MIN],
      ['Reasoning Ability', 6, 9, 2 * MIN],
    ]);
    expect(s.sequential).toBe(true);
    const plain = buildSections({ ...sectionalInfo(), sections: [], negative_marks: 0.25 }, Array.from({ length: 4 }, () => ({ section_id: null })));
    expect(plain).toEqual([expect.objectContaining({ id: null, start: 0, end: 4, timeLimitMs: null, locked: false, marks_wrong: 0.25 })]);
  });

  it('sequential sections: only the open section can be visited; Save & Next wraps inside it; tabs are refused', () => {
    let s = fresh();
    expect(canOpenQuestion(s, 3)).toBe(false);
    expect(run(s, { type: 'goTo', index: 4, at: T0 })).toBe(s);
    expect(run(s, { type: 'openSection', section: 1, at: T0 })).toBe(s);
    s = run(s, { type: 'saveNext', at: T0 }, { type: 'saveNext', at: T0 }, { type: 'saveNext', at: T0 });
    expect(s.current).toBe(0); // wrapped to the section's first question
    s = run(s, { type: 'goTo', index: 2, at: T0 }, { type: 'next', at: T0 });
    expect(s.current).toBe(2); // next stops at the section's end
  });

  it('the sectional clock ends the section: the next one opens at that deadline, even after a long sleep', () => {
    let s = run(fresh(), { type: 'select', option: 0 }, { type: 'saveNext', at: T0 + 1000 });
    expect(sectionDeadlineMs(s)).toBe(T0 + 2 * MIN);
    expect(advanceExpiredSections(s, T0 + 2 * MIN - 1).closed).toBe(0);
    const one = advanceExpiredSections(s, T0 + 2 * MIN + 500);
    expect(one.closed).toBe(1);
    s = one.snapshot;
    expect([s.section, s.current, s.sectionOpenedMs[1]]).toEqual([1, 3, T0 + 2 * MIN]);
    expect(s.answers[0]).toBe(0); // saved answers kept
    expect(sectionStatus(s, 0)).toBe('closed');
    expect(sectionStatus(s, 2)).toBe('upcoming');
    // A closed section cannot be reopened, by tab or by palette.
    expect(run(s, { type: 'openSection', section: 0, at: T0 + 3 * MIN })).toBe(s);
    expect(run(s, { type: 'goTo', index: 1, at: T0 + 3 * MIN })).toBe(s);
    // After a sleep past two windows: straight to the last section, whose clock started at the second's deadline.
    const slept = advanceExpiredSections(fresh(), T0 + 4 * MIN + 10_000);
    expect([slept.closed, slept.snapshot.section, slept.snapshot.sectionOpenedMs[2]]).toEqual([2, 2, T0 + 4 * MIN]);
    expect(sectionDeadlineMs(slept.snapshot)).toBe(T0 + 6 * MIN);
  });

  it('Finish section moves on early; the next section gets its full clock, never past the test deadline', () => {
    let s = run(fresh(), { type: 'finishSection', at: T0 + 30_000 });
    expect([s.section, s.current]).toEqual([1, 3]);
    expect(sectionDeadlineMs(s)).toBe(T0 + 30_000 + 2 * MIN);
    s = run(s, { type: 'finishSection', at: T0 + 60_000 });
    expect(s.section).toBe(2);
    expect(run(s, { type: 'finishSection', at: T0 + 70_000 })).toBe(s); // the last section: the submit ends it
  });

  it('free sections (no clocks, not locked): tabs jump to a section, Save & Next runs on across sections', () => {
    let s = fresh({ timed: false, locked: false });
    expect(s.sequential).toBe(false);
    s = run(s, { type: 'openSection', section: 2, at: T0 });
    expect([s.section, s.current]).toEqual([2, 6]);
    s = run(s, { type: 'goTo', index: 2, at: T0 }, { type: 'saveNext', at: T0 });
    expect([s.section, s.current]).toEqual([1, 3]);
    expect(summarize(s, s.sections[0])).toMatchObject({ total: 3, 'not-answered': 2, 'not-visited': 1 });
  });
});

describe('time per question and the submit body', () => {
  it('counts the time each question is on screen and sends whole seconds with the server attempt and the submit stamp', () => {
    let s = fresh();
    s = run(s, { type: 'select', option: 1 }, { type: 'saveNext', at: T0 + 40_000 }, { type: 'next', at: T0 + 55_000 });
    s = beginSubmit(s, 'manual', T0 + 70_000);
    expect(s.submission?.payload).toEqual({
      attemptId: 'srv-attempt-0001',
      answers: [1, null, null, null, null, null, null, null, null],
      timeSpent: [40, 15, 15, 0, 0, 0, 0, 0, 0],
      clientAttemptId: 'client-attempt-1',
      submittedAt: new Date(T0 + 70_000).toISOString(),
    });
    expect(s.submission?.token).toBe('signed-token');
  });
});

describe('language', () => {
  it('switches the whole paper and keeps every answer, draft and mark; English-only papers refuse Hindi', () => {
    let s = run(fresh(), { type: 'select', option: 2 }, { type: 'markNext', at: T0 + 1000 }, { type: 'select', option: 1 });
    const hi = run(s, { type: 'language', language: 'hi' });
    expect(hi.language).toBe('hi');
    expect([hi.answers, hi.marked, hi.draft, hi.current]).toEqual([s.answers, s.marked, s.draft, s.current]);
    s = { ...s, mock: { ...s.mock, languages: ['en'] } };
    expect(run(s, { type: 'language', language: 'hi' })).toBe(s);
    expect(fresh({ language: 'hi' }).language).toBe('hi');
  });
});

describe('result and review', () => {
  it('shows the server figures and reviews in the chosen language with each question’s share and times', () => {
    let s = run(fresh({ language: 'hi' }), { type: 'select', option: 0 }, { type: 'saveNext', at: T0 + 20_000 }, { type: 'select', option: 3 }, { type: 'saveNext', at: T0 + 30_000 });
    s = beginSubmit(s, 'manual', T0 + 40_000);
    s = submitSucceeded(s, serverResult(s.submission!.payload.answers, { timeSpent: s.submission!.payload.timeSpent }));
    const r = attemptResult(s)!;
    expect([r.correct, r.wrong, r.score, r.max_score, r.timeTakenMs]).toEqual([1, 1, 0.75, 9, 250_000]);
    const items = reviewItems(s);
    expect(items[0]).toMatchObject({ hindi: true, text: 'हिन्दी प्रश्न 1?', status: 'correct', correctShare: 40, avgSeconds: 30, mySeconds: 20, topic: 'Grammar' });
    expect(items[0].explanations[0]).toContain('प्रश्न 1');
    expect(reviewItems(s, 'en')[0]).toMatchObject({ hindi: false, text: 'English question 1?' });
    expect(filterReview(items, 'all', 1).map((it) => it.index)).toEqual([3, 4, 5]);
  });
});

describe('restoring stored copies', () => {
  const v1 = (phase: 'running' | 'submitted') => ({
    v: 1,
    id: 'old-attempt-1',
    slug: 'demo',
    mock: { slug: 'demo', name: 'Old', description: '', category_name: 'SSC', timer: 10, negative_marks: 0.25, question_count: 2 },
    questions: [0, 1].map((i) => ({ id: i + 1, position: i, question: `Q${i}`, options: ['a', 'b', 'c', 'd'] })),
    startedAt: new Date(T0).toISOString(),
    deadlineMs: T0 + 10 * MIN,
    clockOffsetMs: 0,
    current: 1,
    draft: null,
    answers: [1, null],
    marked: [false, false],
    visited: [true, true],
    phase,
    submission:
      phase === 'submitted'
        ? { reason: 'manual', submittedAtMs: T0 + MIN, payload: { answers: [1, null], clientAttemptId: 'old-attempt-1', startedAt: '' }, tries: 0, nextTryAt: null, lastError: null, rejected: false }
        : null,
    outcome: phase === 'submitted' ? { answerKey: [0, 1].map((i) => ({ id: i + 1, position: i, correct: 1, explanations: [] })), attempt: null } : null,
    rev: 4,
  });

  it('a version-1 result is migrated (and scored on the device); a version-1 attempt in progress is discarded', () => {
    const migrated = restoreSnapshot(v1('submitted'), 'demo')!;
    expect(migrated).toMatchObject({ v: 2, language: 'en', server: null, sequential: false, section: 0 });
    expect(migrated.sections).toHaveLength(1);
    expect(attemptResult(migrated)).toMatchObject({ correct: 1, unanswered: 1, score: 1 });
    expect(restoreSnapshot(v1('running'), 'demo')).toBeNull();
  });

  it('round-trips a version-2 snapshot and repairs a current question outside the open section', () => {
    const s = run(fresh(), { type: 'finishSection', at: T0 + 10_000 });
    const back = restoreSnapshot(JSON.parse(JSON.stringify(s)), 'sectional-demo')!;
    expect(back).toEqual(s);
    expect(restoreSnapshot({ ...s, current: 0 }, 'sectional-demo')?.current).toBe(3);
    expect(restoreSnapshot({ ...s, sections: [] }, 'sectional-demo')).toBeNull();
  });
});
