/** Small text helpers shared by the seed modules. */

/** Escapes text for use inside HTML element content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function wordCount(text: string): number {
  const t = text.trim();
  return t === '' ? 0 : t.split(/\s+/).length;
}

/**
 * wordCount(stripTags(html)) without building the intermediate strings (hot path of the
 * body generator). Tags separate words, as stripTags (core/format/text.ts) does for the block tags the generator writes.
 */
export function htmlWordCount(html: string): number {
  let words = 0;
  let inWord = false;
  let inTag = false;
  for (let i = 0; i < html.length; i++) {
    const c = html.charCodeAt(i);
    if (inTag) {
      if (c === 62 /* > */) inTag = false;
      continue;
    }
    if (c === 60 /* < */ && html.indexOf('>', i) !== -1) {
      inTag = true;
      inWord = false;
    } else if (c === 32 || c === 10 || c === 9 || c === 13 || c === 160) {
      inWord = false;
    } else if (!inWord) {
      inWord = true;
      words++;
    }
  }
  return words;
}

/** Upper-cases the first character. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Replaces {name} placeholders; unknown names are left as they are. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Indian-style grouping of an integer amount: 1234567 → '12,34,567'. */
export function inr(n: number): string {
  const neg = n < 0;
  const [intPart, frac] = Math.abs(n).toString().split('.');
  let head = intPart.slice(0, -3);
  const tail = intPart.slice(-3);
  head = head.replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = head ? `${head},${tail}` : tail;
  return `${neg ? '-' : ''}₹${grouped}${frac ? `.${frac}` : ''}`;
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
