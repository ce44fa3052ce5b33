/**
 * The runner's two API calls, through the shared request layer
 * (src/lib/client: x-api-key, Bearer when signed in, key-rejection retry).
 * The runner takes a `MockApi` prop so tests can pass their own.
 */
import { api } from '../../lib/client';
import type { StartResponse, SubmitPayload, SubmitResponse } from '#core/mock/attempt.ts';

export interface TimedStart {
  start: StartResponse;
  /** Client-clock times around the request, for the clock-offset estimate. */
  sentAt: number;
  receivedAt: number;
}

export interface MockApi {
  start(slug: string): Promise<TimedStart>;
  submit(slug: string, payload: SubmitPayload): Promise<SubmitResponse>;
}

const path = (slug: string) => `/mocks/${encodeURIComponent(slug)}`;

export const mockApi: MockApi = {
  async start(slug) {
    const sentAt = Date.now();
    const start = await api.get<StartResponse>(`${path(slug)}/start`);
    return { start, sentAt, receivedAt: Date.now() };
  },
  submit: (slug, payload) => api.post<SubmitResponse>(`${path(slug)}/submit`, payload),
};
