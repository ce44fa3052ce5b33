/**
 * The API as production mounts it (under /api), wired to a test database and
 * a cache: real Redis (under a private key prefix) when REDIS_URL is set,
 * otherwise the in-process cache. Requests run in-process.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { createApiApp } from '#api/_app/app.ts';
import type { AppDeps } from '#api/_app/context.ts';
import { createCache, type Cache } from '#infra/cache/index.ts';
import { parseEnv } from '#infra/env.ts';
import { createLogger } from '#infra/log.ts';
import type { TestDb } from '../support/db';

export const cacheBackend = process.env.REDIS_URL ? 'redis' : 'memory';

/** A fresh cache namespace (real Redis under a private prefix, or memory). */
export function testCache(prefix = `t:${randomBytes(4).toString('hex')}:`): Cache {
  return createCache(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}, { keyPrefix: prefix, logger: { info() {}, warn() {} } });
}

export interface HarnessOptions {
  env?: Record<string, string>;
  cache?: Cache;
  deps?: Partial<AppDeps>;
}

export interface RequestOptions extends Omit<RequestInit, 'body'> {
  /** The x-api-key to send; null sends none. Default: the current key. */
  key?: string | null;
  /** Client address (the trusted x-real-ip header). */
  ip?: string;
  json?: unknown;
  body?: BodyInit | null;
}

export function harness(testDb: TestDb, options: HarnessOptions = {}) {
  const clock = { now: null as number | null };
  const cache = options.cache ?? testCache();
  const deps: AppDeps = {
    db: testDb.handle.db,
    cache,
    // In-process requests have no socket: the tests name the client in x-real-ip, trusted here as a platform's header.
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUSTED_IP_HEADER: 'x-real-ip', ...options.env }),
    log: createLogger('silent'),
    requestRebuild: () => {},
    now: () => clock.now ?? Date.now(),
    ...options.deps,
  };
  const api = createApiApp(async () => deps);
  const root = new Hono().route('/api', api);
  let key: string | undefined;

  async function currentKey(): Promise<string> {
    const res = await root.request('/api/public/current-api-key');
    const body = (await res.json()) as { apiKey: string };
    key = body.apiKey;
    return key;
  }

  async function request(path: string, init: RequestOptions = {}): Promise<Response> {
    const { key: keyOption, ip, json, headers: extra, ...rest } = init;
    const headers = new Headers(extra);
    const sendKey = keyOption === undefined ? (key ?? (await currentKey())) : keyOption;
    if (sendKey !== null) headers.set('x-api-key', sendKey);
    if (ip) headers.set('x-real-ip', ip);
    let body = rest.body;
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(json);
    }
    const res = await root.request(`/api${path}`, { ...rest, headers, body });
    // Like the real client: on API_KEY_INVALID for the key we picked, fetch the current key and retry once.
    if (keyOption === undefined && res.status === 401 && typeof body !== 'object') {
      const answer = (await res.clone().json()) as { code?: string };
      if (answer.code === 'API_KEY_INVALID') {
        headers.set('x-api-key', await currentKey());
        return root.request(`/api${path}`, { ...rest, headers, body });
      }
    }
    return res;
  }

  return {
    deps,
    cache,
    root,
    api,
    clock,
    request,
    currentKey,
    async close() {
      await cache.close();
    },
  };
}

export type Harness = ReturnType<typeof harness>;

/** A distinct client address per call (keeps rate-limit buckets apart). */
let ipCounter = 0;
export const freshIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
