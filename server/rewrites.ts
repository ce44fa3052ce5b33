/**
 * The one rewrite table for query-string URLs on static hosting. The spec's
 * `/blog?page=n` (and the category equivalent) must reach real static pages.
 * It drives both vercel.json (scripts/gen-vercel-json.ts, checked by a test)
 * and the local server, so the two cannot drift.
 *
 * On Vercel these are `routes`, not `rewrites`: vercel.json rewrites run only
 * after the filesystem check, and `/blog` is a file (blog/index.html), so a
 * rewrite of `/blog?page=2` would never be reached (the deployment test
 * resolves it through the built config.json).
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#core/i18n/locales.ts';

/** The service worker's script (src/integrations/service-worker.ts): served `Cache-Control: no-cache` here and on Vercel, so a deploy's new worker is found on the next visit. */
export const SERVICE_WORKER_PATH = '/sw.js';

export interface QueryRewrite {
  /** Path pattern with :params, as in vercel.json. */
  source: string;
  /** The query parameter that must be present, and its allowed value (regex). */
  query: { key: string; value: string };
  /** Destination path; :params from source and the query capture (named after the key). */
  destination: string;
}

const englishRewrites: QueryRewrite[] = [
  { source: '/blog', query: { key: 'page', value: '[1-9][0-9]*' }, destination: '/blog/page/:page' },
  {
    source: '/blog/category/:name',
    query: { key: 'page', value: '[1-9][0-9]*' },
    destination: '/blog/category/:name/page/:page',
  },
  {
    source: '/category/:name',
    query: { key: 'page', value: '[1-9][0-9]*' },
    destination: '/category/:name/page/:page',
  },
];

/** The same listings under /hi/ (docs/site.md#languages). */
export const queryRewrites: QueryRewrite[] = [
  ...englishRewrites,
  ...englishRewrites.map((r) => ({ ...r, source: `/hi${r.source}`, destination: `/hi${r.destination}` })),
];

function sourcePattern(source: string) {
  return `^${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`;
}

/** vercel.json `routes` entries for the table (they run before the filesystem check). */
export function vercelRoutes() {
  return queryRewrites.map((r) => ({
    src: sourcePattern(r.source),
    has: [{ type: 'query', key: r.query.key, value: `(?<${r.query.key}>${r.query.value})` }],
    dest: r.destination.replace(/:(\w+)/g, '$$$1'),
  }));
}

const sourceRegex = (source: string) => new RegExp(sourcePattern(source));

const compiled = queryRewrites.map((r) => ({ rule: r, regex: sourceRegex(r.source), value: new RegExp(`^(?:${r.query.value})$`) }));

/** The destination path for a request, or null when no rule applies (local server). */
export function rewritePath(pathname: string, search: URLSearchParams): string | null {
  for (const { rule, regex, value } of compiled) {
    const match = regex.exec(pathname);
    if (!match) continue;
    const queryValue = search.get(rule.query.key);
    if (queryValue === null || !value.test(queryValue)) continue;
    const params: Record<string, string> = { ...match.groups, [rule.query.key]: queryValue };
    return rule.destination.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  }
  return null;
}

/**
 * The 404 page of an unknown path: the Hindi one (src/pages/hi/404.astro,
 * written as hi/404/index.html: Astro names only the root 404 page
 * `404.html`) under /hi/, the English one elsewhere. The local server and
 * vercel.json both follow it.
 */
export function notFoundPage(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '/404.html' : `/${locale}/404/index.html`;
}

/**
 * vercel.json `routes` for the other languages' 404 pages. In the
 * `filesystem` phase (after a missed file check), where vercel build puts
 * them ahead of the Astro adapter's catch-all `/.*` → /404.html, which
 * would otherwise answer an unknown /hi/… path in English.
 */
export function vercelNotFoundRoutes() {
  return LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => ({ src: `^/${l}/.*$`, dest: notFoundPage(l), status: 404 }));
}
