/**
 * A stored snapshot (localStorage, another tab) made safe to resume. Stored
 * JSON is untrusted: another test or a damaged copy gives null and the
 * runner starts afresh, never a crash mid-test.
 *
 * Version 1 (before issue 17: no sections, no language, no server attempt):
 *  - a SUBMITTED copy is migrated, so its result and review still show
 *    (scored on the device from its answer key, one implicit section);
 *  - a running or queued copy is discarded: it has no server attempt, and
 *    the server now refuses a submit without one (404 ATTEMPT_NOT_FOUND), so
 *    resuming it would end in a refusal. The runner shows the start screen.
 */
import type { AnswerKeyEntry } from '../schemas/responses/mocks';
import { buildSections, isSequential } from './sections';
import type { AttemptSnapshot, SectionCheckpoint, SectionWindow } from './snapshot';

const isInt = (x: unknown) => typeof x === 'number' && Number.isInteger(x);
const isAnswer = (x: unknown) => x === null || (isInt(x) && (x as number) >= 0 && (x as number) <= 9);

type Stored = Partial<Omit<AttemptSnapshot, 'v'>> & { v?: unknown };

/** The version-1 submitted copy as a version-2 snapshot; null for anything else of version 1. */
function migrateV1(s: Stored): Stored | null {
  if (s.phase !== 'submitted' || !s.mock || !Array.isArray(s.questions)) return null;
  const outcome = s.outcome as { answerKey?: unknown } | null | undefined;
  if (!outcome || !Array.isArray(outcome.answerKey)) return null;
  const questions = s.questions.map((q) => ({ ...q, section_id: null, question_hi: null, options_hi: null }));
  const sections = buildSections({ ...s.mock, sections: [] }, questions);
  const n = questions.length;
  return {
    ...s,
    v: 2,
    questions,
    sections,
    sequential: false,
    section: 0,
    sectionOpenedMs: [null],
    language: 'en',
    server: null,
    timeSpentMs: Array.from({ length: n }, () => 0),
    shownSinceMs: null,
    outcome: { answerKey: outcome.answerKey as AnswerKeyEntry[], result: null },
  };
}

const validSections = (sections: unknown, n: number): sections is SectionWindow[] => {
  if (!Array.isArray(sections) || sections.length === 0) return false;
  let expect = 0;
  for (const sec of sections as SectionWindow[]) {
    if (!sec || sec.start !== expect || !isInt(sec.end) || sec.end <= sec.start || typeof sec.name !== 'string') return false;
    expect = sec.end;
  }
  return expect === n;
};

/** The stored checkpoints that look like ones (others dropped: the submit carries every answer anyway). */
const validCheckpoints = (list: unknown): SectionCheckpoint[] =>
  Array.isArray(list)
    ? (list as SectionCheckpoint[]).filter(
        (c) => c && isInt(c.sectionId) && c.payload && Array.isArray(c.payload.answers) && (c.state === 'pending' || c.state === 'sent' || c.state === 'refused') && isInt(c.tries),
      )
    : [];

/** The snapshot, repaired where it is harmless (current, draft, rev), or null when it is not one of this test. */
export function restoreSnapshot(raw: unknown, slug?: string): AttemptSnapshot | null {
  if (!raw || typeof raw !== 'object') return null;
  let s = raw as Stored;
  if (s.v === 1) {
    const migrated = migrateV1(s);
    if (!migrated) return null;
    s = migrated;
  }
  if (s.v !== 2 || typeof s.id !== 'string' || typeof s.slug !== 'string' || (slug !== undefined && s.slug !== slug)) return null;
  if (!s.mock || typeof s.mock.timer !== 'number' || !Array.isArray(s.questions) || s.questions.length === 0) return null;
  const n = s.questions.length;
  if (!s.questions.every((q) => q && isInt(q.id) && typeof q.question === 'string' && Array.isArray(q.options))) return null;
  if (!Array.isArray(s.answers) || s.answers.length !== n || !s.answers.every(isAnswer)) return null;
  if (!Array.isArray(s.marked) || s.marked.length !== n || !Array.isArray(s.visited) || s.visited.length !== n) return null;
  if (typeof s.deadlineMs !== 'number' || typeof s.clockOffsetMs !== 'number' || typeof s.startedAt !== 'string') return null;
  if (s.phase !== 'running' && s.phase !== 'submitting' && s.phase !== 'submitted') return null;
  if (s.phase !== 'running' && !s.submission) return null;
  // A live attempt awaiting its results (issue 28) has no outcome yet, only when they come.
  const awaiting = !!s.pending && typeof s.pending.resultsAt === 'string' && Number.isFinite(Date.parse(s.pending.resultsAt));
  if (s.phase === 'submitted' && !awaiting && (!s.outcome || !Array.isArray(s.outcome.answerKey))) return null;
  if (!validSections(s.sections, n)) return null;
  const sections = s.sections;
  const section = isInt(s.section) && s.section! >= 0 && s.section! < sections.length ? s.section! : 0;
  const sequential = isSequential(sections);
  const inSection = (i: number) => !sequential || (i >= sections[section].start && i < sections[section].end);
  const current = isInt(s.current) && s.current! >= 0 && s.current! < n && inSection(s.current!) ? s.current! : sections[section].start;
  const opened = Array.isArray(s.sectionOpenedMs) && s.sectionOpenedMs.length === sections.length ? s.sectionOpenedMs : sections.map(() => null);
  const spent = Array.isArray(s.timeSpentMs) && s.timeSpentMs.length === n && s.timeSpentMs.every((x) => typeof x === 'number' && x >= 0) ? s.timeSpentMs : Array.from({ length: n }, () => 0);
  return {
    ...(s as AttemptSnapshot),
    v: 2,
    sections,
    sequential,
    section,
    sectionOpenedMs: opened.map((x) => (typeof x === 'number' ? x : null)),
    language: s.language === 'hi' ? 'hi' : 'en',
    server: s.server && typeof s.server.id === 'string' && typeof s.server.token === 'string' ? s.server : null,
    timeSpentMs: spent,
    shownSinceMs: typeof s.shownSinceMs === 'number' && s.phase === 'running' ? s.shownSinceMs : null,
    current,
    draft: isAnswer(s.draft) && s.draft !== undefined && current === s.current ? s.draft : (s.answers[current] ?? null),
    marked: s.marked.map(Boolean),
    visited: s.visited.map((v, i) => Boolean(v) || i === current),
    rev: isInt(s.rev) ? s.rev! : 1,
    checkpoints: validCheckpoints(s.checkpoints),
  };
}
