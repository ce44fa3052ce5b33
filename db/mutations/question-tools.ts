/**
 * Aspirant tools (issue 18), writes: bookmarks (idempotent, the caller's own
 * only) and question reports (new, then resolved or dismissed by an admin).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { questionBookmarks, questionReports, questions } from '../schema';
import { notFound } from './errors';
import type { ReportReason, ReportStatus } from '#core/schemas/question-tools.ts';

async function requireQuestion(db: Db, questionId: number): Promise<void> {
  const [row] = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, questionId));
  if (!row) throw notFound('Question', questionId);
}

/** Bookmarks a question (again: nothing changes). */
export async function addBookmark(db: Db, uid: string, questionId: number, now: Date): Promise<void> {
  await requireQuestion(db, questionId);
  await db.insert(questionBookmarks).values({ userUid: uid, questionId, createdAt: now }).onConflictDoNothing();
}

/** Removes a bookmark (none: nothing happens). */
export async function removeBookmark(db: Db, uid: string, questionId: number): Promise<void> {
  await db.delete(questionBookmarks).where(and(eq(questionBookmarks.userUid, uid), eq(questionBookmarks.questionId, questionId)));
}

export interface NewReport {
  questionId: number;
  userUid: string | null;
  reason: ReportReason;
  text: string;
  clientKey: string;
}

export async function createReport(db: Db, report: NewReport, now: Date): Promise<{ id: number; status: ReportStatus }> {
  await requireQuestion(db, report.questionId);
  const [row] = await db
    .insert(questionReports)
    .values({ ...report, createdAt: now })
    .returning({ id: questionReports.id, status: questionReports.status });
  return row;
}

/** Resolves, dismisses or reopens a report. */
export async function setReportStatus(db: Db, id: number, status: ReportStatus, now: Date): Promise<void> {
  const [row] = await db
    .update(questionReports)
    .set({ status, resolvedAt: status === 'open' ? null : now })
    .where(eq(questionReports.id, id))
    .returning({ id: questionReports.id });
  if (!row) throw notFound('Report', id);
}
