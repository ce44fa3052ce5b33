/**
 * The runner's API calls, through the shared request layer
 * (src/lib/client: x-api-key, Bearer when signed in, key-rejection retry).
 * The runner takes a `MockApi` prop so tests can pass their own.
 *
 *   POST /mocks/{slug}/start        the server attempt (id + signed token), server time, deadline, live standing and
 *                                   the paper's version and address ({ paper: false }: the paper is not in it)
 *   GET  /mocks/{slug}/paper?v=…    the paper (no answers), the same for everyone: public and cacheable, so a CDN
 *                                   answers it; fetched in parallel with the POST (one round trip on a patchy phone
 *                                   connection, not two), its version checked against the start's (issue 28)
 *   POST /mocks/{slug}/submit       answers + time per question; x-attempt-token names an anonymous attempt
 *   POST /mocks/{slug}/checkpoint   a closed section's answers (sequential tests): final on the server from then
 *   GET  answerKeyUrl               the key with explanations, at the signed address the result gives (the
 *                                   same for every aspirant of the test; merged with the result's
 *                                   per-question figures: what the runner keeps)
 *   GET  /mocks/attempts/{id}       a submitted attempt again: figures, answers, times (a past attempt reopened
 *                                   from /progress on any device, with GET /mocks/{slug}/start's paper and the key)
 *   GET  /mocks/{slug}/leaderboard  the top 10
 *   GET  /mocks/{slug}/compensatory whether a signed-in aspirant's next attempt gets compensatory time (issue 29)
 *   GET  /mocks/{slug}/live         a live test's status (issue 28; `me` when signed in), POST …/register,
 *                                   GET …/live/results the frozen live leaderboard (../live-tests/api.ts)
 *
 * A live test's submit before results time answers only that the answers are in (MockPending): no key
 * fetch then; at results time the runner reads the result with `result` (the review route and the key).
 */
import { api, ApiRequestError, browserStorage, getAuth, joinDeviceAttempts, rememberSignedOutAttempt } from '../../lib/client';
import type { AttemptStart } from '#core/mock/attempt.ts';
import { isPending } from '#core/mock/live.ts';
import { withAnswerKey, type SendAnswer, type SubmitAnswer } from '#core/mock/submit.ts';
import type { MockAnswerKey, MockCompensatory, MockPaper, MockStart, MockStartTicket, MockSubmit, MockSubmitAnswer } from '#core/schemas/mock-attempt.ts';
import { paperPath } from '#core/mock/paper-address.ts';
import type { LiveResults, LiveStatus, MockPending } from '#core/schemas/live-test.ts';
import { liveApi, type Timed } from '../live-tests/api';
import type { MockLeaderboard } from '#core/schemas/responses/mocks.ts';
import type { MockSectionCheckpoint, MockSectionCheckpointResult } from '#core/schemas/section-checkpoint.ts';

export interface TimedStart {
  start: AttemptStart;
  /** Client-clock times around the request, for the clock-offset estimate. */
  sentAt: number;
  receivedAt: number;
}

export interface StartOptions {
  /** The paper's version the page was built with (the test's updated_at in ms): its immutable address is asked first. */
  version?: string | null;
}

export interface MockApi {
  start(slug: string, options?: StartOptions): Promise<TimedStart>;
  submit(slug: string, payload: MockSubmit, token: string | null): Promise<SendAnswer>;
  /** A closed section's answers (issue 28); optional, so a test's fake API may leave it out. */
  checkpoint?(slug: string, payload: MockSectionCheckpoint, token: string | null): Promise<MockSectionCheckpointResult>;
  leaderboard?(slug: string): Promise<MockLeaderboard>;
  /** A submitted attempt of the caller's, to show again: the paper and the result with its answer key. */
  review?(slug: string, attemptId: string): Promise<PastAttemptData>;
  /** Issue 28, live tests: the status (with `me` when signed in) and the registration. */
  liveStatus?(slug: string): Promise<Timed<LiveStatus>>;
  register?(slug: string): Promise<Timed<LiveStatus>>;
  /** A live attempt's result at results time (still MockPending when asked too early). */
  liveResult?(slug: string, attemptId: string): Promise<SendAnswer>;
  /** The frozen live leaderboard. */
  liveResults?(slug: string): Promise<LiveResults>;
  /** Issue 29: whether the signed-in caller's next attempt gets compensatory time (the start screen's line). */
  compensatory?(slug: string): Promise<MockCompensatory>;
}

export type PastAttemptData =
  | { paper: AttemptStart; answer: SubmitAnswer }
  /** A live attempt before results time (issue 28): only that the answers are in. */
  | { paper: AttemptStart; pending: MockPending };

const path = (slug: string) => `/mocks/${encodeURIComponent(slug)}`;

/** A live test refuses a start a moment before its opening (409 LIVE_NOT_OPEN); the device's estimate of the server clock can be that early. */
const NOT_OPEN_RETRIES = 3;
const NOT_OPEN_WAIT_MS = 1_000;

