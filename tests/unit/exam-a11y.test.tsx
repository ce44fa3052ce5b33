// @vitest-environment jsdom
/**
 * Issue 29 in jsdom (the browser run is tests/e2e/exam-a11y.spec.ts): the
 * palette grid's keyboard (one Tab stop, arrows, Home / End, the arrows kept
 * from the exam's ← / → shortcuts, Enter opens with the focus on the
 * question), the question heading's name, and the text size and contrast
 * controls (applied to <html>, remembered, taken off with the exam screen).
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockApi } from '#src/islands/mock/api.ts';
import MockRunner from '#src/islands/mock/MockRunner.tsx';
import { CONTRAST_KEY, TEXT_SIZE_KEY } from '#src/islands/mock/DisplayControls.tsx';
import type { AttemptStart } from '#core/mock/attempt.ts';
import type { MockInfo } from '#core/mock/snapshot.ts';
import { agreeToInstructions } from '../support/instructions';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const N = 12;
const TEST: MockInfo = { slug: 'a11y-test', name: 'A11y Test', description: '', category_name: 'SSC', timer: 20, negative_marks: null, question_count: N };

function startResponse(): AttemptStart {
  return {
    mock: { ...TEST, id: 9 },
    questions: Array.from({ length: N }, (_, i) => ({
      id: 70 + i,
      position: i + 1,
      question: `Question text ${i + 1}?`,
      options: ['A', 'B', 'C', 'D'].map((o) => `${o}${i + 1}`),
      section_id: null,
      question_hi: null,
      options_hi: null,
    })),
    serverTime: new Date(T0).toISOString(),
    startedAt: new Date(T0).toISOString(),
    deadline: new Date(T0 + TEST.timer * 60_000).toISOString(),
    attempt: null,
  };
}

const client: MockApi = {
  start: vi.fn(async () => ({ start: startResponse(), sentAt: T0, receivedAt: T0 })),
  submit: vi.fn(async () => {
    throw new Error('not in this test');
  }),
};

async function startTest() {
  const user = userEvent.setup();
  const view = render(<MockRunner test={TEST} client={client} now={() => T0} tickMs={20} />);
  const start = await screen.findByRole('button', { name: 'Start Test' });
  await agreeToInstructions();
  await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
  await user.click(start);
  await screen.findByTestId('mock-exam');
  return { user, view };
}

const exam = () => screen.getByTestId('mock-exam');
const heading = () => exam().querySelector<HTMLElement>('.mx-qno')!;
// The desktop aside's grid (jsdom shows both; the drawer is closed).
const grid = () => within(exam()).getAllByRole('grid', { name: 'Questions' })[0];
const cell = (k: number) => grid().querySelector<HTMLButtonElement>(`[data-question="${k}"]`)!;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
});
afterEach(() => cleanup());

describe('the palette grid', () => {
  it('rows of five, one Tab stop, arrows / Home / End move in it without moving the question, Enter opens with the focus on the question', async () => {
    const { user } = await startTest();
    expect(document.activeElement).toBe(heading());
    expect(heading().getAttribute('aria-label')).toBe('Question No. 1 of 12, not answered');
    expect(within(grid()).getAllByRole('row')).toHaveLength(3);
    expect(grid().querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
    expect(cell(1).getAttribute('tabindex')).toBe('0');
    expect(cell(1).getAttribute('aria-label')).toBe('Question 1, not answered, current question');
    expect(cell(2).getAttribute('aria-label')).toBe('Question 2, not visited');

    cell(1).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cell(3));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell(8));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell(8)); // no cell below it: it stays
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cell(10));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(cell(6));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(cell(12));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(cell(11));
    // The roving Tab stop followed; the question did not move.
    expect(cell(11).getAttribute('tabindex')).toBe('0');
    expect(exam().getAttribute('data-current')).toBe('1');

    await user.keyboard('{Enter}');
    expect(exam().getAttribute('data-current')).toBe('11');
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    expect(heading().getAttribute('aria-label')).toBe('Question No. 11 of 12, not answered');
    expect(cell(11).getAttribute('tabindex')).toBe('0');
    // The focused heading says it: nothing more is announced.
    expect(screen.getByTestId('question-announcer').textContent).toBe('');

    // A move by the shortcuts is announced with the number and state.
    await user.keyboard('2s');
    expect(screen.getByTestId('question-announcer').textContent).toBe('Question 12 of 12, not answered');
    expect(cell(11).getAttribute('aria-label')).toBe('Question 11, answered');
  });
});

describe('text size and contrast', () => {
  it('apply to <html> while the exam screen is open, are remembered, and stop at the ends', async () => {
    const { user, view } = await startTest();
    const larger = exam().querySelector<HTMLButtonElement>('[data-text-size="larger"]')!;
    const smaller = exam().querySelector<HTMLButtonElement>('[data-text-size="smaller"]')!;
    await user.click(larger);
    expect(document.documentElement.style.fontSize).toBe('115%');
    expect(document.documentElement.getAttribute('data-mx-text')).toBe('115');
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBe('115');
    for (let k = 0; k < 5; k++) await user.click(larger);
    expect(document.documentElement.style.fontSize).toBe('150%');
    expect(larger.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(larger);
    await user.click(screen.getByRole('button', { name: 'Normal text size' }));
    expect(document.documentElement.style.fontSize).toBe('');
    expect(localStorage.getItem(TEXT_SIZE_KEY)).toBeNull();
    await user.click(smaller);
    expect(document.documentElement.style.fontSize).toBe('90%');
    expect(smaller.getAttribute('aria-disabled')).toBe('true');

    const contrast = screen.getByRole('button', { name: 'High contrast' });
    expect(contrast.getAttribute('aria-pressed')).toBe('false');
    await user.click(contrast);
    expect(contrast.getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.getAttribute('data-mx-contrast')).toBe('high');
    expect(localStorage.getItem(CONTRAST_KEY)).toBe('high');

    // The exam screen closes: the page is the reader's own again; it opens again: both are back.
    view.unmount();
    expect(document.documentElement.getAttribute('data-mx-contrast')).toBeNull();
    expect(document.documentElement.style.fontSize).toBe('');
    render(<MockRunner test={TEST} client={client} now={() => T0} tickMs={20} />);
    await screen.findByTestId('mock-exam');
    expect(document.documentElement.getAttribute('data-mx-contrast')).toBe('high');
    expect(document.documentElement.style.fontSize).toBe('90%');
  });
});
