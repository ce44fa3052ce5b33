// @vitest-environment jsdom
/**
 * A lazily loaded screen is loaded again after a failed request (src/islands/retry-import.ts): offline it waits for
 * the connection; online it tries a few times, then gives up with the error.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry } from '../../src/islands/retry-import';

const failing = (times: number, value = 'chunk') => {
  let calls = 0;
  const load = vi.fn(async () => {
    if (++calls <= times) throw new Error(`Unable to preload CSS (${calls})`);
    return value;
  });
  return load;
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('importWithRetry', () => {
  it('loads again after failures while online, with growing pauses', async () => {
    vi.useFakeTimers();
    const load = failing(2);
    const loaded = importWithRetry(load, { tries: 4, firstDelayMs: 500 });
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last error after `tries` failures online', async () => {
    const load = failing(10);
    await expect(importWithRetry(load, { tries: 3, firstDelayMs: 1 })).rejects.toThrow('Unable to preload CSS (3)');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('offline, waits for the connection however long, without counting those failures', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = failing(1);
    const loaded = importWithRetry(load, { tries: 1, firstDelayMs: 1 });
    await new Promise((r) => setTimeout(r, 20));
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
