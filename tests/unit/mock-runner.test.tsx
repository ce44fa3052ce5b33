// @vitest-environment jsdom
/**
 * The runner island in jsdom with a fake API and a controllable clock:
 * start screen and legend, CBT buttons and keyboard, palette states, the
 * timer (role="timer", announced only at the thresholds), every change saved
 * and resumed after a remount, the submit dialog (counts, focus), result and
 * review filters, an offline submit retried on `online`, auto-submit at zero,
 * the palette drawer.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockApi } from '#src/islands/mock/api.ts';
import MockRunner from '#src/islands/mock/MockRunner.tsx';
import type { AttemptStart } from '#core/mock/attempt.ts';
import type { MockInfo } from '#core/mock/snapshot.ts';
import type { SubmitAnswer } from '#core/mock/submit.ts';
import type { MockSubmit } from '#core/schemas/mock-attempt.ts';
import { agreeToInstructions } from '../support/instructions';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const MIN = 60_000;
const TEST: MockInfo = {
  slug: 'demo-test',
  name: 'Demo Mock Test',
  description: 'A demo.',
  category_name: 'SSC',
  timer: 12,
  negative_marks: 0.25,
  question_count: 5,
};
const CORRECT = [1, 0, 3, 2, 0];

function startResponse(): AttemptStart {
  return {
    mock: { ...TEST, id: 7 },
    questions: CORRECT.map((_, i) => ({
      id: 50 + i,
      position: i + 1,
      question: `What is question number ${i + 1}?`,
      options: [`Q${i + 1} A`, `Q${i + 1} B`, `Q${i + 1} C`, `Q${i + 1} D`],
      section_id: null,
      question_hi: null,
      options_hi: null,
    })),
    // The server clock is 3 minutes behind the client's: the runner must correct it.
    serverTime: new Date(T0 - 3 * MIN).toISOString(),
    startedAt: new Date(T0 - 3 * MIN).toISOString(),
    deadline: new Date(T0 - 3 * MIN + TEST.timer * MIN).toISOString(),
    attempt: null,
  };
}

function answerKey(): SubmitAnswer {
  return {
    answerKey: CORRECT.map((c, i) => ({
      id: 50 + i,
      position: i + 1,
      correct: c,
      explanations: [0, 1, 2, 3].map((k) => `Explanation of option ${k + 1} for question ${i + 1}.`),
      explanations_hi: null,
      topic: null,
      correct_share: null,
      avg_seconds: null,
    })),
    attempt: null,
  } as unknown as SubmitAnswer; // no result figures: the runner scores on the device (an older server's answer)
}

let clock = T0;
const now = () => clock;

function fakeApi(): MockApi & { submit: ReturnType<typeof vi.fn<(slug: string, p: MockSubmit) => Promise<SubmitAnswer>>> } {
  return {
    start: vi.fn(async () => ({ start: startResponse(), sentAt: clock, receivedAt: clock })),
    submit: vi.fn(async () => answerKey()),
  };
}

const mount = (client: MockApi) => render(<MockRunner test={TEST} client={client} now={now} tickMs={20} />);
const exam = () => screen.getByTestId('mock-exam');
const paletteButton = (n: number) => within(exam()).getAllByRole('button', { name: new RegExp(`^Question ${n},`) })[0];
const stateOf = (n: number) => paletteButton(n).getAttribute('data-state');

async function startTest(client: MockApi) {
  const user = userEvent.setup();
  mount(client);
  const start = await screen.findByRole('button', { name: 'Start Test' });
  await agreeToInstructions();
  await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
  await user.click(start);
  await screen.findByTestId('mock-exam');
  return user;
}

beforeEach(() => {
  clock = T0;
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => cleanup());

describe('start screen', () => {
  it('shows the test, the marking rule, the five-state legend and Start Test', async () => {
    mount(fakeApi());
    const start = screen.getByTestId('mock-start');
    expect(within(start).getByRole('heading', { name: 'Demo Mock Test' })).toBeTruthy();
    expect(start.textContent).toContain('5 questions');
    expect(start.textContent).toContain('12 minutes');
    expect(start.textContent).toContain('−0.25 for each wrong answer');
    const legend = within(start).getByRole('list', { name: 'Palette legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-legend')),
    ).toEqual(['not-visited', 'not-answered', 'answered', 'marked', 'answered-marked']);
    expect(legend.textContent).toContain('Answered & Marked for Review');
    await agreeToInstructions();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Start Test' }) as HTMLButtonElement).disabled).toBe(false));
  });

  // Issue 14, finding 7: on a phone 'Start Test' must not sit below three screens of help.
  it('puts Start Test before the help (legend, buttons, keyboard); the page variant summarises the facts next to it', async () => {
    render(<MockRunner test={TEST} client={fakeApi()} now={now} tickMs={20} showFacts={false} />);
    const start = screen.getByTestId('mock-start');
    const button = within(start).getByRole('button', { name: 'Start Test' });
    for (const help of ['The question palette', 'The buttons', 'Keyboard']) {
      const heading = within(start).getByRole('heading', { name: help });
      expect(button.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING, help).toBeTruthy();
    }
    expect(within(start).getByRole('list', { name: 'This test' }).textContent).toBe('5 questions12 minutes−0.25 per wrong answer');
    // The keyboard hints are one block, which mock.css hides on touch screens.
    expect(within(start).getByRole('heading', { name: 'Keyboard' }).closest('.mx-keys-block')).not.toBeNull();
    await agreeToInstructions();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  });

  it('says so when the test cannot be started', async () => {
    const client = fakeApi();
    client.start = vi.fn(async () => {
      throw new Error('Mock test not found');
    });
    const user = userEvent.setup();
    mount(client);
    const start = screen.getByRole('button', { name: 'Start Test' });
    await agreeToInstructions();
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    await user.click(start);
    expect((await screen.findByRole('alert')).textContent).toContain('Mock test not found');
  });
});

describe('taking the test', () => {
  it('CBT buttons and palette states; a palette jump does not save an unsaved choice', async () => {
    const user = await startTest(fakeApi());
    expect(within(exam()).getByRole('heading', { name: /Question No\. 1/ })).toBeTruthy();
    expect([1, 2, 3, 4, 5].map(stateOf)).toEqual(['not-answered', 'not-visited', 'not-visited', 'not-visited', 'not-visited']);

    await user.click(screen.getByRole('radio', { name: /Q1 B/ }));
    expect(screen.getByText(/Not saved yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(stateOf(1)).toBe('answered');
    expect(paletteButton(2).getAttribute('aria-current')).toBe('step');

    await user.click(screen.getByRole('button', { name: 'Mark for Review & Next' })); // Q2 marked, no answer
    await user.click(screen.getByRole('radio', { name: /Q3 D/ }));
    await user.click(screen.getByRole('button', { name: 'Mark for Review & Next' })); // Q3 answered & marked
    await user.click(screen.getByRole('radio', { name: /Q4 A/ }));
    await user.click(paletteButton(1)); // jump away: Q4's choice is NOT saved
    expect([1, 2, 3, 4, 5].map(stateOf)).toEqual(['answered', 'marked', 'answered-marked', 'not-answered', 'not-visited']);
    expect((screen.getByRole('radio', { name: /Q1 B/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear Response' }));
    expect(stateOf(1)).toBe('not-answered');
    await user.click(paletteButton(3));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(exam().getAttribute('data-current')).toBe('2');
    const legend = within(exam()).getAllByRole('list', { name: 'Summary of your answers' })[0];
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => `${li.querySelector('[data-shape]')!.textContent} ${li.querySelector('.mx-legend-label')!.textContent}`),
    ).toEqual(['1 Not Visited', '2 Not Answered', '0 Answered', '1 Marked for Review', '1 Answered & Marked for Review']);
  });

  it('keyboard: 1–4 choose, arrows move, S saves, M marks, C clears', async () => {
    const user = await startTest(fakeApi());
    await user.keyboard('2');
    expect((screen.getByRole('radio', { name: /Q1 B/ }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('s');
    expect(stateOf(1)).toBe('answered');
    expect(exam().getAttribute('data-current')).toBe('2');
    await user.keyboard('4m');
    expect(stateOf(2)).toBe('answered-marked');
    await user.keyboard('{ArrowRight}');
    expect(exam().getAttribute('data-current')).toBe('4');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(exam().getAttribute('data-current')).toBe('2');
    await user.keyboard('c');
    expect(stateOf(2)).toBe('marked');
    await user.keyboard('m');
    expect(stateOf(2)).toBe('marked');
    expect(exam().getAttribute('data-current')).toBe('3');
  });

  it('the timer follows the server deadline (clock skew corrected) and speaks only at the thresholds', async () => {
    await startTest(fakeApi());
    const timer = screen.getByRole('timer');
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.textContent).toBe('12:00');
    const announcer = document.querySelector('[data-timer-announcer]')!;
    expect(announcer.getAttribute('aria-live')).toBe('polite');

    const seen = new Set<string>();
    const observer = new MutationObserver(() => announcer.textContent && seen.add(announcer.textContent));
    observer.observe(announcer, { childList: true, characterData: true, subtree: true });
    for (const left of [11 * MIN, 10 * MIN + 500, 9 * MIN + 59_000, 6 * MIN, 4 * MIN + 59_000]) {
      clock = T0 + (12 * MIN - left);
      await waitFor(() => expect(screen.getByRole('timer').textContent).toBe(new Date(Math.ceil(left / 1000) * 1000).toISOString().slice(14, 19)), { timeout: 5000 });
    }
    // Mutation records arrive asynchronously: wait for the last announcement before disconnecting.
    await waitFor(() => expect([...seen]).toEqual(['10 minutes left', '5 minutes left']));
    observer.disconnect();
    expect([...seen]).toEqual(['10 minutes left', '5 minutes left']);
  });
});

describe('saved at once, resumed after a reload', () => {
  it('a remount resumes the same attempt: answers, palette, current question, remaining time', async () => {
    const client = fakeApi();
    const user = await startTest(client);
    await user.keyboard('2s');
    await user.keyboard('m');
    await user.keyboard('3'); // unsaved choice on Q3
    clock = T0 + 2 * MIN + 30_000;
    await waitFor(() => expect(screen.getByRole('timer').textContent).toBe('09:30'));
    const stored = Object.keys(localStorage).filter((k) => k.startsWith('examprep.mock.'));
    expect(stored).toHaveLength(2);

    cleanup(); // the "reload"
    clock = T0 + 3 * MIN;
    mount(client);
    await screen.findByTestId('mock-exam');
    expect(client.start).toHaveBeenCalledTimes(1);
    expect([1, 2, 3, 4, 5].map(stateOf)).toEqual(['answered', 'marked', 'not-answered', 'not-visited', 'not-visited']);
    expect(exam().getAttribute('data-current')).toBe('3');
    expect((screen.getByRole('radio', { name: /Q3 C/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('timer').textContent).toBe('09:00');
  });

  it('a reload after the deadline submits at once', async () => {
    const client = fakeApi();
    const user = await startTest(client);
    await user.keyboard('2s');
    cleanup();
    clock = T0 + 20 * MIN;
    mount(client);
    expect(await screen.findByText(/Time was up/)).toBeTruthy();
    expect(client.submit).toHaveBeenCalledTimes(1);
    expect(client.submit.mock.calls[0][1].answers).toEqual([1, null, null, null, null]);
  });
});

describe('submit, result and review', () => {
  it('confirms with the counts, manages focus, scores on the client and reviews with filters', async () => {
    const client = fakeApi();
    const user = await startTest(client);
    await user.keyboard('2s'); // Q1 = B correct
    await user.keyboard('1m'); // Q2 = A correct, marked
    await user.keyboard('1s'); // Q3 = A wrong (D)
    await user.keyboard('m'); // Q4 marked, unanswered
    // Q5 not answered

    const submitButton = within(exam()).getAllByRole('button', { name: 'Submit' })[0];
    await user.click(submitButton);
    let dialog = screen.getByRole('dialog', { name: 'Submit the test?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.querySelector('[data-count="unanswered"]')!.textContent).toBe('2');
    expect(dialog.querySelector('[data-count="marked"]')!.textContent).toBe('2');
    expect(dialog.querySelector('[data-summary="answered-marked"]')!.textContent).toBe('1');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Back to the test' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(submitButton));

    await user.click(submitButton);
    dialog = screen.getByRole('dialog', { name: 'Submit the test?' });
    clock = T0 + 4 * MIN + 5000;
    await user.click(within(dialog).getByRole('button', { name: 'Submit Test' }));

    const result = await screen.findByTestId('mock-result');
    expect(client.submit).toHaveBeenCalledWith(
      'demo-test',
      expect.objectContaining({ answers: [1, 0, 0, null, null], submittedAt: expect.any(String), timeSpent: expect.any(Array) }),
      null,
    );
    const fig = (k: string) => result.querySelector(`[data-result="${k}"]`)!.textContent;
    expect(fig('percentage')).toBe('40%');
    expect(fig('correct')).toBe('2');
    expect(fig('wrong')).toBe('1');
    expect(fig('unanswered')).toBe('2');
    expect(fig('accuracy')).toBe('67%');
    expect(fig('score')).toBe('1.75 / 5');
    expect(fig('negative')).toContain('−0.25');
    expect(fig('time')).toContain('4 min 05 s');
    expect(screen.queryByTestId('mock-exam')).toBeNull();

    const items = () =>
      [...result.querySelectorAll('[data-review-question]')].map((li) => `${li.getAttribute('data-review-question')}:${li.getAttribute('data-status')}`);
    expect(items()).toEqual(['1:correct', '2:correct', '3:wrong', '4:unanswered', '5:unanswered']);
    const q3 = result.querySelector('[data-review-question="3"]')!;
    expect(q3.querySelector('[data-chosen]')!.getAttribute('data-option')).toBe('1');
    expect(q3.querySelector('[data-correct]')!.getAttribute('data-option')).toBe('4');
    expect(q3.textContent).toContain('Your answer');
    expect(q3.textContent).toContain('Correct answer');
    expect(q3.querySelectorAll('.mx-explanation')).toHaveLength(4);

    await user.click(within(result).getByRole('button', { name: /^Wrong/ }));
    expect(items()).toEqual(['3:wrong']);
    await user.click(within(result).getByRole('button', { name: /^Unanswered/ }));
    expect(items()).toEqual(['4:unanswered', '5:unanswered']);
    await user.click(within(result).getByRole('button', { name: /^Marked/ }));
    expect(items()).toEqual(['2:correct', '4:unanswered']);
    await user.click(within(result).getByRole('button', { name: /^Correct/ }));
    expect(items()).toEqual(['1:correct', '2:correct']);

    // The result survives a reload; Take Test Again goes back to the start screen.
    cleanup();
    mount(client);
    expect(await screen.findByTestId('mock-result')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take Test Again' }));
    expect(await screen.findByRole('button', { name: 'Start Test' })).toBeTruthy();
  });

  it('no wrong answer: the negative marks read 0, never "−0"', async () => {
    const client = fakeApi();
    const user = await startTest(client);
    await user.keyboard('2s'); // Q1 = B correct; the rest unanswered
    await user.click(within(exam()).getAllByRole('button', { name: 'Submit' })[0]);
    await user.click(within(screen.getByRole('dialog', { name: 'Submit the test?' })).getByRole('button', { name: 'Submit Test' }));
    const result = await screen.findByTestId('mock-result');
    const fig = (k: string) => result.querySelector(`[data-result="${k}"]`)!.textContent;
    expect(fig('negative')).toBe('0 (0 × 0.25)');
    expect(fig('score')).toBe('1 / 5');
    expect(result.textContent).not.toContain('−0 ');
  });

  it('offline: the submit is kept and sent when the browser is back online', async () => {
    const client = fakeApi();
    const user = await startTest(client);
    await user.keyboard('2s');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await user.click(within(exam()).getAllByRole('button', { name: 'Submit' })[0]);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Test' }));
    const status = await screen.findByTestId('mock-submitting');
    await waitFor(() => expect(status.getAttribute('data-state')).toBe('queued'));
    expect(status.textContent).toContain('Your answers are safe on this device');
    expect(client.submit).not.toHaveBeenCalled();

    // Still queued after a reload.
    cleanup();
    mount(client);
    expect(await screen.findByTestId('mock-submitting')).toBeTruthy();

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    client.submit.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(client.submit).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('mock-submitting').textContent).toContain('Failed to fetch');
    await user.click(screen.getByRole('button', { name: 'Try now' }));
    expect(await screen.findByTestId('mock-result')).toBeTruthy();
    expect(client.submit).toHaveBeenCalledTimes(2);
    expect(new Set(client.submit.mock.calls.map((c) => c[1].clientAttemptId)).size).toBe(1);
  });

  it('auto-submits when the time runs out', async () => {
    const client = fakeApi();
    const user = await startTest(client);
    await user.keyboard('2s4'); // Q2's choice is not saved: not evaluated
    clock = T0 + 12 * MIN;
    expect(await screen.findByText(/Time was up/)).toBeTruthy();
    expect(client.submit).toHaveBeenCalledTimes(1);
    expect(client.submit.mock.calls[0][1].answers).toEqual([1, null, null, null, null]);
  });
});

describe('palette drawer (phones)', () => {
  it('opens as a dialog, jumps, closes with Escape', async () => {
    const user = await startTest(fakeApi());
    await user.click(screen.getByRole('button', { name: /^Question Palette/ }));
    const drawer = screen.getByRole('dialog', { name: 'Question Palette' });
    await user.click(within(drawer).getByRole('button', { name: /^Question 4,/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(exam().getAttribute('data-current')).toBe('4');
    await user.click(screen.getByRole('button', { name: /^Question Palette/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
