/**
 * /progress "Revise today (N)" (issue 30; docs/practice.md "Spaced revision"):
 * the cards due today, one question at a time — choose an option, see right or
 * wrong and the explanation, next. A wrong answer is FSRS's "Again" at once; a
 * right one asks how well it was known (Hard / Good / Easy, the API's optional
 * `rating`) and that choice moves on. Each answer is a review: saved on the device
 * first (revision-store.ts), then sent; offline it waits for `online`, and the
 * saved queue lets revision go on without a connection after one load. The
 * schedule is the server's (core/revision/schedule.ts): nothing of it ships here.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { SELF_RATINGS, type RevisionCard, type RevisionReview, type RevisionToday, type SelfRating } from '#core/schemas/revision.ts';
import { formatNumber, plural } from '#core/i18n/format.ts';
import { api, ApiRequestError, useAuth } from '../../lib/client';
import { useLocale } from '../i18n/locale';
import { useProgressText } from './i18n';
import { RevisionStore, type StoredQueue } from './revision-store';

const LETTERS = ['A', 'B', 'C', 'D'];

/** A refusal of the batch itself (400): sending it again cannot succeed. */
const refused = (error: unknown) => error instanceof ApiRequestError && error.status === 400;

export function ReviseToday() {
  const { profile } = useAuth();
  const uid = profile?.uid ?? null;
  const store = useMemo(() => (uid ? new RevisionStore(uid) : null), [uid]);
  const [queue, setQueue] = useState<StoredQueue | null>(() => store?.queue() ?? null);
  const [fromDevice, setFromDevice] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [open, setOpen] = useState(false);
  const [card, setCard] = useState<RevisionCard | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  /** A right answer waiting for its self-rating: when it was given. */
  const [answeredAt, setAnsweredAt] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const locale = useLocale();
  const t = useProgressText().revise;
  const n = (v: number) => formatNumber(locale, v);

  /** Sends what waits; true when nothing does any more. */
  const flush = useCallback(async () => {
    if (!store) return true;
    const done = await store.flush((reviews: RevisionReview[]) => api.post('/revision/reviews', { reviews }), refused);
    setWaiting(!done);
    return done;
  }, [store]);

  /** Sends what waits, then reads the queue (the device's copy when the server cannot be reached). */
  const sync = useCallback(async () => {
    if (!store) return;
    await flush();
    try {
      setQueue(store.receive(await api.get<RevisionToday>('/revision/today')));
      setFromDevice(false);
    } catch {
      setQueue(store.queue());
      setFromDevice(true);
    }
  }, [store, flush]);

  useEffect(() => {
    void sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [sync]);

  const count = queue?.count ?? 0;
  const show = (next: RevisionCard | null) => {
    setCard(next);
    setChosen(null);
    setAnsweredAt(null);
    // The next question's heading takes the focus, so a screen reader starts there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const start = () => {
    setOpen(true);
    show(queue?.data[0] ?? null);
  };
  /** One review: on the device first, the card off the list ("N left" at once), then sent. */
  const record = (review: RevisionReview) => {
    const after = store!.answer(review);
    setQueue(after);
    setWaiting(true);
    void flush();
    return after;
  };
  const choose = (k: number) => {
    if (!store || !card || chosen !== null) return;
    setChosen(k);
    const reviewedAt = new Date().toISOString();
    // Right: kept until the aspirant says how well they knew it (rate); wrong: "Again", nothing to ask.
    if (k === card.correct) setAnsweredAt(reviewedAt);
    else record({ questionId: card.questionId, correct: false, reviewedAt });
  };
  const next = (from: StoredQueue | null = queue) => {
    const following = from?.data[0] ?? null;
    // More due than the list held (it carries the first 50): read the next ones.
    if (!following && (from?.count ?? 0) > 0) void sync().then(() => show(store?.queue()?.data[0] ?? null));
    else show(following);
  };
  const rate = (rating: SelfRating) => {
    if (!store || !card || !answeredAt) return;
    setAnsweredAt(null);
    next(record({ questionId: card.questionId, correct: true, rating, reviewedAt: answeredAt }));
  };

  const hi = locale === 'hi';
  const text = card && hi && card.question_hi ? { q: card.question_hi, options: card.options_hi ?? card.options, why: card.explanations_hi ?? card.explanations, lang: undefined } : card ? { q: card.question, options: card.options, why: card.explanations, lang: hi ? 'en' : undefined } : null;

  return (
    <section className="card progress-section revise" aria-labelledby={`${id}-h`} data-testid="revise-today">
      <h2 id={`${id}-h`}>{t.heading(n(count))}</h2>
      {!open ? (
        <>
          <p className="muted">{count ? t.intro : t.none}</p>
          {count > 0 && queue?.data.length ? (
            <p>
              <button type="button" className="btn" onClick={start}>
                {t.start}
              </button>
            </p>
          ) : null}
        </>
      ) : card && text ? (
        <article className="revise-card" aria-labelledby={`${id}-q`}>
          <p className="revise-meta muted">
            <span aria-live="polite">{plural(locale, count, t.left)}</span>
            <span lang={hi ? 'en' : undefined}>{card.mock.name}</span>
          </p>
          <h3 id={`${id}-q`} ref={headingRef} tabIndex={-1} className="revision-q" lang={text.lang}>
            {text.q}
          </h3>
          <ol className="revise-options" aria-label={t.options}>
            {text.options.map((o, k) => {
              const state = chosen === null ? undefined : k === card.correct ? 'right' : k === chosen ? 'wrong' : undefined;
              return (
                <li key={k}>
                  <button type="button" className="revise-option" data-state={state} disabled={chosen !== null} aria-pressed={chosen === k} onClick={() => choose(k)}>
                    <span className="revision-key" aria-hidden="true">
                      {LETTERS[k]}
                    </span>{' '}
                    <span lang={text.lang}>{o}</span>
                    {state === 'right' ? <span aria-hidden="true"> ✓</span> : state === 'wrong' ? <span aria-hidden="true"> ✗</span> : null}
                  </button>
                </li>
              );
            })}
          </ol>
          <div role="status">
            {chosen !== null ? (
              <>
                <p className={chosen === card.correct ? 'revise-right' : 'revise-wrong'} data-testid="revise-verdict">
                  {chosen === card.correct ? t.right : t.wrong(LETTERS[card.correct])}
                </p>
                {chosen !== card.correct ? <p className="muted revise-again">{t.again}</p> : null}
                {text.why[card.correct] ? (
                  <p className="revision-expl">
                    <strong>{t.why}</strong> <span lang={text.lang}>{text.why[card.correct]}</span>
                  </p>
                ) : null}
              </>
            ) : null}
          </div>
          {chosen === null ? null : answeredAt ? (
            <div className="revise-rate" role="group" aria-labelledby={`${id}-rate`} data-testid="revise-rate">
              <p id={`${id}-rate`}>{t.rate}</p>
              {SELF_RATINGS.map((r) => (
                <button key={r} type="button" className={r === 'good' ? 'btn' : 'btn btn-outline'} onClick={() => rate(r)} data-rating={r}>
                  {t.ratings[r]}
                </button>
              ))}
            </div>
          ) : (
            <button type="button" className="btn" onClick={() => next()}>
              {count > 0 ? t.next : t.finish}
            </button>
          )}
        </article>
      ) : (
        <p ref={headingRef} tabIndex={-1} className="muted">
          {t.done}
        </p>
      )}
      {waiting && (fromDevice || (typeof navigator !== 'undefined' && navigator.onLine === false)) ? (
        <p className="auth-hint" role="status" data-testid="revise-queued">
          {t.queued}
        </p>
      ) : fromDevice && queue ? (
        <p className="auth-hint">{t.offline}</p>
      ) : null}
    </section>
  );
}
