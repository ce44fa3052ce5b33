/**
 * Headers on every API answer, errors and 404s included: the API serves
 * JSON only, so nothing it sends may be sniffed into HTML, framed, run as a
 * page or leak the URL onward.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppBindings } from '../context';

export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export const apiSecurityHeaders: MiddlewareHandler<AppBindings> = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.res.headers.set(name, value);
};
