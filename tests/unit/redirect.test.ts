/**
 * The redirect after sign-in (core/redirect.ts): property tests over generated
 * targets. Whatever the target, the result is a path that the browser resolves
 * on the site's own origin (or '/'); a legit same-origin path with query and
 * hash is kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '#core/redirect.ts';

const ORIGIN = 'https://examprep.example';

/** What `location.assign(result)` would open, resolved as the browser does. */
function lands(result: string): URL {
  return new URL(result, ORIGIN);
}

function expectSameOriginPath(result: string) {
  expect(result.startsWith('/')).toBe(true);
  expect(result.startsWith('//')).toBe(false);
  expect(lands(result).origin).toBe(ORIGIN);
}

// Pieces an attacker strings together: slashes in every spelling, dot segments, encodings, stripped whitespace, schemes, hosts.
const PIECES = [
  '/', '//', '///', '\\', '/\\', '\\/', '.', '..', '/./', '/../', '/.//', '/..//', '%2f', '%2F', '%5c', '%2e', '%2e%2e', '%09',
  '\t', '\n', '\r', ' ', '\u0000', '\u000b', '\u000c', '\u00a0', '\u3000', '@', ':', '?', '#', '&', '=', ';',
  'evil.example', 'examprep.example', 'examprep.example.evil.example', 'localhost', '127.0.0.1', '[::1]', 'xn--80ak6aa92e.com',
  'javascript:', 'JaVaScRiPt:', 'data:', 'vbscript:', 'http:', 'https:', 'ftp:', 'file:', 'blob:',
  'https://evil.example', 'http://examprep.example', 'https://examprep.example:8443', 'https://examprep.example@evil.example',
  'alert(1)', 'phish', 'progress', 'blog', 'x',
];
const piece = fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4 }), fc.webSegment());
const hostile = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(''));

const FOREIGN_ORIGINS = ['https://evil.example', 'http://examprep.example', 'https://examprep.example:444', 'ftp://examprep.example', 'javascript:', 'data:text/html,', 'https://examprep.example.evil.example'];

describe('safeRedirect', () => {
  it('always gives a path on the site origin (or /) for generated hostile targets', () => {
    fc.assert(
      fc.property(hostile, (target) => {
        expectSameOriginPath(safeRedirect(target, ORIGIN));
      }),
      { numRuns: 4000 },
    );
  });

  it('never follows an absolute URL of another origin (host, port or scheme)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FOREIGN_ORIGINS), fc.webPath(), fc.webQueryParameters(), (origin, path, query) => {
        expect(safeRedirect(`${origin}${path}?${query}`, ORIGIN)).toBe('/');
      }),
    );
  });

  it('keeps legit same-origin paths with query and hash', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,15}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.webQueryParameters(), fc.webFragments(), (segments, query, hash) => {
        const path = `/${segments.join('/')}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
        const result = safeRedirect(path, ORIGIN);
        expect(lands(result).href).toBe(new URL(path, ORIGIN).href);
        expect(safeRedirect(`${ORIGIN}${path}`, ORIGIN)).toBe(result);
      }),
    );
  });

  it.each([
    '/.//evil.example/phish',
    '/..//evil.example/phish',
    '/./..//evil.example',
    `${ORIGIN}//evil.example`,
    `${ORIGIN}/.//evil.example`,
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    'https://evil.example/phish',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
  ])('sends %j home', (target) => {
    expect(safeRedirect(target, ORIGIN)).toBe('/');
  });

  it.each([
    ['/progress', '/progress'],
    ['/progress?tab=series#x', '/progress?tab=series#x'],
    ['/blog/%2f%2fevil', '/blog/%2f%2fevil'],
    ['/%2f%2fevil.example', '/%2f%2fevil.example'],
    ['/a/../progress', '/progress'],
    [`${ORIGIN}/series/abc?p=2`, '/series/abc?p=2'],
    ['progress', '/progress'],
    ['https:evil.example', '/evil.example'], // same scheme, no slashes: a path on this origin
  ])('keeps %j as %j', (target, expected) => {
    expect(safeRedirect(target, ORIGIN)).toBe(expected);
  });
});
