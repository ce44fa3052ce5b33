// @vitest-environment jsdom
/**
 * Issue 28: the live tests list on /mock-test and home (src/islands/live-tests/enhance.ts)
 * over the rows the build printed (src/components/LiveTests.astro): GET /mocks/live once,
 * state, time line and countdown by the server's clock, the registered count, Register for a
 * signed-in aspirant (status with `me`, then the registration), a sign-in link that comes back
 * for a visitor; the same in Hindi.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceLiveTests } from '#src/islands/live-tests/enhance.ts';
import type { LiveSchedule, LiveStatus, LiveTestList } from '#core/schemas/live-test.ts';

const MIN = 60_000;
const AHEAD = 10 * MIN; // the device's clock is 10 minutes ahead of the server's
const SERVER_T0 = Date.parse('2026-11-28T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const UPCOMING: LiveSchedule = { opensAt: iso(SERVER_T0 + 5 * MIN), lastStartAt: iso(SERVER_T0 + 20 * MIN), resultsAt: iso(SERVER_T0 + 60 * MIN) };
const DONE: LiveSchedule = { opensAt: iso(SERVER_T0 - 3 * 86_400_000), lastStartAt: iso(SERVER_T0 - 3 * 86_400_000 + 30 * MIN), resultsAt: iso(SERVER_T0 - 2 * 86_400_000) };

const row = (slug: string, s: LiveSchedule, state: string) => `
  <li data-live-test-row data-slug="${slug}" data-state="${state}" data-opens-at="${s.opensAt}" data-last-start-at="${s.lastStartAt}" data-results-at="${s.resultsAt}" data-href="/mock-test/test/${slug}">
    <span data-lt-state>built</span>
    <p><span data-lt-when>built</span> <span data-lt-countdown></span></p>
    <p data-lt-count></p>
    <div data-lt-action><a href="/mock-test/test/${slug}">Take the test</a></div>
  </li>`;
const PAGE = `<section data-live-tests><ul>${row('ssc-live', UPCOMING, 'upcoming')}${row('old-live', DONE, 'results')}</ul></section>`;

const list = (): LiveTestList => ({
  now: iso(SERVER_T0),
  data: [
    { id: 1, slug: 'ssc-live', name: 'SSC Live', category_name: 'SSC', timer: 10, question_count: 10, total_marks: 10, schedule: UPCOMING, state: 'upcoming', registered: 1234 },
    { id: 2, slug: 'old-live', name: 'Old Live', category_name: 'SSC', timer: 10, question_count: 10, total_marks: 10, schedule: DONE, state: 'results', registered: 400 },
  ],
});
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const status = (over: Partial<LiveStatus>): LiveStatus => ({ slug: 'ssc-live', name: 'SSC Live', schedule: UPCOMING, state: 'upcoming', now: iso(SERVER_T0), registered: 1234, ...over });

let clock = SERVER_T0 + AHEAD;
const now = () => clock;
const root = () => document.querySelector<HTMLElement>('[data-live-tests]')!;
const el = (slug: string, part: string) => document.querySelector<HTMLElement>(`[data-slug="${slug}"] [data-lt-${part}]`)!;

beforeEach(() => {
  clock = SERVER_T0 + AHEAD;
  document.documentElement.lang = 'en';
  document.body.innerHTML = PAGE;
  window.history.replaceState(null, '', '/mock-test');
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('live tests list', () => {
  it('shows state, time, countdown (server clock) and the registered count; a visitor gets a sign-in link back here', async () => {
    const call = vi.fn(async () => answer(list()));
    const live = enhanceLiveTests(root(), { call, signedIn: () => false, now, tickMs: 0 });
    await live.ready;
    expect(call).toHaveBeenCalledExactlyOnceWith('/mocks/live');
    expect(el('ssc-live', 'state').textContent).toBe('Upcoming');
    expect(el('ssc-live', 'when').textContent).toBe('Opens Sat, 28 Nov, 3:35 pm IST');
    // 5 minutes by the server's clock; by the device's (10 minutes ahead) it would already be open.
    expect(el('ssc-live', 'countdown').textContent).toBe('Opens in 00:05:00');
    expect(el('ssc-live', 'count').textContent).toBe('1,234 registered');
    const link = el('ssc-live', 'action').querySelector('a')!;
    expect(link.textContent).toBe('Sign in to register');
    expect(link.getAttribute('href')).toBe('/auth/sign-in?redirect=%2Fmock-test');
    expect(el('old-live', 'state').textContent).toBe('Results out');
    expect(el('old-live', 'action').textContent).toBe('See results');

    // At the opening (no reload): Live now, the countdown to the last start.
    clock += 5 * MIN;
    live.tick();
    expect(el('ssc-live', 'state').textContent).toBe('Live now');
    expect(el('ssc-live', 'countdown').textContent).toBe('Entry closes in 00:15:00');
    live.stop();
  });

  it('lets a signed-in aspirant register and shows it', async () => {
    const register = vi.fn(async () => status({ registered: 1235, me: { registered: true, attempted: false } }));
    const live = enhanceLiveTests(root(), {
      call: async () => answer(list()),
      signedIn: () => true,
      status: async () => status({ me: { registered: false, attempted: false } }),
      register,
      now,
      tickMs: 0,
    });
    await live.ready;
    const button = el('ssc-live', 'action').querySelector('button')!;
    expect(button.textContent).toBe('Register');
    expect(button.disabled).toBe(false);
    button.click();
    await vi.waitFor(() => expect(el('ssc-live', 'action').textContent).toBe('You are registered'));
    expect(register).toHaveBeenCalledWith('ssc-live');
    expect(el('ssc-live', 'count').textContent).toBe('1,235 registered');
  });

  it('keeps the built rows when the list cannot be read', async () => {
    const live = enhanceLiveTests(root(), { call: async () => new Response('', { status: 503 }), signedIn: () => false, now: () => SERVER_T0, tickMs: 0 });
    await live.ready;
    expect(el('ssc-live', 'state').textContent).toBe('Upcoming');
    expect(el('ssc-live', 'count').textContent).toBe('');
  });

  it('speaks Hindi on a Hindi page', async () => {
    document.documentElement.lang = 'hi';
    window.history.replaceState(null, '', '/hi/mock-test');
    const live = enhanceLiveTests(root(), { call: async () => answer(list()), signedIn: () => false, now, tickMs: 0 });
    await live.ready;
    expect(el('ssc-live', 'state').textContent).toBe('आगामी');
    expect(el('ssc-live', 'countdown').textContent).toBe('00:05:00 में शुरू');
    expect(el('ssc-live', 'count').textContent).toBe('1,234 पंजीकृत');
    const link = el('ssc-live', 'action').querySelector('a')!;
    expect(link.textContent).toBe('रजिस्टर करने के लिए साइन इन करें');
    expect(link.getAttribute('href')).toBe('/hi/auth/sign-in?redirect=%2Fhi%2Fmock-test');
  });
});
