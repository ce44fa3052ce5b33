/**
 * A batch's seats as the pages say them (src/lib/batches.ts, issue 26): open
 * batches offer seats; a completed one says it is completed and how many
 * took it, never "21 of 100 seats left".
 */
import { describe, expect, it } from 'vitest';
import { seatsFact, seatsSentence, seatsText } from '#src/lib/batches.ts';

const batch = { seats: 100, enrolled: 79 };

describe('batch seats', () => {
  it('open batches: seats taken and seats left', () => {
    for (const status of ['Upcoming', 'Ongoing'] as const) {
      expect(seatsText(batch, status)).toBe('79 of 100 seats taken');
      expect(seatsFact(batch, status)).toEqual({ label: 'Seats left', value: '21 of 100' });
      expect(seatsSentence(batch, status)).toBe('21 seats left.');
    }
  });

  it('a completed batch: a completed state, no seats on offer', () => {
    expect(seatsText(batch, 'Completed')).toBe('Completed · 79 enrolled');
    expect(seatsFact(batch, 'Completed')).toEqual({ label: 'Enrolled', value: '79 (batch completed)' });
    expect(seatsSentence(batch, 'Completed')).toBe('Batch completed.');
    for (const text of [seatsText(batch, 'Completed'), seatsFact(batch, 'Completed').value, seatsSentence(batch, 'Completed')]) expect(text).not.toMatch(/seats left|of 100/);
  });
});
