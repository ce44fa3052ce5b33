// @vitest-environment jsdom
/**
 * Issue 28, the browser side of a live test in the runner (jsdom, fake API,
 * a device clock 3 minutes ahead of the server's): the start screen's live
 * panel (window, countdown by the server's clock, registered count, Register
 * or a sign-in link), the Start button opening at the opening moment without
 * a remount, the ranking notice (ranked / not registered / signed out),
 * practice after the window, and a live submit: "Your answers are in",
 * "Results at …", then the result at results time without a reload. In
 * English and Hindi.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockApi } from '#src/islands/mock/api.ts';
import type { LiveSchedule, LiveStatus } from '#core/schemas/live-test.ts';
import type { Locale } from '#core/i18n/locales.ts';
import { MIN, sectionalInfo, sectionalStart, serverResult } from '../support/sectional-mock';
import { agreeToInstructions } from '../support/instructions';

let signedIn = true;
vi.mock('#src/lib/client/index.ts', async (original) => {
  const { authState } = await import('../support/auth-state');
  return { ...(await original<object>()), useAuth: () => authState(signedIn) };
});
const { default: MockRunner } = await import('#src/islands/mock/MockRunner.tsx');
const { AwaitingResults } = await import('#src/islands/progress/AwaitingResults.tsx');
const { awaitingResults } = await import('#src/islands/mock/attempt-storage.ts');

// The device's clock runs 3 minutes ahead of the server's: countdowns must follow the server.
const AHEAD = 3 * MIN;
const SERVER_T0 = Date.parse('2026-11-28T10:00:00.000Z');
let clock = SERVER_T0 + AHEAD;
const now = () => clock;
const serverNow = () => clock - AHEAD;
const iso = (ms: number) => new Date(ms).toISOString();

const SCHEDULE: LiveSchedule = {
  opensAt: iso(SERVER_T0 + 2 * MIN),
  lastStartAt: iso(SERVER_T0 + 12 * MIN),
  resultsAt: iso(SERVER_T0 + 30 * MIN),
};
const TEST = { ...sectionalInfo(), live: SCHEDULE };

function status(over: Partial<LiveStatus> = {}): LiveStatus {
  return { slug: TEST.slug, name: TEST.name, schedule: SCHEDULE, state: 'upcoming', now: iso(serverNow()), registered: 41, ...over };
}

function fakeApi(me: LiveStatus['me'] = { registered: false, attempted: false }) {
  let registered = 41;
  let mine = me;
  const timed = <T,>(data: T) => ({ data, sentAt: clock, receivedAt: clock });
  return {
    start: vi.fn(async () => ({
      start: { ...sectionalStart(serverNow()), mock: { ...sectionalStart(serverNow()).mock, live: SCHEDULE }, live: { ranked: !!mine?.registered, reason: mine?.registered ? null : signedIn ? 'not_registered' : 'anonymous', schedule: SCHEDULE } },
      sentAt: clock,
      receivedAt: clock,
    })) as MockApi['start'],
    submit: vi.fn(async () => ({
      received: true as const,
      resultsAt: SCHEDULE.resultsAt,
      attempt: { id: 'srv-attempt-0001', clientAttemptId: null, startedAt: iso(serverNow()), submittedAt: iso(serverNow()), late: false, ranked: true },
    })),
    liveStatus: vi.fn(async () => timed(status({ registered, ...(signedIn ? { me: mine } : {}) }))),
    register: vi.fn(async () => {
      registered += 1;
      mine = { registered: true, attempted: false };
      return timed(status({ registered, me: mine }));
    }),
    liveResult: vi.fn(async () => {
      if (serverNow() < Date.parse(SCHEDULE.resultsAt)) return { received: true as const, resultsAt: SCHEDULE.resultsAt, attempt: { id: 'srv-attempt-0001', clientAttemptId: null, startedAt: '', submittedAt: '', late: false, ranked: true } };
      const answer = serverResult([0, 1, null, null, null, null, null, null, null]);
      return { ...answer, live: { ranked: true, rank: 12, of: 400, percentile: 97.25, resultsAt: SCHEDULE.resultsAt } };
    }),
  } satisfies MockApi;
}

const mount = (client: MockApi, locale: Locale = 'en') => render(<MockRunner test={TEST} client={client} now={now} tickMs={20} showFacts={false} locale={locale} liveSpreadMs={0} />);
const startButton = (name = 'Start Test') => screen.getByRole('button', { name }) as HTMLButtonElement;
/** The ticker re-renders on focus (as after a sleep): the clock moved. */
const advance = (ms: number) => act(() => {
  clock += ms;
  window.dispatchEvent(new Event('focus'));
});

