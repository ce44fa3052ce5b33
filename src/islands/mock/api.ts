/**
 * The runner's API calls, through the shared request layer
 * (src/lib/client: x-api-key, Bearer when signed in, key-rejection retry).
 * The runner takes a `MockApi` prop so tests can pass their own.
 *
 *   POST /mocks/{slug}/start        the server attempt (id + signed token), the paper, server time, deadline
 *   POST /mocks/{slug}/submit       answers + time per question; x-attempt-token names an anonymous attempt
 *   POST /mocks/{slug}/checkpoint   a closed section's answers (sequential tests): final on the server from then
 *   GET  answerKeyUrl               the key with explanations, at the signed address the result gives (the
 *                                   same for every aspirant of the test; merged with the result's
 *                                   per-question figures: what the runner keeps)
 *   GET  /mocks/attempts/{id}       a submitted attempt again: figures, answers, times (a past attempt reopened
 *                                   from /progress on any device, with GET /mocks/{slug}/start's paper and the key)
 *   GET  /mocks/{slug}/leaderboard  the top 10
 */
import { api, browserStorage, getAuth, joinDeviceAttempts, rememberSignedOutAttempt } from '../../lib/client';
import type { AttemptStart } from '#core/mock/attempt.ts';
import { withAnswerKey, type SubmitAnswer } from '#core/mock/submit.ts';
import type { MockAnswerKey, MockResult, MockStart, MockSubmit } from '#core/schemas/mock-attempt.ts';
import type { MockLeaderboard } from '#core/schemas/responses/mocks.ts';
import type { MockSectionCheckpoint, MockSectionCheckpointResult } from '#core/schemas/section-checkpoint.ts';

export interface TimedStart {
  start: AttemptStart;
  /** Client-clock times around the request, for the clock-offset estimate. */
  sentAt: number;
  receivedAt: number;
}

export interface MockApi {
  start(slug: string): Promise<TimedStart>;
  submit(slug: string, payload: MockSubmit, token: string | null): Promise<SubmitAnswer>;
  /** A closed section's answers (issue 28); optional, so a test's fake API may leave it out. */
  checkpoint?(slug: string, payload: MockSectionCheckpoint, token: string | null): Promise<MockSectionCheckpointResult>;
  leaderboard?(slug: string): Promise<MockLeaderboard>;
  /** A submitted attempt of the caller's, to show again: the paper and the result with its answer key. */
  review?(slug: string, attemptId: string): Promise<PastAttemptData>;
}

export interface PastAttemptData {
  paper: AttemptStart;
  answer: SubmitAnswer;
}

const path = (slug: string) => `/mocks/${encodeURIComponent(slug)}`;
const tokenHeader = (token: string | null): Record<string, string> => (token ? { 'x-attempt-token': token } : {});

export const mockApi: MockApi = {
  async start(slug) {
    const signedIn = getAuth().getToken() !== null;
    // Signed-out attempts of this device join the account before it starts one (issue 26): the server then
    // knows whether it has seen this test's key. Best effort: the submit checks again.
    if (signedIn) await joinDeviceAttempts().catch(() => undefined);
    const sentAt = Date.now();
    const start = await api.post<MockStart>(`${path(slug)}/start`, {});
    if (!signedIn && start.attempt) rememberSignedOutAttempt(browserStorage(), start.attempt);
    return { start, sentAt, receivedAt: Date.now() };
  },
  async submit(slug, payload, token) {
    const result = await api.post<MockResult>(`${path(slug)}/submit`, payload, { headers: tokenHeader(token) });
    // A failed key fetch fails the send: the queue retries, and the replayed submit answers with the stored figures.
    return withAnswerKey(result, await api.get<MockAnswerKey>(result.answerKeyUrl));
  },
  checkpoint: (slug, payload, token) => api.post<MockSectionCheckpointResult>(`${path(slug)}/checkpoint`, payload, { headers: tokenHeader(token) }),
  leaderboard: (slug) => api.get<MockLeaderboard>(`${path(slug)}/leaderboard`, { cache: 'no-cache' }),
  async review(slug, attemptId) {
    const [paper, result] = await Promise.all([
      api.get<MockStart>(`${path(slug)}/start`, { cache: 'no-cache' }),
      api.get<MockResult>(`/mocks/attempts/${encodeURIComponent(attemptId)}`, { cache: 'no-cache' }),
    ]);
    return { paper, answer: withAnswerKey(result, await api.get<MockAnswerKey>(result.answerKeyUrl)) };
  },
};
