/**
 * The start screen's live part (issue 28): the window, the countdown to the
 * opening by the server's clock, the registered count, Register (signed in)
 * or a sign-in link that comes back here; once open, whether this attempt
 * will be ranked and why not; after the last start, practice that does not
 * count for the live ranking, with the frozen leaderboard once results are out.
 */
import { plural } from '#core/i18n/format.ts';
import { localizedPath } from '#core/i18n/locales.ts';
import { authPageHref } from '../../lib/client/redirect';
import { countdown, liveTime } from '../live-tests/format';
import { useLocale } from '../i18n/locale';
import { useLiveText } from './live-text';
import type { LiveView } from './useLiveStatus';

export function LivePanel({ live, signedIn }: { live: LiveView; signedIn: boolean }) {
  const t = useLiveText();
  const locale = useLocale();
  const { schedule: s, state } = live;
  const at = (iso: string) => liveTime(locale, iso, true);
  const left = (iso: string) => countdown(Date.parse(iso) - live.serverNow, t.days);
  const registeredMe = !!live.me?.registered;
  const here = typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`;
  const canRegister = state === 'upcoming' || state === 'open';
  const unranked = !signedIn ? t.unrankedSignedOut : live.me && !live.me.registered ? t.unrankedNotRegistered : live.me?.attempted ? t.unrankedNotFirst : null;

  if (!live.ready) {
    // The build's HTML and the first client render: the window only, the rest's room kept (no shift when it fills in).
    return (
      <div className="mx-live mx-live--waiting card" data-testid="live-panel">
        <p className="mx-live-head">
          <strong>{t.liveTest}</strong>
        </p>
        <p className="mx-live-window">{t.windowLine(at(s.opensAt), at(s.lastStartAt), at(s.resultsAt))}</p>
      </div>
    );
  }
  return (
    <div className="mx-live card" data-testid="live-panel" data-live-state={state}>
      <p className="mx-live-head">
        <span className={`mx-live-pill mx-live-pill--${state}`}>{t.state[state]}</span> <strong>{t.liveTest}</strong>
      </p>
      <p className="mx-live-window">{t.windowLine(at(s.opensAt), at(s.lastStartAt), at(s.resultsAt))}</p>
      {state === 'upcoming' ? (
        <>
          <p className="mx-live-countdown" data-testid="live-countdown">
            <span role="timer" aria-live="off">
              {t.opensIn(left(s.opensAt))}
            </span>
          </p>
          <p className="muted">{t.opensAtLong(at(s.opensAt))}</p>
        </>
      ) : null}
      {state === 'open' ? (
        <p className="mx-live-countdown" data-testid="live-countdown">
          <span role="timer" aria-live="off">
            {t.closesIn(left(s.lastStartAt))}
          </span>
        </p>
      ) : null}
      {live.registered !== null ? (
        <p className="muted" data-testid="live-registered">
          {plural(locale, live.registered, t.registered)}
        </p>
      ) : null}
      {canRegister ? (
        <div className="mx-live-register">
          {registeredMe ? (
            <p className="mx-live-yes" data-testid="live-registered-me">
              <strong>{t.youAreRegistered}</strong> · {t.registeredNote}
            </p>
          ) : signedIn ? (
            <>
              <p className="muted">{t.registerToRank}</p>
              <button type="button" className="btn btn-outline" onClick={live.register} disabled={live.registering || !live.me} aria-busy={live.registering || undefined}>
                {live.registering ? t.registering : t.register}
              </button>
            </>
          ) : (
            <>
              <p className="muted">{t.registerToRank}</p>
              <a className="btn btn-outline" href={localizedPath(authPageHref('sign-in', here), locale)}>
                {t.signInToRegister}
              </a>
            </>
          )}
          {live.registerError ? (
            <p className="mx-error" role="alert">
              {t.registerFailed(live.registerError)}
            </p>
          ) : null}
        </div>
      ) : null}
      {/* Signed in: said once the status (`me`) is known, not guessed before. */}
      {state === 'open' && (!signedIn || live.me) ? (
        <p className={unranked ? 'mx-warning' : 'mx-live-ranked'} data-testid="live-ranking-note">
          {unranked ?? t.rankedNotice}
        </p>
      ) : null}
      {state === 'closed' ? (
        <p className="mx-warning" data-testid="live-ranking-note">
          {t.closedNotice(at(s.resultsAt))}
        </p>
      ) : null}
      {state === 'closed' || state === 'results' ? (
        <p className="mx-live-practice" data-testid="live-practice">
          {t.practice}
        </p>
      ) : null}
    </div>
  );
}
