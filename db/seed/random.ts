/**
 * Seeded pseudo-random numbers for the demo-content generator.
 *
 * Everything the seeder produces is derived from one of these generators and
 * from the fixed BASE_DATE below, so the same seed (and the same article count)
 * always yields byte-identical rows. Never call Math.random() or Date.now()
 * anywhere under db/seed.
 */

/** "Now" for the demo content: every timestamp is this date minus an offset. */
export const BASE_DATE = new Date('2026-11-01T06:00:00.000Z');
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** BASE_DATE shifted by `ms` (negative = in the past). */
export function at(ms: number): Date {
  return new Date(BASE_DATE.getTime() + Math.round(ms));
}

/** 32-bit FNV-1a hash of a string; used to derive independent sub-streams. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An independent generator for a named part of the data (stable across other parts' changes). */
  fork(label: string): Rng {
    return new Rng((hashString(label) ^ Math.imul(this.seed, 0x9e3779b1)) >>> 0);
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by weight; `weights[i]` belongs to `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((a, b) => a + b, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** `n` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.min(n, items.length));
  }

  /** Lower-case base-36 string of `length` characters. */
  token(length: number): string {
    let s = '';
    while (s.length < length) s += Math.floor(this.next() * 36).toString(36);
    return s;
  }

  /** A version-4 shaped UUID drawn from this generator (deterministic, unlike gen_random_uuid()). */
  uuid(): string {
    const hex = (n: number) => {
      let s = '';
      for (let i = 0; i < n; i++) s += Math.floor(this.next() * 16).toString(16);
      return s;
    };
    const variant = '89ab'[Math.floor(this.next() * 4)];
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(12)}`;
  }
}
