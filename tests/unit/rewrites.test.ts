import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { vercelConfig } from '#scripts/gen-vercel-json.ts';
import { queryRewrites, rewritePath, vercelRoutes } from '#server/rewrites.ts';

const root = path.resolve(import.meta.dirname, '../..');
const rewrite = (url: string) => {
  const u = new URL(url, 'http://x');
  return rewritePath(u.pathname, u.searchParams);
};

describe('the rewrite table', () => {
  it('the committed vercel.json is what scripts/gen-vercel-json.ts produces (run `npm run gen:vercel` after editing server/rewrites.ts)', () => {
    const committed = JSON.parse(fs.readFileSync(path.join(root, 'vercel.json'), 'utf8'));
    expect(committed).toEqual(vercelConfig());
  });

  it('every table entry reaches vercel.json as a route (before the filesystem) with a named query capture', () => {
    const routes = vercelConfig().routes;
    for (const rule of vercelRoutes()) expect(routes).toContainEqual(rule);
    for (const r of vercelRoutes()) {
      expect(r.has[0].value).toMatch(/^\(\?<page>/);
      expect(r.dest).toContain('$page');
    }
    expect(vercelRoutes()).toHaveLength(queryRewrites.length);
    expect(vercelConfig()).not.toHaveProperty('rewrites'); // rewrites run after the filesystem: /blog?page=2 would serve /blog
  });

  it('maps the spec pagination URLs to the static pages', () => {
    expect(rewrite('/blog?page=2')).toBe('/blog/page/2');
    expect(rewrite('/blog/?page=11')).toBe('/blog/page/11');
    expect(rewrite('/blog?page=1')).toBe('/blog/page/1');
    expect(rewrite('/blog/category/SSC?page=3')).toBe('/blog/category/SSC/page/3');
    expect(rewrite('/blog/category/General%20Studies%20%26%20GK?page=2')).toBe('/blog/category/General%20Studies%20%26%20GK/page/2');
    expect(rewrite('/category/State%20PSC?page=4')).toBe('/category/State%20PSC/page/4');
  });

  it('keeps the page rewrite when a search parameter is present too (the listing island reads it)', () => {
    expect(rewrite('/blog?search=ssc&page=2')).toBe('/blog/page/2');
  });

  it('leaves everything else alone', () => {
    for (const url of [
      '/blog',
      '/blog?search=upsc',
      '/blog?page=0',
      '/blog?page=-1',
      '/blog?page=abc',
      '/blog?page=2x',
      '/blog?page=',
      '/blog/some-article?page=2',
      '/series?page=2',
      '/blog/category/SSC/page/2?page=3',
      '/',
    ]) {
      expect(rewrite(url), url).toBeNull();
    }
  });
});
