/**
 * Request body limits, one table for every route. A body over its route's
 * limit gets 413 JSON `PAYLOAD_TOO_LARGE` before it is read: a declared
 * Content-Length over the limit is refused outright, and a chunked body is
 * read only up to the limit (hono/body-limit).
 *
 * The default is small (every public call sends a few hundred bytes); only
 * the calls that carry real content get more, sized for the largest valid
 * body their schema accepts (UTF-8 Hindi text is 3 bytes a character).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { COVER_RULES } from '#core/schemas/resources.ts';
import type { AppBindings } from '../context';

const KiB = 1024;
const MiB = 1024 * KiB;

export const DEFAULT_BODY_LIMIT = 64 * KiB;

export interface BodyLimitRule {
  methods: readonly string[];
  /** Path relative to the API base. */
  path: RegExp;
  maxBytes: number;
  /** Said in the 413 (default: the limit in KB/MB). */
  message?: string;
  field?: string;
}

export const BODY_LIMITS: readonly BodyLimitRule[] = [
  // A submitted attempt: up to 200 answers with per-question timings.
  { methods: ['POST'], path: /^\/mocks\/[^/]+\/submit$/, maxBytes: 256 * KiB },
  // Mock test creation (and a bulk import of one): 100 questions of 2,000 characters, 4 options, 4 explanations of 2,000.
  { methods: ['POST', 'PUT'], path: /^\/mocks$/, maxBytes: 4 * MiB },
  // Articles: up to 500,000 characters of HTML.
  { methods: ['POST', 'PUT'], path: /^\/admin\/articles(?:\/[^/]+)?$/, maxBytes: 2 * MiB },
  // Books with an uploaded cover (multipart): the cover plus the other fields.
  {
    methods: ['POST', 'PUT'],
    path: /^\/resources\/books(?:\/[^/]+)?$/,
    maxBytes: COVER_RULES.maxBytes + 512 * KiB,
    message: `The request is too large: ${COVER_RULES.sizeMessage}`,
    field: 'cover_image',
  },
];

const sizeText = (bytes: number) => (bytes >= MiB ? `${bytes / MiB} MB` : `${bytes / KiB} KB`);

export function bodyLimitFor(method: string, path: string): BodyLimitRule {
  return BODY_LIMITS.find((r) => r.methods.includes(method) && r.path.test(path)) ?? { methods: [method], path: /.*/, maxBytes: DEFAULT_BODY_LIMIT };
}

/** One hono/body-limit per rule, made once, with its 413. */
const limiters = new Map<BodyLimitRule, { limit: MiddlewareHandler<AppBindings>; refuse: (c: Context<AppBindings>) => Response }>();
function limiterOf(rule: BodyLimitRule) {
  let limiter = limiters.get(rule);
  if (!limiter) {
    const error = rule.message ?? `The request body is too large (at most ${sizeText(rule.maxBytes)} here)`;
    const refuse = (c: Context<AppBindings>) => {
      c.header('Connection', 'close'); // do not wait for the rest of an oversized body on this connection
      return c.json({ error, code: 'PAYLOAD_TOO_LARGE', limit: rule.maxBytes, ...(rule.field ? { field: rule.field } : {}) }, 413);
    };
    limiter = { limit: bodyLimit({ maxSize: rule.maxBytes, onError: refuse }) as MiddlewareHandler<AppBindings>, refuse };
    limiters.set(rule, limiter);
  }
  return limiter;
}

export const limitBody: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const rule = bodyLimitFor(c.req.method, c.req.path.slice(c.var.apiBase.length));
  const { limit, refuse } = limiterOf(rule);
  // A declared length is checked from the header alone (Node's parser reads exactly that many bytes; hono/body-limit
  // trusts it too). hono/body-limit first asks the request for its `body`, which turns @hono/node-server's
  // lightweight request into a full web Request whose body is then read through a web stream instead of the
  // adapter's direct read: most of the app-wide middleware's CPU on a submit (issue 28, docs/mock-tests.md "2 Dec").
  const length = c.req.header('content-length');
  if (length !== undefined && c.req.header('transfer-encoding') === undefined) return Number(length) > rule.maxBytes ? refuse(c) : next();
  return limit(c, next);
};
