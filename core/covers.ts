/**
 * Book covers drawn from a book's exam and topic (its subject, or its kind
 * when the book covers the whole exam, e.g. 'Previous Year Papers'). The
 * site builds one SVG per (exam, topic) the demo books use, at
 * /covers/{exam}/{topic}.svg (src/pages/covers/[exam]/[topic].svg.ts): no
 * external fonts or images, only shapes and the system sans-serif.
 */
import { slugify } from './urls';

/** The subject family picks the colours and the motif; a Reasoning book never gets the Polity look. */
export type CoverFamily =
  | 'polity'
  | 'history'
  | 'geography'
  | 'economy'
  | 'environment'
  | 'ethics'
  | 'maths'
  | 'reasoning'
  | 'english'
  | 'awareness'
  | 'science'
  | 'computer'
  | 'papers'
  | 'practice'
  | 'general';

/** First match wins (so 'Banking Awareness' is economy, 'General Awareness' awareness). */
const FAMILY_RULES: [RegExp, CoverFamily][] = [
  [/polity|constitution/i, 'polity'],
  [/history|culture/i, 'history'],
  [/geograph/i, 'geography'],
  [/econom|banking|financ/i, 'economy'],
  [/environment|ecology/i, 'environment'],
  [/ethic/i, 'ethics'],
  [/quant|numerical|math|arithmetic/i, 'maths'],
  [/reasoning|intelligence/i, 'reasoning'],
  [/english/i, 'english'],
  [/awareness|current affairs|general studies/i, 'awareness'],
  [/science/i, 'science'],
  [/computer/i, 'computer'],
  [/papers/i, 'papers'],
  [/practice/i, 'practice'],
];

export function coverFamily(topic: string): CoverFamily {
  return FAMILY_RULES.find(([re]) => re.test(topic))?.[1] ?? 'general';
}

/** Background gradient (dark enough for white text, WCAG AA at these sizes) per family. */
const PALETTE: Record<CoverFamily, [string, string]> = {
  polity: ['#1e3a8a', '#1d4ed8'],
  history: ['#7c2d12', '#b45309'],
  geography: ['#065f46', '#0f766e'],
  economy: ['#14532d', '#15803d'],
  environment: ['#365314', '#4d7c0f'],
  ethics: ['#4c1d95', '#6d28d9'],
  maths: ['#0c4a6e', '#0369a1'],
  reasoning: ['#701a75', '#a21caf'],
  english: ['#831843', '#be185d'],
  awareness: ['#7f1d1d', '#b91c1c'],
  science: ['#134e4a', '#0e7490'],
  computer: ['#1e293b', '#334155'],
  papers: ['#3f3f46', '#57534e'],
  practice: ['#312e81', '#4338ca'],
  general: ['#1f2937', '#374151'],
};

/** The two colours of a topic's cover (the demo downloads reuse them). */
export function coverColors(topic: string): [string, string] {
  return PALETTE[coverFamily(topic)];
}

