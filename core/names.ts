/**
 * The one rule for a person's display name, whatever its source (docs/accounts.md#names):
 *
 * - typed by the user (PUT /auth/profile, sign-up's additionalData): refused
 *   with a message when it holds a control character, an invisible formatting
 *   character (right-to-left override and the other bidi controls, zero-width
 *   spaces), '<' or '>', or is longer than NAME_MAX; runs of whitespace become
 *   one space;
 * - from the identity provider (the ID token's `name` claim, which nobody can
 *   be refused sign-in for): normalized to what the rule accepts — tags and
 *   the refused characters dropped, whitespace collapsed, cut to NAME_MAX — and
 *   null when nothing is left (boards then show 'Aspirant').
 *
 * The two agree: a name the user rule accepts normalizes to itself, and a
 * normalized name is always accepted (tests/unit/names.test.ts).
 * Zero-width joiner and non-joiner stay: Devanagari and emoji need them.
 */

export const NAME_MAX = 100;

/** Shown instead of a missing or hidden name on leaderboards. */
export const ANONYMOUS_NAME = 'Aspirant';

export const NAME_MESSAGES = {
  type: 'name must be text',
  empty: 'name must not be empty',
  max: `name must be at most ${NAME_MAX} characters`,
  control: 'name must not contain control characters',
  format: 'name must not contain invisible formatting characters (such as a right-to-left override)',
  html: "name must not contain '<' or '>'",
} as const;

/** C0 and C1 controls and DEL. */
const CONTROL = /\p{Cc}/u;
const CONTROL_ALL = /\p{Cc}/gu;
/** Format characters (bidi overrides, embeddings, isolates and marks, zero-width space, word joiner, BOM, soft hyphen, tags) except ZWNJ/ZWJ. */
const FORMAT = /(?![\u200c\u200d])\p{Cf}/u;
const FORMAT_ALL = /(?![\u200c\u200d])\p{Cf}/gu;
const HTML = /[<>]/;
/** Spaces (JavaScript's \s without the controls tab/LF/VT/FF/CR, which a name refuses, and U+FEFF, a format character here). */
const SPACES = /[ \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/gu;

/** Whitespace collapsed to single spaces, trimmed. */
const collapse = (value: string) => value.replace(SPACES, ' ').replace(/^ | $/g, '');
/** One spelling per name (composed accents, as most keyboards type them). */
const tidy = (value: string) => collapse(value.normalize('NFC'));

/** The first problem of a typed name (after trimming), or null when the rule accepts it. */
export function nameProblem(value: string): string | null {
  const name = tidy(value);
  if (name === '') return NAME_MESSAGES.empty;
  if (CONTROL.test(name)) return NAME_MESSAGES.control;
  if (FORMAT.test(name)) return NAME_MESSAGES.format;
  if (HTML.test(name)) return NAME_MESSAGES.html;
  if (name.length > NAME_MAX) return NAME_MESSAGES.max;
  return null;
}

/** A typed name as stored: composed (NFC), whitespace collapsed (call after nameProblem returned null). */
export function tidyName(value: string): string {
  return tidy(value);
}

/** `value` cut to at most `max` UTF-16 units without splitting a character. */
function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  let out = '';
  for (const ch of value) {
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out;
}

/** A name from the identity provider made to fit the rule, or null when nothing of it is left. */
export function normalizeName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .normalize('NFC')
    .replace(/<[^<>]*>/g, ' ') // tags go, their text stays ('<b>Asha</b>' → 'Asha')
    .replace(/[<>]/g, '')
    .replace(CONTROL_ALL, ' ')
    .replace(FORMAT_ALL, '');
  const name = collapse(cut(tidy(text), NAME_MAX));
  return name === '' ? null : name;
}
