// @vitest-environment jsdom
/**
 * /progress (src/islands/progress/ProgressDashboard.tsx), issue 26: the
 * history's score is the result's marks ("2 / 12"), never the share of
 * correct answers; accuracy has its own column; every attempt links to its
 * own result and review (`?attempt=`); the average is the marks share; a new
 * reader is not told "Series completed 0 of 0".
 * /hi/progress (issue 27): the same dashboard in Hindi — headings, labels,
 * the Intl hi-IN date and links under /hi/ — from the page's `locale` prop
 * (server-rendered island) or, without it, from `<html lang>`.
 * Issue 29: the compensatory-time declaration saves `compensatory_time`.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockAttempt, ProgressStats } from '#core/schemas/responses/progress.ts';

const get = vi.fn();
const updateProfile = vi.fn(async (_changes: unknown) => null);
vi.mock('#src/lib/client/index.ts', async () => {
  const { authState } = await import('../support/auth-state');
  return {
    api: { get: (...args: unknown[]) => get(...args), delete: vi.fn() },
    apiErrorMessage: (e: Error) => e.message,
    authPageHref: (kind: string, to: string) => `/auth/${kind}?redirect=${to}`,
    useAuth: () =>
      authState(true, {
        profile: { email: 'asha@example.com', phone: null, hide_name: false },
        auth: { updateProfile: (changes: unknown) => updateProfile(changes), signOut: vi.fn() },
      }),
  };
});

const { default: ProgressDashboard } = await import('#src/islands/progress/ProgressDashboard.tsx');

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
  get.mockReset();
});

// 12 questions, −1/3 per wrong answer: 4 correct, 6 wrong, 2 unanswered → 2 / 12; 33 % correct; accuracy 40 %.
const ATTEMPT: MockAttempt = {
  id: 7,
  clientAttemptId: 'client-attempt-1',
  mock: { id: 3, slug: 'reasoning-drill', name: 'Reasoning Drill' },
  total: 12,
  correct: 4,
  wrong: 6,
  unanswered: 2,
  score: 2,
  scorePercent: 16.7,
  accuracy: 40,
  percentage: 33,
  timeTakenSeconds: 300,
  startedAt: '2026-01-05T10:00:00Z',
  submittedAt: '2026-01-05T10:05:00Z',
  attemptId: 'srv-attempt-0001',
  max_score: 12,
  late: false,
  ranked: true,
};

function serve(stats: ProgressStats, attempts: MockAttempt[]) {
  get.mockImplementation(async (path: string) => {
    const page = (data: unknown[]) => ({ data, pagination: { total: data.length, page: 1, limit: 10, totalPages: 1 } });
    if (path === '/progress') return { data: { stats, recentArticles: [], series: [], recentMockAttempts: attempts } };
    if (path === '/progress/mock-test') return page(attempts);
    if (path === '/progress/articles') return page([]);
    if (path === '/progress/bookmarks') return { ...page([]), facets: [] };
    if (path === '/progress/mock-analysis') return { data: { attempts: [], sections: [], topics: [] } };
    throw new Error(`unexpected ${path}`);
  });
}

const STATS: ProgressStats = {
  articlesRead: 0,
  seriesStarted: 0,
  seriesCompleted: 0,
  mockAttempts: 1,
  averageScorePercent: 16.7,
  bestScorePercent: 16.7,
  averageAccuracy: 40,
  lastActivityAt: '2026-01-05T10:05:00Z',
};

describe('/progress', () => {
  it('history: the score is the marks (2 / 12), accuracy apart, and the attempt opens its own result', async () => {
    serve(STATS, [ATTEMPT]);
    render(<ProgressDashboard />);
    const history = await screen.findByRole('region', { name: 'Mock-test history' });
    const row = await within(history).findByRole('row', { name: /Reasoning Drill/ });
    const cells = within(row).getAllByRole('cell');
    const headers = within(history).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 3)).toEqual(['Test', 'Score', 'Accuracy']);
    expect(cells[1].textContent).toBe('2 / 12');
    expect(cells[2].textContent).toBe('40%');
    expect(row.textContent).not.toContain('33%');
    expect(within(row).getByRole('link', { name: 'Reasoning Drill' }).getAttribute('href')).toBe('/mock-test/test/reasoning-drill?attempt=srv-attempt-0001');
  });

  it('cards: the average score is the marks share; a new reader sees no "0 of 0"', async () => {
    serve(STATS, [ATTEMPT]);
    render(<ProgressDashboard />);
    const summary = await screen.findByRole('list', { name: 'Summary' });
    expect(summary.textContent).toContain('16.7%Average score (% of marks)');
    expect(summary.textContent).not.toContain('0 of 0');
    expect(summary.textContent).toContain('0Series started');
  });

  it('cards: with a series started, it counts the completed ones', async () => {
    serve({ ...STATS, seriesStarted: 2, seriesCompleted: 1 }, []);
    render(<ProgressDashboard />);
    const summary = await screen.findByRole('list', { name: 'Summary' });
    expect(summary.textContent).toContain('1 of 2Series completed');
  });
});

describe('profile: compensatory time (issue 29)', () => {
  it('a checkbox with what it does; ticking it saves compensatory_time', async () => {
    serve(STATS, []);
    render(<ProgressDashboard />);
    const box = await screen.findByRole('checkbox', { name: /entitled to compensatory time/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(/20 minutes per hour more in the real exams/)).toBeTruthy();
    fireEvent.click(box);
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ compensatory_time: true }));
  });

  it('in Hindi', async () => {
    serve(STATS, []);
    render(<ProgressDashboard locale="hi" />);
    expect(await screen.findByRole('checkbox', { name: /प्रतिपूरक समय की पात्रता/ })).toBeTruthy();
  });
});

describe('/hi/progress', () => {
  it('history and cards in Hindi, with a hi-IN date, and the attempt link under /hi/', async () => {
    serve(STATS, [ATTEMPT]);
    render(<ProgressDashboard locale="hi" />);
    const history = await screen.findByRole('region', { name: 'मॉक टेस्ट इतिहास' });
    const row = await within(history).findByRole('row', { name: /Reasoning Drill/ });
    expect(within(history).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['टेस्ट', 'स्कोर', 'सटीकता', 'समय', 'तारीख']);
    const cells = within(row).getAllByRole('cell');
    expect(cells[1].textContent).toBe('2 / 12');
    expect(cells[3].textContent).toBe('5 मिनट 0 सेकंड');
    expect(cells[4].textContent).toBe('5 जन॰ 2026');
    expect(within(row).getByRole('link', { name: 'Reasoning Drill' }).getAttribute('href')).toBe('/hi/mock-test/test/reasoning-drill?attempt=srv-attempt-0001');
    const summary = screen.getByRole('list', { name: 'सारांश' });
    expect(summary.textContent).toContain('16.7%औसत स्कोर (अंकों का %)');
    expect(screen.getByRole('heading', { name: 'आपकी प्रोफ़ाइल' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Mock-test history|Your profile|Average score/);
  });

  it('without a prop, the page language comes from <html lang>', async () => {
    document.documentElement.lang = 'hi';
    serve({ ...STATS, seriesStarted: 2, seriesCompleted: 1 }, []);
    render(<ProgressDashboard />);
    const summary = await screen.findByRole('list', { name: 'सारांश' });
    expect(summary.textContent).toContain('2 में से 1पूरी की गई सीरीज़');
    expect((await screen.findAllByRole('link', { name: 'मॉक टेस्ट दें' }))[0].getAttribute('href')).toBe('/hi/mock-test');
  });
});
