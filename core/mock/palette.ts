/**
 * The question palette of the computer-based test (CBT) used by SSC, IBPS and
 * RRB: the five states a question can be in, their legend texts, and the
 * counts the palette and the submit confirmation show. Read-only over a
 * snapshot; counting over any run of questions (a section, say) is the same.
 *
 *   palette state      when
 *   not-visited        the question was never opened
 *   not-answered       opened, no saved answer, not marked
 *   answered           a saved answer, not marked
 *   marked             marked for review, no saved answer
 *   answered-marked    marked for review with a saved answer (it IS scored)
 */
import type { AttemptSnapshot } from './snapshot';

export const PALETTE_STATES = ['not-visited', 'not-answered', 'answered', 'marked', 'answered-marked'] as const;
export type PaletteState = (typeof PALETTE_STATES)[number];

/** The CBT's own legend texts. */
export const PALETTE_LABELS: Record<PaletteState, string> = {
  'not-visited': 'Not Visited',
  'not-answered': 'Not Answered',
  answered: 'Answered',
  marked: 'Marked for Review',
  'answered-marked': 'Answered & Marked for Review',
};

export const PALETTE_HELP: Record<PaletteState, string> = {
  'not-visited': 'You have not opened the question yet.',
  'not-answered': 'You opened the question but saved no answer.',
  answered: 'Your answer is saved.',
  marked: 'Marked for review, no answer saved. It is not evaluated.',
  'answered-marked': 'Answer saved and marked for review. It will be evaluated.',
};

type PaletteInput = Pick<AttemptSnapshot, 'visited' | 'marked' | 'answers'>;

export function paletteState(s: PaletteInput, i: number): PaletteState {
  if (!s.visited[i]) return 'not-visited';
  const answered = s.answers[i] !== null && s.answers[i] !== undefined;
  if (s.marked[i]) return answered ? 'answered-marked' : 'marked';
  return answered ? 'answered' : 'not-answered';
}

export type PaletteSummary = Record<PaletteState, number> & { total: number; unanswered: number; markedTotal: number };

/** Counts per palette state, plus unanswered (no saved answer) and every marked question; over questions [start, end) when given (a section). */
export function summarize(s: PaletteInput, range?: { start: number; end: number }): PaletteSummary {
  const counts = Object.fromEntries(PALETTE_STATES.map((k) => [k, 0])) as Record<PaletteState, number>;
  const start = range?.start ?? 0;
  const end = range?.end ?? s.answers.length;
  for (let i = start; i < end; i++) counts[paletteState(s, i)]++;
  return {
    ...counts,
    total: end - start,
    unanswered: counts['not-visited'] + counts['not-answered'] + counts.marked,
    markedTotal: counts.marked + counts['answered-marked'],
  };
}
