/**
 * CSV import and export of a mock test (papaparse). A file is refused as a
 * whole: every problem is reported as { row, column, message } with the
 * spreadsheet's row number (header = row 1) and the spec's message; nothing
 * is taken from a file with any problem.
 */
import Papa from 'papaparse';
import type { MockTestCreate, MockTestCreateInput } from '../../schemas/mock';
import { IMPORT_MESSAGES, type ImportDetails, type ImportProblem } from '../../schemas/mock-import';
import {
  CORRECT_LETTERS,
  CSV_COLUMNS,
  EXPLANATION_COLUMNS,
  EXPLANATION_HI_COLUMNS,
  HINDI_COLUMNS,
  isColumn,
  normalizeHeader,
  OPTION_COLUMNS,
  OPTION_HI_COLUMNS,
  parseCorrect,
  parseYesNo,
  REQUIRED_COLUMNS,
  SECTION_COLUMNS,
  type CsvColumn,
} from './columns';
import { escapeFormula, unescapeFormula } from './formula';
import { validate, type ImportResult, type Locate } from './problems';

type Cells = Partial<Record<CsvColumn, string>>;
interface QuestionRow {
  row: number;
  cells: Cells;
}

/** Excel writes UTF-8 with a byte-order mark; so does our export (so Excel shows Hindi right). */
const BOM = '\uFEFF';

const SECTION_FIELD: Record<string, CsvColumn> = {
  name: 'section',
  name_hi: 'section_hi',
  time_limit: 'section_time_limit',
  locked: 'section_locked',
  marks_correct: 'section_marks_correct',
  marks_wrong: 'section_marks_wrong',
  question_count: 'section',
};

