/**
 * Building blocks of the admin input schemas. These schemas are SHARED: the
 * dashboard forms (react-hook-form + zodResolver) and the API's write routes
 * validate with the very same objects, so a message the server sends is the
 * message the form shows.
 *
 * Every input object is strict: a key the schema does not name (an id, a
 * count, a timestamp, a visit or download counter, a uuid, a typo) is refused
 * with a 400 naming it, so server-owned fields can never be set by a body.
 */
import { z } from 'zod';
import { CONTROL_CHARS, hasControlChars, type TextKind } from '../format/control-chars';
import { NAME_MESSAGES, nameProblem, tidyName } from '../names';
import { isSafeLink } from '../urls';

/** Lower-case URL slugs we create (a subset of what the public routes accept). */
export const NEW_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,198}[a-z0-9])?$/;
export const SLUG_MESSAGE = "Slug must be 1-200 lower-case letters, digits or '-' (not starting or ending with '-')";

export { CONTROL_CHARS, hasControlChars, type TextKind };

/**
 * The refinement every text field of every write schema carries, per field kind
 * (core/format/control-chars.ts): `.refine(...noControlChars('line', 'Name'))`.
 */
export function noControlChars(kind: TextKind, label: string, message = `${label} must not contain control characters`) {
  return [(v: string) => !hasControlChars(v, kind), message] as const;
}

export const MAX_ID = 2_147_483_647;

/**
 * A strict object: unknown or server-owned keys are refused with one clear
 * message (e.g. "Unknown or server-owned field: visits").
 */
export function strictInput<T extends z.ZodRawShape>(shape: T, what = 'The request body') {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        const keys = (issue as { keys: string[] }).keys;
        return `Unknown or server-owned field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
      }
      if (issue.code === 'invalid_type') return `${what} must be a JSON object`;
      return undefined;
    },
  });
}

/** Required single-line text, trimmed, 1..max characters. */
export function requiredLine(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noControlChars('line', label));
}

/** Optional multi-line text, trimmed, up to max characters ('' allowed). */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(...noControlChars('text', label));
}

/** An optional slug: '' (or absent) means "derive it from the title/name". */
export const optionalSlug = z
  .string({ error: 'Slug must be text' })
  .trim()
  .max(200, SLUG_MESSAGE)
  .refine((v) => v === '' || NEW_SLUG_PATTERN.test(v), SLUG_MESSAGE);

/** A row id chosen in a form (a select gives a number through setValueAs). */
export function idField(label: string, requiredMessage = `${label} is required`) {
  return z
    .number({ error: requiredMessage })
    .int(requiredMessage)
    .min(1, requiredMessage)
    .max(MAX_ID, `${label} is not a valid id`);
}

/** isSafeLink (core/urls.ts): an http(s) URL with a host or a same-site path; every link field is checked with it. */
export { isSafeLink };

const linkMessage = (label: string) => `${label} must be an http(s) URL or a path starting with /`;

/** A required http(s) URL or site path (see isSafeLink). */
export function urlOrPath(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} must be at most 2000 characters`)
    .refine(isSafeLink, linkMessage(label));
}

/** An optional http(s) URL or site path ('/uploads/...'); '' or null clear it (stored as null). */
export function optionalUrlOrPath(label: string) {
  return z
    .union([z.null(), z.string({ error: `${label} must be a URL` }).trim().max(2000, `${label} must be at most 2000 characters`)], {
      error: `${label} must be a URL`,
    })
    .refine((v) => v === null || v === '' || isSafeLink(v), linkMessage(label))
    .transform((v) => (v ? v : null));
}

/** `{ confirm: true }`: destructive calls that must be confirmed explicitly. */
export function confirmSchema(what: string) {
  return strictInput({
    confirm: z.literal(true, { error: `Deleting ${what} needs { "confirm": true }` }),
  });
}

/**
 * A person's display name typed by the user (profile, sign-up): the one name
 * rule of core/names.ts, refused with its message; stored composed with
 * whitespace collapsed. A name from the identity provider goes through
 * normalizeName instead (nobody can be refused sign-in for it).
 */
export const personName = z.preprocess(
  // Tidied before the check (not transformed after it): a refused name inside a union (name or null) keeps its own message.
  (v) => (typeof v === 'string' ? tidyName(v) : v),
  z.string({ error: NAME_MESSAGES.type }).refine((v) => nameProblem(v) === null, { error: (issue) => nameProblem(String(issue.input)) ?? NAME_MESSAGES.empty }),
);

/** A Hindi name or description (issue 27): '' or null clears it (pages then show the English one). */
export const hindiText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text or null` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v.replace(/[\n\r\t]/g, ' ')), `${label} must not contain control characters`)
    .transform((v) => v || null)
    .nullable()
    .optional();
