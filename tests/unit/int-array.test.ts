/**
 * The one-pass array checks (core/schemas/int-array.ts) give what the per-entry zod chain they replaced gave: the
 * same verdict and the same issues (message and path) on random and hand-picked inputs, and the same schema in the
 * OpenAPI document.
 */
import { describe, expect, it } from 'vitest';
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { intArray, nullableIntArray } from '#core/schemas/int-array.ts';
import { ANSWER_MESSAGE, MockSubmitSchema, TIME_MESSAGE } from '#core/schemas/mock-attempt.ts';

const ARRAY = 'answers must be an array with one entry per question';
// The definitions before the change, the reference.
const oldAnswers = z.array(z.number({ error: ANSWER_MESSAGE }).int(ANSWER_MESSAGE).min(0, ANSWER_MESSAGE).max(3, ANSWER_MESSAGE).nullable(), { error: ARRAY }).max(100, 'at most 100');
const oldTimes = z.array(z.number({ error: TIME_MESSAGE }).int(TIME_MESSAGE).min(0, TIME_MESSAGE), { error: TIME_MESSAGE }).max(100, 'at most 100');
const newAnswers = nullableIntArray({ message: ANSWER_MESSAGE, arrayMessage: ARRAY, min: 0, max: 3, maxItems: 100, maxItemsMessage: 'at most 100' });
const newTimes = intArray({ message: TIME_MESSAGE, arrayMessage: TIME_MESSAGE, min: 0, maxItems: 100, maxItemsMessage: 'at most 100' });

const outcome = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? { data: r.data } : { issues: r.error.issues.map((i) => ({ path: i.path, message: i.message })) };
};

/** A small deterministic generator (mulberry32): the same inputs on every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const ODD: unknown[] = [null, -1, 4, 1.5, -0, 0, 3, 2, 'x', '1', true, {}, [], Infinity, NaN, 1e9, -1e-9, undefined];

describe('arrays of whole numbers checked in one pass', () => {
  it('agree with the per-entry checks on hand-picked inputs', () => {
    const cases: unknown[] = [[], [0, 1, 2, 3, null], [4], [null, null], ['x', 5, 1.5, -1], 'not an array', null, {}, Array(101).fill(0), [...Array(101).fill(0), 7], [1, 2, 'x']];
    for (const value of cases) {
      expect(outcome(newAnswers, value), JSON.stringify(value)).toEqual(outcome(oldAnswers, value));
      expect(outcome(newTimes, value), JSON.stringify(value)).toEqual(outcome(oldTimes, value));
    }
  });

  it('agree with the per-entry checks on 5,000 random arrays', () => {
    const next = random(28);
    for (let n = 0; n < 5_000; n++) {
      const length = Math.floor(next() * (next() < 0.05 ? 110 : 12));
      const value = Array.from({ length }, () => (next() < 0.8 ? Math.floor(next() * 6) - 1 : ODD[Math.floor(next() * ODD.length)]));
      expect(outcome(newAnswers, value), JSON.stringify(value)).toEqual(outcome(oldAnswers, value));
      expect(outcome(newTimes, value), JSON.stringify(value)).toEqual(outcome(oldTimes, value));
    }
  });

  it('describe the same schema in the OpenAPI document', () => {
    // Generated as the app generates its document (@hono/zod-openapi).
    const app = new OpenAPIHono();
    for (const [name, schema] of Object.entries({ oldAnswers, newAnswers, oldTimes, newTimes })) app.openAPIRegistry.register(name, schema);
    const { schemas } = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 't', version: '1' } }).components!;
    expect(schemas!.newAnswers).toEqual(schemas!.oldAnswers);
    expect(schemas!.newTimes).toEqual(schemas!.oldTimes);
    expect(schemas!.newAnswers).toMatchObject({ type: 'array', maxItems: 100, items: { type: ['integer', 'null'], minimum: 0, maximum: 3 } });
  });

  it('the submit body uses them', () => {
    const r = MockSubmitSchema.safeParse({ answers: [0, 7], timeSpent: [1, -2] });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['answers.1', ANSWER_MESSAGE],
      ['timeSpent.1', TIME_MESSAGE],
    ]);
  });
});
