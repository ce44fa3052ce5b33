/**
 * Resources: POST/DELETE /resources/categories, POST/DELETE /resources/exams,
 * POST /resources/books and PUT /resources/books/{id} (JSON, or
 * multipart/form-data with a `cover_image` file: type checked by content,
 * size capped, stored through infra/storage), DELETE /resources/books/{id},
 * POST /resources/books/{id}/links, PUT/DELETE /resources/links/{id}.
 */
import { createRoute, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createBook, createLink, createNamed, deleteBook, deleteLink, deleteNamed, updateBook, updateLink, type NamedKind } from '#db/mutations/resources.ts';
import { createStorage, IMAGE_EXTENSIONS, sniffImageType, type UploadStorage } from '#infra/storage/index.ts';
import { BookCreateSchema, BookUpdateSchema, COVER_RULES, LinkCreateSchema, LinkUpdateSchema, NamedInputSchema } from '#core/schemas/resources.ts';
import { AdminLinkSchema, AdminNamedSchema, DeletedSchema } from '#core/schemas/responses/admin.ts';
import { BookSchema, type Book } from '#core/schemas/responses/resources.ts';
import type { AppBindings, AppDeps } from '../../context';
import { ApiError } from '../../errors';
import { requireAdmin } from '../../middleware/admin-auth';
import { createRouter } from '../../router';
import { dataOf, idInput, jsonResponse } from '../../schemas';
import { admin, adminErrors, AREAS_OF, afterWrite, conflictError, mutate, notFoundError, parseOrThrow, requireChanges, validationFailure } from './shared';

const guard = admin('Resources');
const params = z.object({ id: idInput() });
const json = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

// ---------------------------------------------------------------- uploads

/** Whole-request cap for book writes: the cover plus the other fields. */
const MAX_BODY_BYTES = COVER_RULES.maxBytes + 512 * 1024;
const coverLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: `The request is too large: ${COVER_RULES.sizeMessage}`, code: 'PAYLOAD_TOO_LARGE', field: 'cover_image' }, 413),
});

const storages = new WeakMap<AppDeps, UploadStorage | null>();
/** The deps' storage, or the one infra/storage picks from the env (made once per deps). */
function storageOf(deps: AppDeps): UploadStorage | null {
  if (deps.storage !== undefined) return deps.storage;
  if (!storages.has(deps)) storages.set(deps, createStorage(deps.env));
  return storages.get(deps)!;
}

const coverError = (message: string) => validationFailure(new z.ZodError([{ code: 'custom', path: ['cover_image'], message, input: undefined }]));

/** Checks and stores an uploaded cover; returns its URL. */
async function storeCover(deps: AppDeps, file: File): Promise<string> {
  if (file.size === 0) throw coverError(COVER_RULES.emptyMessage);
  if (file.size > COVER_RULES.maxBytes) throw coverError(COVER_RULES.sizeMessage);
  const declared = file.type.split(';')[0].trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !(COVER_RULES.types as readonly string[]).includes(declared)) throw coverError(COVER_RULES.typeMessage);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw coverError(COVER_RULES.typeMessage);
  const storage = storageOf(deps);
  if (!storage) throw new ApiError(503, 'UPLOADS_NOT_CONFIGURED', 'Uploads are not configured here (set BLOB_READ_WRITE_TOKEN); give cover_image as a URL instead');
  const stored = await storage.put({ folder: 'covers', extension: IMAGE_EXTENSIONS[type], contentType: type, data: bytes });
  return stored.url;
}

/** Deletes a stored cover we own (best effort: a leftover file is harmless, a failed write is not). */
async function dropCover(deps: AppDeps, url: string | null | undefined) {
  if (!url) return;
  const storage = storageOf(deps);
  if (storage?.owns(url)) await storage.remove(url).catch((err) => deps.log.warn(`could not delete ${url}: ${(err as Error).message}`));
}

const NUMERIC_FIELDS = new Set(['category_id', 'exam_id', 'year']);

