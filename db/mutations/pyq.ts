/**
 * Previous-year papers (issue 30): the admin marks a test as one (or clears the mark). The mark changes no paper and
 * no rule (a previous-year paper runs and ranks as any always-open test), so the test's updated_at — its paper's
 * version in answer-key addresses — stays as it is.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { mockTests } from '../schema';
import type { Pyq } from '#core/schemas/pyq.ts';
import { notFound } from './errors';
import { refuseIfPractice } from './practice';

export async function setPyq(db: Db, mockTestId: number, pyq: Pyq | null): Promise<{ id: number; slug: string; pyq: Pyq | null }> {
  if (pyq) await refuseIfPractice(db, mockTestId, 'a previous-year paper');
  const [test] = await db
    .update(mockTests)
    .set({ pyqExam: pyq?.exam ?? null, pyqYear: pyq?.year ?? null, pyqDate: pyq?.date ?? null, pyqShift: pyq?.shift ?? null })
    .where(eq(mockTests.id, mockTestId))
    .returning({ id: mockTests.id, slug: mockTests.slug });
  if (!test) throw notFound('Mock test', mockTestId);
  return { ...test, pyq };
}
