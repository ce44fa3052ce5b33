/**
 * Mock tests: POST /mocks/categories, PUT/DELETE /mocks/categories/{id};
 * POST /mocks (the creation payload: timer and questions, validated with the
 * spec's messages by the schema the dashboard uses too); DELETE /mocks/{id}
 * only with confirm: true. GET /admin/mocks(/{id}) for the dashboard (the
 * public GET /mocks/categories lists the categories).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getAdminMock, listAdminMocks } from '#db/queries/admin.ts';
import { createMockCategory, createMockTest, deleteMockCategory, deleteMockTest, updateMockCategory } from '#db/mutations/mocks.ts';
import { confirmSchema } from '#core/schemas/common.ts';
import { MockCategoryCreateSchema, MockCategoryUpdateSchema, MockTestCreateSchema } from '#core/schemas/mock.ts';
import { AdminMockCategorySchema, AdminMockRowSchema, AdminMockSchema, CreatedMockSchema, DeletedSchema } from '#core/schemas/responses/admin.ts';
import { ApiError } from '../../errors';
import { createRouter } from '../../router';
import { dataOf, intInput, jsonResponse, limitInput, MAX_INT, pageInput, pageOf, textInput } from '../../schemas';
import { admin, adminErrors, adminWrite, AREAS_OF, conflictError, idParams as params, jsonBody as json, notFoundError, parseOrThrow, requireChanges } from './shared';

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

export const adminMocksRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { search, category_id: categoryId, page, limit } = c.req.valid('query');
    return c.json(await listAdminMocks(c.var.deps.db, { search: search || undefined, categoryId, page, limit }), 200);
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
      reason: (test) => `mock test created: /mock-test/test/${test.slug}`,
      body: (test) => ({ data: test }),
      status: 201,
    }),
  )
  .openapi(deleteMockRoute, async (c) => {
    const { id } = c.req.valid('param');
    // The body (validated when JSON) or ?confirm=true; anything else is refused.
    const body = c.req.valid('json') as { confirm?: true };
    parseOrThrow(DeleteMockConfirm, body.confirm === true || c.req.valid('query').confirm === 'true' ? { confirm: true } : {});
    return adminWrite(c, {
      areas: AREAS_OF.mocks,
      run: () => deleteMockTest(c.var.deps.db, id),
      reason: (test) => `mock test deleted: /mock-test/test/${test.slug}`,
      body: (test) => ({ deleted: test }),
      status: 200,
    });
  });
