/**
 * Spreadsheet formula injection (issue 26, core/mock/transfer/formula.ts):
 * the CSV export never writes a cell that starts with '=', '+', '-', '@', tab
 * or CR, and export → import gives the very same test back, whatever its texts
 * start with (property test over generated texts).
 */
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { escapeFormula, unescapeFormula } from '#core/mock/transfer/formula.ts';
import { mockToCsv, parseMockCsv, TEMPLATE_TEST } from '#core/mock/transfer/index.ts';
import { MockTestCreateSchema, type MockTestCreate } from '#core/schemas/mock.ts';

const details = { name: 'Imported test', category_id: 3, timer: 20 };
const FORMULA_START = /^[=+\-@\t\r]/;

/** What a text may start with: formula characters, quotes before them, or nothing special. */
const lead = fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", "'=", "''+", "'-", "'@", "''", '=HYPERLINK("https://evil.example","x")', '-2+3', '+91', '@SUM(A1)', "'x", '');
/** A text of at least `min` characters that starts with `lead` (the rest never adds a control character the field refuses). */
const textOf = (min: number, multiLine: boolean) =>
  fc.tuple(lead, fc.string({ minLength: 0, maxLength: 20 }).map((s) => s.replace(multiLine ? /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g, ''))).map(
    ([start, rest]) => `${start}${rest}${'x'.repeat(Math.max(0, min - rest.length))}`,
  );

const questionArb = fc.record({
  question: textOf(12, true),
  options: fc.array(textOf(1, false), { minLength: 4, maxLength: 4 }),
  explanations: fc.array(textOf(22, true), { minLength: 4, maxLength: 4 }),
  topic: textOf(1, false),
});

function dataCells(csv: string): string[] {
  const [, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  return rows.flat();
}

describe('CSV formula injection', () => {
  it('escapeFormula and unescapeFormula are inverse, and the escaped cell never starts a formula', () => {
    fc.assert(
      fc.property(fc.tuple(lead, fc.string()).map(([a, b]) => a + b), (cell) => {
        const out = escapeFormula(cell);
        expect(FORMULA_START.test(out)).toBe(false);
        expect(unescapeFormula(out)).toBe(cell);
      }),
      { numRuns: 2000 },
    );
  });

  it('export → import gives identical questions and sections, and no exported cell starts a formula', () => {
    fc.assert(
      fc.property(fc.array(questionArb, { minLength: 5, maxLength: 5 }), textOf(1, false), (generated, sectionName) => {
        const parsed = MockTestCreateSchema.safeParse({
          ...TEMPLATE_TEST,
          ...details,
          slug: undefined,
          description: undefined,
          negative_marks: undefined,
          sections: [{ ...TEMPLATE_TEST.sections![0], name: sectionName, question_count: 3 }, TEMPLATE_TEST.sections![1]],
          questions: generated.map((q, i) => ({ ...q, correct: i % 4 })),
        });
        // Texts the schema refuses (e.g. a question that trims below 10 characters) are not this test's business.
        fc.pre(parsed.success);
        const test = parsed.data as MockTestCreate;
        const csv = mockToCsv(test);
        for (const cell of dataCells(csv)) expect(FORMULA_START.test(cell), JSON.stringify(cell)).toBe(false);
        expect(parseMockCsv(csv, details)).toEqual({ ok: true, test });
      }),
      { numRuns: 300 },
    );
  });

  it.each(['=HYPERLINK("https://evil.example/phish","Click")', '+cmd|" /C calc"!A0', '-2+3+cmd|" /C calc"!A0', '@SUM(1+9)*cmd|" /C calc"!A0'])('quotes %j in the export', (payload) => {
    const test = MockTestCreateSchema.parse({ ...TEMPLATE_TEST, ...details, slug: undefined, description: undefined, negative_marks: undefined, sections: undefined, questions: TEMPLATE_TEST.questions.map((q) => ({ ...q, options: [payload, ...q.options.slice(1)] })) });
    const csv = mockToCsv(test);
    expect(dataCells(csv)).toContain(`'${payload}`);
    expect(parseMockCsv(csv, details)).toEqual({ ok: true, test });
  });

  it('a number that starts with - round-trips as a number (a quoted cell is read back without the quote)', () => {
    const test = MockTestCreateSchema.parse({ ...TEMPLATE_TEST, ...details, slug: undefined, description: undefined, negative_marks: undefined });
    const csv = mockToCsv(test).replaceAll(',0.5,', ",'-0.5,");
    // marks_wrong takes no negative number: the import says so about the number, not about a quote.
    const result = parseMockCsv(csv, details);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toMatchObject({ column: 'section_marks_wrong', message: 'marks_wrong must be a number from 0 to 10' });
  });
});
