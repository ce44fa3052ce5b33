/**
 * Arrays of small whole numbers on the wire (an answer sheet, seconds per question), checked in one pass over the
 * array instead of one zod run per entry and per rule. The submit carries two arrays of up to 100 entries: checked
 * entry by entry they were about a sixth of a submit's garbage at the all-India moment (issue 28). Same issues as
 * `z.array(z.number().int().min(a).max(b))`: each bad entry at its own path (`answers.3`) with the given message,
 * and the same JSON Schema (integer items with minimum and maximum), so the API's 400s and the OpenAPI document
 * do not change (tests/unit/int-array.test.ts).
 */
import { z } from 'zod';

interface IntArrayOptions {
  /** The message of every bad entry (wrong type, not whole, out of range). */
  message: string;
  /** The message when the value is not an array at all. */
  arrayMessage: string;
  min: number;
  /** Default: the largest safe integer, as `.int()`. */
  max?: number;
  /** At most this many entries; a longer array gets only this message (as zod's `.max()` before the entries). */
  maxItems: number;
  maxItemsMessage: string;
}

/**
 * Every entry is checked here, the type included: the element schema accepts anything (it only describes the entry
 * for the JSON Schema), because zod skips an array's own checks once an entry has failed its type, and the per-entry
 * chain reported every bad entry.
 */
function entries({ message, arrayMessage, min, max, maxItems, maxItemsMessage }: IntArrayOptions, nullable: boolean) {
  // The entry as the OpenAPI document described the per-entry chain (a nullable integer is `type: [integer, null]`).
  const entry = z.any().meta({ type: nullable ? ['integer', 'null'] : 'integer', minimum: min, ...(max === undefined ? {} : { maximum: max }) });
  const top = max ?? Number.MAX_SAFE_INTEGER;
  return z.array(entry, { error: arrayMessage }).max(maxItems, maxItemsMessage).check((ctx) => {
    const values = ctx.value as unknown[];
    if (values.length > maxItems) return;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v === null && nullable) continue;
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > top) ctx.issues.push({ code: 'custom', message, input: v, path: [i] });
    }
  });
}

/** Whole numbers in [min, max]. */
export const intArray = (options: IntArrayOptions) => entries(options, false) as unknown as z.ZodArray<z.ZodNumber>;

/** Whole numbers in [min, max], or null. */
export const nullableIntArray = (options: IntArrayOptions) => entries(options, true) as unknown as z.ZodArray<z.ZodNullable<z.ZodNumber>>;
