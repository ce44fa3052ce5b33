/**
 * Resources: POST/DELETE /resources/categories, POST/DELETE /resources/exams,
 * POST /resources/books and PUT /resources/books/{id} (JSON, or
 * multipart/form-data with a `cover_image` file: uploads.ts),
 * DELETE /resources/books/{id}, POST /resources/books/{id}/links,
 * PUT/DELETE /resources/links/{id}.
 */
import { createRoute, z, type RouteHandler } from '@hono/zod-openapi';
import { createBook, createLink, createNamed, deleteBook, deleteLink, deleteNamed, updateBook, updateLink, type NamedKind } from '#db/mutations/resources.ts';
import { BookCreateSchema, BookUpdateSchema, LinkCreateSchema, LinkUpdateSchema, NamedInputSchema } from '#core/schemas/resources.ts';
import { AdminLinkSchema, AdminNamedSchema, DeletedSchema } from '#core/schemas/responses/admin.ts';
import { BookSchema, type Book } from '#core/schemas/responses/resources.ts';
import type { AppBindings } from '../../context';
import { requireAdmin } from '../../middleware/admin-auth';
import { createRouter } from '../../router';
import { dataOf, jsonResponse } from '../../schemas';
import { admin, adminErrors, adminWrite, AREAS_OF, conflictError, idParams as params, jsonBody as json, notFoundError, parseOrThrow, requireChanges } from './shared';
import { bookBodyDoc, dropCover, readBookBody, withCover } from './uploads';

const guard = admin('Resources');

// ---------------------------------------------------------------- routes

/** POST and DELETE of a named list (resource categories, exams), with their handlers: the same writes, their own path and wording. */
function namedList(kind: NamedKind, path: string, label: string, noun: string) {
  const create = createRoute({
    ...guard,
    method: 'post',
    path,
    summary: `Create ${label}`,
    request: { body: json(NamedInputSchema) },
    responses: { 201: jsonResponse(dataOf(AdminNamedSchema), 'Created'), ...adminErrors, ...conflictError },
  });
  const remove = createRoute({
    ...guard,
    method: 'delete',
    path: `${path}/{id}`,
    summary: `Delete ${label} (409 while books use it)`,
    request: { params },
    responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError, ...conflictError },
  });
  const onCreate: RouteHandler<typeof create, AppBindings> = (c) =>
    adminWrite(c, {
      areas: AREAS_OF.resources,
      run: () => createNamed(c.var.deps.db, kind, c.req.valid('json').name),
      reason: (row) => `${noun} created: ${row.name}`,
      body: (row) => ({ data: row }),
      status: 201,
    });
  const onRemove: RouteHandler<typeof remove, AppBindings> = (c) =>
    adminWrite(c, {
      areas: AREAS_OF.resources,
      run: () => deleteNamed(c.var.deps.db, kind, c.req.valid('param').id),
      reason: (row) => `${noun} deleted: ${row.name}`,
      body: (row) => ({ deleted: row }),
      status: 200,
    });
  return { create, remove, onCreate, onRemove };
}
const categories = namedList('category', '/resources/categories', 'a resource category', 'resource category');
const exams = namedList('exam', '/resources/exams', 'an exam', 'exam');

const bookGuard = { ...guard, middleware: [requireAdmin] };

const createBookRoute = createRoute({
  ...bookGuard,
  method: 'post',
  path: '/resources/books',
  summary: 'Create a book (JSON, or multipart/form-data with a cover_image file)',
  request: { body: bookBodyDoc(BookCreateSchema, true) },
  responses: {
    201: jsonResponse(dataOf(BookSchema), 'Created'),
    ...adminErrors,
    413: jsonResponse(z.object({ error: z.string(), code: z.string() }), 'Request too large'),
    415: jsonResponse(z.object({ error: z.string(), code: z.string() }), 'Neither JSON nor multipart'),
  },
});

const updateBookRoute = createRoute({
  ...bookGuard,
  method: 'put',
  path: '/resources/books/{id}',
  summary: 'Change any of a book’s fields and/or upload a new cover (JSON or multipart/form-data)',
  request: { params, body: bookBodyDoc(BookUpdateSchema, false) },
  responses: {
    200: jsonResponse(dataOf(BookSchema), 'Updated'),
    ...adminErrors,
    ...notFoundError,
    413: jsonResponse(z.object({ error: z.string(), code: z.string() }), 'Request too large'),
    415: jsonResponse(z.object({ error: z.string(), code: z.string() }), 'Neither JSON nor multipart'),
  },
});

