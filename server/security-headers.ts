/**
 * The one table of security headers for pages and files (everything but
 * /api, whose answers set their own). It drives both the local server
 * (server/static-site.ts via local-server.ts) and vercel.json
 * (scripts/gen-vercel-json.ts, checked by a test), like the rewrite table.
 *
 * The page's Content-Security-Policy proper (script-src and style-src with
 * Astro's hashes, connect-src with the configured third parties) is a
 * <meta> in every page (src/integrations/csp.ts): it depends on the build's
 * settings, which a committed vercel.json cannot know. What a <meta> policy
 * cannot carry is here: `frame-ancestors` (ignored in <meta>). A page under
 * two policies must satisfy both, so this header one only adds restrictions.
 * docs/site.md#security-headers.
 */
export interface SecurityHeader {
  name: string;
  value: string;
  /** Only over HTTPS in production: the local server adds it when NODE_ENV/VERCEL_ENV say production; every Vercel deployment is HTTPS. */
  productionOnly?: boolean;
}

export const securityHeaders: SecurityHeader[] = [
  // Only what a <meta> policy cannot say; the rest of the CSP is in each page.
  { name: 'Content-Security-Policy', value: "frame-ancestors 'none'; object-src 'none'; base-uri 'self'" },
  // The same for browsers without frame-ancestors.
  { name: 'X-Frame-Options', value: 'DENY' },
  { name: 'X-Content-Type-Options', value: 'nosniff' },
  { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Nothing on the site uses these; ad frames get none of them either.
  { name: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
  { name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains', productionOnly: true },
];

/** The headers for a local server (lower-case names, as Hono and Node send them). */
export function pageHeaders({ production }: { production: boolean }): Record<string, string> {
  return Object.fromEntries(securityHeaders.filter((h) => production || !h.productionOnly).map((h) => [h.name.toLowerCase(), h.value]));
}

/** The vercel.json route that adds the table to every answer but the API's (before the filesystem; `continue`). */
export function vercelHeaderRoute() {
  return {
    src: '^/(?!api(?:/|$)).*$',
    headers: Object.fromEntries(securityHeaders.map((h) => [h.name, h.value])),
    continue: true,
  };
}
