/**
 * Mock tests: POST /mocks/categories, PUT/DELETE /mocks/categories/{id};
 * POST /mocks (the creation payload: timer and questions, validated with the
 * spec's messages by the schema the dashboard uses too); DELETE /mocks/{id}
 * only with confirm: true. GET /admin/mocks(/{id}) for the dashboard (the
 * public GET /mocks/categories lists the categories).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { getAdminMock, listAdminMocks, practicePlaceOf } from '#db/queries/admin.ts';
import { createMockCategory, createMockTest, deleteMockCategory, deleteMockTest, setMockStatus, updateMockCategory, updateMockTest } from '#db/mutations/mocks.ts';
import { MutationError } from '#db/mutations/errors.ts';
import { mockToCsv, mockToJson, parseMockCsv, parseMockJson } from '#core/mock/transfer/index.ts';
import { testInLog, type TestPlace } from '#core/mock/practice.ts';
import { confirmSchema } from '#core/schemas/common.ts';
import { MockCategoryCreateSchema, MockCategoryUpdateSchema, MockStatusUpdateSchema, MockTestCreateSchema, MockTestUpdateSchema, type MockTestCreate } from '#core/schemas/mock.ts';
import { ExportFormatSchema, IMPORT_MAX_BYTES, IMPORT_MESSAGES, ImportProblemSchema, MockImportSchema, type ImportProblem } from '#core/schemas/mock-import.ts';
import { AdminMockCategorySchema, AdminMockRowSchema, AdminMockSchema, CreatedMockSchema, DeletedSchema, type AdminMock } from '#core/schemas/responses/admin.ts';
import type { AppBindings } from '../../context';
import { ApiError } from '../../errors';
import { createRouter } from '../../router';
import { dataOf, intInput, jsonResponse, limitInput, MAX_INT, pageInput, pageOf, textInput } from '../../schemas';
import { admin, adminErrors, adminWrite, AREAS_OF, conflictError, idParams as params, jsonBody as json, movedFrom, notFoundError, parseOrThrow, requireChanges } from './shared';

const guard = admin('Mock tests');

const DeleteMockConfirm = confirmSchema('a mock test');

const listRoute = createRoute({
  ...guard,
  method: 'get',
  path: '/admin/mocks',
  summary: 'Mock tests, newest first, searchable by name or slug',
  request: {
    query: z.object({
      search: textInput('search', 100).optional(),
      category_id: intInput('category_id', 1, MAX_INT).optional(),
      kind: z.enum(['test', 'practice'], { error: "kind must be 'test' or 'practice'" }).optional().openapi({ param: { in: 'query', name: 'kind' } }),
      page: pageInput,
      limit: limitInput(100, 20),
    }),
  },
  responses: { 200: jsonResponse(pageOf(AdminMockRowSchema), 'Mock tests'), ...adminErrors },
});

const oneRoute = createRoute({
  ...guard,
  method: 'get',
  path: '/admin/mocks/{id}',
  summary: 'One mock test with its questions, answers and explanations',
  request: { params },
  responses: { 200: jsonResponse(dataOf(AdminMockSchema), 'The test'), ...adminErrors, ...notFoundError },
});

const createCategoryRoute = createRoute({
  ...guard,
  method: 'post',
  path: '/mocks/categories',
  summary: 'Create a mock-test category',
  request: { body: json(MockCategoryCreateSchema) },
  responses: { 201: jsonResponse(dataOf(AdminMockCategorySchema), 'Created'), ...adminErrors, ...conflictError },
});

const updateCategoryRoute = createRoute({
  ...guard,
  method: 'put',
  path: '/mocks/categories/{id}',
  summary: 'Rename or describe a mock-test category',
  request: { params, body: json(MockCategoryUpdateSchema) },
  responses: { 200: jsonResponse(dataOf(AdminMockCategorySchema), 'Updated'), ...adminErrors, ...notFoundError, ...conflictError },
});

const deleteCategoryRoute = createRoute({
  ...guard,
  method: 'delete',
  path: '/mocks/categories/{id}',
  summary: 'Delete a mock-test category (409 while it has tests)',
  request: { params },
  responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError, ...conflictError },
});

const createMockRoute = createRoute({
  ...guard,
  method: 'post',
  path: '/mocks',
  summary: 'Create a mock test with its questions (5 to 100, 4 options each, explanations for every option)',
  request: { body: json(MockTestCreateSchema) },
  responses: { 201: jsonResponse(dataOf(CreatedMockSchema), 'Created'), ...adminErrors, ...conflictError },
});

const updateMockRoute = createRoute({
  ...guard,
  method: 'put',
  path: '/mocks/{id}',
  summary: 'Replace a mock test’s details, sections and questions (ids keep questions and sections; order = position). A test with attempts keeps its paper: 409 PAPER_FIXED',
  request: { params, body: json(MockTestUpdateSchema) },
  responses: { 200: jsonResponse(dataOf(CreatedMockSchema), 'Updated'), ...adminErrors, ...notFoundError, ...conflictError },
});

const statusRoute = createRoute({
  ...guard,
  method: 'put',
  path: '/mocks/{id}/status',
  summary: 'Publish a mock test or make it a draft again (drafts are off the site)',
  request: { params, body: json(MockStatusUpdateSchema) },
  responses: { 200: jsonResponse(dataOf(z.object({ id: z.number().int(), slug: z.string(), name: z.string(), status: z.enum(['draft', 'published']) })), 'Updated'), ...adminErrors, ...notFoundError },
});

/** The import's whole request: the file (2 MB) and a little around it. */
const importLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES + 64 * 1024,
  onError: (c) => c.json({ error: 'The file is too large: at most 2 MB', code: 'PAYLOAD_TOO_LARGE' }, 413),
}) as MiddlewareHandler<AppBindings>;

