// @vitest-environment jsdom
/**
 * The review's question tools in jsdom: the bookmark store (one batched
 * request for every card, optimistic toggle, rollback with the server's
 * message), the report form (the API's messages before sending, the body
 * sent, the thank-you), the sign-in link for signed-out aspirants, and that
 * keys typed in the form never reach the exam screen's shortcuts.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBookmarkStore, type BookmarkApi } from '#src/islands/mock/bookmarks.ts';
import { QuestionReport, QuestionTools } from '#src/islands/mock/QuestionTools.tsx';
import { checkReport, REPORT_MESSAGES } from '#core/mock/question-report.ts';
import { QuestionReportCreateSchema } from '#core/schemas/question-tools.ts';

afterEach(cleanup);

describe('bookmark store', () => {
  it('asks once for all the cards of a render, then toggles optimistically', async () => {
    const list = vi.fn(async (ids: number[]) => ids.filter((id) => id === 2));
    const set = vi.fn(async () => {});
    const store = createBookmarkStore({ list, set });
    store.want(1);
    store.want(2);
    store.want(3);
    store.want(2);
    expect(store.view(1).status).toBe('loading');
    await waitFor(() => expect(store.view(3).status).toBe('off'));
    expect(list).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledWith([1, 2, 3]);
    expect(store.view(2).status).toBe('on');

    const toggling = store.toggle(1);
    expect(store.view(1)).toMatchObject({ status: 'on', busy: true });
    await toggling;
    expect(set).toHaveBeenCalledWith(1, true);
    expect(store.view(1)).toEqual({ status: 'on', busy: false, error: null });
    await store.toggle(2);
    expect(set).toHaveBeenLastCalledWith(2, false);
    expect(store.view(2).status).toBe('off');
  });

  it('rolls back with the message when the server refuses', async () => {
    const api: BookmarkApi = { list: async () => [], set: async () => Promise.reject(new Error('Please sign in to continue.')) };
    const store = createBookmarkStore(api);
    store.want(7);
    await waitFor(() => expect(store.view(7).status).toBe('off'));
    await store.toggle(7);
    expect(store.view(7)).toEqual({ status: 'off', busy: false, error: 'Please sign in to continue.' });
  });
});

describe('report form', () => {
  it("checks like the API's schema", () => {
    const cases: [string | null, string][] = [
      [null, ''],
      ['rude', ''],
      ['other', 'short'],
      ['other', 'A longer description'],
      ['typo', 'x'.repeat(1001)],
      ['typo', 'a\u0001b'],
      ['wrong_answer', ''],
    ];
    for (const [reason, text] of cases) {
      const api = QuestionReportCreateSchema.safeParse({ reason: reason ?? undefined, text });
      const form = checkReport(reason, text);
      expect(form === null, `${reason} ${text.length}`).toBe(api.success);
      if (form && !api.success) expect(api.error.issues.map((i) => i.message)).toContain(form.message);
    }
  });

  it('shows the messages, sends the report and thanks the aspirant', async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => ({ data: { message: 'Thank you. Your report was sent to the editors.' } }));
    render(<QuestionTools questionId={41} label="Question 3" sendReport={send} />);
    expect(screen.getByRole('link', { name: /Sign in to bookmark/ }).getAttribute('href')).toMatch(/^\/auth\/sign-in/);
    const open = screen.getByRole('button', { name: 'Report Question 3' });
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Report Question 3' });
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(within(form).getByRole('alert').textContent).toBe(REPORT_MESSAGES.reason);
    await user.click(within(form).getByLabelText('Other'));
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(within(form).getByRole('alert').textContent).toBe(REPORT_MESSAGES.other);
    expect(send).not.toHaveBeenCalled();
    await user.click(within(form).getByLabelText('Wrong translation'));
    expect(within(form).queryByRole('alert')).toBeNull(); // a fixed problem's message goes
    await user.type(within(form).getByLabelText(/Details/), '  The Hindi says 40, the English 14.  ');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    await screen.findByRole('status');
    expect(send).toHaveBeenCalledWith(41, { reason: 'wrong_translation', text: 'The Hindi says 40, the English 14.' });
    expect(screen.getByRole('status').textContent).toBe('Thank you. Your report was sent to the editors.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    const send = vi.fn(async () => Promise.reject(new Error('Too many requests. Please try again later.')));
    render(<QuestionReport questionId={5} label="Question 1" sendReport={send} />);
    await user.click(screen.getByRole('button', { name: 'Report Question 1' }));
    const form = screen.getByRole('form', { name: 'Report Question 1' });
    await user.click(within(form).getByLabelText('Typo'));
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
  });

  it("keeps keys typed in the form away from the exam's shortcuts", async () => {
    const user = userEvent.setup();
    const shortcut = vi.fn();
    document.addEventListener('keydown', shortcut);
    try {
      render(<QuestionReport questionId={5} label="Question 1" sendReport={async () => ({})} />);
      await user.click(screen.getByRole('button', { name: 'Report Question 1' }));
      const form = screen.getByRole('form', { name: 'Report Question 1' });
      await user.click(within(form).getByLabelText('Typo'));
      await user.keyboard('2');
      fireEvent.keyDown(within(form).getByLabelText('Typo'), { key: 'ArrowRight' }); // user-event's radio walk needs CSS.escape, absent in jsdom
      await user.type(within(form).getByLabelText(/Details/), 'S M C 1');
      expect(shortcut).not.toHaveBeenCalled();
      await act(async () => {
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'S', bubbles: true }));
      });
      expect(shortcut).toHaveBeenCalledTimes(1); // outside the form they still work
    } finally {
      document.removeEventListener('keydown', shortcut);
    }
  });
});
