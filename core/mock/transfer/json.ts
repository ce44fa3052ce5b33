/**
 * JSON import and export of a mock test: the file is the creation payload of
 * POST /mocks (name, slug, description, category_id, negative_marks, timer,
 * the test's own instructions and calculator setting when set (issue 29),
 * sections, questions). Problems name the question (row = its number, 1 for
 * the first) and the key inside it ('options[2]').
 */
import type { MockTestCreate, MockTestCreateInput } from '../../schemas/mock';
import { IMPORT_MESSAGES, type ImportDetails } from '../../schemas/mock-import';
import { validate, type ImportResult, type Locate } from './problems';

const key = (path: readonly PropertyKey[]) => path.map((p, n) => (typeof p === 'number' ? `[${p}]` : n === 0 ? String(p) : `.${String(p)}`)).join('');

const locate: Locate = (path) => {
  const [top, i, ...rest] = path;
  if (top === 'questions' && typeof i === 'number') return { row: i + 1, column: rest.length ? key(rest) : null };
  return { row: null, column: path.length ? key(path) : null };
};

/** Only the fields the import request gives (undefined ones leave the file's own). */
const given = (details: ImportDetails) => Object.fromEntries(Object.entries(details).filter(([, v]) => v !== undefined));

export function parseMockJson(text: string, details: ImportDetails = {}): ImportResult {
  const source = text.replace(/^\uFEFF/, '');
  if (!source.trim()) return { ok: false, problems: [{ row: null, column: null, message: IMPORT_MESSAGES.empty }] };
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (e) {
    return { ok: false, problems: [{ row: null, column: null, message: `${IMPORT_MESSAGES.notJson}: ${(e as Error).message}` }] };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, problems: [{ row: null, column: null, message: IMPORT_MESSAGES.jsonObject }] };
  return validate({ ...(data as MockTestCreateInput), ...given(details) } as MockTestCreateInput, locate, []);
}

/** The test as the JSON file the import takes (two-space indented, keys in the payload's order). */
export function mockToJson(test: MockTestCreate): string {
  const out = {
    name: test.name,
    ...(test.slug ? { slug: test.slug } : {}),
    description: test.description ?? '',
    category_id: test.category_id,
    negative_marks: test.negative_marks ?? null,
    timer: test.timer,
    ...(test.instructions ? { instructions: test.instructions } : {}),
    ...(test.instructions_hi ? { instructions_hi: test.instructions_hi } : {}),
    ...(test.calculator ? { calculator: true } : {}),
    ...(test.practice ? { practice: test.practice } : {}),
    ...(test.sections?.length ? { sections: test.sections } : {}),
    questions: test.questions,
  };
  return JSON.stringify(out, null, 2) + '\n';
}
