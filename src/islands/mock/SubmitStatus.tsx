/**
 * Between the submit and the answer key: sending, or waiting to retry
 * (offline, server unreachable) with the answers safe on this device, or —
 * rarely — refused by the server, with the choice to try again or discard.
 */
import { useState } from 'react';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';

export function SubmitStatus({
  attempt,
  clientNow,
  onRetry,
  onDiscard,
}: {
  attempt: AttemptSnapshot;
  clientNow: number;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const sub = attempt.submission!;
  const timeout = sub.reason === 'timeout';
  const waiting = sub.tries > 0 && !sub.rejected;
  const nextIn = sub.nextTryAt ? Math.max(0, Math.ceil((sub.nextTryAt - clientNow) / 1000)) : null;
  return (
    <section
      className="mx-submitting card"
      aria-labelledby="mx-submitting-title"
      data-testid="mock-submitting"
      data-state={sub.rejected ? 'rejected' : waiting ? 'queued' : 'sending'}
    >
      <h2 id="mx-submitting-title">{timeout ? 'Time is up' : 'Submitting your test'}</h2>
      {!waiting && !sub.rejected ? (
        <p role="status" className="mx-sending">
          <span className="mx-spinner" aria-hidden="true" /> {timeout ? 'Your saved answers are being submitted automatically…' : 'Sending your answers…'}
        </p>
      ) : null}
      {waiting ? (
        <div role="status">
          <p>
            <strong>Your answers are safe on this device.</strong> They could not reach the server yet ({sub.lastError ?? 'no connection'}), so they will be
            sent automatically as soon as you are back online — you can close this page and come back later.
          </p>
          <p className="muted">
            Tries so far: {sub.tries}
            {nextIn !== null ? ` · next try in ${nextIn} s` : ''}
          </p>
          <button type="button" className="btn" onClick={onRetry}>
            Try now
          </button>
        </div>
      ) : null}
      {sub.rejected ? (
        <div role="alert">
          <p>The server did not accept the submission: {sub.lastError}</p>
          <div className="mx-result-actions">
            <button type="button" className="btn" onClick={onRetry}>
              Try again
            </button>
            {confirmDiscard ? (
              <button type="button" className="btn btn-outline" onClick={onDiscard}>
                Yes, discard this attempt
              </button>
            ) : (
              <button type="button" className="btn btn-ghost" onClick={() => setConfirmDiscard(true)}>
                Discard this attempt
              </button>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
