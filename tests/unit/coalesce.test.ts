/**
 * api/_app/coalesce.ts: group commit without timers. An idle call runs at
 * once, alone; calls made while batches are in flight run together next.
 */
import { describe, expect, it } from 'vitest';
import { coalescer, coalescerFor, Overloaded } from '#api/_app/coalesce.ts';

function deferredRun() {
  const calls: { inputs: number[]; finish: (fail?: boolean) => void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      calls.push({ inputs, finish: (fail) => (fail ? reject(new Error('statement failed')) : resolve(inputs.map((i) => i * 10))) });
    });
  return { calls, run };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('coalescer', () => {
  it('runs an idle call at once, gathers the calls made while batches are in flight, and answers each its own output', async () => {
    const { calls, run } = deferredRun();
    const call = coalescer(run, { maxInFlight: 2 });
    const a = call(1);
    const b = call(2);
    const rest = [3, 4, 5].map((i) => call(i));
    expect(calls.map((c) => c.inputs)).toEqual([[1], [2]]);
    calls[0].finish();
    await tick();
    expect(calls.map((c) => c.inputs)).toEqual([[1], [2], [3, 4, 5]]);
    calls[1].finish();
    calls[2].finish();
    expect(await Promise.all([a, b, ...rest])).toEqual([10, 20, 30, 40, 50]);
  });

  it('a failed batch fails its callers only; the queue goes on', async () => {
    const { calls, run } = deferredRun();
    const call = coalescer(run, { maxInFlight: 1 });
    const a = call(1);
    const [b, c] = [call(2), call(3)];
    calls[0].finish(true);
    await expect(a).rejects.toThrow('statement failed');
    await tick();
    expect(calls[1].inputs).toEqual([2, 3]);
    calls[1].finish();
    expect(await Promise.all([b, c])).toEqual([20, 30]);
  });

  it('splits what waits into batches of maxBatch', async () => {
    const { calls, run } = deferredRun();
    const call = coalescer(run, { maxInFlight: 1, maxBatch: 2 });
    const all = [1, 2, 3, 4, 5].map((i) => call(i));
    calls[0].finish();
    await tick();
    calls[1].finish();
    await tick();
    calls[2].finish();
    expect(calls.map((c) => c.inputs)).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
  });

  it('one coalescer per scope', () => {
    const { run } = deferredRun();
    const per = coalescerFor((_scope: object) => coalescer(run));
    const [x, y] = [{}, {}];
    expect(per(x)).toBe(per(x));
    expect(per(x)).not.toBe(per(y));
  });
});

describe('coalescer: a bounded queue (issue 28)', () => {
  it('refuses a call beyond maxQueue at once with Overloaded and a Retry-After; what queued still runs', async () => {
    const { calls, run } = deferredRun();
    const call = coalescer(run, { maxInFlight: 1, maxBatch: 2, maxQueue: 3 });
    const running = call(1);
    const queued = [2, 3, 4].map((i) => call(i));
    const refused = call(5);
    await expect(refused).rejects.toBeInstanceOf(Overloaded);
    expect(((await refused.catch((e: unknown) => e)) as Overloaded).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    calls[0].finish();
    await tick();
    calls[1].finish();
    await tick();
    calls[2].finish();
    expect(await Promise.all([running, ...queued])).toEqual([10, 20, 30, 40]);
    expect(calls.flatMap((c) => c.inputs)).not.toContain(5);
  });
});

describe('coalescer: a wait bound (issue 28)', () => {
  it('refuses a call when the queue ahead would take longer than maxWaitMs by the recent time per batch', async () => {
    const { calls, run } = deferredRun();
    const call = coalescer(run, { maxInFlight: 1, maxBatch: 2, maxWaitMs: 250 });
    // Batches take ~100 ms here (the starting estimate): 2 rounds ahead fit in 250 ms, a 3rd does not.
    const all = [1, 2, 3, 4, 5].map((i) => call(i));
    const refused = call(6);
    await expect(refused).rejects.toBeInstanceOf(Overloaded);
    for (let i = 0; i < 3; i++) {
      calls[i].finish();
      await tick();
    }
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40, 50]);
  });
});
