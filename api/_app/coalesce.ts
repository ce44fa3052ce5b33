/**
 * Group commit for the API process: calls made while earlier ones are still
 * in flight are gathered and run together, as one call of `run` with all
 * their inputs (one statement for the submits of a deadline burst instead of
 * one each). An idle process runs a call at once, alone: nothing waits on a
 * timer, so nothing relies on one surviving a response on Vercel; every
 * caller awaits its own result within its own request. Scoped by an object
 * (the database handle), like memo.ts.
 */
interface Waiting<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (reason: unknown) => void;
}

export interface CoalesceOptions {
  /** Batches running at once (the rest queue): a few, so one slow statement does not stall the others. */
  maxInFlight?: number;
  /** Inputs per batch at most. */
  maxBatch?: number;
  /**
   * Calls waiting at most (issue 28: a bounded queue). One more is refused at once with Overloaded (503 +
   * Retry-After) instead of waiting longer than its client would, so overload sheds load rather than
   * piling up until sockets time out.
   */
  maxQueue?: number;
  /**
   * The longest a call may be expected to wait (ms): when the queue ahead of it would take longer to drain (by
   * the recent time per batch) it is refused at once with Overloaded. Below the client's timeout, so the work
   * done is for a client still waiting, not for one that gave up and sends it again (a retry storm).
   */
  maxWaitMs?: number;
  /** Names the coalescer in coalesceStats() (what the benchmark prints: the database's time per batch). */
  name?: string;
}

export interface BatchStats {
  batches: number;
  inputs: number;
  /** Time of run() per batch (a pool connection, the statement), total and the slowest. */
  totalMs: number;
  maxMs: number;
  /** Calls refused with Overloaded. */
  refused: number;
}

/** Per process, by name: counters only (no timers, nothing a request relies on). */
const stats = new Map<string, BatchStats>();
export const coalesceStats = (): Record<string, BatchStats> => Object.fromEntries([...stats].map(([k, v]) => [k, { ...v }]));
export const resetCoalesceStats = () => stats.clear();
const statsOf = (name: string) => {
  let s = stats.get(name);
  if (!s) stats.set(name, (s = { batches: 0, inputs: 0, totalMs: 0, maxMs: 0, refused: 0 }));
  return s;
};

/** Counts one batch of `inputs` that took `ms` (also other batched work than a coalescer's, e.g. the figures' fold). */
export function countBatch(name: string, inputs: number, ms: number) {
  const s = statsOf(name);
  s.batches++;
  s.inputs += inputs;
  s.totalMs += ms;
  s.maxMs = Math.max(s.maxMs, ms);
}

/** The queue is full: answered 503 with Retry-After (api/_app/errors.ts), never 500. Nothing was done. */
export class Overloaded extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('overloaded: the queue is full');
  }
}

export function coalescer<I, O>(
  run: (inputs: I[]) => Promise<O[]>,
  { maxInFlight = 2, maxBatch = 200, maxQueue = Infinity, maxWaitMs = Infinity, name = 'unnamed' }: CoalesceOptions = {},
): (input: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  /** Mean time of a batch (moving average), for Retry-After: how long the queue takes to drain. */
  let batchMs = 100;
  const pump = () => {
    while (inFlight < maxInFlight && queue.length) {
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      const started = performance.now();
      run(batch.map((w) => w.input))
        .then(
          (outputs) => batch.forEach((w, i) => w.resolve(outputs[i])),
          (err) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          const took = performance.now() - started;
          batchMs = 0.8 * batchMs + 0.2 * took;
          countBatch(name, batch.length, took);
          inFlight--;
          pump();
        });
    }
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
      // Batch rounds ahead of this call (all in flight busy) times the recent time per batch.
      const drainMs = (inFlight >= maxInFlight ? Math.ceil((queue.length + 1) / maxBatch / maxInFlight) : 0) * batchMs;
      if (queue.length >= maxQueue || drainMs > maxWaitMs) {
        statsOf(name).refused++;
        reject(new Overloaded(Math.max(1, Math.ceil(drainMs / 1000))));
        return;
      }
      queue.push({ input, resolve, reject });
      pump();
    });
}

/** One coalescer per scope (a database handle), made on first use. */
export function coalescerFor<S extends object, I, O>(make: (scope: S) => (input: I) => Promise<O>): (scope: S) => (input: I) => Promise<O> {
  const made = new WeakMap<S, (input: I) => Promise<O>>();
  return (scope) => {
    let call = made.get(scope);
    if (!call) made.set(scope, (call = make(scope)));
    return call;
  };
}