/** A number cell: blank → undefined; a number → the number; anything else stays text (the schema then says what is wrong with it). */
const numberCell = (cell: string | undefined): number | string | undefined => {
  const v = (cell ?? '').trim();
  if (v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : v;
};
const textCell = (cell: string | undefined) => (cell ?? '').trim();

/**
 * The file's delimiter, read from its header line (column names hold none):
 * ',' as we write it, ';' or tab as some spreadsheets do. Papaparse's own
 * guess looks at the question rows too, and texts full of ';' fooled it.
 */
function delimiterOf(source: string): string {
  const header = source.slice(0, source.search(/\r?\n|$/));
  const count = (d: string) => header.split(d).length - 1;
  return [',', ';', '\t'].reduce((best, d) => (count(d) > count(best) ? d : best), ',');
}

export function parseMockCsv(text: string, details: ImportDetails = {}): ImportResult {
  const problems: ImportProblem[] = [];
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  if (!source.trim()) return { ok: false, problems: [{ row: null, column: null, message: IMPORT_MESSAGES.empty }] };

  const parsed = Papa.parse<string[]>(source, { header: false, skipEmptyLines: false, delimiter: delimiterOf(source) });
  // Field-count problems are ours to report (below); quote problems are papaparse's. A row with broken
  // quotes is not read further: its cells (and often the rest of the file) are not what the author meant.
  const brokenRows = new Set<number>();
  for (const e of parsed.errors) {
    if (e.type !== 'Quotes') continue;
    brokenRows.add((e.row ?? 0) + 1);
    problems.push({ row: (e.row ?? 0) + 1, column: null, message: IMPORT_MESSAGES.quotes(e.message) });
  }
  const [header = [], ...records] = parsed.data;

  // The header: known columns, each once, the required ones present.
  const columns: (CsvColumn | null)[] = header.map((raw) => {
    const name = normalizeHeader(raw);
    if (name === '') return null;
    if (!isColumn(name)) {
      problems.push({ row: 1, column: raw.trim(), message: IMPORT_MESSAGES.unknownColumn(raw.trim()) });
      return null;
    }
    return name;
  });
  columns.forEach((c, i) => {
    if (c && columns.indexOf(c) !== i) problems.push({ row: 1, column: c, message: IMPORT_MESSAGES.duplicateColumn(c) });
  });
  for (const c of REQUIRED_COLUMNS) if (!columns.includes(c)) problems.push({ row: 1, column: c, message: IMPORT_MESSAGES.missingColumn(c) });
  if (problems.some((p) => p.row === 1)) return { ok: false, problems };

  // The question rows (blank lines and rows of empty cells are skipped: spreadsheets leave them at the end).
  const rows: QuestionRow[] = [];
  records.forEach((record, index) => {
    const row = index + 2;
    if (brokenRows.has(row) || record.every((cell) => cell.trim() === '')) return;
    const extra = record.slice(columns.length).filter((cell) => cell.trim() !== '');
    if (extra.length) problems.push({ row, column: null, message: IMPORT_MESSAGES.tooManyCells(record.length, columns.length) });
    const cells: Cells = {};
    columns.forEach((c, i) => {
      // The export's guard against formula injection comes off here (formula.ts); leading blanks first, as spreadsheets keep none.
      if (c) cells[c] = unescapeFormula((record[i] ?? '').trim());
    });
    rows.push({ row, cells });
  });

  const { sections, firstRowOf } = readSections(rows, problems);
  const questions = rows.map(({ row, cells }) => readQuestion(row, cells, problems));

  const timer = details.timer ?? sumOfTimeLimits(sections);
  const payload = {
    name: details.name,
    ...(details.slug !== undefined ? { slug: details.slug } : {}),
    ...(details.description !== undefined ? { description: details.description } : {}),
    category_id: details.category_id,
    ...(details.negative_marks !== undefined ? { negative_marks: details.negative_marks } : {}),
    ...(details.practice ? { practice: details.practice } : {}),
    timer,
    questions,
    ...(sections ? { sections } : {}),
  } as MockTestCreateInput;

  const locate: Locate = (path) => {
    const [top, i, field, k] = path as [string, number, string, number];
    if (top === 'questions' && typeof i === 'number') {
      const row = rows[i]?.row ?? null;
      if (field === undefined) return { row, column: null };
      return { row, column: columnOf(field, k) };
    }
    if (top === 'questions') return { row: null, column: 'question' };
    if (top === 'sections' && typeof i === 'number') return { row: firstRowOf[i] ?? null, column: SECTION_FIELD[field] ?? 'section' };
    if (top === 'sections') return { row: null, column: 'section' };
    return { row: null, column: String(top ?? '') || null };
  };
  return validate(payload, locate, problems);
}

/** The CSV column of a question field (options.2 → option_3). */
function columnOf(field: string, k: number | undefined): string {
  const at = (list: readonly string[]) => list[typeof k === 'number' ? k : 0];
  switch (field) {
    case 'options':
      return at(OPTION_COLUMNS);
    case 'explanations':
      return at(EXPLANATION_COLUMNS);
    case 'options_hi':
      return at(OPTION_HI_COLUMNS);
    case 'explanations_hi':
      return at(EXPLANATION_HI_COLUMNS);
    default:
      return field;
  }
}

function readQuestion(row: number, cells: Cells, problems: ImportProblem[]) {
  let correct = parseCorrect(cells.correct ?? '');
  if (correct === null) {
    problems.push({ row, column: 'correct', message: IMPORT_MESSAGES.correct });
    correct = 0; // a stand-in, so the schema does not report the same cell again
  }
  const hindi = HINDI_COLUMNS.some((c) => textCell(cells[c]) !== '');
  const topic = textCell(cells.topic);
  return {
    question: textCell(cells.question),
    options: OPTION_COLUMNS.map((c) => textCell(cells[c])),
    correct,
    explanations: EXPLANATION_COLUMNS.map((c) => textCell(cells[c])),
    ...(hindi
      ? {
          question_hi: textCell(cells.question_hi),
          options_hi: OPTION_HI_COLUMNS.map((c) => textCell(cells[c])),
          explanations_hi: EXPLANATION_HI_COLUMNS.map((c) => textCell(cells[c])),
        }
      : {}),
    ...(topic ? { topic } : {}),
  };
}

type SectionInput = NonNullable<MockTestCreateInput['sections']>[number];

/**
 * Consecutive rows with the same section name are one section. Its settings
 * are the first row's; later rows repeat them or leave them blank.
 */
function readSections(rows: QuestionRow[], problems: ImportProblem[]): { sections: SectionInput[] | undefined; firstRowOf: number[] } {
  const named = rows.filter((r) => textCell(r.cells.section) !== '');
  if (named.length === 0) {
    // Section settings without section names mean nothing: say so rather than drop them.
    for (const r of rows) {
      const stray = SECTION_COLUMNS.find((c) => c !== 'section' && textCell(r.cells[c]) !== '');
      if (stray) problems.push({ row: r.row, column: 'section', message: IMPORT_MESSAGES.sectionAll });
    }
    return { sections: undefined, firstRowOf: [] };
  }
  const sections: SectionInput[] = [];
  const firstRowOf: number[] = [];
  const firstCells: Cells[] = [];
  const seen = new Set<string>();
  let current: string | null = null;
  for (const r of rows) {
    const name = textCell(r.cells.section);
    if (name === '') {
      problems.push({ row: r.row, column: 'section', message: IMPORT_MESSAGES.sectionAll });
      if (sections.length) sections[sections.length - 1].question_count++;
      continue;
    }
    if (name !== current) {
      if (seen.has(name)) problems.push({ row: r.row, column: 'section', message: IMPORT_MESSAGES.sectionAgain(name) });
      seen.add(name);
      current = name;
      const locked = parseYesNo(r.cells.section_locked ?? '');
      if (locked === null) problems.push({ row: r.row, column: 'section_locked', message: IMPORT_MESSAGES.sectionLocked });
      const nameHi = textCell(r.cells.section_hi);
      const timeLimit = numberCell(r.cells.section_time_limit);
      const marksCorrect = numberCell(r.cells.section_marks_correct);
      const marksWrong = numberCell(r.cells.section_marks_wrong);
      sections.push({
        name,
        ...(nameHi ? { name_hi: nameHi } : {}),
        question_count: 1,
        time_limit: (timeLimit ?? null) as number | null,
        ...(typeof locked === 'boolean' ? { locked } : {}),
        ...(marksCorrect !== undefined ? { marks_correct: marksCorrect as number } : {}),
        ...(marksWrong !== undefined ? { marks_wrong: marksWrong as number } : {}),
      });
      firstRowOf.push(r.row);
      firstCells.push(r.cells);
      continue;
    }
    sections[sections.length - 1].question_count++;
    const first = firstCells[firstCells.length - 1];
    for (const c of SECTION_COLUMNS) {
      if (c === 'section') continue;
      const mine = textCell(r.cells[c]);
      const theirs = textCell(first[c]);
      if (mine !== '' && mine !== theirs) problems.push({ row: r.row, column: c, message: IMPORT_MESSAGES.sectionDisagree(c, theirs, firstRowOf[firstRowOf.length - 1]) });
    }
  }
  return { sections, firstRowOf };
}

function sumOfTimeLimits(sections: SectionInput[] | undefined): number | undefined {
  if (!sections?.length || !sections.every((s) => typeof s.time_limit === 'number')) return undefined;
  return sections.reduce((n, s) => n + (s.time_limit as number), 0);
}

/**
 * The test as CSV (UTF-8 with a byte-order mark, CRLF as spreadsheets write it): one row per question, every column,
 * cells that a spreadsheet would run as a formula quoted with a leading ' (formula.ts).
 */
export function mockToCsv(test: Pick<MockTestCreate, 'questions' | 'sections'>): string {
  const sectionOf: (SectionInput | undefined)[] = [];
  for (const s of test.sections ?? []) for (let n = 0; n < s.question_count; n++) sectionOf.push(s);
  const yesNo = (v: boolean | undefined) => (v === undefined ? '' : v ? 'yes' : 'no');
  const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  const rows = test.questions.map((q, i) => {
    const s = sectionOf[i];
    const cells: Record<CsvColumn, string> = {
      section: s?.name ?? '',
      section_hi: s?.name_hi ?? '',
      section_time_limit: num(s?.time_limit),
      section_locked: s ? yesNo(s.locked ?? false) : '',
      section_marks_correct: s ? num(s.marks_correct ?? 1) : '',
      section_marks_wrong: s ? num(s.marks_wrong ?? 0) : '',
      question: q.question,
      option_1: q.options[0],
      option_2: q.options[1],
      option_3: q.options[2],
      option_4: q.options[3],
      correct: CORRECT_LETTERS[q.correct],
      explanation_1: q.explanations[0],
      explanation_2: q.explanations[1],
      explanation_3: q.explanations[2],
      explanation_4: q.explanations[3],
      question_hi: q.question_hi ?? '',
      option_hi_1: q.options_hi?.[0] ?? '',
      option_hi_2: q.options_hi?.[1] ?? '',
      option_hi_3: q.options_hi?.[2] ?? '',
      option_hi_4: q.options_hi?.[3] ?? '',
      explanation_hi_1: q.explanations_hi?.[0] ?? '',
      explanation_hi_2: q.explanations_hi?.[1] ?? '',
      explanation_hi_3: q.explanations_hi?.[2] ?? '',
      explanation_hi_4: q.explanations_hi?.[3] ?? '',
      topic: q.topic ?? '',
    };
    // No cell starts a formula when the file is opened in a spreadsheet (formula.ts).
    return CSV_COLUMNS.map((c) => escapeFormula(cells[c]));
  });
  return BOM + Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n', quotes: false }) + '\r\n';
}
