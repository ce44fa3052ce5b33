// @vitest-environment jsdom
/**
 * Issue 29, PwBD compensatory time in the runner: an attempt the server started
 * with compensatory time (the start answer's `compensatory`) counts the
 * extended time on the clock — the test's and each sectional clock (limit ×
 * 4/3) — with a small "+… compensatory time" note; the sections run out at
 * their extended deadlines. The start screen shows the extended times and says
 * when the value fixed by the first attempt differs from the profile, in
 * English and in Hindi.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockApi } from '#src/islands/mock/api.ts';
import MockRunner from '#src/islands/mock/MockRunner.tsx';
import { StartScreen } from '#src/islands/mock/StartScreen.tsx';
import { LocaleContext } from '#src/islands/i18n/locale.tsx';
import type { AttemptStart } from '#core/mock/attempt.ts';
import type { MockCompensatory } from '#core/schemas/mock-attempt.ts';
import { MIN, sectionalInfo, sectionalStart, serverResult } from '../support/sectional-mock';
import { agreeToInstructions } from '../support/instructions';

const T0 = Date.parse('2026-01-10T09:00:00.000Z');
let clock = T0;
const now = () => clock;
const TEST = sectionalInfo();

/** The server's start answer for an attempt with compensatory time: the 6-minute test ends at 8 minutes. */
function compensatoryStart(): AttemptStart {
  const start = sectionalStart(T0);
  return { ...start, deadline: new Date(T0 + 8 * MIN).toISOString(), compensatory: true };
}

function fakeApi(start: AttemptStart = compensatoryStart()): MockApi {
  return {
    start: vi.fn(async () => ({ start, sentAt: clock, receivedAt: clock })),
    submit: vi.fn(async (_slug: string, payload) => serverResult(payload.answers)),
  };
}

const exam = () => screen.getByTestId('mock-exam');
const tab = (k: number) => exam().querySelector<HTMLButtonElement>(`[data-section="${k}"]`)!;

async function begin(client: MockApi) {
  const user = userEvent.setup();
  render(<MockRunner test={TEST} client={client} now={now} tickMs={20} />);
  await agreeToInstructions();
  await waitFor(() => expect((screen.getByRole('button', { name: 'Start Test' }) as HTMLButtonElement).disabled).toBe(false));
  await user.click(screen.getByRole('button', { name: 'Start Test' }));
  await screen.findByTestId('mock-exam');
  return user;
}

beforeEach(() => {
  clock = T0;
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => cleanup());

describe('the clock with compensatory time', () => {
  it('each sectional clock counts its limit × 4/3 (2 min → 2:40) with the note, and the section closes at its extended deadline', async () => {
    await begin(fakeApi());
    expect(screen.getByRole('timer').textContent).toBe('02:40');
    expect(screen.getByTestId('compensatory-note').textContent).toBe('+40 s compensatory time');
    // Past the section's own 2 minutes, still open: the extended window.
    clock = T0 + 2 * MIN + 30_000;
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('00:10'));
    expect(tab(1).getAttribute('data-status')).toBe('open');
    // At 2:40 the next section opens, with its own 2:40.
    clock = T0 + 2 * MIN + 40_000 + 100;
    await waitFor(() => expect(tab(2).getAttribute('data-status')).toBe('open'));
    expect(screen.getByRole('timer').textContent).toBe('02:40');
    // The whole test's clock (in the title) is the extended 8 minutes.
    expect(exam().querySelector('.mx-title-meta')!.textContent).toContain('test ends in 05:20');
  });

  it('a test without sectional clocks: the whole clock counts the extended time, with the test’s extra in the note', async () => {
    const start = sectionalStart(T0, { timed: false, locked: false });
    await begin(fakeApi({ ...start, deadline: new Date(T0 + 8 * MIN).toISOString(), compensatory: true }));
    expect(screen.getByRole('timer').textContent).toBe('08:00');
    expect(screen.getByTestId('compensatory-note').textContent).toBe('+2 min compensatory time');
  });

  it('without compensatory time: the plain clocks and no note', async () => {
    await begin(fakeApi(sectionalStart(T0)));
    expect(screen.getByRole('timer').textContent).toBe('02:00');
    expect(screen.queryByTestId('compensatory-note')).toBeNull();
  });

  it('a reload resumes the extended sectional clock', async () => {
    await begin(fakeApi());
    clock = T0 + MIN;
    cleanup();
    render(<MockRunner test={TEST} client={fakeApi()} now={now} tickMs={20} />);
    await screen.findByTestId('mock-exam');
    expect(screen.getByRole('timer').textContent).toBe('01:40');
    expect(screen.getByTestId('compensatory-note')).toBeTruthy();
  });
});

describe('the start screen', () => {
  const shown = (compensatory: MockCompensatory | null, locale: 'en' | 'hi' = 'en') =>
    render(
      <LocaleContext.Provider value={locale}>
        <StartScreen test={TEST} starting={false} error={null} storageWarning={false} signedIn ready showFacts={false} onStart={() => undefined} compensatory={compensatory} />
      </LocaleContext.Provider>,
    );

  it('shows the extended times and the line when compensatory time applies', () => {
    shown({ profile: true, fixed: null, applies: true, extraSeconds: 120 });
    const start = screen.getByTestId('mock-start');
    expect(screen.getByTestId('start-compensatory').textContent).toBe('Compensatory time: 2 min more (20 minutes per hour of exam), 8 min in all.');
    expect(within(start).getByRole('list', { name: 'This test' }).textContent).toContain('6 minutes + 2 min');
    expect(within(start).getAllByRole('row')[1].textContent).toContain('2 minutes + 40 s');
    expect(screen.queryByTestId('compensatory-fixed')).toBeNull();
  });

  it('says so when the first attempt fixed another value than the profile now says', () => {
    shown({ profile: true, fixed: false, applies: false, extraSeconds: 120 });
    expect(screen.getByTestId('compensatory-fixed').textContent).toContain('Your first attempt of this test was without compensatory time');
    expect(screen.getByTestId('mock-start').textContent).not.toContain('+ 2 min');
    cleanup();
    shown({ profile: false, fixed: true, applies: true, extraSeconds: 120 });
    expect(screen.getByTestId('compensatory-fixed').textContent).toContain('Your first attempt of this test had compensatory time');
    expect(screen.getByTestId('start-compensatory').textContent).toContain('8 min in all');
  });

  it('in Hindi', () => {
    shown({ profile: false, fixed: true, applies: true, extraSeconds: 120 }, 'hi');
    expect(screen.getByTestId('start-compensatory').textContent).toContain('प्रतिपूरक समय: 2 मिनट अतिरिक्त (परीक्षा के प्रति घंटे 20 मिनट), कुल 8 मिनट।');
    expect(screen.getByTestId('compensatory-fixed').textContent).toContain('पहले प्रयास में प्रतिपूरक समय था');
  });

  it('nothing without compensatory time (or signed out)', () => {
    shown({ profile: false, fixed: null, applies: false, extraSeconds: 120 });
    expect(screen.queryByTestId('start-compensatory')).toBeNull();
    cleanup();
    shown(null);
    expect(screen.queryByTestId('start-compensatory')).toBeNull();
  });
});
