/**
 * `npm run bench:lighthouse [-- <base URL>]`: Lighthouse (mobile preset:
 * emulated phone, simulated slow 4G, 4x CPU slowdown) on the home page, the
 * blog, an article, a mock-test page and the daily quiz, in English and in Hindi (/hi/…,
 * issue 27), with the font bytes each page downloads, of a running site (default
 * http://127.0.0.1:4321, i.e. `npm start`), in Debian's Chromium.
 *
 * Targets (developers' guide): 100 in all four categories on each
 * page (a noisy machine lowers performance: compare on a quiet one); prints every category and the key metrics, exits 1 when a target is
 * missed. Lighthouse is installed on demand outside the project
 * (scripts/tool-cache.ts). Nothing is loaded from the network.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureTool } from './tool-cache';

const base = (process.argv[2] ?? 'http://127.0.0.1:4321').replace(/\/$/, '');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
// LIGHTHOUSE_PAGES=Hindi scores only the pages whose name contains it (e.g. after a change to the Hindi pages).
const only = process.env.LIGHTHOUSE_PAGES;

async function firstLink(page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${base}${page}`)).text();
  const match = pattern.exec(html);
  if (!match) throw new Error(`no link matching ${pattern} on ${page}`);
  return match[1];
}

async function main() {
  try {
    await fetch(`${base}/`);
  } catch {
    console.error(`Nothing answers at ${base}: start the site first (npm start), or pass its URL.`);
    process.exit(2);
  }
  const dir = ensureTool({ name: 'lighthouse', version: '13.5.0' });
  const load = (rel: string) => import(pathToFileURL(path.join(dir, 'node_modules', rel)).href);
  const { default: lighthouse } = await load('lighthouse/core/index.js');
  const chromeLauncher = await load('chrome-launcher/dist/index.js');

  const allPages: [string, string][] = [
    ['home', '/'],
    ['blog', '/blog'],
    ['article', await firstLink('/blog', /href="(\/blog\/(?!page\/|category\/)[^"?#]+)"/)],
    ['mock test', await firstLink('/mock-test', /href="(\/mock-test\/test\/[^"?#]+)"/)],
    ['Hindi home', '/hi/'],
    ['Hindi blog', '/hi/blog'],
    ['Hindi article', await firstLink('/hi/blog', /href="(\/hi\/blog\/(?!page\/|category\/)[^"?#]+)"/)],
    ['Hindi mock test', await firstLink('/hi/mock-test', /href="(\/hi\/mock-test\/test\/[^"?#]+)"/)],
    // Practice pages carry the article budget too (issue 30): LIGHTHOUSE_PAGES=practice (or 'daily quiz') scores only these.
    ['practice', '/practice'],
    ['practice topic', await firstLink('/practice', /href="(\/practice\/[^"?#]+)"/)],
    ['Hindi practice', '/hi/practice'],
    ['Hindi practice topic', await firstLink('/hi/practice', /href="(\/hi\/practice\/[^"?#]+)"/)],
    ['daily quiz', '/daily-quiz'],
    ['Hindi daily quiz', '/hi/daily-quiz'],
  ];
  const pages = only ? allPages.filter(([name]) => name.includes(only)) : allPages;

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  let missed = false;
  try {
    console.log(`Lighthouse 13.5.0, mobile preset, ${base}, ${runs} run(s) per page (median performance)\n`);
    console.log('| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | fonts |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, pagePath] of pages) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        results.push(result.lhr);
      }
      results.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = results[Math.floor(results.length / 2)];
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
      if (['performance', 'accessibility', 'best-practices', 'seo'].some((c) => score(c) < 100)) missed = true;
      // Font files the page downloaded (woff2 faces picked by unicode-range: Devanagari only where the page shows it).
      const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { resourceType?: string; url: string; transferSize?: number }[];
      const fonts = requests.filter((r) => r.resourceType === 'Font' || /\.woff2?(\?|$)/.test(r.url));
      const fontText = `${(fonts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024).toFixed(1)} KB (${fonts.length})`;
      console.log(
        `| ${name} (${pagePath}) | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} | ${fontText} |`,
      );
      // What moved, when a page shifts noticeably.
      if ((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0.02) {
        for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) console.log(`  - layout shift ${item.score?.toFixed(3)}: ${item.node?.snippet ?? '?'}`);
      }
      for (const [id, audit] of Object.entries(lhr.audits as Record<string, { score: number | null; title: string; scoreDisplayMode: string }>)) {
        const category = ['accessibility', 'best-practices'].find((c) => lhr.categories[c].auditRefs.some((r: { id: string; weight: number }) => r.id === id && r.weight > 0));
        if (category && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary') console.log(`  - ${category}: ${audit.title}`);
      }
    }
  } finally {
    await chrome.kill();
  }
  console.log(missed ? '\nA target was missed (100 in every category).' : '\nAll pages meet the targets.');
  process.exit(missed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
