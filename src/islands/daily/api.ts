/**
 * The daily quiz's API calls (docs/daily-quiz.md); the wire shapes are core/schemas/daily-quiz.ts (types only: its
 * zod would cost the page its JavaScript budget). Public reads go with the API key and fetch only (lean-fetch.ts). What needs the account (a counted submit, a leaderboard with "your place") loads the
 * request layer and the auth controller on demand (client.ts; Firebase itself only if the token must be refreshed),
 * i.e. when a signed-in aspirant submits or their result is shown, never with the page.
 */
import { clockOffset } from '#core/mock/clock.ts';
import type { DailyAnswersInput, DailyLeaderboard, DailyQuiz, DailyResult, DailyToday } from '#core/schemas/daily-quiz.ts';
import { leanFetch, readLean } from '../../lib/client/lean-fetch';

/** The request layer with the account's token, loaded on first use (a signed-in submit or leaderboard). */
export const accountApi = () => import('../../lib/client/client').then((m) => m.api);

/** The server's day and the device clock's offset from the server's (the page never trusts the device's date). */
export async function fetchToday(): Promise<DailyToday & { offsetMs: number }> {
  const sentAt = Date.now();
  const { data } = await leanFetch<{ data: DailyToday }>('/daily-quiz/today');
  return { ...data, offsetMs: clockOffset(data.now, sentAt, Date.now()) };
}

/** What the page's head asked already (src/inline-scripts/daily-prefetch.js), taken once: the first load uses it. */
interface Prefetch {
  guess: string;
  today: Promise<{ res: Response; sentAt: number; receivedAt: number }>;
  quiz: Promise<Response>;
}

/**
 * The head's requests as the island's calls: the server's day (with the clock offset measured around it) and the
 * document for the head's guess of the day. A key the server refused (its read, or a key rotated meanwhile: 401)
 * is asked again the usual way; any other refusal (404: no quiz) is the server's answer, and a network failure stays
 * one (no status: offline), without the key manager's retries.
 */
export function takePrefetch(): { guess: string; today: Promise<DailyToday & { offsetMs: number }>; quiz: Promise<DailyQuiz> } | null {
  const w = window as { __dailyPrefetch?: Prefetch };
  const p = w.__dailyPrefetch;
  delete w.__dailyPrefetch;
  if (!p) return null;
  const again = <T>(res: Response, path: string) => (res.status === 401 ? leanFetch<T>(path) : readLean<T>(res));
  return {
    guess: p.guess,
    today: p.today.then(
      async ({ res, sentAt, receivedAt }) => {
        if (res.status === 401) return fetchToday();
        const { data } = await readLean<{ data: DailyToday }>(res);
        return { ...data, offsetMs: clockOffset(data.now, sentAt, receivedAt) };
      },
      (e: unknown) => (typeof e === 'number' ? fetchToday() : Promise.reject(e)),
    ),
    quiz: p.quiz.then(
      async (res) => (await again<{ data: DailyQuiz }>(res, `/daily-quiz/${p.guess}`)).data,
      (e: unknown) => (typeof e === 'number' ? fetchQuiz(p.guess) : Promise.reject(e)),
    ),
  };
}

export const fetchQuiz = async (day: string): Promise<DailyQuiz> => (await leanFetch<{ data: DailyQuiz }>(`/daily-quiz/${day}`)).data;

/** Signed in: with the token (the answer carries `me`, and today's board needs a submission); else the public read. */
export const fetchBoard = async (day: string, signedIn: boolean): Promise<DailyLeaderboard> =>
  signedIn ? (await accountApi()).get<DailyLeaderboard>(`/daily-quiz/${day}/leaderboard`) : leanFetch<DailyLeaderboard>(`/daily-quiz/${day}/leaderboard`);

/** The counted submission (signed in only: the server scores nothing for a signed-out visitor while the day is open). */
export const submitAnswers = async (day: string, body: DailyAnswersInput): Promise<DailyResult> =>
  (await (await accountApi()).post<{ data: DailyResult }>(`/daily-quiz/${day}/submit`, body)).data;

/** A refusal from either path (LeanRequestError or the layer's ApiRequestError): its status and the server's code. */
export const errorStatus = (e: unknown): number | undefined => (e as { status?: number } | null)?.status;
export const errorCode = (e: unknown): string | undefined => (e as { code?: string } | null)?.code;
export const errorMessage = (e: unknown): string => (e instanceof Error && e.message ? e.message : 'API request failed');