/** A simple motif per family, drawn in white around (150, 150) on the 300×420 cover. */
const MOTIFS: Record<CoverFamily, string> = {
  // Pillars under a pediment.
  polity:
    '<path d="M96 128 L150 98 L204 128 Z"/><rect x="100" y="134" width="100" height="6"/><rect x="106" y="146" width="12" height="50"/><rect x="132" y="146" width="12" height="50"/><rect x="156" y="146" width="12" height="50"/><rect x="182" y="146" width="12" height="50"/><rect x="96" y="200" width="108" height="8"/>',
  // An hourglass.
  history:
    '<rect x="112" y="100" width="76" height="8" rx="3"/><rect x="112" y="196" width="76" height="8" rx="3"/><path d="M122 110 L178 110 L154 152 L178 194 L122 194 L146 152 Z" fill-opacity="0.35"/><path d="M132 194 L168 194 L150 170 Z"/>',
  // A globe with meridians.
  geography:
    '<circle cx="150" cy="152" r="52" fill="none" stroke="#fff" stroke-width="6"/><ellipse cx="150" cy="152" rx="22" ry="52" fill="none" stroke="#fff" stroke-width="4"/><path d="M98 152 H202 M106 126 H194 M106 178 H194" stroke="#fff" stroke-width="4"/>',
  // A rising bar chart.
  economy:
    '<rect x="104" y="170" width="18" height="34"/><rect x="130" y="148" width="18" height="56"/><rect x="156" y="126" width="18" height="78"/><rect x="182" y="104" width="18" height="100"/><rect x="98" y="206" width="108" height="5"/>',
  // A leaf.
  environment:
    '<path d="M150 96 C206 120 206 184 150 208 C94 184 94 120 150 96 Z" fill-opacity="0.85"/><path d="M150 110 V200" stroke="#000" stroke-opacity="0.25" stroke-width="4"/>',
  // A balance.
  ethics:
    '<rect x="146" y="100" width="8" height="100"/><rect x="104" y="112" width="92" height="6"/><path d="M108 118 L92 162 H124 Z M192 118 L176 162 H208 Z" fill-opacity="0.8"/><rect x="124" y="198" width="52" height="8" rx="3"/>',
  // Plus, minus, times and divide in a 2×2 grid.
  maths:
    '<path d="M118 106 V146 M98 126 H138" stroke="#fff" stroke-width="8"/><path d="M162 126 H202" stroke="#fff" stroke-width="8"/><path d="M104 162 L132 190 M132 162 L104 190" stroke="#fff" stroke-width="8"/><path d="M162 176 H202" stroke="#fff" stroke-width="8"/><circle cx="182" cy="162" r="5"/><circle cx="182" cy="190" r="5"/>',
  // A pattern sequence: circle, square, triangle, then a question mark box.
  reasoning:
    '<circle cx="112" cy="130" r="16"/><rect x="138" y="114" width="32" height="32"/><path d="M178 146 L196 114 L214 146 Z"/><rect x="96" y="166" width="108" height="40" rx="8" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="10 7"/>',
  // 'Aa'.
  english:
    '<text x="150" y="190" text-anchor="middle" font-family="Georgia, \'Times New Roman\', serif" font-size="96" font-weight="700" fill="#fff">Aa</text>',
  // A newspaper.
  awareness:
    '<rect x="100" y="102" width="100" height="104" rx="6" fill="none" stroke="#fff" stroke-width="6"/><rect x="112" y="116" width="76" height="14"/><path d="M112 144 H188 M112 158 H188 M112 172 H188 M112 186 H160" stroke="#fff" stroke-width="5"/>',
  // An atom.
  science:
    '<g fill="none" stroke="#fff" stroke-width="5"><ellipse cx="150" cy="152" rx="56" ry="20"/><ellipse cx="150" cy="152" rx="56" ry="20" transform="rotate(60 150 152)"/><ellipse cx="150" cy="152" rx="56" ry="20" transform="rotate(120 150 152)"/></g><circle cx="150" cy="152" r="9"/>',
  // A monitor.
  computer:
    '<rect x="98" y="108" width="104" height="70" rx="6" fill="none" stroke="#fff" stroke-width="6"/><rect x="140" y="178" width="20" height="16"/><rect x="118" y="194" width="64" height="8" rx="3"/>',
  // A stack of answer sheets.
  papers:
    '<rect x="116" y="96" width="84" height="104" rx="4" fill-opacity="0.35"/><rect x="108" y="104" width="84" height="104" rx="4" fill-opacity="0.6"/><rect x="100" y="112" width="84" height="104" rx="4"/><path d="M112 132 H172 M112 148 H172 M112 164 H172 M112 180 H150" stroke="#000" stroke-opacity="0.3" stroke-width="5"/>',
  // A checklist.
  practice:
    '<rect x="104" y="100" width="92" height="108" rx="6" fill="none" stroke="#fff" stroke-width="6"/><path d="M116 126 l8 8 l14 -16 M116 156 l8 8 l14 -16 M116 186 l8 8 l14 -16" fill="none" stroke="#fff" stroke-width="5"/><path d="M148 128 H184 M148 158 H184 M148 188 H184" stroke="#fff" stroke-width="5"/>',
  // An open book.
  general:
    '<path d="M150 116 C130 104 108 102 96 106 V198 C108 194 130 196 150 208 Z M150 116 C170 104 192 102 204 106 V198 C192 194 170 196 150 208 Z" fill-opacity="0.85"/>',
};

/** URL-safe segment: lower-case letters and digits joined by '-' ('&' → 'and'), never cut. */
export const coverSlug = (text: string): string => slugify(text, Number.MAX_SAFE_INTEGER);

/** Where the cover of a book about `topic` for `exam` is served. */
export function coverUrl(exam: string, topic: string): string {
  return `/covers/${coverSlug(exam)}/${coverSlug(topic)}.svg`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Greedy word wrap to at most `width` characters a line (a longer word gets a line of its own). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The cover as an SVG document (300×420, shown at 84×112 and larger). */
export function coverSvg(exam: string, topic: string): string {
  const family = coverFamily(topic);
  const [from, to] = PALETTE[family];
  const lines = wrapWords(topic, 13).slice(0, 3);
  const size = lines.some((l) => l.length > 10) ? 30 : 36;
  const firstY = 268 - ((lines.length - 1) * (size + 6)) / 2;
  const title = lines
    .map((line, i) => `<text x="155" y="${firstY + i * (size + 6)}" text-anchor="middle" font-size="${size}" font-weight="800">${escapeXml(line)}</text>`)
    .join('');
  const label = `Book cover: ${topic}, ${exam}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420" viewBox="0 0 300 420" role="img" aria-label="${escapeXml(label)}" data-cover-family="${family}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="300" height="420" rx="8" fill="url(#g)"/>',
    '<rect width="22" height="420" fill="#000" fill-opacity="0.2"/>',
    `<text x="155" y="54" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="700" letter-spacing="3" fill="#fff" fill-opacity="0.92">${escapeXml(exam.toUpperCase())}</text>`,
    '<rect x="60" y="68" width="190" height="3" fill="#fff" fill-opacity="0.6"/>',
    `<g fill="#fff" transform="translate(5 0)">${MOTIFS[family]}</g>`,
    `<g font-family="system-ui, sans-serif" fill="#fff">${title}</g>`,
    '<rect x="60" y="356" width="190" height="3" fill="#fff" fill-opacity="0.6"/>',
    '<text x="155" y="386" text-anchor="middle" font-family="system-ui, sans-serif" font-size="15" fill="#fff" fill-opacity="0.85">Exam Preparation</text>',
    '</svg>',
  ].join('\n');
}
