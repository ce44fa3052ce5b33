/**
 * The API key manager (src/lib/client/api-key-manager.ts) with fake timers:
 * start and 5-minute refresh, 3 retries with doubling delays, the 5-second
 * timeout, the consecutive-failure stop, the messages and the listener.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_MESSAGES, ApiKeyManager, type ApiKeyState } from '#src/lib/client/api-key-manager.ts';

const ok = (key: string) =>
  new Response(JSON.stringify({ success: true, apiKey: key, keyType: 'rotating', expiresAt: '2026-01-01T01:15:00Z', createdAt: '2026-01-01T00:00:00Z', message: 'm' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const unavailable = () => new Response(JSON.stringify({ success: false, error: 'API key temporarily unavailable' }), { status: 503 });

/** A key endpoint scripted per call: 'ok' hands out the next key, 'fail' a 503, 'hang' never answers (until aborted). */
function endpoint(script: ('ok' | 'fail' | 'hang')[], fallback: 'ok' | 'fail' = 'ok') {
  let issued = 0;
  const calls: { at: number; url: string }[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ at: Date.now(), url });
    const step = script.shift() ?? fallback;
    if (step === 'hang') {
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    }
    return Promise.resolve(step === 'ok' ? ok(`key-${++issued}`) : unavailable());
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('API key manager', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loading → ready with key and data, from GET /api/public/current-api-key', async () => {
    const api = endpoint(['ok']);
    const m = new ApiKeyManager({ fetch: api.fetch });
    expect(m.getState()).toMatchObject({ status: 'loading', loading: true, apiKey: null, error: null });
    await m.start();
    expect(m.getState()).toMatchObject({ status: 'ready', loading: false, apiKey: 'key-1', error: null, keyData: { success: true, apiKey: 'key-1', keyType: 'rotating' } });
    expect(api.calls[0].url).toBe('/api/public/current-api-key');
    m.stop();
  });

  it('refreshes every 300000 ms; start is idempotent', async () => {
    const api = endpoint([]);
    const m = new ApiKeyManager({ fetch: api.fetch });
    await Promise.all([m.start(), m.start()]);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
    expect(m.apiKey).toBe('key-2');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(m.apiKey).toBe('key-3');
    m.stop();
  });

  it('retries 3 times with 1000, 2000, 4000 ms delays', async () => {
    const api = endpoint(['fail', 'fail', 'fail', 'ok']);
    const m = new ApiKeyManager({ fetch: api.fetch });
    const started = m.start();
    await vi.advanceTimersByTimeAsync(7_000);
    await started;
    expect(api.calls.map((c) => c.at - api.calls[0].at)).toEqual([0, 1_000, 3_000, 7_000]);
    expect(m.getState()).toMatchObject({ status: 'ready', apiKey: 'key-1', error: null });
    m.stop();
  });

  it("a first fetch that fails after its retries: 'Failed to initialize API key manager'", async () => {
    const api = endpoint([], 'fail');
    const m = new ApiKeyManager({ fetch: api.fetch });
    const started = m.start();
    await vi.advanceTimersByTimeAsync(7_000);
    await started;
    expect(api.calls).toHaveLength(4);
    expect(m.getState()).toMatchObject({ status: 'error', loading: false, apiKey: null, error: API_KEY_MESSAGES.init });
    m.stop();
  });

  it('each attempt times out after 5000 ms', async () => {
    const api = endpoint(['hang', 'ok']);
    const m = new ApiKeyManager({ fetch: api.fetch });
    const started = m.start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(api.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + 1_000); // timeout, then the first retry delay
    await started;
    expect(api.calls).toHaveLength(2);
    expect(m.apiKey).toBe('key-1');
    m.stop();
  });

  it("a failed refresh keeps the key and says 'Failed to refresh API key'; the next key clears the error through the listener", async () => {
    const api = endpoint(['ok', 'fail', 'fail', 'fail', 'fail', 'ok']);
    const m = new ApiKeyManager({ fetch: api.fetch });
    const seen: ApiKeyState[] = [];
    m.subscribe((s) => seen.push(s));
    await m.start();
    const refresh = m.refresh();
    const rejected = expect(refresh).rejects.toThrow(API_KEY_MESSAGES.refresh);
    await vi.advanceTimersByTimeAsync(7_000);
    await rejected;
    expect(m.getState()).toMatchObject({ status: 'ready', apiKey: 'key-1', error: API_KEY_MESSAGES.refresh });
    await vi.advanceTimersByTimeAsync(300_000); // the timer's refresh succeeds
    expect(m.getState()).toMatchObject({ status: 'ready', apiKey: 'key-2', error: null });
    expect(seen.at(-1)).toMatchObject({ apiKey: 'key-2', error: null });
    m.stop();
  });

  it('stops after 5 consecutive failures with the too-many message; refresh is refused from then on', async () => {
    const api = endpoint([], 'fail');
    const m = new ApiKeyManager({ fetch: api.fetch });
    const started = m.start();
    await vi.advanceTimersByTimeAsync(7_000);
    await started;
    expect(m.failures).toBe(1);
    for (let i = 2; i <= 5; i++) {
      await vi.advanceTimersByTimeAsync(300_000);
      expect(m.failures).toBe(i);
    }
    expect(m.isStopped).toBe(true);
    expect(m.getState()).toMatchObject({ status: 'error', error: API_KEY_MESSAGES.tooMany });
    expect(API_KEY_MESSAGES.tooMany).toBe('Too many consecutive API key fetch failures. Please refresh the page.');
    const calls = api.calls.length;
    expect(calls).toBe(20); // 5 fetches × (1 + 3 retries)
    await vi.advanceTimersByTimeAsync(3_000_000);
    expect(api.calls).toHaveLength(calls);
    await expect(m.refresh()).rejects.toThrow(API_KEY_MESSAGES.tooMany);
    await expect(m.refetchAfterRejection('x')).rejects.toThrow(API_KEY_MESSAGES.tooMany);
  });

  it('a success resets the consecutive-failure count', async () => {
    const api = endpoint(['fail', 'fail', 'fail', 'fail', 'ok']);
    const m = new ApiKeyManager({ fetch: api.fetch });
    const started = m.start();
    await vi.advanceTimersByTimeAsync(7_000);
    await started;
    expect(m.failures).toBe(1);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(m.failures).toBe(0);
    expect(m.apiKey).toBe('key-1');
    m.stop();
  });

  it('concurrent refreshes share one fetch; a rejection of an outdated key reuses the current one', async () => {
    const api = endpoint([]);
    const m = new ApiKeyManager({ fetch: api.fetch });
    await m.start();
    const keys = await Promise.all([m.refresh(), m.refetchAfterRejection('key-1'), m.refetchAfterRejection('key-1')]);
    expect(keys).toEqual(['key-2', 'key-2', 'key-2']);
    expect(api.calls).toHaveLength(2);
    expect(await m.refetchAfterRejection('key-1')).toBe('key-2'); // already replaced: no fetch
    expect(api.calls).toHaveLength(2);
    m.stop();
  });

  it('clear() drops key and data', async () => {
    const m = new ApiKeyManager({ fetch: endpoint([]).fetch });
    await m.start();
    m.clear();
    expect(m.getState()).toMatchObject({ status: 'idle', apiKey: null, keyData: null, error: null, loading: false });
    m.stop();
  });
});
