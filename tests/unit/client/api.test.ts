/**
 * The request layer (src/lib/client/api.ts) against a fake fetch: headers,
 * the shared key re-fetch, the token-refresh retry, Brave aliases and blocked
 * requests, and which error message wins.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createApiClient, retryAfterMs, type AuthBridge } from '#src/lib/client/api.ts';
import { ApiKeyManager } from '#src/lib/client/api-key-manager.ts';
import { BRAVE_BLOCKED_MESSAGE } from '#src/lib/client/brave.ts';
import { BRAVE_BLOCKING_EVENT, type BraveBlockingDetail } from '#src/lib/client/events.ts';

const BASE = 'http://portal.test/api';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const KEY_INVALID = { code: 'API_KEY_INVALID', error: 'Invalid API key' };
const TOKEN_INVALID = { code: 'AUTH_INVALID', error: 'Invalid or expired sign-in token' };
const tick = () => new Promise((r) => setTimeout(r, 5));

type Handler = (request: Request) => Response | Promise<Response>;

/** A fake server: records every API request and answers with `handler`. */
function server(handler: Handler) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    return handler(request);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, requests };
}

/** A key endpoint handing out k1, k2, ... (after `delayMs`), counting its calls. */
function keyEndpoint(delayMs = 20) {
  let n = 0;
  const fetch = vi.fn(async () => {
    n++;
    await new Promise((r) => setTimeout(r, delayMs));
    return json(200, { success: true, apiKey: `k${n}`, keyType: 'rotating', expiresAt: null, createdAt: '2026-01-01T00:00:00Z', message: 'ok' });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls: () => n };
}

function bridge(initial: string | null, refreshed: string | Error = 'fresh-token'): AuthBridge & { token: string | null; refresh: ReturnType<typeof vi.fn>; logout: ReturnType<typeof vi.fn> } {
  const b = {
    token: initial,
    getToken: () => b.token,
    refresh: vi.fn(async () => {
      if (refreshed instanceof Error) throw refreshed;
      b.token = refreshed;
      return refreshed;
    }),
    logout: vi.fn(async () => {
      b.token = null;
    }),
    refreshToken: () => b.refresh(),
  };
  return b as never;
}

function staticKeys(key: string | null) {
  return { apiKey: key, whenReady: vi.fn(async () => {}), refetchAfterRejection: vi.fn(async () => key ?? '') };
}

describe('request layer: headers and data', () => {
  it('sends JSON with x-api-key from the key manager and Bearer when signed in; returns the data', async () => {
    const s = server(() => json(200, { data: [1, 2] }));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('managed-key'), buildApiKey: 'build-key', auth: bridge('tok-1'), isBrave: async () => false });
    expect(await client.post('/progress/mark-read', { slug: 'a' })).toEqual({ data: [1, 2] });
    const [req] = s.requests;
    expect(req.url).toBe(`${BASE}/progress/mark-read`);
    expect(req.method).toBe('POST');
    expect(req.headers.get('x-api-key')).toBe('managed-key');
    expect(req.headers.get('authorization')).toBe('Bearer tok-1');
    expect(req.headers.get('content-type')).toMatch(/application\/json/);
    expect(await req.json()).toEqual({ slug: 'a' });
  });

  it('falls back to the build-time key without waiting, and sends no Bearer when signed out', async () => {
    const s = server(() => json(200, { ok: true }));
    const keys = staticKeys(null);
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: keys, buildApiKey: 'build-key', auth: bridge(null), isBrave: async () => false });
    await client.get('/categories', { searchParams: { nocache: true, skip: undefined } });
    expect(s.requests[0].headers.get('x-api-key')).toBe('build-key');
    expect(s.requests[0].headers.has('authorization')).toBe(false);
    expect(s.requests[0].url).toBe(`${BASE}/categories?nocache=true`);
    expect(keys.whenReady).not.toHaveBeenCalled();
  });

  it('a shared read (a paper, an answer key) goes without the Bearer token, so a CDN may answer it; others still carry it', async () => {
    const s = server(() => json(200, { ok: true }));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('managed-key'), auth: bridge('tok-1'), isBrave: async () => false });
    await client.get('/mocks/x/paper?v=1', { shared: true });
    await client.get('/mocks/x/live');
    expect(s.requests.map((r) => r.headers.get('authorization'))).toEqual([null, 'Bearer tok-1']);
    expect(s.requests[0].headers.get('x-api-key')).toBe('managed-key');
  });

  it('without any key yet, waits for the key manager’s first fetch', async () => {
    const keys = keyEndpoint(30);
    const manager = new ApiKeyManager({ fetch: keys.fetch });
    const s = server(() => json(200, {}));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: manager, isBrave: async () => false });
    await client.get('/categories');
    expect(s.requests[0].headers.get('x-api-key')).toBe('k1');
    manager.stop();
  });

  it('keepalive: the request may outlive the page (download counting), with the key like any call', async () => {
    const s = server(() => json(200, { url: '/uploads/downloads/a.pdf', downloadCount: 8 }));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('managed-key'), isBrave: async () => false });
    expect(await client.post('/resources/links/3/download', undefined, { keepalive: true })).toEqual({ url: '/uploads/downloads/a.pdf', downloadCount: 8 });
    expect(s.requests[0].keepalive).toBe(true);
    expect(s.requests[0].headers.get('x-api-key')).toBe('managed-key');
    await client.get('/categories');
    expect(s.requests[1].keepalive).toBe(false);
  });

  it("a cache mode reaches fetch: the dashboard revalidates public reads ('no-cache') instead of showing the browser's stale copy", async () => {
    const s = server(() => json(200, { data: [] }));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), isBrave: async () => false });
    await client.get('/mocks/categories', { cache: 'no-cache' });
    expect(s.requests[0].cache).toBe('no-cache');
    await client.get('/mocks/categories');
    expect(s.requests[1].cache).toBe('default');
  });

  it('returns null for an empty answer', async () => {
    const s = server(() => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), isBrave: async () => false });
    expect(await client.delete('/ads/1')).toBeNull();
  });
});

