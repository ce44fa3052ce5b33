/**
 * Where a mock-test attempt lives between page loads, and the queue that gets
 * its submit to the server.
 *
 * Storage (localStorage; an in-memory map when it is unavailable):
 *   examprep.mock.current.{slug}        → the attempt id in use for the test
 *   examprep.mock.attempt.{slug}.{id}   → the attempt snapshot (JSON)
 * Every change is written at once (the runner calls `save` on each action).
 * Another tab's newer copy (higher `rev`) is picked up through `storage` events.
 *
 * Submit queue: an attempt in phase 'submitting' is sent until the server
 * acknowledges it. A failed send is recorded in the snapshot (tries, next
 * try) and retried with backoff (1 s doubling to 30 s; after a 503 under load, the server's Retry-After plus up to
 * half again at random), at once on the
 * `online` event and whenever the page becomes visible again; while the
 * browser reports offline, no request is made. Nothing is dropped: the
 * snapshot with its frozen payload stays stored until the answer arrives, and
 * any runner page flushes every pending submit it finds (`pendingSubmits`).
 * The submit names the server attempt (and carries the client attempt id), so
 * a send that reached the server but whose answer was lost is stored once
 * (the server answers a repeat with the stored figures). The frozen body keeps
 * `submittedAt`, the moment the aspirant submitted, so a submit that waited
 * offline is timed to then (the server trusts it only up to its deadline).
 * The same queue sends the checkpoints of closed sections (checkpoint-queue.ts).
 */
import { pendingCheckpoints } from '#core/mock/checkpoint.ts';
import { restoreSnapshot } from '#core/mock/restore.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import { submitFailed, submitSucceeded, type SendAnswer } from '#core/mock/submit.ts';
import type { MockSubmit } from '#core/schemas/mock-attempt.ts';
import type { MockSectionCheckpoint } from '#core/schemas/section-checkpoint.ts';
import { CheckpointQueue } from './checkpoint-queue';
import { documentLocale } from '#core/i18n/locales.ts';
import { examText } from './i18n';

export const MOCK_STORAGE_PREFIX = 'examprep.mock.';
const currentKey = (slug: string) => `${MOCK_STORAGE_PREFIX}current.${slug}`;
const attemptKey = (slug: string, id: string) => `${MOCK_STORAGE_PREFIX}attempt.${slug}.${id}`;
const ATTEMPT_PREFIX = `${MOCK_STORAGE_PREFIX}attempt.`;

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function defaultStorage(): KeyValue | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage) return null;
    const probe = `${MOCK_STORAGE_PREFIX}probe`;
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A Storage-like map for when localStorage is unavailable (private mode, disabled): the attempt then lasts for the page. */
export function memoryStorage(): KeyValue {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

export interface AttemptStore {
  /** Whether changes survive a reload (false: in-memory fallback, or the last write failed). */
  readonly durable: boolean;
  /** The attempt in use for this test, if any. */
  load(slug: string): AttemptSnapshot | null;
  /** The id of the test's current attempt, if any. */
  currentId(slug: string): string | null;
  /** Writes the snapshot and (unless told not to) makes it the test's current attempt. False when the write failed (quota). */
  save(snapshot: AttemptSnapshot, makeCurrent?: boolean): boolean;
  /** Forgets the test's current attempt (a submit still on its way stays queued unless `discardPending`). */
  clear(slug: string, discardPending?: boolean): void;
  /** Every stored attempt whose submit has not reached the server yet. */
  pendingSubmits(): AttemptSnapshot[];
  /** Every running attempt with a section checkpoint not sent yet (issue 28). */
  pendingCheckpoints(): AttemptSnapshot[];
  /** Calls back with a newer copy of the test's attempt written by another tab. Returns an unsubscribe. */
  watch(slug: string, onChange: (snapshot: AttemptSnapshot | null) => void): () => void;
}

export function createAttemptStore(
  storage: KeyValue | null = defaultStorage(),
  events: EventTarget | null = typeof window === 'undefined' ? null : window,
): AttemptStore {
  const backing = storage ?? memoryStorage();
  let durable = storage !== null;

  const read = (key: string): unknown => {
    try {
      const raw = backing.getItem(key);
      return raw ? JSON.parse(raw) : null;
    } catch {
      return null;
    }
  };

  const currentId = (slug: string): string | null => {
    try {
      return backing.getItem(currentKey(slug));
    } catch {
      return null;
    }
  };

  /** Every stored attempt that passes `keep`. */
  const stored = (keep: (s: AttemptSnapshot) => boolean): AttemptSnapshot[] => {
    const found: AttemptSnapshot[] = [];
    try {
      for (let i = 0; i < backing.length; i++) {
        const key = backing.key(i);
        if (!key?.startsWith(ATTEMPT_PREFIX)) continue;
        const s = restoreSnapshot(read(key));
        if (s && keep(s)) found.push(s);
      }
    } catch {
      /* storage unreadable */
    }
    return found;
  };

  const load = (slug: string): AttemptSnapshot | null => {
    const id = currentId(slug);
    return id ? restoreSnapshot(read(attemptKey(slug, id)), slug) : null;
  };

  return {
    get durable() {
      return durable;
    },
    load,
    currentId,
    save(snapshot, makeCurrent = true) {
      try {
        backing.setItem(attemptKey(snapshot.slug, snapshot.id), JSON.stringify(snapshot));
        if (makeCurrent && backing.getItem(currentKey(snapshot.slug)) !== snapshot.id) backing.setItem(currentKey(snapshot.slug), snapshot.id);
        return true;
      } catch {
        durable = false;
        return false;
      }
    },
    clear(slug, discardPending = false) {
      try {
        const id = backing.getItem(currentKey(slug));
        if (id) {
          const stored = restoreSnapshot(read(attemptKey(slug, id)), slug);
          // A submit still on its way is never thrown away.
          if (discardPending || stored?.phase !== 'submitting') backing.removeItem(attemptKey(slug, id));
        }
        backing.removeItem(currentKey(slug));
      } catch {
        /* nothing to clear */
      }
    },
    pendingSubmits: () => stored((s) => s.phase === 'submitting'),
    pendingCheckpoints: () => stored((s) => pendingCheckpoints(s).length > 0),
    watch(slug, onChange) {
      if (!events) return () => {};
      const listener = (event: Event) => {
        const key = (event as StorageEvent).key;
        if (key !== null && key !== currentKey(slug) && !key.startsWith(`${ATTEMPT_PREFIX}${slug}.`)) return;
        onChange(load(slug));
      };
      events.addEventListener('storage', listener);
      return () => events.removeEventListener('storage', listener);
    },
  };
}

/**
 * The server's Retry-After (ms) on a failed request, 0 without one: the request layer's reading of the header
 * (ApiRequestError.retryAfterMs), else the `retryAfter` seconds of the API's 503/429 body; at most an hour.
 */
export function serverRetryAfterMs(error: unknown): number {
  const e = error as { retryAfterMs?: unknown; data?: { retryAfter?: unknown } } | null;
  const ms = typeof e?.retryAfterMs === 'number' ? e.retryAfterMs : typeof e?.data?.retryAfter === 'number' ? e.data.retryAfter * 1000 : NaN;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 3600_000) : 0;
}

