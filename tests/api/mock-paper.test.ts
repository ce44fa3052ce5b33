/**
 * Issue 28, the paper at a cacheable address: GET /mocks/{slug}/paper carries
 * what a start carries (the test, the questions without answers) and nothing
 * of the key; public and cacheable (immutable when its version is named, an
 * older version revalidated), ETag and 304, gzip and brotli; POST start with
 * `{ paper: false }` answers the attempt and the paper's address instead of
 * the paper. (A live test before its opening: tests/api/live-tests.test.ts.)
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockPaperSchema, MockStartSchema, MockStartTicketSchema } from '#core/schemas/mock-attempt.ts';
import { mockAttempts, mockTests } from '#db/schema.ts';
import { dbBackends, openTestDb, type TestDb } from '../support/db';
import { seedFixtures, type Fixtures } from './_fixtures';
import { freshIp, harness, type Harness } from './_harness';

/** Anything of the key: correct answers, explanations, per-question figures. */
const KEY_FIELDS = /"correct"|correct_index|correctIndex|explanation|answerKey|correct_share|avg_seconds/i;

describe.each(dbBackends)('the paper route on %s', (backend) => {
  let testDb: TestDb;
  let fx: Fixtures;
  let h: Harness;
  let version: string;

  beforeAll(async () => {
    testDb = await openTestDb(backend);
    fx = await seedFixtures(testDb.handle.db);
    h = harness(testDb);
    const [row] = await testDb.handle.db.select({ updatedAt: mockTests.updatedAt }).from(mockTests).where(eq(mockTests.id, fx.mocks.quantTest.id));
    version = String(row.updatedAt.getTime());
  });
  afterAll(async () => {
    await h?.close();
    await testDb?.dispose();
  });

  it('carries exactly the start’s paper, no key, no explanations; cacheable: immutable at its version, a minute at the CDN without one', async () => {
    const start = await (await h.request('/mocks/quant-mock-1/start')).json();
    const res = await h.request(`/mocks/quant-mock-1/paper?v=${version}`);
    const text = await res.text();
    expect(res.status, text).toBe(200);
    const paper = MockPaperSchema.parse(JSON.parse(text));
    expect(paper).toEqual({ version, mock: start.mock, questions: start.questions });
    expect(paper.questions.length).toBeGreaterThan(0);
    expect(text).not.toMatch(KEY_FIELDS);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBe(`"paper-${version}"`);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(res.headers.get('vary')).toMatch(/x-api-key/);

    const current = await h.request('/mocks/quant-mock-1/paper');
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    expect(MockPaperSchema.parse(await current.json()).version).toBe(version);

    // The start names the same version and its address.
    expect(start.paper).toEqual({ version, url: `/mocks/quant-mock-1/paper?v=${version}` });
  });

  it('an older version gets the current paper, which says its version, and is not kept; a bad v is a 400', async () => {
    const res = await h.request(`/mocks/quant-mock-1/paper?v=${Number(version) - 1000}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(MockPaperSchema.parse(await res.json()).version).toBe(version);
    const bad = await h.request('/mocks/quant-mock-1/paper?v=yesterday');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringContaining('v must be the paper version') });
    expect((await h.request('/mocks/no-such-test/paper')).status).toBe(404);
  });

  it('304 for its ETag; brotli and gzip when accepted', async () => {
    const plain = await (await h.request(`/mocks/quant-mock-1/paper?v=${version}`)).text();
    const again = await h.request(`/mocks/quant-mock-1/paper?v=${version}`, { headers: { 'if-none-match': `"paper-${version}"` } });
    expect(again.status).toBe(304);
    for (const [accept, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await h.request(`/mocks/quant-mock-1/paper?v=${version}`, { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(accept);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.length).toBeLessThan(Buffer.byteLength(plain));
      expect(decode(bytes).toString('utf8')).toBe(plain);
    }
  });

  it('POST start { paper: false }: the attempt, the times and the paper’s address, without the paper', async () => {
    const res = await h.request('/mocks/quant-mock-1/start', { method: 'POST', json: { paper: false }, ip: freshIp() });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ticket = MockStartTicketSchema.parse(JSON.parse(text));
    expect(ticket.paper).toEqual({ version, url: `/mocks/quant-mock-1/paper?v=${version}` });
    expect(JSON.parse(text)).not.toHaveProperty('questions');
    expect(JSON.parse(text)).not.toHaveProperty('mock');
    expect(ticket.attempt).toEqual({ id: expect.any(String), token: expect.any(String) });
    expect(Date.parse(ticket.deadline) - Date.parse(ticket.startedAt)).toBe(20 * 60_000);
    const [row] = await testDb.handle.db.select({ status: mockAttempts.status }).from(mockAttempts).where(eq(mockAttempts.publicId, ticket.attempt!.id));
    expect(row.status).toBe('started');
    // The default (no body, or paper: true) still carries the paper.
    for (const init of [{}, { json: { paper: true } }, { json: {} }]) {
      const full = await (await h.request('/mocks/quant-mock-1/start', { method: 'POST', ip: freshIp(), ...init })).json();
      expect(MockStartSchema.parse(full).questions.length).toBeGreaterThan(0);
    }
    // The flag is validated (zod's message, 400, nothing started).
    for (const json of [{ paper: 'no' }, { paper: false, extra: 1 }]) {
      const bad = await h.request('/mocks/quant-mock-1/start', { method: 'POST', json, ip: freshIp() });
      expect(bad.status).toBe(400);
      expect((await bad.json()).code).toBe('VALIDATION_ERROR');
    }
  });
});
