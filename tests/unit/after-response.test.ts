/**
 * Work after the response (infra/after-response.ts): on Vercel the instance may
 * be frozen once it has answered, so the rebuild request and the visit flush
 * must be handed to waitUntil, and what they hand over must settle only when
 * the work is done. The request context is the one @vercel/functions reads.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VisitBuffer } from '#api/_app/visit-buffer.ts';
import type { Db } from '#db/client.ts';
import { createLogger } from '#infra/log.ts';
import { createRebuildTrigger } from '#infra/rebuild.ts';

const CONTEXT = Symbol.for('@vercel/request-context');
let handed: Promise<unknown>[];

beforeEach(() => {
  handed = [];
  Object.defineProperty(globalThis, CONTEXT, { configurable: true, value: { get: () => ({ waitUntil: (p: Promise<unknown>) => handed.push(p) }) } });
});
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[CONTEXT];
});

const log = createLogger('silent');

describe('work after the response on Vercel', () => {
  it('a burst of edits hands one pending rebuild request to waitUntil, settled once the hook was called', async () => {
    const calls: unknown[] = [];
    const trigger = createRebuildTrigger({
      hookUrl: 'https://api.vercel.com/v1/integrations/deploy/x',
      debounceMs: 30,
      log,
      fetchImpl: async (_url, init) => {
        calls.push(JSON.parse(String(init?.body)));
        return new Response(null, { status: 201 });
      },
    });
    trigger('article 1 saved');
    trigger('article 2 saved');
    expect(handed.length).toBe(2);
    expect(calls).toHaveLength(0);
    await Promise.all(handed);
    expect(calls).toEqual([{ event_type: 'content-changed', client_payload: { reasons: ['article 1 saved', 'article 2 saved'] } }]);
  });

  it('a failing hook still settles what waitUntil holds', async () => {
    const trigger = createRebuildTrigger({ hookUrl: 'https://hook.example/x', debounceMs: 5, log, fetchImpl: async () => Promise.reject(new Error('offline')) });
    trigger('edit');
    await expect(Promise.all(handed)).resolves.toBeDefined();
  });

  it('article views hand the pending visit flush to waitUntil, settled once the counts are written', async () => {
    const written: number[] = [];
    const db = { execute: async () => void written.push(Date.now()) } as unknown as Db;
    const buffer = new VisitBuffer(db, log);
    buffer.add('a');
    buffer.add('b');
    buffer.add('a');
    expect(handed.length).toBe(3);
    expect(written).toHaveLength(0);
    await Promise.all(handed);
    expect(written).toHaveLength(1);
  });

  it('without a request context (npm start, tests) nothing is handed over and the work still runs', async () => {
    delete (globalThis as Record<symbol, unknown>)[CONTEXT];
    let called = 0;
    const trigger = createRebuildTrigger({ hookUrl: 'https://hook.example/x', debounceMs: 5, log, fetchImpl: async () => (called++, new Response(null, { status: 204 })) });
    trigger('edit');
    await new Promise((r) => setTimeout(r, 40));
    expect(called).toBe(1);
    expect(handed).toHaveLength(0);
  });
});
