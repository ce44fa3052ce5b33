/**
 * The columns of a mock-test spreadsheet (CSV import, export and template):
 * one row per question, in test order. Section columns repeat on every row of
 * the section (the first row's values count; the others must agree or be
 * blank). Header names are matched ignoring case, spaces and '-' ('Option 1'
 * is option_1).
 */
export const SECTION_COLUMNS = ['section', 'section_hi', 'section_time_limit', 'section_locked', 'section_marks_correct', 'section_marks_wrong'] as const;
export const OPTION_COLUMNS = ['option_1', 'option_2', 'option_3', 'option_4'] as const;
export const EXPLANATION_COLUMNS = ['explanation_1', 'explanation_2', 'explanation_3', 'explanation_4'] as const;
export const OPTION_HI_COLUMNS = ['option_hi_1', 'option_hi_2', 'option_hi_3', 'option_hi_4'] as const;
export const EXPLANATION_HI_COLUMNS = ['explanation_hi_1', 'explanation_hi_2', 'explanation_hi_3', 'explanation_hi_4'] as const;
export const HINDI_COLUMNS = ['question_hi', ...OPTION_HI_COLUMNS, ...EXPLANATION_HI_COLUMNS] as const;

/** Every column, in the order the export and the template write them. */
export const CSV_COLUMNS = [
  ...SECTION_COLUMNS,
  'question',
  ...OPTION_COLUMNS,
  'correct',
  ...EXPLANATION_COLUMNS,
  ...HINDI_COLUMNS,
  'topic',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** Columns a file must have; the others may be left out. */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['question', ...OPTION_COLUMNS, 'correct', ...EXPLANATION_COLUMNS];

export const normalizeHeader = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export const isColumn = (name: string): name is CsvColumn => (CSV_COLUMNS as readonly string[]).includes(name);

/** The correct answer in a spreadsheet: a letter A–D or a number 1–4 (the export writes letters). */
export const CORRECT_LETTERS = ['A', 'B', 'C', 'D'] as const;
export function parseCorrect(cell: string): number | null {
  const v = cell.trim().toUpperCase();
  const letter = CORRECT_LETTERS.indexOf(v as (typeof CORRECT_LETTERS)[number]);
  if (letter >= 0) return letter;
  if (/^[1-4]$/.test(v)) return Number(v) - 1;
  return null;
}

/** yes/no, true/false, 1/0 (any case); blank = not given. */
export function parseYesNo(cell: string): boolean | null | undefined {
  const v = cell.trim().toLowerCase();
  if (v === '') return undefined;
  if (['yes', 'y', 'true', '1'].includes(v)) return true;
  if (['no', 'n', 'false', '0'].includes(v)) return false;
  return null;
}
