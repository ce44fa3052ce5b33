/**
 * A mock_attempts row as raw SQL answers it (snake_case, `select *` /
 * `returning *`), turned into drizzle's row type: the submit's hot path uses
 * plain statements, read and written by db/queries and db/mutations alike.
 */
import type { mockAttempts } from '../schema';

export type AttemptRow = typeof mockAttempts.$inferSelect;

const date = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(v as string));
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

/** A raw mock_attempts row (snake_case, as `returning *` gives it) as drizzle's row type. */
export function attemptFromSql(r: Record<string, unknown>): AttemptRow {
  return {
    id: Number(r.id),
    publicId: r.public_id as string,
    clientAttemptId: (r.client_attempt_id as string | null) ?? null,
    userUid: (r.user_uid as string | null) ?? null,
    mockTestId: Number(r.mock_test_id),
    status: r.status as AttemptRow['status'],
    attemptNumber: Number(r.attempt_number),
    rankEligible: Boolean(r.rank_eligible),
    answers: parsed(r.answers),
    timeSpent: parsed(r.time_spent),
    correct: r.correct === null ? null : Number(r.correct),
    wrong: r.wrong === null ? null : Number(r.wrong),
    unanswered: r.unanswered === null ? null : Number(r.unanswered),
    score: r.score === null ? null : Number(r.score),
    percentage: r.percentage === null ? null : Number(r.percentage),
    result: parsed(r.result),
    sectionScores: parsed(r.section_scores),
    timeTakenSeconds: r.time_taken_seconds === null ? null : Number(r.time_taken_seconds),
    startedAt: date(r.started_at)!,
    deadlineAt: date(r.deadline_at)!,
    submittedAt: date(r.submitted_at),
    late: Boolean(r.late),
    tooFast: Boolean(r.too_fast),
    ranked: Boolean(r.ranked),
    closedSections: parsed<AttemptRow['closedSections']>(r.closed_sections) ?? null,
    live: Boolean(r.live),
    compensatory: Boolean(r.compensatory),
  };
}