describe('request layer: API key re-fetch', () => {
  it('ONE shared re-fetch for concurrent key failures; each request retried once with the new key', async () => {
    const keys = keyEndpoint(40);
    const manager = new ApiKeyManager({ fetch: keys.fetch });
    await manager.start(); // k1
    let serverKey = 'k1';
    const s = server((req) => (req.headers.get('x-api-key') === serverKey ? json(200, { ok: req.url }) : json(401, KEY_INVALID)));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: manager, isBrave: async () => false });

    serverKey = 'k2'; // the server rotated: k1 is refused from now on
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => client.get(`/public/content/${i}`)));
    expect(results.map((r) => (r as { ok: string }).ok)).toEqual([1, 2, 3, 4, 5].map((i) => `${BASE}/public/content/${i}`));
    expect(keys.calls()).toBe(2); // the start + ONE re-fetch
    expect(s.requests).toHaveLength(10); // 5 refused + 5 retries
    expect(s.requests.slice(5).every((r) => r.headers.get('x-api-key') === 'k2')).toBe(true);
    manager.stop();
  });

  it('a late failure with the old key reuses the key fetched meanwhile', async () => {
    const keys = keyEndpoint(5);
    const manager = new ApiKeyManager({ fetch: keys.fetch });
    await manager.start(); // k1
    const s = server(async (req) => {
      if (req.headers.get('x-api-key') === 'k1') {
        await manager.refresh(); // another request re-fetched while this one was in flight: k2
        return json(401, KEY_INVALID);
      }
      return json(200, { key: req.headers.get('x-api-key') });
    });
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: manager, isBrave: async () => false });
    expect(await client.get('/x')).toEqual({ key: 'k2' });
    expect(keys.calls()).toBe(2); // no third fetch for the late failure
    manager.stop();
  });

  it('recognises the two error strings as well as the codes, on 403 too', async () => {
    for (const body of [{ error: 'API key required' }, { error: 'Invalid API key' }, { code: 'API_KEY_MISSING', error: 'x' }]) {
      const keys = staticKeys('k');
      let n = 0;
      const s = server(() => (n++ === 0 ? json(403, body) : json(200, { ok: true })));
      const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: keys, isBrave: async () => false });
      expect(await client.get('/x')).toEqual({ ok: true });
      expect(keys.refetchAfterRejection).toHaveBeenCalledTimes(1);
    }
  });

  it('retries only once: a second key failure is the error', async () => {
    const keys = staticKeys('k');
    const s = server(() => json(401, KEY_INVALID));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: keys, isBrave: async () => false });
    await expect(client.get('/x')).rejects.toMatchObject({ message: 'Invalid API key', status: 401, code: 'API_KEY_INVALID' });
    expect(s.requests).toHaveLength(2);
    expect(keys.refetchAfterRejection).toHaveBeenCalledTimes(1);
  });

  it('when the re-fetch itself fails the original answer stands (no retry)', async () => {
    const keys = { ...staticKeys('k'), refetchAfterRejection: vi.fn(async () => Promise.reject(new Error('Failed to refresh API key'))) };
    const s = server(() => json(401, KEY_INVALID));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: keys, isBrave: async () => false });
    await expect(client.get('/x')).rejects.toThrow('Invalid API key');
    expect(s.requests).toHaveLength(1);
  });
});

