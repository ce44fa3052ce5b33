// @vitest-environment jsdom
/**
 * Issue 30: "Bookmark" and "Report this question" under an answered practice question (src/islands/practice/tools.ts,
 * loaded by the runner at the first answer), in jsdom against a fake request layer: the review's texts, checks and
 * calls — signed out the sign-in link back to the topic page and a report; signed in the bookmark's state read in one
 * batch, toggled with PUT and shown as in the review; the report's rule messages in Hindi on a Hindi page; nothing of
 * it loaded before the first answer, and the tools of the question answered, not of the next one.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { report as en } from '#core/i18n/en/exam/report.ts';
import { report as hi } from '#core/i18n/hi/exam/report.ts';
import type { PracticeSet } from '#core/schemas/practice.ts';
import { STORAGE_KEYS } from '#src/lib/client/storage.ts';

// The request layer (ky and the auth controller): bookmarks and reports go through it, as in the review.
const account = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn(), loaded: 0 }));
vi.mock('#src/lib/client/client.ts', () => {
  account.loaded++;
  return { api: { get: account.get, post: account.post, put: account.put, delete: account.delete }, sendDevicePractice: () => Promise.resolve() };
});

const NOW = '2026-12-01T09:00:00.000Z';
const question = (id: number) => ({
  id,
  question: `Question ${id}?`,
  options: ['one', 'two', 'three', 'four'],
  correct: 1,
  explanations: ['no', 'yes', 'no', 'no'],
  question_hi: null,
  options_hi: null,
  explanations_hi: null,
});
const set = { slug: 'ssc-percentage-practice-1', name: 'Percentage 1', questions: [question(41), question(42)] } as unknown as PracticeSet;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.endsWith('/public/current-api-key')) return json({ success: true, apiKey: 'k1', keyType: 'rotating', expiresAt: null, createdAt: NOW, rotatesAt: null, message: 'ok' });
  if (url.includes('/question-bank/sets/')) return json({ data: set });
  return json({ error: 'Not found' }, 404);
});

const root = () => document.querySelector<HTMLElement>('[data-practice]')!;
const tools = () => root().querySelector<HTMLElement>('[data-question-tools]');
const byText = (text: string) => [...root().querySelectorAll<HTMLElement>('button, a')].find((b) => b.textContent?.trim().endsWith(text.trim()));
const signIn = () => {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify({ uid: 'u1', email: 'a@b.c' }));
  localStorage.setItem(STORAGE_KEYS.identity, JSON.stringify({ uid: 'u1', email: 'a@b.c' }));
};

async function answerFirst() {
  const { mount } = await import('#src/islands/practice/runner.ts');
  mount(root());
  await vi.waitFor(() => expect(root().querySelectorAll('.practice-option')).toHaveLength(4));
  // Nothing of the tools before the first answer.
  expect(tools()).toBeNull();
  root().querySelector<HTMLButtonElement>('.practice-option[data-option="0"]')!.click();
  await vi.waitFor(() => expect(tools()).not.toBeNull());
  return tools()!;
}

async function report(reason: string, text: string) {
  const form = root().querySelector<HTMLFormElement>('form.mx-report')!;
  if (reason) form.querySelector<HTMLInputElement>(`input[value="${reason}"]`)!.click();
  form.querySelector('textarea')!.value = text;
  form.requestSubmit();
  await Promise.resolve();
  return form;
}

beforeEach(() => {
  vi.resetModules();
  for (const f of [account.get, account.post, account.put, account.delete]) f.mockReset();
  account.loaded = 0;
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  document.documentElement.lang = 'en';
  history.replaceState(null, '', '/practice/ssc/quantitative-aptitude/percentage');
  document.body.innerHTML =
    '<div data-practice data-path="ssc/quantitative-aptitude/percentage" data-sets="ssc-percentage-practice-1" data-signin="/auth/sign-in" data-progress="/progress"></div>';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('practice runner: bookmark and report after an answer', () => {
  it('signed out: "Sign in to bookmark" comes back to the topic; the report is checked by the rule, then sent as in the review', async () => {
    const bar = await answerFirst();
    expect(bar.dataset.questionTools).toBe('41');
    const signInLink = bar.querySelector<HTMLAnchorElement>('[data-bookmark-signin]')!;
    expect(signInLink.textContent).toBe(`☆${en.signInToBookmark}`);
    expect(signInLink.getAttribute('href')).toBe(`/auth/sign-in?redirect=${encodeURIComponent('/practice/ssc/quantitative-aptitude/percentage')}`);
    expect(bar.querySelector('[data-bookmark]')).toBeNull();

    const open = bar.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    expect(open.textContent).toBe(`⚑${en.report}`);
    expect(open.getAttribute('aria-label')).toBe(en.reportLabel('Question 1 of 2'));
    open.click();
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(root().querySelector('form.mx-report legend')?.textContent).toBe(en.whatIsWrong);

    // The rule's own messages, under the field: no reason; "other" without details.
    let form = await report('', '');
    expect(form.querySelector('[role=alert]')?.textContent).toBe(en.messages.reason);
    form = await report('other', 'bad');
    expect(form.querySelector('[role=alert]')?.textContent).toBe(en.messages.other);
    expect(form.querySelector('textarea')?.getAttribute('aria-invalid')).toBe('true');
    expect(account.post).not.toHaveBeenCalled();

    account.post.mockResolvedValue({ data: { id: 1, message: 'Thank you. Your report was sent to the editors.' } });
    await report('wrong_answer', '  option C is right  ');
    await vi.waitFor(() => expect(root().querySelector('.mx-qtools-sent')?.textContent).toBe(en.thanks));
    expect(account.post).toHaveBeenCalledWith('/mocks/questions/41/reports', { reason: 'wrong_answer', text: 'option C is right' });
    expect(root().querySelector('form.mx-report')).toBeNull();
    expect(open.getAttribute('aria-expanded')).toBe('false');
    // Signed out, no bookmark state was asked for.
    expect(account.get).not.toHaveBeenCalled();
  });

  it('a refused report keeps the form with the server’s message', async () => {
    await answerFirst();
    byText(en.report)!.click();
    account.post.mockRejectedValue(new Error('Too many reports: try again in a minute'));
    const form = await report('typo', '');
    await vi.waitFor(() => expect(form.querySelector('[role=alert]')?.textContent).toBe('Too many reports: try again in a minute'));
    expect(form.isConnected).toBe(true);
    expect(form.querySelector<HTMLButtonElement>('button[type=submit]')!.disabled).toBe(false);
  });

  it('signed in: the bookmark’s state in one GET, toggled with PUT, "Bookmarked" and the revision list link', async () => {
    signIn();
    account.get.mockResolvedValue({ data: [], pagination: {}, facets: [] });
    account.put.mockResolvedValue({ data: { questionId: 41, bookmarked: true } });
    const bar = await answerFirst();
    const button = () => bar.querySelector<HTMLButtonElement>('button[data-bookmark]')!;
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    expect(account.get).toHaveBeenCalledWith('/progress/bookmarks', { searchParams: { questions: '41', limit: 200 } });
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(button().getAttribute('aria-label')).toBe(en.bookmarkLabel('Question 1 of 2'));
    expect(button().textContent).toBe(`☆ ${en.bookmark}`);
    expect(bar.querySelector('[data-bookmark-signin]')).toBeNull();

    button().click();
    await vi.waitFor(() => expect(button().dataset.bookmark).toBe('on'));
    expect(account.put).toHaveBeenCalledWith('/progress/bookmarks/41');
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    expect(button().textContent).toBe(`★ ${en.bookmarked}`);
    expect(button().getAttribute('aria-pressed')).toBe('true');
    const link = bar.querySelector<HTMLAnchorElement>('.mx-qtool-link')!;
    expect(link.hidden).toBe(false);
    expect(link.getAttribute('href')).toBe('/progress#revision');

    // The next question has its own tools (the first one's are gone), and asks for its own state.
    byText('Next question')!.click();
    expect(tools()).toBeNull();
    root().querySelector<HTMLButtonElement>('.practice-option[data-option="1"]')!.click();
    await vi.waitFor(() => expect(tools()?.dataset.questionTools).toBe('42'));
    await vi.waitFor(() => expect(account.get).toHaveBeenCalledWith('/progress/bookmarks', { searchParams: { questions: '42', limit: 200 } }));
  });

  it('a refused bookmark rolls back with the message', async () => {
    signIn();
    account.get.mockResolvedValue({ data: [], pagination: {}, facets: [] });
    account.put.mockRejectedValue(new Error('Question not found'));
    const bar = await answerFirst();
    const button = () => bar.querySelector<HTMLButtonElement>('button[data-bookmark]')!;
    await vi.waitFor(() => expect(button().disabled).toBe(false));
    button().click();
    await vi.waitFor(() => expect(bar.querySelector('[role=alert]')?.textContent).toBe('Question not found'));
    expect(button().dataset.bookmark).toBe('off');
  });

  it('a Hindi page: the review’s Hindi texts and the rule’s messages in Hindi', async () => {
    document.documentElement.lang = 'hi';
    const bar = await answerFirst();
    expect(bar.querySelector('[data-bookmark-signin]')?.textContent).toBe(`☆${hi.signInToBookmark}`);
    byText(hi.report)!.click();
    const form = await report('', '');
    expect(form.querySelector('legend')?.textContent).toBe(hi.whatIsWrong);
    expect(form.querySelector('[role=alert]')?.textContent).toBe(hi.messages.reason);
  });
});
