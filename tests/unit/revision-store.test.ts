/** Issue 30: "Revise today" on the device (src/islands/progress/revision-store.ts): the offline queue of answers and the saved list. */
import { describe, expect, it } from 'vitest';
import type { RevisionCard, RevisionToday } from '#core/schemas/revision.ts';
import { RevisionStore } from '#src/islands/progress/revision-store.ts';
import { STORAGE_KEYS, type KeyValueStorage } from '#src/lib/client/storage.ts';

/** A device's storage, with the session of `uid` signed in on it (the store writes only then). */
function memoryStorage(uid: string | null = 'u1'): KeyValueStorage {
  const m = new Map<string, string>();
  if (uid) {
    m.set(STORAGE_KEYS.token, 'tok');
    m.set(STORAGE_KEYS.profile, JSON.stringify({ uid, email: `${uid}@example.com` }));
    m.set(STORAGE_KEYS.identity, JSON.stringify({ uid, email: `${uid}@example.com` }));
  }
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
    key: (i) => [...m.keys()][i] ?? null,
    get length() {
      return m.size;
    },
  };
}

const card = (questionId: number): RevisionCard => ({
  questionId,
  source: 'wrong',
  due: '2026-12-01T06:00:00.000Z',
  question: `Question ${questionId}?`,
  options: ['a', 'b', 'c', 'd'],
  correct: 0,
  explanations: ['w', 'x', 'y', 'z'],
  question_hi: null,
  options_hi: null,
  explanations_hi: null,
  mock: { slug: 'gs', name: 'GS' },
});
const today = (ids: number[], count = ids.length): RevisionToday => ({ count, dayEnds: '2026-12-01T18:30:00.000Z', data: ids.map(card) });
const review = (questionId: number, at = '2026-12-01T07:00:00.000Z') => ({ questionId, correct: false, reviewedAt: at });

describe('RevisionStore', () => {
  it('writes nothing once the account has signed out (a queue read answered after the sign-out)', () => {
    const storage = memoryStorage();
    const store = new RevisionStore('u1', storage);
    storage.removeItem(STORAGE_KEYS.token);
    store.receive(today([1, 2]));
    store.answer(review(1));
    expect(storage.length).toBe(2);
    expect(store.queue()).toBeNull();
    expect(store.pending()).toEqual([]);
  });

  it('an answer leaves the saved list at once and waits to be sent; a later server list leaves it out too', () => {
    const store = new RevisionStore('u1', memoryStorage());
    store.receive(today([1, 2, 3], 60));
    expect(store.answer(review(2))).toMatchObject({ count: 59, data: [{ questionId: 1 }, { questionId: 3 }] });
    expect(store.pending()).toEqual([review(2)]);
    // The server has not got the answer yet: its list still holds the card.
    expect(store.receive(today([1, 2, 3], 60))).toMatchObject({ count: 59, data: [{ questionId: 1 }, { questionId: 3 }] });
    // Another account on the same device sees nothing of it.
    expect(new RevisionStore('u2', memoryStorage()).queue()).toBeNull();
  });

  it('flush: sent batches leave the device; a failure keeps them for the next try; a refusal drops them', async () => {
    const storage = memoryStorage();
    const store = new RevisionStore('u1', storage);
    store.answer(review(1));
    store.answer(review(2));
    const offline = new Error('offline');
    expect(await store.flush(() => Promise.reject(offline), () => false)).toBe(false);
    expect(store.pending()).toHaveLength(2);
    const sent: unknown[] = [];
    // An answer given while the batch is on its way stays queued.
    expect(
      await store.flush(
        async (batch) => {
          sent.push(batch);
          if (sent.length === 1) store.answer(review(3));
        },
        () => false,
      ),
    ).toBe(true);
    expect(sent).toEqual([[review(1), review(2)], [review(3)]]);
    expect(store.pending()).toEqual([]);
    store.answer(review(4));
    expect(await store.flush(() => Promise.reject(new Error('400')), () => true)).toBe(true);
    expect(store.pending()).toEqual([]);
  });

  it('sends at most 200 answers per batch', async () => {
    const store = new RevisionStore('u1', memoryStorage());
    for (let i = 1; i <= 250; i++) store.answer(review(i));
    const sizes: number[] = [];
    await store.flush(async (batch) => void sizes.push(batch.length), () => false);
    expect(sizes).toEqual([200, 50]);
  });
});
