/** Per-IP rate limit on a route (infra/rate-limit.ts): 429 JSON with Retry-After when exceeded. */
import type { MiddlewareHandler } from 'hono';
import { checkRateLimit, type RateLimitRule } from '#infra/rate-limit.ts';
import { nowMs, type AppBindings } from '../context';
import { clientIp } from './client-ip';

export function rateLimit(rule: RateLimitRule): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const deps = c.var.deps;
    const result = await checkRateLimit(deps.cache, rule, clientIp(c), nowMs(deps));
    c.header('RateLimit-Limit', String(result.limit));
    c.header('RateLimit-Remaining', String(result.remaining));
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSeconds));
      c.header('Cache-Control', 'no-store');
      return c.json(
        { error: 'Too many requests. Please try again later.', code: 'RATE_LIMITED', retryAfter: result.retryAfterSeconds },
        429,
      );
    }
    await next();
  };
}
