/**
 * The mock-test runner island (/mock-test/test/{slug}):
 *
 *   start screen → GET /mocks/{slug}/start → exam screen (full-screen CBT
 *   layout) → confirm or time up → submit queue → POST /mocks/{slug}/submit
 *   → result and review.
 *
 * State lives in a pure state machine (core/mock); every change
 * is written to localStorage at once (src/islands/mock/attempt-storage.ts), so a reload,
 * a crash or another tab resumes the same attempt with the same remaining
 * time. The submit is queued there too and retried until the server answers.
 *
 * Mount: <MockRunner client:load test={...} /> (see the test page).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiErrorMessage, useAuth } from '../../lib/client';
import { createAttempt, reduce, type AttemptAction } from '#core/mock/attempt.ts';
import { remainingMs as remainingOf, timerAnnouncement } from '#core/mock/clock.ts';
import { newAttemptId } from '#core/mock/ids.ts';
import { summarize } from '#core/mock/palette.ts';
import type { AttemptSnapshot, MockInfo } from '#core/mock/snapshot.ts';
import { beginSubmit } from '#core/mock/submit.ts';
import { createAttemptStore, SubmitQueue, type AttemptStore } from './attempt-storage';
import { mockApi, type MockApi } from './api';
import { ExamScreen } from './ExamScreen';
import { ResultView } from './ResultView';
import { StartScreen } from './StartScreen';
import { SubmitStatus } from './SubmitStatus';
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
}

/** Re-renders every `tickMs` while active, and at once when the page wakes up (visible again, focus, back-forward cache). */
function useTicker(active: boolean, tickMs: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const bump = () => setTick((t) => t + 1);
    const id = setInterval(bump, tickMs);
    const onVisible = () => document.visibilityState === 'visible' && bump();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', bump);
    window.addEventListener('pageshow', bump);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', bump);
      window.removeEventListener('pageshow', bump);
    };
  }, [active, tickMs]);
  return tick;
}

