/**
 * Coaching batches on the site: URLs (the same shape as the batch API —
 * /batches/{category}/{exam} lists an exam's batches, /batches/{category}/{exam}/{number}
 * is one batch), names, status and the figures the pages show.
 */
import type { Batch, BatchSession } from '#core/schemas/responses/batches.ts';

export const BATCHES_PATH = '/batches';
export const batchCategoryAnchor = (categorySlug: string) => `${BATCHES_PATH}#${encodeURIComponent(categorySlug)}`;
export const batchListUrl = (categorySlug: string, examSlug: string) => `${BATCHES_PATH}/${encodeURIComponent(categorySlug)}/${encodeURIComponent(examSlug)}`;
export const batchUrl = (b: Pick<Batch, 'categorySlug' | 'examSlug' | 'number'>) => `${batchListUrl(b.categorySlug, b.examSlug)}/${b.number}`;

/** The exam's name from its category and slug: 'SSC CGL', 'Banking PO', 'Banking Clerk', 'UPSC CSE'. */
export function examLabel(categoryName: string, examSlug: string): string {
  const words = examSlug.split(/[-_]+/).filter(Boolean);
  const exam = words.map((w) => (w.length <= 4 ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1))).join(' ');
  return `${categoryName} ${exam}`.trim();
}

export type BatchStatus = 'Upcoming' | 'Ongoing' | 'Completed';

/** Where a batch stands at `now`: before its first day, during it (to the end of its last day), or after. */
export function batchStatus(b: Pick<Batch, 'startsOn' | 'endsOn'>, now: Date): BatchStatus {
  const start = new Date(b.startsOn).getTime();
  // endsOn is the last day's midnight (India time): the batch runs through that day.
  const end = new Date(b.endsOn).getTime() + 24 * 3600 * 1000;
  if (now.getTime() < start) return 'Upcoming';
  return now.getTime() < end ? 'Ongoing' : 'Completed';
}

/** What a batch card renders, for the cacheKey of the pages that show it (the status is computed at build). */
export const batchCardInputs = (b: Batch, status: BatchStatus) => [b.id, b.number, b.title, b.description, b.language, b.startsOn, b.endsOn, b.seats, b.enrolled, b.sessionCount, status];

export function seatsLeft(b: Pick<Batch, 'seats' | 'enrolled'>): number {
  return Math.max(0, b.seats - b.enrolled);
}

/** Share of seats taken, 0–100, rounded. */
export function seatsTakenPercent(b: Pick<Batch, 'seats' | 'enrolled'>): number {
  return b.seats > 0 ? Math.min(100, Math.round((b.enrolled / b.seats) * 100)) : 0;
}

/** '84 of 100 seats taken'; a completed batch has no seats to offer: 'Completed · 79 enrolled'. */
export function seatsText(b: Pick<Batch, 'seats' | 'enrolled'>, status?: BatchStatus): string {
  if (status === 'Completed') return `Completed · ${b.enrolled.toLocaleString('en-IN')} enrolled`;
  return `${b.enrolled.toLocaleString('en-IN')} of ${b.seats.toLocaleString('en-IN')} seats taken`;
}

/** The seats line of a batch's facts: seats left while it can be joined, how many took it once it is over. */
export function seatsFact(b: Pick<Batch, 'seats' | 'enrolled'>, status: BatchStatus): { label: string; value: string } {
  if (status === 'Completed') return { label: 'Enrolled', value: `${b.enrolled.toLocaleString('en-IN')} (batch completed)` };
  return { label: 'Seats left', value: `${seatsLeft(b).toLocaleString('en-IN')} of ${b.seats.toLocaleString('en-IN')}` };
}

/** The sentence for the page description: '21 seats left.' or 'Batch completed.' */
export const seatsSentence = (b: Pick<Batch, 'seats' | 'enrolled'>, status: BatchStatus) =>
  status === 'Completed' ? 'Batch completed.' : `${seatsLeft(b).toLocaleString('en-IN')} seats left.`;

export const sessionsText = (n: number) => `${n} live ${n === 1 ? 'session' : 'sessions'}`;

/** Total teaching time: '14 hours', '13.5 hours'. */
export function hoursText(sessions: Pick<BatchSession, 'durationMinutes'>[]): string {
  const hours = sessions.reduce((t, s) => t + s.durationMinutes, 0) / 60;
  const shown = Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
  return `${shown} ${hours === 1 ? 'hour' : 'hours'}`;
}

export const durationText = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} h` : minutes > 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`);
