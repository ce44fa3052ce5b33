/**
 * The mock-test runner island (/mock-test/test/{slug}):
 *
 *   start screen (language) → POST /mocks/{slug}/start (the server attempt)
 *   → exam screen (full-screen CBT layout, section tabs, sectional clock)
 *   → confirm or time up → submit queue → POST /mocks/{slug}/submit
 *   → result (rank, percentile, section analysis, chart, leaderboard) and review.
 *
 * The behaviour lives in useAttempt (the pure machine of core/mock, every
 * change written to localStorage at once by attempt-storage.ts, so a reload,
 * a crash or another tab resumes the same attempt with the same remaining
 * time; the submit queued there too and retried until the server answers).
 * This component picks the screen for the attempt's phase.
 *
 * With `?attempt={id}` (a past attempt, linked from /progress) it shows that
 * attempt's result and review from the server instead (PastAttempt.tsx).
 *
 * Mount: <MockRunner client:load test={...} /> (see the test page).
 */
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '../../lib/client';
import { paperLanguages } from '#core/mock/attempt.ts';
import { summarize } from '#core/mock/palette.ts';
import { attemptParam } from '#core/mock/past.ts';
import type { MockInfo } from '#core/mock/snapshot.ts';
import type { MockCompensatory } from '#core/schemas/mock-attempt.ts';
import { useAttempt } from './useAttempt';
import type { AttemptStore } from './attempt-storage';
import { mockApi, type MockApi } from './api';
import { keepDevanagariOffline } from './offline-cache';
import { ExamScreen } from './ExamScreen';
import { PastAttempt } from './PastAttempt';
import { StartScreen } from './StartScreen';
import { SubmitStatus } from './SubmitStatus';
import { LiveLeaderboard } from './LiveLeaderboard';
import { LivePending } from './LivePending';
import { LazyResultView } from './lazy-result-view';
import { useLiveStatus } from './useLiveStatus';
import { examText } from './i18n';
import { LocaleContext, useLocale } from '../i18n/locale';
import { documentLocale, type Locale } from '#core/i18n/locales.ts';
import './mock.css';

export interface MockRunnerProps {
  test: MockInfo;
  /** Injected in tests. */
  client?: MockApi;
  store?: AttemptStore;
  now?: () => number;
  /** Clock refresh period (ms). */
  tickMs?: number;
  /** Show name, description and facts on the start screen (the page shell may show them already). */
  showFacts?: boolean;
  /** The page's UI language (given by the page: the server has no `<html lang>` to read); else `<html lang>`. */
  locale?: Locale;
  /** A live result's fetch delay after resultsAt (default: random, a few seconds); injected in tests. */
  liveSpreadMs?: number;
  /** The paper's version at build time (core/mock/paper-address.ts): the start asks its immutable address first. */
  paperVersion?: string | null;
}

export default function MockRunner({ locale, ...props }: MockRunnerProps) {
  return (
    <LocaleContext.Provider value={locale ?? documentLocale()}>
      <Runner {...props} />
    </LocaleContext.Provider>
  );
}

function Runner({ test, client = mockApi, store, now = Date.now, tickMs = 250, showFacts = true, liveSpreadMs, paperVersion }: Omit<MockRunnerProps, 'locale'>) {
  const auth = useAuth();
  const {
    attempt,
    hydrated,
    starting,
    startError,
    storageWarning,
    announcement,
    clientNow,
    remainingMs,
    sectionRemainingMs,
    language,
    setLanguage,
    start,
    act,
    submit,
    retrySubmit,
    resultIn,
    forget,
  } = useAttempt({
    slug: test.slug,
    client,
    store,
    now,
    tickMs,
    paperVersion,
  });
  const t = examText(useLocale()).runner;
  const summary = useMemo(() => (attempt ? summarize(attempt) : null), [attempt]);
  const bilingual = paperLanguages(test).length > 1;
  // A paper with Hindi keeps the Devanagari files for offline use the moment it is opened.
  useEffect(() => {
    if (bilingual) void keepDevanagariOffline();
  }, [bilingual]);
  // Read after hydration: the static page is the same for every address.
  const [pastId, setPastId] = useState<string | null>(null);
  useEffect(() => setPastId(attemptParam(location.search)), []);
  // A live test (issue 28): status, countdown and registration while the start screen shows.
  const onStartScreen = !pastId && (!attempt || !hydrated);
  const live = useLiveStatus({ slug: test.slug, schedule: test.live, client, now, signedIn: auth.isAuthenticated, active: onStartScreen });
  const candidate = auth.profile?.name || auth.user?.displayName || auth.user?.email || t.visitor;
  // Compensatory time (issue 29): what a signed-in aspirant's next attempt gets, for the start screen.
  const [compensatory, setCompensatory] = useState<MockCompensatory | null>(null);
  const uid = auth.isAuthenticated ? (auth.user?.uid ?? null) : null;
  useEffect(() => {
    setCompensatory(null);
    if (!uid || !onStartScreen || !client.compensatory) return;
    let current = true;
    client.compensatory(test.slug).then(
      (c) => current && setCompensatory(c),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [uid, onStartScreen, client, test.slug, auth.profile?.compensatory_time]);

  const retake = () => {
    forget();
    // The start screen again: its declaration first (Start Test waits for it, issue 29).
    setTimeout(() => document.querySelector<HTMLElement>('.mx-declare input')?.focus(), 0);
  };

  let screen: ReactNode;
  if (pastId) {
    screen = <PastAttempt slug={test.slug} attemptId={pastId} client={client} />;
  } else if (!attempt || !hydrated) {
    screen = (
      <StartScreen
        test={test}
        starting={starting}
        error={startError}
        storageWarning={storageWarning}
        signedIn={auth.isAuthenticated}
        ready={hydrated}
        showFacts={showFacts}
        language={language}
        onLanguage={setLanguage}
        onStart={start}
        live={live}
        compensatory={compensatory}
      />
    );
  } else if (attempt.phase === 'running' && summary) {
    screen = (
      <ExamScreen
        attempt={attempt}
        summary={summary}
        remainingMs={remainingMs}
        sectionRemainingMs={sectionRemainingMs}
        announcement={announcement}
        candidate={candidate}
        storageWarning={storageWarning}
        onAction={act}
        onLanguage={setLanguage}
        onSubmit={submit}
      />
    );
  } else if (attempt.phase === 'submitted' && attempt.pending) {
    screen = <LivePending attempt={attempt} client={client} now={now} onResult={resultIn} spreadMs={liveSpreadMs} />;
  } else if (attempt.phase === 'submitting') {
    screen = <SubmitStatus attempt={attempt} clientNow={clientNow} onRetry={retrySubmit} onDiscard={() => forget(true)} />;
  } else {
    screen = (
      <Suspense
        fallback={
          <p className="muted" role="status">
            {t.loadingResult}
          </p>
        }
      >
        <LazyResultView attempt={attempt} signedIn={auth.isAuthenticated} client={client} onLanguage={setLanguage} onRetake={retake} />
      </Suspense>
    );
  }

  return (
    <div className="mock-runner-root" data-phase={pastId ? 'past' : !attempt || !hydrated ? 'start' : attempt.phase}>
      {screen}
      {/* After results time: the frozen live leaderboard beside the practice test (and its result). */}
      {live?.ready && live.state === 'results' && !pastId && attempt?.phase !== 'running' ? <LiveLeaderboard slug={test.slug} client={client} /> : null}
    </div>
  );
}
