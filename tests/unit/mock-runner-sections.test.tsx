// @vitest-environment jsdom
/**
 * The runner island with a sectional, bilingual test (issue 17) in jsdom,
 * fake API and clock: the sections table and the language choice on the
 * start screen, section tabs with the sectional countdown, the move to the
 * next section when its clock runs out, a closed section refused, the paper
 * switched to हिन्दी mid-test with the answers kept, the per-section submit
 * summary, then the result (rank, percentile, section analysis, comparison
 * table, leaderboard) and the review's per-question figures in Hindi.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockApi } from '#src/islands/mock/api.ts';
import MockRunner from '#src/islands/mock/MockRunner.tsx';
import type { MockSubmit } from '#core/schemas/mock-attempt.ts';
import { MIN, sectionalInfo, sectionalStart, serverResult } from '../support/sectional-mock';
import { agreeToInstructions } from '../support/instructions';

const T0 = Date.parse('2026-01-10T09:00:00.000Z');
let clock = T0;
const now = () => clock;
const TEST = sectionalInfo();

function fakeApi() {
  const submit = vi.fn(async (_slug: string, payload: MockSubmit, _token: string | null) => serverResult(payload.answers, { timeSpent: payload.timeSpent }));
  const client: MockApi = {
    start: vi.fn(async () => ({ start: sectionalStart(T0), sentAt: clock, receivedAt: clock })),
    submit,
    leaderboard: vi.fn(async () => ({ entries: [{ rank: 1, name: 'Priya Sharma', score: 9, timeTakenSeconds: 300 }], of: 1234 })),
  };
  return { client, submit };
}

const exam = () => screen.getByTestId('mock-exam');
const tab = (k: number) => exam().querySelector<HTMLButtonElement>(`[data-section="${k}"]`)!;
const question = () => screen.getByTestId('question-text').textContent;

beforeEach(() => {
  clock = T0;
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => cleanup());

describe('a sectional, bilingual test', () => {
  it('start screen: the sections with their clocks and marks, and the language of the paper', async () => {
    render(<MockRunner test={TEST} client={fakeApi().client} now={now} tickMs={20} showFacts={false} />);
    const start = screen.getByTestId('mock-start');
    const rows = within(start).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'English Language · अंग्रेज़ी भाषा32 minutes+1 / −0.25',
      'Quantitative Aptitude · संख्यात्मक अभियोग्यता32 minutes+1 / −0.25',
      'Reasoning Ability · तर्कशक्ति32 minutes+1 / −0.25',
    ]);
    expect(within(start).getByRole('group', { name: 'Language of the paper' })).toBeTruthy();
    await agreeToInstructions();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Start Test' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('tabs, sectional clock, auto-move, a closed section refused, हिन्दी mid-test, per-section summary, rank and analysis', async () => {
    const { client, submit } = fakeApi();
    const user = userEvent.setup();
    render(<MockRunner test={TEST} client={client} now={now} tickMs={20} />);
    await agreeToInstructions();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Start Test' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    await screen.findByTestId('mock-exam');

    // Three tabs; the first is open, the others wait.
    expect([1, 2, 3].map((k) => tab(k).getAttribute('data-status'))).toEqual(['open', 'upcoming', 'upcoming']);
    expect(screen.getByText('Section Time Left')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('02:00');
    await user.click(tab(2));
    expect(screen.getByTestId('section-refusal').textContent).toContain('opens after the current section');
    expect(exam().getAttribute('data-current')).toBe('1');

    // Answer question 1, then let the section's clock run out.
    await user.click(screen.getByLabelText(/Beta 1/));
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    clock = T0 + 2 * MIN + 100;
    await waitFor(() => expect(tab(2).getAttribute('data-status')).toBe('open'));
    expect(exam().getAttribute('data-current')).toBe('4');
    expect(screen.getByRole('timer').textContent).toBe('02:00');
    expect(document.querySelector('[data-timer-announcer]')!.textContent).toContain('Quantitative Aptitude is open now');
    // The palette shows the open section only.
    const palette = within(exam()).getAllByRole('grid', { name: 'Questions' })[0];
    expect(within(palette).getAllByRole('button').map((b) => b.getAttribute('data-question'))).toEqual(['4', '5', '6']);

    // The closed section cannot be reopened.
    await user.click(tab(1));
    expect(screen.getByTestId('section-refusal').textContent).toContain('cannot be reopened');
    expect(exam().getAttribute('data-current')).toBe('4');

    // हिन्दी mid-test: the Hindi question, the answers kept.
    await user.click(screen.getByLabelText(/Gamma 4/));
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await user.click(within(screen.getByTestId('language-switch')).getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(question()).toBe('हिन्दी प्रश्न 5?'));
    expect(screen.getByTestId('question-text').getAttribute('lang')).toBe('hi');
    expect(localStorage.getItem('examprep.mock.language')).toBe('hi');
    await user.click(within(palette).getByRole('button', { name: /^Question 4,/ }));
    expect(screen.getByLabelText(/ग 4/)).toHaveProperty('checked', true);

    // Submit: one summary row per section.
    await user.click(within(exam()).getAllByRole('button', { name: 'Submit' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
    const rows = [1, 2, 3].map((k) => dialog.querySelector(`[data-summary-section="${k}"]`)!);
    expect(rows.map((r) => r.querySelector('[data-summary="answered"]')!.textContent)).toEqual(['1', '1', '0']);
    expect(rows[0].textContent).toContain('(closed)');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Test' }));

    const result = await screen.findByTestId('mock-result');
    const [, payload, token] = submit.mock.calls[0];
    expect(payload).toMatchObject({ attemptId: 'srv-attempt-0001', answers: [1, null, null, 2, null, null, null, null, null] });
    expect(payload.timeSpent).toHaveLength(9);
    expect(token).toBe('signed-token');
    expect(within(result).getByTestId('standing').textContent).toContain('Rank 3 of 1,234');
    expect(result.querySelector('[data-result="percentile"]')!.textContent).toBe('99.84');
    const analysis = within(result).getByTestId('section-analysis');
    expect(analysis.querySelector('[data-analysis-section="2"]')!.textContent).toContain('−0.25 / 3');
    expect(within(analysis).getByTestId('comparison-table').textContent).toContain('Topper');
    await waitFor(() => expect(within(result).getByTestId('leaderboard').textContent).toContain('Priya Sharma'));

    // Review in Hindi with the share of aspirants and the times.
    const first = result.querySelector('[data-review-question="1"]')!;
    expect(first.querySelector('.mx-review-q')!.textContent).toBe('हिन्दी प्रश्न 1?');
    expect(first.querySelector('[data-figure="correct-share"]')!.textContent).toBe('40% of aspirants answered it correctly');
    expect(first.querySelector('[data-figure="avg-time"]')!.textContent).toBe('average time 30 s');
  });

  it('an unranked re-attempt says why, and shows where the score would stand', async () => {
    const { client } = fakeApi();
    client.submit = vi.fn(async (_s: string, p: MockSubmit) => serverResult(p.answers, { ranked: false, attemptNumber: 2 }));
    const user = userEvent.setup();
    render(<MockRunner test={TEST} client={client} now={now} tickMs={20} />);
    await agreeToInstructions();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Start Test' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    await screen.findByTestId('mock-exam');
    await user.click(within(exam()).getAllByRole('button', { name: 'Submit' })[0]);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Submit Test' }));
    const standing = await screen.findByTestId('standing');
    expect(standing.textContent).toContain('Would rank 3 of 1,234');
    expect(screen.getByTestId('unranked').textContent).toContain('Attempt 2: only your first attempt of a test is ranked.');
  });
});
