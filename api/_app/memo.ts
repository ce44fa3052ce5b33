/**
 * A small process-level memo for derived figures that may be a few seconds
 * old (per-question shares, section toppers): one load in flight per key, the
 * value kept for `ttlMs`. Scoped by an object (the database handle), so two
 * databases in one process never share figures. Bounded: oldest keys go first.
 */
const MAX_KEYS = 500;
type Entries = Map<string, { at: number; value: Promise<unknown> }>;
const scopes = new WeakMap<object, Entries>();

export function memo<T>(scope: object, key: string, ttlMs: number, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let entries = scopes.get(scope);
  if (!entries) scopes.set(scope, (entries = new Map()));
  const hit = entries.get(key);
  if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { at: now, value });
  // A failed load is not kept.
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  for (const k of entries.keys()) {
    if (entries.size <= MAX_KEYS) break;
    entries.delete(k);
  }
  return value;
}