beforeEach(() => {
  clock = SERVER_T0 + AHEAD;
  signedIn = true;
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => cleanup());

describe('before the opening', () => {
  it('counts down by the server clock and opens the Start button at the opening, without a remount', async () => {
    const client = fakeApi();
    mount(client);
    const panel = await screen.findByTestId('live-panel');
    expect(panel.dataset.liveState).toBe('upcoming');
    await agreeToInstructions();
    // 2 minutes by the server's clock (the device's, 3 minutes ahead, would say it is open).
    await waitFor(() => expect(within(panel).getByTestId('live-countdown').textContent).toBe('Opens in 00:02:00'));
    expect(within(panel).getByTestId('live-registered').textContent).toBe('41 registered');
    expect(panel.textContent).toContain('Window: Sat, 28 Nov, 3:32 pm IST to Sat, 28 Nov, 3:42 pm IST (last start) · results at Sat, 28 Nov, 4:00 pm IST');
    await waitFor(() => expect(startButton().disabled).toBe(true));

    advance(MIN + 59_000);
    await waitFor(() => expect(within(panel).getByTestId('live-countdown').textContent).toBe('Opens in 00:00:01'));
    expect(startButton().disabled).toBe(true);
    advance(1_000);
    await waitFor(() => expect(screen.getByTestId('live-panel').dataset.liveState).toBe('open'));
    expect(startButton().disabled).toBe(false);
    expect(client.start).not.toHaveBeenCalled();
  });

  it('registers a signed-in aspirant (idempotent call, count and state from the answer)', async () => {
    const client = fakeApi();
    const user = userEvent.setup();
    mount(client);
    const button = await screen.findByRole('button', { name: 'Register' });
    await agreeToInstructions();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    expect(await screen.findByTestId('live-registered-me')).toBeTruthy();
    expect(screen.getByTestId('live-registered').textContent).toBe('42 registered');
    expect(client.register).toHaveBeenCalledWith(TEST.slug);
  });

  it('offers a visitor a sign-in link that comes back to the test', async () => {
    signedIn = false;
    window.history.replaceState(null, '', '/mock-test/test/sectional-demo');
    mount(fakeApi());
    const link = await screen.findByRole('link', { name: 'Sign in to register' });
    expect(link.getAttribute('href')).toBe('/auth/sign-in?redirect=%2Fmock-test%2Ftest%2Fsectional-demo');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});

describe('in the window', () => {
  beforeEach(() => {
    clock += 5 * MIN;
  });

  it('tells an unregistered aspirant the attempt will not be ranked, and why', async () => {
    mount(fakeApi());
    const note = await screen.findByTestId('live-ranking-note');
    expect(note.textContent).toBe('This attempt will not be ranked: you did not register for this live test before starting.');
  });

  it('tells a visitor only signed-in, registered aspirants are ranked', async () => {
    signedIn = false;
    mount(fakeApi());
    expect((await screen.findByTestId('live-ranking-note')).textContent).toContain('only signed-in, registered aspirants are ranked');
  });

  it('a registered aspirant: ranked; the submit says the answers are in and when results come, then shows the result at results time', async () => {
    const client = fakeApi({ registered: true, attempted: false });
    const user = userEvent.setup();
    mount(client);
    expect((await screen.findByTestId('live-ranking-note')).textContent).toBe('This attempt counts for the live All-India ranking.');
    await agreeToInstructions();
    await waitFor(() => expect(startButton().disabled).toBe(false));
    await user.click(startButton());
    const exam = await screen.findByTestId('mock-exam');
    await user.click(within(exam).getAllByRole('button', { name: 'Submit' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Test' }));

    const pending = await screen.findByTestId('live-pending');
    expect(within(pending).getByRole('heading', { name: 'Your answers are in' })).toBeTruthy();
    expect(within(pending).getByTestId('live-results-at').textContent).toBe('Results at Sat, 28 Nov, 4:00 pm IST');
    // No score, no key: nothing asked before results time.
    expect(screen.queryByTestId('mock-result')).toBeNull();
    expect(client.liveResult).not.toHaveBeenCalled();
    // /progress lists it from this device (the server's history has it only from results time).
    const awaiting = render(<AwaitingResults load={() => awaitingResults(localStorage, serverNow())} />);
    expect(awaiting.getByTestId('awaiting-results').textContent).toBe('Sectional Demo Awaiting results · results at Sat, 28 Nov, 4:00 pm IST');
    expect(awaiting.getByRole('link', { name: 'Sectional Demo' }).getAttribute('href')).toBe('/mock-test/test/sectional-demo');
    awaiting.unmount();

    // A reload keeps waiting (the pending snapshot is stored), with one timer to results time.
    cleanup();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      mount(client);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10);
      });
      expect(screen.getByTestId('live-pending')).toBeTruthy();
      // The timer runs to results time (25 minutes from here): 19 minutes on, nothing asked yet.
      await act(async () => {
        clock = Date.parse(SCHEDULE.resultsAt) + AHEAD - 6 * MIN;
        await vi.advanceTimersByTimeAsync(19 * MIN);
      });
      expect(client.liveResult).not.toHaveBeenCalled();
      // Results time: the result appears without a reload.
      await act(async () => {
        clock = Date.parse(SCHEDULE.resultsAt) + AHEAD;
        await vi.advanceTimersByTimeAsync(7 * MIN);
      });
    } finally {
      vi.useRealTimers();
    }
    const result = await screen.findByTestId('mock-result', {}, { timeout: 5000 });
    expect(client.liveResult).toHaveBeenCalledWith(TEST.slug, 'srv-attempt-0001');
    expect(within(result).getByTestId('live-standing').textContent).toBe('Live All-India rank 12 of 400 · Percentile 97.25');
  });
});

describe('the built page', () => {
  it('hydrates without a mismatch although it was built at another moment (state and countdown come after)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const client = fakeApi();
    // Built an hour before the opening; opened in the window.
    const html = renderToString(<MockRunner test={TEST} client={client} now={() => SERVER_T0 - 60 * MIN} showFacts={false} locale="en" />);
    expect(html).toContain('Window: Sat, 28 Nov, 3:32 pm IST');
    expect(html).not.toContain('Opens in');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    clock += 5 * MIN;
    await act(async () => {
      hydrateRoot(container, <MockRunner test={TEST} client={client} now={now} showFacts={false} locale="en" />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    await waitFor(() => expect(container.querySelector('[data-testid="live-panel"]')?.getAttribute('data-live-state')).toBe('open'));
    container.remove();
  });
});

describe('after the last start', () => {
  it('marks the test as practice that does not count for the live ranking', async () => {
    clock += 20 * MIN;
    mount(fakeApi());
    const panel = await screen.findByTestId('live-panel');
    await waitFor(() => expect(panel.dataset.liveState).toBe('closed'));
    expect(within(panel).getByTestId('live-practice').textContent).toBe('Practice — does not count for the live ranking');
    expect(within(panel).getByTestId('live-ranking-note').textContent).toContain('results at Sat, 28 Nov, 4:00 pm IST');
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});

describe('in Hindi', () => {
  it('shows the countdown, register and the pending screen in Hindi (hi-IN times)', async () => {
    const client = fakeApi({ registered: true, attempted: false });
    mount(client, 'hi');
    const panel = await screen.findByTestId('live-panel');
    await waitFor(() => expect(within(panel).getByTestId('live-countdown').textContent).toBe('00:02:00 में शुरू'));
    expect(within(panel).getByTestId('live-registered-me').textContent).toContain('आप पंजीकृत हैं');
    expect(panel.textContent).toContain('परिणाम शनि, 28 नव॰, 4:00 pm IST पर');
  });
});
