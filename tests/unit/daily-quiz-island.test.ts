// @vitest-environment jsdom
/**
 * The daily quiz's framework-free island (src/islands/daily/mount.ts) in jsdom, against a fake API: the server's day
 * (not the device's), choosing and the count; signed out, a submitted sheet held on the device (nothing sent, the
 * request layer and its auth controller never load) until a sign-in sends it; the offline queue kept on the device
 * and sent when the browser is back online; a signed-in submit through the request layer (loaded then) with streak,
 * rank and today's board but no solutions (they open at midnight in India, for everyone); yesterday's solutions
 * checking this device's answers; the refusal after midnight that ends the retries with its message.
 * Offline (a reload without a connection): the day's questions as the device last loaded them (never a key), the
 * sheet and its answers, the notice, the submit held or queued until back online; the offline message when the
 * device never loaded the open day. The requests the page's head started (daily-prefetch.js) are used, not repeated.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daily as en } from '#core/i18n/en/account/daily.ts';
import { daily as hi } from '#core/i18n/hi/account/daily.ts';
import type { DailyQuiz, DailyResult, DailyToday } from '#core/schemas/daily-quiz.ts';
import { STORAGE_KEYS } from '#src/lib/client/storage.ts';

// The request layer (ky, the auth controller): a signed-in submit and its board go through it, nothing else does.
const account = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), loaded: 0 }));
vi.mock('#src/lib/client/client.ts', () => {
  account.loaded++;
  return { api: { get: account.get, post: account.post } };
});

const DAY = '2026-12-01';
const SERVER_NOW = '2026-12-01T18:28:00.000Z'; // 23:58 in India; the device below is a day behind
const today: DailyToday = { day: DAY, now: SERVER_NOW, opensAt: '2026-11-30T18:30:00.000Z', closesAt: '2026-12-01T18:30:00.000Z', yesterday: '2026-11-30' };
const q = (id: number) => ({ id, question: `Question ${id}?`, options: ['A1', 'B1', 'C1', 'D1'], question_hi: null, options_hi: null, exam: 'SSC', exam_hi: null, subject: 'GK', subject_hi: null, topic: 'T', topic_hi: null });
const quiz: DailyQuiz = { day: DAY, opensAt: today.opensAt, closesAt: today.closesAt, status: 'open', questions: [q(1), q(2)], key: null };
const key = [1, 2].map((id) => ({ id, correct: 0, explanations: ['right', 'no', 'no', 'no'], explanations_hi: null }));
const YESTERDAY = today.yesterday;
const yesterdayQuiz: DailyQuiz = { ...quiz, day: YESTERDAY, status: 'closed', key };
const ranked: DailyResult = { day: DAY, correct: 1, total: 2, answers: [0, null], timeTakenSeconds: 30, submittedAt: SERVER_NOW, clientId: 'abcdefgh12', streak: 3, rank: 2, of: 7 };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let offline = false;
const calls: { url: string; method: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
  if (url.endsWith('/public/current-api-key')) return json({ success: true, apiKey: 'k1', keyType: 'rotating', expiresAt: null, createdAt: SERVER_NOW, rotatesAt: null, message: 'ok' });
  if (offline) throw new TypeError('Failed to fetch');
  if (url.endsWith('/daily-quiz/today')) return json({ data: today });
  if (url.endsWith(`/daily-quiz/${DAY}`)) return json({ data: quiz });
  if (url.endsWith(`/daily-quiz/${YESTERDAY}`)) return json({ data: yesterdayQuiz });
  return json({ error: 'Not found' }, 404);
});

const root = () => document.querySelector<HTMLElement>('[data-daily-quiz]')!;
const text = () => root().textContent ?? '';
const radios = () => [...root().querySelectorAll<HTMLInputElement>('.daily-questions input[type=radio]')];
const submit = () => root().querySelector<HTMLFormElement>('form.daily-form')!.requestSubmit();
const signIn = () => {
  localStorage.setItem(STORAGE_KEYS.token, 'tok');
  localStorage.setItem(STORAGE_KEYS.profile, JSON.stringify({ uid: 'u1', email: 'a@b.c' }));
  localStorage.setItem(STORAGE_KEYS.identity, JSON.stringify({ uid: 'u1', email: 'a@b.c' }));
};

async function start() {
  const { mount } = await import('#src/islands/daily/mount.ts');
  mount(root());
  await vi.waitFor(() => expect(radios()).toHaveLength(8));
}

/** The islands' clocks and retries (real intervals): cleared after each test, or one fires after jsdom is gone. */
const intervals: number[] = [];
const realSetInterval = window.setInterval.bind(window);

