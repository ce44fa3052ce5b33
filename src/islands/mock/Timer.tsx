/**
 * The countdown, top right. The visible clock is a role="timer" with
 * aria-live off (it changes every second and is never read out by itself);
 * a separate polite live region speaks only at 10, 5 and 1 minutes and 30
 * seconds left (timerAnnouncement), so screen-reader users hear the time
 * without being interrupted every second.
 */
import { formatClock } from '#core/mock/clock.ts';
import { useExamText } from './i18n';

export function Timer({
  remainingMs,
  announcement,
  label,
  note,
}: {
  remainingMs: number;
  announcement: string | null;
  label?: string;
  /** A small line under the clock: the compensatory time it includes (issue 29). */
  note?: string | null;
}) {
  const timeLeft = useExamText().screen.timeLeft;
  const low = remainingMs <= 5 * 60_000;
  const critical = remainingMs <= 60_000;
  return (
    <div className={`mx-timer${low ? ' is-low' : ''}${critical ? ' is-critical' : ''}`}>
      <span className="mx-timer-label" id="mx-timer-label">
        {label ?? timeLeft}
      </span>
      <span
        role="timer"
        aria-live="off"
        aria-atomic="true"
        aria-labelledby="mx-timer-label mx-timer-value"
        className="mx-timer-value"
        id="mx-timer-value"
        data-remaining-ms={Math.ceil(remainingMs / 1000) * 1000}
      >
        {formatClock(remainingMs)}
      </span>
      {note ? (
        <span className="mx-timer-note" data-testid="compensatory-note">
          {note}
        </span>
      ) : null}
      <span className="visually-hidden" aria-live="polite" aria-atomic="true" data-timer-announcer>
        {announcement ?? ''}
      </span>
    </div>
  );
}
