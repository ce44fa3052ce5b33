/**
 * From the creation payload's validation issues to a file's problems: each
 * zod issue (a path into the payload) becomes the row and column the admin
 * sees, with the schema's message unchanged (the spec's wording).
 */
import type { z } from 'zod';
import { MockTestCreateSchema, type MockTestCreate, type MockTestCreateInput } from '../../schemas/mock';
import type { ImportProblem } from '../../schemas/mock-import';

export type ImportResult = { ok: true; test: MockTestCreate } | { ok: false; problems: ImportProblem[] };

/** Where a payload path lands in the file. */
export type Locate = (path: readonly PropertyKey[]) => { row: number | null; column: string | null };

/** Validates the payload; every issue is reported (besides those found while reading the file). */
export function validate(payload: MockTestCreateInput, locate: Locate, earlier: ImportProblem[]): ImportResult {
  const parsed = MockTestCreateSchema.safeParse(payload);
  const problems = [...earlier];
  if (!parsed.success) {
    for (const issue of (parsed.error as z.ZodError).issues) problems.push({ ...locate(issue.path), message: issue.message });
  }
  if (problems.length) return { ok: false, problems: sortProblems(dedupe(problems)) };
  return { ok: true, test: parsed.data as MockTestCreate };
}

/** Problems of the test as a whole first, then by row; a row's problems in column order of discovery. */
function sortProblems(problems: ImportProblem[]): ImportProblem[] {
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.row ?? 0) - (b.p.row ?? 0) || a.i - b.i)
    .map(({ p }) => p);
}

function dedupe(problems: ImportProblem[]): ImportProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.row}|${p.column}|${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
