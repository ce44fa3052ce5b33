/**
 * Section checkpoints in the runner (issue 28): when a section of a
 * sequential test closes — its clock ran out, or the aspirant moved on —
 * that section's saved answers and times are frozen into a checkpoint, kept
 * in the snapshot and sent by the same queue as the submit (offline: when
 * the connection is back; failures retried with backoff or after the
 * server's Retry-After). The server keeps them, and the final submit can no
 * longer change that section (core/mock/section-windows.ts). Once the attempt
 * is submitting, the submit carries every answer and pending checkpoints are
 * no longer sent. Pure transitions.
 */
import { retryDelayMs } from './submit';
import { bump, type AttemptSnapshot, type SectionCheckpoint } from './snapshot';
import { timeSpentSeconds } from './timing';

/** The snapshot with section `k`'s checkpoint added (a server attempt and a real section only; once per section). */
export function withCheckpoint(s: AttemptSnapshot, k: number): AttemptSnapshot {
  const sec = s.sections[k];
  if (!s.server || !sec || sec.id === null || (s.checkpoints ?? []).some((c) => c.sectionId === sec.id)) return s;
  const checkpoint: SectionCheckpoint = {
    sectionId: sec.id,
    payload: {
      attemptId: s.server.id,
      sectionId: sec.id,
      answers: s.answers.slice(sec.start, sec.end),
      timeSpent: timeSpentSeconds(s).slice(sec.start, sec.end),
    },
    token: s.server.token,
    state: 'pending',
    tries: 0,
    nextTryAt: null,
    notBefore: null,
    lastError: null,
  };
  return { ...s, checkpoints: [...(s.checkpoints ?? []), checkpoint] };
}

/** Checkpoints still to send: only while the attempt runs (after that the submit carries the answers). */
export const pendingCheckpoints = (s: AttemptSnapshot): SectionCheckpoint[] =>
  s.phase === 'running' ? (s.checkpoints ?? []).filter((c) => c.state === 'pending') : [];

/**
 * Whether a pending checkpoint may be sent at `clientNow`: never tried, or its
 * backoff is over (`force`: whatever the backoff says — the connection is
 * back). A server's Retry-After is kept even then.
 */
export const checkpointDue = (c: SectionCheckpoint, clientNow: number, force = false) =>
  c.state === 'pending' && (c.notBefore == null || c.notBefore <= clientNow) && (force || c.nextTryAt === null || c.nextTryAt <= clientNow);

function update(s: AttemptSnapshot, sectionId: number, change: (c: SectionCheckpoint) => SectionCheckpoint): AttemptSnapshot {
  if (!(s.checkpoints ?? []).some((c) => c.sectionId === sectionId)) return s;
  return bump({ ...s, checkpoints: s.checkpoints!.map((c) => (c.sectionId === sectionId ? change(c) : c)) });
}

/** The server took the checkpoint (or had it already). */
export const checkpointSent = (s: AttemptSnapshot, sectionId: number) =>
  update(s, sectionId, (c) => ({ ...c, state: 'sent', nextTryAt: null, notBefore: null, lastError: null }));

/**
 * A failed send: retried after the backoff of the submit (1 s doubling to
 * 30 s) or the server's Retry-After when longer; `rejected` (the server
 * refused it: its window is over, it was closed already) is not retried.
 */
export function checkpointFailed(s: AttemptSnapshot, sectionId: number, error: string, clientNow: number, rejected = false, retryAfterMs = 0): AttemptSnapshot {
  return update(s, sectionId, (c) => {
    const tries = c.tries + 1;
    if (rejected) return { ...c, tries, state: 'refused', nextTryAt: null, notBefore: null, lastError: error };
    const nextTryAt = clientNow + Math.max(retryDelayMs(tries), retryAfterMs);
    return { ...c, tries, lastError: error, nextTryAt, notBefore: retryAfterMs > 0 ? clientNow + retryAfterMs : null };
  });
}
