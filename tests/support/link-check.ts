/**
 * The link check: crawls a built, served site from its start pages (`/`;
 * the e2e adds `/hi/`) and every page listed in /sitemap.xml, and checks every href, src and srcset on
 * those pages:
 *
 *   - internal URLs (same origin, or relative) are fetched once each, with a
 *     few requests in flight: anything answering 400 or more is broken
 *     (pages, images, scripts, stylesheets, downloads under /uploads/… alike);
 *   - a fragment (#id) must name an element of the page it points to, when
 *     that page is one of the crawled pages;
 *   - external URLs are not fetched (no network in CI) but must be well
 *     formed: http(s) with a real host name, or mailto:/tel: with an address;
 *     no whitespace or control characters, no javascript: links.
 *
 * Used by tests/e2e/links.spec.ts against `npm start`, and tested itself by
 * tests/unit/link-check.test.ts on a small site with known faults.
 */

export interface LinkRef {
  /** The tag and attribute the URL came from, e.g. 'img[src]'. */
  where: string;
  /** The attribute value, entities decoded. */
  value: string;
}

export interface LinkIssue {
  /** The page (path) the link is on. */
  page: string;
  where: string;
  url: string;
  problem: string;
}

export interface LinkCheckResult {
  /** Pages crawled (parsed). */
  pages: number;
  /** Their paths. */
  pagePaths: string[];
  /** Distinct internal URLs fetched (pages included). */
  internal: number;
  /** Distinct external URLs checked for form. */
  external: number;
  issues: LinkIssue[];
  elapsedMs: number;
}

export interface LinkCheckOptions {
  /** Where the site is served, e.g. http://127.0.0.1:4399. */
  origin: string;
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  fetch?: typeof globalThis.fetch;
  /** Pages crawled besides the sitemap's (default: the home page, '/'). */
  start?: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Markup without comments and without the bodies of script, style and template elements (their text is not markup). */
function markupOnly(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<(script|style|template)\b[^>]*>)[\s\S]*?<\/\2\s*>/gi, '$1');
}

const TAG = /<([a-zA-Z][\w-]*)(\s[^>]*?)?\/?>/g;
const ATTR = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of source.matchAll(ATTR)) {
    const name = m[1].toLowerCase();
    if (!attrs.has(name)) attrs.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return attrs;
}

/** Every href, src and srcset URL of a page, and the ids (and a[name]s) it defines. */
export function scanPage(html: string): { links: LinkRef[]; ids: Set<string> } {
  const links: LinkRef[] = [];
  const ids = new Set<string>();
  for (const m of markupOnly(html).matchAll(TAG)) {
    const tag = m[1].toLowerCase();
    const attrs = attributesOf(m[2] ?? '');
    const id = attrs.get('id');
    if (id) ids.add(id);
    if (tag === 'a' && attrs.get('name')) ids.add(attrs.get('name')!);
    for (const attr of ['href', 'src']) {
      const value = attrs.get(attr);
      if (value !== undefined) links.push({ where: `${tag}[${attr}]`, value });
    }
    const srcset = attrs.get('srcset');
    if (srcset) {
      for (const candidate of srcset.split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) links.push({ where: `${tag}[srcset]`, value: url });
      }
    }
  }
  return { links, ids };
}

/** The page paths a sitemap lists, relative to `origin` (entries on other origins are returned as they are). */
export function sitemapPaths(xml: string, origin: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(decodeEntities(m[1].trim()));
    return url.origin === origin ? `${url.pathname}${url.search}` : url.href;
  });
}

const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\s]/;
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/i;

