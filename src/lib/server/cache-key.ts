/**
 * Incremental-build cache keys. A page's key is a hash of a JSON of
 * everything the page renders that comes from the database (Astro adds the
 * hash of the page's code and its imports by itself). Objects are serialised
 * with sorted keys, so the order in which fields were assembled never matters.
 */
import { createHash } from 'node:crypto';
import { recordTiming } from './build-timing';

function stable(value: unknown): unknown {
  if (value === undefined) return null;
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(stable);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value as Record<string, unknown>).sort()) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = stable(v);
  }
  return out;
}

export function stableJson(value: unknown): string {
  return JSON.stringify(stable(value));
}

/** sha256 (hex, 32 chars) of the stable JSON of the inputs. */
export function cacheKey(...inputs: unknown[]): string {
  const started = performance.now();
  const key = createHash('sha256').update(stableJson(inputs)).digest('hex').slice(0, 32);
  recordTiming('cacheKey', performance.now() - started);
  return key;
}

const keyed = new WeakMap<object, string>();

/**
 * The cacheKey of a value shared by many pages (the layout's data, an
 * article's related items), hashed once per build: a page's key then hashes
 * this short string instead of the whole value again (issue 19: at 50,000
 * articles the per-page JSON of the related items was most of the hashing).
 */
export function sharedKey(value: object): string {
  let key = keyed.get(value);
  if (key === undefined) {
    key = cacheKey(value);
    keyed.set(value, key);
  }
  return key;
}
