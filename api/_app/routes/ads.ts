/** Advertisements: active ads and one random house ad. */
import { randomInt } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { listActiveAds } from '#db/queries/ads.ts';
import { CACHE_POLICIES, publicCache, sendJson } from '../middleware/http-cache';
import { cachedJson, readThrough } from '../read-cache';
import { createRouter } from '../router';
import { AdSchema } from '#core/schemas/responses/ads.ts';
import { dataOf, errorResponses, jsonResponse, notModifiedResponse } from '../schemas';

const tags = ['Ads'];

const listRoute = createRoute({
  method: 'get',
  path: '/ads',
  tags,
  summary: 'Active ads (all kinds unless `kind` is given)',
  middleware: publicCache(CACHE_POLICIES.content),
  request: { query: z.object({ kind: z.enum(['house', 'network'], { error: "kind must be 'house' or 'network'" }).optional() }) },
  responses: { 200: jsonResponse(dataOf(z.array(AdSchema)), 'Active ads'), ...notModifiedResponse, ...errorResponses },
});

const randomRoute = createRoute({
  method: 'get',
  path: '/ads/random',
  tags,
  summary: 'One active house ad chosen at random (null when there is none); not cacheable',
  responses: { 200: jsonResponse(dataOf(AdSchema.nullable()), 'A house ad or null'), ...errorResponses },
});

export const adsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { kind } = c.req.valid('query');
    return sendJson(c, await cachedJson(c, 'ads', `active:${kind ?? 'all'}`, async () => ({ data: await listActiveAds(c.var.deps.db, kind) })));
  })
  .openapi(randomRoute, async (c) => {
    // Picked from the cached list rather than ORDER BY random() per request.
    const ads = await readThrough(c, 'ads', 'active:house', () => listActiveAds(c.var.deps.db, 'house'));
    return c.json({ data: ads.length ? ads[randomInt(ads.length)] : null }, 200);
  });
