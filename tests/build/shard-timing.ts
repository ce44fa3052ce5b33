/**
 * Pagefind's index time per page against the size of one bundle, on a built
 * site: `tsx tests/build/shard-timing.ts <built site> [sizes…]` indexes the
 * first N searchable pages (repeated under other URLs past the last) into one bundle (in a temporary folder) for each
 * size and prints seconds and ms a page. Chooses SHARD_PAGES
 * (src/integrations/pagefind.ts; docs/site.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { indexableHtml, searchablePages } from '#src/integrations/pagefind.ts';

const [site, ...rest] = process.argv.slice(2);
if (!site) throw new Error('usage: tsx tests/build/shard-timing.ts <built site> [sizes…]');
const sizes = (rest.length ? rest : ['2000', '5000', '10000']).map(Number);
const pages = searchablePages(site);
for (const size of sizes) {
  // Past the site's pages, pages are repeated under other URLs (…/copy-2/): same text, more pages.
  const list = Array.from({ length: size }, (_, i) => ({ ...pages[i % pages.length], url: `${pages[i % pages.length].url}${i < pages.length ? '' : `copy-${Math.floor(i / pages.length)}/`}` }));
  const started = performance.now();
  const { index } = await pagefind.createIndex({ forceLanguage: 'en', maxFragments: Math.max(256, Math.ceil(list.length / 4)) });
  for (let i = 0; i < list.length; i += 32) {
    await Promise.all(
      list.slice(i, i + 32).map(async (p) => index!.addHTMLFile({ url: p.url, content: indexableHtml(await fs.promises.readFile(path.join(site, p.file), 'utf8')) })),
    );
  }
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'shard-timing-'));
  await index!.writeFiles({ outputPath: out });
  await index!.deleteIndex();
  fs.rmSync(out, { recursive: true, force: true });
  const ms = performance.now() - started;
  console.log(`${String(list.length).padStart(6)} pages in one bundle: ${(ms / 1000).toFixed(1)} s, ${(ms / list.length).toFixed(2)} ms a page (load ${os.loadavg()[0].toFixed(1)})`);
}
await pagefind.close();
