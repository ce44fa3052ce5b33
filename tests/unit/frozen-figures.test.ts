/**
 * The results moment's reviews take rank, N, topper and average from the frozen histogram (issue 28) instead of
 * summing mock_score_counts per request: the two must agree, ties and empty buckets included.
 */
import { describe, expect, it } from 'vitest';
import { frozenFigures, frozenRank } from '#db/queries/live-tests.ts';

describe('frozenFigures', () => {
  const histogram: [number, number][] = [
    [180, 1],
    [150.5, 3],
    [120, 0],
    [90, 6],
  ];

  it('sums what histogramFigures sums: higher, N, topper, Σ score', () => {
    expect(frozenFigures(histogram, 150.5)).toEqual({ higher: 1, n: 10, topper: 180, sum: 180 + 3 * 150.5 + 6 * 90 });
    expect(frozenFigures(histogram, 90)).toMatchObject({ higher: 4 });
    expect(frozenFigures(histogram, 200)).toMatchObject({ higher: 0 });
  });

  it('agrees with the frozen rank (ties share it)', () => {
    for (const score of [200, 180, 150.5, 120, 90, 0]) expect(frozenFigures(histogram, score).higher + 1).toBe(frozenRank(histogram, score));
  });

  it('an empty bucket is no topper; no participants: no topper, N 0', () => {
    expect(frozenFigures([[200, 0], [100, 2]], 100)).toEqual({ higher: 0, n: 2, topper: 100, sum: 200 });
    expect(frozenFigures([], 10)).toEqual({ higher: 0, n: 0, topper: null, sum: 0 });
  });

  it('matches a brute-force count on random histograms (any order, empty buckets, negative and fractional scores)', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let t = 0; t < 200; t++) {
      const scores = new Set<number>();
      while (scores.size < 1 + Math.floor(rnd() * 40)) scores.add(Math.round((rnd() * 240 - 40) * 4) / 4);
      const h: [number, number][] = [...scores].map((s) => [s, Math.floor(rnd() * 5)]);
      for (const score of [...scores, -100, 300, 0.25]) {
        const higher = h.reduce((n, [s, k]) => n + (s > score ? k : 0), 0);
        const live = h.filter(([, k]) => k > 0);
        expect(frozenFigures(h, score)).toEqual({
          higher,
          n: h.reduce((n, [, k]) => n + k, 0),
          topper: live.length ? Math.max(...live.map(([s]) => s)) : null,
          sum: h.reduce((n, [s, k]) => n + s * k, 0),
        });
        expect(frozenRank(h, score)).toBe(higher + 1);
      }
    }
  });
});
