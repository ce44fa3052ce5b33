/**
 * A JSON value as a jsonb column gives it back (issue 28, the submit's hot
 * path): the submit no longer reads back the jsonb it has just written
 * (`returning *` sent every answer sheet, result and section rows back to be
 * parsed again), it keeps what it wrote, in the form Postgres would answer it
 * with, so the answer stays the same byte for byte:
 *
 *  - object keys in jsonb's order: shorter keys first, keys of one length by
 *    their bytes (UTF-8), as Postgres stores them;
 *  - what JSON.stringify leaves out or turns into null (undefined, functions
 *    and symbols: dropped from objects, null in arrays; NaN and ±Infinity:
 *    null; -0: 0; toJSON applied).
 *
 * Number values need nothing: JSON.stringify writes the shortest text that
 * reads back as the same double, jsonb keeps that decimal exactly, and JSON.parse
 * of its output gives the same double again.
 */

const ASCII = /^[\x00-\x7f]*$/;
const utf8 = new TextEncoder();

function compareKeys(a: string, b: string): number {
  if (ASCII.test(a) && ASCII.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  const x = utf8.encode(a);
  const y = utf8.encode(b);
  if (x.length !== y.length) return x.length - y.length;
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** The jsonb order of each key list seen, by the list (the result and section rows have a handful of shapes). */
const shapes: { keys: string[]; order: string[] }[] = [];
const MAX_SHAPES = 64;

function sameKeys(a: string[], b: string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function jsonbOrder(keys: string[]): string[] {
  for (const shape of shapes) if (sameKeys(shape.keys, keys)) return shape.order;
  const order = [...keys].sort(compareKeys);
  if (shapes.length >= MAX_SHAPES) shapes.shift();
  shapes.push({ keys, order });
  return order;
}

const dropped = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** `value` as JSON.parse(jsonb output of JSON.stringify(value)) would give it, without the round trip. */
export function asJsonb(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? (value === 0 ? 0 : value) : null;
  if (typeof value !== 'object') return null;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return asJsonb((value as { toJSON: () => unknown }).toJSON());
  if (Array.isArray(value)) {
    // An answer sheet or time list of plain numbers and nulls is already as jsonb gives it: kept, not copied.
    let plain = true;
    for (const v of value) if (!(v === null || (typeof v === 'number' && Number.isFinite(v) && !Object.is(v, -0)))) plain = false;
    return plain ? value : Array.from(value, (v) => (dropped(v) ? null : asJsonb(v)));
  }
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of jsonbOrder(Object.keys(source))) if (!dropped(source[key])) out[key] = asJsonb(source[key]);
  return out;
}
