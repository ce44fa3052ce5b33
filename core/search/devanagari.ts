/**
 * Loose Devanagari matching (issue 27; docs/site.md#hindi-content-and-search).
 * Aspirants type Hindi on phone keyboards loosely: "समनय जञन" for "सामान्य
 * ज्ञान", "भरत" for "भारत". The loose form drops every vowel sign (matra),
 * nukta, virama, anusvara, chandrabindu and visarga, and folds the
 * precomposed nukta letters (क़ …) to their base letters, leaving the
 * consonant skeleton and independent vowels.
 *
 * The same rule runs in two places, built from the constants below so they
 * cannot drift: in SQL as one immutable `translate()` (the `simple`
 * lexemes of the Hindi search vectors, db/schema.ts, and of the series,
 * tests and resources matched by site search), and here for queries.
 */

/** Signs removed: U+0900–0903, U+093A–094F (nukta U+093C included), U+0951–0957, U+0962–0963. */
const MARK_RANGES: Array<[number, number]> = [
  [0x0900, 0x0903],
  [0x093a, 0x094f],
  [0x0951, 0x0957],
  [0x0962, 0x0963],
];
/** Precomposed nukta letters U+0958–095F and their base letters. */
const NUKTA_LETTERS = '\u0958\u0959\u095a\u095b\u095c\u095d\u095e\u095f';
const NUKTA_BASES = '\u0915\u0916\u0917\u091c\u0921\u0922\u092b\u092f';

const MARKS = MARK_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/** `translate(text, LOOSE_FROM, LOOSE_TO)` is the loose form in SQL: nukta letters map to bases, marks (no counterpart) are deleted. */
export const LOOSE_FROM = NUKTA_LETTERS + MARKS;
export const LOOSE_TO = NUKTA_BASES;

/** SQL string literal of a constant above (Unicode escapes: the migration stays ASCII and unambiguous). */
export function sqlUnicodeLiteral(text: string): string {
  return `U&'${[...text].map((c) => `\\${c.codePointAt(0)!.toString(16).padStart(4, '0')}`).join('')}'`;
}

const MARK_PATTERN = new RegExp(`[${MARKS}]`, 'gu');
const NUKTA_MAP = new Map([...NUKTA_LETTERS].map((c, i) => [c, NUKTA_BASES[i]!]));

/** The loose form of a text (see above); other scripts pass through unchanged. */
export function looseDevanagari(text: string): string {
  return text.replace(/[\u0958-\u095f]/g, (c) => NUKTA_MAP.get(c) ?? c).replace(MARK_PATTERN, '');
}

/** Whether a text contains Devanagari letters. */
export function hasDevanagari(text: string): boolean {
  return /[\u0900-\u097f]/.test(text);
}
