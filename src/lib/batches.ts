/**
 * Coaching batches on the site: URLs (the same shape as the batch API —
 * /batches/{category}/{exam} lists an exam's batches, /batches/{category}/{exam}/{number}
 * is one batch), names, status and the figures the pages show.
 */
import type { Batch, BatchSession } from '#core/schemas/responses/batches.ts';
import { DEFAULT_LOCALE, formatNumber, plural, ui, type Locale } from '#core/i18n/index.ts';

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

const t = (locale: Locale) => ui(locale).content.batches;
const num = (locale: Locale, n: number) => formatNumber(locale, n);

/** '84 of 100 seats taken'; a completed batch has no seats to offer: 'Completed · 79 enrolled'. */
export function seatsText(b: Pick<Batch, 'seats' | 'enrolled'>, status?: BatchStatus, locale: Locale = DEFAULT_LOCALE): string {
  if (status === 'Completed') return t(locale).completedEnrolled(num(locale, b.enrolled));
  return t(locale).seatsTaken(num(locale, b.enrolled), num(locale, b.seats));
}

/** The seats line of a batch's facts: seats left while it can be joined, how many took it once it is over. */
export function seatsFact(b: Pick<Batch, 'seats' | 'enrolled'>, status: BatchStatus, locale: Locale = DEFAULT_LOCALE): { label: string; value: string } {
  if (status === 'Completed') return { label: t(locale).enrolled, value: t(locale).enrolledValue(num(locale, b.enrolled)) };
  return { label: t(locale).seatsLeft, value: t(locale).seatsLeftValue(num(locale, seatsLeft(b)), num(locale, b.seats)) };
}

/** The sentence for the page description: '21 seats left.' or 'Batch completed.' */
export const seatsSentence = (b: Pick<Batch, 'seats' | 'enrolled'>, status: BatchStatus, locale: Locale = DEFAULT_LOCALE) =>
  status === 'Completed' ? t(locale).completedSentence : t(locale).seatsLeftSentence(num(locale, seatsLeft(b)));

export const sessionsText = (n: number, locale: Locale = DEFAULT_LOCALE) => plural(locale, n, t(locale).sessions);

/** Total teaching time: '14 hours', '13.5 hours'. */
export function hoursText(sessions: Pick<BatchSession, 'durationMinutes'>[], locale: Locale = DEFAULT_LOCALE): string {
  const hours = sessions.reduce((total, s) => total + s.durationMinutes, 0) / 60;
  const shown = Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
  return t(locale).hours(shown, hours);
}

export const durationText = (minutes: number, locale: Locale = DEFAULT_LOCALE) => t(locale).duration(minutes);

/** The batch's teaching language in the page's language (a value the dictionary does not know is shown as stored). */
export function languageText(language: string, locale: Locale = DEFAULT_LOCALE): { text: string; known: boolean } {
  const names: Record<string, string> = t(locale).languages;
  return language in names ? { text: names[language], known: true } : { text: language, known: false };
}
