/**
 * Issue 30, the daily quiz's pure rules: the IST day of an instant (midnight in India is 18:30Z), the streak, the
 * draw (deterministic, spread over exams and subjects, fresh questions first) and the key rule for a day.
 */
import { describe, expect, it } from 'vitest';
import { addDays, dayEndMs, dayPhase, dayStartMs, isDay, istDay } from '#core/daily/day.ts';
import { drawDailyQuiz, type BankQuestion } from '#core/daily/draw.ts';
import { streakOf } from '#core/daily/streak.ts';
import { rankedSeconds } from '#core/daily/time-taken.ts';
import { MIN_SECONDS_PER_ANSWER } from '#core/constants.ts';
import { dailyQuizAccess, NO_EVIDENCE } from '#core/mock/key-access.ts';

describe('the IST day', () => {
  it('turns at 18:30Z: 18:29:59.999Z is still the UTC date, 18:30:00Z the next', () => {
    expect(istDay(Date.parse('2026-11-30T18:29:59.999Z'))).toBe('2026-11-30');
    expect(istDay(Date.parse('2026-11-30T18:30:00.000Z'))).toBe('2026-12-01');
    expect(istDay(Date.parse('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
    expect(istDay(Date.parse('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
  });
  it('begins and ends at midnight in India', () => {
    expect(new Date(dayStartMs('2026-12-01')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(new Date(dayEndMs('2026-12-01')).toISOString()).toBe('2026-12-01T18:30:00.000Z');
    expect(dayPhase('2026-12-01', Date.parse('2026-11-30T18:29:59Z'))).toBe('future');
    expect(dayPhase('2026-12-01', Date.parse('2026-11-30T18:30:00Z'))).toBe('open');
    expect(dayPhase('2026-12-01', Date.parse('2026-12-01T18:30:00Z'))).toBe('past');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('takes real calendar days only', () => {
    expect(isDay('2026-12-01')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-12-1')).toBe(false);
    expect(isDay('today')).toBe(false);
  });
});

describe('the streak', () => {
  it('counts consecutive days ending today, or yesterday while today is not taken yet', () => {
    expect(streakOf(['2026-12-01', '2026-11-30', '2026-11-29', '2026-11-27'], '2026-12-01')).toBe(3);
    expect(streakOf(['2026-11-30', '2026-11-29'], '2026-12-01')).toBe(2);
    expect(streakOf(['2026-11-29'], '2026-12-01')).toBe(0);
    expect(streakOf([], '2026-12-01')).toBe(0);
    expect(streakOf(['2026-02-28', '2026-03-01'], '2026-03-01')).toBe(2);
  });
});

describe('the ranked time', () => {
  const start = dayStartMs('2026-12-01');
  it('is the claim, but not below the floor per answered question nor above the time since midnight in India', () => {
    const answers = [0, 1, null, 2];
    expect(rankedSeconds(95, answers, start, start + 3600_000)).toBe(95);
    expect(rankedSeconds(1, answers, start, start + 3600_000)).toBe(3 * MIN_SECONDS_PER_ANSWER);
    expect(rankedSeconds(86_400, answers, start, start + 600_000)).toBe(600);
  });
});

describe('the draw', () => {
  // Three exams × two subjects × eight questions.
  const bank: BankQuestion[] = [];
  for (let exam = 1; exam <= 3; exam++) for (const subject of ['GK', 'Maths']) for (let i = 0; i < 8; i++) bank.push({ id: bank.length + 1, exam, subject });

  it('is deterministic: the same day gives the same ten whatever the rows’ order; another day another ten', () => {
    const a = drawDailyQuiz('2026-12-01', bank, new Set());
    expect(a).toHaveLength(10);
    expect(new Set(a).size).toBe(10);
    expect(drawDailyQuiz('2026-12-01', [...bank].reverse(), new Set())).toEqual(a);
    expect(drawDailyQuiz('2026-12-02', bank, new Set())).not.toEqual(a);
  });
  it('spreads over every exam and subject before repeating one', () => {
    const groups = drawDailyQuiz('2026-12-01', bank, new Set()).map((id) => bank[id - 1]).map((q) => `${q.exam}${q.subject}`);
    expect(new Set(groups.slice(0, 6)).size).toBe(6);
  });
  it('leaves out recent quizzes’ questions while the bank allows, and reuses them only when it does not', () => {
    const recent = new Set(bank.slice(0, 30).map((q) => q.id));
    const fresh = drawDailyQuiz('2026-12-01', bank, recent);
    expect(fresh.every((id) => !recent.has(id))).toBe(true);
    const small = bank.slice(0, 12);
    const drawn = drawDailyQuiz('2026-12-01', small, new Set(small.slice(0, 6).map((q) => q.id)));
    expect(drawn).toHaveLength(10);
    expect(drawn.slice(0, 6).every((id) => id > 6)).toBe(true);
    expect(drawDailyQuiz('2026-12-01', [], new Set())).toEqual([]);
  });
});

describe('the key rule for a day (dailyQuizAccess)', () => {
  const day = { opensAt: dayStartMs('2026-12-01'), closesAt: dayEndMs('2026-12-01') };
  it('nothing before midnight in India, not even to a caller claiming a submission', () => {
    const a = dailyQuizAccess(day, { submitted: true }, day.opensAt - 1);
    expect([a.visible, a.paper, a.key, a.leaderboard]).toEqual([false, false, false, false]);
  });
  it('during the day: questions for all; score and leaderboard for who has submitted; the key for nobody', () => {
    const anyone = dailyQuizAccess(day, NO_EVIDENCE, day.opensAt);
    expect([anyone.paper, anyone.key, anyone.results, anyone.leaderboard]).toEqual([true, false, false, false]);
    // A submitter's key would go to friends who have not submitted yet: the day's leaderboard would be bought.
    const answered = dailyQuizAccess(day, { submitted: true }, day.closesAt - 1);
    expect([answered.key, answered.figures, answered.results, answered.leaderboard]).toEqual([false, false, true, true]);
  });
  it('from the next midnight the key and leaderboard for everyone; an admin always', () => {
    const later = dailyQuizAccess(day, NO_EVIDENCE, day.closesAt);
    expect([later.key, later.leaderboard]).toEqual([true, true]);
    expect(dailyQuizAccess(day, { submitted: false, admin: true }, 0).key).toBe(true);
  });
});
