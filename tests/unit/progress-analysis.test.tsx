// @vitest-environment jsdom
/**
 * /progress, mock-test analysis (src/islands/progress/MockAnalysis.tsx): the
 * trend and the accuracy charts each come with a table of the same figures
 * (what assistive technology reads; the canvas is aria-hidden), and nothing
 * is charted before the first attempt.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockAnalysis as Analysis } from '#core/schemas/responses/progress.ts';

const get = vi.fn();
vi.mock('#src/lib/client/index.ts', () => ({ api: { get: (...args: unknown[]) => get(...args) }, apiErrorMessage: (e: Error) => e.message }));
const { MockAnalysis } = await import('#src/islands/progress/MockAnalysis.tsx');

afterEach(() => {
  cleanup();
  get.mockReset();
});

const DATA: Analysis = {
  attempts: [
    { attemptId: 'a1', slug: 'ibps', name: 'IBPS PO Prelims', submittedAt: '2026-01-05T10:00:00Z', score: 41.5, max_score: 100, scorePercent: 41.5, percentile: 62.5, ranked: true, late: false },
    { attemptId: 'a2', slug: 'ibps', name: 'IBPS PO Prelims', submittedAt: '2026-01-09T10:00:00Z', score: 55, max_score: 100, scorePercent: 55, percentile: null, ranked: false, late: true },
  ],
  sections: [
    { name: 'English Language', attempted: 40, correct: 30, accuracy: 75 },
    { name: 'Quantitative Aptitude', attempted: 50, correct: 35, accuracy: 70 },
  ],
  topics: [{ topic: 'Arithmetic', attempted: 20, correct: 12, accuracy: 60 }],
};

describe('mock-test analysis on /progress', () => {
  it('charts the trend and the accuracy, each with its figures in a table', async () => {
    get.mockResolvedValue({ data: DATA });
    render(<MockAnalysis />);
    const trend = await screen.findByTestId('trend-chart');
    expect(get).toHaveBeenCalledWith('/progress/mock-analysis', expect.anything());
    const rows = within(trend).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1. 5 JanIBPS PO Prelims41.5 / 10062.5', '2. 9 JanIBPS PO Prelims late55 / 100—']);
    expect(trend.querySelector('.chart-canvas')?.getAttribute('aria-hidden')).toBe('true');
    const sections = screen.getByTestId('section-chart');
    expect(within(sections).getByRole('table').textContent).toContain('Quantitative Aptitude503570%');
    expect(within(screen.getByTestId('topic-chart')).getByRole('rowheader', { name: 'Arithmetic' })).toBeTruthy();
  });

  it('accuracy by topic lists the 10 most attempted its title names, not all 20 (issue 26)', async () => {
    const topics = Array.from({ length: 20 }, (_, i) => ({ topic: `Topic ${String(i + 1).padStart(2, '0')}`, attempted: 40 - i, correct: 20, accuracy: 50 }));
    get.mockResolvedValue({ data: { ...DATA, topics } });
    render(<MockAnalysis />);
    const chart = await screen.findByTestId('topic-chart');
    expect(chart.textContent).toContain('Accuracy by topic (your 10 most attempted)');
    const names = within(chart).getAllByRole('rowheader').map((h) => h.textContent);
    expect(names).toEqual(topics.slice(0, 10).map((t) => t.topic));
  });

  it('each attempt in the trend table opens its own result (issue 26)', async () => {
    get.mockResolvedValue({ data: DATA });
    render(<MockAnalysis />);
    const trend = await screen.findByTestId('trend-chart');
    expect(within(trend).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/mock-test/test/ibps?attempt=a1', '/mock-test/test/ibps?attempt=a2']);
  });

  it('before the first attempt: an invitation, no chart', async () => {
    get.mockResolvedValue({ data: { attempts: [], sections: [], topics: [] } });
    render(<MockAnalysis />);
    expect(await screen.findByText(/appear here after your first mock test/)).toBeTruthy();
    expect(screen.queryByTestId('trend-chart')).toBeNull();
  });
});
