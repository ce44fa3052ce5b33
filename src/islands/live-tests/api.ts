/**
 * The live tests' calls (issue 28), through the page's request layer:
 *
 *   GET  /mocks/live            the list (shared, cached a few seconds): upcoming, open, closed, recent results
 *   GET  /mocks/{slug}/live     one test's status; with a Bearer token also `me` (registered, attempted)
 *   POST /mocks/{slug}/register signed in; idempotent; answers the status
 *   GET  /mocks/{slug}/live/results  the frozen live leaderboard (after results time)
 *
 * Each answer comes with the client-clock times around it, for the server-clock offset (clock.ts).
 */
import type { LiveResults, LiveStatus, LiveTestList } from '#core/schemas/live-test.ts';
import { getApi } from '../../lib/client/client';
import { answerTime } from './clock';

export interface Timed<T> {
  data: T;
  sentAt: number;
  receivedAt: number;
}

export interface LiveApi {
  list(): Promise<Timed<LiveTestList>>;
  status(slug: string): Promise<Timed<LiveStatus>>;
  register(slug: string): Promise<Timed<LiveStatus>>;
  results(slug: string): Promise<LiveResults>;
}

const path = (slug: string) => `/mocks/${encodeURIComponent(slug)}`;

async function timed<T>(call: () => Promise<T>): Promise<Timed<T>> {
  const sentAt = Date.now();
  const data = await call();
  return { data, sentAt, receivedAt: Date.now() };
}

/** A GET whose `now` is corrected for the time it spent in a cache (clock.ts, answerTime). */
async function timedGet<T extends { now: string }>(apiPath: string): Promise<Timed<T>> {
  const sentAt = Date.now();
  // Revalidated: a status read right after a register must show it.
  const response = await getApi().ky.get(new URL(`/api${apiPath}`, location.origin).href, { cache: 'no-cache' });
  const data = (await response.json()) as T;
  return { data: { ...data, now: answerTime(data.now, response.headers) }, sentAt, receivedAt: Date.now() };
}

export const liveApi: LiveApi = {
  list: () => timedGet<LiveTestList>('/mocks/live'),
  status: (slug) => timedGet<LiveStatus>(`${path(slug)}/live`),
  register: (slug) => timed(() => getApi().post<LiveStatus>(`${path(slug)}/register`, {})),
  results: (slug) => getApi().get<LiveResults>(`${path(slug)}/live/results`),
};
