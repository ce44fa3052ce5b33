/**
 * Measures the JavaScript an article page ships before any interaction: the
 * gzip size of every script/module the page loads (network responses of type
 * "script") plus its inline scripts (JSON-LD excluded), with no click, key or
 * scroll. Usage (against a running site, e.g. `npm start`):
 *
 *   npx tsx scripts/measure-js.ts [baseURL] [path]
 *
 * Without a path it opens /blog and follows the first article link. Exits 1
 * above the 20 KB gzip budget. Also used by tests/e2e/islands.spec.ts.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export const JS_BUDGET_GZIP = 20 * 1024;

export interface JsMeasurement {
  url: string;
  files: { url: string; bytes: number; gzip: number }[];
  inlineBytes: number;
  inlineGzip: number;
  totalGzip: number;
}

/** Loads `path` in `page` and sums the gzip sizes of the scripts it loaded before any interaction. */
export async function measurePageJs(page: Page, path: string, settleMs = 2500): Promise<JsMeasurement> {
  const bodies = new Map<string, Promise<Buffer | null>>();
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.set(response.url(), response.body().catch(() => null));
  };
  page.on('response', onResponse);
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForTimeout(settleMs); // idle-time islands included
  page.off('response', onResponse);
  const files: JsMeasurement['files'] = [];
  for (const [url, body] of bodies) {
    const buf = await body;
    if (buf) files.push({ url, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  const inline = await page.locator('script:not([src]):not([type="application/ld+json"])').evaluateAll((els) => els.map((e) => e.textContent ?? '').join('\n'));
  const inlineGzip = inline ? gzipSync(Buffer.from(inline), { level: 9 }).length : 0;
  return { url: page.url(), files, inlineBytes: Buffer.byteLength(inline), inlineGzip, totalGzip: files.reduce((n, f) => n + f.gzip, 0) + inlineGzip };
}

async function main() {
  const { chromium } = await import('@playwright/test');
  const base = process.argv[2] ?? 'http://127.0.0.1:4399';
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  try {
    const page = await browser.newPage({ baseURL: base });
    let path = process.argv[3];
    if (!path) {
      await page.goto('/blog');
      path = (await page.locator('[data-article-card] a').first().getAttribute('href')) ?? '/blog';
    }
    const m = await measurePageJs(page, path);
    for (const f of m.files) console.log(`${String(f.gzip).padStart(7)} B gzip  ${String(f.bytes).padStart(7)} B  ${f.url}`);
    console.log(`${String(m.inlineGzip).padStart(7)} B gzip  ${String(m.inlineBytes).padStart(7)} B  (inline scripts)`);
    console.log(`total ${m.totalGzip} B gzip (${(m.totalGzip / 1024).toFixed(1)} KB) on ${m.url}; budget ${JS_BUDGET_GZIP / 1024} KB`);
    if (m.totalGzip > JS_BUDGET_GZIP) process.exitCode = 1;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
