/**
 * The dashboard's rebuild panel.
 *
 *   GET  /admin/build-status   the last build (time, result, pages), whether one
 *                              runs, pending edits, recent edits
 *   POST /admin/rebuild        ask for a rebuild now (debounced like any edit)
 *
 * Locally `npm start` passes the site builder's status (deps.buildStatus).
 * On Vercel there is no builder to ask: the panel shows the rebuild hook's
 * configuration and the recent edits, the newest being the last rebuild
 * request sent to the hook (debounced).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../router';
import { BuildStatusSchema } from '#core/schemas/responses/admin.ts';
import { dataOf, jsonResponse } from '../../schemas';
import { admin, adminErrors, afterWrite, recentEdits } from './shared';

const guard = admin('Builds');

const statusRoute = createRoute({
  ...guard,
  method: 'get',
  path: '/admin/build-status',
  summary: 'Site build status for the rebuild panel',
  responses: { 200: jsonResponse(dataOf(BuildStatusSchema), 'Status'), ...adminErrors },
});

const rebuildRoute = createRoute({
  ...guard,
  method: 'post',
  path: '/admin/rebuild',
  summary: 'Ask for a site rebuild now',
  responses: { 202: jsonResponse(z.object({ requested: z.literal(true) }), 'Requested'), ...adminErrors },
});

export const adminBuildRoutes = createRouter()
  .openapi(statusRoute, async (c) => {
    const { buildStatus, env } = c.var.deps;
    const edits = await recentEdits(c);
    const local = buildStatus?.();
    return c.json(
      {
        data: {
          mode: local ? ('local' as const) : env.REBUILD_HOOK_URL ? ('hook' as const) : ('none' as const),
          building: local ? local.building : null,
          pendingEdits: local ? local.pendingEdits : null,
          lastBuild: local?.last ?? null,
          lastRequest: edits[0] ?? null,
          recentEdits: edits,
        },
      },
      200,
    );
  })
  .openapi(rebuildRoute, async (c) => {
    await afterWrite(c, [], `manual rebuild by ${c.var.admin!.adminId}`);
    return c.json({ requested: true as const }, 202);
  });
