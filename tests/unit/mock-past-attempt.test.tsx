// @vitest-environment jsdom
/**
 * Issue 26: a past attempt reopened on the test page (`?attempt={id}`, linked
 * from /progress) shows its result and full review from the server, with
 * nothing on the device (core/mock/past.ts, src/islands/mock/PastAttempt.tsx);
 * and a result with no ranked attempt to compare with says so instead of
 * showing the aspirant's own score as the topper and the average.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptParam, pastAttempt } from '#core/mock/past.ts';
import { attemptResult, reviewItems } from '#core/mock/review.ts';
import type { MockApi } from '#src/islands/mock/api.ts';
import { CORRECT, sectionalInfo, sectionalStart, serverResult } from '../support/sectional-mock';

let signedIn = true;
vi.mock('#src/lib/client/index.ts', async (original) => {
  const { authState } = await import('../support/auth-state');
  return { ...(await original<object>()), useAuth: () => authState(signedIn) };
});
const { default: MockRunner } = await import('#src/islands/mock/MockRunner.tsx');

const T0 = Date.parse('2026-01-10T09:00:00.000Z');
// Q1 right, Q2 wrong, Q4 right, the rest unanswered: 2 − 0.25 = 1.75 of 9.
const ANSWERS = [0, 0, null, 3, null, null, null, null, null];
const paper = () => ({ ...sectionalStart(T0), attempt: null });

function client(answer = serverResult(ANSWERS, { timeSpent: [30, 40, 0, 50, 0, 0, 0, 0, 0] })): MockApi & { review: ReturnType<typeof vi.fn> } {
  return {
    start: vi.fn(),
    submit: vi.fn(),
    leaderboard: vi.fn(async () => ({ entries: [], of: 0 })),
    review: vi.fn(async () => ({ paper: paper(), answer })),
  };
}

beforeEach(() => {
  signedIn = true;
  localStorage.clear();
  history.replaceState(null, '', '/mock-test/test/sectional-demo?attempt=srv-attempt-0001');
});
afterEach(() => cleanup());

describe('a past attempt from the server', () => {
  it('the snapshot is a submitted attempt: the server’s score, the chosen answers, the key’s explanations', () => {
    expect(attemptParam('?attempt=srv-attempt-0001')).toBe('srv-attempt-0001');
    expect(attemptParam('?attempt=../x')).toBeNull();
    expect(attemptParam('')).toBeNull();
    const s = pastAttempt({ slug: 'sectional-demo', paper: paper(), answer: serverResult(ANSWERS) });
    expect(s.phase).toBe('submitted');
    expect(attemptResult(s)).toMatchObject({ score: 1.75, max_score: 9, correct: 2, wrong: 1 });
    const items = reviewItems(s);
    expect(items.map((i) => i.status)).toEqual(['correct', 'wrong', 'unanswered', 'correct', 'unanswered', 'unanswered', 'unanswered', 'unanswered', 'unanswered']);
    expect(items[1]).toMatchObject({ chosen: 0, correct: CORRECT[1] });
    expect(items[1].explanations).toHaveLength(4);
  });

  it('?attempt= shows its result and review signed in, and writes nothing to the device', async () => {
    const api = client();
    render(<MockRunner test={sectionalInfo()} client={api} />);
    const result = await screen.findByTestId('mock-result');
    expect(api.review).toHaveBeenCalledWith('sectional-demo', 'srv-attempt-0001');
    expect(result.querySelector('[data-result="score"]')?.textContent).toBe('1.75 / 9');
    expect(result.querySelector('[data-result="score-percent"]')?.textContent).toBe('19.4% of the marks');
    const cards = result.querySelectorAll('.mx-review-item');
    expect(cards).toHaveLength(9);
    expect(cards[1].getAttribute('data-status')).toBe('wrong');
    expect(cards[1].querySelector('[data-chosen]')?.getAttribute('data-option')).toBe('1');
    expect(within(cards[1] as HTMLElement).getByText('Why option 2 of question 2.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Test' })).toBeNull();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('examprep.mock.attempt'))).toEqual([]);
  });

  it('signed out: asks to sign in, loads nothing', async () => {
    signedIn = false;
    const api = client();
    render(<MockRunner test={sectionalInfo()} client={api} />);
    expect(await screen.findByTestId('past-attempt-signin')).toBeTruthy();
    expect(api.review).not.toHaveBeenCalled();
  });

  it('no ranked attempt yet: the comparison says so, no topper or average', async () => {
    const answer = serverResult(ANSWERS);
    answer.standing = null;
    answer.comparison = {
      ranked: 0,
      overall: { ...answer.comparison.overall, topper: null, average: null },
      sections: answer.comparison.sections.map((s) => ({ ...s, topper: null, average: null })),
    };
    render(<MockRunner test={sectionalInfo()} client={client(answer)} />);
    const analysis = await screen.findByTestId('section-analysis');
    expect(within(analysis).getByTestId('comparison-none').textContent).toBe('No ranked attempts yet to compare with.');
    expect(within(analysis).queryByTestId('comparison-table')).toBeNull();
  });
});
