/**
 * `tsx tests/build/measure-search.ts <built site folder> [terms…]`: serves a
 * built site and prints what a first search on /search costs (requests,
 * bytes, time after the last keystroke) for each term, in a fresh browser
 * each time (tests/support/search-budget.ts). Issue 19's budget: ≤ 30
 * requests and ≤ 300 KB per first search.
 *
 * A site searched through the API (more searchable pages than
 * PAGEFIND_MAX_PAGES: src/integrations/pagefind.ts) needs its database:
 * SEARCH_API_DATA_DIR=<embedded database folder> (e.g. BENCH_DIR/data of
 * `npm run bench:build`) or SEARCH_API_DATABASE_URL=postgres://…; /api/ is
 * then answered by the API app in this process.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { openDb } from '#db/client.ts';
import { measureSearch, serveFolder } from '../support/search-budget';
import { siteApi } from '../support/site-api';

const [folder, ...rest] = process.argv.slice(2);
if (!folder) throw new Error('usage: tsx tests/build/measure-search.ts <built site folder> [terms…]');
const terms = rest.length ? rest : ['upsc polity', 'ssc cgl', 'banking awareness'];
const dataDir = process.env.SEARCH_API_DATA_DIR;
const databaseUrl = process.env.SEARCH_API_DATABASE_URL;
const db =
  dataDir || databaseUrl
    ? await openDb(databaseUrl ? { databaseDriver: 'pg', DATABASE_URL: databaseUrl, dataDir: '' } : { databaseDriver: 'pglite', dataDir: path.resolve(dataDir!) })
    : null;
const server = await serveFolder(path.resolve(folder), db ? { api: siteApi(db.db) } : {});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const term of terms) {
    const context = await browser.newContext();
    const cost = await measureSearch(await context.newPage(), server.url, term);
    await context.close();
    console.log(
      `${JSON.stringify(term).padEnd(22)} open ${String(cost.openRequests).padStart(3)} req ${(cost.openBytes / 1024).toFixed(0).padStart(5)} KB   search ${String(cost.requests).padStart(4)} req ${(cost.bytes / 1024).toFixed(0).padStart(5)} KB   results after ${cost.msAfterLastKey} ms`,
    );
    if (process.env.VERBOSE) for (const f of cost.files) console.log(`    ${f.path} ${f.bytes}`);
  }
} finally {
  await browser.close();
  await server.close();
  await db?.close();
}
