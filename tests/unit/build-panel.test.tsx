// @vitest-environment jsdom
/**
 * The dashboard's rebuild panel: a build the site builder skipped (nothing
 * changed since the served build: server/build-fingerprint.ts) reads as
 * such, not as a build of 0 pages.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuildRecord, BuildStatus } from '#core/schemas/responses/admin.ts';

const status: { current: BuildStatus } = { current: null as unknown as BuildStatus };
vi.mock('#src/islands/admin/api.ts', () => ({
  adminApi: { get: async () => ({ data: status.current }), post: async () => ({}) },
  errorMessage: (e: unknown) => String(e),
}));
const { BuildPanel } = await import('#src/islands/admin/BuildPanel.tsx');

const build = (over: Partial<BuildRecord>): BuildRecord => ({
  startedAt: '2026-11-24T10:00:00.000Z',
  finishedAt: '2026-11-24T10:00:05.000Z',
  durationMs: 5_000,
  ok: true,
  reasons: ['article updated: /blog/x'],
  pages: { rendered: 3, reused: 480 },
  ...over,
});

function show(lastBuild: BuildRecord) {
  status.current = { mode: 'local', building: false, pendingEdits: 0, lastBuild, lastRequest: null, recentEdits: [] };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BuildPanel />
    </QueryClientProvider>,
  );
  return screen.findByTestId('last-build');
}

afterEach(cleanup);

describe('BuildPanel', () => {
  it('a build: succeeded, its time and pages', async () => {
    const last = await show(build({}));
    expect(last.textContent).toMatch(/succeeded .* in 5\.0 s \(3 pages rendered, 480 reused\) — article updated: \/blog\/x/);
  });

  it('a skipped build: unchanged, the served build kept', async () => {
    const last = await show(build({ skipped: true, durationMs: 90, pages: { rendered: 0, reused: null }, reasons: ['start'] }));
    expect(last.textContent).toMatch(/^unchanged .*: nothing changed since the served build, so it was kept — start$/);
    expect(last.textContent).not.toMatch(/pages rendered|succeeded/);
  });
});
