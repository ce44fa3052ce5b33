/**
 * The runner's two API calls, through the shared request layer
 * (src/lib/client: x-api-key, Bearer when signed in, key-rejection retry).
 * The runner takes a `MockApi` prop so tests can pass their own.
 */
import { api } from '../../lib/client';
import type { AttemptStart } from '#core/mock/attempt.ts';
import type { SubmitAnswer } from '#core/mock/submit.ts';
import type { MockResult, MockStart, MockSubmit } from '#core/schemas/mock-attempt.ts';

export interface TimedStart {
  start: AttemptStart;
  /** Client-clock times around the request, for the clock-offset estimate. */
  sentAt: number;
  receivedAt: number;
}

export interface MockApi {
  start(slug: string): Promise<TimedStart>;
  submit(slug: string, payload: MockSubmit): Promise<SubmitAnswer>;
}

const path = (slug: string) => `/mocks/${encodeURIComponent(slug)}`;

export const mockApi: MockApi = {
  async start(slug) {
    const sentAt = Date.now();
    const start = await api.get<MockStart>(`${path(slug)}/start`);
    return { start, sentAt, receivedAt: Date.now() };
  },
  submit: (slug, payload) => api.post<MockResult>(`${path(slug)}/submit`, payload),
};
