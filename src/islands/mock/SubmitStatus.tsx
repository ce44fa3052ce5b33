/**
 * Between the submit and the answer key: sending, or waiting to retry
 * (offline, server unreachable) with the answers safe on this device, or —
 * rarely — refused by the server, with the choice to try again or discard.
 */
import { useState } from 'react';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import { useExamText } from './i18n';

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
  const t = useExamText().status;
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
      <h2 id="mx-submitting-title">{timeout ? t.timeUp : t.submitting}</h2>
      {!waiting && !sub.rejected ? (
        <p role="status" className="mx-sending">
          <span className="mx-spinner" aria-hidden="true" /> {timeout ? t.autoSubmitting : t.sending}
        </p>
      ) : null}
      {waiting ? (
        <div role="status">
          <p>
            <strong>{t.safe}</strong>
            {t.notYet(sub.lastError ?? t.noConnection)}
          </p>
          <p className="muted">
            {t.tries(sub.tries)}
            {nextIn !== null ? t.nextTry(nextIn) : ''}
          </p>
          <button type="button" className="btn" onClick={onRetry}>
            {t.tryNow}
          </button>
        </div>
      ) : null}
      {sub.rejected ? (
        <div role="alert">
          <p>{t.rejected(sub.lastError ?? '')}</p>
          <div className="mx-result-actions">
            <button type="button" className="btn" onClick={onRetry}>
              {t.tryAgain}
            </button>
            {confirmDiscard ? (
              <button type="button" className="btn btn-outline" onClick={onDiscard}>
                {t.confirmDiscard}
              </button>
            ) : (
              <button type="button" className="btn btn-ghost" onClick={() => setConfirmDiscard(true)}>
                {t.discard}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
