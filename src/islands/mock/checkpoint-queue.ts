/**
 * Sends the checkpoints of closed sections (issue 28, core/mock/checkpoint.ts)
 * the way the submit queue sends submits, and as part of it (SubmitQueue
 * owns one): the stored snapshot is the queue, re-read before every send; no
 * request while the browser is offline (the `online` event and a visible
 * page flush it, as every runner page does at start); failures are retried
 * with the submit's backoff, or after the server's Retry-After when it
 * answers 503/429 with one; a refusal (the section's window is over, the
 * attempt is submitted) is not retried — the submit still carries every
 * answer. Checkpoints of one attempt go in order, one at a time.
 */
import { checkpointDue, checkpointFailed, checkpointSent, pendingCheckpoints } from '#core/mock/checkpoint.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import type { MockSectionCheckpoint } from '#core/schemas/section-checkpoint.ts';
import { documentLocale } from '#core/i18n/locales.ts';
import { isRetryableSubmitError, serverRetryAfterMs, type AttemptStore } from './attempt-storage';
import { examText } from './i18n';

export interface CheckpointQueueOptions {
  store: AttemptStore;
  send: (slug: string, payload: MockSectionCheckpoint, token: string | null) => Promise<unknown>;
  onUpdate?: (snapshot: AttemptSnapshot) => void;
  now: () => number;
  isOnline: () => boolean;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

export class CheckpointQueue {
  private readonly inFlight = new Set<string>();
  private readonly timers = new Map<string, unknown>();
  private stopped = false;

  constructor(private readonly options: CheckpointQueueOptions) {}

  /** Every running attempt's pending checkpoints on this device, now (whatever the backoff said). */
  flushAll = (): void => {
    for (const s of this.options.store.pendingCheckpoints()) void this.send(s.slug, s.id, { force: true });
  };

  /** Sends the attempt's pending checkpoints in order (those due, or all with `force`); stops at the first failure. */
  async send(slug: string, id: string, options: { force?: boolean } = {}): Promise<void> {
    const key = `${slug}\u0000${id}`;
    if (this.stopped || this.inFlight.has(key)) return;
    this.cancelTimer(key);
    this.inFlight.add(key);
    try {
      for (;;) {
        const snapshot = this.stored(slug, id);
        const next = snapshot ? pendingCheckpoints(snapshot)[0] : undefined;
        if (!snapshot || !next) return;
        if (!checkpointDue(next, this.options.now(), options.force)) {
          return this.schedule(key, slug, id, Math.max(next.nextTryAt ?? 0, next.notBefore ?? 0) - this.options.now());
        }
        if (!this.options.isOnline()) {
          // Offline: the `online` event flushes it (and a slow timer in case that event never comes).
          const waiting = checkpointFailed(snapshot, next.sectionId, examText(documentLocale()).status.offline, this.options.now());
          this.commit(waiting);
          return this.schedule(key, slug, id, (pendingCheckpoints(waiting)[0]?.nextTryAt ?? this.options.now()) - this.options.now());
        }
        try {
          await this.options.send(slug, next.payload, next.token);
          this.commit(checkpointSent(this.stored(slug, id) ?? snapshot, next.sectionId));
        } catch (error) {
          const again = isRetryableSubmitError(error);
          const message = error instanceof Error && error.message ? error.message : examText(documentLocale()).status.failed;
          const failed = checkpointFailed(this.stored(slug, id) ?? snapshot, next.sectionId, message, this.options.now(), !again, serverRetryAfterMs(error));
          this.commit(failed);
          if (!again) continue; // refused: on to the next one
          const retryAt = (failed.checkpoints ?? []).find((c) => c.sectionId === next.sectionId)?.nextTryAt;
          return this.schedule(key, slug, id, (retryAt ?? this.options.now()) - this.options.now());
        }
        options = { ...options, force: false };
      }
    } finally {
      this.inFlight.delete(key);
    }
  }

  stop(): void {
    this.stopped = true;
    for (const h of this.timers.values()) this.options.clearTimer(h);
    this.timers.clear();
  }

  private stored(slug: string, id: string): AttemptSnapshot | undefined {
    const current = this.options.store.load(slug);
    return current?.id === id ? current : this.options.store.pendingCheckpoints().find((s) => s.slug === slug && s.id === id);
  }

  private commit(snapshot: AttemptSnapshot) {
    const current = this.options.store.currentId(snapshot.slug);
    this.options.store.save(snapshot, current === null || current === snapshot.id);
    this.options.onUpdate?.(snapshot);
  }

  private schedule(key: string, slug: string, id: string, ms: number) {
    this.cancelTimer(key);
    if (this.stopped) return;
    this.timers.set(
      key,
      this.options.setTimer(
        () => {
          this.timers.delete(key);
          void this.send(slug, id);
        },
        Math.max(0, ms),
      ),
    );
  }

  private cancelTimer(key: string) {
    const h = this.timers.get(key);
    if (h !== undefined) this.options.clearTimer(h);
    this.timers.delete(key);
  }
}
