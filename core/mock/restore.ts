/**
 * A stored snapshot (localStorage, another tab) made safe to resume. Stored
 * JSON is untrusted: an older format, another test or a damaged copy gives
 * null and the runner starts afresh, never a crash mid-test. A new snapshot
 * version is accepted (or migrated) here.
 */
import type { AttemptSnapshot } from './snapshot';

const isInt = (x: unknown) => typeof x === 'number' && Number.isInteger(x);
const isAnswer = (x: unknown) => x === null || (isInt(x) && (x as number) >= 0 && (x as number) <= 9);

/** The snapshot, repaired where it is harmless (current, draft, rev), or null when it is not one of this test. */
export function restoreSnapshot(raw: unknown, slug?: string): AttemptSnapshot | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Partial<AttemptSnapshot>;
  if (s.v !== 1 || typeof s.id !== 'string' || typeof s.slug !== 'string' || (slug !== undefined && s.slug !== slug)) return null;
  if (!s.mock || typeof s.mock.timer !== 'number' || !Array.isArray(s.questions) || s.questions.length === 0) return null;
  const n = s.questions.length;
  if (!s.questions.every((q) => q && isInt(q.id) && typeof q.question === 'string' && Array.isArray(q.options))) return null;
  if (!Array.isArray(s.answers) || s.answers.length !== n || !s.answers.every(isAnswer)) return null;
  if (!Array.isArray(s.marked) || s.marked.length !== n || !Array.isArray(s.visited) || s.visited.length !== n) return null;
  if (typeof s.deadlineMs !== 'number' || typeof s.clockOffsetMs !== 'number' || typeof s.startedAt !== 'string') return null;
  if (s.phase !== 'running' && s.phase !== 'submitting' && s.phase !== 'submitted') return null;
  if (s.phase !== 'running' && !s.submission) return null;
  if (s.phase === 'submitted' && !s.outcome) return null;
  const current = isInt(s.current) && s.current! >= 0 && s.current! < n ? s.current! : 0;
  return {
    ...(s as AttemptSnapshot),
    current,
    draft: isAnswer(s.draft) && s.draft !== undefined ? s.draft : (s.answers[current] ?? null),
    marked: s.marked.map(Boolean),
    visited: s.visited.map((v, i) => Boolean(v) || i === current),
    rev: isInt(s.rev) ? s.rev! : 1,
  };
}
