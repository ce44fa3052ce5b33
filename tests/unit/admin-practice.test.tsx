// @vitest-environment jsdom
/**
 * Issue 30, the dashboard's practice-set form (src/islands/admin/MockPractice.tsx): subject and topic (with Hindi)
 * sent to PUT /admin/mocks/{id}/practice, checked before sending, the API's zod message on the field it names, a
 * 409 refusal (a test with attempts) shown as the form's error, and "Make it a test again" sending null.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQuery as wrap, setField as set } from '../support/form';
import { ApiRequestError } from '#src/lib/client/api.ts';
import { PRACTICE_MESSAGES } from '#core/schemas/practice.ts';

const put = vi.fn();
vi.mock('#src/islands/admin/api.ts', async (original) => {
  const real = await original<typeof import('#src/islands/admin/api.ts')>();
  return { ...real, adminApi: { put: (...a: unknown[]) => put(...a) } };
});
const { PracticeForm } = await import('#src/islands/admin/MockPractice.tsx');


afterEach(() => {
  cleanup();
  put.mockReset();
});

describe('practice-set form', () => {
  it('sends the place (empty Hindi as null) and reports where it is listed', async () => {
    put.mockResolvedValue({});
    const done = vi.fn();
    wrap(<PracticeForm id={4} name="Percentages set 1" current={null} onDone={done} />);
    set('Subject', ' Quantitative Aptitude ');
    set('Topic', 'Percentages');
    set('Topic in Hindi', 'प्रतिशत');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('Percentages set 1 is a practice set of Quantitative Aptitude / Percentages: on /practice after the next build.'));
    expect(put).toHaveBeenCalledWith('/admin/mocks/4/practice', { practice: { subject: 'Quantitative Aptitude', subjectHi: null, topic: 'Percentages', topicHi: 'प्रतिशत' } });
  });

  it('checks before sending, places the API’s message on its field, and shows a refusal', async () => {
    wrap(<PracticeForm id={4} name="Set" current={null} onDone={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Topic is required')).toBeTruthy();
    expect(put).not.toHaveBeenCalled();

    put.mockRejectedValueOnce(new ApiRequestError(PRACTICE_MESSAGES.topic, { status: 400, data: { error: PRACTICE_MESSAGES.topic, issues: [{ field: 'practice.topic', message: PRACTICE_MESSAGES.topic }] } }));
    set('Subject', 'Reasoning');
    set('Topic', 'Series');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText(PRACTICE_MESSAGES.topic);
    expect(error.closest('.adm-field')?.querySelector('input')?.id).toBe('practice-topic');

    const refusal = 'This test already has attempts, so it cannot become a practice set';
    put.mockRejectedValueOnce(new ApiRequestError(refusal, { status: 409, code: 'PRACTICE_HAS_ATTEMPTS', data: { error: refusal, code: 'PRACTICE_HAS_ATTEMPTS' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
  });

  it('shows the current place and makes it a test again (null)', async () => {
    put.mockResolvedValue({});
    const done = vi.fn();
    wrap(<PracticeForm id={4} name="Set" current={{ subject: 'Reasoning', subjectHi: 'तर्कशक्ति', topic: 'Series', topicHi: null }} onDone={done} />);
    expect((screen.getByLabelText('Subject in Hindi') as HTMLInputElement).value).toBe('तर्कशक्ति');
    fireEvent.click(screen.getByRole('button', { name: 'Make it a test again' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith('Set is a test again.'));
    expect(put).toHaveBeenCalledWith('/admin/mocks/4/practice', { practice: null });
  });
});
