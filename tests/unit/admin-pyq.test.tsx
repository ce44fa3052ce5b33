// @vitest-environment jsdom
/**
 * Issue 30, the dashboard's previous-year form (src/islands/admin/MockPyq.tsx): exam, year, date and shift sent to
 * PUT /admin/mocks/{id}/pyq, checked before sending, the API's zod message placed on the field it names, and
 * "Clear the mark" sending null.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field, renderWithQuery as wrap, setField as set } from '../support/form';
import { ApiRequestError } from '#src/lib/client/api.ts';
import { PYQ_MESSAGES } from '#core/schemas/pyq.ts';

const put = vi.fn();
vi.mock('#src/islands/admin/api.ts', async (original) => {
  const real = await original<typeof import('#src/islands/admin/api.ts')>();
  return { ...real, adminApi: { put: (...a: unknown[]) => put(...a) } };
});
const { PyqForm } = await import('#src/islands/admin/MockPyq.tsx');


afterEach(() => {
  cleanup();
  put.mockReset();
});

describe('previous-year paper form', () => {
  it('sends exam, year, date and shift (empty ones as null) and reports the listing', async () => {
    put.mockResolvedValue({});
    const done = vi.fn();
    wrap(<PyqForm id={9} name="SSC CGL 2024 paper" current={null} onDone={done} />);
    set('Exam', ' SSC CGL Tier 1 ');
    set('Year', '2024');
    set('Date of the sitting', '2024-09-09');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('SSC CGL 2024 paper is listed as a 2024 SSC CGL Tier 1 paper on /pyq after the next build.'));
    expect(put).toHaveBeenCalledWith('/admin/mocks/9/pyq', { pyq: { exam: 'SSC CGL Tier 1', year: 2024, date: '2024-09-09', shift: null } });
  });

  it('checks the fields before sending, and puts the API’s zod message on the field it names', async () => {
    wrap(<PyqForm id={9} name="Paper" current={null} onDone={vi.fn()} />);
    set('Year', '24');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Exam is required')).toBeTruthy();
    expect(screen.getByText('Year must be a year such as 2024')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    put.mockRejectedValue(new ApiRequestError(PYQ_MESSAGES.dateInYear, { status: 400, data: { error: PYQ_MESSAGES.dateInYear, issues: [{ field: 'pyq.date', message: PYQ_MESSAGES.dateInYear }] } }));
    set('Exam', 'IBPS PO Prelims');
    set('Year', '2024');
    set('Date of the sitting', '2023-10-19');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText(PYQ_MESSAGES.dateInYear);
    expect(error.closest('.adm-field')?.querySelector('input')?.id).toBe('pyq-date');
  });

  it('shows the current mark and clears it (null)', async () => {
    put.mockResolvedValue({});
    const done = vi.fn();
    wrap(<PyqForm id={9} name="Paper" current={{ exam: 'RRB NTPC CBT-1', year: 2021, date: null, shift: null }} onDone={done} />);
    expect(field('Exam').value).toBe('RRB NTPC CBT-1');
    expect(field('Year').value).toBe('2021');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the mark' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('Paper is no longer a previous-year paper.'));
    expect(put).toHaveBeenCalledWith('/admin/mocks/9/pyq', { pyq: null });
  });
});
