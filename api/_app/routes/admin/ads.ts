/** Ads: POST /ads, PUT /ads/{id}, DELETE /ads/{id}; GET /admin/ads lists every ad (inactive ones too). */
import { createRoute, z } from '@hono/zod-openapi';
import { listAllAds } from '#db/queries/admin.ts';
import { createAd, deleteAd, updateAd } from '#db/mutations/ads.ts';
import { AdCreateSchema, AdUpdateSchema } from '#core/schemas/ads.ts';
import { AdSchema } from '#core/schemas/responses/ads.ts';
import { AdminAdSchema, DeletedSchema } from '#core/schemas/responses/admin.ts';
import { createRouter } from '../../router';
import { dataOf, idInput, jsonResponse, limitInput, pageInput, pageOf, textInput } from '../../schemas';
import { admin, adminErrors, AREAS_OF, afterWrite, mutate, notFoundError, requireChanges } from './shared';

const guard = admin('Ads');
const params = z.object({ id: idInput() });
const json = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const listRoute = createRoute({
  ...guard,
  method: 'get',
  path: '/admin/ads',
  summary: 'Every ad (active or not), newest first, searchable by title or link',
  request: { query: z.object({ search: textInput('search', 100).optional(), page: pageInput, limit: limitInput(100, 20) }) },
  responses: { 200: jsonResponse(pageOf(AdminAdSchema), 'Ads'), ...adminErrors },
});

const createAdRoute = createRoute({
  ...guard,
  method: 'post',
  path: '/ads',
  summary: 'Create an ad (house ads appear in the blog grid)',
  request: { body: json(AdCreateSchema) },
  responses: { 201: jsonResponse(dataOf(AdSchema), 'Created'), ...adminErrors },
});

const updateAdRoute = createRoute({
  ...guard,
  method: 'put',
  path: '/ads/{id}',
  summary: 'Change any of an ad’s fields',
  request: { params, body: json(AdUpdateSchema) },
  responses: { 200: jsonResponse(dataOf(AdSchema), 'Updated'), ...adminErrors, ...notFoundError },
});

const deleteAdRoute = createRoute({
  ...guard,
  method: 'delete',
  path: '/ads/{id}',
  summary: 'Delete an ad',
  request: { params },
  responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError },
});

export const adminAdsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { search, page, limit } = c.req.valid('query');
    return c.json(await listAllAds(c.var.deps.db, { search: search || undefined, page, limit }), 200);
  })
  .openapi(createAdRoute, async (c) => {
    const ad = await mutate(() => createAd(c.var.deps.db, c.req.valid('json')));
    await afterWrite(c, AREAS_OF.ads, `ad ${ad.id} created`);
    return c.json({ data: ad }, 201);
  })
  .openapi(updateAdRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { ad } = await mutate(() => updateAd(c.var.deps.db, id, requireChanges(c.req.valid('json'))));
    await afterWrite(c, AREAS_OF.ads, `ad ${id} updated`);
    return c.json({ data: ad }, 200);
  })
  .openapi(deleteAdRoute, async (c) => {
    const { id } = c.req.valid('param');
    const ad = await mutate(() => deleteAd(c.var.deps.db, id));
    await afterWrite(c, AREAS_OF.ads, `ad ${id} deleted`);
    return c.json({ deleted: { id: ad.id, title: ad.title } }, 200);
  });
