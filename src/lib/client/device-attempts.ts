/**
 * Mock-test attempts this device started signed out (issue 26;
 * docs/mock-tests.md, "Attempts made signed out"). Each is kept as its id and
 * token (the token proves the attempt is this device's) until an account signs
 * in here: then they are sent to POST /progress/attempts/claim and join that
 * account, so its history keeps them and, once one was submitted, the account
 * gets no ranked attempt of that test afterwards. Not under the auth prefix:
 * a sign-out must not forget them.
 */
import { MAX_CLAIMED_ATTEMPTS } from '#core/constants.ts';
import type { MockAttemptClaimResult } from '#core/schemas/mock-attempt.ts';
import { readJson, write, type KeyValueStorage } from './storage';

export const SIGNED_OUT_ATTEMPTS_KEY = 'examprep.mock.signedOut';

export interface DeviceAttempt {
  id: string;
  token: string;
}

export function signedOutAttempts(storage: KeyValueStorage | null): DeviceAttempt[] {
  const list = readJson<unknown>(storage, SIGNED_OUT_ATTEMPTS_KEY);
  return Array.isArray(list) ? list.filter((a): a is DeviceAttempt => typeof a?.id === 'string' && typeof a?.token === 'string') : [];
}

/** Keeps an attempt started signed out (the newest MAX_CLAIMED_ATTEMPTS: one claim takes them all). */
export function rememberSignedOutAttempt(storage: KeyValueStorage | null, attempt: DeviceAttempt): void {
  const list = signedOutAttempts(storage).filter((a) => a.id !== attempt.id);
  write(storage, SIGNED_OUT_ATTEMPTS_KEY, [...list, { id: attempt.id, token: attempt.token }].slice(-MAX_CLAIMED_ATTEMPTS));
}

export type ClaimPoster = (body: { attempts: DeviceAttempt[] }) => Promise<{ data: MockAttemptClaimResult }>;

/**
 * Sends the kept attempts to the signed-in account. Every settled one (joined,
 * already the account's, another account's, gone) is forgotten; on a failure
 * they stay for the next sign-in or start. A refusal of the tokens (403: the
 * stored list was tampered with) forgets them too.
 */
export async function claimDeviceAttempts(storage: KeyValueStorage | null, post: ClaimPoster): Promise<MockAttemptClaimResult['attempts']> {
  const attempts = signedOutAttempts(storage);
  if (!attempts.length) return [];
  const forget = (ids: Set<string>) =>
    write(
      storage,
      SIGNED_OUT_ATTEMPTS_KEY,
      signedOutAttempts(storage).filter((a) => !ids.has(a.id)),
    );
  try {
    const { data } = await post({ attempts });
    forget(new Set(data.attempts.map((a) => a.id)));
    return data.attempts;
  } catch (err) {
    if ((err as { status?: number }).status === 403) forget(new Set(attempts.map((a) => a.id)));
    throw err;
  }
}