/** Why an external URL is not well formed, or null when it is. */
export function externalProblem(value: string): string | null {
  if (CONTROL_OR_SPACE.test(value)) return 'contains whitespace or a control character';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not a valid URL';
  }
  switch (url.protocol) {
    case 'http:':
    case 'https:':
      if (!HOST_NAME.test(url.hostname)) return `no valid host name ('${url.hostname}')`;
      if (!/^https?:\/\/[^/]/i.test(value)) return 'not in the form scheme://host/…';
      return null;
    case 'mailto:':
      return /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(decodeURIComponent(url.pathname)) ? null : 'not an e-mail address';
    case 'tel:':
      return /^\+?[\d\s()-]{5,}$/.test(decodeURIComponent(url.pathname)) ? null : 'not a phone number';
    default:
      return `scheme ${url.protocol} is not allowed in a link`;
  }
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function checkSite(options: LinkCheckOptions): Promise<LinkCheckResult> {
  const started = performance.now();
  const origin = new URL(options.origin).origin;
  const doFetch = options.fetch ?? globalThis.fetch;
  const concurrency = options.concurrency ?? 8;
  const issues: LinkIssue[] = [];
  const status = new Map<string, number>();

  const get = async (path: string): Promise<Response | null> => {
    try {
      return await doFetch(new URL(path, origin).href, { redirect: 'follow' });
    } catch (error) {
      status.set(path, 0);
      issues.push({ page: path, where: 'fetch', url: path, problem: `request failed: ${(error as Error).message}` });
      return null;
    }
  };

  // 1. The pages: the home pages and everything in the sitemap.
  const sitemap = await get('/sitemap.xml');
  if (!sitemap?.ok) throw new Error(`/sitemap.xml answered ${sitemap?.status ?? 'nothing'}`);
  const listed = sitemapPaths(await sitemap.text(), origin);
  for (const entry of listed.filter((p) => !p.startsWith('/'))) issues.push({ page: '/sitemap.xml', where: 'loc', url: entry, problem: 'not on this site' });
  const pagePaths = [...new Set([...(options.start ?? ['/']), ...listed.filter((p) => p.startsWith('/'))])];
  const pages = new Map<string, { links: LinkRef[]; ids: Set<string> }>();
  await pool(pagePaths, concurrency, async (path) => {
    const res = await get(path);
    if (!res) return;
    status.set(path, res.status);
    if (res.status >= 400) {
      issues.push({ page: '/sitemap.xml', where: 'loc', url: path, problem: `answers ${res.status}` });
      await res.body?.cancel();
      return;
    }
    pages.set(path, scanPage(await res.text()));
  });

  // 2. Every URL on those pages.
  const internal = new Map<string, { page: string; where: string; url: string }[]>();
  const fragments: { page: string; where: string; url: string; target: string; id: string }[] = [];
  const external = new Set<string>();
  for (const [page, { links, ids }] of pages) {
    for (const { where, value } of links) {
      const url = value.trim();
      if (url === '') {
        issues.push({ page, where, url: value, problem: 'empty URL' });
        continue;
      }
      if (url.startsWith('#')) {
        const id = decodeURIComponent(url.slice(1));
        if (id && id !== 'top' && !ids.has(id)) issues.push({ page, where, url, problem: `no element with id "${id}" on the page` });
        continue;
      }
      if (/^data:/i.test(url)) continue;
      const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
      if (absolute) {
        let resolved: URL | null = null;
        try {
          resolved = new URL(url, origin);
        } catch {
          /* reported below */
        }
        if (resolved?.origin !== origin) {
          const problem = externalProblem(url.startsWith('//') ? `https:${url}` : url);
          if (problem) issues.push({ page, where, url, problem });
          else external.add(url);
          continue;
        }
      }
      if (CONTROL_OR_SPACE.test(url)) {
        issues.push({ page, where, url, problem: 'contains whitespace or a control character' });
        continue;
      }
      const resolved = new URL(url, new URL(page, origin));
      const target = `${resolved.pathname}${resolved.search}`;
      const list = internal.get(target) ?? [];
      list.push({ page, where, url });
      internal.set(target, list);
      if (resolved.hash.length > 1) fragments.push({ page, where, url, target, id: decodeURIComponent(resolved.hash.slice(1)) });
    }
  }

  // 3. Fetch what was not fetched as a page.
  const pending = [...internal.keys()].filter((target) => !status.has(target));
  await pool(pending, concurrency, async (target) => {
    const res = await get(target);
    if (!res) return;
    status.set(target, res.status);
    await res.body?.cancel();
  });
  for (const [target, refs] of internal) {
    const code = status.get(target) ?? 0;
    if (code >= 400) for (const ref of refs) issues.push({ ...ref, problem: `answers ${code}` });
  }
  for (const f of fragments) {
    const target = pages.get(f.target);
    if (target && !target.ids.has(f.id)) issues.push({ page: f.page, where: f.where, url: f.url, problem: `no element with id "${f.id}" on ${f.target}` });
  }

  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  issues.sort((a, b) => byCode(a.page, b.page) || byCode(a.url, b.url));
  return { pages: pages.size, pagePaths: [...pages.keys()].sort(), internal: internal.size, external: external.size, issues, elapsedMs: Math.round(performance.now() - started) };
}
