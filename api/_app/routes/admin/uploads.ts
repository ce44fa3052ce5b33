/**
 * Book bodies with an uploaded cover (POST /resources/books, PUT
 * /resources/books/{id}; their size cap is in middleware/body-limit.ts): reading a JSON or
 * multipart/form-data body, checking and storing the `cover_image` file
 * through infra/storage (type checked by content, not by name), removing
 * covers we own, and the OpenAPI description of such a body.
 */
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createStorage, IMAGE_EXTENSIONS, sniffImageType, type UploadStorage } from '#infra/storage/index.ts';
import { COVER_RULES } from '#core/schemas/resources.ts';
import type { AppBindings, AppDeps } from '../../context';
import { ApiError } from '../../errors';
import { validationFailure } from './shared';

// ---------------------------------------------------------------- storing covers

const storages = new WeakMap<AppDeps, UploadStorage | null>();
/** The deps' storage, or the one infra/storage picks from the env (made once per deps). */
function storageOf(deps: AppDeps): UploadStorage | null {
  if (deps.storage !== undefined) return deps.storage;
  if (!storages.has(deps)) storages.set(deps, createStorage(deps.env));
  return storages.get(deps)!;
}

/** A 400 on one field, in the shape of the zod hook's. */
const fieldError = (field: string, message: string) => validationFailure(new z.ZodError([{ code: 'custom', path: [field], message, input: undefined }]));

/** Checks and stores an uploaded cover; returns its URL. */
async function storeCover(deps: AppDeps, file: File): Promise<string> {
  if (file.size === 0) throw fieldError('cover_image', COVER_RULES.emptyMessage);
  if (file.size > COVER_RULES.maxBytes) throw fieldError('cover_image', COVER_RULES.sizeMessage);
  const declared = file.type.split(';')[0].trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !(COVER_RULES.types as readonly string[]).includes(declared)) throw fieldError('cover_image', COVER_RULES.typeMessage);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw fieldError('cover_image', COVER_RULES.typeMessage);
  const storage = storageOf(deps);
  if (!storage) throw new ApiError(503, 'UPLOADS_NOT_CONFIGURED', 'Uploads are not configured here (set BLOB_READ_WRITE_TOKEN); give cover_image as a URL instead');
  const stored = await storage.put({ folder: 'covers', extension: IMAGE_EXTENSIONS[type], contentType: type, data: bytes });
  return stored.url;
}

/** Deletes a stored cover we own (best effort: a leftover file is harmless, a failed write is not). */
export async function dropCover(deps: AppDeps, url: string | null | undefined) {
  if (!url) return;
  const storage = storageOf(deps);
  if (storage?.owns(url)) await storage.remove(url).catch((err) => deps.log.warn(`could not delete ${url}: ${(err as Error).message}`));
}

/** Runs a book write with a freshly uploaded cover (if any); the upload is removed again when the write fails. */
export async function withCover<T>(deps: AppDeps, file: File | null, write: (coverUrl: string | undefined) => Promise<T>): Promise<T> {
  const coverUrl = file ? await storeCover(deps, file) : undefined;
  try {
    return await write(coverUrl);
  } catch (err) {
    await dropCover(deps, coverUrl);
    throw err;
  }
}

// ---------------------------------------------------------------- reading the body

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

/** The text fields and the cover file of a multipart (or urlencoded) body; a repeated field or another file is a 400. */
async function readForm(c: Context<AppBindings>): Promise<{ fields: unknown; file: File | null }> {
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
    if (seen.has(key)) throw fieldError(key, `${key} was given more than once`);
    seen.add(key);
    if (typeof value === 'string') {
      const v = formField(key, value);
      if (v !== undefined) fields[key] = v;
    } else if (key === 'cover_image') {
      if (value.size > 0 || value.name) file = value; // an empty file input sends a nameless empty part
    } else {
      throw fieldError(key, `Only cover_image can be a file`);
    }
  }
  return { fields, file };
}

/** A book body: JSON, or multipart/form-data (urlencoded too) with an optional cover_image file. */
export async function readBookBody(c: Context<AppBindings>): Promise<{ fields: unknown; file: File | null }> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) return readForm(c);
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

// ---------------------------------------------------------------- documenting the body

/**
 * The OpenAPI request body of a book write: the schema as JSON, and as
 * multipart with `cover_image` a file. The handlers read these bodies
 * themselves (readBookBody), so the documented schemas are plain JSON
 * Schema: zod-openapi validates only zod schemas.
 */
export const bookBodyDoc = (schema: z.ZodType, required: boolean) => {
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
