/**
 * /daily-quiz (issue 30; docs/daily-quiz.md): today's ten questions on one page, a timer counting up, submit, the
 * result with solutions, streak and rank; yesterday's quiz with solutions and its leaderboard.
 *
 * The day is the SERVER's (GET /daily-quiz/today, with the device clock's offset): a phone whose clock is wrong never
 * opens the wrong day. When the server's midnight in India passes while the page is open, the island reads the new
 * day and shows its quiz; the day just over becomes yesterday, with its solutions. Signed in, the answers are
 * submitted (counted once, ranked, the streak); signed out, they are checked (score and key, not stored). A
 * submission that cannot be sent is kept on the device and sent again (storage.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDate } from '#core/i18n/format.ts';
import { documentLocale, localizedPath, type Locale } from '#core/i18n/locales.ts';
import type { DailyCheck, DailyQuiz as Quiz, DailyResult, DailyToday } from '#core/schemas/daily-quiz.ts';
import { ApiRequestError, apiErrorMessage, authPageHref, useAuth } from '../../lib/client';
import { LocaleContext, useLocale } from '../i18n/locale';
import { fetchQuiz, fetchToday, sendAnswers } from './api';
import { Board } from './Board';
import { Solutions } from './Solutions';
import { loadDay, newClientId, saveDay, type DayState } from './storage';
import { dayLabel, durationText, questionText, useDailyText } from './text';
import './daily.css';

const RETRY_MS = 15_000;

const clockText = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

type Today = DailyToday & { offsetMs: number };

function Daily() {
  const t = useDailyText();
  const locale = useLocale();
  const { isAuthenticated, status } = useAuth({ init: true });
  const [today, setToday] = useState<Today | null>(null);
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [state, setState] = useState<DayState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [crossed, setCrossed] = useState(false);
  const [now, setNow] = useState(0);
  const [sending, setSending] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const sendingRef = useRef(false);

  const load = useCallback(async () => {
    setError(null);
    setMissing(false);
    try {
      const day = await fetchToday();
      setToday(day);
      setNow(Date.now() + day.offsetMs);
      try {
        const doc = await fetchQuiz(day.day);
        setQuiz(doc);
        const kept = loadDay(day.day);
        const fresh: DayState = kept ?? { answers: doc.questions.map(() => null), startedAt: Date.now() + day.offsetMs };
        if (!kept) saveDay(day.day, fresh);
        setState(fresh);
      } catch (e) {
        if (e instanceof ApiRequestError && e.status === 404) setMissing(true);
        else throw e;
      }
    } catch (e) {
      setError(apiErrorMessage(e));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const update = useCallback(
    (next: DayState) => {
      if (!today) return;
      saveDay(today.day, next);
      setState(next);
    },
    [today],
  );

  /** Sends the kept submission; keeps it when the network or the server is away, drops it on a refusal. */
  const flush = useCallback(async () => {
    if (!today || sendingRef.current) return;
    const kept = loadDay(today.day);
    if (!kept?.pending) return;
    sendingRef.current = true;
    setSending(true);
    const { signedIn, ...body } = kept.pending;
    try {
      const result = await sendAnswers(today.day, body, signedIn);
      update({ ...kept, pending: undefined, result, refused: undefined });
    } catch (e) {
      const refused = e instanceof ApiRequestError && e.status !== undefined && e.status >= 400 && e.status < 500 && e.status !== 429 && e.status !== 408;
      if (refused) update({ ...kept, pending: undefined, refused: e.code === 'DAILY_CLOSED' ? t.late : apiErrorMessage(e) });
      else setState({ ...kept });
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, [today, update, t]);

  // The timer and the midnight watch: the server's clock through the device's, checked every second.
  useEffect(() => {
    if (!today) return;
    const tick = () => {
      const serverNow = Date.now() + today.offsetMs;
      setNow(serverNow);
      if (serverNow >= Date.parse(today.closesAt)) {
        setCrossed(true);
        setToday(null);
        setQuiz(null);
        setState(null);
        void load();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [today, load]);

  // The offline queue: on load, back online, and every 15 s while something waits.
  useEffect(() => {
    if (!state?.pending) return;
    void flush();
    const retry = window.setInterval(() => void flush(), RETRY_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.clearInterval(retry);
      window.removeEventListener('online', online);
    };
  }, [state?.pending, flush]);

  if (error) {
    return (
      <div className="daily-box card" role="alert">
        <p>{t.loadFailed}</p>
        <button type="button" className="btn" onClick={() => void load()}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (!today || (!quiz && !missing) || (quiz && !state)) {
    return (
      <p className="daily-box muted" aria-live="polite">
        {t.loading}
      </p>
    );
  }

  const yesterday = <Yesterday day={today.yesterday} key={today.yesterday} open={crossed} />;
  if (missing || !quiz || !state) {
    return (
      <>
        <p className="daily-box card">{t.noQuiz}</p>
        {yesterday}
      </>
    );
  }

  const total = quiz.questions.length;
  const answeredCount = state.answers.filter((a) => a !== null).length;
  const done = Boolean(state.result);
  const elapsed = Math.max(0, Math.floor((now - state.startedAt) / 1000));
  const closes = formatDate(locale, today.closesAt, { hour: 'numeric', minute: '2-digit', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

  const choose = (i: number, option: number) => {
    if (done || state.pending) return;
    update({ ...state, answers: state.answers.map((a, j) => (j === i ? option : a)) });
  };
  const submit = () => {
    if (answeredCount === 0) {
      setHint(t.answerOne);
      return;
    }
    setHint(null);
    update({ ...state, pending: { answers: state.answers, timeTakenSeconds: Math.min(elapsed, 86_400), clientId: newClientId(), signedIn: isAuthenticated }, refused: undefined });
  };

  return (
    <>
      {crossed && (
        <p className="daily-note card" role="status" data-daily-crossed>
          {t.newDay}
        </p>
      )}
      <section className="daily-today" aria-labelledby="daily-today-h" data-daily-day={quiz.day}>
        <header className="daily-head">
          <h2 id="daily-today-h">{t.quizOf(dayLabel(locale, quiz.day))}</h2>
          <p className="muted">{t.closesAt(closes)}</p>
          {!done && (
            <p className="daily-timer">
              {t.time} <time data-daily-timer>{clockText(elapsed)}</time>
              <span className="muted"> · {t.answered(answeredCount, total)}</span>
            </p>
          )}
        </header>
        {state.result ? (
          <Result result={state.result} quiz={quiz} />
        ) : (
          <form
            className="daily-form"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <ol className="daily-questions list-plain">
              {quiz.questions.map((q, i) => {
                const shown = questionText(locale, q);
                return (
                  <li key={q.id} className="daily-q card">
                    <fieldset disabled={Boolean(state.pending)}>
                      <legend>
                        <span className="daily-qn muted">{t.questionOf(i + 1, total)}</span>
                        <span className="daily-qt" lang={shown.lang}>
                          {shown.text}
                        </span>
                      </legend>
                      {shown.options.map((o, k) => (
                        <label key={k} className="daily-opt">
                          <input type="radio" name={`q${q.id}`} checked={state.answers[i] === k} onChange={() => choose(i, k)} />
                          <span lang={shown.lang}>{o}</span>
                        </label>
                      ))}
                    </fieldset>
                  </li>
                );
              })}
            </ol>
            {!isAuthenticated && status !== 'loading' && (
              <p className="daily-note muted">
                {t.signedOutNote} <a href={localizedPath(authPageHref('sign-in', localizedPath('/daily-quiz', locale)), locale)}>{t.signIn}</a>
              </p>
            )}
            {state.refused && (
              <p className="daily-note" role="alert">
                {state.refused}
              </p>
            )}
            {state.pending && !sending && (
              <p className="daily-note" role="status">
                {t.queued}
              </p>
            )}
            {hint && (
              <p className="daily-note" role="alert">
                {hint}
              </p>
            )}
            <button type="submit" className="btn btn-primary daily-submit" disabled={Boolean(state.pending)}>
              {state.pending ? t.submitting : t.submit}
            </button>
          </form>
        )}
      </section>
      {state.result && 'rank' in state.result && <Board day={quiz.day} heading={t.todayBoard} />}
      {yesterday}
    </>
  );
}

function Result({ result, quiz }: { result: DailyResult | DailyCheck; quiz: Quiz }) {
  const t = useDailyText();
  const ranked = 'rank' in result;
  return (
    <div className="daily-result" data-daily-result>
      <div className="daily-score card" aria-labelledby="daily-result-h">
        <h3 id="daily-result-h">{t.resultHeading}</h3>
        <p className="daily-big" data-daily-score>
          {t.score(result.correct, result.total)}
        </p>
        {ranked ? (
          <ul className="daily-facts list-plain">
            <li data-daily-streak>{t.streak(result.streak)}</li>
            <li data-daily-rank>{t.rank(result.rank, result.of)}</li>
            <li>{t.timeTaken(durationText(t, result.timeTakenSeconds))}</li>
          </ul>
        ) : (
          <p className="muted">{t.unranked}</p>
        )}
      </div>
      <Solutions quiz={quiz} keyEntries={result.key} answers={result.answers} />
    </div>
  );
}

function Yesterday({ day, open }: { day: string; open: boolean }) {
  const t = useDailyText();
  const locale = useLocale();
  const [shown, setShown] = useState(open);
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!shown || quiz) return;
    fetchQuiz(day).then(setQuiz, (e) => setFailed(e instanceof ApiRequestError && e.status === 404 ? t.boardEmpty : apiErrorMessage(e)));
  }, [shown, quiz, day, t]);
  const mine = typeof localStorage === 'undefined' ? null : loadDay(day);
  return (
    <details className="daily-yesterday" id="yesterday" open={shown} onToggle={(e) => setShown((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>
        <h2>{t.yesterday}</h2>
        <span className="muted">{dayLabel(locale, day)}</span>
      </summary>
      <p className="muted">{t.yesterdayLead}</p>
      {failed && <p>{failed}</p>}
      {!quiz && !failed && <p className="muted">{t.loading}</p>}
      {quiz?.key && (
        <>
          <Solutions quiz={quiz} keyEntries={quiz.key} answers={mine?.result?.answers ?? null} />
          <Board day={day} heading={t.leaderboard} />
        </>
      )}
    </details>
  );
}

/** `locale`: the page's language, given by the page since the server renders this island too (client:load). */
export default function DailyQuiz({ locale }: { locale?: Locale }) {
  return (
    <LocaleContext.Provider value={locale ?? documentLocale()}>
      <Daily />
    </LocaleContext.Provider>
  );
}
