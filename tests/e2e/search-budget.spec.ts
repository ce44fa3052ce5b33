/**
 * Issue 19: what a reader's first search costs on a site of a few thousand
 * articles, with the index as an edit leaves it — the stable bundle plus a
 * recent bundle (src/integrations/pagefind.ts). The site is seeded and built
 * here (tests/build/harness.ts), not by `npm start`, and served as plain
 * files (tests/support/search-budget.ts).
 *
 * Budget: ≤ 30 requests from the first keystroke until the results are on
 * screen, and ≤ 450 KB (Pagefind's runtime is ~150 KB of it; the rest grows
 * with the corpus: docs/site.md). Requests and bytes are counted, not timed.
 *
 * 2,000 articles: the smallest corpus where the layout this replaced still
 * fails clearly. A search costs ~8 requests plus ~6.4 per bundle merged
 * (fitted to 175 requests for 26 bundles and ~21 for 2 at 10,000 articles);
 * the old layout had one bundle per ~400 articles plus one, so 6 bundles and
 * ~46 requests here (5 and ~40 at 1,500; it made 160–190 at 10,000), while
 * the stable bundle plus the recent one make ~21. Checked: with the stable
 * index cut into 6 bundles (PAGEFIND_SHARD_PAGES=400, like the old layout)
 * plus the recent one, the first search made 62 requests and 543 KB and the
 * test failed. One full build and one
 * edit build (kept output, as in CI) is all it builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createSiteHarness, editArticle, type SiteHarness } from '../build/harness';
import { measureSearch, serveFolder } from '../support/search-budget';
import { siteApi } from '../support/site-api';
import { desc } from 'drizzle-orm';
import { articles } from '#db/schema.ts';

const ARTICLES = Number(process.env.SEARCH_BUDGET_ARTICLES ?? 2000);
const MAX_REQUESTS = 30;
const MAX_KB = 450;
/** The search box's debounce (src/views/Search.astro `debounceTimeoutMs`): a longer pause between keys searches a prefix too. */
const DEBOUNCE_MS = 100;

/**
 * A search typed as a person types it: measured again (up to twice) when the page saw a pause between keys past the
 * debounce. That pause is the machine starving the page (CI runs this beside the other specs: one run saw 230 ms
 * between keys typed 50 ms apart, and 31 requests), not the typing the budget is for.
 */
async function typedSearch(page: Page, base: string, term: string) {
  let cost = await measureSearch(page, base, term);
  for (let again = 0; again < 2 && cost.maxKeyGapMs >= DEBOUNCE_MS; again++) {
    console.log(`"${term}": keys up to ${cost.maxKeyGapMs} ms apart (${cost.requests} requests), past the ${DEBOUNCE_MS} ms debounce: measured again`);
    // Each measurement may wait up to SEARCH_WAIT_MS (20 s) on a starved page: time for another.
    test.info().setTimeout(test.info().timeout + 60_000);
    cost = await measureSearch(page, base, term);
  }
  return cost;
}

let site: SiteHarness;
let server: Awaited<ReturnType<typeof serveFolder>>;
let edited: { slug: string; title: string };

