/** The rebuild panel: GET /admin/build-status and POST /admin/rebuild, locally and on Vercel (hook). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BuildStatus } from '#api/_app/context.ts';
import { createRebuildTrigger } from '#infra/rebuild.ts';
import { createLogger } from '#infra/log.ts';
import { expectJson, openAdmin, type AdminContext } from './_admin';

describe('rebuild panel', () => {
  let a: AdminContext;
  let status: BuildStatus;
  beforeAll(async () => {
    a = await openAdmin('pglite');
  });
  afterAll(async () => a?.close());

  it('reports the local builder: last build, building, pending edits, recent edits', async () => {
    status = {
      building: true,
      pendingEdits: 2,
      last: { startedAt: '2026-01-01T00:00:00.000Z', finishedAt: '2026-01-01T00:00:20.000Z', durationMs: 20_000, ok: true, reasons: ['first build'], pages: { rendered: 3, reused: 400 } },
    };
    a.h.deps.buildStatus = () => status;
    await expectJson(await a.call('POST', '/ads', { json: { title: 'Panel ad', textUrl: 'https://example.com' } }), 201);
    const body = await expectJson(await a.call('GET', '/admin/build-status'), 200);
    expect(body.data).toMatchObject({ mode: 'local', building: true, pendingEdits: 2, lastBuild: status.last });
    expect(body.data.lastRequest).toMatchObject({ reason: expect.stringMatching(/^ad \d+ created$/), admin: 'fixture-admin', at: expect.any(String) });
    expect(body.data.recentEdits[0]).toEqual(body.data.lastRequest);

    status = { building: false, pendingEdits: 0, last: { ...status.last!, ok: false, error: 'astro exited 1' } };
    const failed = await expectJson(await a.call('GET', '/admin/build-status'), 200);
    expect(failed.data.lastBuild).toMatchObject({ ok: false, error: 'astro exited 1' });
  });

  it('POST /admin/rebuild asks for a rebuild', async () => {
    const res = await expectJson(await a.call('POST', '/admin/rebuild'), 202);
    expect(res).toEqual({ requested: true });
    expect(a.rebuilds.at(-1)).toBe('manual rebuild by fixture-admin');
  });

  it('without a local builder reports the hook mode and the last request', async () => {
    a.h.deps.buildStatus = undefined;
    const none = await expectJson(await a.call('GET', '/admin/build-status'), 200);
    expect(none.data).toMatchObject({ mode: 'none', building: null, pendingEdits: null, lastBuild: null, lastRequest: { reason: 'manual rebuild by fixture-admin' } });
    // (The same env object: the session signing key is kept per env.)
    a.h.deps.env.REBUILD_HOOK_URL = 'https://api.vercel.com/v1/integrations/deploy/x';
    const hook = await expectJson(await a.call('GET', '/admin/build-status'), 200);
    expect(hook.data.mode).toBe('hook');
  });

  it('edits in a burst become one debounced hook call', async () => {
    const calls: string[] = [];
    const trigger = createRebuildTrigger({
      hookUrl: 'https://hook.example/deploy',
      // Wide enough that two requests on a loaded machine still fall inside one window.
      debounceMs: 1500,
      log: createLogger('silent'),
      fetchImpl: (async (_url: string, init: RequestInit) => {
        calls.push(String(init.body));
        return new Response('{}', { status: 201 });
      }) as typeof fetch,
    });
    a.h.deps.requestRebuild = trigger;
    await expectJson(await a.call('POST', '/ads', { json: { title: 'Burst 1', textUrl: 'https://example.com' } }), 201);
    await expectJson(await a.call('POST', '/ads', { json: { title: 'Burst 2', textUrl: 'https://example.com' } }), 201);
    expect(calls).toHaveLength(0);
    await vi.waitFor(() => expect(calls).toHaveLength(1), { timeout: 10_000, interval: 50 });
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]).client_payload.reasons).toHaveLength(2);
  });

  it('calls a GitHub repository_dispatch hook with its token, and keeps the token off a hook without one', async () => {
    const seen: { url: string; headers: Headers; body: unknown }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      seen.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    const log = createLogger('silent');
    const github = createRebuildTrigger({ hookUrl: 'https://api.github.com/repos/o/r/dispatches', hookToken: 'ghp_test', debounceMs: 5, log, fetchImpl });
    const vercel = createRebuildTrigger({ hookUrl: 'https://api.vercel.com/v1/integrations/deploy/x', debounceMs: 5, log, fetchImpl });
    github('article saved');
    vercel('article saved');
    await new Promise((r) => setTimeout(r, 50));
    const [toGithub, toVercel] = [seen.find((c) => c.url.includes('github')), seen.find((c) => c.url.includes('vercel'))];
    expect(toGithub?.headers.get('authorization')).toBe('Bearer ghp_test');
    expect(toGithub?.headers.get('accept')).toContain('application/vnd.github+json');
    expect(toGithub?.body).toEqual({ event_type: 'content-changed', client_payload: { reasons: ['article saved'] } });
    expect(toVercel?.headers.get('authorization')).toBeNull();
  });
});
