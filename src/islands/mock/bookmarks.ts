/**
 * The review's bookmark state (issue 18), shared by every question card on
 * the page: each card asks for its question id, the asks of one render are
 * batched into one GET /progress/bookmarks?questions=…, and a toggle
 * (PUT/DELETE /progress/bookmarks/{id}) shows at once and rolls back if the
 * server refuses. Signed-in callers only (the request layer adds the token).
 * Also used by the framework-free practice runner (../practice/tools.ts), so
 * it takes the request layer's modules themselves, not the client index (which
 * brings React).
 */
import { apiErrorMessage } from '../../lib/client/api';
import { api } from '../../lib/client/client';
import type { Paginated } from '#core/schemas/responses/common.ts';
import type { Bookmark } from '#core/schemas/responses/question-tools.ts';

export type BookmarkStatus = 'unknown' | 'loading' | 'on' | 'off';
export interface BookmarkView {
  status: BookmarkStatus;
  busy: boolean;
  error: string | null;
}

export interface BookmarkApi {
  list(ids: number[]): Promise<number[]>;
  set(id: number, on: boolean): Promise<void>;
}

const MAX_BATCH = 200;

export const bookmarkApi: BookmarkApi = {
  async list(ids) {
    const res = await api.get<Paginated<Bookmark>>('/progress/bookmarks', { searchParams: { questions: ids.join(','), limit: MAX_BATCH } });
    return res.data.map((b) => b.questionId);
  },
  async set(id, on) {
    if (on) await api.put(`/progress/bookmarks/${id}`);
    else await api.delete(`/progress/bookmarks/${id}`);
  },
};

const UNKNOWN: BookmarkView = { status: 'unknown', busy: false, error: null };

export function createBookmarkStore(client: BookmarkApi = bookmarkApi) {
  const views = new Map<number, BookmarkView>();
  const listeners = new Set<() => void>();
  let pending = new Set<number>();
  let scheduled = false;

  const emit = () => listeners.forEach((l) => l());
  const put = (id: number, view: BookmarkView) => {
    views.set(id, view);
    emit();
  };

  async function flush() {
    scheduled = false;
    const ids = [...pending];
    pending = new Set();
    for (let i = 0; i < ids.length; i += MAX_BATCH) {
      const batch = ids.slice(i, i + MAX_BATCH);
      try {
        const on = new Set(await client.list(batch));
        for (const id of batch) if (views.get(id)?.status === 'loading') views.set(id, { status: on.has(id) ? 'on' : 'off', busy: false, error: null });
      } catch (e) {
        for (const id of batch) views.set(id, { status: 'unknown', busy: false, error: apiErrorMessage(e) });
      }
      emit();
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    view: (id: number): BookmarkView => views.get(id) ?? UNKNOWN,
    /** Loads the state of `id` (batched with the other cards' asks). */
    want(id: number) {
      const current = views.get(id);
      if (current && current.status !== 'unknown') return;
      views.set(id, { status: 'loading', busy: false, error: null });
      pending.add(id);
      if (!scheduled) {
        scheduled = true;
        queueMicrotask(() => void flush());
      }
    },
    async toggle(id: number) {
      const before = views.get(id) ?? UNKNOWN;
      if (before.busy) return;
      const on = before.status !== 'on';
      put(id, { status: on ? 'on' : 'off', busy: true, error: null });
      try {
        await client.set(id, on);
        put(id, { status: on ? 'on' : 'off', busy: false, error: null });
      } catch (e) {
        put(id, { ...before, busy: false, error: apiErrorMessage(e) });
      }
    },
    /** Forget everything (sign-out). */
    reset() {
      views.clear();
      emit();
    },
  };
}

export type BookmarkStore = ReturnType<typeof createBookmarkStore>;
let shared: BookmarkStore | null = null;
export const bookmarkStore = () => (shared ??= createBookmarkStore());
