// @vitest-environment jsdom
/** Search overlay: 2-char minimum, 300 ms debounce, limit 10, stale answers discarded, keyboard, focus trap, scroll lock, texts. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchOverlay from '#src/islands/search/SearchOverlay.tsx';
import type { Suggestion, SuggestionFetcher } from '#src/islands/search/useSuggestions.ts';

const item = (n: number): Suggestion => ({ postSlug: `post-${n}`, postTitle: `Post ${n}`, postExcerpt: `Excerpt ${n}`, postCategory: 'SSC' });
const list = (k: number) => Array.from({ length: k }, (_, i) => item(i + 1));

function setup(fetcher: SuggestionFetcher) {
  const onClose = vi.fn();
  const navigate = vi.fn();
  render(<SearchOverlay onClose={onClose} fetcher={fetcher} navigate={navigate} />);
  const input = screen.getByPlaceholderText('Search for an exam, topic, or course...');
  const type = (value: string) => fireEvent.change(input, { target: { value } });
  return { onClose, navigate, input, type };
}
const flush = async (ms = 300) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.style.overflow = '';
});

describe('search overlay', () => {
  it('asks only for trimmed queries of 2+ characters, debounced 300 ms, limit 10', async () => {
    const fetcher = vi.fn<SuggestionFetcher>().mockResolvedValue(list(3));
    const { type } = setup(fetcher);
    type(' a ');
    await flush(1000);
    expect(fetcher).not.toHaveBeenCalled();
    type('ss');
    await flush(299);
    expect(fetcher).not.toHaveBeenCalled();
    type('ssc');
    await flush(299);
    expect(fetcher).not.toHaveBeenCalled();
    await flush(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0][0]).toBe('ssc');
    expect(fetcher.mock.calls[0][1]).toBe(10);
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('never lets a slower earlier answer replace a newer one', async () => {
    let resolveFirst!: (v: Suggestion[]) => void;
    const fetcher = vi
      .fn<SuggestionFetcher>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockImplementationOnce(async () => [item(42)]);
    const { type } = setup(fetcher);
    type('upsc');
    await flush();
    type('upsc prelims');
    await flush();
    expect(screen.getByText('Post 42')).toBeTruthy();
    await act(async () => resolveFirst(list(5)));
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByText('Post 42')).toBeTruthy();
  });

  it('arrow keys move the highlight; Enter opens the highlighted suggestion', async () => {
    const { type, input, navigate } = setup(vi.fn<SuggestionFetcher>().mockResolvedValue(list(3)));
    type('bank');
    await flush();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(screen.getAllByRole('option')[2].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/blog/post-3');
  });

  it('Enter without a highlight submits the query to /blog?search=', async () => {
    const { type, input, navigate } = setup(vi.fn<SuggestionFetcher>().mockResolvedValue([]));
    type('  railway group d ');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledWith('/blog?search=railway%20group%20d');
  });

  it("shows 'No results found' with a 'Search in blog' link", async () => {
    const { type } = setup(vi.fn<SuggestionFetcher>().mockResolvedValue([]));
    type('zzz');
    await flush();
    expect(screen.getByText('No results found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search in blog' }).getAttribute('href')).toBe('/blog?search=zzz');
  });

  it("shows 'View all results' at 8 or more results only", async () => {
    const fetcher = vi.fn<SuggestionFetcher>().mockResolvedValueOnce(list(7)).mockResolvedValueOnce(list(8));
    const { type } = setup(fetcher);
    type('ab');
    await flush();
    expect(screen.queryByText('View all results')).toBeNull();
    type('abc');
    await flush();
    expect(screen.getByRole('link', { name: 'View all results' }).getAttribute('href')).toBe('/blog?search=abc');
  });

  it('a failure empties the suggestions', async () => {
    const fetcher = vi.fn<SuggestionFetcher>().mockResolvedValueOnce(list(4)).mockRejectedValueOnce(new Error('down'));
    const { type } = setup(fetcher);
    type('ab');
    await flush();
    expect(screen.getAllByRole('option')).toHaveLength(4);
    type('abc');
    await flush();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByText('No results found')).toBeNull();
  });

  it('Escape closes; the page scroll is locked while open; Tab stays inside', async () => {
    const { input, onClose } = setup(vi.fn<SuggestionFetcher>().mockResolvedValue([]));
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(input);
    const close = screen.getByRole('button', { name: 'Close search' });
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
    cleanup();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('search overlay pointer', () => {
  it('a click on a suggestion opens it', async () => {
    const { type, navigate } = setup(vi.fn<SuggestionFetcher>().mockResolvedValue(list(2)));
    type('ssc');
    await flush();
    fireEvent.click(screen.getByText('Post 2'));
    expect(navigate).toHaveBeenCalledWith('/blog/post-2');
  });

  // Finding 3 of issue 14: the browser reports mouse events on a list that appears under a resting pointer.
  it('a pointer resting where the suggestions appear chooses nothing: Enter runs the typed search', async () => {
    const { type, input, navigate } = setup(vi.fn<SuggestionFetcher>().mockResolvedValue(list(3)));
    type('ssc cgl');
    await flush();
    const second = screen.getAllByRole('option')[1];
    fireEvent.mouseOver(second, { clientX: 200, clientY: 150 });
    fireEvent.mouseEnter(second, { clientX: 200, clientY: 150 });
    fireEvent.mouseMove(second, { clientX: 200, clientY: 150 });
    fireEvent.mouseMove(second, { clientX: 200, clientY: 150 });
    expect(screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(0);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/blog?search=ssc%20cgl');
  });

  it('a moving mouse only shows the hover; Enter still searches unless the keyboard chose', async () => {
    const { type, input, navigate } = setup(vi.fn<SuggestionFetcher>().mockResolvedValue(list(3)));
    type('upsc');
    await flush();
    const [first, second] = screen.getAllByRole('option');
    fireEvent.mouseMove(second, { clientX: 200, clientY: 150 });
    fireEvent.mouseMove(second, { clientX: 204, clientY: 152 });
    expect(second.className).toContain('is-hover');
    expect(second.getAttribute('aria-selected')).toBe('false');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenLastCalledWith('/blog?search=upsc');

    // The keyboard continues from the hovered item, and a resting pointer does not take the highlight back.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const third = screen.getAllByRole('option')[2];
    expect(third.getAttribute('aria-selected')).toBe('true');
    fireEvent.mouseMove(first, { clientX: 204, clientY: 152 });
    expect(third.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(navigate).toHaveBeenLastCalledWith('/blog/post-3');
  });
});
