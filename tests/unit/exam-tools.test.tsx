// @vitest-environment jsdom
/**
 * Issue 29, the real exam screen's remaining tools, in the runner island
 * (jsdom, fake API): the instructions and the declaration before the start
 * (Start Test disabled until it is ticked; English and Hindi on a bilingual
 * paper, with the test's own text), the palette's > / < (kept with the
 * attempt across a remount), the Question Paper (every question of the
 * section, no answers; choosing one goes to it) and the calculator (only on a
 * test that allows one; keyboard typing stays out of the exam's shortcuts).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockApi } from '#src/islands/mock/api.ts';
import MockRunner from '#src/islands/mock/MockRunner.tsx';
import type { AttemptStart } from '#core/mock/attempt.ts';
import type { MockInfo } from '#core/mock/snapshot.ts';
import { agreeToInstructions } from '../support/instructions';

const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const MIN = 60_000;
const TEST: MockInfo = {
  slug: 'tools-test',
  name: 'Tools Test',
  description: 'A demo.',
  category_name: 'Banking',
  timer: 10,
  negative_marks: 0.25,
  question_count: 5,
  languages: ['en', 'hi'],
  instructions: 'Rough work on the sheet given.\nNo phones.',
  instructions_hi: 'रफ़ कार्य दी गई शीट पर करें।\nफ़ोन नहीं।',
  calculator: false,
};

function startResponse(test: MockInfo): AttemptStart {
  return {
    mock: { ...test, id: 9 },
    questions: [0, 1, 2, 3, 4].map((i) => ({
      id: 70 + i,
      position: i + 1,
      question: `Paper question number ${i + 1}?`,
      options: [`P${i + 1} A`, `P${i + 1} B`, `P${i + 1} C`, `P${i + 1} D`],
      section_id: null,
      question_hi: `प्रश्न संख्या ${i + 1}?`,
      options_hi: [`क${i + 1}`, `ख${i + 1}`, `ग${i + 1}`, `घ${i + 1}`],
    })),
    serverTime: new Date(T0).toISOString(),
    startedAt: new Date(T0).toISOString(),
    deadline: new Date(T0 + test.timer * MIN).toISOString(),
    attempt: null,
  };
}

let clock = T0;
const now = () => clock;
const fakeApi = (test: MockInfo): MockApi => ({
  start: vi.fn(async () => ({ start: startResponse(test), sentAt: clock, receivedAt: clock })),
  submit: vi.fn(async () => {
    throw new Error('not in these tests');
  }),
});
const mount = (test: MockInfo = TEST) => render(<MockRunner test={test} client={fakeApi(test)} now={now} tickMs={20} locale="en" />);
const startButton = () => screen.getByRole('button', { name: 'Start Test' }) as HTMLButtonElement;
const exam = () => screen.getByTestId('mock-exam');

async function startTest(test: MockInfo = TEST) {
  const user = userEvent.setup();
  mount(test);
  await agreeToInstructions();
  await waitFor(() => expect(startButton().disabled).toBe(false));
  await user.click(startButton());
  await screen.findByTestId('mock-exam');
  return user;
}

beforeEach(() => {
  clock = T0;
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => cleanup());

describe('instructions before the start', () => {
  it('Start Test stays disabled until "I have read and understood the instructions" is ticked', async () => {
    const user = userEvent.setup();
    mount();
    const box = (await screen.findByRole('checkbox', { name: 'I have read and understood the instructions.' })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    // Hydrated and ready, but not confirmed: still disabled, and it says why.
    expect(startButton().disabled).toBe(true);
    expect(screen.getByTestId('mock-start').textContent).toContain('Start Test is enabled once you tick the box.');
    await user.click(box);
    expect(startButton().disabled).toBe(false);
    await user.click(box);
    expect(startButton().disabled).toBe(true);
  });

  it('general CBT instructions, then the test’s marking, language, calculator and own text; in Hindi with the paper', async () => {
    const user = userEvent.setup();
    mount();
    const box = screen.getByTestId('mock-instructions');
    expect(within(box).getByRole('heading', { name: 'General Instructions' })).toBeTruthy();
    expect(box.textContent).toContain('The test has 5 questions and lasts 10 minutes.');
    expect(box.textContent).toContain('The > on the edge of the palette hides it');
    expect(box.textContent).toContain('Marking: +1 for each correct answer · −0.25 for each wrong answer · 0 for unanswered questions.');
    expect(box.textContent).toContain('No calculator is allowed in this test.');
    expect(within(screen.getByTestId('instructions-own')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rough work on the sheet given.', 'No phones.']);
    // The paper's language switch (below Start Test) turns them Hindi, the declaration too.
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(false));
    await user.click(within(screen.getByRole('group', { name: 'Language of the paper' })).getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(screen.getByTestId('mock-instructions').getAttribute('lang')).toBe('hi'));
    const hi = screen.getByTestId('mock-instructions');
    expect(within(hi).getByRole('heading', { name: 'सामान्य निर्देश' })).toBeTruthy();
    expect(hi.textContent).toContain('इस टेस्ट में 5 प्रश्न हैं');
    expect(within(screen.getByTestId('instructions-own')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['रफ़ कार्य दी गई शीट पर करें।', 'फ़ोन नहीं।']);
    expect(screen.getByRole('checkbox', { name: 'मैंने सभी निर्देशों को पढ़ और समझ लिया है।' })).toBeTruthy();
  });

  it('a test without its own text shows none; the calculator line says it is allowed', () => {
    mount({ ...TEST, instructions: '', instructions_hi: null, calculator: true });
    expect(screen.queryByTestId('instructions-own')).toBeNull();
    expect(screen.getByTestId('mock-instructions').textContent).toContain('An on-screen calculator is allowed in this test');
  });
});

describe('the palette’s > and <', () => {
  it('collapses and expands the palette (aria-expanded, aria-controls) and keeps it for the attempt', async () => {
    const user = await startTest();
    const toggle = within(exam()).getByTestId('palette-toggle');
    const side = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(side.tagName).toBe('ASIDE');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(side.hidden).toBe(false);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(side.hidden).toBe(true);
    expect(exam().dataset.palette).toBe('collapsed');
    expect(toggle.textContent).toBe('<');
    // Kept with the attempt: a reload (remount) opens it collapsed.
    cleanup();
    mount();
    const again = await screen.findByTestId('palette-toggle');
    expect(again.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(again);
    expect(screen.getByTestId('palette-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('palette-toggle').textContent).toBe('>');
  });
});

describe('Question Paper', () => {
  it('lists every question of the section with its text (no answers) and goes to the one chosen', async () => {
    const user = await startTest();
    await user.click(within(exam()).getAllByTestId('question-paper-button')[0]);
    const paper = await screen.findByRole('dialog', { name: /Question Paper/ });
    const items = paper.querySelectorAll('[data-paper-question]');
    expect(items).toHaveLength(5);
    expect(items[3].textContent).toContain('Paper question number 4?');
    expect(items[3].textContent).toContain('P4 C');
    expect(paper.textContent).not.toMatch(/correct/i);
    await user.click(within(paper).getByRole('button', { name: 'Go to question 4' }));
    expect(screen.queryByRole('dialog', { name: /Question Paper/ })).toBeNull();
    expect(exam().dataset.current).toBe('4');
    expect(screen.getByTestId('question-text').textContent).toBe('Paper question number 4?');
  });

  it('closes with Escape and is in the paper’s language', async () => {
    const user = await startTest();
    await user.click(within(exam()).getByRole('button', { name: 'हिन्दी' }));
    await waitFor(() => expect(screen.getByTestId('question-text').textContent).toBe('प्रश्न संख्या 1?'));
    await user.click(within(exam()).getAllByTestId('question-paper-button')[0]);
    const paper = await screen.findByRole('dialog', { name: /Question Paper/ });
    expect(paper.querySelector('[data-paper-question="2"] .mx-paper-text')!.textContent).toBe('प्रश्न संख्या 2?');
    expect(paper.querySelector('[data-paper-question="2"] .mx-paper-text')!.getAttribute('lang')).toBe('hi');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: /Question Paper/ })).toBeNull();
  });
});

describe('calculator', () => {
  it('is not there at all on a test without it', async () => {
    await startTest();
    expect(screen.queryByTestId('calculator-toggle')).toBeNull();
    expect(screen.queryByTestId('calculator')).toBeNull();
  });

  it('on a test with it: buttons and the keyboard compute, the exam keys stay off inside it, Escape closes it', async () => {
    const user = await startTest({ ...TEST, calculator: true });
    const toggle = screen.getByTestId('calculator-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const calc = screen.getByRole('dialog', { name: 'Calculator' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const display = within(calc).getByTestId('calculator-display');
    for (const k of ['1', '2']) await user.click(within(calc).getByRole('button', { name: k }));
    await user.click(within(calc).getByRole('button', { name: 'Plus' }));
    await user.click(within(calc).getByRole('button', { name: '3' }));
    await user.click(within(calc).getByRole('button', { name: 'Equals' }));
    expect(display.textContent).toBe('15');
    // Typed with the focus in the calculator: '2' and '3' are digits here, not options of the question.
    within(calc).getByRole('button', { name: 'Clear all' }).focus();
    await user.keyboard('{Backspace}');
    await user.keyboard('2*3=');
    expect(display.textContent).toBe('6');
    expect(screen.queryAllByRole('radio', { checked: true }).filter((r) => (r as HTMLInputElement).name === 'mx-option')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Calculator' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    // The exam keys work again outside it; the calculator kept its value.
    await user.keyboard('2');
    expect((screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).name === 'mx-option')[1] as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    expect(within(screen.getByRole('dialog', { name: 'Calculator' })).getByTestId('calculator-display').textContent).toBe('6');
  });
});