/** Whether a failed submit should be retried automatically (network, timeout, 5xx, 401/403/408/429) or needs the user (the server refused the payload). */
export function isRetryableSubmitError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true;
  if (status >= 500 || status === 401 || status === 403 || status === 408 || status === 429) return true;
  return status < 400;
}

export interface SubmitQueueOptions {
  store: AttemptStore;
  /** Sends one submit; `token` goes out as x-attempt-token. */
  send: (slug: string, payload: MockSubmit, token: string | null) => Promise<SendAnswer>;
  /** Sends one section checkpoint (issue 28); without it checkpoints stay on the device (the submit carries every answer). */
  sendCheckpoint?: (slug: string, payload: MockSectionCheckpoint, token: string | null) => Promise<unknown>;
  /** Every stored change the queue makes (a failure recorded, the answer key received). */
  onUpdate?: (snapshot: AttemptSnapshot) => void;
  now?: () => number;
  isOnline?: () => boolean;
  /** Where `online` and `visibilitychange` come from (default: window / document). */
  events?: EventTarget | null;
  visibility?: EventTarget | null;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** [0, 1): the spread added to a server's Retry-After (default Math.random). */
  random?: () => number;
}

/**
 * Sends queued submits until they reach the server. One send per attempt at
 * a time; the stored snapshot is the queue (re-read before every send, so a
 * copy another tab already completed is not sent again).
 */
export class SubmitQueue {
  private readonly inFlight = new Set<string>();
  private readonly timers = new Map<string, unknown>();
  private readonly now: () => number;
  private readonly isOnline: () => boolean;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;
  private readonly random: () => number;
  private readonly events: EventTarget | null;
  private readonly visibility: EventTarget | null;
  private stopped = false;
  /** The closed sections' checkpoints, sent on the same triggers (checkpoint-queue.ts). */
  private readonly checkpoints: CheckpointQueue | null;