test.describe('search budget', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    site = await createSiteHarness({ articles: ARTICLES });
    // The index at this size (past PAGEFIND_MAX_PAGES, 2,000 pages, the site would be searched on the API: below).
    process.env.PAGEFIND_MAX_PAGES = '1000000';
    try {
      await site.build('full', { inPlace: true });
      const [row] = await site.db.select({ slug: articles.slug }).from(articles).orderBy(desc(articles.createdAt)).offset(Math.floor(ARTICLES / 2)).limit(1);
      edited = { slug: row.slug, title: await editArticle(site.db, row.slug, 'Zorblax') };
      const after = await site.build('edit', { inPlace: true });
      expect(after.log).toMatch(/portal:pagefind\].* indexed 1 pages/);
      server = await serveFolder(after.outDir);
    } finally {
      delete process.env.PAGEFIND_MAX_PAGES;
    }
  });

  test.afterAll(async () => {
    await server?.close();
    await site?.close();
  });

  for (const term of ['upsc polity', 'ssc cgl', 'banking awareness']) {
    test(`a first search for "${term}" stays within ${MAX_REQUESTS} requests and ${MAX_KB} KB`, async ({ page }) => {
      const cost = await typedSearch(page, server.url, term);
      const report = `${cost.requests} requests, ${(cost.bytes / 1024).toFixed(0)} KB, results ${cost.msAfterLastKey} ms after the last key, keys at most ${cost.maxKeyGapMs} ms apart:\n${cost.files.map((f) => `  ${f.path} ${f.bytes}`).join('\n')}`;
      console.log(`"${term}" at ${ARTICLES} articles: ${report.split('\n')[0]}`);
      expect(cost.results, report).toBeGreaterThan(0);
      expect(cost.requests, report).toBeLessThanOrEqual(MAX_REQUESTS);
      expect(cost.bytes / 1024, report).toBeLessThanOrEqual(MAX_KB);
    });
  }

  test('an edited article is found in its new version, and only once', async ({ page }) => {
    const links = async (term: string) => {
      await page.goto(`${server.url}/search?q=${encodeURIComponent(term)}`);
      await page.locator('.pagefind-ui__result').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      return page.locator('.pagefind-ui__result-link').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    };
    // The new text is only in the recent bundle.
    expect(await links('Zorblax')).toEqual([`/blog/${edited.slug}/`]);
    // The old version (still in the stable bundle) matches its old title, and the search module drops it.
    const title = edited.title.replace(/ Zorblax$/, '');
    const ids = await page.evaluate(async (term) => {
      const view = await import('/pagefind/view/pagefind.js' as string);
      await view.options({});
      const raw = await import('/pagefind/pagefind.js' as string);
      const { hidden } = (await (await fetch('/pagefind/bundles.json')).json()) as { hidden: string[] };
      const idsOf = async (m: { search(t: string): Promise<{ results: { id: string }[] }> }) => (await m.search(term)).results.map((r) => r.id);
      return { hidden, raw: await idsOf(raw), view: await idsOf(view) };
    }, title);
    expect(ids.raw.filter((id) => ids.hidden.includes(id)).length).toBeGreaterThan(0);
    expect(ids.view.filter((id) => ids.hidden.includes(id))).toEqual([]);
    expect(ids.view.length).toBe(new Set(ids.raw.filter((id) => !ids.hidden.includes(id))).size);
  });

  /**
   * Past PAGEFIND_MAX_PAGES searchable pages (2,000 by default: this site
   * has a few more; set to half of it here) the build writes no index and /search asks the API
   * (src/lib/search/server-search.ts) through the same Pagefind UI: what a
   * 50,000-article site does. Checked to fail: with the index still written
   * (PAGEFIND_MAX_PAGES=1000000) the search fetched /pagefind/ index files
   * and asked no API.
   */
  test.describe('past PAGEFIND_MAX_PAGES: search on the API', () => {
    let apiServer: Awaited<ReturnType<typeof serveFolder>>;
    test.beforeAll(async () => {
      test.setTimeout(240_000);
      process.env.PAGEFIND_MAX_PAGES = String(Math.floor(ARTICLES / 2));
      let built;
      try {
        built = await site.build('server', { inPlace: true });
      } finally {
        delete process.env.PAGEFIND_MAX_PAGES;
      }
      expect(built.log).toMatch(/no index, \/search uses the API/);
      const pagefindDir = path.join(built.outDir, 'pagefind');
      expect(fs.readdirSync(pagefindDir).sort()).toEqual(['bundles.json', 'pagefind-ui.css', 'pagefind-ui.js', 'view']);
      apiServer = await serveFolder(built.outDir, { api: siteApi(site.db) });
    });
    test.afterAll(async () => {
      await apiServer?.close();
    });

    for (const term of ['upsc polity', 'ssc cgl']) {
      test(`a first search for "${term}" asks the API only, within ${MAX_REQUESTS} requests and 300 KB`, async ({ page }) => {
        const cost = await typedSearch(page, apiServer.url, term);
        const report = `${cost.requests} requests, ${(cost.bytes / 1024).toFixed(0)} KB, results ${cost.msAfterLastKey} ms after the last key, keys at most ${cost.maxKeyGapMs} ms apart:\n${cost.files.map((f) => `  ${f.path} ${f.bytes}`).join('\n')}`;
        console.log(`"${term}" at ${ARTICLES} articles, API search: ${report.split('\n')[0]}`);
        expect(cost.results, report).toBeGreaterThan(0);
        expect(cost.files.filter((f) => /\.pf_|wasm|pagefind-worker|\/pagefind\/pagefind\.js/.test(f.path)), report).toEqual([]);
        expect(cost.files.some((f) => f.path === '/api/public/site-search'), report).toBe(true);
        expect(cost.requests, report).toBeLessThanOrEqual(MAX_REQUESTS);
        expect(cost.bytes / 1024, report).toBeLessThanOrEqual(300);
      });
    }

    test('the results, their filters and "Load more" work as with the index; an edit is found at once', async ({ page }) => {
      await page.goto(`${apiServer.url}/search?q=${encodeURIComponent('Zorblax')}`);
      await page.locator('.pagefind-ui__result').first().waitFor({ timeout: 20_000 });
      const links = () => page.locator('.pagefind-ui__result-link').evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      expect(await links()).toEqual([`/blog/${edited.slug}/`]);
      // The card as with the index: type line, excerpt with the match marked, date and reading time.
      const card = page.locator('.pagefind-ui__result').first();
      await expect(card.locator('.sr-type')).toHaveText('Article');
      await expect(card.locator('.sr-text mark').first()).toHaveText(/zorblax/i);
      await expect(card.locator('[data-result-meta="readingTime"]')).toHaveText(/min read/);

      await page.goto(`${apiServer.url}/search?q=upsc`);
      await expect(page.locator('.pagefind-ui__message')).toHaveText(/^[\d,]+ results for upsc$/, { timeout: 20_000 });
      await expect(page.locator('.pagefind-ui__result')).toHaveCount(5);
      await page.locator('.pagefind-ui__button', { hasText: 'Load more' }).click();
      await expect(page.locator('.pagefind-ui__result')).toHaveCount(10);
      await page.locator('.pagefind-ui__button', { hasText: 'Load more' }).click();
      await expect(page.locator('.pagefind-ui__result')).toHaveCount(15);
      await expect(page.locator('.pagefind-ui__result').nth(14).locator('.pagefind-ui__result-link')).toHaveAttribute('href', /^\//);
      // Type: Series narrows the list to series pages.
      const unfiltered = await page.locator('.pagefind-ui__message').textContent();
      await page.locator('.pagefind-ui__filter-name', { hasText: 'Type' }).click();
      await page.locator('input[type=checkbox][value="Series"]').check();
      await expect(page.locator('.pagefind-ui__message')).not.toHaveText(unfiltered!);
      await expect(page.locator('.pagefind-ui__message')).toHaveText(/^\d+ results? for upsc$/);
      const paths = await links();
      expect(paths.length).toBeGreaterThan(0);
      expect(paths.every((p) => p.startsWith('/series/'))).toBe(true);
    });

    test('when the API cannot be reached the page says so instead of showing nothing', async ({ page }) => {
      await page.route('**/api/public/site-search**', (route) => route.abort());
      await page.goto(`${apiServer.url}/search?q=upsc`);
      await expect(page.locator('#site-search-status')).toHaveText('Search could not reach the server. Check your connection and try again.', { timeout: 20_000 });
      // Not "No results found for upsc": the search did not run.
      await expect(page.locator('.pagefind-ui__message')).toBeHidden();
      await page.unroute('**/api/public/site-search**');
      await page.locator('.pagefind-ui__search-input').fill('upsc polity');
      await expect(page.locator('.pagefind-ui__result').first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('#site-search-status')).toBeHidden();
    });
  });
});
