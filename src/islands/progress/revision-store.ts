/**
 * "Revise today" on the device (issue 30): the last queue from the server and
 * the answers not yet sent, in localStorage per account — under the auth
 * prefix, so signing out clears them (the queue holds answer keys). Like the
 * runner's submit queue: every answer is written here first, then sent;
 * offline it waits for `online`. The server ignores a review it already has
 * (reviewedAt not newer than the card's last review), so sending twice is safe.
 */
import type { RevisionCard, RevisionReview, RevisionToday } from '#core/schemas/revision.ts';
import { MAX_REVIEWS_PER_BATCH } from '#core/schemas/revision.ts';
import { readStoredSession } from '../../lib/client/session';
import { AUTH_STORAGE_PREFIX, browserStorage, readJson, write, type KeyValueStorage } from '../../lib/client/storage';

export interface StoredQueue {
  count: number;
  dayEnds: string;
  data: RevisionCard[];
}

const queueKey = (uid: string) => `${AUTH_STORAGE_PREFIX}revision.${uid}.queue`;
const pendingKey = (uid: string) => `${AUTH_STORAGE_PREFIX}revision.${uid}.pending`;

export class RevisionStore {
  constructor(
    private readonly uid: string,
    private readonly storage: KeyValueStorage | null = browserStorage(),
  ) {}

  /**
   * Writes only while this account's session is on the device: a read of the queue answered after a sign-out (or a
   * batch sent meanwhile) would otherwise put the account's cards, keys included, back after the sign-out cleared them.
   */
  private save(key: string, value: unknown): void {
    if (readStoredSession(this.storage)?.profile.uid === this.uid) write(this.storage, key, value);
  }

  /** The answers waiting to be sent, oldest first. */
  pending(): RevisionReview[] {
    const list = readJson<RevisionReview[]>(this.storage, pendingKey(this.uid));
    return Array.isArray(list) ? list : [];
  }

  /** The saved queue without the cards answered on this device (null: never loaded here). */
  queue(): StoredQueue | null {
    const saved = readJson<StoredQueue>(this.storage, queueKey(this.uid));
    return saved && Array.isArray(saved.data) ? saved : null;
  }

  /** A fresh queue from the server: the cards answered here and not yet sent are left out of it (and of its count). */
  receive(today: RevisionToday): StoredQueue {
    const waiting = new Set(this.pending().map((r) => r.questionId));
    const data = today.data.filter((c) => !waiting.has(c.questionId));
    const queue = { count: Math.max(0, today.count - (today.data.length - data.length)), dayEnds: today.dayEnds, data };
    this.save(queueKey(this.uid), queue);
    return queue;
  }

  /** One answer: queued for sending, its card off the saved queue. */
  answer(review: RevisionReview): StoredQueue | null {
    this.save(pendingKey(this.uid), [...this.pending(), review]);
    const saved = this.queue();
    if (!saved) return null;
    const data = saved.data.filter((c) => c.questionId !== review.questionId);
    const queue = { ...saved, data, count: Math.max(0, saved.count - (saved.data.length - data.length)) };
    this.save(queueKey(this.uid), queue);
    return queue;
  }

  /**
   * Sends the waiting answers in batches the API takes; each batch leaves the
   * device once the server has it. Resolves true when nothing waits any more; false when a send failed
   * and the answers wait for the next try.
   */
  async flush(send: (reviews: RevisionReview[]) => Promise<unknown>, refused: (error: unknown) => boolean): Promise<boolean> {
    for (;;) {
      const batch = this.pending().slice(0, MAX_REVIEWS_PER_BATCH);
      if (!batch.length) return true;
      try {
        await send(batch);
      } catch (error) {
        // Offline, a 5xx, 401, 429: kept for the next try. Refused as invalid: sending again cannot help.
        if (!refused(error)) return false;
      }
      // Answers given while this batch was on its way stay queued.
      const sent = new Set(batch.map((r) => `${r.questionId}@${r.reviewedAt}`));
      this.save(
        pendingKey(this.uid),
        this.pending().filter((r) => !sent.has(`${r.questionId}@${r.reviewedAt}`)),
      );
    }
  }
}
