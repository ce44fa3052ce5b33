/** Mock-test files: CSV and JSON import (validated, every problem located) and export, and the templates. */
export { parseMockCsv, mockToCsv } from './csv';
export { parseMockJson, mockToJson } from './json';
export { templateCsv, templateJson, TEMPLATE_TEST } from './template';
export { CSV_COLUMNS, REQUIRED_COLUMNS } from './columns';
export type { ImportResult } from './problems';
