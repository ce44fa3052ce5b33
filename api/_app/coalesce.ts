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
}

export function coalescer<I, O>(run: (inputs: I[]) => Promise<O[]>, { maxInFlight = 2, maxBatch = 200 }: CoalesceOptions = {}): (input: I) => Promise<O> {
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;
  const pump = () => {
    while (inFlight < maxInFlight && queue.length) {
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      run(batch.map((w) => w.input))
        .then(
          (outputs) => batch.forEach((w, i) => w.resolve(outputs[i])),
          (err) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  };
  return (input) =>
    new Promise<O>((resolve, reject) => {
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