beforeEach(() => {
  vi.spyOn(window, 'setInterval').mockImplementation(((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
    const id = realSetInterval(handler, ms, ...rest);
    intervals.push(id);
    return id;
  }) as typeof window.setInterval);
  vi.resetModules();
  offline = false;
  calls.length = 0;
  account.get.mockReset();
  account.post.mockReset();
  account.loaded = 0;
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(SERVER_NOW) - 86_400_000);
  document.documentElement.lang = 'en';
  document.body.innerHTML = '<div data-daily-quiz><p>Loading</p></div>';
});
afterEach(() => {
  for (const id of intervals.splice(0)) window.clearInterval(id);
  vi.mocked(window.setInterval).mockRestore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('daily quiz island', () => {
  it('signed out: the server’s day, the count; a submitted sheet is held on the device, nothing sent, until a sign-in sends it', async () => {
    await start();
    expect(root().querySelector('[data-daily-day]')?.getAttribute('data-daily-day')).toBe(DAY);
    expect(text()).toContain(en.signedOutNote);
    expect(text()).toContain(en.answered(0, 2));
    submit();
    expect(text()).toContain(en.answerOne);
    radios()[0].click();
    expect(text()).toContain(en.answered(1, 2));
    submit();
    await vi.waitFor(() => expect(root().querySelector('[data-daily-held]')?.textContent).toContain(en.held));
    // No score from anywhere while the day is open: nothing was sent, no request layer loaded.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(account.loaded).toBe(0);
    expect(JSON.parse(localStorage.getItem(`daily-quiz:v1:${DAY}`)!).pending.answers).toEqual([0, null]);
    // "Change answers" reopens the sheet; submitting holds it again.
    root().querySelector<HTMLButtonElement>('.daily-submit')!.click();
    expect(radios()[1].disabled).toBe(false);
    radios()[1].click();
    submit();
    await vi.waitFor(() => expect(root().querySelector('[data-daily-held]')).not.toBeNull());
    // Signed in (here, or in another tab): the held sheet goes as the counted submission.
    account.post.mockResolvedValue({ data: { ...ranked, answers: [1, null], correct: 0 } });
    account.get.mockResolvedValue({ day: DAY, entries: [], of: 7, me: null });
    signIn();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token }));
    await vi.waitFor(() => expect(root().querySelector('[data-daily-rank]')?.textContent).toBe(en.rank(2, 7)));
    expect(account.post).toHaveBeenCalledWith(`/daily-quiz/${DAY}/submit`, { answers: [1, null], timeTakenSeconds: expect.any(Number), clientId: expect.stringMatching(/^[0-9a-f]{24}$/) });
  });

  it('offline: the answers wait on the device (the note) and go when the browser is back online', async () => {
    signIn();
    account.post.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ data: ranked });
    account.get.mockResolvedValue({ day: DAY, entries: [], of: 7, me: null });
    await start();
    radios()[0].click();
    submit();
    await vi.waitFor(() => expect(text()).toContain(en.queued));
    expect(JSON.parse(localStorage.getItem(`daily-quiz:v1:${DAY}`)!).pending.answers).toEqual([0, null]);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(root().querySelector('[data-daily-score]')).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(`daily-quiz:v1:${DAY}`)!).pending).toBeUndefined();
  });

  it('signed in: the request layer loads to submit; streak, rank and today’s board', async () => {
    signIn();
    account.post.mockResolvedValue({ data: ranked });
    account.get.mockResolvedValue({ day: DAY, entries: [{ rank: 1, name: 'Asha', correct: 2, timeTakenSeconds: 20 }, { rank: 2, name: 'Me', correct: 1, timeTakenSeconds: 30 }], of: 7, me: { rank: 2, correct: 1, timeTakenSeconds: 30 } });
    await start();
    expect(text()).not.toContain(en.signedOutNote);
    radios()[0].click();
    submit();
    await vi.waitFor(() => expect(root().querySelector('[data-daily-rank]')?.textContent).toBe(en.rank(2, 7)));
    expect(root().querySelector('[data-daily-streak]')?.textContent).toBe(en.streak(3));
    expect(account.post).toHaveBeenCalledWith(`/daily-quiz/${DAY}/submit`, expect.objectContaining({ answers: [0, null] }));
    await vi.waitFor(() => expect(root().querySelectorAll(`[data-daily-board="${DAY}"] tbody tr`)).toHaveLength(2));
    expect(text()).toContain(en.yourPlace(2, 7));
    // The score, not the solutions: they open at the day's end for everyone.
    expect(root().querySelector('.daily-today [data-daily-solutions]')).toBeNull();
    expect(root().querySelector('[data-daily-solutions-at]')?.textContent).toMatch(/^The answers and explanations open to everyone at /);
  });

  it('yesterday’s solutions check the sheet this device held signed out', async () => {
    localStorage.setItem(`daily-quiz:v1:${YESTERDAY}`, JSON.stringify({ answers: [0, 1], startedAt: 0, pending: { answers: [0, 1], timeTakenSeconds: 40, clientId: 'abcdefgh12' } }));
    await start();
    const details = root().querySelector<HTMLDetailsElement>('#yesterday')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    await vi.waitFor(() => expect(root().querySelector('[data-daily-mine]')?.textContent).toBe(en.yourScore(1, 2)));
    expect([...root().querySelectorAll<HTMLElement>('#yesterday [data-daily-solutions] > li')].map((li) => li.dataset.verdict)).toEqual(['right', 'wrong']);
  });

  it('a refusal after midnight in India ends the retries with its message', async () => {
    signIn();
    account.post.mockRejectedValue(Object.assign(new Error('closed'), { status: 409, code: 'DAILY_CLOSED' }));
    await start();
    radios()[0].click();
    submit();
    await vi.waitFor(() => expect(text()).toContain(en.late));
    expect(JSON.parse(localStorage.getItem(`daily-quiz:v1:${DAY}`)!).pending).toBeUndefined();
    expect(root().querySelector<HTMLButtonElement>('.daily-submit')!.disabled).toBe(false);
  });
});

