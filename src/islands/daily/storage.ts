/**
 * What the daily quiz keeps on the device, per IST day: the answers as they are chosen (a reload keeps them), when
 * the quiz was first shown (the timer counts up from it, on the server's clock), the submission waiting to be sent
 * (the offline queue: sent again on load, when the browser is back online and every 15 s; signed out, held until
 * the aspirant signs in) and the result.
 */
import type { DailyQuiz, DailyResult, DailyToday } from '#core/schemas/daily-quiz.ts';

export interface DayState {
  answers: (number | null)[];
  /** The server-clock ms the quiz was first shown. */
  startedAt: number;
  /** A submission not yet answered by the server (signed out: held on the device until a sign-in sends it). */
  pending?: { answers: (number | null)[]; timeTakenSeconds: number; clientId: string };
  result?: DailyResult;
  /** The server refused the queued submission (late after midnight): its message. */
  refused?: string;
}

const keyOf = (day: string) => `daily-quiz:v1:${day}`;

export function loadDay(day: string): DayState | null {
  try {
    const raw = localStorage.getItem(keyOf(day));
    if (!raw) return null;
    const state = JSON.parse(raw) as DayState;
    // A signed-out check's score (a route removed on 2 Dec: it gave the key during the day) is no result: the answers stay.
    if (state.result && !('rank' in state.result)) delete state.result;
    return state;
  } catch {
    return null;
  }
}

export function saveDay(day: string, state: DayState): void {
  try {
    localStorage.setItem(keyOf(day), JSON.stringify(state));
  } catch {
    // Storage full or blocked: the quiz still works for this page view.
  }
}

/** The server's day as last read on this device, with the device clock's offset from the server's. */
export type KeptToday = DailyToday & { offsetMs: number };

/**
 * The open day's document as this device last loaded it, for a reload offline (a patchy connection): the questions
 * only. A document with a key (a day over) or of another day than the server's is never kept, and the key is dropped
 * whatever it holds, so the device never has more than the server would give anyone at that moment.
 */
export interface KeptCopy {
  today: KeptToday;
  quiz: DailyQuiz;
}

const COPY_KEY = 'daily-quiz:v1:copy';

export function saveCopy(today: KeptToday, quiz: DailyQuiz): void {
  if (quiz.key || quiz.status !== 'open' || quiz.day !== today.day) return;
  try {
    localStorage.setItem(COPY_KEY, JSON.stringify({ today, quiz: { ...quiz, key: null } }));
  } catch {
    // Storage full or blocked: nothing offline, the quiz still works online.
  }
}

/** The kept copy while its day is still open by the server's clock (the device's, corrected by the kept offset). */
export function loadCopy(deviceNow: number): KeptCopy | null {
  try {
    const copy = JSON.parse(localStorage.getItem(COPY_KEY) ?? 'null') as KeptCopy | null;
    if (!copy?.today || !copy.quiz || copy.quiz.key || copy.quiz.day !== copy.today.day) return null;
    const now = deviceNow + (copy.today.offsetMs || 0);
    return now >= Date.parse(copy.today.opensAt) && now < Date.parse(copy.today.closesAt) ? copy : null;
  } catch {
    return null;
  }
}

/** A random id for a submission (the server counts the first per account and day; a retry answers the same). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