async function untilOpen<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.code !== 'LIVE_NOT_OPEN' || attempt >= NOT_OPEN_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, NOT_OPEN_WAIT_MS));
    }
  }
}

/** A paper that failed after the attempt was made is asked again this often (a new start would be a second attempt). */
const PAPER_RETRIES = 2;
const PAPER_RETRY_MS = 1_000;

/** The paper at its public address: sent without the sign-in (shared), so a CDN may answer it. */
const paperAt = (url: string) => untilOpen(() => api.get<MockPaper>(url, { shared: true }));

/**
 * The paper of an attempt the server has made: asked again at the start's own address when the first try failed or
 * was of another version (the test was edited since the page was built), and as a last resort from GET start (not
 * cacheable, but it is the same paper). The attempt exists by now: failing here would make the aspirant's retry a
 * second attempt, which a live test never ranks.
 */
async function paperFor(slug: string, ticket: MockStartTicket, first: Promise<MockPaper>): Promise<MockPaper> {
  const got = await first.catch(() => null);
  if (got?.version === ticket.paper.version) return got;
  for (let attempt = 0; attempt <= PAPER_RETRIES; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, PAPER_RETRY_MS));
    const again = await paperAt(ticket.paper.url).catch(() => null);
    // An answer of another version is the current paper: the paper is fixed once attempted, only its wording may differ.
    if (again) return again;
  }
  const { mock, questions } = await api.get<MockStart>(`${path(slug)}/start`, { cache: 'no-cache' });
  return { version: ticket.paper.version, mock, questions };
}

const tokenHeader = (token: string | null): Record<string, string> => (token ? { 'x-attempt-token': token } : {});
/** The answer key's address is public and immutable: fetched without the sign-in, so a CDN answers it too. */
const answerKeyOf = (url: string) => api.get<MockAnswerKey>(url, { shared: true });

export const mockApi: MockApi = {
  async start(slug, { version } = {}) {
    const signedIn = getAuth().getToken() !== null;
    // The paper from its cacheable address, in parallel with the start (issue 28: a CDN answers the opening's
    // 100,000 papers; the start itself is a few hundred bytes).
    const paper = paperAt(paperPath(slug, version));
    paper.catch(() => undefined);
    // Signed-out attempts of this device join the account before it starts one (issue 26): the server then
    // knows whether it has seen this test's key. Best effort: the submit checks again.
    if (signedIn) await joinDeviceAttempts().catch(() => undefined);
    const sentAt = Date.now();
    const ticket = await untilOpen(() => api.post<MockStartTicket>(`${path(slug)}/start`, { paper: false }));
    const receivedAt = Date.now();
    if (!signedIn && ticket.attempt) rememberSignedOutAttempt(browserStorage(), ticket.attempt);
    const { mock, questions } = await paperFor(slug, ticket, paper);
    const { paper: _address, ...rest } = ticket;
    return { start: { ...rest, mock, questions }, sentAt, receivedAt };
  },
  async submit(slug, payload, token) {
    const result = await api.post<MockSubmitAnswer>(`${path(slug)}/submit`, payload, { headers: tokenHeader(token) });
    if (isPending(result)) return result;
    // A failed key fetch fails the send: the queue retries, and the replayed submit answers with the stored figures.
    return withAnswerKey(result, await answerKeyOf(result.answerKeyUrl));
  },
  checkpoint: (slug, payload, token) => api.post<MockSectionCheckpointResult>(`${path(slug)}/checkpoint`, payload, { headers: tokenHeader(token) }),
  leaderboard: (slug) => api.get<MockLeaderboard>(`${path(slug)}/leaderboard`, { cache: 'no-cache' }),
  async review(slug, attemptId) {
    const [paper, result] = await Promise.all([
      api.get<MockStart>(`${path(slug)}/start`, { cache: 'no-cache' }),
      api.get<MockSubmitAnswer>(`/mocks/attempts/${encodeURIComponent(attemptId)}`, { cache: 'no-cache' }),
    ]);
    if (isPending(result)) return { paper, pending: result };
    return { paper, answer: withAnswerKey(result, await answerKeyOf(result.answerKeyUrl)) };
  },
  liveStatus: (slug) => liveApi.status(slug),
  register: (slug) => liveApi.register(slug),
  liveResults: (slug) => liveApi.results(slug),
  compensatory: (slug) => api.get<MockCompensatory>(`${path(slug)}/compensatory`, { cache: 'no-cache' }),
  async liveResult(_slug, attemptId) {
    const result = await api.get<MockSubmitAnswer>(`/mocks/attempts/${encodeURIComponent(attemptId)}`, { cache: 'no-cache' });
    if (isPending(result)) return result;
    return withAnswerKey(result, await answerKeyOf(result.answerKeyUrl));
  },
};
