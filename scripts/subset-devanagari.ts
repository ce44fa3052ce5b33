/**
 * Makes the self-hosted Devanagari font of the mock-test runner (Hindi
 * papers): Noto Sans Devanagari (SIL Open Font License 1.1; Debian's
 * fonts-noto-core) cut to the Devanagari block plus the joiners, the dotted
 * circle, the rupee sign and the Vedic tone marks it uses, as WOFF2, into
 * public/fonts/. Subsetting by code point keeps every conjunct and matra
 * form the shaper can reach from them (harfbuzz's subset closure), so any
 * Hindi text renders, not just the seed's. Run when the font or the range
 * changes; the output is committed:
 *
 *   npx tsx scripts/subset-devanagari.ts [/usr/share/fonts/truetype/noto]
 *
 * The @font-face rules (unicode-range, metric overrides) are in
 * src/styles/devanagari.css; keep the range below in step with them.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { LOCALE_INFO } from '#core/i18n/locales.ts';

const sourceDir = process.argv[2] ?? '/usr/share/fonts/truetype/noto';
const outDir = path.resolve(import.meta.dirname, '../public/fonts');

/** U+0900–097F (Devanagari), ZWNJ/ZWJ, U+20B9 (₹), U+25CC (dotted circle), U+1CD0–1CFF (Vedic extensions). */
export function devanagariText(): string {
  const cps: number[] = [0x200c, 0x200d, 0x20b9, 0x25cc];
  for (let c = 0x0900; c <= 0x097f; c++) cps.push(c);
  for (let c = 0x1cd0; c <= 0x1cff; c++) cps.push(c);
  return String.fromCodePoint(...cps);
}

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  for (const weight of ['Regular', 'Bold']) {
    const source = fs.readFileSync(path.join(sourceDir, `NotoSansDevanagari-${weight}.ttf`));
    // No TrueType hinting: phones and macOS ignore it and Windows renders Devanagari well without; it was a third of
    // the bytes (60 → 40 KB a face), which Lighthouse's slow-4G LCP on Hindi pages paid for.
    const woff2 = await subsetFont(source, devanagariText(), { targetFormat: 'woff2', noHinting: true });
    const out = path.join(outDir, `noto-sans-devanagari-${weight.toLowerCase()}.woff2`);
    fs.writeFileSync(out, woff2);
    console.log(`${path.relative(process.cwd(), out)}: ${(woff2.length / 1024).toFixed(1)} KB (source ${(source.length / 1024).toFixed(1)} KB TTF)`);
  }
  // The header's language switch on English pages shows only the Hindi short label: a face of those glyphs
  // (~2 KB) keeps the 40 KB bold file off every English page (src/styles/devanagari.css).
  const bold = fs.readFileSync(path.join(sourceDir, 'NotoSansDevanagari-Bold.ttf'));
  const label = await subsetFont(bold, LOCALE_INFO.hi.short, { targetFormat: 'woff2', noHinting: true });
  fs.writeFileSync(path.join(outDir, 'noto-sans-devanagari-label.woff2'), label);
  console.log(`public/fonts/noto-sans-devanagari-label.woff2: ${(label.length / 1024).toFixed(1)} KB`);
}

await main();
