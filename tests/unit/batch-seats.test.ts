/**
 * A batch's seats as the pages say them (src/lib/batches.ts, issue 26): open
 * batches offer seats; a completed one says it is completed and how many
 * took it, never "21 of 100 seats left".
 */
import { describe, expect, it } from 'vitest';
import { durationText, hoursText, languageText, seatsFact, seatsSentence, seatsText, sessionsText } from '#src/lib/batches.ts';

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

  it('in Hindi on /hi/ pages (issue 27): seats, sessions, hours, durations and the teaching language', () => {
    expect(seatsText(batch, 'Upcoming', 'hi')).toBe('100 में से 79 सीटें भरीं');
    expect(seatsText(batch, 'Completed', 'hi')).toBe('पूर्ण · 79 नामांकित');
    expect(seatsFact(batch, 'Ongoing', 'hi')).toEqual({ label: 'शेष सीटें', value: '100 में से 21' });
    expect(seatsSentence(batch, 'Completed', 'hi')).toBe('बैच पूर्ण।');
    expect(sessionsText(1, 'hi')).toBe('1 लाइव क्लास');
    expect(sessionsText(1)).toBe('1 live session');
    expect(hoursText([{ durationMinutes: 90 }, { durationMinutes: 120 }], 'hi')).toBe('3.5 घंटे');
    expect(durationText(90, 'hi')).toBe('1 घंटा 30 मिनट');
    expect(durationText(120, 'hi')).toBe('2 घंटे');
    expect(durationText(90)).toBe('1 h 30 min');
    expect(languageText('Bilingual', 'hi')).toEqual({ text: 'द्विभाषी (हिन्दी और अंग्रेज़ी)', known: true });
    expect(languageText('Tamil', 'hi')).toEqual({ text: 'Tamil', known: false });
  });
});
