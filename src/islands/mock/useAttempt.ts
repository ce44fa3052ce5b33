/**
 * The runner's behaviour, apart from what it renders: one attempt of one test
 * driven through the pure machine (core/mock), written to the store at every
 * change (attempt-storage.ts), resumed after a reload or from another tab,
 * the clock (re-read on every tick), the screen-reader announcements, the
 * move to the next section when a sectional clock runs out, the auto-submit
 * at zero, the paper's language (remembered; the Devanagari face loaded
 * before Hindi shows), and the submit queue that gets the answers to the
 * server (and, as a section closes, that section's checkpoint). MockRunner
 * only chooses the screen.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../lib/client';
import { createAttemptStore, SubmitQueue, type AttemptStore } from './attempt-storage';
import { keepTestOffline } from './offline-cache';
import { createAttempt, paperLanguages, reduce, type AttemptAction } from '#core/mock/attempt.ts';
import { remainingMs as remainingOf, serverNow, timerAnnouncement } from '#core/mock/clock.ts';
import { newAttemptId } from '#core/mock/ids.ts';
import { advanceExpiredSections, hasSectionClock, sectionDeadlineMs } from '#core/mock/sections.ts';
import { sectionName, type AttemptSnapshot, type Language, type SubmitReason } from '#core/mock/snapshot.ts';
import { beginSubmit, resultArrived, type SubmitAnswer } from '#core/mock/submit.ts';
import { pendingCheckpoints } from '#core/mock/checkpoint.ts';
import type { MockApi } from './api';
import { loadDevanagari, preferredLanguage, rememberLanguage } from './language';
import { useExamText } from './i18n';
import { useLocale } from '../i18n/locale';
import { useTicker } from './useTicker';

export interface AttemptOptions {
  slug: string;
  client: MockApi;
  /** Where the attempt is kept (default: localStorage, or memory when it is unavailable; none on the server). */
  store?: AttemptStore;
  now: () => number;
  /** Clock refresh period (ms). */
  tickMs: number;
  /** The paper's version the page was built with, for its cacheable address (issue 28); the start checks it. */
  paperVersion?: string | null;
}

export interface Attempt {
  /** The attempt in progress, being submitted, or submitted; null before one starts. */
  attempt: AttemptSnapshot | null;
  /** The store has been read (until then the start screen waits). */
  hydrated: boolean;
  starting: boolean;
  startError: string | null;
  /** Progress is not being saved (no storage, or a write failed). */
  storageWarning: boolean;
  /** The latest timer announcement for screen readers. */
  announcement: string | null;
  /** The client clock at this render, and the time left by it (the test's, and the open section's when it has its own clock). */
  clientNow: number;
  remainingMs: number;
  sectionRemainingMs: number | null;
  /** The language the start screen offers (remembered on this device). */
  language: Language;
  setLanguage: (language: Language) => void;
  /** Starts a fresh attempt (POST start); a failure shows in `startError`. */
  start: () => Promise<void>;
  act: (action: AttemptAction) => void;
  /** The candidate's own submit (confirmed). */
  submit: () => void;
  /** Sends a queued submit now (also one the server refused). */
  retrySubmit: () => void;
  /** A live attempt's result, fetched at results time (issue 28). */
  resultIn: (answer: SubmitAnswer) => void;
  /** Forgets the test's attempt: back to the start screen (a submit still on its way stays queued unless `discardPending`). */
  forget: (discardPending?: boolean) => void;
}

