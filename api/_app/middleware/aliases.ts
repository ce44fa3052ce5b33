/**
 * Privacy-browser aliases (spec section 7). For one privacy-focused browser
 * the client rewrites paths that look like tracking; the server answers the
 * rewritten paths exactly as the originals by rewriting them back before
 * routing and dispatching the request again through the same app, so every
 * middleware (key check, rate limits, caching) applies to the original path.
 *
 *   /user/signin → /auth/login      /user/signup → /auth/register
 *   /user/signout → /auth/logout    /user/profile → /auth/me
 *   /user/refresh-token → /auth/refresh
 *   /practice…  → /mocks…           /content/promotions… → /ads…
 *
 * This middleware runs first and also records where the API is mounted
 * (`apiBase`: '/api' in production and locally, '' when called bare).
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { AppBindings } from '../context';

const EXACT: Record<string, string> = {
  '/user/signin': '/auth/login',
  '/user/signup': '/auth/register',
  '/user/signout': '/auth/logout',
  '/user/profile': '/auth/me',
  '/user/refresh-token': '/auth/refresh',
};

const PREFIXES: [RegExp, string][] = [
  [/^\/practice(?=\/|$)/, '/mocks'],
  [/^\/content\/promotions(?=\/|$)/, '/ads'],
];

/** The original path for an alias path (relative to the API base), or null. */
export function aliasTarget(path: string): string | null {
  const exact = EXACT[path];
  if (exact) return exact;
  for (const [pattern, original] of PREFIXES) if (pattern.test(path)) return path.replace(pattern, original);
  return null;
}

type Fetchable = { fetch: Hono['fetch'] };

export function privacyAliases(app: Fetchable): MiddlewareHandler<AppBindings> {
  const mounted = new Map<string, Fetchable>();
  const dispatcher = (base: string) => {
    if (!base) return app;
    let wrapper = mounted.get(base);
    if (!wrapper) mounted.set(base, (wrapper = new Hono().route(base, app as Hono)));
    return wrapper;
  };

  return async (c, next) => {
    const base = c.req.routePath.replace(/\/?\*$/, '');
    c.set('apiBase', base);
    const target = aliasTarget(c.req.path.slice(base.length));
    if (target === null) return next();

    const url = new URL(c.req.url);
    url.pathname = base + target;
    const raw = c.req.raw;
    const hasBody = raw.method !== 'GET' && raw.method !== 'HEAD' && raw.body !== null;
    const request = new Request(url, {
      method: raw.method,
      headers: raw.headers,
      body: hasBody ? raw.body : undefined,
      signal: raw.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    let executionCtx;
    try {
      executionCtx = c.executionCtx;
    } catch {
      executionCtx = undefined; // not provided by this runtime
    }
    return dispatcher(base).fetch(request, c.env, executionCtx);
  };
}
