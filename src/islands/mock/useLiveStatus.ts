/**
 * A live test's status on its page (issue 28): the schedule from the build
 * at once, then GET /mocks/{slug}/live (with `me` when signed in) for the
 * registered count, the caller's registration and the server's clock. The
 * state (upcoming → open → closed → results) is derived every second from
 * the schedule and the server's clock (core/mock/live.ts), so the Start
 * button opens at the opening moment without a reload, whatever the device's
 * clock says.
 */
import { useCallback, useEffect, useState } from 'react';
import { liveState } from '#core/mock/live.ts';
import type { LiveSchedule, LiveState, LiveStatus } from '#core/schemas/live-test.ts';
import { apiErrorMessage } from '../../lib/client';
import { offsetFrom } from '../live-tests/clock';
import type { MockApi } from './api';
import { useTicker } from './useTicker';

export interface LiveView {
  /** False in the server's render and the first client render (hydration): nothing that depends on the moment yet. */
  ready: boolean;
  schedule: LiveSchedule;
  state: LiveState;
  /** The server's clock now (ms), as estimated. */
  serverNow: number;
  /** Registered aspirants; null until the status is read. */
  registered: number | null;
  /** The caller's registration: null until known (or signed out). */
  me: LiveStatus['me'] | null;
  registering: boolean;
  registerError: string | null;
  register: () => void;
}

export function useLiveStatus({
  slug,
  schedule: built,
  client,
  now,
  signedIn,
  active,
}: {
  slug: string;
  /** The schedule the page was built with (null: an always-open test, nothing to ask). */
  schedule: LiveSchedule | null | undefined;
  client: MockApi;
  now: () => number;
  signedIn: boolean;
  /** Tick every second (the start screen is showing). */
  active: boolean;
}): LiveView | null {
  const [status, setStatus] = useState<LiveStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const [registering, setRegistering] = useState(false);
  const [registerError, setRegisterError] = useState<string | null>(null);
  const live = !!built && !!client.liveStatus;
  // The page was built at another moment: the state and countdown appear after hydration, never in the HTML.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    if (!live) return;
    let current = true;
    client.liveStatus!(slug).then(
      ({ data, sentAt, receivedAt }) => {
        if (!current) return;
        setStatus(data);
        setOffset(offsetFrom(data.now, sentAt, receivedAt));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // Asked again on sign-in: `me` comes with the token.
  }, [slug, client, live, signedIn]);

  useTicker(live && active, 1000);

  const register = useCallback(() => {
    if (!client.register || registering) return;
    setRegistering(true);
    setRegisterError(null);
    client.register(slug).then(
      ({ data, sentAt, receivedAt }) => {
        setStatus(data);
        setOffset(offsetFrom(data.now, sentAt, receivedAt));
      },
      (error) => setRegisterError(apiErrorMessage(error)),
    ).finally(() => setRegistering(false));
  }, [client, slug, registering]);

  if (!live) return null;
  const schedule = status?.schedule ?? built!;
  const serverNow = now() + offset;
  return {
    ready: mounted,
    schedule,
    state: liveState(schedule, serverNow) ?? 'results',
    serverNow,
    registered: status?.registered ?? null,
    me: signedIn ? (status?.me ?? null) : null,
    registering,
    registerError,
    register,
  };
}