export function useAttempt({ slug, client, store: storeOption, now, tickMs, paperVersion }: AttemptOptions): Attempt {
  const [store] = useState<AttemptStore | null>(() => storeOption ?? (typeof window === 'undefined' ? null : createAttemptStore()));
  const [hydrated, setHydrated] = useState(false);
  const [attempt, setAttempt] = useState<AttemptSnapshot | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [storageWarning, setStorageWarning] = useState(false);
  const [announcement, setAnnouncement] = useState<string | null>(null);
  const [language, setLanguageState] = useState<Language>('en');
  const locale = useLocale();
  const texts = useExamText();
  const t = texts.runner;
  const attemptRef = useRef<AttemptSnapshot | null>(null);
  const queueRef = useRef<SubmitQueue | null>(null);
  const nowRef = useRef(now);
  nowRef.current = now;

  /** Show a snapshot without writing it (it came from storage). */
  const adopt = useCallback((next: AttemptSnapshot | null) => {
    attemptRef.current = next;
    setAttempt(next);
  }, []);

  /** Write a changed snapshot at once, then show it; a section just closed sends its checkpoint (issue 28). */
  const commit = useCallback(
    (next: AttemptSnapshot) => {
      if (next === attemptRef.current) return;
      if (store && !store.save(next)) setStorageWarning(true);
      adopt(next);
      if (pendingCheckpoints(next).length) void queueRef.current?.sendCheckpoints(next.slug, next.id);
    },
    [store, adopt],
  );

  // Only adopt and commit need a stable identity: the effect below depends on them.
  const sendSubmit = (s: AttemptSnapshot) => {
    void queueRef.current?.send(s.slug, s.id, { force: true });
  };

  /** Freeze and queue the submit (manual or at time up). */
  const submit = (reason: SubmitReason) => {
    const current = attemptRef.current;
    if (!current || current.phase !== 'running') return;
    const next = beginSubmit(current, reason, nowRef.current());
    commit(next);
    sendSubmit(next);
  };

  // Resume whatever is stored; start the submit queue; follow other tabs.
  useEffect(() => {
    if (!store) return;
    if (!store.durable) setStorageWarning(true);
    const queue = new SubmitQueue({
      store,
      send: (s, payload, token) => client.submit(s, payload, token),
      sendCheckpoint: client.checkpoint ? (s, payload, token) => client.checkpoint!(s, payload, token) : undefined,
      now: () => nowRef.current(),
      onUpdate: (s) => {
        const current = attemptRef.current;
        if (s.slug === slug && (!current || current.id === s.id)) adopt(s);
      },
    });
    queueRef.current = queue;

    setLanguageState(preferredLanguage(locale));
    const stored = store.load(slug);
    if (stored) {
      adopt(stored);
      if (stored.language === 'hi') void loadDevanagari();
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

  useTicker(attempt?.phase === 'running' || attempt?.phase === 'submitting', tickMs);
  const clientNow = now();
  const remaining = attempt ? remainingOf(attempt, clientNow) : 0;
  const sectionRemaining =
    attempt && hasSectionClock(attempt) ? Math.max(0, sectionDeadlineMs(attempt) - serverNow(attempt, clientNow)) : null;

  // Screen-reader announcements at 10, 5, 1 min and 30 s; auto-submit at zero.
  const lastRemaining = useRef<{ id: string; ms: number } | null>(null);
  const lastSection = useRef<{ id: string; section: number } | null>(null);
  useEffect(() => {
    if (!attempt || attempt.phase !== 'running') {
      lastRemaining.current = null;
      lastSection.current = null;
      return;
    }
    // A sectional clock that ran out: on to the next section (several after a sleep), said with its time left.
    const { snapshot: moved, closed } = advanceExpiredSections(attempt, serverNow(attempt, clientNow));
    if (closed > 0) {
      commit(moved);
      const left = timeLeftWords(moved, clientNow, t);
      setAnnouncement(t.sectionTimeUp(sectionName(moved.sections[moved.section], moved.language)) + texts.a11y.thenLeft(left));
      lastRemaining.current = null;
      lastSection.current = { id: moved.id, section: moved.section };
      return;
    }
    // A section opened by the candidate (Next Section, a tab): its name and time left (issue 29).
    const seen = lastSection.current;
    lastSection.current = { id: attempt.id, section: attempt.section };
    if (seen && seen.id === attempt.id && seen.section !== attempt.section && attempt.sections.length > 1) {
      setAnnouncement(texts.a11y.sectionOpen(sectionName(attempt.sections[attempt.section], attempt.language), timeLeftWords(attempt, clientNow, t)));
    }
    // The countdown spoken is the one shown first: the section's when it has its own clock.
    const shown = sectionRemaining ?? remaining;
    const key = `${attempt.id}:${attempt.section}`;
    const prev = lastRemaining.current?.id === key ? lastRemaining.current.ms : null;
    lastRemaining.current = { id: key, ms: shown };
    const message = timerAnnouncement(prev, shown, t);
    if (message) setAnnouncement(message);
    if (remaining <= 0) submit('timeout');
  });

  const act = (action: AttemptAction) => {
    const current = attemptRef.current;
    if (!current) return;
    const at = serverNow(current, nowRef.current());
    commit(reduce(current, action.type === 'select' || action.type === 'language' ? action : { ...action, at }));
  };

  /** The paper's language: remembered, and Hindi shown only once its face is ready. */
  const setLanguage = (next: Language) => {
    rememberLanguage(next);
    setLanguageState(next);
    const apply = () => {
      const current = attemptRef.current;
      if (current) commit(reduce(current, { type: 'language', language: next }));
    };
    if (next === 'hi') void loadDevanagari().then(apply);
    else apply();
  };

  const start = async () => {
    if (!store || starting) return;
    setStarting(true);
    setStartError(null);
    try {
      // The start and the paper (from its cacheable address, in parallel: MockApi.start) and the Devanagari face at once.
      const [{ start: data, sentAt, receivedAt }] = await Promise.all([client.start(slug, { version: paperVersion }), language === 'hi' ? loadDevanagari() : null]);
      if (!data?.questions?.length) throw new Error(t.noQuestions);
      const fresh = createAttempt({ id: newAttemptId(), slug, start: data, sentAt, receivedAt, language });
      store.clear(slug);
      setAnnouncement(null);
      commit(fresh);
      void keepTestOffline({ hindi: paperLanguages(fresh.mock).length > 1 });
    } catch (error) {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      setStartError(offline ? t.offline : t.startFailed(apiErrorMessage(error)));
    } finally {
      setStarting(false);
    }
  };

  return {
    attempt,
    hydrated,
    starting,
    startError,
    storageWarning,
    announcement,
    clientNow,
    remainingMs: remaining,
    sectionRemainingMs: sectionRemaining,
    language,
    setLanguage,
    start,
    act,
    submit: () => submit('manual'),
    retrySubmit: () => attempt && sendSubmit(attempt),
    resultIn: (answer) => {
      const current = attemptRef.current;
      if (current) commit(resultArrived(current, answer));
    },
    forget: (discardPending) => {
      store?.clear(slug, discardPending);
      adopt(null);
      setAnnouncement(null);
    },
  };
}

/** "20 minutes left" (rounded to the minute; seconds under one): the open section's clock, else the test's. */
function timeLeftWords(
  snapshot: AttemptSnapshot,
  clientNow: number,
  t: { minutesLeft: (n: number) => string; secondsLeft: (n: number) => string },
): string {
  const ms = hasSectionClock(snapshot) ? Math.max(0, sectionDeadlineMs(snapshot) - serverNow(snapshot, clientNow)) : remainingOf(snapshot, clientNow);
  return ms >= 60_000 ? t.minutesLeft(Math.round(ms / 60_000)) : t.secondsLeft(Math.max(0, Math.ceil(ms / 1000)));
}
