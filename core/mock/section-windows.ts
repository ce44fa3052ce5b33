/**
 * Sectional windows as the SERVER enforces them (issue 28). The runner closes
 * a section when its clock runs out or the aspirant moves on from it, and
 * sends that section's answers (a checkpoint); the server keeps them, and the
 * final submit can no longer change a closed section. Pure: times are
 * server-clock ms passed in by the caller.
 *
 *  - Only tests whose sections are taken one after another have windows (a
 *    sectional clock or a locked order, as the runner's `isSequential`); a
 *    test without sections or with free sections is not affected.
 *  - Section k's deadline is the server's start plus the limits of sections
 *    0..k, in order; a section without a limit (or after one) runs to the
 *    test's deadline. An attempt started with compensatory time (issue 29,
 *    core/mock/compensatory.ts) has every limit × 4/3, as its test deadline. The runner's windows never end later (moving on early
 *    gives the next section its full limit, from then).
 *  - A section is CLOSED once its checkpoint is stored, or once its deadline
 *    + grace (MOCK_SUBMIT_GRACE_SECONDS) has passed.
 *  - A checkpoint is accepted while its section is open; a repeat of the
 *    stored one (the offline queue's retry) is a replay.
 *  - The submit keeps each closed section's stored answers; a closed section
 *    without a checkpoint counts as unanswered — the submit's answers for it
 *    count only when the submit arrives before that section's deadline +
 *    grace (then it was still open).
 */

import { timeLimitMs } from './compensatory';

/** What the rule needs of a section (MockSection). */
export interface WindowSection {
  id: number;
  position: number;
  time_limit: number | null;
  locked: boolean;
  question_count?: number;
}

/** A closed section as stored (mock_attempts.closed_sections, keyed by section id). */
export interface ClosedSection {
  /** When the server stored the checkpoint (ISO). */
  at: string;
  /** The section's answers, in question order within the section. */
  answers: (number | null)[];
  /** Seconds per question of the section (clamped). */
  timeSpent: number[];
}

export type ClosedSections = Record<string, ClosedSection>;

/** The sections in order, those with questions only (as the runner shows them). */
export function orderedSections<S extends WindowSection>(sections: readonly S[]): S[] {
  return [...sections].filter((s) => s.question_count === undefined || s.question_count > 0).sort((a, b) => a.position - b.position);
}

/** Whether the test's sections have windows (taken one after another). */
export function hasSectionWindows(sections: readonly WindowSection[]): boolean {
  const ordered = orderedSections(sections);
  return ordered.length > 1 && ordered.some((s) => s.locked || s.time_limit !== null);
}

/**
 * Each section's deadline (ms), in `orderedSections` order: the start plus the limits so far, never past the test's
 * deadline. `compensatory`: the attempt was started with compensatory time (each limit × 4/3).
 */
export function sectionDeadlines(sections: readonly WindowSection[], startedMs: number, deadlineMs: number, compensatory = false): number[] {
  let at: number | null = startedMs;
  return orderedSections(sections).map((s) => {
    at = at !== null && s.time_limit !== null ? at + timeLimitMs(s.time_limit, compensatory) : null;
    return at === null ? deadlineMs : Math.min(at, deadlineMs);
  });
}

export interface WindowTimes {
  startedMs: number;
  deadlineMs: number;
  nowMs: number;
  graceMs: number;
  /** The attempt was started with compensatory time (mock_attempts.compensatory): every limit × 4/3. */
  compensatory?: boolean;
}

export type CheckpointVerdict =
  /** No windows on this test: nothing to checkpoint. */
  | 'no-windows'
  | 'unknown-section'
  /** Open: stored now. */
  | 'accept'
  /** The same answers as the stored checkpoint (a retry). */
  | 'replay'
  /** Its checkpoint is stored with other answers: they stay. */
  | 'closed'
  /** Its deadline + grace has passed. */
  | 'time-over';

const sameAnswers = (a: readonly (number | null)[], b: readonly (number | null)[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Whether a checkpoint of `sectionId` with `answers` (the section's, padded with null) is taken now. */
export function checkpointVerdict(
  sections: readonly WindowSection[],
  sectionId: number,
  answers: readonly (number | null)[],
  closed: ClosedSections | null | undefined,
  t: WindowTimes,
): CheckpointVerdict {
  if (!hasSectionWindows(sections)) return 'no-windows';
  const k = orderedSections(sections).findIndex((s) => s.id === sectionId);
  if (k < 0) return 'unknown-section';
  const stored = closed?.[String(sectionId)];
  if (stored) return sameAnswers(stored.answers, answers) ? 'replay' : 'closed';
  return t.nowMs > sectionDeadlines(sections, t.startedMs, t.deadlineMs, t.compensatory)[k] + t.graceMs ? 'time-over' : 'accept';
}

/**
 * The answers and times the submit stores: for each closed section its
 * checkpoint's, or none (unanswered, 0 s) when it closed without one; the
 * submit's own for the sections still open when it arrives. `sectionIds` is
 * each question's section (position order). A test without windows gets its
 * answers back as they are.
 */
export function keepClosedSections(input: {
  sections: readonly WindowSection[];
  sectionIds: readonly (number | null)[];
  answers: readonly (number | null)[];
  timeSpent: readonly number[];
  closed: ClosedSections | null | undefined;
  times: WindowTimes;
}): { answers: (number | null)[]; timeSpent: number[]; closedSections: number[] } {
  const { sections, sectionIds, times } = input;
  const answers = sectionIds.map((_, i) => input.answers[i] ?? null);
  const timeSpent = sectionIds.map((_, i) => input.timeSpent[i] ?? 0);
  if (!hasSectionWindows(sections)) return { answers, timeSpent, closedSections: [] };
  const ordered = orderedSections(sections);
  const deadlines = sectionDeadlines(sections, times.startedMs, times.deadlineMs, times.compensatory);
  const closedSections: number[] = [];
  ordered.forEach((section, k) => {
    const stored = input.closed?.[String(section.id)];
    if (!stored && times.nowMs <= deadlines[k] + times.graceMs) return;
    closedSections.push(section.id);
    let j = 0;
    sectionIds.forEach((id, i) => {
      if (id !== section.id) return;
      answers[i] = stored?.answers[j] ?? null;
      timeSpent[i] = stored?.timeSpent[j] ?? 0;
      j++;
    });
  });
  return { answers, timeSpent, closedSections };
}
