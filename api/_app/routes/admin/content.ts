/**
 * Blog content (not in the spec's call list, which admins need to run the
 * site): articles, blog categories, series and series membership/order.
 *
 *   GET    /admin/articles            list (search, category, series, paging)
 *   GET    /admin/articles/{id}       one article's raw fields for the editor
 *   POST   /admin/articles            create (HTML sanitized on save)
 *   PUT    /admin/articles/{id}       change any field
 *   DELETE /admin/articles/{id}
 *   POST   /admin/categories          PUT/DELETE /admin/categories/{id} (409 while used)
 *   POST   /admin/series              PUT/DELETE /admin/series/{id} (409 while it has parts)
 *   PUT    /admin/series/{id}/articles  the parts, in order
 */
import { createRoute, z } from '@hono/zod-openapi';
import { getAdminArticle, listAdminArticles } from '#db/queries/admin.ts';
import {
  createArticle,
  createCategory,
  createSeries,
  deleteArticle,
  deleteCategory,
  deleteSeries,
  renameCategory,
  setSeriesMembership,
  updateArticle,
  updateSeries,
  type ArticleRow,
} from '#db/mutations/content.ts';
import { ArticleCreateSchema, ArticleUpdateSchema, CategoryInputSchema, SeriesCreateSchema, SeriesMembershipSchema, SeriesUpdateSchema } from '#core/schemas/content.ts';
import {
  AdminArticleListItemSchema,
  AdminArticleRowSchema,
  AdminArticleSchema,
  AdminNamedSchema,
  AdminSeriesSchema,
  DeletedSchema,
  SeriesPartsSchema,
  type AdminArticleRow,
} from '#core/schemas/responses/admin.ts';
import { LOCALES } from '#core/i18n/locales.ts';
import { ApiError } from '../../errors';
import { createRouter } from '../../router';
import { dataOf, intInput, jsonResponse, limitInput, MAX_INT, pageInput, pageOf, textInput } from '../../schemas';
import { admin, adminErrors, adminWrite, AREAS_OF, conflictError, idParams as params, jsonBody as json, movedFrom, notFoundError, requireChanges } from './shared';

const articleDto = (a: ArticleRow): AdminArticleRow => ({
  id: a.id,
  slug: a.slug,
  title: a.title,
  categoryId: a.categoryId,
  series: a.isSeries,
  seriesId: a.seriesId,
  seriesOrder: a.seriesOrder,
  lang: a.lang,
  translationOf: a.translationOf,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

// ---------------------------------------------------------------- articles

const articles = admin('Articles');

const listArticlesRoute = createRoute({
  ...articles,
  method: 'get',
  path: '/admin/articles',
  summary: 'Articles, newest first (series order with series_id), searchable by title or slug',
  request: {
    query: z.object({
      search: textInput('search', 100).optional(),
      category_id: intInput('category_id', 1, MAX_INT).optional(),
      series_id: intInput('series_id', 1, MAX_INT).optional(),
      lang: z.enum(LOCALES, { error: `lang must be one of: ${LOCALES.join(', ')}` }).optional().openapi({ description: 'Only articles in this language (the translation picker)' }),
      page: pageInput,
      limit: limitInput(100, 20),
    }),
  },
  responses: { 200: jsonResponse(pageOf(AdminArticleListItemSchema), 'Articles'), ...adminErrors },
});

const oneArticleRoute = createRoute({
  ...articles,
  method: 'get',
  path: '/admin/articles/{id}',
  summary: 'One article’s fields for editing (stored, sanitized HTML; no visit counted)',
  request: { params },
  responses: { 200: jsonResponse(dataOf(AdminArticleSchema), 'The article'), ...adminErrors, ...notFoundError },
});

const createArticleRoute = createRoute({
  ...articles,
  method: 'post',
  path: '/admin/articles',
  summary: 'Create an article (HTML sanitized on save; slug derived from the title unless given)',
  request: { body: json(ArticleCreateSchema) },
  responses: { 201: jsonResponse(dataOf(AdminArticleRowSchema), 'Created'), ...adminErrors, ...conflictError },
});

const updateArticleRoute = createRoute({
  ...articles,
  method: 'put',
  path: '/admin/articles/{id}',
  summary: 'Change any of an article’s fields (series: move, reorder, leave with seriesId null)',
  request: { params, body: json(ArticleUpdateSchema) },
  responses: { 200: jsonResponse(dataOf(AdminArticleRowSchema), 'Updated'), ...adminErrors, ...notFoundError, ...conflictError },
});

const deleteArticleRoute = createRoute({
  ...articles,
  method: 'delete',
  path: '/admin/articles/{id}',
  summary: 'Delete an article (its series is renumbered)',
  request: { params },
  responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError },
});

// ---------------------------------------------------------------- categories

const categories = admin('Categories');

const createCategoryRoute = createRoute({
  ...categories,
  method: 'post',
  path: '/admin/categories',
  summary: 'Create a blog category',
  request: { body: json(CategoryInputSchema) },
  responses: { 201: jsonResponse(dataOf(AdminNamedSchema), 'Created'), ...adminErrors, ...conflictError },
});

const renameCategoryRoute = createRoute({
  ...categories,
  method: 'put',
  path: '/admin/categories/{id}',
  summary: 'Rename a blog category',
  request: { params, body: json(CategoryInputSchema) },
  responses: { 200: jsonResponse(dataOf(AdminNamedSchema), 'Renamed'), ...adminErrors, ...notFoundError, ...conflictError },
});

const deleteCategoryRoute = createRoute({
  ...categories,
  method: 'delete',
  path: '/admin/categories/{id}',
  summary: 'Delete a blog category (409 while it has articles)',
  request: { params },
  responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError, ...conflictError },
});

