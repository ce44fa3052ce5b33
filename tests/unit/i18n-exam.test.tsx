// @vitest-environment jsdom
/**
 * Issue 27: the exam screen's chrome in the page's language. With
 * `<html lang="hi">` the start screen, buttons, palette legend and submit
 * dialog are Hindi; a bilingual paper opens in Hindi there (the paper
 * language, separate from the UI's, still switches); an English-only paper
 * says so before the start. English pages are covered by mock-runner.test.tsx.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockApi } from '#src/islands/mock/api.ts';
import MockRunner from '#src/islands/mock/MockRunner.tsx';
import type { AttemptStart } from '#core/mock/attempt.ts';
import type { MockInfo } from '#core/mock/snapshot.ts';
import type { SubmitAnswer } from '#core/mock/submit.ts';
import { agreeToInstructions } from '../support/instructions';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const TEST: MockInfo = { slug: 'hi-test', name: 'Demo Mock Test', description: '', category_name: 'SSC', timer: 10, negative_marks: 0.5, question_count: 3 };

function startResponse(hindi: boolean): AttemptStart {
  return {
    mock: { ...TEST, id: 9, languages: hindi ? ['en', 'hi'] : ['en'] },
    questions: [0, 1, 2].map((i) => ({
      id: 70 + i,
      position: i + 1,
      question: `English question ${i + 1}?`,
      options: ['A', 'B', 'C', 'D'],
      section_id: null,
      question_hi: hindi ? `हिन्दी प्रश्न ${i + 1}?` : null,
      options_hi: hindi ? ['क', 'ख', 'ग', 'घ'] : null,
    })),
    serverTime: new Date(T0).toISOString(),
    startedAt: new Date(T0).toISOString(),
    deadline: new Date(T0 + TEST.timer * 60_000).toISOString(),
    attempt: null,
  } as AttemptStart;
}

const api = (hindi: boolean): MockApi => ({
  start: vi.fn(async () => ({ start: startResponse(hindi), sentAt: T0, receivedAt: T0 })),
  submit: vi.fn(async () => ({ answerKey: [], attempt: null }) as unknown as SubmitAnswer),
});

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});
afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
});

async function start(hindi: boolean) {
  const user = userEvent.setup();
  const test = hindi ? { ...TEST, languages: ['en', 'hi'] as MockInfo['languages'] } : TEST;
  render(<MockRunner test={test} client={api(hindi)} now={() => T0} tickMs={20} />);
  const button = await screen.findByRole('button', { name: 'टेस्ट शुरू करें' });
  await agreeToInstructions();
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return { user, button };
}

describe('exam chrome on a Hindi page', () => {
  it('start screen, legend, buttons and submit dialog are Hindi; a bilingual paper opens in Hindi and still switches', async () => {
    document.documentElement.lang = 'hi';
    const { user, button } = await start(true);
    const startScreen = screen.getByTestId('mock-start');
    const legend = within(startScreen).getByRole('list', { name: 'पैलेट के संकेत' });
    for (const label of ['नहीं देखा', 'उत्तर नहीं दिया', 'उत्तर दिया', 'पुनर्विचार के लिए चिह्नित']) expect(legend.textContent).toContain(label);
    expect(startScreen.textContent).toContain('3 प्रश्न');
    expect(startScreen.textContent).not.toContain('Save & Next');
    // The paper language defaults to the page's: Hindi.
    expect(within(screen.getByTestId('language-switch')).getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(button);

    const exam = await screen.findByTestId('mock-exam');
    expect(screen.getByTestId('question-text').textContent).toBe('हिन्दी प्रश्न 1?');
    for (const name of ['सेव करें और आगे बढ़ें', 'पुनर्विचार के लिए चिह्नित करें और आगे बढ़ें', 'उत्तर मिटाएँ', 'पिछला'])
      expect(within(exam).getByRole('button', { name })).toBeTruthy();
    expect(exam.textContent).toContain('प्रश्न संख्या 1');
    expect(exam.textContent).toContain('शेष समय');
    for (const english of ['Save & Next', 'Clear Response', 'Not Visited', 'Question No.', 'Time Left']) expect(exam.textContent).not.toContain(english);

    // The in-test switch still changes the paper (not the UI).
    await user.click(within(exam).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByTestId('question-text').textContent).toBe('English question 1?'));
    expect(within(exam).getByRole('button', { name: 'सेव करें और आगे बढ़ें' })).toBeTruthy();

    await user.click(within(exam).getAllByRole('button', { name: 'सबमिट करें' })[0]);
    const dialog = await screen.findByTestId('submit-dialog');
    expect(within(dialog).getByRole('heading', { name: 'टेस्ट सबमिट करें?' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'टेस्ट पर वापस जाएँ' })).toBeTruthy();
    expect(dialog.textContent).toContain('उत्तर दिया और पुनर्विचार के लिए चिह्नित');
  });

  it('an English-only paper is labelled so before the start (Hindi page only)', async () => {
    document.documentElement.lang = 'hi';
    await start(false);
    expect(screen.getByTestId('paper-english-only').textContent).toBe('यह प्रश्नपत्र केवल अंग्रेज़ी में है');
    expect(screen.queryByTestId('language-switch')).toBeNull();
    cleanup();
    document.documentElement.lang = 'en';
    render(<MockRunner test={TEST} client={api(false)} now={() => T0} tickMs={20} />);
    expect(screen.queryByTestId('paper-english-only')).toBeNull();
  });

  it('a locale prop (server-rendered pages) wins over <html lang>', () => {
    render(<MockRunner test={TEST} client={api(false)} now={() => T0} tickMs={20} locale="hi" />);
    expect(screen.getByRole('button', { name: 'टेस्ट शुरू करें' })).toBeTruthy();
  });
});
