/**
 * A past attempt reopened from /progress (issue 26): the test page with
 * `?attempt={id}` shows that attempt's result and full review, loaded from
 * the server (core/mock/past.ts), on any device. Nothing is written to the
 * device's attempt store: a test in progress there stays as it was, and
 * "Take Test Again" goes to the test page, which resumes or starts one.
 */
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { reduce } from '#core/mock/attempt.ts';
import { pastAttempt } from '#core/mock/past.ts';
import type { AttemptSnapshot, Language } from '#core/mock/snapshot.ts';
import { mockTestUrl } from '#core/urls.ts';
import { apiErrorMessage, authPageHref, useAuth } from '../../lib/client';
import type { MockApi } from './api';
import type { MockPending } from '#core/schemas/live-test.ts';
import { LivePending } from './LivePending';
import { LazyResultView } from './lazy-result-view';
import { loadDevanagari, preferredLanguage } from './language';
import { useExamText } from './i18n';
import { useLocale } from '../i18n/locale';
import { localizedPath } from '#core/i18n/locales.ts';


export function PastAttempt({ slug, attemptId, client }: { slug: string; attemptId: string; client: MockApi }) {
  const auth = useAuth();
  const locale = useLocale();
  const t = useExamText();
  const [attempt, setAttempt] = useState<AttemptSnapshot | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A live attempt before results time (issue 28): "Your answers are in" until then, then loaded again.
  const [pending, setPending] = useState<MockPending | null>(null);
  const [round, setRound] = useState(0);
  const pendingRef = useRef<MockPending | null>(null);
  pendingRef.current = pending;
  // At results time the waiting card asks again through here: the review is loaded afresh (paper, result, key).
  const reloading = useMemo<MockApi>(() => ({ ...client, liveResult: async () => (setRound((r) => r + 1), pendingRef.current!) }), [client]);
  const waiting = auth.status === 'loading' || auth.status === 'syncing';

  useEffect(() => {
    if (waiting || !auth.isAuthenticated || !client.review) return;
    let live = true;
    setError(null);
    client.review(slug, attemptId).then(
      async (data) => {
        if ('pending' in data) {
          if (live) setPending(data.pending);
          return;
        }
        if (live) setPending(null);
        const snapshot = pastAttempt({ slug, paper: data.paper, answer: data.answer, language: preferredLanguage(locale) });
        if (snapshot.language === 'hi') await loadDevanagari();
        if (live) setAttempt(snapshot);
      },
      (e) => live && setError(t.past.notLoaded(apiErrorMessage(e))),
    );
    return () => {
      live = false;
    };
  }, [slug, attemptId, client, waiting, auth.isAuthenticated, round]);

  const here = typeof location === 'undefined' ? mockTestUrl(slug) : `${location.pathname}${location.search}`;
  if (!auth.isAuthenticated && !waiting) {
    return (
      <div className="card mx-past-note" data-testid="past-attempt-signin">
        <p>{t.past.signInToSee}</p>
        <a className="btn" href={localizedPath(authPageHref('sign-in', here), locale)}>
          {t.past.signIn}
        </a>
      </div>
    );
  }
  if (error) {
    return (
      <div className="card mx-past-note" role="alert">
        <p>{error}</p>
        <a className="btn btn-outline" href={localizedPath(mockTestUrl(slug), locale)}>
          {t.past.goToTest}
        </a>
      </div>
    );
  }
  if (pending && !attempt) {
    const facts = { slug, server: { id: attemptId, token: '' }, clockOffsetMs: 0, pending: { resultsAt: pending.resultsAt, ranked: pending.attempt.ranked }, live: null };
    return <LivePending attempt={facts} client={reloading} now={Date.now} onResult={() => undefined} />;
  }
  if (!attempt) {
    return (
      <p className="muted" role="status">
        {t.runner.loadingResult}
      </p>
    );
  }
  const setLanguage = (language: Language) => {
    const apply = () => setAttempt((current) => (current ? reduce(current, { type: 'language', language }) : current));
    if (language === 'hi') void loadDevanagari().then(apply);
    else apply();
  };
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          {t.runner.loadingResult}
        </p>
      }
    >
      <LazyResultView attempt={attempt} signedIn={auth.isAuthenticated} client={client} onLanguage={setLanguage} onRetake={() => location.assign(mockTestUrl(slug))} />
    </Suspense>
  );
}
