/** Spaced revision (issue 30): the one ts-fsrs wrapper (core/revision/schedule.ts) and the IST day (core/revision/day.ts). */
import { describe, expect, it } from 'vitest';
import { endOfIstDay } from '#core/revision/day.ts';
import { gradeOf, isNew, newCard, review } from '#core/revision/schedule.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = new Date('2026-12-01T06:00:00Z'); // 11:30 in India

describe('the schedule wrapper', () => {
  it('a new card is due at once', () => {
    const card = newCard(t0);
    expect(isNew(card)).toBe(true);
    expect(card.due.getTime()).toBe(t0.getTime());
    expect(card.lastReview).toBeNull();
  });

  it('a wrong answer is due again within a day; a right answer later', () => {
    const wrong = review(newCard(t0), false, t0)!;
    const right = review(newCard(t0), true, t0)!;
    expect(wrong.due.getTime() - t0.getTime()).toBeGreaterThan(0);
    expect(wrong.due.getTime() - t0.getTime()).toBeLessThanOrEqual(DAY);
    expect(right.due.getTime() - t0.getTime()).toBeGreaterThan(DAY);
    expect(wrong.lastReview).toEqual(t0);
    expect(isNew(wrong)).toBe(false);
  });

  it('a card in review answered wrong comes back within a day and counts a lapse; the self-rating orders the intervals', () => {
    let card = review(newCard(t0), true, t0)!;
    card = review(card, true, card.due)!;
    const at = card.due;
    const lapsed = review(card, false, at)!;
    expect(lapsed.due.getTime() - at.getTime()).toBeLessThanOrEqual(DAY);
    expect(lapsed.lapses).toBe(card.lapses + 1);
    const [hard, good, easy] = (['hard', 'good', 'easy'] as const).map((r) => review(card, true, at, r)!.due.getTime());
    expect(hard).toBeLessThan(good);
    expect(good).toBeLessThan(easy);
    // After a wrong answer the self-rating does not matter: always "again".
    expect(gradeOf(false, 'easy')).toBe(gradeOf(false));
  });

  it('idempotent: a review not newer than the last one is ignored (a retried batch)', () => {
    const once = review(newCard(t0), false, t0)!;
    expect(review(once, false, t0)).toBeNull();
    expect(review(once, true, new Date(t0.getTime() - HOUR))).toBeNull();
    // The same review computes the same card (no fuzz), so two devices agree.
    expect(review(newCard(t0), false, t0)).toEqual(once);
  });
});

describe('the IST day', () => {
  it('ends at the next midnight in India (18:30 UTC)', () => {
    expect(new Date(endOfIstDay(Date.parse('2026-12-01T06:00:00Z'))).toISOString()).toBe('2026-12-01T18:30:00.000Z');
    // 23:59 in India is still today; 00:00 is the next day.
    expect(new Date(endOfIstDay(Date.parse('2026-12-01T18:29:00Z'))).toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(new Date(endOfIstDay(Date.parse('2026-12-01T18:30:00Z'))).toISOString()).toBe('2026-12-02T18:30:00.000Z');
  });
});