const ImportRefusedSchema = z
  .object({ error: z.string(), code: z.literal('IMPORT_INVALID'), problems: z.array(ImportProblemSchema) })
  .meta({ id: 'ImportRefused', description: 'Every problem of the file; nothing was saved' });

const importRoute = createRoute({
  ...guard,
  middleware: [guard.middleware, importLimit],
  method: 'post',
  path: '/mocks/import',
  summary: 'Create a mock test (as a draft) from a CSV or JSON file; all or nothing, every problem reported with its row and column',
  request: { body: json(MockImportSchema) },
  responses: {
    201: jsonResponse(dataOf(CreatedMockSchema), 'Imported (a draft)'),
    ...adminErrors,
    422: jsonResponse(ImportRefusedSchema, 'The file has problems (IMPORT_INVALID); nothing was saved'),
    ...conflictError,
    413: jsonResponse(z.object({ error: z.string(), code: z.string() }), 'Request too large'),
  },
});

const exportRoute = createRoute({
  ...guard,
  method: 'get',
  path: '/mocks/{id}/export',
  summary: 'A mock test as the CSV or JSON file the import takes',
  request: { params, query: z.object({ format: ExportFormatSchema.default('csv') }) },
  responses: {
    200: {
      description: 'The file (Content-Disposition: attachment)',
      content: { 'text/csv': { schema: z.string() }, 'application/json': { schema: MockTestCreateSchema } },
    },
    ...adminErrors,
    ...notFoundError,
  },
});

/** The stored test as the creation payload (what the files hold). */
function asPayload(m: AdminMock): MockTestCreate {
  return {
    name: m.name,
    slug: m.slug,
    description: m.description,
    category_id: m.category_id,
    negative_marks: m.negative_marks,
    timer: m.timer,
    // Issue 29: the test's own instructions and the calculator setting travel with the JSON file (a CSV holds only questions).
    ...(m.instructions ? { instructions: m.instructions } : {}),
    ...(m.instructions_hi ? { instructions_hi: m.instructions_hi } : {}),
    ...(m.calculator ? { calculator: true } : {}),
    ...(m.sections ? { sections: m.sections.map(({ id: _id, name_hi, ...s }) => ({ ...s, ...(name_hi ? { name_hi } : {}) })) } : {}),
    questions: m.questions.map(({ id: _id, ...q }) => q),
  };
}

const refused = (problems: ImportProblem[]) => new ApiError(422, 'IMPORT_INVALID', IMPORT_MESSAGES.refused(problems.length), { problems });

const deleteMockRoute = createRoute({
  ...guard,
  method: 'delete',
  path: '/mocks/{id}',
  summary: 'Delete a mock test with its questions and attempts: only with confirm: true (body, or ?confirm=true)',
  request: {
    params,
    query: z.object({ confirm: z.enum(['true', 'false'], { error: "confirm must be 'true'" }).optional() }),
    body: { required: false, content: { 'application/json': { schema: DeleteMockConfirm } } },
  },
  responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError },
});

/** 'mock test created: /mock-test/test/x', or for a practice set its topic page (it has no /mock-test page). */
const inLog = (verb: string, place: TestPlace) => {
  const { noun, page } = testInLog(place);
  return `${noun} ${verb}: ${page}`;
};

