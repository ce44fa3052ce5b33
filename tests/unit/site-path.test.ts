/**
 * The one "same-site path" check (core/urls.ts isSitePath) and the link check
 * built on it, used by every schema, renderer and redirect that takes a site
 * path: nothing a browser could read as another origin gets through.
 */
import { describe, expect, it } from 'vitest';
import { AdCreateSchema } from '#core/schemas/ads.ts';
import { LinkCreateSchema } from '#core/schemas/resources.ts';
import { isSafeLink, isSitePath } from '#core/urls.ts';
import { showableHouseAds } from '#src/islands/ads/house.ts';
import { safeRedirect } from '#src/lib/client/redirect.ts';

const OFF_SITE = [
  '/\\evil.example/x.png',
  '/\\/evil.example/x.png',
  '//evil.example/x.png',
  '///evil.example',
  '/\t/evil.example/x.png',
  '/\n/evil.example',
  '/\r/evil.example',
  '/x\u0000.png',
  '/x\u007f',
  '/x\u0085',
  '/a b.png',
  '\\\\evil.example',
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'evil.example/x.png',
  'x.png',
  '',
];

describe('isSitePath', () => {
  it.each(['/', '/mock-test', '/uploads/covers/a1b2.png', '/blog/category/SSC%20Exams?page=2#top', '/%5Cevil', '/a/../b'])('accepts %j', (path) => {
    expect(isSitePath(path)).toBe(true);
  });
  it.each(OFF_SITE)('refuses %j', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});

describe('isSafeLink (site paths and http(s) URLs)', () => {
  it('accepts site paths and absolute http(s) URLs', () => {
    for (const ok of ['/mock-test', 'https://example.com/a', 'http://example.com']) expect(isSafeLink(ok), ok).toBe(true);
  });
  it.each([...OFF_SITE, 'https://', 'ftp://example.com/x', 'https://exa mple.com', 'https://example.com/\\x', null, undefined])('refuses %j', (link) => {
    expect(isSafeLink(link as string)).toBe(false);
  });
});

describe('every schema that takes a site path uses it', () => {
  const ad = { title: 'Ad', textUrl: '/mock-test' };
  it.each(OFF_SITE.filter(Boolean))('ad image, ad link and book link refuse %j', (bad) => {
    expect(AdCreateSchema.safeParse({ ...ad, imageUrl: bad }).success).toBe(false);
    expect(AdCreateSchema.safeParse({ ...ad, textUrl: bad }).success).toBe(false);
    expect(LinkCreateSchema.safeParse({ label: 'PDF', url: bad }).success).toBe(false);
  });
  it('and accept a proper path', () => {
    expect(AdCreateSchema.safeParse({ ...ad, imageUrl: '/uploads/ads/x.png' }).success).toBe(true);
  });
});

describe('rendering ads stored before the check', () => {
  it('drops an off-site image and skips an ad whose link is off-site', () => {
    const base = { uuid: 'u', title: 'Ad', body: null, kind: 'house', active: true } as const;
    const shown = showableHouseAds([
      { ...base, uuid: 'a', imageUrl: '/\\evil.example/x.png', textUrl: '/mock-test' },
      { ...base, uuid: 'b', imageUrl: '/uploads/ads/ok.png', textUrl: '/\\evil.example/' },
      { ...base, uuid: 'c', imageUrl: '/uploads/ads/ok.png', textUrl: 'https://example.com/' },
    ] as never);
    expect(shown.map((ad) => [ad.uuid, ad.imageUrl])).toEqual([
      ['a', null],
      ['c', '/uploads/ads/ok.png'],
    ]);
  });
});

describe('the sign-in redirect', () => {
  // Relative paths ('x.png') resolve on this site, so only the others are sent home.
  it.each(OFF_SITE.filter((t) => !/^[\w.]+(\/|$)/.test(t)))('sends %j home', (target) => {
    expect(safeRedirect(target, 'https://portal.example')).toBe('/');
  });
  it('keeps a same-site path', () => {
    expect(safeRedirect('/progress?tab=series#x', 'https://portal.example')).toBe('/progress?tab=series#x');
  });
});
