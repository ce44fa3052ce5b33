/**
 * The runner's section checkpoints (issue 28): a section that closes (its
 * clock ran out, or "Next Section") freezes its answers and times into a
 * checkpoint; the submit queue sends it — at once when online, after the
 * `online` event when offline, with backoff or the server's Retry-After on a
 * 503, never again after a refusal — and not once the attempt is submitting.
 */
import { describe, expect, it, vi } from 'vitest';
import { createAttempt, reduce, type AttemptAction } from '#core/mock/attempt.ts';
import { pendingCheckpoints } from '#core/mock/checkpoint.ts';
import { restoreSnapshot } from '#core/mock/restore.ts';
import { advanceExpiredSections } from '#core/mock/sections.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import { beginSubmit } from '#core/mock/submit.ts';
import { createAttemptStore, memoryStorage, serverRetryAfterMs as retryAfterMs, SubmitQueue } from '#src/islands/mock/attempt-storage.ts';
import { ApiRequestError, retryAfterMs as clientRetryAfterMs } from '#src/lib/client/api.ts';
import { MIN, sectionalStart } from '../support/sectional-mock';

const T0 = Date.parse('2026-05-01T08:00:00.000Z');
const fresh = (opts: { timed?: boolean; locked?: boolean } = {}) =>
  createAttempt({ id: 'client-attempt-01', slug: 'sectional-demo', start: sectionalStart(T0, opts), sentAt: T0, receivedAt: T0 });
const run = (s: AttemptSnapshot, ...actions: AttemptAction[]) => actions.reduce(reduce, s);
/** Answers question 1 and 2 of section 1 (options 2 and 0), 30 s each. */
const answered = () =>
  run(fresh(), { type: 'select', option: 2 }, { type: 'saveNext', at: T0 + 30_000 }, { type: 'select', option: 0 }, { type: 'saveNext', at: T0 + 60_000 });

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown = null,
  ) {
    super(`HTTP ${status}`);
  }
}

describe('section checkpoints in the runner', () => {
  it('"Next Section" freezes the closed section’s saved answers and times; a sectional clock running out does too', () => {
    const moved = reduce(answered(), { type: 'finishSection', at: T0 + 90_000 });
    expect(pendingCheckpoints(moved)).toEqual([
      {
        sectionId: 10,
        payload: { attemptId: 'srv-attempt-0001', sectionId: 10, answers: [2, 0, null], timeSpent: [30, 30, 30] },
        token: 'signed-token',
        state: 'pending',
        tries: 0,
        nextTryAt: null,
        notBefore: null,
        lastError: null,
      },
    ]);
    // Two sections run out during a sleep: one checkpoint each, in order.
    const { snapshot } = advanceExpiredSections(answered(), T0 + 5 * MIN);
    expect(pendingCheckpoints(snapshot).map((c) => c.payload.sectionId)).toEqual([10, 11]);
    // It survives a reload; free sections have none; once submitting, the submit carries them.
    expect(pendingCheckpoints(restoreSnapshot(JSON.parse(JSON.stringify(snapshot)))!)).toHaveLength(2);
    expect(pendingCheckpoints(run(fresh({ timed: false, locked: false }), { type: 'openSection', section: 1, at: T0 + 1000 }))).toEqual([]);
    expect(pendingCheckpoints(beginSubmit(snapshot, 'manual', T0 + 5 * MIN))).toEqual([]);
  });

  function setup() {
    const store = createAttemptStore(memoryStorage(), null);
    const events = new EventTarget();
    let online = true;
    let clock = 5_000_000;
    const timers: { fn: () => void; at: number }[] = [];
    const sendCheckpoint = vi.fn<(slug: string, payload: unknown, token: string | null) => Promise<unknown>>();
    const queue = new SubmitQueue({
      store,
      send: () => Promise.reject(new Error('no submit here')),
      sendCheckpoint,
      now: () => clock,
      isOnline: () => online,
      events,
      visibility: null,
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
    const stored = () => store.load('sectional-demo')!;
    return { store, events, queue, sendCheckpoint, advance, stored, setOnline: (v: boolean) => (online = v) };
  }
  const closed = () => reduce(answered(), { type: 'finishSection', at: T0 + 90_000 });

  it('online: sent at once with the attempt token, then marked sent', async () => {
    const q = setup();
    q.store.save(closed());
    q.sendCheckpoint.mockResolvedValue({ sectionId: 10, closedAt: 'x', replay: false });
    await q.queue.sendCheckpoints('sectional-demo', 'client-attempt-01');
    expect(q.sendCheckpoint).toHaveBeenCalledWith('sectional-demo', { attemptId: 'srv-attempt-0001', sectionId: 10, answers: [2, 0, null], timeSpent: [30, 30, 30] }, 'signed-token');
    expect(q.stored().checkpoints?.[0]).toMatchObject({ state: 'sent', tries: 0 });
    expect(pendingCheckpoints(q.stored())).toEqual([]);
  });

  it('offline: no request until the `online` event, then it goes', async () => {
    const q = setup();
    q.setOnline(false);
    q.store.save(closed());
    await q.queue.sendCheckpoints('sectional-demo', 'client-attempt-01');
    expect(q.sendCheckpoint).not.toHaveBeenCalled();
    expect(q.stored().checkpoints?.[0]).toMatchObject({ state: 'pending', tries: 1 });
    q.sendCheckpoint.mockResolvedValue({});
    q.setOnline(true);
    q.events.dispatchEvent(new Event('online'));
    await q.advance(0);
    expect(q.sendCheckpoint).toHaveBeenCalledTimes(1);
    expect(q.stored().checkpoints?.[0]).toMatchObject({ state: 'sent' });
  });

  it('a 503 with Retry-After waits that long (not the 1 s backoff); a refusal is not retried', async () => {
    const q = setup();
    q.store.save(closed());
    q.sendCheckpoint.mockRejectedValueOnce(new HttpError(503, { code: 'DATABASE_UNAVAILABLE', retryAfter: 7 }));
    await q.queue.sendCheckpoints('sectional-demo', 'client-attempt-01');
    expect(q.stored().checkpoints?.[0]).toMatchObject({ state: 'pending', tries: 1, nextTryAt: 5_000_000 + 7000 });
    q.sendCheckpoint.mockRejectedValueOnce(new HttpError(409, { code: 'SECTION_TIME_OVER' }));
    await q.advance(6000);
    // Not even when the page becomes visible again or the connection comes back.
    q.queue.flushAll();
    await q.advance(0);
    expect(q.sendCheckpoint).toHaveBeenCalledTimes(1);
    await q.advance(1000);
    expect(q.sendCheckpoint).toHaveBeenCalledTimes(2);
    expect(q.stored().checkpoints?.[0]).toMatchObject({ state: 'refused', tries: 2 });
    await q.advance(60_000);
    q.queue.flushAll();
    await q.advance(0);
    expect(q.sendCheckpoint).toHaveBeenCalledTimes(2);
  });

  it('Retry-After from the header or the body; none gives 0', () => {
    const headers = (v: string) => new ApiRequestError('busy', { status: 503, retryAfterMs: clientRetryAfterMs(v) });
    expect(retryAfterMs(headers('12'))).toBe(12_000);
    expect(retryAfterMs({ data: { retryAfter: 3 } })).toBe(3000);
    expect(retryAfterMs(new Error('network'))).toBe(0);
  });
});