describe('request layer: signed-in token refresh', () => {
  it('on 401 retries once with a force-refreshed token', async () => {
    const auth = bridge('stale-token', 'fresh-token');
    const s = server((req) => (req.headers.get('authorization') === 'Bearer fresh-token' ? json(200, { me: true }) : json(401, TOKEN_INVALID)));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), auth, isBrave: async () => false });
    expect(await client.get('/auth/me')).toEqual({ me: true });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(auth.logout).not.toHaveBeenCalled();
    expect(s.requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
  });

  it('on 403 as well, and only once', async () => {
    const auth = bridge('t1', 't2');
    const s = server(() => json(403, { code: 'FORBIDDEN', error: 'Admin access required' }));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), auth, isBrave: async () => false });
    await expect(client.get('/admin/session')).rejects.toMatchObject({ message: 'Admin access required', status: 403 });
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(s.requests).toHaveLength(2);
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('logs the user out when the refresh fails', async () => {
    const auth = bridge('stale-token', new Error('no user'));
    const s = server(() => json(401, TOKEN_INVALID));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), auth, isBrave: async () => false });
    await expect(client.get('/progress')).rejects.toThrow('Invalid or expired sign-in token');
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(s.requests).toHaveLength(1);
  });

  it('a signed-out 401 is just an error: no refresh, no logout', async () => {
    const auth = bridge(null);
    const s = server(() => json(401, { code: 'AUTH_REQUIRED', error: 'Please sign in to continue.' }));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), auth, isBrave: async () => false });
    await expect(client.get('/progress')).rejects.toThrow('Please sign in to continue.');
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(auth.logout).not.toHaveBeenCalled();
  });

  it('a key failure and then a token failure are each retried once', async () => {
    const keys = staticKeys('k');
    const auth = bridge('t1', 't2');
    const answers = [json(401, KEY_INVALID), json(401, TOKEN_INVALID), json(200, { ok: 1 })];
    const s = server(() => answers.shift()!);
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: keys, auth, isBrave: async () => false });
    expect(await client.get('/progress')).toEqual({ ok: 1 });
    expect(s.requests).toHaveLength(3);
  });
});

