/**
 * Writes the web app manifest's PNG icons (public/icons/) from the logo mark
 * (the same shapes as public/favicon.svg and src/components/Logo.astro):
 *
 *   icon-192.png, icon-512.png   "any": the rounded mark on a transparent ground
 *   maskable-512.png             "maskable": a full-bleed primary square with the
 *                                mark inside the central 80 % safe zone, so a
 *                                launcher's circle or squircle never cuts it
 *   apple-touch-icon.png         180 px, full-bleed (iOS rounds it itself)
 *
 * The PNGs are committed; run `npx tsx scripts/gen-icons.ts` after changing
 * the mark or the palette. sharp comes with Astro (its image service).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The site's palette (src/styles/global.css, light theme): --primary, --on-primary, --focus. */
export const ICON_COLORS = { primary: '#2d4fd8', onPrimary: '#ffffff', accent: '#fbbf24' } as const;

// The mark's glyph in the favicon's 32-unit box: cap, gown and tassel.
const glyph = (c = ICON_COLORS) =>
  `<path d="M8 11.5 16 7l8 4.5-8 4.5z" fill="${c.onPrimary}"/>` +
  `<path d="M11 14.5v4.2c0 1.6 2.2 3.3 5 3.3s5-1.7 5-3.3v-4.2L16 17.3z" fill="${c.onPrimary}" opacity=".85"/>` +
  `<path d="M24 11.5v6" stroke="${c.accent}" stroke-width="1.8" stroke-linecap="round"/>`;

/** The rounded tile as on the favicon. */
export function anySvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${ICON_COLORS.primary}"/>${glyph()}</svg>`;
}

/** Full-bleed ground; the glyph, centred, inside the safe zone (a circle of 40 % radius around the centre). */
export function fullBleedSvg(): string {
  // The glyph spans about 8..24 × 7..22 of 32; its farthest point is about 9.2 units from the centre, well inside the safe circle (12.8).
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${ICON_COLORS.primary}"/><g transform="translate(0 1)">${glyph()}</g></svg>`;
}

const out = path.resolve(import.meta.dirname, '../public/icons');

async function render(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`${file}: ${fs.statSync(path.join(out, file)).size} B`);
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  await render(anySvg(), 192, 'icon-192.png');
  await render(anySvg(), 512, 'icon-512.png');
  await render(fullBleedSvg(), 512, 'maskable-512.png');
  await render(fullBleedSvg(), 180, 'apple-touch-icon.png');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
