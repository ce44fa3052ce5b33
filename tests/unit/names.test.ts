/**
 * The one name rule (core/names.ts): the typed rule (personName, used by the
 * profile and sign-up) and the identity provider's normalization agree, over
 * generated names full of tags, controls, bidi overrides and long runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NAME_MAX, NAME_MESSAGES, normalizeName } from '#core/names.ts';
import { personName } from '#core/schemas/common.ts';

const PIECES = [
  'Asha', 'Verma', 'रवि', 'कुमार', 'क्‍ष', 'श्‌री', 'e\u0301', '\u0958', 'Ö', '😀', '👩‍💻', ' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2028', '\u3000',
  '<', '>', '<b>', '</b>', '<img src=x onerror=alert(1)>', '<script>', '&lt;', '"', "'",
  '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u202a', '\u2066', '\u2069', '\u200e', '\u200f', '\u061c', '\u200b', '\u2060', '\ufeff', '\u00ad', '\u{e0041}',
  'x'.repeat(40), '\ud83d', '\udc00',
];
const nameArb = fc.oneof(
  fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 6 }), fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 12 }).map((p) => p.join('')),
  fc.string({ unit: 'binary', maxLength: 140 }),
);

describe('the name rule', () => {
  it('a normalized name is always accepted as typed, unchanged', () => {
    fc.assert(
      fc.property(nameArb, (raw) => {
        const name = normalizeName(raw);
        if (name === null) return;
        expect(name.length).toBeLessThanOrEqual(NAME_MAX);
        expect(personName.parse(name)).toBe(name);
      }),
      { numRuns: 3000 },
    );
  });

  it('a name the typed rule accepts normalizes to what the typed rule stores', () => {
    fc.assert(
      fc.property(nameArb, (raw) => {
        const typed = personName.safeParse(raw);
        if (typed.success) expect(normalizeName(raw)).toBe(typed.data);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['<img src=x onerror=alert(1)>\u202eAsha\u0007  <b>Verma</b>\u200b', 'Asha Verma'],
    ['  Ravi\tKumar\n', 'Ravi Kumar'], // controls become spaces in a claim; typed, they are refused
    ['क्‍षितिज श्‌रीवास्तव', 'क्‍षितिज श्‌रीवास्तव'], // ZWJ and ZWNJ stay: Devanagari needs them
    ['<script></script>\u202e\u0007', null],
    ['', null],
    [null, null],
    [42, null],
  ])('normalizes %j to %j', (raw, expected) => {
    expect(normalizeName(raw)).toBe(expected);
  });

  it('cuts a long name to the maximum without splitting a character', () => {
    const name = normalizeName(`A${'😀'.repeat(80)}`)!;
    expect(name.length).toBeLessThanOrEqual(NAME_MAX);
    expect(name).toBe(`A${'😀'.repeat(49)}`);
  });

  it.each([
    ['Asha\u202eVerma', NAME_MESSAGES.format],
    ['Asha\u0007', NAME_MESSAGES.control],
    ['Asha\tVerma', NAME_MESSAGES.control],
    ['<b>Asha</b>', NAME_MESSAGES.html],
    ['x'.repeat(101), NAME_MESSAGES.max],
    ['   ', NAME_MESSAGES.empty],
  ])('refuses %j when typed: %s', (raw, message) => {
    expect(personName.safeParse(raw).error?.issues[0].message).toBe(message);
  });
});
