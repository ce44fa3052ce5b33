import { describe, expect, it } from 'vitest';
import { formatNumber, localeOfPath, localizedPath, plural, ui, unlocalizedPath } from '#core/i18n/index.ts';

/** Every leaf key path of a dictionary. */
function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('dictionaries', () => {
  it('Hindi has exactly the English keys (the types enforce it; this guards casts)', () => {
    expect(keys(ui('hi'))).toEqual(keys(ui('en')));
  });
  it('function messages take the same arguments in both languages', () => {
    const en = ui('en');
    const hi = ui('hi');
    const walk = (a: Record<string, unknown>, b: Record<string, unknown>, path: string) => {
      for (const [k, v] of Object.entries(a)) {
        if (typeof v === 'function') expect((b[k] as (...x: unknown[]) => string).length, `${path}${k}`).toBe(v.length);
        else if (v && typeof v === 'object') walk(v as Record<string, unknown>, b[k] as Record<string, unknown>, `${path}${k}.`);
      }
    };
    walk(en as unknown as Record<string, unknown>, hi as unknown as Record<string, unknown>, '');
  });
});

describe('locale paths', () => {
  it('English is unprefixed and Hindi under /hi/', () => {
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/blog/x')).toBe('hi');
    expect(localeOfPath('/history')).toBe('en');
    expect(localizedPath('/blog/x', 'hi')).toBe('/hi/blog/x');
    expect(localizedPath('/', 'hi')).toBe('/hi/');
    expect(localizedPath('/hi/blog/x', 'en')).toBe('/blog/x');
    expect(unlocalizedPath('/hi')).toBe('/');
  });
});

describe('formatting', () => {
  it('plural-aware counts per locale', () => {
    expect(plural('en', 1, { one: '{n} question', other: '{n} questions' })).toBe('1 question');
    expect(plural('en', 1200, { one: '{n} question', other: '{n} questions' })).toBe('1,200 questions');
    expect(formatNumber('hi', 100000)).toBe('1,00,000');
  });
});
