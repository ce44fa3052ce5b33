/**
 * Sections of an attempt, as the CBT runs them:
 *
 *  - A test without sections is one implicit section (the whole paper).
 *  - Free sections (no sectional clock, not locked; SSC CGL): the tabs on the
 *    top bar jump between them at will; Save & Next runs on across them.
 *  - Sequential sections (a sectional clock or a locked order; IBPS PO):
 *    one section is open at a time. Its clock is `opened + limit` (never past
 *    the test's deadline); when it runs out the runner moves to the next
 *    section by itself, and "Finish section" moves on early. A finished or
 *    timed-out section is closed for good; later ones are not open yet.
 *    A section that ran out opens the next one AT its deadline, so windows
 *    stay back to back after a sleep or a reload.
 *    The closed section's answers are frozen into a checkpoint for the
 *    server (checkpoint.ts), which then keeps them final.
 *
 * Pure: times are server-clock ms passed in by the caller.
 */
import type { MockQuestion, MockSection } from '../schemas/responses/mocks';
import { bump, type AttemptSnapshot, type MockInfo, type SectionWindow } from './snapshot';
import { withCheckpoint } from './checkpoint';
import { accrueTime } from './timing';
import { timeLimitMs } from './compensatory';

/**
 * The runner's sections for a paper (questions in position order, grouped by section). `compensatory`: the attempt
 * was started with compensatory time (issue 29), so each sectional limit is × 4/3, as the server's windows.
 */
export function buildSections(mock: MockInfo, questions: readonly Pick<MockQuestion, 'section_id'>[], compensatory = false): SectionWindow[] {
  const defined: MockSection[] = [...(mock.sections ?? [])].sort((a, b) => a.position - b.position);
  const implicit = (): SectionWindow[] => [
    {
      id: null,
      name: mock.category_name || 'Test',
      name_hi: null,
      start: 0,
      end: questions.length,
      timeLimitMs: null,
      locked: false,
      marks_correct: 1,
      marks_wrong: mock.negative_marks ?? 0,
    },
  ];
  if (defined.length === 0) return implicit();
  const windows: SectionWindow[] = [];
  let i = 0;
  for (const sec of defined) {
    const start = i;
    while (i < questions.length && questions[i].section_id === sec.id) i++;
    if (i === start) continue; // a section with no questions here: nothing to show
    windows.push({
      id: sec.id,
      name: sec.name,
      name_hi: sec.name_hi,
      start,
      end: i,
      timeLimitMs: sec.time_limit ? timeLimitMs(sec.time_limit, compensatory) : null,
      locked: sec.locked,
      marks_correct: sec.marks_correct,
      marks_wrong: sec.marks_wrong,
    });
  }
  // Questions out of section order (should not happen): fall back to one section rather than hide them.
  if (i !== questions.length || windows.length === 0) return implicit();
  return windows;
}

/** Whether sections are taken one after another. */
export const isSequential = (sections: readonly SectionWindow[]) => sections.length > 1 && sections.some((s) => s.locked || s.timeLimitMs !== null);

/** The section of question `index`. */
export function sectionOfQuestion(s: Pick<AttemptSnapshot, 'sections'>, index: number): number {
  const k = s.sections.findIndex((sec) => index >= sec.start && index < sec.end);
  return k < 0 ? 0 : k;
}

/** The end (server-clock ms) of the open section's window: its own limit, never past the test's deadline. */
export function sectionDeadlineMs(s: Pick<AttemptSnapshot, 'sections' | 'section' | 'sectionOpenedMs' | 'deadlineMs' | 'sequential'>): number {
  const sec = s.sections[s.section];
  const opened = s.sectionOpenedMs[s.section];
  if (!s.sequential || !sec || sec.timeLimitMs === null || opened === null || opened === undefined) return s.deadlineMs;
  return Math.min(opened + sec.timeLimitMs, s.deadlineMs);
}

/** Whether the runner shows a sectional countdown (the open section has its own clock). */
export const hasSectionClock = (s: Pick<AttemptSnapshot, 'sections' | 'section' | 'sequential'>) => s.sequential && s.sections[s.section]?.timeLimitMs != null;

export type SectionStatus = 'open' | 'closed' | 'upcoming' | 'available';

/** What a section tab can do: the open one, a closed one (finished / timed out), one not open yet, or (free sections) any. */
export function sectionStatus(s: Pick<AttemptSnapshot, 'section' | 'sequential'>, k: number): SectionStatus {
  if (k === s.section) return 'open';
  if (!s.sequential) return 'available';
  return k < s.section ? 'closed' : 'upcoming';
}

/** Whether question `index` may be opened now (sequential: only the open section's). */
export function canOpenQuestion(s: Pick<AttemptSnapshot, 'sections' | 'section' | 'sequential'>, index: number): boolean {
  if (!s.sequential) return true;
  const sec = s.sections[s.section];
  return !!sec && index >= sec.start && index < sec.end;
}

/** Whether this is the last section (moving on would end the test). */
export const isLastSection = (s: Pick<AttemptSnapshot, 'section' | 'sections'>) => s.section >= s.sections.length - 1;

/**
 * Closes the open section and opens the next (sequential tests), keeping the
 * saved answers; an unsaved choice is dropped, as on the CBT. `openedAt` is
 * when the next section's clock starts: now for "Finish section", the old
 * section's deadline when it ran out. No-op on the last section (the caller
 * submits) or when the attempt is not running.
 */
export function advanceSection(s: AttemptSnapshot, openedAt: number): AttemptSnapshot {
  if (s.phase !== 'running' || !s.sequential || isLastSection(s)) return s;
  const next = s.section + 1;
  const counted = accrueTime(s, openedAt);
  const start = s.sections[next].start;
  const sectionOpenedMs = s.sectionOpenedMs.slice();
  sectionOpenedMs[next] = openedAt;
  const visited = s.visited.map((v, i) => v || i === start);
  // The closed section's answers go to the server (issue 28): from now on they are final there too.
  const closed = withCheckpoint(counted, s.section);
  return bump({ ...closed, section: next, sectionOpenedMs, current: start, draft: s.answers[start] ?? null, visited, shownSinceMs: openedAt });
}

/**
 * Moves on past every section whose window has ended by `serverNowMs`
 * (several after a sleep). Returns the snapshot and how many sections closed.
 */
export function advanceExpiredSections(s: AttemptSnapshot, serverNowMs: number): { snapshot: AttemptSnapshot; closed: number } {
  let snapshot = s;
  let closed = 0;
  while (snapshot.phase === 'running' && snapshot.sequential && !isLastSection(snapshot) && hasSectionClock(snapshot)) {
    const end = sectionDeadlineMs(snapshot);
    if (serverNowMs < end) break;
    snapshot = advanceSection(snapshot, end);
    closed++;
  }
  return { snapshot, closed };
}
