/**
 * Issue 26 on the ground floor and the device: the one key-access rule, the
 * time floor of a ranked attempt, the "not ranked" reason in words, and the
 * device's list of signed-out attempts sent on sign-in.
 */
import { describe, expect, it, vi } from 'vitest';
import { MIN_SECONDS_PER_ANSWER } from '#core/constants.ts';
import { keyAccess, NO_EVIDENCE } from '#core/mock/key-access.ts';
import { minimumSeconds, tooFast } from '#core/mock/ranking.ts';
import type { MockResultFigures } from '#core/schemas/mock-attempt.ts';
import { claimDeviceAttempts, rememberSignedOutAttempt, SIGNED_OUT_ATTEMPTS_KEY, signedOutAttempts } from '#src/lib/client/device-attempts.ts';
import { unrankedReason } from '#src/islands/mock/Analysis.tsx';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    key: (i: number) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
};

describe('keyAccess: the one rule for the key, the figures and the leaderboard', () => {
  it('a published test: key and figures only with a submitted attempt; the leaderboard for anyone', () => {
    expect(keyAccess({ status: 'published' }, NO_EVIDENCE)).toEqual({ visible: true, paper: true, key: false, figures: false, leaderboard: true, results: true });
    expect(keyAccess({ status: 'published' }, { submitted: true })).toEqual({ visible: true, paper: true, key: true, figures: true, leaderboard: true, results: true });
  });
  it('a draft: nothing, whatever the evidence', () => {
    for (const submitted of [false, true]) expect(keyAccess({ status: 'draft' }, { submitted })).toEqual({ visible: false, paper: false, key: false, figures: false, leaderboard: false, results: false });
  });
});

describe('the time floor', () => {
  it(`is ${MIN_SECONDS_PER_ANSWER} s per answered question, unanswered ones free`, () => {
    expect(minimumSeconds(5)).toBe(5 * MIN_SECONDS_PER_ANSWER);
    const answers = [0, null, 2, null, 1];
    expect(tooFast(3 * MIN_SECONDS_PER_ANSWER - 1, answers)).toBe(true);
    expect(tooFast(3 * MIN_SECONDS_PER_ANSWER, answers)).toBe(false);
    expect(tooFast(0, [null, null])).toBe(false); // nothing answered: nothing to be fast at
  });
});

describe('unrankedReason', () => {
  const result = (attempt: Partial<MockResultFigures['attempt']>) =>
    ({ attempt: { id: 'a', clientAttemptId: null, startedAt: '', submittedAt: '', timeTakenSeconds: 3, late: false, tooFast: false, ranked: false, attemptNumber: 1, ...attempt } }) as MockResultFigures;
  it('says "too fast" with the time and the floor', () => {
    expect(unrankedReason(result({ tooFast: true }), true)).toBe(
      `Not ranked: submitted too fast (3 s). A ranked attempt takes at least ${MIN_SECONDS_PER_ANSWER} seconds per answered question; this one is scored and kept for a check.`,
    );
  });
  it('names the joined attempts when the account already had one', () => {
    expect(unrankedReason(result({}), true)).toMatch(/attempts made signed out on this device count too/);
    expect(unrankedReason(result({ ranked: true }), true)).toBeNull();
  });
});

describe('the device’s signed-out attempts', () => {
  it('are kept until a claim settles them; a failure keeps them, a refused token forgets them', async () => {
    const storage = memoryStorage();
    rememberSignedOutAttempt(storage, { id: 'attempt-0001', token: 't'.repeat(43) });
    rememberSignedOutAttempt(storage, { id: 'attempt-0002', token: 'u'.repeat(43) });
    rememberSignedOutAttempt(storage, { id: 'attempt-0001', token: 't'.repeat(43) }); // once
    expect(signedOutAttempts(storage).map((a) => a.id)).toEqual(['attempt-0002', 'attempt-0001']);

    const offline = vi.fn().mockRejectedValue(Object.assign(new Error('offline'), { status: undefined }));
    await expect(claimDeviceAttempts(storage, offline)).rejects.toThrow('offline');
    expect(signedOutAttempts(storage)).toHaveLength(2);

    const post = vi.fn().mockResolvedValue({ data: { attempts: [{ id: 'attempt-0002', outcome: 'joined' }, { id: 'attempt-0001', outcome: 'other_account' }] } });
    expect(await claimDeviceAttempts(storage, post)).toHaveLength(2);
    expect(post).toHaveBeenCalledWith({ attempts: [{ id: 'attempt-0002', token: 'u'.repeat(43) }, { id: 'attempt-0001', token: 't'.repeat(43) }] });
    expect(signedOutAttempts(storage)).toEqual([]);
    // Nothing kept: no request.
    const idle = vi.fn();
    expect(await claimDeviceAttempts(storage, idle)).toEqual([]);
    expect(idle).not.toHaveBeenCalled();

    rememberSignedOutAttempt(storage, { id: 'attempt-0003', token: 'v'.repeat(43) });
    await expect(claimDeviceAttempts(storage, vi.fn().mockRejectedValue(Object.assign(new Error('no'), { status: 403 })))).rejects.toThrow();
    expect(storage.getItem(SIGNED_OUT_ATTEMPTS_KEY)).toBe('[]');
  });
});
