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
import { dataOf, idInput, intInput, jsonResponse, limitInput, MAX_INT, pageInput, pageOf, textInput } from '../../schemas';
import { admin, adminErrors, AREAS_OF, afterWrite, conflictError, mutate, notFoundError, parseOrThrow, requireChanges } from './shared';

const guard = admin('Mock tests');
const params = z.object({ id: idInput() });
const json = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

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
  .openapi(createCategoryRoute, async (c) => {
    const category = await mutate(() => createMockCategory(c.var.deps.db, c.req.valid('json')));
    await afterWrite(c, AREAS_OF.mocks, `mock-test category created: ${category.name}`);
    return c.json({ data: category }, 201);
  })
  .openapi(updateCategoryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { category } = await mutate(() => updateMockCategory(c.var.deps.db, id, requireChanges(c.req.valid('json'))));
    await afterWrite(c, AREAS_OF.mocks, `mock-test category updated: ${category.name}`);
    return c.json({ data: category }, 200);
  })
  .openapi(deleteCategoryRoute, async (c) => {
    const { id } = c.req.valid('param');
    const category = await mutate(() => deleteMockCategory(c.var.deps.db, id));
    await afterWrite(c, AREAS_OF.mocks, `mock-test category deleted: ${category.name}`);
    return c.json({ deleted: { id: category.id, name: category.name } }, 200);
  })
  .openapi(createMockRoute, async (c) => {
    const test = await mutate(() => createMockTest(c.var.deps.db, c.req.valid('json')));
    await afterWrite(c, AREAS_OF.mocks, `mock test created: /mock-test/test/${test.slug}`);
    return c.json({ data: test }, 201);
  })
  .openapi(deleteMockRoute, async (c) => {
    const { id } = c.req.valid('param');
    // The body (validated when JSON) or ?confirm=true; anything else is refused.
    const body = c.req.valid('json') as { confirm?: true };
    parseOrThrow(DeleteMockConfirm, body.confirm === true || c.req.valid('query').confirm === 'true' ? { confirm: true } : {});
    const test = await mutate(() => deleteMockTest(c.var.deps.db, id));
    await afterWrite(c, AREAS_OF.mocks, `mock test deleted: /mock-test/test/${test.slug}`);
    return c.json({ deleted: test }, 200);
  });