describe('request layer: Brave', () => {
  it.each([
    ['/auth/login', '/user/signin'],
    ['/auth/register', '/user/signup'],
    ['/auth/logout', '/user/signout'],
    ['/auth/me', '/user/profile'],
    ['/auth/refresh', '/user/refresh-token'],
    ['/mocks', '/practice'],
    ['/mocks/gs-1/start?x=1', '/practice/gs-1/start?x=1'],
    ['/ads/random', '/content/promotions/random'],
    ['/auth/verify-and-sync', '/auth/verify-and-sync'],
    ['/progress/stats', '/progress/stats'],
    ['/public/content', '/public/content'],
  ])('rewrites %s to %s in Brave only', async (path, expected) => {
    const s = server(() => json(200, {}));
    const brave = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), isBrave: async () => true });
    await brave.get(path);
    expect(s.requests[0].url).toBe(`${BASE}${expected}`);
    const plain = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), isBrave: async () => false });
    await plain.get(path);
    expect(s.requests[1].url).toBe(`${BASE}${path}`);
  });

  it('a network failure in Brave fires braveBlockingDetected and rejects with the spec message', async () => {
    const target = new EventTarget();
    const seen: BraveBlockingDetail[] = [];
    target.addEventListener(BRAVE_BLOCKING_EVENT, (e) => seen.push((e as CustomEvent<BraveBlockingDetail>).detail));
    const s = server(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), isBrave: async () => true, eventTarget: target });
    const error = (await client.post('/mocks/gs-1/submit', { answers: [] }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe(BRAVE_BLOCKED_MESSAGE);
    expect(error.blocked).toBe(true);
    expect(seen).toEqual([{ url: `${BASE}/practice/gs-1/submit`, method: 'POST', timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
  });

  it('blocked-by-client errors count in any browser; a plain network error elsewhere does not', async () => {
    const target = new EventTarget();
    const events = vi.fn();
    target.addEventListener(BRAVE_BLOCKING_EVENT, events);
    const blocked = server(() => Promise.reject(new TypeError('net::ERR_BLOCKED_BY_CLIENT')));
    const a = createApiClient({ baseUrl: BASE, fetch: blocked.fetch, keyManager: staticKeys('k'), isBrave: async () => false, eventTarget: target });
    await expect(a.get('/ads')).rejects.toThrow(BRAVE_BLOCKED_MESSAGE);
    const offline = server(() => Promise.reject(new TypeError('Failed to fetch')));
    const b = createApiClient({ baseUrl: BASE, fetch: offline.fetch, keyManager: staticKeys('k'), isBrave: async () => false, eventTarget: target });
    await expect(b.get('/ads')).rejects.toThrow('Failed to fetch');
    expect(events).toHaveBeenCalledTimes(1);
  });
});

describe('request layer: error message precedence', () => {
  it('the server’s error field first', async () => {
    const s = server(() => json(404, { code: 'NOT_FOUND', error: 'Mock test not found' }));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), isBrave: async () => false });
    await expect(client.get('/mocks/nope')).rejects.toMatchObject({ message: 'Mock test not found', status: 404, code: 'NOT_FOUND', data: { code: 'NOT_FOUND', error: 'Mock test not found' } });
  });

  it('else the transport message', async () => {
    const s = server(() => new Response('<html>oops</html>', { status: 502 }));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), isBrave: async () => false });
    const error = (await client.get('/x').catch((e: unknown) => e)) as ApiRequestError;
    expect(error.message).toMatch(/^Request failed with status code 502/);
    expect(error.status).toBe(502);
    const timeout = server((req) => new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))));
    const slow = createApiClient({ baseUrl: BASE, fetch: timeout.fetch, keyManager: staticKeys('k'), isBrave: async () => false, timeoutMs: 30 });
    await expect(slow.get('/slow')).rejects.toThrow(/timed out/i);
  });

  it("else 'API request failed'", async () => {
    const s = server(() => Promise.reject(new Error('')));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), isBrave: async () => false });
    await expect(client.get('/x')).rejects.toThrow('API request failed');
    const empty = server(() => json(500, { error: '' }));
    const c2 = createApiClient({ baseUrl: BASE, fetch: empty.fetch, keyManager: staticKeys('k'), isBrave: async () => false });
    await expect(c2.get('/x')).rejects.toThrow(/^Request failed with status code 500/);
    await tick();
  });
});

describe('request layer: Retry-After (issue 28)', () => {
  it('a 503 under load carries the server’s Retry-After in ms (seconds or an HTTP date)', async () => {
    const busy = { code: 'SERVER_BUSY', error: 'The server is busy right now. Please try again in a few seconds.', retryAfter: 7 };
    const s = server(() => new Response(JSON.stringify(busy), { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '7' } }));
    const client = createApiClient({ baseUrl: BASE, fetch: s.fetch, keyManager: staticKeys('k'), isBrave: async () => false });
    const error = (await client.post('/mocks/demo/submit', {}).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 503, code: 'SERVER_BUSY', retryAfterMs: 7_000 });
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('2026-10-21T07:28:00Z'))).toBe(10_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});