/** Multipart text fields as the JSON body would have them: ids and year as numbers, '' as absent (year, cover: null). */
function formField(key: string, value: string): unknown {
  const text = value.trim();
  if (NUMERIC_FIELDS.has(key)) {
    if (text === '') return key === 'year' ? null : undefined;
    return /^-?\d{1,10}$/.test(text) ? Number(text) : value;
  }
  if (key === 'cover_image' && text === '') return null;
  return value;
}

/** A book body: JSON, or multipart/form-data (urlencoded too) with an optional cover_image file. */
async function readBookBody(c: Context<AppBindings>): Promise<{ fields: unknown; file: File | null }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new ApiError(400, 'BAD_REQUEST', 'Malformed form data');
    }
    const fields: Record<string, unknown> = {};
    let file: File | null = null;
    const seen = new Set<string>();
    for (const [key, value] of form.entries()) {
      if (seen.has(key)) throw validationFailure(new z.ZodError([{ code: 'custom', path: [key], message: `${key} was given more than once`, input: undefined }]));
      seen.add(key);
      if (typeof value === 'string') {
        const v = formField(key, value);
        if (v !== undefined) fields[key] = v;
      } else if (key === 'cover_image') {
        if (value.size > 0 || value.name) file = value; // an empty file input sends a nameless empty part
      } else {
        throw validationFailure(new z.ZodError([{ code: 'custom', path: [key], message: `Only cover_image can be a file`, input: undefined }]));
      }
    }
    return { fields, file };
  }
  if (type.startsWith('application/json') || type === '') {
    const text = await c.req.text();
    if (!text && type === '') return { fields: undefined, file: null };
    try {
      return { fields: JSON.parse(text), file: null };
    } catch {
      throw new ApiError(400, 'BAD_REQUEST', 'Malformed JSON in request body');
    }
  }
  throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the book as JSON or as multipart/form-data');
}

// The book bodies are read by the handlers (JSON or multipart), so the documented
// schemas are plain JSON Schema: zod-openapi validates only zod schemas.
const bookBodyDoc = (schema: z.ZodType, required: boolean) => {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown> & { properties?: Record<string, unknown> };
  const multipart = {
    ...jsonSchema,
    properties: { ...jsonSchema.properties, cover_image: { type: 'string', format: 'binary', description: `${COVER_RULES.types.join(', ')}; at most 2 MB` } },
  };
  return {
    required,
    content: {
      'application/json': { schema: jsonSchema as never },
      'multipart/form-data': { schema: multipart as never },
    },
  };
};

// ---------------------------------------------------------------- routes

const namedRoutes = (kind: NamedKind, path: string, label: string) => ({
  create: createRoute({
    ...guard,
    method: 'post',
    path,
    summary: `Create ${label}`,
    request: { body: json(NamedInputSchema) },
    responses: { 201: jsonResponse(dataOf(AdminNamedSchema), 'Created'), ...adminErrors, ...conflictError },
  }),
  remove: createRoute({
    ...guard,
    method: 'delete',
    path: `${path}/{id}`,
    summary: `Delete ${label} (409 while books use it)`,
    request: { params },
    responses: { 200: jsonResponse(DeletedSchema, 'Deleted'), ...adminErrors, ...notFoundError, ...conflictError },
  }),
  kind,
});
const categoryRoutes = namedRoutes('category', '/resources/categories', 'a resource category');
const examRoutes = namedRoutes('exam', '/resources/exams', 'an exam');

const bookGuard = { ...guard, middleware: [requireAdmin, coverLimit as MiddlewareHandler<AppBindings>] };

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

/** Runs a book write with a freshly uploaded cover; the upload is removed again when the write fails. */
async function withCover<T>(deps: AppDeps, file: File | null, write: (coverUrl: string | undefined) => Promise<T>): Promise<T> {
  const coverUrl = file ? await storeCover(deps, file) : undefined;
  try {
    return await mutate(() => write(coverUrl));
  } catch (err) {
    await dropCover(deps, coverUrl);
    throw err;
  }
}

