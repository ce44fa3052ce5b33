/** Ads: POST /ads, PUT /ads/{id}, DELETE /ads/{id}; GET /admin/ads lists every ad (inactive ones too). */
import { createRoute, z } from '@hono/zod-openapi';
import { listAllAds } from '#db/queries/admin.ts';
import { createAd, deleteAd, updateAd } from '#db/mutations/ads.ts';
import { AdCreateSchema, AdUpdateSchema } from '#core/schemas/ads.ts';
import { AdSchema } from '#core/schemas/responses/ads.ts';
import { AdminAdSchema, DeletedSchema } from '#core/schemas/responses/admin.ts';
import { createRouter } from '../../router';
import { dataOf, jsonResponse, limitInput, pageInput, pageOf, textInput } from '../../schemas';
import { admin, adminErrors, adminWrite, AREAS_OF, idParams as params, jsonBody as json, notFoundError, requireChanges } from './shared';

const guard = admin('Ads');

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
  .openapi(createAdRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.ads,
      run: () => createAd(c.var.deps.db, c.req.valid('json')),
      reason: (ad) => `ad ${ad.id} created`,
      body: (ad) => ({ data: ad }),
      status: 201,
    }),
  )
  .openapi(updateAdRoute, (c) => {
    const { id } = c.req.valid('param');
    return adminWrite(c, {
      areas: AREAS_OF.ads,
      run: () => updateAd(c.var.deps.db, id, requireChanges(c.req.valid('json'))),
      reason: () => `ad ${id} updated`,
      body: ({ ad }) => ({ data: ad }),
      status: 200,
    });
  })
  .openapi(deleteAdRoute, (c) => {
    const { id } = c.req.valid('param');
    return adminWrite(c, {
      areas: AREAS_OF.ads,
      run: () => deleteAd(c.var.deps.db, id),
      reason: () => `ad ${id} deleted`,
      body: (ad) => ({ deleted: { id: ad.id, title: ad.title } }),
      status: 200,
    });
  });