export const adminMocksRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { search, category_id: categoryId, kind, page, limit } = c.req.valid('query');
    return c.json(await listAdminMocks(c.var.deps.db, { search: search || undefined, categoryId, kind, page, limit }), 200);
  })
  .openapi(oneRoute, async (c) => {
    const test = await getAdminMock(c.var.deps.db, c.req.valid('param').id);
    if (!test) throw new ApiError(404, 'NOT_FOUND', 'Mock test not found');
    return c.json({ data: test }, 200);
  })
  .openapi(createCategoryRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.mocks,
      run: () => createMockCategory(c.var.deps.db, c.req.valid('json')),
      reason: (category) => `mock-test category created: ${category.name}`,
      body: (category) => ({ data: category }),
      status: 201,
    }),
  )
  .openapi(updateCategoryRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.mocks,
      run: () => updateMockCategory(c.var.deps.db, c.req.valid('param').id, requireChanges(c.req.valid('json'))),
      reason: ({ category }) => `mock-test category updated: ${category.name}`,
      body: ({ category }) => ({ data: category }),
      status: 200,
    }),
  )
  .openapi(deleteCategoryRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.mocks,
      run: () => deleteMockCategory(c.var.deps.db, c.req.valid('param').id),
      reason: (category) => `mock-test category deleted: ${category.name}`,
      body: (category) => ({ deleted: { id: category.id, name: category.name } }),
      status: 200,
    }),
  )
  .openapi(createMockRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.mocks,
      run: () => createMockTest(c.var.deps.db, c.req.valid('json')),
      reason: (test) => inLog('created', { slug: test.slug, exam: test.category_name, practice: c.req.valid('json').practice ?? null }),
      body: (test) => ({ data: test }),
      status: 201,
    }),
  )
  .openapi(updateMockRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.mocks,
      run: () => updateMockTest(c.var.deps.db, c.req.valid('param').id, c.req.valid('json')),
      reason: ({ place, before }) => `${inLog('updated', place)}${movedFrom('', testInLog(before.place).page, testInLog(place).page)}`,
      body: ({ test }) => ({ data: test }),
      status: 200,
    }),
  )
  .openapi(statusRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.mocks,
      run: () => setMockStatus(c.var.deps.db, c.req.valid('param').id, c.req.valid('json').status),
      reason: ({ test, place }) => inLog(test.status === 'published' ? 'published' : 'unpublished', place),
      body: ({ test }) => ({ data: test }),
      status: 200,
    }),
  )
  .openapi(importRoute, async (c) => {
    const { format, content, ...details } = c.req.valid('json');
    const result = format === 'csv' ? parseMockCsv(content, details) : parseMockJson(content, details);
    if (!result.ok) throw refused(result.problems);
    return adminWrite(c, {
      areas: AREAS_OF.mocks,
      // The file's test as a draft; a category that does not exist is one more problem of the file.
      run: () =>
        createMockTest(c.var.deps.db, { ...result.test, status: 'draft' }).catch((err: unknown) => {
          if (err instanceof MutationError && err.kind === 'invalid') throw refused([{ row: null, column: err.field ?? null, message: err.message }]);
          throw err;
        }),
      reason: (test) => `mock test imported (draft): ${test.slug}`,
      body: (test) => ({ data: test }),
      status: 201,
    });
  })
  .openapi(exportRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { format } = c.req.valid('query');
    const test = await getAdminMock(c.var.deps.db, id);
    if (!test) throw new ApiError(404, 'NOT_FOUND', 'Mock test not found');
    // Issue 30: a practice set's place travels with the JSON file (a CSV import takes it with the request).
    const practice = await practicePlaceOf(c.var.deps.db, id);
    const payload = { ...asPayload(test), ...(practice ? { practice } : {}) };
    const text = format === 'csv' ? mockToCsv(payload) : mockToJson(payload);
    return c.body(text, 200, {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${test.slug}.${format}"`,
      'cache-control': 'no-store',
    }) as never;
  })
  .openapi(deleteMockRoute, async (c) => {
    const { id } = c.req.valid('param');
    // The body (validated when JSON) or ?confirm=true; anything else is refused.
    const body = c.req.valid('json') as { confirm?: true };
    parseOrThrow(DeleteMockConfirm, body.confirm === true || c.req.valid('query').confirm === 'true' ? { confirm: true } : {});
    return adminWrite(c, {
      areas: AREAS_OF.mocks,
      run: () => deleteMockTest(c.var.deps.db, id),
      reason: ({ place }) => inLog('deleted', place),
      body: ({ deleted }) => ({ deleted }),
      status: 200,
    });
  });
