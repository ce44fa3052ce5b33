/**
 * Pagefind per language (issue 27): the built site has an English and a Hindi
 * index (Pagefind splits by each page's `<html lang>`, src/integrations/
 * pagefind.ts), a Devanagari search on /hi/search finds Hindi pages, and an
 * English search on /search finds no Hindi page. The demo seed (its Hindi
 * articles included) is built once and served as plain files
 * (tests/support/search-budget.ts); the searches run Pagefind's own runtime
 * in Chromium, as a reader's browser does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFolder } from '../support/search-budget';
import { createSiteHarness, type BuildResult, type SiteHarness } from './harness';

let site: SiteHarness;
let built: BuildResult;
let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;

/** The result paths of a search typed into the search page at `searchPath`. */
async function resultPaths(searchPath: string, term: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}${searchPath}?q=${encodeURIComponent(term)}`);
    await page.locator('.pagefind-ui__result, .pagefind-ui__message').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    // Every result Pagefind has for the page's language, not only the first five the UI shows. (A string:
    // Vitest would rewrite an import() inside a function it compiles.)
    return (await page.evaluate(`(async () => {
      const pagefind = await import('/pagefind/view/pagefind.js');
      await pagefind.options({});
      const { results } = await pagefind.search(${JSON.stringify(term)});
      const data = await Promise.all(results.map((r) => r.data()));
      return data.map((d) => new URL(d.url, location.href).pathname);
    })()`)) as string[];
  } finally {
    await page.close();
  }
}

describe('Pagefind per language', () => {
  beforeAll(async () => {
    // On DATABASE_URL's Postgres when set (as CI builds), else the embedded database.
    site = await createSiteHarness({ articles: 45, postgresUrl: process.env.DATABASE_URL || undefined });
    built = await site.build('full', { env: { PAGEFIND_MAX_PAGES: '1000000' } });
    server = await serveFolder(built.outDir);
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await site?.close();
  });

  it('writes one index per language: en and hi', () => {
    const entry = JSON.parse(fs.readFileSync(path.join(built.outDir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'hi']);
    expect(entry.languages.hi.page_count).toBeGreaterThan(60);
    expect(entry.languages.en.page_count).toBeGreaterThan(45);
  });

  it('a Devanagari search on a Hindi page finds Hindi pages, and only those', async () => {
    for (const term of ['भारत', 'संविधान']) {
      const paths = await resultPaths('/hi/search', term);
      expect(paths.length, term).toBeGreaterThan(0);
      expect(paths.filter((p) => !p.startsWith('/hi/')), term).toEqual([]);
      expect(paths.some((p) => p.startsWith('/hi/blog/')), term).toBe(true);
    }
  }, 300_000);

  it('an English search on an English page finds no Hindi page', async () => {
    for (const term of ['exam', 'SSC']) {
      const paths = await resultPaths('/search', term);
      expect(paths.length, term).toBeGreaterThan(0);
      expect(paths.filter((p) => p.startsWith('/hi/')), term).toEqual([]);
    }
  }, 300_000);
});