describe('offline: a reload without a connection', () => {
  const COPY = 'daily-quiz:v1:copy';
  let listeners: [string, EventListenerOrEventListenerObject][] = [];
  let online: ReturnType<typeof vi.spyOn> | null = null;

  /** A page view: the island mounted, its window listeners noted so a "reload" removes them. */
  async function view() {
    const add = vi.spyOn(window, 'addEventListener');
    const { mount } = await import('#src/islands/daily/mount.ts');
    mount(root());
    listeners.push(...add.mock.calls.map(([type, listener]) => [type, listener] as [string, EventListenerOrEventListenerObject]));
    add.mockRestore();
  }
  /** The tab reloads (the page from the service worker) with the network on or off. */
  async function reload(network: boolean) {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    listeners = [];
    vi.resetModules();
    offline = !network;
    online?.mockReturnValue(network);
    document.body.innerHTML = '<div data-daily-quiz><p>Loading</p></div>';
    calls.length = 0;
    await view();
  }
  const backOnline = () => {
    offline = false;
    online?.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  };
  const notice = () => root().querySelector('p[data-daily-offline], [data-daily-offline] > p')?.textContent;

  beforeEach(() => {
    online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    listeners = [];
    online?.mockRestore();
  });

  it('signed out: the questions as last loaded, the answers kept, a notice; the sheet is held; back online the page is whole again', async () => {
    await view();
    await vi.waitFor(() => expect(radios()).toHaveLength(8));
    radios()[1].click();
    // What the device keeps of the open day: the questions and the server's day, never a key.
    const copy = JSON.parse(localStorage.getItem(COPY)!);
    expect(copy.quiz.day).toBe(DAY);
    expect(copy.quiz.key).toBeNull();
    expect(copy.today.day).toBe(DAY);

    await reload(false);
    await vi.waitFor(() => expect(radios()).toHaveLength(8));
    expect(notice()).toBe(en.offlineCopy);
    expect(text()).not.toContain(en.loadFailed);
    expect(radios()[1].checked).toBe(true);
    expect(root().querySelector('[data-daily-day]')?.getAttribute('data-daily-day')).toBe(DAY);
    expect(root().querySelector('#yesterday')).toBeNull(); // it needs the network
    // Nothing was asked: offline is known without waiting for requests to fail.
    expect(calls.filter((c) => c.url.includes('/daily-quiz/'))).toEqual([]);
    radios()[4].click();
    submit();
    await vi.waitFor(() => expect(root().querySelector('[data-daily-held]')?.textContent).toContain(en.held));
    expect(JSON.parse(localStorage.getItem(`daily-quiz:v1:${DAY}`)!).pending.answers).toEqual([1, 0]);

    backOnline();
    await vi.waitFor(() => expect(root().querySelector('#yesterday')).not.toBeNull());
    expect(notice()).toBeUndefined();
    expect(root().querySelector('[data-daily-held]')).not.toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('signed in, in Hindi: the submit waits on the device offline and goes when the browser is back online', async () => {
    document.documentElement.lang = 'hi';
    signIn();
    await view();
    await vi.waitFor(() => expect(radios()).toHaveLength(8));
    radios()[0].click();

    await reload(false);
    await vi.waitFor(() => expect(radios()).toHaveLength(8));
    expect(notice()).toBe(hi.offlineCopy);
    expect(radios()[0].checked).toBe(true);
    account.post.mockResolvedValue({ data: ranked });
    account.get.mockResolvedValue({ day: DAY, entries: [], of: 7, me: null });
    submit();
    await vi.waitFor(() => expect(text()).toContain(hi.queued));
    expect(JSON.parse(localStorage.getItem(`daily-quiz:v1:${DAY}`)!).pending.answers).toEqual([0, null]);
    expect(account.post).not.toHaveBeenCalled(); // offline it waits, without trying

    backOnline();
    await vi.waitFor(() => expect(root().querySelector('[data-daily-score]')).not.toBeNull());
    expect(notice()).toBeUndefined();
    expect(account.post).toHaveBeenLastCalledWith(`/daily-quiz/${DAY}/submit`, expect.objectContaining({ answers: [0, null] }));
    expect(JSON.parse(localStorage.getItem(`daily-quiz:v1:${DAY}`)!).pending).toBeUndefined();
  });

  it('a patchy connection (the browser says online, the requests fail): the kept questions, not the failure', async () => {
    await view();
    await vi.waitFor(() => expect(radios()).toHaveLength(8));
    await reload(false);
    online?.mockReturnValue(true);
    for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    listeners = [];
    vi.resetModules();
    document.body.innerHTML = '<div data-daily-quiz><p>Loading</p></div>';
    await view();
    await vi.waitFor(() => expect(radios()).toHaveLength(8));
    expect(notice()).toBe(en.offlineCopy);
  });

  it('a device that never loaded the open day: the offline message (never the questions of a day over, never a kept key)', async () => {
    await reload(false);
    await vi.waitFor(() => expect(notice()).toBe(en.offlineNone));
    expect(root().querySelector('[role=alert] button')?.textContent).toBe(en.retry);
    expect(radios()).toHaveLength(0);

    // Yesterday's copy (its day is over by the server's clock) is not today's quiz.
    const past = { ...today, day: YESTERDAY, opensAt: '2026-11-29T18:30:00.000Z', closesAt: today.opensAt, offsetMs: 86_400_000 };
    localStorage.setItem(COPY, JSON.stringify({ today: past, quiz: { ...quiz, day: YESTERDAY } }));
    await reload(false);
    await vi.waitFor(() => expect(notice()).toBe(en.offlineNone));

    // A copy holding a key (none is ever written so) is not used.
    localStorage.setItem(COPY, JSON.stringify({ today: { ...today, offsetMs: 86_400_000 }, quiz: { ...quiz, key } }));
    await reload(false);
    await vi.waitFor(() => expect(notice()).toBe(en.offlineNone));
    expect(radios()).toHaveLength(0);
  });

  it('the requests the page’s head started are used, not asked again; a key refused there is asked the usual way', async () => {
    const sentAt = Date.now();
    (window as { __dailyPrefetch?: unknown }).__dailyPrefetch = {
      guess: DAY,
      today: Promise.resolve({ res: json({ data: today }), sentAt, receivedAt: sentAt }),
      quiz: Promise.resolve(json({ data: quiz })),
    };
    await view();
    await vi.waitFor(() => expect(radios()).toHaveLength(8));
    expect(calls.filter((c) => c.url.includes('/daily-quiz/'))).toEqual([]);
    expect(root().querySelector('[data-daily-day]')?.getAttribute('data-daily-day')).toBe(DAY);

    for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    listeners = [];
    vi.resetModules();
    document.body.innerHTML = '<div data-daily-quiz><p>Loading</p></div>';
    (window as { __dailyPrefetch?: unknown }).__dailyPrefetch = {
      guess: DAY,
      today: Promise.resolve({ res: json({ code: 'API_KEY_INVALID', error: 'Invalid API key' }, 401), sentAt, receivedAt: sentAt }),
      quiz: Promise.resolve(json({ code: 'API_KEY_INVALID', error: 'Invalid API key' }, 401)),
    };
    await view();
    await vi.waitFor(() => expect(radios()).toHaveLength(8));
    expect(calls.filter((c) => c.url.includes('/daily-quiz/')).map((c) => c.url.replace(/^.*\/api/, '')).sort()).toEqual([`/daily-quiz/${DAY}`, '/daily-quiz/today']);
  });
});
