/**
 * Errors a statement may meet under load that say nothing about its input:
 * a deadlock (40P01) or a serialization failure (40001) aborted it, and
 * nothing of it was written. Running it again is safe and usually succeeds;
 * what still fails after a few tries is answered 503 + Retry-After by the API
 * (db/unavailable.ts isDatabaseBusy), never 500.
 */
import { pgCode } from './errors';

export const DEADLOCK_DETECTED = '40P01';
export const SERIALIZATION_FAILURE = '40001';

export const isTransientConflict = (err: unknown) => {
  const code = pgCode(err);
  return code === DEADLOCK_DETECTED || code === SERIALIZATION_FAILURE;
};

/** Runs an atomic statement (or transaction) again after a transient conflict, up to `tries` times in all. */
export async function retryTransient<T>(run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (attempt >= tries || !isTransientConflict(err)) throw err;
    }
  }
}
