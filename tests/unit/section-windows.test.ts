/**
 * The server's rule for sectional windows (issue 28, core/mock/section-windows.ts):
 * which tests have windows, each section's deadline, the checkpoint verdict and
 * what the submit keeps of closed sections.
 */
import { describe, expect, it } from 'vitest';
import { checkpointVerdict, hasSectionWindows, keepClosedSections, sectionDeadlines, type WindowSection } from '#core/mock/section-windows.ts';

const MIN = 60_000;
const sec = (id: number, position: number, time_limit: number | null, locked = true, question_count = 2): WindowSection => ({ id, position, time_limit, locked, question_count });
const ibps = [sec(12, 2, 20), sec(10, 0, 20), sec(11, 1, 20)];
const times = (nowMs: number) => ({ startedMs: 0, deadlineMs: 60 * MIN, nowMs, graceMs: 60_000 });

describe('sectional windows: the rule', () => {
  it('windows only for sections taken one after another (a clock or a locked order), sections with questions only', () => {
    expect(hasSectionWindows([])).toBe(false);
    expect(hasSectionWindows([sec(1, 0, 20)])).toBe(false);
    expect(hasSectionWindows([sec(1, 0, null, false), sec(2, 1, null, false)])).toBe(false);
    expect(hasSectionWindows([sec(1, 0, null, true), sec(2, 1, null, false)])).toBe(true);
    expect(hasSectionWindows([sec(1, 0, 20, false), sec(2, 1, null, false)])).toBe(true);
    expect(hasSectionWindows([sec(1, 0, 20), sec(2, 1, 20, true, 0)])).toBe(false);
  });

  it('deadlines: the start plus the limits so far, in position order; no limit runs to the test’s deadline, never past it', () => {
    expect(sectionDeadlines(ibps, 1000, 1000 + 60 * MIN)).toEqual([1000 + 20 * MIN, 1000 + 40 * MIN, 1000 + 60 * MIN]);
    expect(sectionDeadlines([sec(1, 0, 20), sec(2, 1, null), sec(3, 2, 10)], 0, 45 * MIN)).toEqual([20 * MIN, 45 * MIN, 45 * MIN]);
    expect(sectionDeadlines([sec(1, 0, 50), sec(2, 1, 50)], 0, 60 * MIN)).toEqual([50 * MIN, 60 * MIN]);
  });

  it('checkpoint verdict: open until deadline + grace, once; a repeat is a replay, other answers are refused', () => {
    expect(checkpointVerdict([sec(1, 0, null, false), sec(2, 1, null, false)], 1, [0], null, times(0))).toBe('no-windows');
    expect(checkpointVerdict(ibps, 99, [0], null, times(0))).toBe('unknown-section');
    expect(checkpointVerdict(ibps, 10, [0, 1], null, times(21 * MIN))).toBe('accept');
    expect(checkpointVerdict(ibps, 10, [0, 1], null, times(21 * MIN + 1))).toBe('time-over');
    expect(checkpointVerdict(ibps, 11, [0, 1], null, times(41 * MIN))).toBe('accept');
    const closed = { '10': { at: 'x', answers: [0, null], timeSpent: [5, 0] } };
    expect(checkpointVerdict(ibps, 10, [0, null], closed, times(2 * MIN))).toBe('replay');
    expect(checkpointVerdict(ibps, 10, [0, null], closed, times(90 * MIN))).toBe('replay');
    expect(checkpointVerdict(ibps, 10, [0, 1], closed, times(2 * MIN))).toBe('closed');
  });

  it('the submit keeps closed sections: the checkpoint’s answers and times, or none when its window passed without one', () => {
    const sectionIds = [10, 10, 11, 11, 12, 12];
    const answers = [1, 1, 1, 1, 1, 1];
    const timeSpent = [9, 9, 9, 9, 9, 9];
    const closed = { '11': { at: 'x', answers: [0, null], timeSpent: [30, 40] } };
    // 30 minutes in: section 10's window (20 min + grace) passed without a checkpoint; 11 closed by its checkpoint; 12 open.
    expect(keepClosedSections({ sections: ibps, sectionIds, answers, timeSpent, closed, times: times(30 * MIN) })).toEqual({
      answers: [null, null, 0, null, 1, 1],
      timeSpent: [0, 0, 30, 40, 9, 9],
      closedSections: [10, 11],
    });
    // Within section 10's grace: the submit's answers for it count.
    expect(keepClosedSections({ sections: ibps, sectionIds, answers, timeSpent, closed: null, times: times(21 * MIN) }).answers).toEqual(answers);
    // A short submit body is padded with unanswered.
    expect(keepClosedSections({ sections: ibps, sectionIds, answers: [2], timeSpent: [], closed: null, times: times(0) })).toEqual({
      answers: [2, null, null, null, null, null],
      timeSpent: [0, 0, 0, 0, 0, 0],
      closedSections: [],
    });
  });

  it('tests without windows get their answers back, however late', () => {
    const free = [sec(1, 0, null, false), sec(2, 1, null, false)];
    const out = keepClosedSections({ sections: free, sectionIds: [1, 2], answers: [3, 2], timeSpent: [1, 1], closed: null, times: times(10 * 60 * MIN) });
    expect(out).toEqual({ answers: [3, 2], timeSpent: [1, 1], closedSections: [] });
    expect(keepClosedSections({ sections: [], sectionIds: [null, null], answers: [3, 2], timeSpent: [], closed: null, times: times(10 * 60 * MIN) }).answers).toEqual([3, 2]);
  });
});
