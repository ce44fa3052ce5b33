/**
 * A small process-level memo for derived figures that may be a little old
 * (per-question shares, section toppers), stale-while-revalidate: one load in
 * flight per key; after `ttlMs` the next caller starts a refresh but is
 * answered with the value it has (only the very first caller waits). So a
 * burst of submits never queues behind a refresh. The refresh outlives the
 * request through keepAlive (infra/after-response.ts). Scoped by an object
 * (the database handle): two databases in one process never share figures.
 * Bounded: oldest keys go first.
 */
import { keepAlive } from '#infra/after-response.ts';

const MAX_KEYS = 500;
interface Entry {
  at: number;
  value?: Promise<unknown>;
  refreshing?: Promise<unknown>;
}
const scopes = new WeakMap<object, Map<string, Entry>>();

export function memo<T>(scope: object, key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let entries = scopes.get(scope);
  if (!entries) scopes.set(scope, (entries = new Map()));
  const entry = entries.get(key);
  if (entry?.value && (now - entry.at < ttlMs || entry.refreshing)) return entry.value as Promise<T>;
  const next = load();
  if (entry?.value) {
    // Stale: refresh in the background, answer with the old value meanwhile.
    entry.refreshing = next;
    const settle = next.then(
      () => entries.set(key, { at: now, value: next }),
      () => {
        entry.refreshing = undefined;
      },
    );
    keepAlive(settle);
    return entry.value as Promise<T>;
  }
  entries.set(key, { at: now, value: next });
  // A failed first load is not kept.
  next.catch(() => entries.get(key)?.value === next && entries.delete(key));
  for (const k of entries.keys()) {
    if (entries.size <= MAX_KEYS) break;
    entries.delete(k);
  }
  return next;
}
