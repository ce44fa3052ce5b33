// @vitest-environment jsdom
/**
 * Issue 30, the dashboard's daily-quiz panel (src/islands/admin/DailyQuizPanel.tsx): the calendar from
 * GET /admin/daily-quiz, ten questions chosen from a practice set sent to PUT /admin/daily-quiz/{day} (Save only at
 * ten), the API's refusal shown on the questions, and "Leave to the rule" sending DELETE for a chosen day not begun.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '#src/lib/client/api.ts';
import { DAILY_MESSAGES } from '#core/schemas/daily-quiz.ts';

const get = vi.fn();
const put = vi.fn();
const del = vi.fn();
vi.mock('#src/islands/admin/api.ts', async (original) => {
  const real = await original<typeof import('#src/islands/admin/api.ts')>();
  return { ...real, adminApi: { get: (...a: unknown[]) => get(...a), put: (...a: unknown[]) => put(...a), delete: (...a: unknown[]) => del(...a) } };
});
const { DailyQuizPanel } = await import('#src/islands/admin/DailyQuizPanel.tsx');

const question = (id: number) => ({ id, question: `Bank question number ${id}?` });
const bank = [{ id: 7, name: 'Percentage set 1', exam: 'SSC', subject: 'Quantitative Aptitude', topic: 'Percentage', questions: Array.from({ length: 12 }, (_, i) => question(i + 1)) }];
const days = {
  today: '2026-12-01',
  data: [
    { day: '2026-12-01', source: 'rule', questions: [], submissions: 4, editable: false },
    { day: '2026-12-03', source: 'admin', questions: [], submissions: 0, editable: true },
  ],
};

const wrap = () => render(<QueryClientProvider client={new QueryClient()}><DailyQuizPanel /></QueryClientProvider>);

afterEach(() => {
  cleanup();
  [get, put, del].forEach((f) => f.mockReset());
});

describe('daily quiz panel', () => {
  it('chooses ten questions of a set for a day and sends them; the API’s message lands on the questions', async () => {
    get.mockImplementation((path: string) => Promise.resolve(path.endsWith('/bank') ? { data: bank } : days));
    put.mockRejectedValueOnce(new ApiRequestError(DAILY_MESSAGES.questionIds, { status: 400, data: { issues: [{ field: 'questionIds', message: DAILY_MESSAGES.questionIds }] } }));
    put.mockResolvedValueOnce({ data: {} });
    wrap();
    expect(await screen.findByText('2026-12-03')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day (India)'), { target: { value: '2026-12-05' } });
    fireEvent.change(await screen.findByLabelText('Practice set'), { target: { value: '7' } });
    const save = screen.getByRole('button', { name: 'Save the day’s quiz' }) as HTMLButtonElement;
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes.slice(0, 9)) fireEvent.click(box);
    expect(save.disabled).toBe(true);
    fireEvent.click(boxes[9]);
    fireEvent.click(boxes[10]); // an eleventh is not taken
    expect(screen.getByTestId('daily-chosen-count').textContent).toBe('10 of 10 chosen');
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText(DAILY_MESSAGES.questionIds)).toBeTruthy();
    expect(put).toHaveBeenCalledWith('/admin/daily-quiz/2026-12-05', { questionIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    fireEvent.click(save);
    expect(await screen.findByText('The quiz of 2026-12-05 is chosen.')).toBeTruthy();
  });

  it('leaves a chosen day not begun to the rule; a begun day offers nothing', async () => {
    get.mockImplementation((path: string) => Promise.resolve(path.endsWith('/bank') ? { data: bank } : days));
    del.mockResolvedValue({ data: { day: '2026-12-03' } });
    wrap();
    const row = (await screen.findByText('2026-12-03')).closest('tr')!;
    expect(within(screen.getByText('(today)').closest('tr')!).queryByRole('button')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Leave to the rule' }));
    await waitFor(() => expect(del).toHaveBeenCalledWith('/admin/daily-quiz/2026-12-03'));
    expect(await screen.findByText('The quiz of 2026-12-03 is left to the rule.')).toBeTruthy();
  });
});