const bookReason = (verb: string, book: Book) => `book ${verb}: ${book.title} (#${book.id})`;

export const adminResourcesRoutes = createRouter()
  .openapi(categoryRoutes.create, async (c) => {
    const row = await mutate(() => createNamed(c.var.deps.db, 'category', c.req.valid('json').name));
    await afterWrite(c, AREAS_OF.resources, `resource category created: ${row.name}`);
    return c.json({ data: row }, 201);
  })
  .openapi(categoryRoutes.remove, async (c) => {
    const row = await mutate(() => deleteNamed(c.var.deps.db, 'category', c.req.valid('param').id));
    await afterWrite(c, AREAS_OF.resources, `resource category deleted: ${row.name}`);
    return c.json({ deleted: row }, 200);
  })
  .openapi(examRoutes.create, async (c) => {
    const row = await mutate(() => createNamed(c.var.deps.db, 'exam', c.req.valid('json').name));
    await afterWrite(c, AREAS_OF.resources, `exam created: ${row.name}`);
    return c.json({ data: row }, 201);
  })
  .openapi(examRoutes.remove, async (c) => {
    const row = await mutate(() => deleteNamed(c.var.deps.db, 'exam', c.req.valid('param').id));
    await afterWrite(c, AREAS_OF.resources, `exam deleted: ${row.name}`);
    return c.json({ deleted: row }, 200);
  })
  .openapi(createBookRoute, async (c) => {
    const deps = c.var.deps;
    const { fields, file } = await readBookBody(c);
    const input = parseOrThrow(BookCreateSchema, fields);
    const book = await withCover(deps, file, (coverUrl) => createBook(deps.db, coverUrl ? { ...input, cover_image: coverUrl } : input));
    await afterWrite(c, AREAS_OF.resources, bookReason('created', book));
    return c.json({ data: book }, 201);
  })
  .openapi(updateBookRoute, async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid('param');
    const { fields, file } = await readBookBody(c);
    const input = parseOrThrow(BookUpdateSchema, fields ?? {});
    if (!file) requireChanges(input);
    const { before, book } = await withCover(deps, file, (coverUrl) => updateBook(deps.db, id, coverUrl ? { ...input, cover_image: coverUrl } : input));
    if (before.cover_image !== book.cover_image) await dropCover(deps, before.cover_image);
    await afterWrite(c, AREAS_OF.resources, bookReason('updated', book));
    return c.json({ data: book }, 200);
  })
  .openapi(deleteBookRoute, async (c) => {
    const book = await mutate(() => deleteBook(c.var.deps.db, c.req.valid('param').id));
    await dropCover(c.var.deps, book.cover_image);
    await afterWrite(c, AREAS_OF.resources, bookReason('deleted', book));
    return c.json({ deleted: { id: book.id, title: book.title, links: book.links.length } }, 200);
  })
  .openapi(createLinkRoute, async (c) => {
    const link = await mutate(() => createLink(c.var.deps.db, c.req.valid('param').id, c.req.valid('json')));
    await afterWrite(c, AREAS_OF.resources, `link added to book #${link.bookId}: ${link.label}`);
    return c.json({ data: link }, 201);
  })
  .openapi(updateLinkRoute, async (c) => {
    const { link } = await mutate(() => updateLink(c.var.deps.db, c.req.valid('param').id, requireChanges(c.req.valid('json'))));
    await afterWrite(c, AREAS_OF.resources, `link ${link.id} of book #${link.bookId} updated`);
    return c.json({ data: link }, 200);
  })
  .openapi(deleteLinkRoute, async (c) => {
    const link = await mutate(() => deleteLink(c.var.deps.db, c.req.valid('param').id));
    await afterWrite(c, AREAS_OF.resources, `link ${link.id} of book #${link.bookId} deleted`);
    return c.json({ deleted: { id: link.id, bookId: link.bookId, label: link.label } }, 200);
  });