  constructor(private readonly options: SubmitQueueOptions) {
    this.now = options.now ?? (() => Date.now());
    this.isOnline = options.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false));
    this.setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
    this.random = options.random ?? Math.random;
    this.events = options.events !== undefined ? options.events : typeof window === 'undefined' ? null : window;
    this.visibility = options.visibility !== undefined ? options.visibility : typeof document === 'undefined' ? null : document;
    const { store, sendCheckpoint, onUpdate } = options;
    this.checkpoints = sendCheckpoint
      ? new CheckpointQueue({ store, send: sendCheckpoint, onUpdate, now: this.now, isOnline: this.isOnline, setTimer: this.setTimer, clearTimer: this.clearTimer })
      : null;
    this.events?.addEventListener('online', this.flushAll);
    this.visibility?.addEventListener('visibilitychange', this.onVisible);
  }

  private onVisible = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'visible') this.flushAll();
  };

  /** Sends every pending submit found in storage (retrying now, whatever the backoff said). */
  flushAll = (): void => {
    for (const s of this.options.store.pendingSubmits()) if (!s.submission?.rejected) void this.send(s.slug, s.id);
    this.checkpoints?.flushAll();
  };

  /** Sends the attempt's pending section checkpoints (those due: a backoff or Retry-After is kept). */
  sendCheckpoints(slug: string, id: string): Promise<void> {
    return this.checkpoints?.send(slug, id) ?? Promise.resolve();
  }

  /** Sends the stored attempt's submit now (no-op when it is not pending, already in flight, or the browser is offline). */
  async send(slug: string, id: string, options: { force?: boolean } = {}): Promise<AttemptSnapshot | null> {
    const key = `${slug}\u0000${id}`;
    if (this.stopped || this.inFlight.has(key)) return null;
    const snapshot = this.stored(slug, id);
    if (!snapshot || snapshot.phase !== 'submitting' || !snapshot.submission) return null;
    if (snapshot.submission.rejected && !options.force) return null;
    this.cancelTimer(key);
    if (!this.isOnline()) {
      // Offline: wait for `online` (and keep a slow timer in case that event never comes).
      const waiting = submitFailed(snapshot, examText(documentLocale()).status.offline, this.now());
      this.commit(waiting);
      this.schedule(key, slug, id, waiting.submission!.nextTryAt! - this.now());
      return waiting;
    }
    this.inFlight.add(key);
    try {
      const response = await this.options.send(slug, snapshot.submission.payload, snapshot.submission.token ?? null);
      const latest = this.latest(snapshot);
      const done = submitSucceeded(latest, response);
      this.commit(done);
      return done;
    } catch (error) {
      const retry = isRetryableSubmitError(error);
      const message = error instanceof Error && error.message ? error.message : examText(documentLocale()).status.failed;
      const failed = submitFailed(this.latest(snapshot), message, this.now(), !retry, this.serverWait(error));
      this.commit(failed);
      if (retry) this.schedule(key, slug, id, failed.submission!.nextTryAt! - this.now());
      return failed;
    } finally {
      this.inFlight.delete(key);
    }
  }

  /**
   * The server's Retry-After (a 503 when more submits arrived than it takes): wait that long, plus up to half
   * again at random so that the aspirants it turned away do not all come back in the same second (issue 28).
   */
  private serverWait(error: unknown): number | undefined {
    const ms = serverRetryAfterMs(error);
    return ms > 0 ? Math.round(ms * (1 + 0.5 * this.random())) : undefined;
  }

  /** Stops timers and listeners (the stored queue stays). */
  stop(): void {
    this.stopped = true;
    this.checkpoints?.stop();
    for (const h of this.timers.values()) this.clearTimer(h);
    this.timers.clear();
    this.events?.removeEventListener('online', this.flushAll);
    this.visibility?.removeEventListener('visibilitychange', this.onVisible);
  }

  /** The stored copy of an attempt: the test's current one, or a pending submit of an older attempt. */
  private stored(slug: string, id: string): AttemptSnapshot | undefined {
    const current = this.options.store.load(slug);
    return current?.id === id ? current : this.options.store.pendingSubmits().find((s) => s.slug === slug && s.id === id);
  }

  private latest(fallback: AttemptSnapshot): AttemptSnapshot {
    const same = this.stored(fallback.slug, fallback.id);
    return same && same.rev >= fallback.rev ? same : fallback;
  }

  private commit(snapshot: AttemptSnapshot) {
    const current = this.options.store.currentId(snapshot.slug);
    // An older attempt's submit never takes over a test that has a newer attempt.
    this.options.store.save(snapshot, current === null || current === snapshot.id);
    this.options.onUpdate?.(snapshot);
  }

  private schedule(key: string, slug: string, id: string, ms: number) {
    this.cancelTimer(key);
    if (this.stopped) return;
    this.timers.set(
      key,
      this.setTimer(
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
    if (h !== undefined) this.clearTimer(h);
    this.timers.delete(key);
  }
}

/**
 * Live attempts on this device still waiting for their results (issue 28): the
 * server keeps them out of /progress until results time, so /progress lists them
 * from here ("Awaiting results · results at …"), newest results time last.
 */
export function awaitingResults(storage: KeyValue | null = defaultStorage(), nowMs = Date.now()): AttemptSnapshot[] {
  const found: AttemptSnapshot[] = [];
  if (!storage) return found;
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(ATTEMPT_PREFIX)) continue;
      const raw = storage.getItem(key);
      const s = raw ? restoreSnapshot(JSON.parse(raw)) : null;
      if (s?.phase === 'submitted' && s.pending && Date.parse(s.pending.resultsAt) > nowMs) found.push(s);
    }
  } catch {
    /* storage unreadable */
  }
  return found.sort((a, b) => Date.parse(a.pending!.resultsAt) - Date.parse(b.pending!.resultsAt));
}
