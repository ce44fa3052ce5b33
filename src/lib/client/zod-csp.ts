/**
 * zod's fast path compiles parsers with `new Function`, after a probe that
 * the page's Content-Security-Policy (no 'unsafe-eval') blocks and reports as
 * a violation even though zod catches it. In the browser zod runs jitless:
 * the same results, no eval, no report. Imported first by the client data
 * layer (index.ts) and the islands' boot, before any schema parses.
 *
 * Through zod's shared global config object rather than `z.config()`, so the
 * boot script (on every page) does not pull zod in: zod adopts this object
 * when it loads, or it already is zod's (tests/unit/security-headers.test.ts).
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};
