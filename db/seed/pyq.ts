/**
 * Previous-year papers in the seed (issue 30): three papers in the pattern of a real sitting (sections, marking,
 * time and language as that exam had them), marked with the exam, year and sitting so /pyq lists them. The
 * questions are the seed's own, written to the pattern: the portal's papers, not copies of the commission's.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { mockTests } from '../schema';
import { generateFullLengthTests } from './full-length';
import { insertFullLengthTest } from './full-length-seed';
import type { Rng } from './random';

export const PYQ_PAPERS = [
  {
    slug: 'ssc-cgl-tier-1-2024-09-september-shift-1',
    name: 'SSC CGL Tier 1 2024 (9 September, Shift 1) Pattern Paper',
    pyq: { exam: 'SSC CGL Tier 1', year: 2024, date: '2024-09-09', shift: 'Shift 1' },
  },
  {
    slug: 'ibps-po-prelims-2024-19-october-shift-1',
    name: 'IBPS PO Prelims 2024 (19 October, Shift 1) Pattern Paper',
    pyq: { exam: 'IBPS PO Prelims', year: 2024, date: '2024-10-19', shift: 'Shift 1' },
  },
  {
    slug: 'rrb-ntpc-cbt-1-2021-pattern-paper',
    name: 'RRB NTPC CBT-1 2021 Pattern Paper',
    pyq: { exam: 'RRB NTPC CBT-1', year: 2021, date: null, shift: null },
  },
] as const;

export async function seedPyqPapers(db: Db, rng: Rng, categoryIds: Map<string, number>, now: number): Promise<{ tests: number; sections: number; questions: number }> {
  const patterns = generateFullLengthTests(rng.fork('patterns'));
  let sections = 0;
  let questions = 0;
  for (const [i, paper] of PYQ_PAPERS.entries()) {
    const base = patterns[i];
    const categoryId = categoryIds.get(base.categoryName);
    if (categoryId === undefined) throw new Error(`seed: no mock category ${base.categoryName}`);
    const description = `${base.description.replace(/^The complete /, 'In the pattern of the ').replace(/ paper:/, ` paper of ${paper.pyq.year}:`)} Questions written for this portal in that sitting's pattern.`;
    const inserted = await insertFullLengthTest(db, { ...base, slug: paper.slug, name: paper.name, description, createdAt: new Date(now - (i + 1) * 86_400_000) }, categoryId);
    await db
      .update(mockTests)
      .set({ pyqExam: paper.pyq.exam, pyqYear: paper.pyq.year, pyqDate: paper.pyq.date, pyqShift: paper.pyq.shift })
      .where(sql`${mockTests.id} = ${inserted.mockTestId}`);
    sections += inserted.sections.length;
    questions += inserted.questionIds.length;
  }
  return { tests: PYQ_PAPERS.length, sections, questions };
}
