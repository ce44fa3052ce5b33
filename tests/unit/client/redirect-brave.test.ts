/** Same-origin redirects after sign-in, Brave path aliases and blocked-request detection. */
import { afterEach, describe, expect, it } from 'vitest';
import { detectBrave, isBlockedByBrowser, resetBraveDetection, rewritePathForBrave } from '#src/lib/client/brave.ts';
import { authPageHref, redirectFromLocation, safeRedirect } from '#src/lib/client/redirect.ts';

const ORIGIN = 'https://examprep.example';

describe('redirect after sign-in', () => {
  it.each([
    ['/progress', '/progress'],
    ['/blog/some-post?x=1#top', '/blog/some-post?x=1#top'],
    [`${ORIGIN}/series/abc`, '/series/abc'],
    ['progress', '/progress'],
  ])('same-origin %s → %s', (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
  });

  it.each([null, undefined, '', '   ', 'https://evil.example/phish', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'http://examprep.example/x', 'data:text/html,hi'])(
    'foreign or empty %s → /',
    (target) => {
      expect(safeRedirect(target as string, ORIGIN)).toBe('/');
    },
  );

  it('reads the redirect parameter of the current URL', () => {
    expect(redirectFromLocation({ origin: ORIGIN, search: '?redirect=%2Fprogress' })).toBe('/progress');
    expect(redirectFromLocation({ origin: ORIGIN, search: '?redirect=https%3A%2F%2Fevil.example' })).toBe('/');
    expect(redirectFromLocation({ origin: ORIGIN, search: '' })).toBe('/');
  });

  it('without its own parameter, takes the one the previous auth page carried (a tap before the island hydrated)', () => {
    const from = `${ORIGIN}/auth/sign-in?redirect=%2Fblog%2Fsome-article`;
    expect(redirectFromLocation({ origin: ORIGIN, search: '' }, from)).toBe('/blog/some-article');
    expect(redirectFromLocation({ origin: ORIGIN, search: '?redirect=%2Fprogress' }, from)).toBe('/progress');
    // Only from an auth page of this site, and still made safe.
    expect(redirectFromLocation({ origin: ORIGIN, search: '' }, `${ORIGIN}/blog?redirect=%2Fprogress`)).toBe('/');
    expect(redirectFromLocation({ origin: ORIGIN, search: '' }, `https://evil.example/auth/sign-in?redirect=%2Fprogress`)).toBe('/');
    expect(redirectFromLocation({ origin: ORIGIN, search: '' }, `${ORIGIN}/auth/sign-in?redirect=https%3A%2F%2Fevil.example`)).toBe('/');
    expect(redirectFromLocation({ origin: ORIGIN, search: '' }, 'not a url')).toBe('/');
  });

  it('on a Hindi auth page, no target (or a refused one) goes to the Hindi home; a /hi/ auth referrer counts (issue 27)', () => {
    const hi = { origin: ORIGIN, pathname: '/hi/auth/sign-up' };
    expect(redirectFromLocation({ ...hi, search: '' })).toBe('/hi/');
    expect(redirectFromLocation({ ...hi, search: '?redirect=https%3A%2F%2Fevil.example' })).toBe('/hi/');
    expect(redirectFromLocation({ ...hi, search: '?redirect=%2Fhi%2Fprogress' })).toBe('/hi/progress');
    expect(redirectFromLocation({ ...hi, search: '' }, `${ORIGIN}/hi/auth/sign-in?redirect=%2Fhi%2Fblog%2Fx`)).toBe('/hi/blog/x');
    expect(redirectFromLocation({ origin: ORIGIN, pathname: '/auth/sign-in', search: '' })).toBe('/');
  });

  it('builds auth links that come back', () => {
    expect(authPageHref('sign-in', '/progress?tab=1')).toBe('/auth/sign-in?redirect=%2Fprogress%3Ftab%3D1');
    expect(authPageHref('sign-up', '/')).toBe('/auth/sign-up');
  });
});

describe('Brave', () => {
  afterEach(() => resetBraveDetection());

  it('rewrites only paths that have an alias', () => {
    expect(rewritePathForBrave('/auth/me')).toBe('/user/profile');
    expect(rewritePathForBrave('/auth/refresh?x=1')).toBe('/user/refresh-token?x=1');
    expect(rewritePathForBrave('/mocks/categories')).toBe('/practice/categories');
    expect(rewritePathForBrave('/ads')).toBe('/content/promotions');
    expect(rewritePathForBrave('/adsense')).toBe('/adsense');
    expect(rewritePathForBrave('/live/pages/1/events')).toBe('/live/pages/1/events');
    expect(rewritePathForBrave('/public/content')).toBe('/public/content');
  });

  it('detects Brave through navigator.brave.isBrave()', async () => {
    expect(await detectBrave({ brave: { isBrave: async () => true } })).toBe(true);
    resetBraveDetection();
    expect(await detectBrave({})).toBe(false);
    resetBraveDetection();
    expect(await detectBrave({ brave: { isBrave: () => Promise.reject(new Error('x')) } })).toBe(false);
    expect(await detectBrave(undefined)).toBe(false);
  });

  it('tells blocked requests from other failures', () => {
    for (const message of ['net::ERR_BLOCKED_BY_CLIENT', 'Request blocked by client', 'blocked by privacy protection', 'Blocked by an ad blocker', 'tracking protection', 'cancelled']) {
      expect(isBlockedByBrowser(new TypeError(message), false), message).toBe(true);
    }
    expect(isBlockedByBrowser(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isBlockedByBrowser(new TypeError('Failed to fetch'), false)).toBe(false);
    expect(isBlockedByBrowser(Object.assign(new Error('Request timed out'), { name: 'TimeoutError' }), true)).toBe(false);
    expect(isBlockedByBrowser(Object.assign(new Error('aborted'), { name: 'AbortError' }), true)).toBe(false);
    expect(isBlockedByBrowser(null, true)).toBe(false);
  });
});
