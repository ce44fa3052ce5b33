/**
 * Live pages: POST /live/pages, PUT /live/pages/{id}, PUT /live/pages/{id}/status,
 * DELETE /live/pages/{id}, POST /live/pages/{id}/events,
 * DELETE /live/pages/{id}/events/{eventId}; GET /admin/live/pages(/{id}) for the dashboard.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getAdminLivePage, listAdminLivePages } from '#db/queries/admin.ts';
import { addLiveEvent, createLivePage, deleteLiveEvent, deleteLivePage, setLiveStatus, updateLivePage, type LivePageRow } from '#db/mutations/live.ts';
import { LiveEventCreateSchema, LivePageCreateSchema, LivePageUpdateSchema, LiveStatusSchema } from '#core/schemas/live.ts';
import { AdminLivePageFullSchema, AdminLivePageRowSchema, AdminLivePageSchema, DeletedSchema, type AdminLivePage } from '#core/schemas/responses/admin.ts';
import { LiveEventSchema } from '#core/schemas/responses/live.ts';
import { ApiError } from '../../errors';
import { createRouter } from '../../router';
import { dataOf, idInput, jsonResponse, limitInput, pageInput, pageOf, textInput } from '../../schemas';
import { admin, adminErrors, adminWrite, AREAS_OF, conflictError, idParams as params, jsonBody as json, movedFrom, notFoundError, requireChanges } from './shared';

const guard = admin('Live pages');

const pageDto = (p: LivePageRow): AdminLivePage => ({ ...p, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString() });

const listRoute = createRoute({
  ...guard,
  method: 'get',
  path: '/admin/live/pages',
  summary: 'Live pages of any status, most recently updated first, searchable',
  request: {
    query: z.object({
      search: textInput('search', 100).optional(),
      status: z.enum(['live', 'archived'], { error: "status must be 'live' or 'archived'" }).optional(),
      page: pageInput,
      limit: limitInput(100, 20),
    }),
  },
  responses: { 200: jsonResponse(pageOf(AdminLivePageRowSchema), 'Live pages'), ...adminErrors },
});

const oneRoute = createRoute({
  ...guard,
  method: 'get',
  path: '/admin/live/pages/{id}',
  summary: 'One live page by id with its event feed (newest first)',
  request: { params },
  responses: { 200: jsonResponse(dataOf(AdminLivePageFullSchema), 'The page'), ...adminErrors, ...notFoundError },
});

const createPageRoute = createRoute({
  ...guard,
  method: 'post',
  path: '/live/pages',
  summary: 'Create a live page (slug derived from the title unless given)',
  request: { body: json(LivePageCreateSchema) },
  responses: { 201: jsonResponse(dataOf(AdminLivePageSchema), 'Created'), ...adminErrors, ...conflictError },
});

const updatePageRoute = createRoute({
  ...guard,
  method: 'put',
  path: '/live/pages/{id}',
  summary: 'Change a live page’s title, slug or description',
  request: { params, body: json(LivePageUpdateSchema) },
  responses: { 200: jsonResponse(dataOf(AdminLivePageSchema), 'Updated'), ...adminErrors, ...notFoundError, ...conflictError },
});

const statusRoute = createRoute({
  ...guard,
  method: 'put',
  path: '/live/pages/{id}/status',
  summary: "Set the status: 'live' or 'archived'",
  request: { params, body: json(LiveStatusSchema) },
  responses: { 200: jsonResponse(dataOf(AdminLivePageSchema), 'Updated'), ...adminErrors, ...notFoundError },
});

const deletePageRoute = createRoute({
  ...guard,
  method: 'delete',
  path: '/live/pages/{id}',
  summary: 'Delete a live page and its events',
  request: { params },
  responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError },
});

const addEventRoute = createRoute({
  ...guard,
  method: 'post',
  path: '/live/pages/{id}/events',
  summary: 'Post an event to a live page (shown first in its feed)',
  request: { params, body: json(LiveEventCreateSchema) },
  responses: { 201: jsonResponse(dataOf(LiveEventSchema), 'Created'), ...adminErrors, ...notFoundError },
});

const deleteEventRoute = createRoute({
  ...guard,
  method: 'delete',
  path: '/live/pages/{id}/events/{eventId}',
  summary: 'Delete one event of a live page',
  request: { params: z.object({ id: idInput(), eventId: idInput('eventId') }) },
  responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError },
});

export const adminLiveRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { search, status, page, limit } = c.req.valid('query');
    return c.json(await listAdminLivePages(c.var.deps.db, { search: search || undefined, status, page, limit }), 200);
  })
  .openapi(oneRoute, async (c) => {
    const page = await getAdminLivePage(c.var.deps.db, c.req.valid('param').id);
    if (!page) throw new ApiError(404, 'NOT_FOUND', 'Live page not found');
    return c.json({ data: page }, 200);
  })
  .openapi(createPageRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.live,
      run: () => createLivePage(c.var.deps.db, c.req.valid('json')),
      reason: (page) => `live page created: /live/${page.slug}`,
      body: (page) => ({ data: pageDto(page) }),
      status: 201,
    }),
  )
  .openapi(updatePageRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.live,
      run: () => updateLivePage(c.var.deps.db, c.req.valid('param').id, requireChanges(c.req.valid('json'))),
      reason: ({ before, page }) => `live page updated: /live/${page.slug}${movedFrom('/live/', before.slug, page.slug)}`,
      body: ({ page }) => ({ data: pageDto(page) }),
      status: 200,
    }),
  )
  .openapi(statusRoute, (c) => {
    const { status } = c.req.valid('json');
    return adminWrite(c, {
      areas: AREAS_OF.live,
      run: () => setLiveStatus(c.var.deps.db, c.req.valid('param').id, status),
      reason: ({ page }) => `live page ${status === 'archived' ? 'archived' : 'set live'}: /live/${page.slug}`,
      body: ({ page }) => ({ data: pageDto(page) }),
      status: 200,
    });
  })
  .openapi(deletePageRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.live,
      run: () => deleteLivePage(c.var.deps.db, c.req.valid('param').id),
      reason: ({ page }) => `live page deleted: /live/${page.slug}`,
      body: ({ page, events }) => ({ deleted: { id: page.id, slug: page.slug, events } }),
      status: 200,
    }),
  )
  .openapi(addEventRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.live,
      run: () => addLiveEvent(c.var.deps.db, c.req.valid('param').id, c.req.valid('json')),
      reason: ({ page }) => `live event posted on /live/${page.slug}`,
      body: ({ event }) => ({ data: { id: event.id, title: event.title, body: event.body, createdAt: event.createdAt.toISOString() } }),
      status: 201,
    }),
  )
  .openapi(deleteEventRoute, (c) => {
    const { id, eventId } = c.req.valid('param');
    return adminWrite(c, {
      areas: AREAS_OF.live,
      run: () => deleteLiveEvent(c.var.deps.db, id, eventId),
      reason: ({ page }) => `live event deleted on /live/${page.slug}`,
      body: ({ event }) => ({ deleted: { id: event.id, title: event.title } }),
      status: 200,
    });
  });
