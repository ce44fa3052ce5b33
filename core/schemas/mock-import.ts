/**
 * Bulk import of a mock test (POST /mocks/import) and its export
 * (GET /mocks/{id}/export): the request envelope, the problem list a refused
 * file gets, and the import's own messages. The questions themselves are
 * validated with the creation payload's schema (mock.ts), so a file's
 * problems carry the spec's messages verbatim.
 */
import { z } from 'zod';
import { noControlChars, optionalSlug, optionalText, strictInput } from './common';
import { MOCK_MESSAGES } from './mock';
import { PracticePlaceInputSchema } from './practice';

/** The largest file the import takes (the request body is capped a little above it). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  format: "format must be 'csv' or 'json'",
  content: 'content must be the text of the file (at most 2 MB)',
  empty: 'The file is empty',
  notJson: 'The file is not valid JSON',
  jsonObject: 'The file must hold one JSON object: the creation payload (name, category_id, timer, questions, …)',
  missingColumn: (c: string) => `Missing column '${c}'`,
  unknownColumn: (c: string) => `Unknown column '${c}'`,
  duplicateColumn: (c: string) => `Column '${c}' appears twice`,
  correct: 'Correct answer must be A, B, C or D (or 1 to 4)',
  tooManyCells: (n: number, m: number) => `This row has ${n} cells; the header has ${m}`,
  quotes: (detail: string) => `The row's quotes do not match (${detail})`,
  sectionAll: 'Give every question a section, or none',
  sectionAgain: (name: string) => `Section '${name}' appears again after another section: keep its questions together`,
  sectionDisagree: (column: string, first: string, row: number) => `Rows of one section must agree on ${column} (row ${row} says '${first}')`,
  sectionLocked: 'section_locked must be yes or no',
  refused: (n: number) => `The file has ${n} problem${n === 1 ? '' : 's'}; nothing was imported`,
} as const;

/** One problem of a refused file: where (spreadsheet row and column; null = the file or the test as a whole) and the message. */
export const ImportProblemSchema = z
  .object({
    row: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'CSV: the spreadsheet row (the header is row 1, the first question row 2). JSON: the question number (1 = the first). null: the test as a whole' }),
    column: z.string().nullable().meta({ description: "CSV: the column ('option_3'); JSON: the key ('options[2]', 'timer'); null: the whole row or file" }),
    message: z.string(),
  })
  .meta({ id: 'ImportProblem' });
export type ImportProblem = z.infer<typeof ImportProblemSchema>;

/**
 * POST /mocks/import: the file's text and what a spreadsheet does not carry.
 * A CSV holds only questions (and sections): name and category_id come from
 * here (timer too, unless every section has a time limit: then their sum).
 * A JSON file is the creation payload; fields given here override its own.
 */
export const MockImportSchema = strictInput({
  format: z.enum(['csv', 'json'], { error: IMPORT_MESSAGES.format }),
  content: z.string({ error: IMPORT_MESSAGES.content }).max(IMPORT_MAX_BYTES, IMPORT_MESSAGES.content),
  // Checked in full with the test (mock.ts); its characters here, so a stray NUL is the request's 400, not the file's.
  name: z.string({ error: 'Name is required' }).refine(...noControlChars('line', 'Name')).optional(),
  slug: optionalSlug.optional(),
  description: optionalText('Description', 2000).optional(),
  category_id: z.number({ error: MOCK_MESSAGES.category }).optional(),
  timer: z.number({ error: MOCK_MESSAGES.timer }).optional(),
  negative_marks: z.number({ error: MOCK_MESSAGES.negativeMarks }).nullable().optional(),
  /** Issue 30: import as a practice set (a CSV holds only questions: its place comes from here; a JSON file may carry its own). */
  practice: PracticePlaceInputSchema.nullable().optional(),
});
export type MockImport = z.output<typeof MockImportSchema>;
/** The test-level fields an import takes besides the file. */
export type ImportDetails = Omit<MockImport, 'format' | 'content'>;

export const ExportFormatSchema = z.enum(['csv', 'json'], { error: IMPORT_MESSAGES.format });
export type ExportFormat = z.infer<typeof ExportFormatSchema>;
