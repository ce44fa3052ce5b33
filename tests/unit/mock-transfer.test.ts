/**
 * Mock-test files (core/mock/transfer): the templates import as they are; a
 * CSV or JSON file with problems is refused with every problem located by
 * row and column and carrying the spec's message; export → import gives the
 * same test back (CSV and JSON, with sections and Hindi, and without).
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { mockToCsv, mockToJson, parseMockCsv, parseMockJson, TEMPLATE_TEST, templateCsv, templateJson, CSV_COLUMNS } from '#core/mock/transfer/index.ts';
import { MOCK_MESSAGES, MockTestCreateSchema, type MockTestCreate } from '#core/schemas/mock.ts';
import { IMPORT_MESSAGES } from '#core/schemas/mock-import.ts';

const details = { name: 'Imported test', category_id: 3, timer: 20 };

/** The template's test as the import gives it back (details come from the request, not the CSV). */
const asImported = (t: MockTestCreate, over: Partial<MockTestCreate> = {}) => MockTestCreateSchema.parse({ ...t, name: details.name, category_id: details.category_id, slug: undefined, description: undefined, negative_marks: undefined, ...over });

function csvRows(csv: string) {
  return Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
}
const toCsv = (rows: string[][]) => Papa.unparse(rows);

describe('CSV', () => {
  it('the template imports as it is, with its sections, Hindi and topics', () => {
    const result = parseMockCsv(templateCsv(), { name: details.name, category_id: 3 });
    expect(result).toEqual({ ok: true, test: expect.any(Object) });
    if (!result.ok) return;
    expect(result.test.timer).toBe(20); // the sum of the sectional limits
    expect(result.test.sections).toEqual([
      { name: 'Quantitative Aptitude', name_hi: 'मात्रात्मक योग्यता', question_count: 3, time_limit: 10, locked: false, marks_correct: 2, marks_wrong: 0.5 },
      { name: 'Reasoning', question_count: 2, time_limit: 10, locked: false, marks_correct: 2, marks_wrong: 0.5 },
    ]);
    expect(result.test.questions).toEqual(TEMPLATE_TEST.questions);
  });

  it('writes a header with every column, a byte-order mark and letters for the answer', () => {
    const csv = templateCsv();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first] = csvRows(csv);
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(first[header.indexOf('correct')]).toBe('A');
  });

  it('round-trips: export → import gives the same test (with and without sections and Hindi)', () => {
    const withSections = asImported(TEMPLATE_TEST);
    const back = parseMockCsv(mockToCsv(withSections), details);
    expect(back).toEqual({ ok: true, test: withSections });

    const plain = asImported(TEMPLATE_TEST, { sections: undefined, negative_marks: 0.25, questions: TEMPLATE_TEST.questions.map(({ question_hi, options_hi, explanations_hi, topic, ...q }) => q) });
    const back2 = parseMockCsv(mockToCsv(plain), { ...details, negative_marks: 0.25 });
    expect(back2).toEqual({ ok: true, test: plain });
  });

  it('keeps commas, quotes, line breaks and Devanagari inside cells', () => {
    const tricky = asImported(TEMPLATE_TEST);
    tricky.questions[1] = { ...tricky.questions[1], question: 'He said, "a train of 120 m"\npasses a pole in 6 s; its speed?' };
    expect(parseMockCsv(mockToCsv(tricky), details)).toEqual({ ok: true, test: tricky });
  });

  it('takes 1–4 and lower-case letters for the answer, headers in any case with spaces', () => {
    const rows = csvRows(templateCsv());
    rows[0] = rows[0].map((h) => h.replace(/_/g, ' ').toUpperCase());
    const correct = CSV_COLUMNS.indexOf('correct');
    rows[1][correct] = '1';
    rows[3][correct] = 'b';
    const result = parseMockCsv(toCsv(rows), details);
    expect(result.ok && result.test.questions.map((q) => q.correct)).toEqual([0, 0, 1, 2, 0]);
  });

  it('refuses a file with three bad rows: three problems, each with its row, column and the spec message', () => {
    const rows = csvRows(templateCsv());
    const at = (c: string) => CSV_COLUMNS.indexOf(c as never);
    rows[2][at('question')] = 'Too short'; // spreadsheet row 3
    rows[4][at('option_3')] = ''; // row 5
    rows[5][at('explanation_2')] = 'Too brief.'; // row 6
    const result = parseMockCsv(toCsv(rows), details);
    expect(result).toEqual({
      ok: false,
      problems: [
        { row: 3, column: 'question', message: MOCK_MESSAGES.questionText },
        { row: 5, column: 'option_3', message: MOCK_MESSAGES.optionText },
        { row: 6, column: 'explanation_2', message: MOCK_MESSAGES.explanationText },
      ],
    });
  });

  it('reports every problem of a row and of the file, not just the first', () => {
    const rows = csvRows(templateCsv());
    const at = (c: string) => CSV_COLUMNS.indexOf(c as never);
    rows[1][at('correct')] = 'E';
    rows[1][at('question')] = '';
    rows[1][at('question_hi')] = '';
    const result = parseMockCsv(toCsv(rows), { category_id: 3, timer: 0 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { row: null, column: 'name', message: 'Name is required' },
        { row: null, column: 'timer', message: MOCK_MESSAGES.timer },
        { row: 2, column: 'correct', message: IMPORT_MESSAGES.correct },
        { row: 2, column: 'question', message: MOCK_MESSAGES.questionText },
        { row: 2, column: 'question_hi', message: MOCK_MESSAGES.questionText },
      ]),
    );
    expect(result.problems).toHaveLength(5);
  });

  it('counts rows as the spreadsheet does: blank rows keep their number and are skipped', () => {
    const rows = csvRows(templateCsv());
    const at = (c: string) => CSV_COLUMNS.indexOf(c as never);
    const blank = rows[0].map(() => '');
    rows.splice(2, 0, blank); // row 3 is blank now; the second question is on row 4
    rows[3][at('option_1')] = '';
    const result = parseMockCsv(toCsv(rows) + '\r\n\r\n', details);
    expect(result).toEqual({ ok: false, problems: [{ row: 4, column: 'option_1', message: MOCK_MESSAGES.optionText }] });
  });

  it('the number of questions: the spec message for fewer than 5', () => {
    const rows = csvRows(templateCsv()).slice(0, 5); // header + 4 questions
    const result = parseMockCsv(toCsv(rows.map((r) => r.map((c, i) => (i < 6 ? '' : c)))), details);
    expect(result).toEqual({ ok: false, problems: [{ row: null, column: 'question', message: MOCK_MESSAGES.questions }] });
  });

  it('header problems: missing, unknown and repeated columns, on row 1', () => {
    const rows = csvRows(templateCsv());
    rows[0][CSV_COLUMNS.indexOf('explanation_4')] = 'explanation_5';
    rows[0][CSV_COLUMNS.indexOf('topic')] = 'question';
    const result = parseMockCsv(toCsv(rows), details);
    expect(result).toEqual({
      ok: false,
      problems: [
        { row: 1, column: 'explanation_5', message: "Unknown column 'explanation_5'" },
        { row: 1, column: 'question', message: "Column 'question' appears twice" },
        { row: 1, column: 'explanation_4', message: "Missing column 'explanation_4'" },
      ],
    });
  });

  it('sections: blanks among named rows, a section split in two, settings that disagree, bad numbers', () => {
    const rows = csvRows(templateCsv());
    const at = (c: string) => CSV_COLUMNS.indexOf(c as never);
    rows[2][at('section')] = ''; // row 3
    rows[5][at('section')] = 'Quantitative Aptitude'; // row 6: after Reasoning
    rows[3][at('section_time_limit')] = '15'; // row 4 disagrees with row 2
    rows[4][at('section_marks_correct')] = 'two'; // row 5: first row of Reasoning
    const result = parseMockCsv(toCsv(rows), details);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { row: 3, column: 'section', message: IMPORT_MESSAGES.sectionAll },
      { row: 4, column: 'section_time_limit', message: IMPORT_MESSAGES.sectionDisagree('section_time_limit', '10', 2) },
      { row: 5, column: 'section_marks_correct', message: MOCK_MESSAGES.sectionMarksCorrect },
      { row: 6, column: 'section', message: IMPORT_MESSAGES.sectionAgain('Quantitative Aptitude') },
    ]);
  });

  it('a broken quote or a row longer than the header is reported on its row', () => {
    const csv = toCsv(csvRows(templateCsv()));
    const lines = csv.split('\r\n');
    lines[2] = lines[2] + ',extra';
    const result = parseMockCsv(lines.join('\r\n'), details);
    expect(result).toEqual({ ok: false, problems: [{ row: 3, column: null, message: IMPORT_MESSAGES.tooManyCells(CSV_COLUMNS.length + 1, CSV_COLUMNS.length) }] });

    const broken = parseMockCsv(csv + '\r\n"unterminated,cell', details);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.problems).toEqual([{ row: 7, column: null, message: expect.stringMatching(/^The row's quotes do not match/) }]);
  });

  it('an empty file', () => {
    expect(parseMockCsv('\uFEFF  \n', details)).toEqual({ ok: false, problems: [{ row: null, column: null, message: IMPORT_MESSAGES.empty }] });
  });
});

describe('JSON', () => {
  it('the template imports as it is (category from the request)', () => {
    const result = parseMockJson(templateJson(), { category_id: 3 });
    expect(result).toEqual({ ok: true, test: MockTestCreateSchema.parse({ ...TEMPLATE_TEST, slug: undefined, category_id: 3 }) });
  });

  it('round-trips', () => {
    const test = MockTestCreateSchema.parse({ ...TEMPLATE_TEST, slug: 'my-practice-test', negative_marks: 0.25 });
    expect(parseMockJson(mockToJson(test))).toEqual({ ok: true, test });
  });

  it('refuses bad questions with the question number and the key', () => {
    const data = JSON.parse(templateJson());
    data.questions[0].correct = 4;
    data.questions[2].options = ['a', 'b', 'c'];
    data.questions[4].id = 17;
    data.timer = 1.5;
    const result = parseMockJson(JSON.stringify(data));
    expect(result).toEqual({
      ok: false,
      problems: [
        { row: null, column: 'timer', message: MOCK_MESSAGES.timer },
        { row: 1, column: 'correct', message: MOCK_MESSAGES.correct },
        { row: 3, column: 'options', message: MOCK_MESSAGES.options },
        { row: 5, column: null, message: 'Unknown or server-owned field: id' },
      ],
    });
  });

  it('not JSON, or not an object', () => {
    const bad = parseMockJson('{ "name": ');
    expect(!bad.ok && bad.problems[0].message).toMatch(/^The file is not valid JSON/);
    expect(parseMockJson('[1,2]')).toEqual({ ok: false, problems: [{ row: null, column: null, message: IMPORT_MESSAGES.jsonObject }] });
  });
});
