// @vitest-environment jsdom
/**
 * Issue 28, the dashboard's live schedule (src/islands/admin/MockLiveSchedule.tsx):
 * three datetime fields sent as ISO instants to PUT /admin/mocks/{id}/live, the
 * API's zod messages placed on the field they name, "Clear schedule" sending
 * null, and the scheduled tests listed with their registrations.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field, renderWithQuery as wrap, setField as set } from '../support/form';
import { ApiRequestError } from '#src/lib/client/api.ts';
import type { AdminLiveTest } from '#core/schemas/live-test.ts';

const put = vi.fn();
const get = vi.fn();
vi.mock('#src/islands/admin/api.ts', async (original) => {
  const real = await original<typeof import('#src/islands/admin/api.ts')>();
  return { ...real, adminApi: { get: (...a: unknown[]) => get(...a), put: (...a: unknown[]) => put(...a) } };
});
const { LiveScheduleForm, LiveTestsPanel } = await import('#src/islands/admin/MockLiveSchedule.tsx');


afterEach(() => {
  cleanup();
  put.mockReset();
  get.mockReset();
});

describe('live schedule form', () => {
  it('sends the three moments as ISO instants and reports the schedule', async () => {
    put.mockResolvedValue({});
    const done = vi.fn();
    wrap(<LiveScheduleForm id={7} name="SSC Live" current={null} onDone={done} />);
    set('Entry opens', '2026-12-01T10:00');
    set('Last start', '2026-12-01T10:30');
    set('Results published', '2026-12-01T12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('SSC Live is scheduled as a live test.'));
    expect(put).toHaveBeenCalledWith('/admin/mocks/7/live', {
      schedule: { opensAt: new Date('2026-12-01T10:00').toISOString(), lastStartAt: new Date('2026-12-01T10:30').toISOString(), resultsAt: new Date('2026-12-01T12:00').toISOString() },
    });
  });

  it('checks the fields before sending, and puts the API’s zod message on the field it names', async () => {
    wrap(<LiveScheduleForm id={7} name="SSC Live" current={null} onDone={vi.fn()} />);
    set('Entry opens', '2026-12-01T10:00');
    set('Last start', '2026-12-01T09:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('lastStartAt must be after opensAt')).toBeTruthy();
    expect(screen.getByText('Results published is required')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    const message = 'resultsAt must be at or after 2026-12-01T11:31:00.000Z (lastStartAt + the test\u2019s timer + the submit grace period)';
    put.mockRejectedValue(new ApiRequestError(message, { status: 400, data: { error: message, issues: [{ field: 'schedule.resultsAt', message }] } }));
    set('Last start', '2026-12-01T10:30');
    set('Results published', '2026-12-01T10:45');
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    const error = await screen.findByText(message);
    expect(error.closest('.adm-field')?.querySelector('input')?.id).toBe('live-resultsAt');
  });

  it('clears a schedule (null)', async () => {
    put.mockResolvedValue({});
    const done = vi.fn();
    wrap(<LiveScheduleForm id={7} name="SSC Live" current={{ opensAt: '2026-12-01T04:30:00.000Z', lastStartAt: '2026-12-01T05:00:00.000Z', resultsAt: '2026-12-01T06:30:00.000Z' }} onDone={done} />);
    expect(field('Entry opens').value).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Clear schedule' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('SSC Live is always open again.'));
    expect(put).toHaveBeenCalledWith('/admin/mocks/7/live', { schedule: null });
  });
});

describe('live tests table', () => {
  it('lists the scheduled tests with their registrations', async () => {
    const row: AdminLiveTest = {
      id: 7, slug: 'ssc-live', name: 'SSC Live', category_name: 'SSC', timer: 60, question_count: 100, total_marks: 200,
      schedule: { opensAt: '2099-12-01T04:30:00.000Z', lastStartAt: '2099-12-01T05:00:00.000Z', resultsAt: '2099-12-01T06:30:00.000Z' },
      state: 'upcoming', registered: 1234, status: 'published', attempts: 0, ranked: 0, frozenAt: null,
    };
    get.mockResolvedValue({ data: [row] });
    const onEdit = vi.fn();
    wrap(<LiveTestsPanel onEdit={onEdit} />);
    const tr = (await screen.findByText('SSC Live')).closest('tr')!;
    expect(within(tr).getByText('Upcoming')).toBeTruthy();
    expect(tr.querySelector('[data-registered]')?.textContent).toBe('1234');
    fireEvent.click(within(tr).getByRole('button', { name: 'Edit schedule' }));
    expect(onEdit).toHaveBeenCalledWith(row);
    expect(get).toHaveBeenCalledWith('/admin/mocks/live');
  });
});
