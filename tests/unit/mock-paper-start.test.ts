/**
 * Issue 28, the runner's start (src/islands/mock/api.ts `mockApi.start`) against a fake request layer: the small
 * POST start `{ paper: false }` and the paper from its cacheable address go out together (not one after the other),
 * the paper without the sign-in (so a CDN answers it); its version is checked against the start's and fetched again
 * at the start's address when it differs or failed (the attempt exists by then), GET start as the last resort; a
 * live test's LIVE_NOT_OPEN a moment early is retried for both.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockPaper, MockStartTicket } from '#core/schemas/mock-attempt.ts';

const get = vi.fn();
const post = vi.fn();
let token: string | null = null;
vi.mock('#src/lib/client/index.ts', async (original) => {
  const real = await original<typeof import('#src/lib/client/index.ts')>();
  return {
    ...real,
    api: { get: (...args: unknown[]) => get(...args), post: (...args: unknown[]) => post(...args) },
    getAuth: () => ({ getToken: () => token }),
    joinDeviceAttempts: vi.fn(async () => undefined),
    rememberSignedOutAttempt: vi.fn(),
    browserStorage: () => null,
  };
});
const { mockApi } = await import('#src/islands/mock/api.ts');
const { ApiRequestError } = await import('#src/lib/client/index.ts');

const mock = { slug: 'quiz', name: 'Quiz', updated_at: '2026-11-28T10:00:00.000Z' };
const questions = [{ id: 1, position: 1, question: 'Q1?', options: ['a', 'b', 'c', 'd'], section_id: null, question_hi: null, options_hi: null }];
const paper = (version: string): MockPaper => ({ version, mock, questions }) as unknown as MockPaper;
const ticket = (version: string): MockStartTicket => ({
  serverTime: '2026-11-28T10:00:00.000Z',
  startedAt: '2026-11-28T10:00:00.000Z',
  deadline: '2026-11-28T10:10:00.000Z',
  attempt: { id: 'attempt-0001', token: 'tok' },
  live: null,
  paper: { version, url: `/mocks/quiz/paper?v=${version}` },
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  token = null;
});
afterEach(() => vi.useRealTimers());

describe('the runner’s start: a small POST and the cacheable paper in parallel', () => {
  it('asks both at once (the paper without the sign-in), then joins them; the start answer has the paper in place', async () => {
    token = 'signed-in';
    const paperAnswer = deferred<MockPaper>();
    const startAnswer = deferred<MockStartTicket>();
    get.mockReturnValueOnce(paperAnswer.promise);
    post.mockReturnValueOnce(startAnswer.promise);
    const started = mockApi.start('quiz', { version: '111' });
    await flush();
    // Both requests are out before either is answered.
    expect(get).toHaveBeenCalledWith('/mocks/quiz/paper?v=111', { shared: true });
    expect(post).toHaveBeenCalledWith('/mocks/quiz/start', { paper: false });
    startAnswer.resolve(ticket('111'));
    paperAnswer.resolve(paper('111'));
    const { start } = await started;
    expect(start).toMatchObject({ mock, questions, attempt: { id: 'attempt-0001' }, deadline: '2026-11-28T10:10:00.000Z', live: null });
    expect(start).not.toHaveProperty('paper');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('without a build version asks the current paper; another version than the start’s is fetched again at the start’s address', async () => {
    get.mockResolvedValueOnce(paper('100')).mockResolvedValueOnce(paper('222'));
    post.mockResolvedValueOnce(ticket('222'));
    const { start } = await mockApi.start('quiz');
    expect(get.mock.calls.map((c) => c[0])).toEqual(['/mocks/quiz/paper', '/mocks/quiz/paper?v=222']);
    expect(start.questions).toEqual(questions);
  });

  it('a paper that failed after the attempt was made is asked again, then from GET start: the attempt is not lost', async () => {
    vi.useFakeTimers();
    get
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ mock, questions, serverTime: '', startedAt: '', deadline: '', attempt: null });
    post.mockResolvedValueOnce(ticket('333'));
    const started = mockApi.start('quiz', { version: '333' });
    await vi.runAllTimersAsync();
    const { start } = await started;
    expect(start.questions).toEqual(questions);
    expect(start.attempt).toEqual({ id: 'attempt-0001', token: 'tok' });
    expect(get.mock.calls.map((c) => c[0])).toEqual([
      '/mocks/quiz/paper?v=333',
      '/mocks/quiz/paper?v=333',
      '/mocks/quiz/paper?v=333',
      '/mocks/quiz/paper?v=333',
      '/mocks/quiz/start',
    ]);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a live test refused a moment before its opening: both are asked again after a second', async () => {
    vi.useFakeTimers();
    const early = () => new ApiRequestError('opens at …', { status: 409, code: 'LIVE_NOT_OPEN' });
    get.mockRejectedValueOnce(early()).mockResolvedValueOnce(paper('444'));
    post.mockRejectedValueOnce(early()).mockResolvedValueOnce(ticket('444'));
    const started = mockApi.start('quiz', { version: '444' });
    await vi.runAllTimersAsync();
    const { start } = await started;
    expect(start.questions).toEqual(questions);
    expect(get).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('a failed start fails (the paper alone starts nothing)', async () => {
    get.mockResolvedValueOnce(paper('555'));
    post.mockRejectedValueOnce(new Error('offline'));
    await expect(mockApi.start('quiz', { version: '555' })).rejects.toThrow('offline');
  });
});
