/** Number formatting for the generated questions (the same digits in English and Hindi papers, as SSC and RRB print them). */
import { inr } from '../text';
import type { Opt } from './types';

/** Integer as is; otherwise at most two decimals; a minus sign (U+2212) as printed papers use. */
export function num(n: number): string {
  const s = Number.isInteger(n) ? String(n) : String(Number(n.toFixed(2)));
  return s.startsWith('-') ? `−${s.slice(1)}` : s;
}

/** ₹ with Indian digit grouping; paise only when needed. */
export function rupees(n: number): string {
  if (Number.isInteger(n)) return inr(n);
  const [whole, paise] = n.toFixed(2).split('.');
  return paise === '00' ? inr(Number(whole)) : `${inr(Number(whole))}.${paise}`;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

/** "a : b" in lowest terms. */
export function ratio(a: number, b: number): string {
  const g = gcd(a, b) || 1;
  return `${a / g} : ${b / g}`;
}

/**
 * Fallback distractors near the answer, each explained against the correct
 * working. `unitEn`/`unitHi` format a value with its unit in each language.
 */
export function near(
  answer: number,
  unitEn: (n: number) => string,
  unitHi: (n: number) => string,
  workingEn: string,
  workingHi: string,
  deltas: number[],
): Opt[] {
  return deltas
    .filter((d) => answer + d > 0)
    .map((d) => {
      const v = answer + d;
      return {
        en: [unitEn(v), `${unitEn(v)} is ${d > 0 ? 'more' : 'less'} than the correct value by ${num(Math.abs(d))}; ${workingEn}`],
        hi: [unitHi(v), `${unitHi(v)} सही मान से ${num(Math.abs(d))} ${d > 0 ? 'अधिक' : 'कम'} है; ${workingHi}`],
      };
    });
}
