/**
 * The link check (tests/support/link-check.ts) against the real `npm start`
 * with a freshly seeded site: every page in /sitemap.xml plus the home pages
 * of both languages (`/` and `/hi/`: the Hindi site is crawled too),
 * and every href, src and srcset on them — no internal link, image, script,
 * stylesheet or download (/uploads/…) answers 404 (or any error), every
 * #fragment exists, and every external link is well formed.
 */
import { expect, test } from '@playwright/test';
import { checkSite } from '../support/link-check';

test('link check: no broken internal link, image, script, stylesheet or download; external links well formed', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const result = await checkSite({ origin: baseURL!, concurrency: 8, start: ['/', '/hi/'] });
  test.info().annotations.push({
    type: 'link check',
    description: `${result.pages} pages, ${result.internal} internal URLs, ${result.external} external URLs in ${result.elapsedMs} ms`,
  });
  console.log(`link check: ${result.pages} pages, ${result.internal} internal URLs, ${result.external} external URLs in ${result.elapsedMs} ms`);
  expect(result.issues).toEqual([]);
  // The crawl really covered the site: every article page is in the sitemap, the Hindi ones (60+) too.
  expect(result.pages).toBeGreaterThan(300);
  const hindi = result.pagePaths.filter((p) => p === '/hi' || p.startsWith('/hi/'));
  expect(hindi).toContain('/hi/');
  expect(hindi.filter((p) => p.startsWith('/hi/blog/')).length).toBeGreaterThan(60);
});

test('the sitemap (so the link check) covers the Hindi pages under /hi/, with hreflang alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/hi/', '/hi/blog', '/hi/mock-test', '/hi/series', '/hi/support']) expect(xml).toContain(`${new URL(path, 'http://x').pathname}</loc>`);
  expect(xml).toContain('hreflang="x-default"');
});
