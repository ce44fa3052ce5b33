/**
 * A live attempt submitted before results time (issue 28): "Your answers are
 * in", "Results at <time>" (Intl, the page's language) and a countdown by the
 * server's clock. At results time the result appears here without a reload:
 * one timer to resultsAt + a random spread of a few seconds (so 100,000
 * waiting clients do not ask in one instant), then the attempt's result
 * (review route + key, served from cache); asked too early (clocks) or
 * failed: again after a few seconds.
 */
import { useEffect, useRef, useState } from 'react';
import { localizedPath } from '#core/i18n/locales.ts';
import { serverNow } from '#core/mock/clock.ts';
import { isPendingAnswer, type SubmitAnswer } from '#core/mock/submit.ts';
import type { AttemptSnapshot } from '#core/mock/snapshot.ts';
import { countdown, liveTime } from '../live-tests/format';
import { resultSpreadMs } from '../live-tests/clock';
import { useLocale } from '../i18n/locale';
import type { MockApi } from './api';
import { unrankedText, useLiveText } from './live-text';
import { useTicker } from './useTicker';

/** Asked again this long after an early or failed try. */
const RETRY_MS = 4_000;

export function LivePending({
  attempt,
  client,
  now,
  onResult,
  spreadMs,
}: {
  /** The attempt (the runner's snapshot, or a past attempt's few facts). */
  attempt: Pick<AttemptSnapshot, 'slug' | 'server' | 'clockOffsetMs' | 'pending' | 'live'>;
  client: MockApi;
  now: () => number;
  onResult: (answer: SubmitAnswer) => void;
  /** The delay after resultsAt (default random, up to a few seconds); injected in tests. */
  spreadMs?: number;
}) {
  const t = useLiveText();
  const locale = useLocale();
  const [spread] = useState(() => spreadMs ?? resultSpreadMs());
  const [phase, setPhase] = useState<'waiting' | 'fetching' | 'retry'>('waiting');
  const [tries, setTries] = useState(0);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  const resultsAt = attempt.pending!.resultsAt;
  const attemptId = attempt.server?.id ?? null;
  useTicker(phase === 'waiting', 1000);
  const leftMs = Date.parse(resultsAt) - serverNow(attempt, now());

  useEffect(() => {
    if (!attemptId || !client.liveResult) return;
    let current = true;
    const wait = tries === 0 ? Math.max(0, Date.parse(resultsAt) - serverNow(attempt, now())) + spread : RETRY_MS + spread;
    const timer = setTimeout(() => {
      if (!current) return;
      setPhase('fetching');
      client.liveResult!(attempt.slug, attemptId).then(
        (answer) => {
          if (!current) return;
          if (isPendingAnswer(answer)) {
            setPhase('retry');
            setTries((n) => n + 1);
          } else onResultRef.current(answer);
        },
        () => {
          if (!current) return;
          setPhase('retry');
          setTries((n) => n + 1);
        },
      );
    }, wait);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // One timer per try; the clock offset is the attempt's (fixed at its start).
  }, [attemptId, client, resultsAt, spread, tries]);

  return (
    <section className="mx-submitting mx-live-pending card" aria-labelledby="mx-pending-title" data-testid="live-pending" data-state={phase}>
      <h2 id="mx-pending-title" tabIndex={-1}>
        {t.answersIn}
      </h2>
      <p className="mx-live-results-at" data-testid="live-results-at">
        <strong>{t.resultsAt(liveTime(locale, resultsAt, true))}</strong>
      </p>
      {phase === 'waiting' && leftMs > 0 ? (
        <p className="mx-live-countdown">
          <span role="timer" aria-live="off">
            {t.resultsCountdown(countdown(leftMs, t.days))}
          </span>
        </p>
      ) : null}
      {phase === 'fetching' || (phase === 'waiting' && leftMs <= 0) ? (
        <p role="status" className="mx-sending">
          <span className="mx-spinner" aria-hidden="true" /> {t.fetchingResult}
        </p>
      ) : null}
      {phase === 'retry' ? (
        <p role="status" className="muted">
          {t.resultRetry}
        </p>
      ) : null}
      <p className="muted">{t.pendingBody}</p>
      {attempt.live && !attempt.live.ranked ? (
        <p className="mx-warning" data-testid="live-unranked">
          {unrankedText(t, attempt.live.reason)}
        </p>
      ) : null}
      <a className="btn btn-outline" href={localizedPath('/progress', locale)}>
        {t.seeProgress}
      </a>
    </section>
  );
}
