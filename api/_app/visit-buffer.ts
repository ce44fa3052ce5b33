/**
 * Article visit counting, kept off the response path.
 *
 * GET /public/content/{slug} stays cacheable (its body comes from the read
 * cache and carries an ETag; browsers and the CDN store it and revalidate each
 * view with a cheap conditional request). Each view that reaches the server is
 * added here and the counts are written in one UPDATE per flush (every second,
 * or at once past 500 distinct articles), so a popular article does not turn
 * into one row-lock per request. A process that dies loses at most the last
 * second of counts, which is acceptable for a view counter.
 *
 * On Vercel the pending flush is handed to `waitUntil` (infra/after-response.ts)
 * by every view that joins it, so a frozen instance never holds counts back.
 *
 * A view counts at most once per client per article per (UTC) day
 * (`visit:<day>:<slug>:<client hash>`, see once-a-day.ts; downloads follow
 * the same rule).
 */
import type { Cache } from '#infra/cache/index.ts';
import { countVisits } from '#db/queries/content.ts';
import type { Db } from '#db/client.ts';
import { keepAlive } from '#infra/after-response.ts';
import { firstToday } from './once-a-day';
import type { Logger } from '#infra/log.ts';

const FLUSH_DELAY_MS = 1_000;
const MAX_PENDING = 500;

export class VisitBuffer {
  private pending = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private flushing: Promise<void> = Promise.resolve();
  /** Settles once the views added so far are written (the next flush). */
  private nextFlush: PromiseWithResolvers<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  /** Visits still waiting for their once-per-day check (flush waits for them). */
  private checking = new Set<Promise<void>>();

  /**
   * Counts a view unless this client's view of this article was counted today
   * (`first` settles true for the first view of the day, see countVisitOnce);
   * the check runs after the response.
   */
  addIfFirst(slug: string, first: Promise<boolean>): void {
    const check = first.then(
      (isFirst) => {
        if (isFirst) this.add(slug);
      },
      () => this.add(slug), // the best-effort cache does not throw; count rather than lose a view
    );
    this.checking.add(check);
    void check.finally(() => this.checking.delete(check));
    keepAlive(check);
  }

  add(slug: string): void {
    this.pending.set(slug, (this.pending.get(slug) ?? 0) + 1);
    this.nextFlush ??= Promise.withResolvers<void>();
    keepAlive(this.nextFlush.promise);
    if (this.pending.size >= MAX_PENDING) void this.flushNow();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flushNow(), FLUSH_DELAY_MS);
      this.timer.unref?.();
    }
  }

  /** Writes the pending counts (tests and shutdown call it directly). */
  async flush(): Promise<void> {
    if (this.checking.size) await Promise.all(this.checking);
    return this.flushNow();
  }

  private flushNow(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    const waiting = this.nextFlush;
    this.pending = new Map();
    this.nextFlush = undefined;
    this.flushing = this.flushing.then(async () => {
      if (!batch.size) return;
      try {
        await countVisits(this.db, batch);
      } catch (err) {
        this.log.warn(`could not record ${batch.size} article visit count(s): ${(err as Error).message}`);
      } finally {
        waiting?.resolve();
      }
    });
    return this.flushing;
  }
}

const buffers = new WeakMap<Db, VisitBuffer>();

export function visitBuffer(db: Db, log: Logger): VisitBuffer {
  let buffer = buffers.get(db);
  if (!buffer) buffers.set(db, (buffer = new VisitBuffer(db, log)));
  return buffer;
}

/** True for this client's first view of this article today (UTC): the rule of once-a-day.ts. */
export function firstVisitToday(cache: Cache, slug: string, client: string, nowMs: number): Promise<boolean> {
  return firstToday(cache, 'visit', slug, client, nowMs);
}
