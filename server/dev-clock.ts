/**
 * A movable API clock for local end-to-end tests (issue 30: the daily quiz across midnight in India). Only with
 * DEV_CLOCK=1 on a local run (infra/env.ts refuses it in a deployment): the API's `deps.now` becomes the real clock
 * plus an offset, and `POST /api/__dev/clock { offsetMs }` (or `{ at: ISO }`) sets that offset. Everything that asks
 * the app's clock (days, deadlines, submissions) follows; nothing else changes.
 */
import { Hono } from 'hono';
import type { ApiApp } from '#api/_app/app.ts';
import type { Env } from '#infra/env.ts';

export interface DevClock {
  now: () => number;
  /** The API with the clock's route in front of it. */
  mount: (api: ApiApp) => ApiApp;
}

export function devClock(env: Pick<Env, 'DEV_CLOCK' | 'isDeployed'>): DevClock | null {
  if (env.DEV_CLOCK !== '1' || env.isDeployed) return null;
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  return {
    now,
    mount(api) {
      const app = new Hono();
      app.post('/__dev/clock', async (c) => {
        const body = (await c.req.json().catch(() => ({}))) as { offsetMs?: unknown; at?: unknown };
        if (typeof body.at === 'string' && Number.isFinite(Date.parse(body.at))) offsetMs = Date.parse(body.at) - Date.now();
        else if (typeof body.offsetMs === 'number' && Number.isFinite(body.offsetMs)) offsetMs = body.offsetMs;
        else return c.json({ error: 'Send { offsetMs } or { at: ISO time }', code: 'VALIDATION_ERROR' }, 400);
        return c.json({ now: new Date(now()).toISOString(), offsetMs }, 200, { 'Cache-Control': 'no-store' });
      });
      app.route('/', api);
      return app as unknown as ApiApp;
    },
  };
}