const deleteBookRoute = createRoute({
  ...guard,
  method: 'delete',
  path: '/resources/books/{id}',
  summary: 'Delete a book with its links (and its uploaded cover)',
  request: { params },
  responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError },
});

const createLinkRoute = createRoute({
  ...guard,
  method: 'post',
  path: '/resources/books/{id}/links',
  summary: 'Add a download link to a book',
  request: { params, body: json(LinkCreateSchema) },
  responses: { 201: jsonResponse(dataOf(AdminLinkSchema), 'Created'), ...adminErrors, ...notFoundError, ...conflictError },
});

const updateLinkRoute = createRoute({
  ...guard,
  method: 'put',
  path: '/resources/links/{id}',
  summary: 'Change a link’s label or URL (its download count is kept)',
  request: { params, body: json(LinkUpdateSchema) },
  responses: { 200: jsonResponse(dataOf(AdminLinkSchema), 'Updated'), ...adminErrors, ...notFoundError },
});

const deleteLinkRoute = createRoute({
  ...guard,
  method: 'delete',
  path: '/resources/links/{id}',
  summary: 'Delete a link',
  request: { params },
  responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError },
});

const bookReason = (verb: string, book: Book) => `book ${verb}: ${book.title} (#${book.id})`;

export const adminResourcesRoutes = createRouter()
  .openapi(categories.create, categories.onCreate)
  .openapi(categories.remove, categories.onRemove)
  .openapi(exams.create, exams.onCreate)
  .openapi(exams.remove, exams.onRemove)
  .openapi(createBookRoute, async (c) => {
    const deps = c.var.deps;
    const { fields, file } = await readBookBody(c);
    const input = parseOrThrow(BookCreateSchema, fields);
    return adminWrite(c, {
      areas: AREAS_OF.resources,
      run: () => withCover(deps, file, (coverUrl) => createBook(deps.db, coverUrl ? { ...input, cover_image: coverUrl } : input)),
      reason: (book) => bookReason('created', book),
      body: (book) => ({ data: book }),
      status: 201,
    });
  })
  .openapi(updateBookRoute, async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid('param');
    const { fields, file } = await readBookBody(c);
    const input = parseOrThrow(BookUpdateSchema, fields ?? {});
    if (!file) requireChanges(input);
    return adminWrite(c, {
      areas: AREAS_OF.resources,
      run: async () => {
        const result = await withCover(deps, file, (coverUrl) => updateBook(deps.db, id, coverUrl ? { ...input, cover_image: coverUrl } : input));
        if (result.before.cover_image !== result.book.cover_image) await dropCover(deps, result.before.cover_image);
        return result;
      },
      reason: ({ book }) => bookReason('updated', book),
      body: ({ book }) => ({ data: book }),
      status: 200,
    });
  })
  .openapi(deleteBookRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.resources,
      run: async () => {
        const book = await deleteBook(c.var.deps.db, c.req.valid('param').id);
        await dropCover(c.var.deps, book.cover_image);
        return book;
      },
      reason: (book) => bookReason('deleted', book),
      body: (book) => ({ deleted: { id: book.id, title: book.title, links: book.links.length } }),
      status: 200,
    }),
  )
  .openapi(createLinkRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.resources,
      run: () => createLink(c.var.deps.db, c.req.valid('param').id, c.req.valid('json')),
      reason: (link) => `link added to book #${link.bookId}: ${link.label}`,
      body: (link) => ({ data: link }),
      status: 201,
    }),
  )
  .openapi(updateLinkRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.resources,
      run: () => updateLink(c.var.deps.db, c.req.valid('param').id, requireChanges(c.req.valid('json'))),
      reason: ({ link }) => `link ${link.id} of book #${link.bookId} updated`,
      body: ({ link }) => ({ data: link }),
      status: 200,
    }),
  )
  .openapi(deleteLinkRoute, (c) =>
    adminWrite(c, {
      areas: AREAS_OF.resources,
      run: () => deleteLink(c.var.deps.db, c.req.valid('param').id),
      reason: (link) => `link ${link.id} of book #${link.bookId} deleted`,
      body: (link) => ({ deleted: { id: link.id, bookId: link.bookId, label: link.label } }),
      status: 200,
    }),
  );
