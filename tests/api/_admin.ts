/**
 * Shared set-up of the admin write tests: a seeded test database, the API
 * harness with a recording rebuild trigger, a non-admin signed-in user
 * ("Bearer user-token") and an injectable upload storage, plus a signed-in
 * admin session whose calls carry the cookie and the CSRF token.
 */
import { expect } from 'vitest';
import type { Area } from '#infra/cache/index.ts';
import { versionKey } from '#infra/cache/index.ts';
import type { UploadStorage } from '#infra/storage/index.ts';
import { openTestDb, type BackendName, type TestDb } from '../support/db';
import { ADMIN, seedFixtures, USER_UID, type Fixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

export interface AdminCallOptions {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** Send the CSRF token (default true). */
  csrf?: boolean;
  /** Send the session cookie (default true). */
  session?: boolean;
}

export interface AdminContext {
  testDb: TestDb;
  fx: Fixtures;
  h: Harness;
  rebuilds: string[];
  cookie: string;
  csrf: string;
  call(method: string, path: string, options?: AdminCallOptions): Promise<Response>;
  /** Runs `work` and asserts it bumped every area's cache version (and returns its result). */
  expectInvalidates<T>(areas: Area[], work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openAdmin(backend: BackendName, options: { storage?: UploadStorage | null } = {}): Promise<AdminContext> {
  const testDb = await openTestDb(backend);
  const fx = await seedFixtures(testDb.handle.db);
  const rebuilds: string[] = [];
  const h = harness(testDb, {
    deps: {
      requestRebuild: (reason) => rebuilds.push(reason),
      verifyIdToken: async (token) => (token === 'user-token' ? { uid: USER_UID } : null),
      ...(options.storage !== undefined ? { storage: options.storage } : {}),
    },
  });
  const res = await h.request('/admin/login', { method: 'POST', json: ADMIN, ip: freshIp() });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const csrf = ((await res.json()) as { csrfToken: string }).csrfToken;

  const call = (method: string, path: string, { json, body, headers = {}, csrf: sendCsrf = true, session = true }: AdminCallOptions = {}) =>
    h.request(path, {
      method,
      json,
      body,
      headers: { ...(session ? { cookie } : {}), ...(session && sendCsrf ? { 'x-csrf-token': csrf } : {}), ...headers },
    });

  const versions = async (areas: Area[]) => Promise.all(areas.map(async (a) => Number((await h.cache.get(versionKey(a))) ?? 0)));

  return {
    testDb,
    fx,
    h,
    rebuilds,
    cookie,
    csrf,
    call,
    async expectInvalidates(areas, work) {
      const before = await versions(areas);
      const result = await work();
      const after = await versions(areas);
      areas.forEach((area, i) => expect(after[i], `cache area ${area} invalidated`).toBeGreaterThan(before[i]));
      return result;
    },
    async close() {
      await h.close();
      await testDb.dispose();
    },
  };
}

/** The parsed JSON body with the status asserted. */
export async function expectJson<T = Record<string, any>>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A 400 with this message for this field. */
export async function expect400(res: Response, field: string, message: string | RegExp) {
  const body = await expectJson(res, 400);
  expect(body.code).toBe('VALIDATION_ERROR');
  const issue = (body.issues as { field: string; message: string }[]).find((i) => i.field === field);
  expect(issue, `issue for ${field} in ${JSON.stringify(body.issues)}`).toBeDefined();
  if (typeof message === 'string') expect(issue!.message).toBe(message);
  else expect(issue!.message).toMatch(message);
  return body;
}