export default function MockRunner({ test, client = mockApi, store: storeProp, now = Date.now, tickMs = 250, showFacts = true }: MockRunnerProps) {
  const slug = test.slug;
  const auth = useAuth();
  const [store] = useState<AttemptStore | null>(() => storeProp ?? (typeof window === 'undefined' ? null : createAttemptStore()));
  const [hydrated, setHydrated] = useState(false);
  const [attempt, setAttempt] = useState<AttemptSnapshot | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [storageWarning, setStorageWarning] = useState(false);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const attemptRef = useRef<AttemptSnapshot | null>(null);
  const queueRef = useRef<SubmitQueue | null>(null);
  const nowRef = useRef(now);
  nowRef.current = now;

  /** Show a snapshot without writing it (it came from storage). */
  const adopt = useCallback((next: AttemptSnapshot | null) => {
    attemptRef.current = next;
    setAttempt(next);
  }, []);

  /** Write a changed snapshot at once, then show it. */
  const commit = useCallback(
    (next: AttemptSnapshot) => {
      if (next === attemptRef.current) return;
      if (store && !store.save(next)) setStorageWarning(true);
      adopt(next);
    },
    [store, adopt],
  );

  const sendSubmit = useCallback((s: AttemptSnapshot) => {
    void queueRef.current?.send(s.slug, s.id, { force: true });
  }, []);

  /** Freeze and queue the submit (manual or at time up). */
  const submit = useCallback(
    (reason: 'manual' | 'timeout') => {
      const current = attemptRef.current;
      if (!current || current.phase !== 'running') return;
      const next = beginSubmit(current, reason, nowRef.current());
      commit(next);
      sendSubmit(next);
    },
    [commit, sendSubmit],
  );

  // Resume whatever is stored; start the submit queue; follow other tabs.
  useEffect(() => {
    if (!store) return;
    if (!store.durable) setStorageWarning(true);
    const queue = new SubmitQueue({
      store,
      send: (s, payload) => client.submit(s, payload),
      now: () => nowRef.current(),
      onUpdate: (s) => {
        const current = attemptRef.current;
        if (s.slug === slug && (!current || current.id === s.id)) adopt(s);
      },
    });
    queueRef.current = queue;

    const stored = store.load(slug);
    if (stored) {
      adopt(stored);
      if (stored.phase === 'running' && remainingOf(stored, nowRef.current()) <= 0) {
        const next = beginSubmit(stored, 'timeout', nowRef.current());
        commit(next);
      }
    }
    setHydrated(true);
    // Every pending submit on this device, this test's included.
    queue.flushAll();

    const unwatch = store.watch(slug, (s) => {
      const current = attemptRef.current;
      if (!s) return;
      if (!current || s.id !== current.id || s.rev > current.rev) adopt(s);
    });
    return () => {
      unwatch();
      queue.stop();
      queueRef.current = null;
    };
  }, [store, slug, client, adopt, commit]);

  const running = attempt?.phase === 'running';
  useTicker(running || attempt?.phase === 'submitting', tickMs);
  const clientNow = now();
  const remaining = attempt ? remainingOf(attempt, clientNow) : 0;

  // Screen-reader announcements at 10, 5, 1 min and 30 s; auto-submit at zero.
  const lastRemaining = useRef<{ id: string; ms: number } | null>(null);
  useEffect(() => {
    if (!attempt || attempt.phase !== 'running') {
      lastRemaining.current = null;
      return;
    }
    const prev = lastRemaining.current?.id === attempt.id ? lastRemaining.current.ms : null;
    lastRemaining.current = { id: attempt.id, ms: remaining };
    const message = timerAnnouncement(prev, remaining);
    if (message) setAnnouncement(message);
    if (remaining <= 0) submit('timeout');
  });

  const onAction = useCallback(
    (action: AttemptAction) => {
      const current = attemptRef.current;
      if (current) commit(reduce(current, action));
    },
    [commit],
  );

  const start = async () => {
    if (!store || starting) return;
    setStarting(true);
    setStartError(null);
    try {
      const { start: data, sentAt, receivedAt } = await client.start(slug);
      if (!data?.questions?.length) throw new Error('This test has no questions yet. Please try another one.');
      const fresh = createAttempt({ id: newAttemptId(), slug, start: data, sentAt, receivedAt });
      store.clear(slug);
      setAnnouncement(null);
      commit(fresh);
    } catch (error) {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      setStartError(offline ? 'You are offline. Connect to the internet to start the test.' : `The test could not be started: ${apiErrorMessage(error)}`);
    } finally {
      setStarting(false);
    }
  };

  const retake = () => {
    store?.clear(slug);
    adopt(null);
    setAnnouncement(null);
    setTimeout(() => document.querySelector<HTMLElement>('.mx-start-btn')?.focus(), 0);
  };

  const summary = useMemo(() => (attempt ? summarize(attempt) : null), [attempt]);
  const candidate = auth.profile?.name || auth.user?.displayName || auth.user?.email || 'Visitor';

  let screen: ReactNode;
  if (!attempt || !hydrated) {
    screen = (
      <StartScreen
        test={test}
        starting={starting}
        error={startError}
        storageWarning={storageWarning}
        signedIn={auth.isAuthenticated}
        ready={hydrated}
        showFacts={showFacts}
        onStart={() => void start()}
      />
    );
  } else if (attempt.phase === 'running' && summary) {
    screen = (
      <ExamScreen
        attempt={attempt}
        summary={summary}
        remainingMs={remaining}
        announcement={announcement}
        candidate={candidate}
        storageWarning={storageWarning}
        onAction={onAction}
        onSubmit={() => submit('manual')}
      />
    );
  } else if (attempt.phase === 'submitting') {
    screen = (
      <SubmitStatus
        attempt={attempt}
        clientNow={clientNow}
        onRetry={() => sendSubmit(attempt)}
        onDiscard={() => {
          store?.clear(slug, true);
          adopt(null);
        }}
      />
    );
  } else {
    screen = <ResultView attempt={attempt} signedIn={auth.isAuthenticated} onRetake={retake} />;
  }

  return (
    <div className="mock-runner-root" data-phase={!attempt || !hydrated ? 'start' : attempt.phase}>
      {screen}
    </div>
  );
}
