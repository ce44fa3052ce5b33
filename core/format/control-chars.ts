/**
 * The one rule for control characters in text a client writes (NUL in
 * particular, which Postgres text cannot hold: it would be a 500, not a 400).
 * Per field kind: a single-line field ('line': names, titles, options,
 * topics, section names, labels) takes none of the C0 controls or DEL;
 * multi-line text ('text': question text, explanations, descriptions,
 * article HTML, report text) keeps tab, LF and CR and refuses the rest.
 * Zod-free, so browser code (forms) and the schemas (core/schemas/common.ts)
 * share it.
 */
export const CONTROL_CHARS = {
  line: /[\u0000-\u001f\u007f]/,
  text: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/,
} as const;
export type TextKind = keyof typeof CONTROL_CHARS;

/** True when `value` holds a control character its field kind refuses. */
export function hasControlChars(value: string, kind: TextKind): boolean {
  return CONTROL_CHARS[kind].test(value);
}
