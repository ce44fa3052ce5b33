/**
 * The x-api-key check (spec section 7). An anti-scraping speed bump, not
 * authentication: see api/_app/api-key-rotation.ts. The 401 bodies are exactly what the
 * client's re-fetch logic keys on.
 */
import type { MiddlewareHandler } from 'hono';
import { apiKeyRotation, type ApiKeyRotation } from '../api-key-rotation';
import type { AppBindings, AppDeps } from '../context';

/** Paths (relative to the API base) answered without a key. */
export const KEY_EXEMPT_PATHS = new Set(['/public/current-api-key', '/health', '/openapi.json']);

export const API_KEY_ERRORS = {
  API_KEY_MISSING: { code: 'API_KEY_MISSING', error: 'API key required' },
  API_KEY_INVALID: { code: 'API_KEY_INVALID', error: 'Invalid API key' },
} as const;

/** The process-wide key rotation of these deps. */
export function apiKeysFor(deps: AppDeps): ApiKeyRotation {
  return apiKeyRotation(deps, () => ({ db: deps.db, cache: deps.cache, env: deps.env, log: deps.log, now: deps.now }));
}

export const requireApiKey: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (KEY_EXEMPT_PATHS.has(c.req.path.slice(c.var.apiBase.length))) return next();
  const check = await apiKeysFor(c.var.deps).verify(c.req.header('x-api-key'));
  if (!check.ok) return c.json(API_KEY_ERRORS[check.code], 401, { 'Cache-Control': 'no-store' });
  c.set('apiKeyType', check.keyType);
  await next();
};
