/** The daily quiz's API calls (docs/daily-quiz.md); the wire shapes are core/schemas/daily-quiz.ts. */
import { clockOffset } from '#core/mock/clock.ts';
import type { DailyAnswersInput, DailyCheck, DailyLeaderboard, DailyQuiz, DailyResult, DailyToday } from '#core/schemas/daily-quiz.ts';
import { api } from '../../lib/client';

/** The server's day and the device clock's offset from the server's (the page never trusts the device's date). */
export async function fetchToday(): Promise<DailyToday & { offsetMs: number }> {
  const sentAt = Date.now();
  const { data } = await api.get<{ data: DailyToday }>('/daily-quiz/today');
  return { ...data, offsetMs: clockOffset(data.now, sentAt, Date.now()) };
}

export const fetchQuiz = async (day: string): Promise<DailyQuiz> => (await api.get<{ data: DailyQuiz }>(`/daily-quiz/${day}`)).data;

export const fetchBoard = (day: string): Promise<DailyLeaderboard> => api.get<DailyLeaderboard>(`/daily-quiz/${day}/leaderboard`);

export async function sendAnswers(day: string, body: DailyAnswersInput, signedIn: boolean): Promise<DailyResult | DailyCheck> {
  return (await api.post<{ data: DailyResult | DailyCheck }>(`/daily-quiz/${day}/${signedIn ? 'submit' : 'check'}`, body)).data;
}
