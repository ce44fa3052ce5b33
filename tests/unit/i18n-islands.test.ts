/**
 * Issue 27: islands read their texts from the dictionary. No island source
 * may hold, as a string literal or JSX text, an English text that is a value
 * of the English dictionary (it would stay English on /hi/ pages). The admin
 * stays English (docs/admin.md) and is not scanned; every other island folder is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exam } from '#core/i18n/en/exam.ts';
import { auth } from '#core/i18n/en/auth.ts';
import { account } from '#core/i18n/en/account.ts';
import { widgets } from '#core/i18n/en/widgets.ts';

/** Every string value of an area (function messages have no fixed text). */
function values(o: object): string[] {
  return Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? values(v) : []));
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? (d.name === 'admin' ? [] : files(join(dir, d.name))) : /\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}

/** The file's code without comments, then its string literals and JSX texts (entities decoded). */
function texts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const literals = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
  const jsx = [...code.matchAll(/>([^<>{}]+)</g)].map((m) => m[1]);
  // Identifiers ('clear', an action type) are code, not text.
  return [...literals, ...jsx].map((t) => t.replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim()).filter((t) => t && !/^[a-z][a-zA-Z-]*$/.test(t));
}

// Every island folder but the admin's (files() skips it). Texts of one word that are
// also code (e.g. 'Submit' as an aria value elsewhere) would still count: keep the dictionary the one source.
const DICTIONARY = new Set([...values(exam), ...values(auth), ...values(account), ...values(widgets)].map((v) => v.replace(/\s+/g, ' ').trim()).filter((v) => v.length > 1));

describe('islands read their texts from the dictionary', () => {
  const scanned = [...files('src/islands'), 'src/lib/client/auth-errors.ts'];
  it.each(scanned)('%s has no English dictionary text as a literal', (file) => {
    const found = texts(readFileSync(file, 'utf8')).filter((t) => DICTIONARY.has(t));
    expect(found).toEqual([]);
  });

  it('the scan catches a literal (self-check)', () => {
    expect(texts(`<button>Save &amp; Next</button>; const x = 'Clear Response';`).filter((t) => DICTIONARY.has(t)).sort()).toEqual(['Clear Response', 'Save & Next']);
  });
});
