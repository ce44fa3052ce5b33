/**
 * What a reader's first search on /search costs (issue 19): a plain static
 * server for a built site (files as they are on disk, like a CDN without
 * compression, so bytes are what the files weigh), and a measurement that
 * opens /search, types a query like a person and counts the requests and
 * bytes from the first keystroke until the results are on screen.
 * Used by tests/e2e/search-budget.spec.ts and tests/build/measure-search.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
  '.xml': 'application/xml',
};

/**
 * Serves `root` on a free loopback port; `/x/` and `/x` map to x/index.html.
 * With `api` (a fetch handler, e.g. the API app's), `/api/…` goes to it, as on
 * Vercel: a site whose search runs on the API (src/integrations/pagefind.ts).
 */
export async function serveFolder(root: string, options: { api?: (request: Request) => Response | Promise<Response> } = {}): Promise<{ url: string; close(): Promise<void> }> {
  const api = options.api && getRequestListener(options.api);
  const server = http.createServer((req, res) => {
    if (api && /^\/api(\/|$)/.test(req.url ?? '')) return void api(req, res);
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    try {
      if (fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    } catch {
      /* not there: 404 below */
    }
    fs.readFile(file, (err, body) => {
      if (err) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface SearchCost {
  term: string;
  /** Requests (and bytes of their bodies) while the page opened, before the first keystroke. */
  openRequests: number;
  openBytes: number;
  /** Requests and bytes from the first keystroke until the results were on screen. */
  requests: number;
  bytes: number;
  /** From the last keystroke to the first result on screen. */
  msAfterLastKey: number;
  /** The longest pause between two keystrokes as the page saw them (past the search's debounce, a prefix is searched too). */
  maxKeyGapMs: number;
  results: number;
  /** Every request of the search (path and bytes), for the report. */
  files: { path: string; bytes: number }[];
}

/**
 * Between keys: a fast typist's pace, well inside the search box's 100 ms debounce (src/views/Search.astro). At 80 ms
 * the driver's own time per key took some pauses past 100 ms on a busy machine, and whether a prefix was searched
 * too (its index chunks and result fragments) depended on the load: one term took 27 and 31 requests in one CI run.
 */
const KEY_DELAY_MS = 50;

/** Opens /search at `base` and types `term` (KEY_DELAY_MS between keys). */
export async function measureSearch(page: Page, base: string, term: string): Promise<SearchCost> {
  let phase: 'open' | 'search' = 'open';
  const seen = { open: [] as { path: string; bytes: number }[], search: [] as { path: string; bytes: number }[] };
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const bucket = seen[phase];
    pending.push(
      response
        .body()
        .then((body) => void bucket.push({ path: new URL(response.url()).pathname, bytes: body.length }))
        .catch(() => void bucket.push({ path: new URL(response.url()).pathname, bytes: 0 })),
    );
  };
  page.on('response', onResponse);
  try {
    await page.goto(`${base}/search`);
    const input = page.locator('.pagefind-ui__search-input');
    await input.waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    phase = 'search';
    await input.click();
    // The page's own times of each keystroke, for maxKeyGapMs.
    await input.evaluate((el) => {
      const times: number[] = [];
      (window as unknown as { __keyTimes: number[] }).__keyTimes = times;
      el.addEventListener('input', () => times.push(performance.now()));
    });
    await input.pressSequentially(term, { delay: KEY_DELAY_MS });
    const lastKey = Date.now();
    // Results for the whole term (earlier ones were for a prefix): the message names the term.
    const timeout = Number(process.env.SEARCH_WAIT_MS ?? 20_000);
    await page.locator('.pagefind-ui__message', { hasText: term }).waitFor({ timeout });
    await page.locator('.pagefind-ui__result').first().waitFor({ timeout });
    const msAfterLastKey = Date.now() - lastKey;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    await Promise.all(pending);
    const results = await page.locator('.pagefind-ui__result').count();
    const keyTimes = await page.evaluate(() => (window as unknown as { __keyTimes: number[] }).__keyTimes);
    const maxKeyGapMs = Math.round(Math.max(0, ...keyTimes.slice(1).map((t, i) => t - keyTimes[i])));
    const sum = (list: { bytes: number }[]) => list.reduce((a, f) => a + f.bytes, 0);
    return {
      term,
      openRequests: seen.open.length,
      openBytes: sum(seen.open),
      requests: seen.search.length,
      bytes: sum(seen.search),
      msAfterLastKey,
      maxKeyGapMs,
      results,
      files: seen.search,
    };
  } finally {
    page.off('response', onResponse);
  }
}
