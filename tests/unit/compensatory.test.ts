/**
 * Issue 29, PwBD compensatory time, the shared rules (core/mock/compensatory.ts
 * and where they apply): every limit × 4/3 to the second, the sectional windows
 * of an entitled attempt, the live schedule's earliest results time, and the
 * runner's attempt built from a start answer with compensatory time.
 */
import { describe, expect, it } from 'vitest';
import { createAttempt } from '#core/mock/attempt.ts';
import { compensatoryMs, extraParts, includedExtraMs, timeLimitMs } from '#core/mock/compensatory.ts';
import { earliestResultsAt, scheduleProblem } from '#core/mock/live.ts';
import { sectionDeadlineMs } from '#core/mock/sections.ts';
import { checkpointVerdict, keepClosedSections, sectionDeadlines, type WindowSection } from '#core/mock/section-windows.ts';
import { MIN, sectionalStart } from '../support/sectional-mock';

const sec = (id: number, position: number, time_limit: number | null, locked = true, question_count = 2): WindowSection => ({ id, position, time_limit, locked, question_count });
const ibps = [sec(10, 0, 20), sec(11, 1, 20), sec(12, 2, 20)];

describe('compensatory time: 20 minutes per hour', () => {
  it('every limit × 4/3, kept to the second (no rounding needed: 20 s per minute)', () => {
    expect(timeLimitMs(60, true)).toBe(80 * MIN);
    expect(timeLimitMs(90, true)).toBe(120 * MIN);
    expect(timeLimitMs(100, true)).toBe(133 * MIN + 20_000);
    expect(timeLimitMs(2, true)).toBe(2 * MIN + 40_000);
    expect(timeLimitMs(60, false)).toBe(60 * MIN);
    expect(timeLimitMs(60, undefined)).toBe(60 * MIN);
    expect(compensatoryMs(45)).toBe(15 * MIN);
    expect(extraParts(compensatoryMs(100))).toEqual({ minutes: 33, seconds: 20 });
    // Sections extended add up to the extended total.
    expect(timeLimitMs(20, true) * 3).toBe(timeLimitMs(60, true));
  });

  it('sectional windows of an entitled attempt: each limit × 4/3, in order, never past its (extended) deadline', () => {
    const deadline = timeLimitMs(60, true);
    expect(sectionDeadlines(ibps, 0, deadline, true)).toEqual([26 * MIN + 40_000, 53 * MIN + 20_000, 80 * MIN]);
    expect(sectionDeadlines(ibps, 0, 60 * MIN)).toEqual([20 * MIN, 40 * MIN, 60 * MIN]);
    const t = (nowMs: number, compensatory?: boolean) => ({ startedMs: 0, deadlineMs: compensatory ? deadline : 60 * MIN, nowMs, graceMs: 60_000, compensatory });
    expect(checkpointVerdict(ibps, 10, [0, 1], null, t(25 * MIN))).toBe('time-over');
    expect(checkpointVerdict(ibps, 10, [0, 1], null, t(25 * MIN, true))).toBe('accept');
    expect(checkpointVerdict(ibps, 10, [0, 1], null, t(27 * MIN + 40_000, true))).toBe('accept');
    expect(checkpointVerdict(ibps, 10, [0, 1], null, t(27 * MIN + 40_001, true))).toBe('time-over');
    // The submit at 50 min keeps an entitled attempt's second section open (its deadline is 53:20).
    const kept = (compensatory: boolean) =>
      keepClosedSections({
        sections: ibps,
        sectionIds: [10, 10, 11, 11, 12, 12],
        answers: [1, 1, 1, 1, 1, 1],
        timeSpent: [60, 60, 60, 60, 60, 60],
        closed: { '10': { at: 'x', answers: [0, 0], timeSpent: [30, 30] } },
        times: t(50 * MIN, compensatory),
      });
    expect(kept(true)).toMatchObject({ answers: [0, 0, 1, 1, 1, 1], closedSections: [10] });
    expect(kept(false)).toMatchObject({ answers: [0, 0, null, null, 1, 1], closedSections: [10, 11] });
  });

  it('live: the earliest results time is the last start + an entitled candidate’s timer (× 4/3) + grace', () => {
    const lastStart = Date.parse('2026-12-01T10:30:00.000Z');
    expect(earliestResultsAt(lastStart, 60, 60)).toBe(lastStart + 80 * MIN + 60_000);
    const schedule = (resultsAt: number) => ({ opensAt: '2026-12-01T10:00:00.000Z', lastStartAt: new Date(lastStart).toISOString(), resultsAt: new Date(resultsAt).toISOString() });
    expect(scheduleProblem(schedule(lastStart + 61 * MIN), 60, 60)).toEqual({ field: 'resultsAt', earliest: new Date(lastStart + 81 * MIN).toISOString() });
    expect(scheduleProblem(schedule(lastStart + 81 * MIN - 1000), 60, 60)?.field).toBe('resultsAt');
    expect(scheduleProblem(schedule(lastStart + 81 * MIN), 60, 60)).toBeNull();
  });
});

describe('the runner’s attempt with compensatory time', () => {
  const T0 = Date.parse('2026-01-10T09:00:00.000Z');
  const make = (compensatory?: boolean) => {
    const start = sectionalStart(T0);
    const deadline = new Date(T0 + timeLimitMs(6, !!compensatory)).toISOString();
    return createAttempt({ id: 'client-attempt-1', slug: 'sectional-demo', start: { ...start, deadline, compensatory }, sentAt: T0, receivedAt: T0 });
  };

  it('the sectional clocks count each limit × 4/3 and the snapshot says so', () => {
    const s = make(true);
    expect(s.compensatory).toBe(true);
    expect(s.deadlineMs).toBe(T0 + 8 * MIN);
    expect(s.sections.map((x) => x.timeLimitMs)).toEqual([2 * MIN + 40_000, 2 * MIN + 40_000, 2 * MIN + 40_000]);
    expect(sectionDeadlineMs(s)).toBe(T0 + 2 * MIN + 40_000);
    expect(includedExtraMs(s, true)).toBe(40_000);
    expect(includedExtraMs(s, false)).toBe(2 * MIN);
  });

  it('without it: the plain limits, no flag, nothing included', () => {
    for (const s of [make(false), make(undefined)]) {
      expect(s.compensatory).toBeUndefined();
      expect(s.deadlineMs).toBe(T0 + 6 * MIN);
      expect(s.sections.map((x) => x.timeLimitMs)).toEqual([2 * MIN, 2 * MIN, 2 * MIN]);
      expect(includedExtraMs(s, true)).toBe(0);
    }
  });
});