// ---------------------------------------------------------------- series

const seriesGuard = admin('Series');

const createSeriesRoute = createRoute({
  ...seriesGuard,
  method: 'post',
  path: '/admin/series',
  summary: 'Create a series',
  request: { body: json(SeriesCreateSchema) },
  responses: { 201: jsonResponse(dataOf(AdminSeriesSchema), 'Created'), ...adminErrors, ...conflictError },
});

const updateSeriesRoute = createRoute({
  ...seriesGuard,
  method: 'put',
  path: '/admin/series/{id}',
  summary: 'Change a series’ name, slug or description',
  request: { params, body: json(SeriesUpdateSchema) },
  responses: { 200: jsonResponse(dataOf(AdminSeriesSchema), 'Updated'), ...adminErrors, ...notFoundError, ...conflictError },
});

const deleteSeriesRoute = createRoute({
  ...seriesGuard,
  method: 'delete',
  path: '/admin/series/{id}',
  summary: 'Delete a series (409 while it has parts)',
  request: { params },
  responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError, ...conflictError },
});

const membershipRoute = createRoute({
  ...seriesGuard,
  method: 'put',
  path: '/admin/series/{id}/articles',
  summary: 'Set the series’ parts in order (articles left out leave the series)',
  request: { params, body: json(SeriesMembershipSchema) },
  responses: { 200: jsonResponse(dataOf(SeriesPartsSchema), 'The parts as stored'), ...adminErrors, ...notFoundError },
});

export const adminContentRoutes = createRouter()
  .openapi(listArticlesRoute, async (c) => {
    const { search, category_id: categoryId, series_id: seriesId, lang, page, limit } = c.req.valid('query');
    return c.json(await listAdminArticles(c.var.deps.db, { search: search || undefined, categoryId, seriesId, lang, page, limit }), 200);
  })
  .openapi(oneArticleRoute, async (c) => {
    const article = await getAdminArticle(c.var.deps.db, c.req.valid('param').id);
    if (!article) throw new ApiError(404, 'NOT_FOUND', 'Article not found');
    return c.json({ data: article }, 200);
  })
  .openapi(createArticleRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.articles,
      run: () => createArticle(c.var.deps.db, c.req.valid('json')),
      reason: (article) => `article created: /blog/${article.slug}`,
      body: (article) => ({ data: articleDto(article) }),
      status: 201,
    }),
  )
  .openapi(updateArticleRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.articles,
      run: () => updateArticle(c.var.deps.db, c.req.valid('param').id, requireChanges(c.req.valid('json'))),
      reason: ({ before, article }) => `article updated: /blog/${article.slug}${movedFrom('/blog/', before.slug, article.slug)}`,
      body: ({ article }) => ({ data: articleDto(article) }),
      status: 200,
    }),
  )
  .openapi(deleteArticleRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.articles,
      run: () => deleteArticle(c.var.deps.db, c.req.valid('param').id),
      reason: (article) => `article deleted: /blog/${article.slug}`,
      body: (article) => ({ deleted: { id: article.id, slug: article.slug, title: article.title } }),
      status: 200,
    }),
  )
  .openapi(createCategoryRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.categories,
      run: () => createCategory(c.var.deps.db, c.req.valid('json')),
      reason: (category) => `category created: ${category.name}`,
      body: (category) => ({ data: category }),
      status: 201,
    }),
  )
  .openapi(renameCategoryRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.categories,
      run: () => renameCategory(c.var.deps.db, c.req.valid('param').id, c.req.valid('json')),
      reason: ({ before, category }) => `category renamed: ${before.name} → ${category.name}`,
      body: ({ category }) => ({ data: category }),
      status: 200,
    }),
  )
  .openapi(deleteCategoryRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.categories,
      run: () => deleteCategory(c.var.deps.db, c.req.valid('param').id),
      reason: (category) => `category deleted: ${category.name}`,
      body: (category) => ({ deleted: category }),
      status: 200,
    }),
  )
  .openapi(createSeriesRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.series,
      run: () => createSeries(c.var.deps.db, c.req.valid('json')),
      reason: (row) => `series created: /series/${row.slug}`,
      body: (row) => ({ data: row }),
      status: 201,
    }),
  )
  .openapi(updateSeriesRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.series,
      run: () => updateSeries(c.var.deps.db, c.req.valid('param').id, requireChanges(c.req.valid('json'))),
      reason: ({ before, series }) => `series updated: /series/${series.slug}${movedFrom('/series/', before.slug, series.slug)}`,
      body: ({ series }) => ({ data: series }),
      status: 200,
    }),
  )
  .openapi(deleteSeriesRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.series,
      run: () => deleteSeries(c.var.deps.db, c.req.valid('param').id),
      reason: (row) => `series deleted: /series/${row.slug}`,
      body: (row) => ({ deleted: row }),
      status: 200,
    }),
  )
  .openapi(membershipRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.articles,
      run: () => setSeriesMembership(c.var.deps.db, c.req.valid('param').id, c.req.valid('json').articleIds),
      reason: (result) => `series parts set: /series/${result.series.slug} (${result.parts.length} parts)`,
      body: (result) => ({ data: result }),
      status: 200,
    }),
  );
