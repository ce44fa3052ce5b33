/**
 * What the daily quiz keeps on the device, per IST day: the answers as they are chosen (a reload keeps them), when
 * the quiz was first shown (the timer counts up from it, on the server's clock), the submission waiting to be sent
 * (the offline queue: sent again on load, when the browser is back online and every 15 s) and the result.
 */
import type { DailyCheck, DailyResult } from '#core/schemas/daily-quiz.ts';

export interface DayState {
  answers: (number | null)[];
  /** The server-clock ms the quiz was first shown. */
  startedAt: number;
  /** A submission not yet answered by the server. */
  pending?: { answers: (number | null)[]; timeTakenSeconds: number; clientId: string; signedIn: boolean };
  result?: DailyResult | DailyCheck;
  /** The server refused the queued submission (late after midnight): its message. */
  refused?: string;
}

const keyOf = (day: string) => `daily-quiz:v1:${day}`;

export function loadDay(day: string): DayState | null {
  try {
    const raw = localStorage.getItem(keyOf(day));
    return raw ? (JSON.parse(raw) as DayState) : null;
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

/** A random id for a submission (the server counts the first per account and day; a retry answers the same). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
