/**
 * Issue 28, the client's pure parts of a live attempt: a submit answered
 * "received" keeps the attempt waiting (no key, no figures) and survives a
 * reload; the result at results time completes it; countdowns and the
 * result-fetch spread; the admin's datetime fields as ISO instants.
 */
import { describe, expect, it } from 'vitest';
import { createAttempt } from '#core/mock/attempt.ts';
import { restoreSnapshot } from '#core/mock/restore.ts';
import { beginSubmit, resultArrived, submitSucceeded } from '#core/mock/submit.ts';
import { countdown } from '#src/islands/live-tests/format.ts';
import { answerTime, RESULT_SPREAD_MS, resultSpreadMs } from '#src/islands/live-tests/clock.ts';
import { fromLocalInput, toLocalInput } from '#src/islands/admin/MockLiveSchedule.tsx';
import { sectionalStart, serverResult } from '../support/sectional-mock';

const T0 = Date.parse('2026-11-28T10:00:00.000Z');
const RESULTS_AT = '2026-11-28T11:00:00.000Z';
const pending = { received: true as const, resultsAt: RESULTS_AT, attempt: { id: 'srv-attempt-0001', clientAttemptId: 'c1', startedAt: '', submittedAt: '', late: false, ranked: true } };

function submitted() {
  const start = { ...sectionalStart(T0), live: { ranked: true, reason: null, schedule: { opensAt: '2026-11-28T09:55:00.000Z', lastStartAt: '2026-11-28T10:10:00.000Z', resultsAt: RESULTS_AT } } };
  const running = createAttempt({ id: 'c1', slug: 'sectional-demo', start, sentAt: T0, receivedAt: T0 });
  return submitSucceeded(beginSubmit(running, 'manual', T0 + 60_000), pending);
}

describe('a live attempt awaiting its results', () => {
  it('is submitted with no outcome (no key, no figures) and knows when results come and how it counts', () => {
    const s = submitted();
    expect(s.phase).toBe('submitted');
    expect(s.outcome).toBeNull();
    expect(s.pending).toEqual({ resultsAt: RESULTS_AT, ranked: true });
    expect(s.live).toMatchObject({ ranked: true, reason: null });
  });

  it('survives a reload (restore keeps a waiting copy; one without outcome or pending is still refused)', () => {
    const s = submitted();
    expect(restoreSnapshot(JSON.parse(JSON.stringify(s)), 'sectional-demo')?.pending).toEqual({ resultsAt: RESULTS_AT, ranked: true });
    expect(restoreSnapshot({ ...s, pending: null }, 'sectional-demo')).toBeNull();
  });

  it('becomes a full result when the result arrives; a second arrival changes nothing', () => {
    const done = resultArrived(submitted(), serverResult([0, 1, null, null, null, null, null, null, null]));
    expect(done.pending).toBeNull();
    expect(done.outcome?.answerKey).toHaveLength(9);
    expect(done.outcome?.result?.result.correct).toBe(2);
    expect(resultArrived(done, serverResult([]))).toBe(done);
  });
});

describe('countdowns and the result spread', () => {
  it('writes HH:MM:SS under a day, days before it, rounding seconds up and never below zero', () => {
    const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);
    expect(countdown(61_001, days)).toBe('00:01:02');
    expect(countdown(2 * 86_400_000 + 3_600_000, days)).toBe('2 days 01:00:00');
    expect(countdown(-5_000, days)).toBe('00:00:00');
  });

  it('spreads result fetches over [0, 5 s)', () => {
    expect(resultSpreadMs(() => 0)).toBe(0);
    expect(resultSpreadMs(() => 0.999999)).toBeLessThan(RESULT_SPREAD_MS);
    expect(RESULT_SPREAD_MS).toBe(5_000);
  });
});

describe('the server time of a cached answer', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it('is its `now` when fresh, the later Date header when the document was cached, plus a shared cache’s Age', () => {
    expect(answerTime('2026-11-28T10:00:00.400Z')).toBe('2026-11-28T10:00:00.400Z');
    // The list document was made 4 s before this response (server cache): the Date header is later.
    expect(answerTime('2026-11-28T10:00:00.400Z', headers({ date: 'Sat, 28 Nov 2026 10:00:04 GMT' }))).toBe('2026-11-28T10:00:04.000Z');
    // A CDN kept it 7 s more.
    expect(answerTime('2026-11-28T10:00:00.400Z', headers({ date: 'Sat, 28 Nov 2026 10:00:00 GMT', age: '7' }))).toBe('2026-11-28T10:00:07.400Z');
  });
});

describe('admin schedule fields', () => {
  it('turns datetime-local values into ISO instants and back (the browser zone)', () => {
    const iso = fromLocalInput('2026-11-28T15:30');
    expect(iso).toBe(new Date('2026-11-28T15:30').toISOString());
    expect(toLocalInput(iso!)).toBe('2026-11-28T15:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(undefined)).toBe('');
  });
});
