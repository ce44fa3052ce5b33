/**
 * Question reports in the dashboard (issue 18; docs/admin.md):
 * GET /admin/reports (status filter, paged, with the counts per status) and
 * PATCH /admin/reports/{id} { status } to resolve, dismiss or reopen. A
 * report's status is not public content: no cache invalidation, no rebuild.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getReport, listReports, reportCounts } from '#db/queries/question-tools.ts';
import { setReportStatus } from '#db/mutations/question-tools.ts';
import { QuestionReportUpdateSchema, REPORT_STATUSES } from '#core/schemas/question-tools.ts';
import { AdminQuestionReportSchema, ReportCountsSchema } from '#core/schemas/responses/question-tools.ts';
import { PaginationSchema } from '#core/schemas/responses/common.ts';
import { nowMs } from '../../context';
import { ApiError } from '../../errors';
import { createRouter } from '../../router';
import { dataOf, jsonResponse, limitInput, pageInput } from '../../schemas';
import { admin, adminErrors, idParams as params, jsonBody as json, mutate, notFoundError } from './shared';

const guard = admin('Question reports');

const listRoute = createRoute({
  ...guard,
  method: 'get',
  path: '/admin/reports',
  summary: 'Question reports, newest first (status=open|resolved|dismissed), with the count of each status',
  request: {
    query: z.object({
      status: z.enum(REPORT_STATUSES, { error: "status must be 'open', 'resolved' or 'dismissed'" }).optional(),
      page: pageInput,
      limit: limitInput(100, 20),
    }),
  },
  responses: {
    200: jsonResponse(z.object({ data: z.array(AdminQuestionReportSchema), pagination: PaginationSchema, counts: ReportCountsSchema }), 'Reports'),
    ...adminErrors,
  },
});

const updateRoute = createRoute({
  ...guard,
  method: 'patch',
  path: '/admin/reports/{id}',
  summary: 'Resolve, dismiss or reopen a question report',
  request: { params, body: json(QuestionReportUpdateSchema) },
  responses: { 200: jsonResponse(dataOf(AdminQuestionReportSchema), 'Updated'), ...adminErrors, ...notFoundError },
});

export const adminReportsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { status, page, limit } = c.req.valid('query');
    const db = c.var.deps.db;
    const [list, counts] = await Promise.all([listReports(db, { page, limit }, { status }), reportCounts(db)]);
    return c.json({ ...list, counts }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    await mutate(() => setReportStatus(c.var.deps.db, id, status, new Date(nowMs(c.var.deps))));
    const report = await getReport(c.var.deps.db, id);
    if (!report) throw new ApiError(404, 'NOT_FOUND', 'Report not found');
    c.var.deps.log.info(`admin ${c.var.admin?.adminId ?? '?'}: question report ${id} ${status}`);
    return c.json({ data: report }, 200);
  });
